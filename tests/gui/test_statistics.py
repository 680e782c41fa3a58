"""The Statistics tab tells the truth on a live client: wall-clock axis, names in legends, history kept."""
from __future__ import annotations

import re
import time

import pytest
from pytestqt.qtbot import QtBot

from boinc_gui.tab_stats import StatisticsTab
from tests.gui.snapshots import snapshot, stats

pytestmark = [pytest.mark.gui]
URL_A, URL_B = "http://127.0.0.1:31480/", "http://127.0.0.1:31481/"


def _tick_labels(tab: StatisticsTab, t0: float, t1: float) -> list[list[str]]:
    plot = tab.plots["priority"]
    plot.setXRange(t0, t1, padding=0)
    axis = plot.getAxis("bottom")
    levels = axis.tickValues(t0, t1, 600)
    return [axis.tickStrings(values, 1.0, spacing) for spacing, values in levels if values]


def test_live_time_axis_reads_wall_clock_with_seconds_and_distinct_ticks(qtbot: QtBot) -> None:
    tab = StatisticsTab()
    qtbot.addWidget(tab)
    now = time.time()
    for i in range(31):
        tab.add_snapshot(snapshot(now + i, stats=(stats(URL_A, "Demo"),)))
    levels = _tick_labels(tab, now, now + 30)
    assert levels
    for labels in levels:
        assert len(set(labels)) == len(labels), labels
        assert all(re.search(r"\b\d\d:\d\d:\d\d$", text) for text in labels), labels
        assert not any(text.startswith("d") and text[1:2].isdigit() for text in labels), labels
    first = levels[0][0]
    assert time.strftime("%d %b", time.localtime(now)) in first or time.strftime("%d %b", time.localtime(now + 30)) in first
    # A span of days: dates, still never two alike.
    for labels in _tick_labels(tab, now, now + 6 * 86400):
        assert len(set(labels)) == len(labels), labels


def test_emulated_axis_reads_day_n(qtbot: QtBot) -> None:
    tab = StatisticsTab()
    qtbot.addWidget(tab)
    for labels in _tick_labels(tab, 3600.0, 3630.0):
        assert all(text.startswith("day 1 01:00:") for text in labels), labels
        assert len(set(labels)) == len(labels)


def test_legend_follows_a_name_that_arrives_after_the_line(qtbot: QtBot) -> None:
    tab = StatisticsTab()
    qtbot.addWidget(tab)
    now = time.time()
    # Before the scheduler's first reply a project is known by its URL only.
    tab.add_snapshot(snapshot(now, stats=(stats(URL_A, URL_A),)))
    tab.refresh()
    assert tab.legend_labels() == ["127.0.0.1:31480"]
    tab.add_snapshot(snapshot(now + 1, stats=(stats(URL_A, "boinc-gui Demo Project"),)))
    tab.refresh()
    assert tab.legend_labels() == ["boinc-gui Demo Project"]
    # A second project of the same name: both legends say which is which.
    tab.add_snapshot(snapshot(now + 2, stats=(stats(URL_A, "boinc-gui Demo Project"),
                                              stats(URL_B, "boinc-gui Demo Project"))))
    tab.refresh()
    assert sorted(tab.legend_labels("credit")) == ["boinc-gui Demo Project (127.0.0.1:31480)",
                                                   "boinc-gui Demo Project (127.0.0.1:31481)"]
    colors = {tab.color_of(URL_A), tab.color_of(URL_B)}
    assert len(colors) == 2


def test_history_is_kept_in_the_data_directory_and_thinned_not_forgotten(qtbot: QtBot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "statistics" / "local.json"
    tab = StatisticsTab()
    qtbot.addWidget(tab)
    tab.set_history(path)
    t0 = time.time() - 5000
    for i in range(4500):
        tab.add_snapshot(snapshot(t0 + i, stats=(stats(URL_A, "Demo", credit=i),)))
    assert tab.point_count() <= 4000 and tab.first_time() == t0
    tab.save_history()
    again = StatisticsTab()
    qtbot.addWidget(again)
    again.set_history(path)
    assert again.point_count() == tab.point_count() and again.first_time() == t0
    again.add_snapshot(snapshot(t0 + 6000, stats=(stats(URL_A, "Demo", credit=1.0),)))
    again.refresh()
    assert again.legend_labels() == ["Demo"]
