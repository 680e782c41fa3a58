"""The rules on the live client: the file, the sensors, the event log.

``RuleRunner.check`` is called by the live host at each availability check (every
few seconds, on the engine thread). It re-reads the rules file when its size or
modification time changed (so the rules editor, or a volunteer with a text editor,
needs no restart), reads only the sensors some enabled rule needs, evaluates, and
tells the event log what changed: a rule that starts or stops holding, with its
reasons; a refused rule or an unreadable condition (once, as an alert); a
notification (an alert, which the event log also makes a notice). Nothing here
suspends anything itself: the live host combines the verdict with the run modes
and preferences (core.rules.suspension).
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from core.ports import Sensors
from core.rules.evaluate import Readings, RuleBook, Verdict, process_key
from core.rules.model import BatteryBelow, CpuTemperatureAbove, ProcessRunning, Rule
from core.rules.rules_file import RULES_FILE_NAME, read_rules_file
from core.rules.schedule_csv import ScheduleCache
from core.state.messages import MessageKind

RULE_NOTE_PREFIX = "Rule '"
"""Every event-log line about a rule starts so. Consumers read the line's kind (MessageKind.RULE),
not this; only a remote client, whose GUI RPC messages carry words alone, tells them by it."""



def kind_of_words(body: str) -> MessageKind:
    """The kind of an event-log line that arrived as words alone: GUI RPC's ``<msg>`` has no
    field for it, so a remote client of ours tells its rule lines by their start, here, at the
    edge, with the same constant the lines are written with."""
    return MessageKind.RULE if body.startswith(RULE_NOTE_PREFIX) else MessageKind.PLAIN


# (event-log text, is it an alert for the volunteer, what the line is about)
Say = Callable[[str, bool, MessageKind], None]


class RuleRunner:
    def __init__(self, path: Path, sensors: Sensors, say: Say) -> None:
        self.path = path
        self.sensors = sensors
        self._say = say
        self.book = RuleBook()
        self.schedules = ScheduleCache()
        self.file_problems: tuple[str, ...] = ()  # the rules file's refusals, as last read
        self.last: Verdict = Verdict()
        # (inode, mtime_ns, ctime_ns, size) of the file read; None = no file. The inode tells
        # apart two atomic replacements of equal size within the clock's granularity.
        self._stamp: tuple[int, int, int, int] | None = None

    @classmethod
    def in_data_dir(cls, root: Path, sensors: Sensors, say: Say) -> RuleRunner:
        return cls(root / RULES_FILE_NAME, sensors, say)

    @property
    def rules(self) -> tuple[Rule, ...]:
        return self.book.rules

    def reload_if_changed(self) -> bool:
        try:
            st = self.path.stat()
            stamp: tuple[int, int, int, int] | None = (st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size)
        except OSError:
            stamp = None
        if stamp == self._stamp:
            return False
        self._stamp = stamp
        loaded = read_rules_file(self.path)
        self.book.replace_rules(loaded.rules)
        self.file_problems = loaded.problems
        enabled = sum(r.enabled for r in loaded.rules)
        self._say(f"Rules file read: {enabled} rule{'' if enabled == 1 else 's'} in force"
                  + (f", {len(loaded.problems)} refused" if loaded.problems else ""), False, MessageKind.PLAIN)
        for problem in loaded.problems:  # the file's refusals: about the file, not a rule in force
            self._say(problem, True, MessageKind.PLAIN)
        return True

    def readings(self, now: float, local_hour: float, weekday: int) -> Readings:
        kinds = {type(c) for r in self.book.rules if r.enabled for c in r.conditions}
        return Readings(
            now=now, local_hour=local_hour, weekday=weekday,
            cpu_temperature_c=self.sensors.cpu_temperature_c() if CpuTemperatureAbove in kinds else None,
            battery=self.sensors.battery() if BatteryBelow in kinds else None,
            processes=frozenset(process_key(n) for n in self.sensors.process_names())
            if ProcessRunning in kinds else frozenset(),
        )

    def check(self, now: float, local_hour: float, weekday: int) -> Verdict:
        """Evaluate the rules now (engine thread) and log what changed."""
        self.reload_if_changed()
        if not self.book.rules and not self.book.holding:
            self.last = Verdict()
            return self.last
        v = self.book.evaluate(self.readings(now, local_hour, weekday), self.schedules.get)
        for problem in v.problems:  # a rule whose condition cannot be read
            self._say(problem, True, MessageKind.RULE)
        for rule, hold in v.started:
            self._say(f"{RULE_NOTE_PREFIX}{rule.name}' applies ({hold.reason}): "
                      + ", ".join(a.words() for a in rule.actions), False, MessageKind.RULE)
        for rule in v.ended:
            self._say(f"{RULE_NOTE_PREFIX}{rule.name}' no longer applies", False, MessageKind.RULE)
        for hold, text in v.notes:
            self._say(f"{RULE_NOTE_PREFIX}{hold.rule}': {text} ({hold.reason})", True, MessageKind.RULE)
        self.last = v
        return v
