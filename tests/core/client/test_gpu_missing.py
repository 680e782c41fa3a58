""""GPU missing": a GPU declared before disappears, and its jobs are not run and say why.

A live session with the cc_config of fixtures/boinc-7.20/gpu-declared (a ``fakegpu`` type,
two devices) starts again after the declaration is edited: with one device the event log
alerts that a device is gone; with none, a GPU job of that type waits with the scheduler's
"GPU missing" verdict, and GUI RPC shows it as BOINC's client does (client/result.cpp:
``<coproc_missing/>``, resources "0.5 CPUs + fakegpu GPU (missing)"), which BOINC Manager's
words (our remote rows) turn into "GPU missing, Ready to start (...)"; our own Tasks rows
say "GPU missing, Ready to start". A job whose app has every device excluded is "GPU missing" too (BOINC's
process_gpu_exclusions marks it so).
"""
from __future__ import annotations

import time
from pathlib import Path

from core.api.snapshot import ActivityStatus
from core.client.gui_rpc import build_gui_rpc_snapshot
from core.client.session import LiveSession, SessionOptions
from core.engine.from_state import task_status
from core.guirpc import render
from core.guirpc.client_types import ResultInfo
from core.ids import AppName, ProjectUrl, ResultKey, ResultName, WorkunitName
from core.policy.cpu_sched import CpuSchedPolicy, CpuScheduler, WaitReason
from core.policy.estimate import EstimatePolicy, Estimator
from core.remote.rows import result_status
from core.state import AppVersion, GpuExclusion, Project, Result, ResultState, RunMode, Workunit
from core.xml.hardened import parse_xml

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")
URL = ProjectUrl("http://gpu.example/")


def _start(dd: Path, cc_config: str) -> LiveSession:
    (dd / "cc_config.xml").write_text(cc_config)
    s = LiveSession(dd, SessionOptions(seed=1, measure_host=False))
    s.open()
    return s


def _declared(count: int) -> str:
    text = (FIXTURE / "cc_config.xml").read_text()
    return text.replace("<count>2</count>", f"<count>{count}</count>").replace(
        "<device_nums>0 1</device_nums>", f"<device_nums>{' '.join(str(i) for i in range(count))}</device_nums>")


def _alerts(s: LiveSession) -> list[str]:
    assert s.eventlog is not None
    return [m.body for m in s.eventlog.messages_since(0) if m.body.startswith("GPU missing")]


def _gpu_job(s: LiveSession) -> ResultKey:
    """A project with one GPU job of the fakegpu type at 0.5 device and 0.5 CPU, downloaded."""
    st = s.state
    st.projects[URL] = Project(URL, project_name="GPU project", resource_share=100.0)
    app = AppName("gpuapp")
    st.app_versions.append(AppVersion(URL, app, 1, plan_class="fakegpu", avg_ncpus=0.5, flops=1e9,
                                      gpu_type="fakegpu", gpu_usage=0.5))
    wu = WorkunitName("wu1")
    st.workunits[(URL, wu)] = Workunit(URL, wu, app, rsc_fpops_est=3600e9)
    r = Result(URL, ResultName("job1"), wu, version_num=1, plan_class="fakegpu", report_deadline=time.time() + 86400,
               state=ResultState.FILES_DOWNLOADED)
    st.results[r.key] = r
    return r.key


def _activity() -> ActivityStatus:
    return ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)


def test_fewer_devices_than_at_the_last_start_is_told(tmp_path: Path) -> None:
    dd = tmp_path / "client"
    dd.mkdir()
    _start(dd, _declared(2)).close()
    again = _start(dd, _declared(1))
    try:
        assert [(c.type, c.count) for c in again.state.coprocs] == [("fakegpu", 1)]
        assert _alerts(again) == ["GPU missing: fakegpu had 2 devices at the last start, 1 now"]
    finally:
        again.close()


def test_a_job_of_a_gpu_type_gone_waits_and_says_gpu_missing(tmp_path: Path) -> None:
    dd = tmp_path / "client"
    dd.mkdir()
    _start(dd, _declared(2)).close()
    s = _start(dd, "<cc_config><options></options></cc_config>")  # the declaration removed
    try:
        key = _gpu_job(s)
        r = s.state.results[key]
        out = CpuScheduler(CpuSchedPolicy.CS2, Estimator(EstimatePolicy.JC1)).schedule(s.state, time.time())
        assert key not in out.run and out.verdicts[key].reason == WaitReason.MISSING_GPU
        now = time.time()
        snap = build_gui_rpc_snapshot(s, now)
        extras = snap.task_extras.get(key)
        lines: list[str] = []
        render.result(lines, r, snap.state, extras, now)
        info = ResultInfo.parse(parse_xml("\n".join(lines), source="get_results"))
        assert info.coproc_missing
        assert info.resources.strip() == "0.5 CPUs + fakegpu GPU (missing)"
        # BOINC Manager's words, the resources after them
        assert result_status(info, _activity()) == "GPU missing, Ready to start (0.5 CPUs + fakegpu GPU (missing))"
        assert task_status(r, s.state, None, _activity()) == "GPU missing, Ready to start"  # our Tasks tab
    finally:
        s.close()


def test_every_device_excluded_for_its_app_is_gpu_missing_and_a_partial_exclusion_is_not(tmp_path: Path) -> None:
    dd = tmp_path / "client"
    dd.mkdir()
    s = _start(dd, _declared(2))
    try:
        key = _gpu_job(s)
        sched = CpuScheduler(CpuSchedPolicy.CS2, Estimator(EstimatePolicy.JC1))
        s.state.gpu_exclusions = [GpuExclusion(str(URL), device_num=0, app="gpuapp")]
        assert key in sched.schedule(s.state, time.time()).run  # device 1 is left
        assert not build_gui_rpc_snapshot(s, time.time()).task_extras[key].coproc_missing
        s.state.gpu_exclusions.append(GpuExclusion(str(URL), device_num=1, app="gpuapp"))
        out = sched.schedule(s.state, time.time())
        assert out.verdicts[key].reason == WaitReason.MISSING_GPU
        assert "excluded for its app" in out.verdicts[key].message
        assert build_gui_rpc_snapshot(s, time.time()).task_extras[key].coproc_missing
        assert task_status(s.state.results[key], s.state, None, _activity()).startswith("GPU missing, ")
    finally:
        s.close()
