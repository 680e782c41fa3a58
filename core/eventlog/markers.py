"""The ``_("…")`` markers of BOINC's translatable text, found without Qt.

BOINC's client and project schedulers do not translate their own messages: they
wrap the fragments a manager should translate in ``_("`` and ``")`` (a GUI RPC
request asks for them with ``<translatable/>``; without it the client removes the
markers itself). The window replaces each fragment by its catalogue's translation
(boinc_gui/i18n.py) and drops the markers of fragments it has none for. The core's
event-log files keep the text exactly as it came.
"""
from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["MARKER", "marked_fragments", "replace_markers", "strip_markers"]

MARKER = re.compile(r'_\("(.*?)"\)', re.DOTALL)
"""One marked fragment; the fragment (group 1) ends at the first ``")``, as BOINC's own
stripping does (it removes ``_("`` and ``")`` wherever they are)."""


def marked_fragments(text: str) -> list[str]:
    """The fragments of ``text`` marked for translation, in order."""
    return [m.group(1) for m in MARKER.finditer(text)]


def replace_markers(text: str, translate: Callable[[str], str]) -> str:
    """``text`` with each marked fragment replaced by ``translate(fragment)`` and its markers gone.

    ``translate`` returns the fragment itself when it knows no translation."""
    return MARKER.sub(lambda m: translate(m.group(1)), text)


def strip_markers(text: str) -> str:
    """``text`` without its markers, its fragments as they are (English)."""
    return replace_markers(text, lambda fragment: fragment)
