"""Our whole scheduler request, with a GPU declared in cc_config.xml, against the real client's.

../shared/fixtures/boinc-7.20/gpu-declared/ is Debian's BOINC 7.20.5 with a ``<coproc>`` of
type fakegpu (count 2) attached to the demo project: its first request carries
``<n_usable_coprocs>2</n_usable_coprocs>`` in host_info and, after ``<disk_usage>``, a
``<coprocs>`` block asking for 1 s of fakegpu work. We build our first request from a
state with the same declared GPU and compare every element path, the order of the
top level and host_info, and every value in the GPU block.
"""
from __future__ import annotations

from pathlib import Path

from lxml import etree

from core.disk.server import DiskRequestFigures
from core.gpu.correlate import GpuConfig, correlate
from core.ids import ProjectUrl
from core.persist.cc_config import read_cc_config
from core.ports import GpuAsk, SchedulerRequest
from core.sched_rpc import RequestExtras, build_scheduler_request
from core.state import ClientState, HostInfo, Project
from core.xml.hardened import parse_xml, parse_xml_file
from tests.element_paths import element_paths

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")
URL = ProjectUrl("http://127.0.0.1:31416/demo/")


def _state() -> ClientState:
    config, warnings = read_cc_config(FIXTURE / "cc_config.xml")
    assert warnings == []
    state = ClientState(host_info=HostInfo(p_ncpus=2, d_total=2.7e11, d_free=8e10, os_name="Linux Debian"))
    state.coprocs = correlate(None, GpuConfig.from_options(config.options)).coprocs
    state.projects[URL] = Project(URL, authenticator="7c8fba0be5783ae483fc4ba8dcccf60f", hostid=0)
    return state


def _ours(state: ClientState, asks: tuple[GpuAsk, ...]) -> etree._Element:
    # The first request after attaching: 1 s of each resource (BOINC's set_initial_work_request).
    req = SchedulerRequest(URL, reason=5, work_req_seconds=1.0, req_instances=0.0, gpu_asks=asks)
    disk = DiskRequestFigures(URL, 53248.0, 0.0, 8.8e10, 8e10, 8e10, 8e10)
    body = build_scheduler_request(state, req, 1795929052.3, disk=disk, other=RequestExtras(global_prefs_xml=""))
    return parse_xml(body, source="ours")


def test_first_request_equals_the_real_clients_element_for_element() -> None:
    real = parse_xml_file(FIXTURE / "sched_request.xml")
    ours = _ours(_state(), (GpuAsk("fakegpu", req_secs=1.0),))
    assert element_paths(ours) == element_paths(real)
    for path in (".", "host_info", "coprocs", "coprocs/coproc"):
        mine, theirs = ours.find(path), real.find(path)
        assert mine is not None and theirs is not None, path
        assert [c.tag for c in mine] == [c.tag for c in theirs], path
    mine_block, real_block = ours.find("coprocs/coproc"), real.find("coprocs/coproc")
    assert mine_block is not None and real_block is not None
    assert [(c.tag, c.text) for c in mine_block] == [(c.tag, c.text) for c in real_block]
    assert ours.findtext("host_info/n_usable_coprocs") == real.findtext("host_info/n_usable_coprocs") == "2"


def test_a_type_not_asked_of_asks_for_nothing_and_a_host_without_gpus_sends_no_block() -> None:
    ours = _ours(_state(), ())
    assert ours.findtext("coprocs/coproc/req_secs") == "0.000000"
    assert ours.findtext("coprocs/coproc/req_instances") == "0.000000"
    bare = _state()
    bare.coprocs = []
    root = _ours(bare, ())
    assert root.find("coprocs") is None
    assert root.findtext("host_info/n_usable_coprocs") == "0"
