"""Reading and writing ``global_prefs_override.xml`` (prefs.md sections 1.2, 3.2, 3.3).

The manager's preferences dialog saves the volunteer's local preferences here;
the engine reads them back at start. The file holds BOINC's subset form: one
element per line, booleans as 0/1, numbers with ``%f``, then the ``day_prefs``
blocks, so the real BOINC client and Manager read it too.

Writing is atomic: a temporary file is written and fsynced, the old file is
kept as ``.bak``, and the new one is renamed into place. Reading goes through
the hardened parser; a value that is not a number is skipped and reported in
the returned problems, never raised, so a damaged file cannot stop the client.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass, fields, replace
from pathlib import Path

from core.api.commands import DayPrefs
from core.errors import XmlInputError
from core.state.prefs import GlobalPrefs
from core.xml import parse_xml, parse_xml_file

OVERRIDE_FILE = "global_prefs_override.xml"

SUBSET_ORDER: tuple[str, ...] = (
    "run_on_batteries", "run_if_user_active", "run_gpu_if_user_active", "idle_time_to_run",
    "suspend_if_no_recent_input", "suspend_cpu_usage", "start_hour", "end_hour",
    "net_start_hour", "net_end_hour", "leave_apps_in_memory", "battery_charge_min_pct",
    "battery_max_temperature", "confirm_before_connecting", "hangup_if_dialed",
    "dont_verify_images", "work_buf_min_days", "work_buf_additional_days", "max_ncpus_pct",
    "niu_max_ncpus_pct", "niu_cpu_usage_limit", "niu_suspend_cpu_usage", "max_cpus",
    "cpu_scheduling_period_minutes", "disk_interval", "disk_max_used_gb", "disk_max_used_pct",
    "disk_min_free_gb", "vm_max_used_pct", "ram_max_used_busy_pct", "ram_max_used_idle_pct",
    "max_bytes_sec_up", "max_bytes_sec_down", "cpu_usage_limit", "daily_xfer_limit_mb",
    "daily_xfer_period_days", "network_wifi_only",
)
"""BOINC's ``write_subset`` order (prefs.md 3.2)."""

_TYPES = {f.name: f.type for f in fields(GlobalPrefs)}


@dataclass(frozen=True, slots=True)
class PrefsFile:
    """What an override file holds."""

    prefs: GlobalPrefs
    day_prefs: tuple[DayPrefs, ...] = ()
    problems: tuple[str, ...] = ()  # values skipped while reading, in words


def _value(name: str, value: object) -> str:
    kind = _TYPES[name]
    if kind == "bool":
        return "1" if value else "0"
    if kind == "int":
        return str(int(value))  # type: ignore[call-overload]
    return f"{float(value):f}"  # type: ignore[arg-type]


def prefs_to_xml(prefs: GlobalPrefs, day_prefs: tuple[DayPrefs, ...] = ()) -> str:
    """The override file's text for ``prefs`` (every editable preference, subset order)."""
    lines = ["<global_preferences>"]
    for name in SUBSET_ORDER:
        lines.append(f"   <{name}>{_value(name, getattr(prefs, name))}</{name}>")
    for d in sorted(day_prefs, key=lambda d: d.day_of_week):
        lines.append("   <day_prefs>")
        lines.append(f"      <day_of_week>{d.day_of_week}</day_of_week>")
        if d.start_hour != d.end_hour:
            lines.append(f"      <start_hour>{d.start_hour:.2f}</start_hour>")
            lines.append(f"      <end_hour>{d.end_hour:.2f}</end_hour>")
        if d.net_start_hour != d.net_end_hour:
            lines.append(f"      <net_start_hour>{d.net_start_hour:.2f}</net_start_hour>")
            lines.append(f"      <net_end_hour>{d.net_end_hour:.2f}</net_end_hour>")
        lines.append("   </day_prefs>")
    lines.append("</global_preferences>")
    return "\n".join(lines) + "\n"


def write_override(data_dir: Path, prefs: GlobalPrefs, day_prefs: tuple[DayPrefs, ...] = ()) -> Path:
    """Write ``global_prefs_override.xml`` in ``data_dir`` atomically; return its path."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / OVERRIDE_FILE
    tmp = path.with_suffix(".xml.new")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(prefs_to_xml(prefs, day_prefs))
        f.flush()
        os.fsync(f.fileno())
    if path.exists():
        os.replace(path, path.with_suffix(".xml.bak"))
    os.replace(tmp, path)
    return path


def _number(text: str) -> float | None:
    try:
        v = float(text.strip())
    except ValueError:
        return None
    return v if math.isfinite(v) else None


def prefs_from_xml(data: bytes | str, source: str = OVERRIDE_FILE, base: GlobalPrefs | None = None) -> PrefsFile:
    """Parse an override (or global prefs) document over ``base`` (defaults if None).

    Raises ``XmlInputError`` only when the document is not XML at all.
    """
    root = parse_xml(data, source=source)
    return _from_root(root, source, base)


def read_override(data_dir: Path, base: GlobalPrefs | None = None) -> PrefsFile | None:
    """The override file in ``data_dir``, or None when there is none."""
    path = data_dir / OVERRIDE_FILE
    if not path.exists():
        return None
    return _from_root(parse_xml_file(path), str(path), base)


def _from_root(root: object, source: str, base: GlobalPrefs | None) -> PrefsFile:
    from lxml import etree

    assert isinstance(root, etree._Element)
    if root.tag != "global_preferences":
        raise XmlInputError(f"expected <global_preferences>, found <{root.tag}>", source=source)
    values: dict[str, object] = {}
    problems: list[str] = []
    days: list[DayPrefs] = []
    for el in root:
        tag = el.tag
        if not isinstance(tag, str):
            continue
        if tag == "day_prefs":
            day = _day(el, source, problems)
            if day is not None:
                days.append(day)
            continue
        kind = _TYPES.get(tag)
        if kind is None or tag in ("source_project", "source_scheduler"):
            continue  # unknown elements and venues are ignored, as BOINC does
        n = _number(el.text or "")
        if n is None:
            problems.append(f"{source}, line {el.sourceline}: <{tag}> is not a number; kept the previous value")
            continue
        values[tag] = bool(n) if kind == "bool" else int(n) if kind == "int" else n
    prefs = base if base is not None else GlobalPrefs()
    merged = replace(prefs, **values)  # type: ignore[arg-type]
    return PrefsFile(merged, tuple(days), tuple(problems))


def _day(el: object, source: str, problems: list[str]) -> DayPrefs | None:
    from lxml import etree

    assert isinstance(el, etree._Element)
    got: dict[str, float] = {}
    for child in el:
        if isinstance(child.tag, str):
            n = _number(child.text or "")
            if n is not None:
                got[child.tag] = n
    dow = got.get("day_of_week", -1.0)
    if not 0 <= dow <= 6 or dow != int(dow):
        problems.append(f"{source}, line {el.sourceline}: <day_prefs> with an invalid day of week; ignored")
        return None
    return DayPrefs(
        int(dow),
        got.get("start_hour", 0.0), got.get("end_hour", 0.0),
        got.get("net_start_hour", 0.0), got.get("net_end_hour", 0.0),
    )
