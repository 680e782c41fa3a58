"""A power-price or solar schedule from a local CSV file the volunteer points to.

One row per line, ``WHEN,VALUE``; blank lines and lines starting with ``#`` are
skipped, and so is a first line whose value is not a number (a header). ``WHEN`` is
one of

- ``2026-11-25 14:00`` (or ``2026-11-25T14:00``): from that local date and time;
- ``mon 14:00``: every Monday from that time (sun, mon, tue, wed, thu, fri, sat);
- ``14:00``: every day from that time.

The value in force at an instant is the one of the row that started most recently
(dated, weekly and daily rows alike; a dated row wins a tie). A dated row holds until
the next row starts and for ``STALE_AFTER_S`` at most: a price list that was not
renewed stops answering rather than repeating yesterday's last hour forever. Rows are
checked when the file is read; a bad row refuses the whole file with its line number
(a half-read price list would give wrong answers silently).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

from core.errors import CoreError
from core.rules.model import DAY_NAMES

MAX_SCHEDULE_BYTES = 1024 * 1024
STALE_AFTER_S = 24 * 3600.0


class ScheduleError(CoreError):
    """A schedule file that cannot be read or has a bad row; the message names the line."""


@dataclass(frozen=True, slots=True)
class Schedule:
    dated: tuple[tuple[float, float], ...] = ()  # (epoch seconds, value), sorted
    weekly: tuple[tuple[int, float], ...] = ()  # (minute of the week from Sunday 00:00, value)
    daily: tuple[tuple[int, float], ...] = ()  # (minute of the day, value)

    def value_at(self, now: float) -> float | None:
        """The value in force at ``now`` (epoch seconds), or None if no row covers it."""
        best_start, best = -math.inf, None
        for i, (start, value) in enumerate(self.dated):
            if start > now:
                break
            following = self.dated[i + 1][0] if i + 1 < len(self.dated) else math.inf
            if now < min(following, start + STALE_AFTER_S):
                best_start, best = start, value
        local = datetime.fromtimestamp(now)
        minute_of_day = local.hour * 60 + local.minute
        weekday = (local.weekday() + 1) % 7  # 0 = Sunday
        midnight = local.replace(hour=0, minute=0, second=0, microsecond=0)
        for minute, value in self.daily:
            back = 0 if minute <= minute_of_day else 1
            start = (midnight - timedelta(days=back) + timedelta(minutes=minute)).timestamp()
            if start > best_start:
                best_start, best = start, value
        minute_of_week = weekday * 1440 + minute_of_day
        week_start = midnight - timedelta(days=weekday)
        for minute, value in self.weekly:
            back = 0 if minute <= minute_of_week else 7
            start = (week_start - timedelta(days=back) + timedelta(minutes=minute)).timestamp()
            if start > best_start:
                best_start, best = start, value
        return best


def _clock(text: str, line: int) -> int:
    hh, sep, mm = text.partition(":")
    if not sep or not hh.isdigit() or not mm.isdigit() or int(hh) > 23 or int(mm) > 59:
        raise ScheduleError(f"line {line}: “{text}” is not a time of day (HH:MM)")
    return int(hh) * 60 + int(mm)


def parse_schedule(text: str, source: str = "") -> Schedule:
    dated: list[tuple[float, float]] = []
    weekly: list[tuple[int, float]] = []
    daily: list[tuple[int, float]] = []
    where = f"{source}: " if source else ""
    first = True
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        when, sep, value_text = (part.strip() for part in line.partition(","))
        try:
            value = float(value_text)
        except ValueError:
            if first:
                first = False
                continue  # a header line
            raise ScheduleError(f"{where}line {n}: “{value_text}” is not a number") from None
        first = False
        if not sep or not math.isfinite(value):
            raise ScheduleError(f"{where}line {n}: expected WHEN,VALUE")
        try:
            if "-" in when:
                stamp = datetime.strptime(when.replace("T", " "), "%Y-%m-%d %H:%M")
                dated.append((time.mktime(stamp.timetuple()), value))
            elif " " in when:
                day, _, clock = when.partition(" ")
                if day.lower()[:3] not in DAY_NAMES:
                    raise ScheduleError(f"line {n}: “{day}” is not a day of the week")
                weekly.append((DAY_NAMES.index(day.lower()[:3]) * 1440 + _clock(clock.strip(), n), value))
            else:
                daily.append((_clock(when, n), value))
        except ValueError:
            raise ScheduleError(f"{where}line {n}: “{when}” is not a date and time (YYYY-MM-DD HH:MM)") from None
        except ScheduleError as exc:
            raise ScheduleError(f"{where}{exc}") from None
    if not (dated or weekly or daily):
        raise ScheduleError(f"{where}no rows (expected lines like “14:00,0.31”)")
    return Schedule(tuple(sorted(dated)), tuple(sorted(weekly)), tuple(sorted(daily)))


@dataclass(slots=True)
class ScheduleCache:
    """Schedules by path, read again when the file's size or modification time changes."""

    _files: dict[str, tuple[tuple[int, int], Schedule | ScheduleError]] = field(default_factory=dict)

    def get(self, path: str) -> Schedule:
        """The parsed schedule, or ``ScheduleError`` saying why there is none."""
        p = Path(path).expanduser()
        try:
            st = p.stat()
        except OSError as exc:
            raise ScheduleError(f"{p}: cannot read: {exc.strerror or exc}") from None
        stamp = (st.st_mtime_ns, st.st_size)
        cached = self._files.get(path)
        if cached is None or cached[0] != stamp:
            outcome: Schedule | ScheduleError
            if st.st_size > MAX_SCHEDULE_BYTES:
                outcome = ScheduleError(f"{p}: refused: {st.st_size} bytes is over the {MAX_SCHEDULE_BYTES}-byte limit")
            else:
                try:
                    with p.open("rb") as f:
                        text = f.read(MAX_SCHEDULE_BYTES + 1).decode("utf-8", errors="replace")
                    outcome = parse_schedule(text, str(p))
                except OSError as exc:
                    outcome = ScheduleError(f"{p}: cannot read: {exc.strerror or exc}")
                except ScheduleError as exc:
                    outcome = exc
            cached = (stamp, outcome)
            self._files[path] = cached
        if isinstance(cached[1], ScheduleError):
            raise cached[1]
        return cached[1]
