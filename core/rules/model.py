"""The volunteer's rules as records: "when CONDITIONS then ACTIONS".

A rule holds while all of its conditions hold. Two kinds of action follow from that:
*level* actions (suspend or resume computing or the network, a CPU-count or CPU-time
limit) are in force exactly while the rule holds and lapse when it stops holding;
*edge* actions (snooze, soft stop, notify) happen once each time the rule starts holding. The
records are frozen and carry no behaviour beyond describing themselves in words;
``core.rules.evaluate`` decides, ``core.rules.rules_file`` reads and writes them.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

DAY_NAMES = ("sun", "mon", "tue", "wed", "thu", "fri", "sat")  # index = BOINC's weekday (0 = Sunday)
ALL_DAYS = frozenset(range(7))


class Resource(Enum):
    CPU = "cpu"
    NETWORK = "network"

    @property
    def words(self) -> str:
        return "computing" if self is Resource.CPU else "network activity"


# ---------------------------------------------------------------- conditions


@dataclass(frozen=True, slots=True)
class CpuTemperatureAbove:
    """The hottest CPU sensor reads more than ``limit_c`` °C (a few degrees of hysteresis)."""

    limit_c: float

    def words(self) -> str:
        return f"CPU temperature above {self.limit_c:g} °C"


@dataclass(frozen=True, slots=True)
class TimeWindow:
    """Local time of day within [start_h, end_h) on the given weekdays; end < start crosses midnight."""

    start_h: float  # fractional hours, 0..24
    end_h: float
    days: frozenset[int] = ALL_DAYS  # 0 = Sunday

    def words(self) -> str:
        return f"{days_words(self.days)} {clock_words(self.start_h)}–{clock_words(self.end_h)}"


@dataclass(frozen=True, slots=True)
class ProcessRunning:
    """A program with this name is running (compared without case, with or without ".exe")."""

    name: str

    def words(self) -> str:
        return f"{self.name} is running"


@dataclass(frozen=True, slots=True)
class BatteryBelow:
    """On battery (not plugged in) with less than ``percent`` % charge."""

    percent: float

    def words(self) -> str:
        return f"on battery below {self.percent:g} %"


@dataclass(frozen=True, slots=True)
class ScheduleValue:
    """The value a local CSV schedule gives for now is above and/or below a threshold."""

    file: str  # path of the CSV file the volunteer points to
    above: float | None = None
    below: float | None = None
    what: str = "scheduled value"  # how the value is named in messages ("power price", "solar power")

    def words(self) -> str:
        parts = []
        if self.above is not None:
            parts.append(f"above {self.above:g}")
        if self.below is not None:
            parts.append(f"below {self.below:g}")
        return f"{self.what} {' and '.join(parts)}"


Condition = CpuTemperatureAbove | TimeWindow | ProcessRunning | BatteryBelow | ScheduleValue


# ---------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Suspend:
    resource: Resource

    def words(self) -> str:
        return f"suspend {self.resource.words}"


@dataclass(frozen=True, slots=True)
class Resume:
    """Lift the preferences' suspensions (in "according to preferences" mode) while the rule holds."""

    resource: Resource

    def words(self) -> str:
        return f"allow {self.resource.words}"


@dataclass(frozen=True, slots=True)
class Snooze:
    minutes: float

    def words(self) -> str:
        return f"snooze for {self.minutes:g} min"


@dataclass(frozen=True, slots=True)
class SoftStop:
    """Soft-stop the client when the rule starts holding: each task suspended after its next
    checkpoint, then the run mode "never" (core/engine/soft_stop.py). The volunteer resumes."""

    def words(self) -> str:
        return "soft stop"


@dataclass(frozen=True, slots=True)
class SetCpuCount:
    ncpus: int

    def words(self) -> str:
        return f"use at most {self.ncpus} CPU{'' if self.ncpus == 1 else 's'}"


@dataclass(frozen=True, slots=True)
class SetCpuTimeLimit:
    percent: float

    def words(self) -> str:
        return f"use at most {self.percent:g} % of CPU time"


@dataclass(frozen=True, slots=True)
class Notify:
    text: str

    def words(self) -> str:
        return f"notify “{self.text}”"


Action = Suspend | Resume | Snooze | SoftStop | SetCpuCount | SetCpuTimeLimit | Notify


@dataclass(frozen=True, slots=True)
class Rule:
    name: str  # unique in a rules file; shown in every message about the rule
    conditions: tuple[Condition, ...]  # all must hold
    actions: tuple[Action, ...]
    enabled: bool = True

    def words(self) -> str:
        when = " and ".join(c.words() for c in self.conditions)
        then = ", ".join(a.words() for a in self.actions)
        return f"when {when} then {then}"


# ---------------------------------------------------------------- words


def clock_words(hour: float) -> str:
    minutes = round(hour * 60)
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def days_words(days: frozenset[int]) -> str:
    if days == ALL_DAYS:
        return "every day"
    if days == frozenset(range(1, 6)):
        return "mon–fri"
    if days == frozenset({0, 6}):
        return "sat–sun"
    return ",".join(DAY_NAMES[d] for d in sorted(days))
