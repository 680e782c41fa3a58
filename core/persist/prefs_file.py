"""Read ``global_prefs.xml`` and ``global_prefs_override.xml``; write the override (prefs.md 1, 3).

Parse semantics follow BOINC's ``GLOBAL_PREFS::parse``: parsing a prefs file
starts from the defaults with six booleans set to false (an absent boolean in an
existing file means false) and ``network_wifi_only`` true; a ``<venue name=X>``
matching the host venue replaces the top-level prefs; the ``niu_*`` prefs a
document does not give take their in-use counterparts (the override's too). The
override file is applied on top and changes only the elements it contains; venues
inside it are ignored. Each element's parse rule (prefs.md section 2: "< 0 ⇒ 0"
and the like) is applied on read; a value that is not a number raises
``XmlInputError`` naming the file, line and element, except in
``read_global_prefs``, which skips that element alone and says so, as BOINC does.
The override is written in the subset form (section 3.2): only the fields named,
or by default the fields that differ from the defaults.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from lxml import etree

from core.errors import XmlInputError
from core.persist.atomic import write_atomic
from core.persist.paths import DataDir
from core.state.prefs import PREF_KINDS, DayPrefs, GlobalPrefs, clamp_pref, pref_rule
from core.xml.fields import esc, parse_bool, parse_number, scalar_text, text_of
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, parse_xml, read_capped, require_root

_BOOLS_FALSE_IN_FILE = (
    "run_on_batteries",
    "run_if_user_active",
    "leave_apps_in_memory",
    "confirm_before_connecting",
    "hangup_if_dialed",
    "dont_verify_images",
)

_NIU = (("niu_max_ncpus_pct", "max_ncpus_pct"), ("niu_cpu_usage_limit", "cpu_usage_limit"),
        ("niu_suspend_cpu_usage", "suspend_cpu_usage"))

# BOINC's write_subset order (prefs.md 3.2).
SUBSET_ORDER = (
    "run_on_batteries", "run_if_user_active", "run_gpu_if_user_active", "idle_time_to_run",
    "suspend_if_no_recent_input", "suspend_cpu_usage", "start_hour", "end_hour", "net_start_hour",
    "net_end_hour", "leave_apps_in_memory", "battery_charge_min_pct", "battery_max_temperature",
    "confirm_before_connecting", "hangup_if_dialed", "dont_verify_images", "work_buf_min_days",
    "work_buf_additional_days", "max_ncpus_pct", "niu_max_ncpus_pct", "niu_cpu_usage_limit",
    "niu_suspend_cpu_usage", "max_cpus", "cpu_scheduling_period_minutes", "disk_interval",
    "disk_max_used_gb", "disk_max_used_pct", "disk_min_free_gb", "vm_max_used_pct",
    "ram_max_used_busy_pct", "ram_max_used_idle_pct", "max_bytes_sec_up", "max_bytes_sec_down",
    "cpu_usage_limit", "daily_xfer_limit_mb", "daily_xfer_period_days", "network_wifi_only",
)
_META = ("source_project", "source_scheduler", "mod_time", "host_specific")
_TYPES = PREF_KINDS  # not the annotations, which mypyc turns from "bool" into bool
_DAY_FIELDS = ("day_of_week", "start_hour", "end_hour", "net_start_hour", "net_end_hour")


@dataclass(slots=True)
class PrefsParse:
    prefs: GlobalPrefs
    present: set[str] = field(default_factory=set)  # prefs the file set (BOINC's mask)
    host_venue: str = ""  # <host_venue> from an override file


class _Applier:
    """Applies one element to a prefs object.

    Strict by default (a bad value raises ``XmlInputError``); with a ``problems``
    list it skips the value instead and says why there, keeping the previous one.
    """

    def __init__(self, source: str, now: float | None, problems: list[str] | None = None) -> None:
        self.source = source
        self.now = now
        self.problems = problems

    def apply(self, prefs: GlobalPrefs, el: etree._Element, present: set[str]) -> None:
        name = el.tag
        if name == "day_prefs":
            self._apply_day(prefs, el, present)
            return
        if not isinstance(name, str) or name not in _TYPES:
            return
        try:
            self._apply_value(prefs, el, name, present)
        except XmlInputError as exc:
            if self.problems is None:
                raise
            self.problems.append(f"{exc}; kept the previous value")

    def _apply_day(self, prefs: GlobalPrefs, el: etree._Element, present: set[str]) -> None:
        got: dict[str, float] = {}
        for child in el:
            if isinstance(child.tag, str) and child.tag in _DAY_FIELDS:
                try:
                    got[child.tag] = parse_number(text_of(child))
                except (ValueError, OverflowError):
                    pass  # one unreadable hour leaves that window unset
        dow = got.pop("day_of_week", -1.0)
        if not (0 <= dow <= 6 and dow == int(dow)):
            # BOINC skips such a block too; say so rather than fail the whole file.
            msg = (
                f"{self.source}, line {el.sourceline}: <day_prefs> with an invalid day of week (0-6 expected); ignored"
            )
            if self.problems is not None:
                self.problems.append(msg)
            return
        hours = {k: min(max(v, 0.0), 24.0) for k, v in got.items()}
        if self.problems is not None:
            self.problems.extend(f"{self.source}, line {el.sourceline or 0}: <day_prefs> day {int(dow)} <{k}> {v:g} "
                                 f"is out of range (0 to 24 hours); {hours[k]:g} used"
                                 for k, v in got.items() if hours[k] != v)
        day = DayPrefs(int(dow), **hours)
        prefs.day_prefs = tuple(sorted((*(d for d in prefs.day_prefs if d.day_of_week != day.day_of_week), day),
                                       key=lambda d: d.day_of_week))
        present.add("day_prefs")

    def _apply_value(self, prefs: GlobalPrefs, el: etree._Element, name: str, present: set[str]) -> None:
        text = text_of(el)
        kind = _TYPES[name]
        try:
            if kind == "bool":
                value: object = parse_bool(text)
            elif kind == "str":
                value = text
            else:
                number = parse_number(text)
                if name == "mod_time" and self.now is not None:
                    number = min(number, self.now)
                given = number
                number = clamp_pref(name, number, float(getattr(prefs, name)))
                value = int(number) if kind == "int" else number
                self._say_clamped(el, name, given, number)
        except (ValueError, OverflowError):
            raise XmlInputError(f"value {text[:40]!r} is not usable", source=self.source,
                                line=el.sourceline or 0, element=name) from None
        setattr(prefs, name, value)
        if name not in _META:
            present.add(name)


    def _say_clamped(self, el: etree._Element, name: str, given: float, used: float) -> None:
        """Say when BOINC's limits changed a value, or let a negative one through (never silently)."""
        if self.problems is None or name in _META:
            return
        where = f"{self.source}, line {el.sourceline or 0}: <{name}> {given:g}"
        if used != given:
            kept = "ignored" in pref_rule(name)  # BOINC keeps the previous value for these
            self.problems.append(f"{where} is out of range ({pref_rule(name)}); "
                                 + (f"the previous {used:g} kept" if kept else f"{used:g} used"))
        elif given < 0:
            self.problems.append(f"{where} is negative; used as given, as BOINC's client does")


def _file_base() -> GlobalPrefs:
    """Where parsing a prefs file starts: defaults, six booleans false, wifi-only true."""
    prefs = GlobalPrefs()
    for name in _BOOLS_FALSE_IN_FILE:
        setattr(prefs, name, False)
    prefs.network_wifi_only = True
    return prefs


def parse_global_prefs(
    data: bytes, *, source: str = "global_prefs.xml", venue: str = "", now: float | None = None,
    problems: list[str] | None = None,
) -> PrefsParse:
    """Parse a ``global_prefs.xml`` document for the host venue ``venue``.

    With a ``problems`` list, an unusable value is skipped and described there (BOINC
    skips just that element); without one it raises ``XmlInputError``.
    """
    root = _root(data, source)
    prefs = _file_base()
    present: set[str] = set()
    applier = _Applier(source, now, problems)
    said = len(problems) if problems is not None else 0
    in_venue = False
    for el in root:
        tag = el.tag
        if not isinstance(tag, str):
            continue
        if "venue" in tag and tag != "host_venue":
            if venue and el.get("name") == venue:
                meta = {name: getattr(prefs, name) for name in _META}
                prefs = _file_base()
                for name, value in meta.items():
                    setattr(prefs, name, value)
                present = set()
                if problems is not None:
                    del problems[said:]  # about top-level values the venue has just replaced
                for child in el:
                    applier.apply(prefs, child, present)
                in_venue = True
            continue
        if in_venue and tag not in _META:
            continue
        applier.apply(prefs, el, present)
    _niu_fallback(prefs, present)
    return PrefsParse(prefs, present)


def apply_override(
    prefs: GlobalPrefs, data: bytes | str, *, source: str = "global_prefs_override.xml",
    problems: list[str] | None = None,
) -> PrefsParse:
    """Apply an override document on top of ``prefs`` (a copy is returned).

    A ``<day_prefs>`` block replaces that weekday's windows only. With a
    ``problems`` list, unusable values are skipped and described there instead of
    raising; a document that is not XML still raises ``XmlInputError``.
    """
    root = _root(data, source)
    out = replace(prefs)
    present: set[str] = set()
    applier = _Applier(source, None, problems)
    venue = ""
    for el in root:
        if el.tag == "host_venue":
            venue = text_of(el)
        elif isinstance(el.tag, str) and "venue" not in el.tag:
            applier.apply(out, el, present)
    _niu_fallback(out, present)
    return PrefsParse(out, present, venue)


def _niu_fallback(prefs: GlobalPrefs, present: set[str]) -> None:
    """A not-in-use limit the document leaves out takes its in-use counterpart.

    BOINC does this at the end of every prefs document, override files included: an
    override of ``suspend_cpu_usage`` alone must not leave the not-in-use 50% in force.
    """
    for niu, base in _NIU:
        if niu not in present:
            setattr(prefs, niu, getattr(prefs, base))


def _root(data: bytes | str, source: str) -> etree._Element:
    return require_root(parse_xml(data, source=source), "global_preferences", source)


@dataclass(slots=True)
class PrefsLoad:
    prefs: GlobalPrefs
    venue: str = ""  # the venue the prefs were chosen for
    override_present: bool = False
    override_fields: set[str] = field(default_factory=set)  # prefs the override sets
    source_project: str = ""
    warnings: list[str] = field(default_factory=list)


def read_global_prefs(
    datadir: DataDir, *, now: float | None = None, venue: str = "",
    project_venue: Callable[[str], str] | None = None,
) -> PrefsLoad:
    """BOINC's read_global_prefs (prefs.md 1.3). Never raises; problems go to ``warnings``.

    ``venue``: the host venue if known. ``project_venue(url)`` may give the
    venue of the project the prefs came from (step 3). An unreadable
    ``global_prefs.xml`` means defaults (BOINC deletes it; we leave it for the user).
    """
    load = PrefsLoad(GlobalPrefs())
    override: bytes | None = None
    if datadir.global_prefs_override.exists():
        try:
            override = read_capped(datadir.global_prefs_override, MAX_CONFIG_FILE_BYTES)
            parse_xml(override, source=str(datadir.global_prefs_override))
        except (OSError, XmlInputError) as exc:
            load.warnings.append(f"override file ignored: {exc}")
            override = None
    override_venue = ""
    if override is not None:
        for el in parse_xml(override):
            if el.tag == "host_venue":
                override_venue = text_of(el)
    load.venue = override_venue or venue
    if datadir.global_prefs.exists():
        try:
            data = read_capped(datadir.global_prefs, MAX_CONFIG_FILE_BYTES)  # parse_global_prefs checks it
            problems: list[str] = []
            parsed = parse_global_prefs(data, source=str(datadir.global_prefs), venue=load.venue, now=now,
                                        problems=problems)
            src = parsed.prefs.source_project
            if not override_venue and project_venue is not None and src:
                pv = project_venue(src)
                if pv != load.venue:
                    load.venue = pv
                    problems = []
                    parsed = parse_global_prefs(data, source=str(datadir.global_prefs), venue=pv, now=now,
                                                problems=problems)
            load.warnings.extend(problems)
            load.prefs = parsed.prefs
            load.source_project = parsed.prefs.source_project
        except (OSError, XmlInputError) as exc:
            load.warnings.append(f"general preferences unusable, defaults used: {exc}")
    if override is not None:
        try:
            # One unusable value costs that element only, as in BOINC; the rest applies.
            over = apply_override(load.prefs, override, source=str(datadir.global_prefs_override),
                                  problems=load.warnings)
        except XmlInputError as exc:
            load.warnings.append(f"override file ignored: {exc}")
        else:
            load.prefs, load.override_fields, load.override_present = over.prefs, over.present, True
    return load


def _f6(value: float) -> str:
    # BOINC writes preferences with %f (and a non-finite value never reaches the file).
    return f"{value:.6f}" if math.isfinite(value) else "0.000000"


def render_override(prefs: GlobalPrefs, names: Iterable[str] | None = None, host_venue: str = "") -> bytes:
    """The subset form: ``names`` (or every pref differing from the defaults), BOINC's order."""
    defaults = GlobalPrefs()
    chosen = set(names) if names is not None else {
        n for n in SUBSET_ORDER if getattr(prefs, n) != getattr(defaults, n)
    }
    lines = ["<global_preferences>\n"]
    if host_venue:
        lines.append(f"   <host_venue>{esc(host_venue)}</host_venue>\n")
    for name in SUBSET_ORDER:
        if name in chosen:
            lines.append(f"   <{name}>{scalar_text(getattr(prefs, name), _f6)}</{name}>\n")
    if names is None or "day_prefs" in chosen:
        lines.extend(_day_lines(prefs.day_prefs))
    lines.append("</global_preferences>\n")
    return "".join(lines).encode("utf-8")


def _day_lines(days: Iterable[DayPrefs]) -> list[str]:
    """``<day_prefs>`` blocks in BOINC's layout; an unset window is left out."""
    out: list[str] = []
    for d in sorted(days, key=lambda d: d.day_of_week):
        out.append(f"   <day_prefs>\n      <day_of_week>{d.day_of_week}</day_of_week>\n")
        if d.start_hour != d.end_hour:
            out.append(
                f"      <start_hour>{d.start_hour:.2f}</start_hour>\n      <end_hour>{d.end_hour:.2f}</end_hour>\n"
            )
        if d.net_start_hour != d.net_end_hour:
            out.append(f"      <net_start_hour>{d.net_start_hour:.2f}</net_start_hour>\n"
                       f"      <net_end_hour>{d.net_end_hour:.2f}</net_end_hour>\n")
        out.append("   </day_prefs>\n")
    return out


def write_global_prefs_override(
    datadir: DataDir, prefs: GlobalPrefs, names: Iterable[str] | None = None, host_venue: str = ""
) -> bool:
    """Write the override file; with nothing to override, delete it. Returns True if written."""
    data = render_override(prefs, names, host_venue)
    if data.count(b"\n") <= 2 and not host_venue:
        datadir.global_prefs_override.unlink(missing_ok=True)
        return False
    path = datadir.global_prefs_override
    write_atomic(path, data, path.with_suffix(".xml.bak"))
    return True
