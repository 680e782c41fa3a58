"""Every scheduler RPC asks for work when the policy would ask that project (BOINC's piggyback_work_request)."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.emulator.boinc_input import load_boinc_dir
from core.emulator.run import run_scenario
from tests.core.emulator.test_boinc_dirs import write_dir

# One project, 2 CPUs, jobs of ~1.8 h, buffer 0.1 + 0.25 days, host on 80% of the time.
ONE = [("one", 100.0, 9 * 86400.0, 1.3e13 / 2)]


@pytest.mark.parametrize("policy", ["REC_WFREC_WS1_JC2", "CS2_WF2_WS2_JC2", "CS2_WF1_WS1_JC2"])
def test_one_project_reports_and_fetches_in_the_same_rpcs(tmp_path: Path, policy: str) -> None:
    scen = load_boinc_dir(write_dir(tmp_path / "one", ONE, on_frac=0.8))
    res = run_scenario(scen, days=20, policy=policy)
    jobs = int(res.figures["jobs_done"])
    rpcs = int(res.figures["rpc_count"])
    assert jobs > 300
    # Two CPUs finish jobs about together; each report brings the next jobs, so about one
    # RPC per two jobs. Reports without a work request made it one per job (a
    # report-only RPC, then a fetch-only one when the queue reached the low mark).
    assert rpcs < 0.6 * jobs, (rpcs, jobs)
    assert res.figures["idleness"] < 0.05
