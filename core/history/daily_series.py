"""Daily statistics as chart lines: per project, one value a day for each figure.

The Statistics tab's "Daily history" view draws, for one host, each project's
user and host total credit and recent average credit (BOINC's
``daily_statistics``), the credit the host earned each day, and the CPU time of
the tasks that finished each day, over the last 30 days, 6 months or all
the days recorded (``DailyRange``). The days come from ``HistoryDb.daily``;
this module only shapes them. A figure not known on a day is NaN (a gap, not
a zero: days before the manager watched, or a source that does not say).

Credit per day is the growth of the host's total credit since the previous
recorded day, spread evenly over the days between when some are missing
(BOINC's statistics files keep one row a day, but not always every day).
Pure; no I/O.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from core.history.records import DailyStat, day_of

DAY_S = 86400.0


class DailyRange(Enum):
    """How far back the daily charts reach (the value is the label shown)."""

    MONTH = "Last 30 days"
    HALF_YEAR = "Last 6 months"
    ALL = "All time"

    @property
    def days(self) -> int | None:
        return {DailyRange.MONTH: 30, DailyRange.HALF_YEAR: 183, DailyRange.ALL: None}[self]

    def since(self, now: float) -> float | None:
        """The first day (its UTC midnight) shown at ``now``; None: from the first recorded."""
        days = self.days
        return None if days is None else day_of(now) - (days - 1) * DAY_S


# Figure key -> what its chart is titled.
DAILY_FIGURES: dict[str, str] = {
    "user_total_credit": "User total credit",
    "user_expavg_credit": "User average credit (per day)",
    "host_total_credit": "Host total credit",
    "host_expavg_credit": "Host average credit (per day)",
    "credit_per_day": "Credit earned by this host each day",
    "cpu_hours": "CPU time of the tasks finished each day (hours)",
}


@dataclass(frozen=True, slots=True)
class DailySeries:
    """One project's days (UTC midnights, ascending) and each figure's value on them (NaN: unknown)."""

    project_url: str
    days: tuple[float, ...]
    values: dict[str, tuple[float, ...]]  # keyed by DAILY_FIGURES


def _num(v: float | None) -> float:
    return math.nan if v is None or not math.isfinite(v) else float(v)


def _per_day_growth(days: list[float], totals: list[float]) -> list[float]:
    out: list[float] = []
    prev_day, prev_total = math.nan, math.nan
    for day, total in zip(days, totals):
        if math.isnan(total):
            out.append(math.nan)
            continue
        gap = (day - prev_day) / DAY_S
        out.append((total - prev_total) / gap if gap >= 1 and not math.isnan(prev_total) else math.nan)
        prev_day, prev_total = day, total
    return out


def daily_series(stats: Iterable[DailyStat]) -> dict[str, DailySeries]:
    """Each project's lines from one host's days (``HistoryDb.daily``), by project URL."""
    by_project: dict[str, dict[float, DailyStat]] = {}
    for s in stats:
        by_project.setdefault(s.project_url, {})[s.day] = s
    out: dict[str, DailySeries] = {}
    for url, rows in sorted(by_project.items()):
        days = sorted(rows)
        ordered = [rows[d] for d in days]
        host_total = [_num(s.host_total_credit) for s in ordered]
        values = {
            "user_total_credit": tuple(_num(s.user_total_credit) for s in ordered),
            "user_expavg_credit": tuple(_num(s.user_expavg_credit) for s in ordered),
            "host_total_credit": tuple(host_total),
            "host_expavg_credit": tuple(_num(s.host_expavg_credit) for s in ordered),
            "credit_per_day": tuple(_per_day_growth(days, host_total)),
            "cpu_hours": tuple(_num(s.cpu_time_s) / 3600.0 for s in ordered),
        }
        out[url] = DailySeries(url, tuple(days), values)
    return out
