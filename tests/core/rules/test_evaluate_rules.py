"""Which rules hold and what they decide together, with readings given by hand; the CSV schedule."""
from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path

import pytest

from core.ports import BatteryReading
from core.rules.evaluate import Readings, RuleBook
from core.rules.model import (
    BatteryBelow,
    CpuTemperatureAbove,
    Notify,
    ProcessRunning,
    Resource,
    Resume,
    Rule,
    SetCpuCount,
    Snooze,
    SoftStop,
    Suspend,
    TimeWindow,
)
from core.rules.schedule_csv import STALE_AFTER_S, Schedule, ScheduleCache, ScheduleError, parse_schedule
from core.rules.suspension import combine
from core.state import RunMode
from core.state.enums import SuspendReason


def no_schedule(path: str) -> Schedule:
    raise ScheduleError(f"{path}: none in this test")


def at(**kw: object) -> Readings:
    base: dict[str, object] = {"now": 0.0, "local_hour": 12.0, "weekday": 3}
    base.update(kw)
    return Readings(**base)  # type: ignore[arg-type]


def test_first_rule_in_file_order_decides_and_edges_fire_once() -> None:
    book = RuleBook()
    book.replace_rules((
        Rule("hot", (CpuTemperatureAbove(80),), (Suspend(Resource.CPU), Notify("hot"), SetCpuCount(1))),
        Rule("cheap", (TimeWindow(0, 24),), (Resume(Resource.CPU), SetCpuCount(4), Snooze(5))),
    ))
    v = book.evaluate(at(cpu_temperature_c=85.0), no_schedule)
    assert v.cpu_suspend is not None and v.cpu_suspend.words == "CPU at 85 °C, rule 'hot'"
    assert v.cpu_resume is None and v.ncpus == 1
    assert [h.rule for h, _ in v.notes] == ["hot"] and v.snooze_minutes == 5
    assert [r.name for r, _ in v.started] == ["hot", "cheap"]
    again = book.evaluate(at(cpu_temperature_c=86.0), no_schedule)
    assert again.notes == () and again.snooze_minutes == 0 and again.started == ()
    cool = book.evaluate(at(cpu_temperature_c=60.0), no_schedule)
    assert [r.name for r in cool.ended] == ["hot"]
    assert cool.cpu_suspend is None and cool.cpu_resume is not None and cool.ncpus == 4


def test_a_soft_stop_rule_asks_once_per_start() -> None:
    book = RuleBook()
    book.replace_rules((Rule("peak", (BatteryBelow(30),), (SoftStop(),)),))
    assert book.evaluate(at(battery=BatteryReading(50.0, plugged=False)), no_schedule).soft_stop_hold is None
    v = book.evaluate(at(battery=BatteryReading(25.0, plugged=False)), no_schedule)
    assert v.soft_stop_hold is not None and v.soft_stop_hold.words == "on battery at 25 %, rule 'peak'"
    assert book.evaluate(at(battery=BatteryReading(24.0, plugged=False)), no_schedule).soft_stop_hold is None
    book.evaluate(at(battery=BatteryReading(90.0, plugged=True)), no_schedule)
    assert book.evaluate(at(battery=BatteryReading(20.0, plugged=False)), no_schedule).soft_stop_hold is not None


def test_temperature_hysteresis() -> None:
    book = RuleBook()
    book.replace_rules((Rule("hot", (CpuTemperatureAbove(80),), (Suspend(Resource.CPU),)),))
    assert book.evaluate(at(cpu_temperature_c=80.0), no_schedule).cpu_suspend is None  # "above": not at
    assert book.evaluate(at(cpu_temperature_c=80.5), no_schedule).cpu_suspend is not None
    assert book.evaluate(at(cpu_temperature_c=77.5), no_schedule).cpu_suspend is not None
    assert book.evaluate(at(cpu_temperature_c=76.9), no_schedule).cpu_suspend is None
    assert book.evaluate(at(cpu_temperature_c=79.0), no_schedule).cpu_suspend is None


@pytest.mark.parametrize(
    ("window", "hour", "weekday", "holds"),
    [
        (TimeWindow(9, 17, frozenset({1})), 10.0, 1, True),
        (TimeWindow(9, 17, frozenset({1})), 10.0, 2, False),
        (TimeWindow(9, 17), 17.0, 2, False),
        (TimeWindow(22, 6, frozenset({5})), 23.0, 5, True),  # Friday night
        (TimeWindow(22, 6, frozenset({5})), 3.0, 6, True),  # ... into Saturday morning
        (TimeWindow(22, 6, frozenset({5})), 3.0, 5, False),  # Friday 3 am belongs to Thursday's night
    ],
)
def test_time_windows(window: TimeWindow, hour: float, weekday: int, holds: bool) -> None:
    book = RuleBook()
    book.replace_rules((Rule("w", (window,), (Suspend(Resource.NETWORK),)),))
    v = book.evaluate(at(local_hour=hour, weekday=weekday), no_schedule)
    assert (v.network_suspend is not None) is holds


def test_all_conditions_must_hold_and_readings_are_joined() -> None:
    book = RuleBook()
    book.replace_rules((Rule("both", (ProcessRunning("Blender.exe"), BatteryBelow(50)), (Suspend(Resource.CPU),)),))
    v = book.evaluate(at(processes=frozenset({"blender"}), battery=BatteryReading(40, False)), no_schedule)
    assert v.cpu_suspend is not None
    assert v.cpu_suspend.reason == "Blender.exe is running and on battery at 40 %"
    assert v.cpu_suspend_code == SuspendReason.EXCLUSIVE_APP_RUNNING
    assert book.evaluate(at(processes=frozenset({"blender"}), battery=BatteryReading(40, True)),
                         no_schedule).cpu_suspend is None


def test_combine_keeps_the_volunteers_own_hand() -> None:
    book = RuleBook()
    book.replace_rules((Rule("hot", (CpuTemperatureAbove(80),), (Suspend(Resource.CPU),)),))
    v = book.evaluate(at(cpu_temperature_c=90.0), no_schedule)
    assert combine(SuspendReason.USER_REQ, RunMode.NEVER, v.cpu_suspend, v.cpu_suspend_code, None)[0] \
        == SuspendReason.USER_REQ
    assert combine(SuspendReason.DISK_SIZE, RunMode.AUTO, v.cpu_suspend, v.cpu_suspend_code, None)[0] \
        == SuspendReason.DISK_SIZE
    assert combine(SuspendReason.NONE, RunMode.ALWAYS, v.cpu_suspend, v.cpu_suspend_code, None)[1] \
        == "CPU at 90 °C, rule 'hot'"
    book.replace_rules((Rule("go", (TimeWindow(0, 24),), (Resume(Resource.CPU),)),))
    r = book.evaluate(at(), no_schedule).cpu_resume
    assert combine(SuspendReason.TIME_OF_DAY, RunMode.AUTO, None, SuspendReason.NONE, r)[0] == SuspendReason.NONE
    assert combine(SuspendReason.USER_REQ, RunMode.NEVER, None, SuspendReason.NONE, r)[0] == SuspendReason.USER_REQ


def _stamp(text: str) -> float:
    return time.mktime(datetime.strptime(text, "%Y-%m-%d %H:%M").timetuple())


def test_schedule_rows_dated_weekly_and_daily() -> None:
    s = parse_schedule("when,price\n# comment\n06:00,0.2\n18:00,0.4\nsat 08:00,0.1\n2026-03-04 12:00,0.9\n"
                       "2026-03-04 13:00,0.3\n")
    assert s.value_at(_stamp("2026-03-03 05:00")) == 0.4  # Tuesday: yesterday's 18:00 row
    assert s.value_at(_stamp("2026-03-03 07:00")) == 0.2
    assert s.value_at(_stamp("2026-03-04 12:30")) == 0.9  # the dated row started last
    assert s.value_at(_stamp("2026-03-04 13:30")) == 0.3
    assert s.value_at(_stamp("2026-03-04 19:00")) == 0.4  # the daily 18:00 row is newer than 13:00
    assert s.value_at(_stamp("2026-03-07 09:00")) == 0.1  # Saturday 08:00 row
    dated = parse_schedule("2026-03-04 12:00,0.9\n")
    assert dated.value_at(_stamp("2026-03-04 12:00") + STALE_AFTER_S + 1) is None  # not renewed: no answer
    assert dated.value_at(_stamp("2026-03-04 11:59")) is None


@pytest.mark.parametrize(("text", "message"), [
    ("06:00,0.2\n07:00,cheap\n", "line 2: “cheap” is not a number"),
    ("2026-13-01 06:00,0.2\n", "line 1: “2026-13-01 06:00” is not a date and time"),
    ("25:00,0.2\n", "line 1: “25:00” is not a time of day"),
    ("someday 06:00,0.2\n", "line 1: “someday” is not a day of the week"),
    ("# nothing\n", "no rows"),
])
def test_bad_schedules_are_refused_with_the_line(text: str, message: str) -> None:
    with pytest.raises(ScheduleError, match=message):
        parse_schedule(text)


def test_schedule_cache_reads_the_file_again_when_it_changes(tmp_path: Path) -> None:
    path = tmp_path / "solar.csv"
    path.write_text("00:00,100\n")
    cache = ScheduleCache()
    assert cache.get(str(path)).value_at(time.time()) == 100
    path.write_text("00:00,2500\n")
    assert cache.get(str(path)).value_at(time.time()) == 2500
    path.unlink()
    with pytest.raises(ScheduleError, match="cannot read"):
        cache.get(str(path))
