"""Daily statistics shaped as chart lines: ranges, credit per day over missing days, unknown values."""
from __future__ import annotations

import math

from core.history import DAILY_FIGURES, DailyRange, DailyStat, daily_series, day_of

URL = "http://127.0.0.1:31480/"
D = 86400.0
T0 = 1_790_000_000.0


def test_ranges_start_at_a_utc_midnight_that_many_days_back() -> None:
    now = T0 + 12345.0
    assert DailyRange.MONTH.since(now) == day_of(now) - 29 * D
    assert DailyRange.HALF_YEAR.since(now) == day_of(now) - 182 * D
    assert DailyRange.ALL.since(now) is None
    assert (day_of(now) % D, DailyRange.MONTH.days) == (0.0, 30)


def test_credit_per_day_spreads_over_missing_days_and_unknowns_stay_gaps() -> None:
    day0 = day_of(T0)
    rows = [
        DailyStat("h", URL, day0 + 3 * D, 40.0, 2.0, 40.0, 1.0, cpu_time_s=7200.0),
        DailyStat("h", URL, day0, 10.0, 1.0, 10.0, 0.5),
        DailyStat("h", URL, day0 + D, 16.0, 1.5, 16.0, None, cpu_time_s=3600.0),
        DailyStat("h", "http://127.0.0.1:31481/", day0, 1.0),
    ]
    got = daily_series(rows)
    assert sorted(got) == [URL, "http://127.0.0.1:31481/"]
    s = got[URL]
    assert s.days == (day0, day0 + D, day0 + 3 * D)  # sorted, whatever order they came in
    assert set(s.values) == set(DAILY_FIGURES)
    assert s.values["host_total_credit"] == (10.0, 16.0, 40.0)
    per_day = s.values["credit_per_day"]
    assert math.isnan(per_day[0]) and per_day[1:] == (6.0, 12.0)  # 24 over two days
    assert math.isnan(s.values["host_expavg_credit"][1])
    cpu = s.values["cpu_hours"]
    assert math.isnan(cpu[0]) and cpu[1:] == (1.0, 2.0)
    other = got["http://127.0.0.1:31481/"].values
    assert other["user_total_credit"] == (1.0,) and math.isnan(other["host_total_credit"][0])
