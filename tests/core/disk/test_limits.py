"""Total_Limit from the preferences and the disk, including hostile values."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings, strategies as st

from core.disk.limits import DiskMeasurement, LimitSource, compute_limits, limits_from_measurement
from core.ids import ProjectUrl
from core.state import GlobalPrefs
from core.state.prefs import GIB


def prefs(**kw: float) -> GlobalPrefs:
    p = GlobalPrefs()
    for k, v in kw.items():
        setattr(p, k, v)
    return p


def test_reproduces_boinc_get_disk_usage_fixture() -> None:
    # ../shared/fixtures/boinc-7.20/guirpc/get_disk_usage.reply.xml, default preferences.
    lim = compute_limits(GlobalPrefs(), 270553174016.0, 83348733952.0, 24576.0)
    assert lim.total_limit == pytest.approx(83241384345.6, abs=1e-3)
    assert lim.source is LimitSource.MIN_FREE and lim.problems == ()


def test_each_rule_can_bind() -> None:
    total, free, used = 100 * GIB, 50 * GIB, 1 * GIB
    assert compute_limits(GlobalPrefs(), total, free, used).total_limit == pytest.approx(50.9 * GIB)
    lim = compute_limits(prefs(disk_max_used_pct=10), total, free, used)
    assert (lim.total_limit, lim.source) == (10 * GIB, LimitSource.MAX_USED_PCT)
    lim = compute_limits(prefs(disk_max_used_gb=20), total, free, used, core_usage=0.5 * GIB)
    assert (lim.total_limit, lim.source) == (20 * GIB, LimitSource.MAX_USED_GB)
    assert lim.all_projects_limit == 19.5 * GIB and lim.other_usage == 49 * GIB
    # pct 0 = off: only the free-space rule is left.
    lim = compute_limits(prefs(disk_max_used_pct=0, disk_min_free_gb=0), total, free, used)
    assert lim.total_limit == 51 * GIB


def test_measurement_core_and_other_usage() -> None:
    m = DiskMeasurement(100.0, 40.0, 30.0, {ProjectUrl("a"): 20.0, ProjectUrl("b"): 5.0})
    assert m.core_usage == 5.0 and m.other_usage == 30.0
    lim = limits_from_measurement(prefs(disk_min_free_gb=0, disk_max_used_pct=0), m)
    assert lim.total_limit == 70.0 and lim.core_usage == 5.0 and lim.all_projects_limit == 65.0


@pytest.mark.parametrize(
    ("kw", "expected_gb", "words"),
    [
        ({"disk_max_used_gb": -5.0}, 50.9, "disk_max_used_gb is negative"),
        ({"disk_max_used_gb": math.inf}, 50.9, ""),
        ({"disk_max_used_gb": math.nan}, 50.9, "disk_max_used_gb is not a number"),
        ({"disk_max_used_gb": 1e300}, 50.9, ""),
        ({"disk_max_used_pct": 250.0, "disk_min_free_gb": 0.0}, 51.0, "over 100"),
        ({"disk_max_used_pct": math.nan}, 50.9, "the default 90% is used"),
        ({"disk_max_used_pct": -1.0}, 50.9, "disk_max_used_pct is negative"),
        ({"disk_min_free_gb": -3.0}, 51.0, "disk_min_free_gb is negative"),
        ({"disk_min_free_gb": math.inf}, 50.9, "the default 0.1 GB is used"),
        ({"disk_min_free_gb": 1e12}, 0.0, "may store nothing"),
        ({"disk_max_used_gb": 1e-12}, 1e-12, ""),
    ],
)
def test_absurd_preferences_are_sanitised(kw: dict[str, float], expected_gb: float, words: str) -> None:
    lim = compute_limits(prefs(**kw), 100 * GIB, 50 * GIB, 1 * GIB)
    assert lim.total_limit == pytest.approx(expected_gb * GIB)
    if words:
        assert any(words in p for p in lim.problems), lim.problems
    else:
        assert lim.problems == ()


def test_unusable_measurements_become_zero_with_a_problem() -> None:
    lim = compute_limits(GlobalPrefs(), math.nan, -5.0, math.inf, core_usage=7.0)
    assert lim.total_limit == 0.0 and lim.core_usage == 0.0 and len(lim.problems) == 3
    assert lim.source is LimitSource.NO_DISK


anything = st.floats(allow_nan=True, allow_infinity=True)
sizes = st.floats(min_value=0, max_value=1e15)


@settings(max_examples=200, deadline=None)
@given(anything, anything, anything, sizes, sizes, sizes)
def test_limit_is_always_usable(gb: float, pct: float, min_free: float, total: float, free: float, used: float) -> None:
    lim = compute_limits(prefs(disk_max_used_gb=gb, disk_max_used_pct=pct, disk_min_free_gb=min_free),
                         total, free, used, core_usage=used / 2)
    assert math.isfinite(lim.total_limit) and 0 <= lim.total_limit <= used + free
    assert 0 <= lim.all_projects_limit <= lim.total_limit
    assert lim.core_usage <= used
