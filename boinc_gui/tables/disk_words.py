"""The disk manager's explanation in the window's language (context ``reasons``).

The core explains the Disk tab in typed notes (core.disk.snapshot.DiskNote) beside its English
sentence; this words them, with sizes in the language's digits and the limit's rule said as the
preference the volunteer can change (as boinc_gui/tables/reasons.py says it).
"""
from __future__ import annotations

from boinc_gui.formatting import fill, format_bytes, translate
from boinc_gui.tables.reasons import plain_disk_words
from core.disk.candidates import DeletionRule
from core.disk.limits import LimitSource
from core.disk.snapshot import DiskNote, DiskSaid
from core.state.prefs import GlobalPrefs

__all__ = ["disk_sentences"]


def _source(source: LimitSource | None, prefs: GlobalPrefs | None) -> str:
    if source is None:
        return ""
    if source is LimitSource.NO_DISK:
        return translate("reasons", "the disk size is unknown")
    return plain_disk_words(source.value, prefs)  # "your preference to leave at least 0,1 GB free"


def _first(rule: DeletionRule | None) -> str:
    if rule is DeletionRule.NOT_NEEDED:
        return translate("reasons", "files no task needs any more will be deleted first")
    if rule is DeletionRule.EXPIRED:
        return translate("reasons", "its expired files will be deleted first")
    if rule is DeletionRule.PRIORITY:
        return translate("reasons", "its lowest-priority files will be deleted first")
    if rule is DeletionRule.LRU:
        return translate("reasons", "its least recently used files will be deleted first")
    return translate("reasons", "but every one of its files is in use, so none can be deleted")


def _sentence(n: DiskNote, prefs: GlobalPrefs | None) -> str:
    f, source = n.figures, _source(n.source, prefs)
    if n.said is DiskSaid.NO_SPACE:
        return fill(translate("reasons", "The client may use no disk space (%1); change the disk preferences or "
                                         "free space on the disk."), source)
    if n.said is DiskSaid.OVER_LIMIT:
        return fill(translate("reasons", "The client uses %1, %2 more than the %3 allowed (%4); files will be "
                                         "deleted, from projects over their share first."),
                    format_bytes(f[0]), format_bytes(f[1]), format_bytes(f[2]), source)
    if n.said is DiskSaid.PROJECT_OVER:
        return fill(translate("reasons", "Project %1 is over its share by %2; %3."), n.name, format_bytes(f[0]),
                    _first(n.rule))
    return fill(translate("reasons", "All projects are within their disk shares; %1 of the %2 allowed is free (%3)."),
                format_bytes(f[0]), format_bytes(f[1]), source)


def disk_sentences(notes: tuple[DiskNote, ...], prefs: GlobalPrefs | None) -> str:
    """The explanation's sentences, one after the other."""
    return " ".join(_sentence(n, prefs) for n in notes)
