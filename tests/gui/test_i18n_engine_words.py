"""The engine's words and figures inside the window's own, in the window's language (issue 37):
the Daily charts' date axis names months and days as QLocale does, and the CPU scheduler's and
work fetch's sentences are said in German with German numbers, none left in English."""
from __future__ import annotations

import calendar
from collections.abc import Callable

import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import QApplication

from boinc_gui.charts.date_axis import LocaleDateAxis
from boinc_gui.i18n import Installed
from tests.gui.test_i18n_shell import compiled, speak  # noqa: F401 (fixtures)

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


def _ticks(axis: LocaleDateAxis, first: float, last: float) -> list[str]:
    """The axis's tick words for a range, as pyqtgraph asks for them when it draws."""
    levels = axis.tickValues(first, last, 800)
    return [s for spacing, values in levels for s in axis.tickStrings(values, 1.0, spacing)]


def test_the_daily_charts_date_axis_speaks_the_language(qapp: QApplication,
                                                        speak: Callable[[str], Installed]) -> None:  # noqa: F811 (the fixture)
    axis = LocaleDateAxis("bottom", utcOffset=0)
    plot = pg.PlotWidget(axisItems={"bottom": axis})  # as the Daily charts hold it (it sets the axis's font)
    plot.resize(800, 300)
    plot.show()
    qapp.processEvents()
    months = (calendar.timegm((2026, 1, 1, 0, 0, 0)), calendar.timegm((2026, 12, 20, 0, 0, 0)))
    days = (calendar.timegm((2026, 11, 24, 20, 0, 0)), calendar.timegm((2026, 11, 25, 20, 0, 0)))
    assert "Mar" in _ticks(axis, *months)  # English, no catalogue: as pyqtgraph's own
    speak("de")
    german = _ticks(axis, *months)
    assert "März" in german and "Mar" not in german, german
    week = _ticks(axis, *days)
    assert "Mi. 25" in week, week  # pyqtgraph's strftime said "Wed 25"
    speak("fr")
    assert "mars" in _ticks(axis, *months)
    plot.close()
    plot.deleteLater()
