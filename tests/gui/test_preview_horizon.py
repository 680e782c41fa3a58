"""How far the preview looks: bounded by how many jobs it would emulate, counted at the
jobs' real run times (the job log's), not at their estimates."""
from __future__ import annotations

from boinc_gui.dialogs.preview import JOBS_PER_PREVIEW, MAX_DAYS, MIN_DAYS, horizon_days
from core.emulator.scenario import DAY, AppSpec, HostSpec, ProjectSpec, Scenario


def _scenario(est_s: float, real_s: float, ncpus: int = 2) -> Scenario:
    flops = 1e9
    app = AppSpec(name="app", fpops_est=est_s * flops, fpops_mean=real_s * flops)
    return Scenario(name="h", host=HostSpec(ncpus=ncpus, flops=flops),
                    projects=(ProjectSpec(name="p", apps=(app,)),))


def _jobs(scenario: Scenario, days: float, real_s: float) -> float:
    return days * DAY * scenario.host.ncpus / real_s


def test_jobs_shorter_than_their_estimate_shorten_the_horizon() -> None:
    by_estimate = _scenario(300.0, 300.0)
    real_is_shorter = _scenario(300.0, 30.0)
    assert horizon_days(real_is_shorter) < horizon_days(by_estimate)
    for scenario, real_s in ((by_estimate, 300.0), (real_is_shorter, 30.0)):
        assert _jobs(scenario, horizon_days(scenario), real_s) <= JOBS_PER_PREVIEW * 1.001


def test_a_demo_projects_half_second_jobs_are_looked_at_for_minutes_not_an_hour() -> None:
    demo = _scenario(3.0, 0.5)
    days = horizon_days(demo)
    assert days * 24 * 60 < 10  # the old floors, an hour and ten minutes, were 14,400 and 2,400 such jobs
    assert days > MIN_DAYS and _jobs(demo, days, 0.5) <= JOBS_PER_PREVIEW * 1.001  # the budget, not the floor


def test_jobs_of_a_tenth_of_a_second_are_looked_at_for_the_floors_two_minutes() -> None:
    tiny = _scenario(1.0, 0.1)
    assert horizon_days(tiny) == MIN_DAYS and MIN_DAYS * 24 * 60 == 2


def test_long_jobs_are_looked_at_for_a_week() -> None:
    assert horizon_days(_scenario(3600.0 * 5, 3600.0 * 4)) == MAX_DAYS
    assert horizon_days(_scenario(3600.0 * 5, 0.0)) == MAX_DAYS  # no job log: the estimate stands
