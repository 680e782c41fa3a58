"""One rule book for preference values: every path clamps and interprets them the same way."""
from __future__ import annotations

import math

import pytest

from core.engine.run_modes import current_cpu_usage_limit
from core.persist.prefs_file import apply_override
from core.state.prefs import GlobalPrefs, clamp_pref, effective_cpu_usage_limit


@pytest.mark.parametrize("pct", [0.0, 0.001, 50.0, 99.99, 99.995, 100.0, 150.0, -3.0, math.nan, math.inf])
def test_cpu_usage_limit_means_one_thing_to_estimator_throttle_and_host(pct: float) -> None:
    prefs = GlobalPrefs(cpu_usage_limit=pct, niu_cpu_usage_limit=pct)
    want = effective_cpu_usage_limit(pct)
    assert prefs.cpu_usage_fraction == want / 100.0  # the estimator and the emulator
    assert current_cpu_usage_limit(prefs, True) == want == current_cpu_usage_limit(prefs, False)  # live host


def test_not_in_use_limit_applies_while_away() -> None:
    prefs = GlobalPrefs(cpu_usage_limit=80.0, niu_cpu_usage_limit=40.0)
    assert prefs.cpu_usage_limit_now(True) == 80.0 and prefs.cpu_usage_limit_now(False) == 40.0


@pytest.mark.parametrize(("name", "value", "kept"), [
    ("cpu_usage_limit", 0.0, 100.0), ("cpu_usage_limit", 120.0, 100.0), ("cpu_usage_limit", 30.0, 30.0),
    ("max_ncpus_pct", 150.0, 100.0), ("niu_max_ncpus_pct", 0.0, 100.0), ("work_buf_min_days", -1.0, 0.0),
    ("cpu_scheduling_period_minutes", 0.0, 60.0), ("daily_xfer_limit_mb", -5.0, 0.0),
])
def test_a_file_value_is_clamped_by_the_same_rule(name: str, value: float, kept: float) -> None:
    assert clamp_pref(name, value, float(getattr(GlobalPrefs(), name))) == kept
    doc = f"<global_preferences><{name}>{value}</{name}></global_preferences>".encode()
    assert getattr(apply_override(GlobalPrefs(), doc).prefs, name) == kept
