"""GPU app versions and workunits in scheduler replies: parsed, merged and kept in client_state.xml.

A reply's app version says the GPU it uses as BOINC's server writes it
(``<coproc><type>NVIDIA</type><count>0.5</count></coproc>``, ``<gpu_ram>``, a plan class,
``avg_ncpus``); BOINC 8.2 may put the same on a workunit. ``<no_rsc_apps>`` and the older
``no_cuda_apps``/``no_ati_apps`` say for which resources a project has no apps. All of it
must survive a save and a reload of the state file.
"""
from __future__ import annotations

from core.ids import AppName, WorkunitName
from core.persist.state_reader import parse_client_state
from core.persist.state_writer import render_client_state
from core.sched_rpc import merge_reply, parse_scheduler_reply
from tests.core.sched_rpc.conftest import FIXTURE_URL, attached_state

REPLY = b"""<scheduler_reply>
<app><name>gpuapp</name><user_friendly_name>GPU app</user_friendly_name></app>
<file_info><name>gpuapp_1.0</name><url>http://127.0.0.1:1/gpuapp_1.0</url><executable/>
  <nbytes>10</nbytes><md5_cksum>0123456789abcdef0123456789abcdef</md5_cksum></file_info>
<file_info><name>in1</name><url>http://127.0.0.1:1/in1</url><nbytes>1</nbytes>
  <md5_cksum>0123456789abcdef0123456789abcdef</md5_cksum></file_info>
<app_version>
  <app_name>gpuapp</app_name><version_num>100</version_num><platform>x86_64-pc-linux-gnu</platform>
  <plan_class>cuda</plan_class><avg_ncpus>0.200000</avg_ncpus><flops>5e11</flops>
  <coproc><type>CUDA</type><count>0.500000</count></coproc>
  <gpu_ram>536870912</gpu_ram>
  <file_ref><file_name>gpuapp_1.0</file_name><main_program/></file_ref>
</app_version>
<workunit><name>wu1</name><app_name>gpuapp</app_name><version_num>100</version_num>
  <plan_class>opencl_nvidia</plan_class><avg_ncpus>0.1</avg_ncpus>
  <coproc><type>NVIDIA</type><count>1</count></coproc><gpu_ram>1e9</gpu_ram>
  <file_ref><file_name>in1</file_name><open_name>in</open_name></file_ref></workunit>
<no_rsc_apps>ATI</no_rsc_apps>
<no_cpu_apps>1</no_cpu_apps>
</scheduler_reply>"""


def test_gpu_app_version_and_workunit_usage_are_merged_and_survive_the_state_file() -> None:
    state = attached_state()
    parsed = parse_scheduler_reply(REPLY, "reply")
    out = merge_reply(state, FIXTURE_URL, parsed, 1.0)
    assert out.errors == []
    (av,) = [v for v in state.app_versions if v.app_name == AppName("gpuapp")]
    assert (av.plan_class, av.avg_ncpus, av.gpu_type, av.gpu_usage, av.gpu_ram) == (
        "cuda", 0.2, "NVIDIA", 0.5, 536870912.0)
    assert av.uses_gpu
    wu = state.workunits[(FIXTURE_URL, WorkunitName("wu1"))]
    assert (wu.plan_class, wu.avg_ncpus, wu.gpu_type, wu.gpu_usage, wu.gpu_ram) == (
        "opencl_nvidia", 0.1, "NVIDIA", 1.0, 1e9)
    assert state.projects[FIXTURE_URL].no_rsc_apps == ["ATI", "CPU"]

    state.projects[FIXTURE_URL].gpu_backoff["NVIDIA"] = (1234.5, 600.0)
    again, warnings = parse_client_state(render_client_state(state, 2.0), source="saved")
    assert warnings == []
    (av2,) = [v for v in again.app_versions if v.app_name == AppName("gpuapp")]
    assert (av2.gpu_type, av2.gpu_usage, av2.gpu_ram, av2.avg_ncpus) == ("NVIDIA", 0.5, 536870912.0, 0.2)
    wu2 = again.workunits[(FIXTURE_URL, WorkunitName("wu1"))]
    assert (wu2.plan_class, wu2.avg_ncpus, wu2.gpu_type, wu2.gpu_usage, wu2.gpu_ram) == (
        "opencl_nvidia", 0.1, "NVIDIA", 1.0, 1e9)
    p = again.projects[FIXTURE_URL]
    assert p.gpu_backoff == {"NVIDIA": (1234.5, 600.0)}
    assert sorted(p.no_rsc_apps) == ["ATI", "CPU"]


def test_next_reply_says_anew_which_resources_have_no_apps() -> None:
    state = attached_state()
    merge_reply(state, FIXTURE_URL, parse_scheduler_reply(REPLY, "reply"), 1.0)
    merge_reply(state, FIXTURE_URL, parse_scheduler_reply(b"<scheduler_reply><no_cuda_apps>1</no_cuda_apps>"
                                                          b"<no_ati_apps>0</no_ati_apps></scheduler_reply>", "r2"), 2.0)
    assert state.projects[FIXTURE_URL].no_rsc_apps == ["NVIDIA"]


def test_real_clients_state_file_per_resource_backoffs_are_read() -> None:
    from pathlib import Path
    data = Path("/work/shared/fixtures/boinc-7.20/gpu-declared/client_state.xml").read_bytes()
    state, _ = parse_client_state(data, source="real")
    (p,) = state.projects.values()
    assert p.gpu_backoff == {"fakegpu": (0.0, 0.0)}
    text = render_client_state(state, 3.0).decode()
    assert text.count("<name>fakegpu</name>") == 2 and text.count("<name>CPU</name>") == 2


def test_request_lists_a_gpu_version_with_its_coproc_as_boinc_7_20_writes_it() -> None:
    from core.ports import SchedulerRequest
    from core.sched_rpc import RequestExtras, build_scheduler_request
    from core.xml.hardened import parse_xml
    state = attached_state()
    merge_reply(state, FIXTURE_URL, parse_scheduler_reply(REPLY, "reply"), 1.0)
    body = build_scheduler_request(state, SchedulerRequest(FIXTURE_URL, reason=0, work_req_seconds=0.0,
                                                           req_instances=0.0), 2.0, disk=None, other=RequestExtras())
    (av,) = [v for v in parse_xml(body, source="req").iterfind("app_versions/app_version")
             if v.findtext("app_name") == "gpuapp"]
    assert [c.tag for c in av] == ["app_name", "version_num", "platform", "avg_ncpus", "flops", "plan_class",
                                   "coproc", "gpu_ram"]
    assert (av.findtext("coproc/type"), av.findtext("coproc/count"), av.findtext("gpu_ram")) == (
        "NVIDIA", "0.500000", "536870912.000000")
