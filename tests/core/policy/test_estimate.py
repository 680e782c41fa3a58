from __future__ import annotations

import pytest

from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.estimate import EstimatePolicy, Estimator, update_dcf
from core.state import ActiveTask, AppVersion, ClientState, Project, Result, ResultState, Workunit

URL = ProjectUrl("http://p/")


def make_state(fpops_est: float = 1e13, dcf: float = 1.0) -> tuple[ClientState, Result]:
    s = ClientState()
    s.host_info.p_fpops = 1e9
    s.projects[URL] = Project(URL, duration_correction_factor=dcf)
    s.app_versions.append(AppVersion(URL, AppName("a"), 1))
    s.workunits[(URL, WorkunitName("w"))] = Workunit(URL, WorkunitName("w"), AppName("a"), rsc_fpops_est=fpops_est)
    r = Result(URL, ResultName("r"), WorkunitName("w"), state=ResultState.FILES_DOWNLOADED)
    s.results[r.key] = r
    return s, r


def test_static_estimate_is_flops_over_speed() -> None:
    s, r = make_state()
    assert Estimator(EstimatePolicy.JC1).static_runtime_s(s, r) == pytest.approx(1e4)


def test_jc2_applies_dcf_jc1_does_not() -> None:
    s, r = make_state(dcf=2.0)
    assert Estimator(EstimatePolicy.JC1).static_runtime_s(s, r) == pytest.approx(1e4)
    assert Estimator(EstimatePolicy.JC2).static_runtime_s(s, r) == pytest.approx(2e4)


def test_blend_of_observed_and_static() -> None:
    s, r = make_state()
    # Half done after 8000 s: observed total 16000, static 10000 -> 0.5*16000 + 0.5*10000.
    s.active_tasks[r.key] = ActiveTask(URL, r.name, fraction_done=0.5, elapsed_time=8000)
    est = Estimator(EstimatePolicy.JC1)
    assert est.total_runtime_s(s, r) == pytest.approx(13000)
    assert est.remaining_s(s, r) == pytest.approx(5000)


def test_cpu_usage_limit_stretches_runtime() -> None:
    s, r = make_state()
    s.prefs.cpu_usage_limit = 50
    assert Estimator(EstimatePolicy.JC1).static_runtime_s(s, r) == pytest.approx(2e4)


def test_dcf_rises_at_once_and_falls_slowly() -> None:
    p = Project(URL)
    assert update_dcf(p, 300, 100) == pytest.approx(3.0)
    assert update_dcf(p, 100, 100) == pytest.approx(3.0 + 0.1 * (1.0 - 3.0))
    assert update_dcf(p, 0, 100) == pytest.approx(2.8)  # nonsense input leaves it alone
