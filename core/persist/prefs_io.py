"""The manager's view of ``global_prefs_override.xml``: whole-form writes, forgiving reads.

The preferences dialog saves every editable preference (not only those that
differ from the defaults), so what the volunteer saw is what the file says; the
format, BOINC's parse rules and the atomic write are core/persist/prefs_file's,
shared with the live client, so the real BOINC client and Manager read the file
too. Reading never raises on a bad value: it is skipped and described in
``PrefsFile.problems``, so a damaged file cannot stop a client; only a document
that is not XML raises ``XmlInputError``.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from core.persist.atomic import write_atomic
from core.persist.prefs_file import SUBSET_ORDER, apply_override, render_override
from core.state.prefs import DayPrefs, GlobalPrefs

OVERRIDE_FILE = "global_prefs_override.xml"
_ALL = (*SUBSET_ORDER, "day_prefs")


@dataclass(frozen=True, slots=True)
class PrefsFile:
    """What an override file holds."""

    prefs: GlobalPrefs
    day_prefs: tuple[DayPrefs, ...] = ()
    problems: tuple[str, ...] = ()  # values skipped while reading, in words


def prefs_to_xml(prefs: GlobalPrefs, day_prefs: tuple[DayPrefs, ...] | None = None) -> str:
    """The override file's text: every editable preference in BOINC's subset order.

    ``day_prefs``, when given, replaces the weekday windows ``prefs`` carries.
    """
    if day_prefs is not None:
        prefs = replace(prefs, day_prefs=day_prefs)
    return render_override(prefs, _ALL).decode("utf-8")


def write_override(data_dir: Path, prefs: GlobalPrefs, day_prefs: tuple[DayPrefs, ...] | None = None) -> Path:
    """Write ``global_prefs_override.xml`` in ``data_dir`` atomically; return its path."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / OVERRIDE_FILE
    write_atomic(path, prefs_to_xml(prefs, day_prefs).encode("utf-8"), path.with_suffix(".xml.bak"))
    return path


def prefs_from_xml(data: bytes | str, source: str = OVERRIDE_FILE, base: GlobalPrefs | None = None) -> PrefsFile:
    """Parse an override (or global prefs) document over ``base`` (defaults if None)."""
    problems: list[str] = []
    parsed = apply_override(base if base is not None else GlobalPrefs(), data, source=source, problems=problems)
    return PrefsFile(parsed.prefs, parsed.prefs.day_prefs, tuple(problems))


def read_override(data_dir: Path, base: GlobalPrefs | None = None) -> PrefsFile | None:
    """The override file in ``data_dir``, or None when there is none."""
    path = data_dir / OVERRIDE_FILE
    if not path.exists():
        return None
    return prefs_from_xml(path.read_bytes(), str(path), base)
