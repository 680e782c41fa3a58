"""A date axis that names days and months in the window's language.

pyqtgraph's ``DateAxisItem`` writes its ticks with ``strftime``, which follows the C library's
locale, not the window's: a German window showed "Nov" and "Wed 25". This one writes the same
ticks (pyqtgraph still chooses where they go and at which zoom level) with QLocale's default,
which boinc_gui/i18n.py sets to the window's language.
"""
from __future__ import annotations

from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QDateTime, QLocale, QTimeZone

# pyqtgraph's tick formats (its zoom levels) as QLocale's patterns.
QT_PATTERNS: dict[str, str] = {
    "%Y": "yyyy", "%b": "MMM", "%d": "dd", "%a %d": "ddd dd", "%H:%M": "HH:mm", "%H:%M:%S": "HH:mm:ss",
    "%S.%f": "ss.zzz",
}


class LocaleDateAxis(pg.DateAxisItem):  # type: ignore[misc]  # pyqtgraph has no type hints
    """``pg.DateAxisItem`` with its tick words in the window's language (times read as UTC, as
    the daily charts keep their days)."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        spec: Any = next((s for s in self.zoomLevel.tickSpecs if s.spacing == spacing), None)
        pattern = QT_PATTERNS.get(spec.format) if spec is not None else None
        if pattern is None:
            return list(super().tickStrings(values, scale, spacing))
        locale, utc = QLocale(), QTimeZone.utc()
        out = []
        for v in values:
            text = locale.toString(QDateTime.fromMSecsSinceEpoch(round(v * 1000), utc), pattern)
            out.append(text.lstrip("0") if pattern == "yyyy" else text)
        return out
