"""Which rules hold now, and what they decide together.

Reads: the rules (file order), one ``Readings`` of the host, the schedules. Writes
nothing; ``RuleBook`` remembers only which rules held at the previous evaluation,
so that edge actions (snooze, notify) happen once per start and a temperature rule
keeps holding until the CPU has cooled ``TEMPERATURE_HYSTERESIS_C`` below its limit
(without it a CPU at the limit would start and stop its tasks every few seconds).

Precedence: for each decision (computing suspended or allowed, network suspended or
allowed, CPU count, CPU-time limit) the first rule in file order that holds and
decides it wins; later rules that hold are logged as holding but do not change it.
A condition that cannot be read (no temperature sensor, no battery, an unreadable
schedule) does not hold, and its problem is said once until it goes away.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from core.ports import BatteryReading
from core.rules.model import (
    BatteryBelow,
    Condition,
    CpuTemperatureAbove,
    Notify,
    ProcessRunning,
    Resource,
    Resume,
    Rule,
    SetCpuCount,
    SetCpuTimeLimit,
    Snooze,
    SoftStop,
    Suspend,
    TimeWindow,
)
from core.rules.schedule_csv import Schedule, ScheduleError
from core.state.enums import SuspendReason

TEMPERATURE_HYSTERESIS_C = 3.0


@dataclass(frozen=True, slots=True)
class Readings:
    """The host at one instant, as far as the rules need it (fields not needed are left unread)."""

    now: float  # epoch seconds
    local_hour: float  # 0 <= h < 24
    weekday: int  # 0 = Sunday
    cpu_temperature_c: float | None = None  # None = no sensor (or not read)
    battery: BatteryReading | None = None  # None = no battery (or not read)
    processes: frozenset[str] = frozenset()  # lower-case names, ".exe" dropped


def process_key(name: str) -> str:
    """A process name as rules compare it: lower case, without a Windows ".exe"."""
    n = name.strip().lower()
    return n[:-4] if n.endswith(".exe") else n


@dataclass(frozen=True, slots=True)
class Check:
    holds: bool
    reading: str = ""  # what was read, in words ("CPU at 87 °C")
    problem: str = ""  # why it could not be read ("no CPU temperature sensor on this computer")


@dataclass(frozen=True, slots=True)
class Hold:
    """A holding rule and why: its readings in words."""

    rule: str
    reason: str  # "CPU at 87 °C"

    @property
    def words(self) -> str:
        return f"{self.reason}, rule '{self.rule}'"


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the rules decide at one instant."""

    cpu_suspend: Hold | None = None
    cpu_suspend_code: SuspendReason = SuspendReason.NONE  # the BOINC reason GUI RPC reports
    cpu_resume: Hold | None = None
    network_suspend: Hold | None = None
    network_resume: Hold | None = None
    ncpus: int = 0  # 0 = no rule limits the CPU count
    ncpus_hold: Hold | None = None
    cpu_time_pct: float = 0.0  # 0 = no rule limits CPU time
    cpu_time_hold: Hold | None = None
    snooze_minutes: float = 0.0  # > 0: a rule started that snoozes for this long
    snooze_hold: Hold | None = None
    soft_stop_hold: Hold | None = None  # a rule that soft-stops started now
    notes: tuple[tuple[Hold, str], ...] = ()  # notifications of rules that started now
    started: tuple[tuple[Rule, Hold], ...] = ()
    ended: tuple[Rule, ...] = ()
    problems: tuple[str, ...] = ()  # new problems (said once each)


def _in_window(w: TimeWindow, hour: float, weekday: int) -> bool:
    if w.start_h < w.end_h:
        return weekday in w.days and w.start_h <= hour < w.end_h
    # Crosses midnight: the part after midnight belongs to the day the window started.
    if hour >= w.start_h:
        return weekday in w.days
    return hour < w.end_h and (weekday - 1) % 7 in w.days


def check_condition(c: Condition, r: Readings, was_holding: bool,
                    schedule: Callable[[str], Schedule]) -> Check:
    if isinstance(c, CpuTemperatureAbove):
        t = r.cpu_temperature_c
        if t is None:
            return Check(False, problem="no CPU temperature sensor on this computer")
        limit = c.limit_c - (TEMPERATURE_HYSTERESIS_C if was_holding else 0.0)
        return Check(t > limit, f"CPU at {t:.0f} °C")
    if isinstance(c, TimeWindow):
        return Check(_in_window(c, r.local_hour, r.weekday), c.words())
    if isinstance(c, ProcessRunning):
        return Check(process_key(c.name) in r.processes, f"{c.name} is running")
    if isinstance(c, BatteryBelow):
        b = r.battery
        if b is None:
            return Check(False, problem="no battery on this computer")
        return Check(not b.plugged and b.percent < c.percent, f"on battery at {b.percent:.0f} %")
    try:
        value = schedule(c.file).value_at(r.now)
    except ScheduleError as exc:
        return Check(False, problem=f"schedule {exc}")
    if value is None:
        return Check(False, problem=f"schedule {c.file}: no row covers the current time")
    holds = (c.above is None or value > c.above) and (c.below is None or value < c.below)
    return Check(holds, f"{c.what} at {value:g}")


def _suspend_code(rule: Rule) -> SuspendReason:
    """BOINC's nearest reason number, for GUI RPC clients that show only the number."""
    kinds = [type(c) for c in rule.conditions]
    if ProcessRunning in kinds:
        return SuspendReason.EXCLUSIVE_APP_RUNNING
    if BatteryBelow in kinds:
        return SuspendReason.BATTERIES
    if all(k is TimeWindow for k in kinds):
        return SuspendReason.TIME_OF_DAY
    return SuspendReason.USER_REQ


@dataclass(slots=True)
class RuleBook:
    """The rules in force and what held at the last evaluation. Engine thread only."""

    rules: tuple[Rule, ...] = ()
    holding: dict[str, Hold] = field(default_factory=dict)  # rule name → why it held last time
    _told: set[str] = field(default_factory=set)  # problems already said

    def replace_rules(self, rules: tuple[Rule, ...]) -> None:
        """New rules from the file; rules that keep their name keep their holding state."""
        names = {r.name for r in rules if r.enabled}
        self.holding = {n: h for n, h in self.holding.items() if n in names}
        self.rules = rules

    def evaluate(self, r: Readings, schedule: Callable[[str], Schedule]) -> Verdict:
        d = _Decisions()
        problems: list[str] = []
        seen_problems: set[str] = set()
        now_holding: dict[str, Hold] = {}
        for rule in self.rules:
            if not rule.enabled:
                continue
            was = rule.name in self.holding
            checks = [check_condition(c, r, was, schedule) for c in rule.conditions]
            for chk in checks:
                if chk.problem:
                    key = f"Rule '{rule.name}': {chk.problem}; the rule cannot hold"
                    seen_problems.add(key)
                    if key not in self._told:
                        problems.append(key)
            if not all(chk.holds for chk in checks):
                if was:
                    d.ended.append(rule)
                continue
            hold = Hold(rule.name, " and ".join(chk.reading for chk in checks))
            now_holding[rule.name] = hold
            if not was:
                d.started.append((rule, hold))
            d.take(rule, hold, started=not was)
        self.holding = now_holding
        self._told = (self._told & seen_problems) | set(problems)
        return d.verdict(tuple(problems))


@dataclass(slots=True)
class _Decisions:
    """The first holding rule's word on each decision (file order), gathered during one evaluation."""

    resources: dict[Resource, tuple[Suspend | Resume, Hold, Rule]] = field(default_factory=dict)
    ncpus: tuple[int, Hold] | None = None
    cpu_time: tuple[float, Hold] | None = None
    snooze: tuple[float, Hold] | None = None
    soft_stop: Hold | None = None
    notes: list[tuple[Hold, str]] = field(default_factory=list)
    started: list[tuple[Rule, Hold]] = field(default_factory=list)
    ended: list[Rule] = field(default_factory=list)

    def take(self, rule: Rule, hold: Hold, *, started: bool) -> None:
        for a in rule.actions:
            if isinstance(a, (Suspend, Resume)):
                self.resources.setdefault(a.resource, (a, hold, rule))
            elif isinstance(a, SetCpuCount):
                self.ncpus = self.ncpus or (a.ncpus, hold)
            elif isinstance(a, SetCpuTimeLimit):
                self.cpu_time = self.cpu_time or (a.percent, hold)
            elif started and isinstance(a, Snooze):
                self.snooze = self.snooze or (a.minutes, hold)
            elif started and isinstance(a, SoftStop):
                self.soft_stop = self.soft_stop or hold
            elif started and isinstance(a, Notify):
                self.notes.append((hold, a.text))

    def verdict(self, problems: tuple[str, ...]) -> Verdict:
        def hold_of(resource: Resource, kind: type[Suspend] | type[Resume]) -> Hold | None:
            entry = self.resources.get(resource)
            return entry[1] if entry is not None and isinstance(entry[0], kind) else None

        cpu = self.resources.get(Resource.CPU)
        return Verdict(
            cpu_suspend=hold_of(Resource.CPU, Suspend),
            cpu_suspend_code=_suspend_code(cpu[2]) if cpu is not None and isinstance(cpu[0], Suspend)
            else SuspendReason.NONE,
            cpu_resume=hold_of(Resource.CPU, Resume),
            network_suspend=hold_of(Resource.NETWORK, Suspend),
            network_resume=hold_of(Resource.NETWORK, Resume),
            ncpus=self.ncpus[0] if self.ncpus else 0,
            ncpus_hold=self.ncpus[1] if self.ncpus else None,
            cpu_time_pct=self.cpu_time[0] if self.cpu_time else 0.0,
            cpu_time_hold=self.cpu_time[1] if self.cpu_time else None,
            snooze_minutes=self.snooze[0] if self.snooze else 0.0,
            snooze_hold=self.snooze[1] if self.snooze else None, soft_stop_hold=self.soft_stop,
            notes=tuple(self.notes), started=tuple(self.started), ended=tuple(self.ended), problems=problems,
        )
