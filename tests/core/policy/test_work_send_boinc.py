"""Work send as BOINC's servers do it: the deadline check's delay, WS2 without the
availability stretch, and the client's DCF applied to run times (issue 19)."""
from __future__ import annotations

from pathlib import Path

from core.emulator.boinc_input import load_boinc_dir
from core.emulator.run import run_scenario
from core.policy.work_send import Candidate, HostWorkload, SendReason, WorkSendPolicy, select_jobs
from core.state.work import QueuedJob
from tests.core.emulator.test_boinc_dirs import write_dir

NOW = 1000.0
GFLOPS = 1e9


def _one(run_s: float, deadline_in_s: float, name: str = "c") -> Candidate:
    return Candidate(name, run_s * GFLOPS, NOW + deadline_in_s)


def test_deadline_check_starts_from_the_clients_busy_time_not_the_first_free_cpu() -> None:
    # Two on-time jobs keep both CPUs busy for 5000 s; BOINC's client counts only jobs
    # predicted to miss in its busy time, so it says 0 and the server sends a 1000 s job
    # due in 3000 s, which can run beside them.
    queue = (QueuedJob("q1", 5000.0, NOW + 9000.0), QueuedJob("q2", 5000.0, NOW + 9000.0))
    host = HostWorkload(2, GFLOPS, 1.0, queue, estimated_delay_s=0.0)
    d = select_jobs(WorkSendPolicy.WS1, NOW, 500.0, 0.0, host, [_one(1000.0, 3000.0)], latency_check=True)
    assert d.sent == ("c",)
    busy = HostWorkload(2, GFLOPS, 1.0, queue, estimated_delay_s=2500.0)
    d = select_jobs(WorkSendPolicy.WS1, NOW, 500.0, 0.0, busy, [_one(1000.0, 3000.0)], latency_check=True)
    assert d.sent == () and d.verdicts[0].reason is SendReason.WOULD_MISS_DEADLINE


def test_ws2_feasibility_does_not_stretch_run_times_by_availability() -> None:
    # A host on half the time: BOINC's edf_sim still asks whether 1000 s fit before a
    # deadline 1500 s away, and they do.
    host = HostWorkload(1, GFLOPS, 0.5)
    d = select_jobs(WorkSendPolicy.WS2, NOW, 100.0, 0.0, host, [_one(1000.0, 1500.0)])
    assert d.sent == ("c",)
    # ... while the request is still charged the wall time (run time / availability).
    assert d.seconds_sent == 2000.0


def test_the_server_corrects_run_times_by_the_clients_dcf() -> None:
    cands = [_one(1000.0, 2500.0, f"c{i}") for i in range(3)]
    plain = select_jobs(WorkSendPolicy.WS1, NOW, 2500.0, 0.0, HostWorkload(1, GFLOPS, 1.0), cands)
    assert plain.sent == ("c0", "c1", "c2")
    slow = HostWorkload(1, GFLOPS, 1.0, dcf=3.0)
    d = select_jobs(WorkSendPolicy.WS1, NOW, 2500.0, 0.0, slow, cands, latency_check=True)
    # 3000 s each: it misses a 2500 s deadline ...
    assert d.sent == () and d.verdicts[0].reason is SendReason.WOULD_MISS_DEADLINE
    # ... and without the check one job meets the 2500 s request.
    d = select_jobs(WorkSendPolicy.WS1, NOW, 2500.0, 0.0, slow, cands)
    assert d.sent == ("c0",) and d.seconds_sent == 3000.0


def test_the_emulated_server_applies_the_deadline_check_by_default(tmp_path: Path) -> None:
    # Jobs of 13000 s with a 10000 s latency bound can never make it: BOINC's emulated
    # server (no workload switch) sends none, so nothing is computed and nothing wasted.
    scen = load_boinc_dir(write_dir(tmp_path / "tight", [("tight", 100.0, 10000.0, 1.3e13)]))
    res = run_scenario(scen, days=3)
    assert res.figures["jobs_done"] == 0
    assert res.figures["waste"] == 0.0
