"""The rules file (``rules.xml`` in the data directory): read, check, write.

The format (documented for volunteers in docs/rules-and-alerts.md)::

    <rules>
      <rule>
        <name>cool down</name>
        <when><cpu_temperature_above>80</cpu_temperature_above></when>
        <then><suspend>cpu</suspend></then>
      </rule>
    </rules>

XML like BOINC's own configuration files (cc_config.xml, app_config.xml), read with the
one hardened parser (core/xml). Every rule is checked on its own: a rule with a
problem (an unknown element, a number that is not one, a name used twice, no
condition or no action) is refused with a message naming it and its line, and the
other rules keep working. A file that is not XML at all refuses every rule, with
the parser's message. Unknown elements are refused rather than skipped: a misspelt
``<cpu_temprature_above>`` skipped silently would leave a hot computer computing.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import astuple, dataclass
from pathlib import Path
from typing import TypeVar

from lxml import etree

from core.errors import XmlInputError
from core.persist.atomic import write_atomic
from core.rules.model import (
    ALL_DAYS,
    DAY_NAMES,
    Action,
    BatteryBelow,
    Condition,
    CpuTemperatureAbove,
    Notify,
    ProcessRunning,
    Resource,
    Resume,
    Rule,
    ScheduleValue,
    SetCpuCount,
    SetCpuTimeLimit,
    Snooze,
    SoftStop,
    Suspend,
    TimeWindow,
    clock_words,
)
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, parse_xml, read_capped
from core.xml.text_escape import escape

RULES_FILE_NAME = "rules.xml"


class RuleError(ValueError):
    """One rule's problem, in words (the rule is refused; the others stand)."""


@dataclass(frozen=True, slots=True)
class RulesFile:
    rules: tuple[Rule, ...]  # the rules that passed the checks, in file order
    problems: tuple[str, ...] = ()  # one sentence per refused rule or file-level problem


# ---------------------------------------------------------------- reading


def _text(e: etree._Element) -> str:
    return (e.text or "").strip()


def _number(e: etree._Element, what: str, low: float, high: float) -> float:
    text = _text(e)
    try:
        value = float(text)
    except ValueError:
        raise RuleError(f"<{e.tag}> must be {what}, not “{text}”") from None
    if not math.isfinite(value) or not low <= value <= high:
        raise RuleError(f"<{e.tag}> must be {what} between {low:g} and {high:g}, not {text}")
    return value


def parse_clock(text: str) -> float:
    """``HH:MM`` (00:00..24:00) as fractional hours."""
    hh, sep, mm = text.strip().partition(":")
    if not sep or not hh.isdigit() or not mm.isdigit() or int(mm) > 59 or int(hh) * 60 + int(mm) > 24 * 60:
        raise RuleError(f"“{text}” is not a time of day (HH:MM)")
    return int(hh) + int(mm) / 60.0


def parse_days(text: str) -> frozenset[int]:
    """``mon-fri``, ``sat,sun``, ``mon,wed-fri``; empty = every day."""
    days: set[int] = set()
    for part in filter(None, (p.strip().lower() for p in text.split(","))):
        first, dash, last = (s.strip()[:3] for s in part.partition("-"))
        if first not in DAY_NAMES or (dash and last not in DAY_NAMES):
            raise RuleError(f"“{part}” is not a day or a range of days (sun, mon, … sat)")
        a, b = DAY_NAMES.index(first), DAY_NAMES.index(last) if dash else DAY_NAMES.index(first)
        days.update(range(a, b + 1) if a <= b else [*range(a, 7), *range(0, b + 1)])
    return frozenset(days) or ALL_DAYS


def _children(e: etree._Element) -> dict[str, etree._Element]:
    out: dict[str, etree._Element] = {}
    for child in e:
        if not isinstance(child.tag, str):
            continue
        if child.tag in out:
            raise RuleError(f"<{e.tag}> has <{child.tag}> twice")
        out[child.tag] = child
    return out


# The rule parts that hold one number, by element: the record made from it, the words for the
# number in a refusal, and its range (the editor's fields offer the same, ``number_range``).
# The writer finds the element by the record's type and writes the record's one field.
_CONDITION_NUMBERS: dict[str, tuple[Callable[[float], Condition], str, float, float]] = {
    "cpu_temperature_above": (CpuTemperatureAbove, "a temperature in °C", -50, 150),
    "battery_below": (BatteryBelow, "a charge in percent", 0, 100),
}
_ACTION_NUMBERS: dict[str, tuple[Callable[[float], Action], str, float, float]] = {
    "snooze_minutes": (Snooze, "a number of minutes", 1, 7 * 24 * 60),
    "cpu_time_limit_pct": (SetCpuTimeLimit, "a percentage", 1, 100),
}
_NUMBER_TAGS: dict[object, str] = {
    make: tag for table in (_CONDITION_NUMBERS, _ACTION_NUMBERS) for tag, (make, *_) in table.items()
}


def number_range(tag: str) -> tuple[float, float]:
    """The lowest and highest number the one-number rule part ``tag`` may hold."""
    _, _, low, high = _CONDITION_NUMBERS[tag] if tag in _CONDITION_NUMBERS else _ACTION_NUMBERS[tag]
    return low, high


def _known_children(e: etree._Element, known: set[str], unknown: str = "<{tag}> does not know <{child}>"
                    ) -> dict[str, etree._Element]:
    """``_children`` when each is one of ``known``; else ``RuleError`` naming the first other
    one (alphabetically) in the words ``unknown``."""
    parts = _children(e)
    if others := sorted(set(parts) - known):
        raise RuleError(unknown.format(tag=e.tag, child=others[0]))
    return parts


def _child_text(parts: dict[str, etree._Element], tag: str) -> str:
    return _text(parts[tag]) if tag in parts else ""


_Part = TypeVar("_Part")


def _number_part(e: etree._Element, table: dict[str, tuple[Callable[[float], _Part], str, float, float]]
                 ) -> _Part | None:
    """The one-number part ``e`` is by ``table`` (None when it names none there)."""
    if e.tag not in table:
        return None
    make, what, low, high = table[e.tag]
    return make(_number(e, what, low, high))


def _condition(e: etree._Element) -> Condition:
    if (number := _number_part(e, _CONDITION_NUMBERS)) is not None:
        return number
    tag = e.tag
    if tag == "process_running":
        name = _text(e)
        if not name or "/" in name or "\\" in name:
            raise RuleError("<process_running> must be a program's name (not empty, not a path)")
        return ProcessRunning(name)
    if tag == "time_window":
        parts = _known_children(e, {"days", "start", "end"})
        if "start" not in parts or "end" not in parts:
            raise RuleError("<time_window> needs <start> and <end> (HH:MM)")
        start, end = parse_clock(_text(parts["start"])), parse_clock(_text(parts["end"]))
        if start == end:
            raise RuleError("<time_window> has the same <start> and <end>")
        days = parse_days(_text(parts["days"])) if "days" in parts else ALL_DAYS
        return TimeWindow(start, end, days)
    if tag == "schedule":
        parts = _known_children(e, {"file", "above", "below", "what"})
        file = _child_text(parts, "file")
        if not file:
            raise RuleError("<schedule> needs <file>, the path of the CSV file")
        above = _number(parts["above"], "a number", -1e12, 1e12) if "above" in parts else None
        below = _number(parts["below"], "a number", -1e12, 1e12) if "below" in parts else None
        if above is None and below is None:
            raise RuleError("<schedule> needs <above> or <below>")
        return ScheduleValue(file, above, below, _child_text(parts, "what") or "scheduled value")
    raise RuleError(f"unknown condition <{tag}>")


def _resource(e: etree._Element) -> Resource:
    text = _text(e).lower()
    for r in Resource:
        if r.value == text:
            return r
    raise RuleError(f"<{e.tag}> must be cpu or network, not “{_text(e)}”")


def _action(e: etree._Element) -> Action:
    if (number := _number_part(e, _ACTION_NUMBERS)) is not None:
        return number
    tag = e.tag
    if tag == "suspend":
        return Suspend(_resource(e))
    if tag == "resume":
        return Resume(_resource(e))
    if tag == "soft_stop":
        return SoftStop()
    if tag == "cpu_count":
        n = _number(e, "a number of CPUs", 1, 4096)
        if n != int(n):
            raise RuleError(f"<cpu_count> must be a whole number of CPUs, not {_text(e)}")
        return SetCpuCount(int(n))
    if tag == "notify":
        text = _text(e)
        if not text:
            raise RuleError("<notify> needs the text to show")
        return Notify(text[:500])
    raise RuleError(f"unknown action <{tag}>")


def _rule(e: etree._Element) -> Rule:
    parts = _known_children(e, {"name", "enabled", "when", "then"},
                            "unknown element <{child}> (a rule has <name>, <enabled>, <when>, <then>)")
    name = _child_text(parts, "name")
    if not name:
        raise RuleError("the rule has no <name>")
    enabled = _text(parts["enabled"]) not in ("0", "false", "no") if "enabled" in parts else True
    conditions = tuple(_condition(c) for c in parts.get("when", ()) if isinstance(c.tag, str))
    actions = tuple(_action(a) for a in parts.get("then", ()) if isinstance(a.tag, str))
    rule = Rule(name, conditions, actions, enabled)
    check_rule(rule)
    return rule


def check_rule(rule: Rule) -> None:
    """Raise ``RuleError`` when a rule cannot work as written (the editor calls this too)."""
    if not rule.name.strip():
        raise RuleError("the rule has no name")
    if not rule.conditions:
        raise RuleError("the rule has no condition (<when> is empty)")
    if not rule.actions:
        raise RuleError("the rule has no action (<then> is empty)")
    for r in Resource:
        if Suspend(r) in rule.actions and Resume(r) in rule.actions:
            raise RuleError(f"the rule both suspends and allows {r.words}")
    for kind in (SetCpuCount, SetCpuTimeLimit, Snooze, SoftStop):
        if sum(isinstance(a, kind) for a in rule.actions) > 1:
            raise RuleError(f"the rule sets {kind.__name__} twice")


def parse_rules(data: bytes | str, source: str = RULES_FILE_NAME) -> RulesFile:
    """The rules in ``data``; problems in words, never an exception."""
    try:
        root = parse_xml(data, source=source)
    except XmlInputError as exc:
        return RulesFile((), (f"No rules used: {exc}",))
    if root.tag != "rules":
        return RulesFile((), (f"{source}: no rules used: the top element is <{root.tag}>, not <rules>",))
    rules: list[Rule] = []
    problems: list[str] = []
    names: set[str] = set()
    for n, e in enumerate((c for c in root if isinstance(c.tag, str)), 1):
        if e.tag != "rule":
            problems.append(f"{source} line {e.sourceline}: <{e.tag}> ignored (only <rule> elements belong in <rules>)")
            continue
        name_el = e.find("name")
        label = f"rule {n}" + (f" ('{_text(name_el)}')" if name_el is not None and _text(name_el) else "")
        try:
            rule = _rule(e)
            if rule.name in names:
                raise RuleError(f"another rule is already named '{rule.name}'")
        except RuleError as exc:
            problems.append(f"{source} line {e.sourceline}, {label} refused: {exc}")
            continue
        names.add(rule.name)
        rules.append(rule)
    return RulesFile(tuple(rules), tuple(problems))


def read_rules_file(path: Path) -> RulesFile:
    """The rules in ``path``; a missing file is no rules and no problem."""
    if not path.exists():
        return RulesFile(())
    try:
        data = read_capped(path, MAX_CONFIG_FILE_BYTES)
    except XmlInputError as exc:
        return RulesFile((), (f"No rules used: {exc}",))
    return parse_rules(data, path.name)


# ---------------------------------------------------------------- writing


def _number_xml(part: CpuTemperatureAbove | BatteryBelow | Snooze | SetCpuTimeLimit) -> str:
    tag = _NUMBER_TAGS[type(part)]
    return f"<{tag}>{astuple(part)[0]:g}</{tag}>"


def _condition_xml(c: Condition) -> str:
    if isinstance(c, CpuTemperatureAbove | BatteryBelow):
        return _number_xml(c)
    if isinstance(c, ProcessRunning):
        return f"<process_running>{escape(c.name)}</process_running>"
    if isinstance(c, TimeWindow):
        days = "" if c.days == ALL_DAYS else f"<days>{','.join(DAY_NAMES[d] for d in sorted(c.days))}</days>"
        return (
            f"<time_window>{days}<start>{clock_words(c.start_h)}</start><end>{clock_words(c.end_h)}</end></time_window>"
        )
    parts = [f"<file>{escape(c.file)}</file>"]
    if c.above is not None:
        parts.append(f"<above>{c.above:g}</above>")
    if c.below is not None:
        parts.append(f"<below>{c.below:g}</below>")
    parts.append(f"<what>{escape(c.what)}</what>")
    return f"<schedule>{''.join(parts)}</schedule>"


def _action_xml(a: Action) -> str:
    if isinstance(a, Snooze | SetCpuTimeLimit):
        return _number_xml(a)
    if isinstance(a, Suspend | Resume):
        tag = "suspend" if isinstance(a, Suspend) else "resume"
        return f"<{tag}>{a.resource.value}</{tag}>"
    if isinstance(a, SoftStop):
        return "<soft_stop/>"
    if isinstance(a, SetCpuCount):
        return f"<cpu_count>{a.ncpus}</cpu_count>"
    return f"<notify>{escape(a.text)}</notify>"


def rules_xml(rules: tuple[Rule, ...] | list[Rule]) -> bytes:
    lines = ["<rules>"]
    for r in rules:
        lines.append("  <rule>")
        lines.append(f"    <name>{escape(r.name)}</name>")
        if not r.enabled:
            lines.append("    <enabled>0</enabled>")
        lines.append("    <when>")
        lines.extend(f"      {_condition_xml(c)}" for c in r.conditions)
        lines.append("    </when>")
        lines.append("    <then>")
        lines.extend(f"      {_action_xml(a)}" for a in r.actions)
        lines.append("    </then>")
        lines.append("  </rule>")
    lines.append("</rules>")
    return ("\n".join(lines) + "\n").encode("utf-8")


def write_rules_file(path: Path, rules: tuple[Rule, ...] | list[Rule]) -> None:
    """Replace the rules file atomically, keeping the previous one as ``rules.xml.bak``."""
    for r in rules:
        check_rule(r)
    write_atomic(path, rules_xml(rules), keep_previous=path.with_name(path.name + ".bak"))


def replace_rules_file(path: Path, data: bytes) -> RulesFile:
    """Replace the rules file with ``data`` as sent (a manager's set_rules), atomically.

    Checked whole first: any refused rule or an unreadable file refuses all of it,
    with every problem in words (``RuleError``), and the file is left unchanged. A
    manager that asks to replace the rules expects them all to work; keeping some
    and refusing others silently would be the misspelt-condition trap again. The
    previous file is kept as ``rules.xml.bak``.
    """
    if len(data) > MAX_CONFIG_FILE_BYTES:
        raise RuleError(f"the rules are {len(data)} bytes; at most {MAX_CONFIG_FILE_BYTES} are read")
    loaded = parse_rules(data, path.name)
    if loaded.problems:
        raise RuleError("; ".join(loaded.problems))
    write_atomic(path, data, keep_previous=path.with_name(path.name + ".bak"))
    return loaded
