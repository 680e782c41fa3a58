"""A task not started by its deadline: BOINC's client aborts it (exit status 200) instead
of spending CPU on a result that comes back too late; BOINC's simulator, whose study the
batch emulator reproduces, runs it anyway. The engine does either, as the scenario says,
and the preview (a scenario read from a live client's state) does what the client does."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from core.emulator.boinc_input import START_TIME, load_boinc_dir
from core.emulator.run import RunOptions, run_scenario
from tests.core.emulator.test_boinc_dirs import BASE, write_dir

HOUR = 3600.0


def _six_late_jobs(tmp_path: Path) -> Path:
    # Two CPUs, six one-hour jobs, all due at 1.5 h: two are done in time, two start at
    # 1 h and end late, the last two cannot start before their deadline.
    jobs = [("base", 3.6e12, START_TIME + 1.5 * HOUR)] * 6
    return write_dir(tmp_path / "jobs", [BASE], initial_jobs=jobs)


def test_the_client_aborts_what_could_not_start_in_time(tmp_path: Path) -> None:
    scenario = replace(load_boinc_dir(_six_late_jobs(tmp_path)), client_rules=True)
    res = run_scenario(scenario, days=0.5, options=RunOptions(existing_jobs_only=True))
    assert res.figures["jobs_done"] == 4
    assert res.figures["jobs_late"] == 2
    (project,) = res.projects
    assert project["deadlines_met"] == 2
    assert project["deadlines_missed"] == 4  # two finished late, two aborted unstarted
    # the CPU hours the aborted pair would have taken are not spent
    assert abs(project["cpu_s"] - 4 * HOUR) < 60


def test_boincs_simulator_runs_them_anyway(tmp_path: Path) -> None:
    scenario = load_boinc_dir(_six_late_jobs(tmp_path))
    assert scenario.client_rules is False
    res = run_scenario(scenario, days=0.5, options=RunOptions(existing_jobs_only=True))
    assert res.figures["jobs_done"] == 6
    assert res.figures["jobs_late"] == 4
    (project,) = res.projects
    assert project["deadlines_missed"] == 4
    assert abs(project["cpu_s"] - 6 * HOUR) < 60
