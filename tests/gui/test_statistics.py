"""The Statistics tab tells the truth on a live client: wall-clock axis, names in legends, history kept;
its daily history comes back from the task history database after a restart."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from boinc_gui.charts.history import ChartHistory
from boinc_gui.tabs.lazy_stats import LazyStatistics
from boinc_gui.tabs.stats import StatisticsTab
from core.history import DailyRange, DailyStat, HistoryDb, Outcome, TaskRecord, day_of
from tests.gui.snapshots import HOST, snapshot, stats

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
    assert (time.strftime("%d %b", time.localtime(now)) in first
            or time.strftime("%d %b", time.localtime(now + 30)) in first)
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


# ---- "Daily history": the task history's daily statistics, over restarts

DAY = 86400.0


def _write_days(path: Path, today: float) -> dict[str, list[DailyStat]]:
    """200 days of two projects (one day in three missing for the second), and today's finished tasks."""
    written: dict[str, list[DailyStat]] = {URL_A: [], URL_B: []}
    with HistoryDb(path) as db:
        for n in range(200):
            day = today - n * DAY
            written[URL_A].append(DailyStat(HOST.name, URL_A, day, 1000.0 + 10 * (200 - n), 5.0 + n % 7,
                                            500.0 + 4 * (200 - n), 2.0 + n % 5, cpu_time_s=60.0 * (n % 4 + 1)))
            if n % 3:
                written[URL_B].append(DailyStat(HOST.name, URL_B, day, 50.0 + (200 - n), 1.5, 20.0 + (200 - n), 0.5))
        db.upsert_daily(written[URL_A] + written[URL_B])
        db.upsert_daily([DailyStat("other host", URL_A, today, 1.0, 1.0, 1.0, 1.0)])
        # Two tasks of project A finished today: the day's CPU time comes from them.
        db.upsert_tasks([TaskRecord(HOST.name, URL_A, f"wu_{i}_0", Outcome.SUCCESS, project_name="Demo A",
                                    cpu_time_s=1800.0 * (i + 1), completed_time=today + 3600.0 * (i + 1))
                         for i in range(2)])
    return written


def _expected(rows: list[DailyStat], since: float | None, figure: str) -> list[tuple[float, float]]:
    keep = sorted((r for r in rows if since is None or r.day >= since), key=lambda r: r.day)
    return [(r.day, float(getattr(r, figure))) for r in keep]


def test_daily_charts_come_back_after_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    today = day_of(time.time())
    path = tmp_path / "history.sqlite3"
    written = _write_days(path, today)

    def check(tab: StatisticsTab) -> None:
        daily = tab.daily
        assert daily.host == HOST.name  # the computer the snapshots come from
        for r, count_a in ((DailyRange.MONTH, 30), (DailyRange.HALF_YEAR, 183), (DailyRange.ALL, 200)):
            daily.set_range(r)
            since = r.since(time.time())
            for figure in ("user_total_credit", "user_expavg_credit", "host_total_credit", "host_expavg_credit"):
                for url in (URL_A, URL_B):
                    assert daily.plotted(figure, url) == _expected(written[url], since, figure), (r, figure, url)
            assert len(daily.plotted("user_total_credit", URL_A)) == count_a
        # Credit per day: the growth of the host total (4 a day for A; B's gaps spread over the days).
        assert {v for _, v in daily.plotted("credit_per_day", URL_A)} == {4.0}
        assert {v for _, v in daily.plotted("credit_per_day", URL_B)} == {1.0}
        # CPU time of today's finished tasks (0.5 h + 1 h); older days' figure as recorded.
        cpu = dict(daily.plotted("cpu_hours", URL_A))
        assert cpu[today] == pytest.approx(1.5) and cpu[today - DAY] == pytest.approx(120 / 3600)
        assert daily.plotted("cpu_hours", URL_B) == []  # not known: no line rather than zeros
        assert daily.legend_labels("host_total_credit") == ["Demo A", "127.0.0.1:31481"]

    # First run: the window's stand-in, loading the real tab only when shown.
    db = HistoryDb(path)
    lazy = LazyStatistics()
    qtbot.addWidget(lazy)
    lazy.set_history_db(db)
    lazy.add_snapshot(snapshot(time.time(), stats=(stats(URL_A, "Demo A"),)))
    assert not lazy.loaded and lazy.point_count() == 1
    lazy.show()
    tab = lazy.tab()
    tab.refresh()
    tab.show_daily()
    check(tab)
    lazy.close()
    db.close()

    # A restart: a new tab over the same file; the days are all there again.
    db = HistoryDb(path)
    again = StatisticsTab()
    qtbot.addWidget(again)
    again.set_history_db(db)
    again.add_snapshot(snapshot(time.time(), stats=(stats(URL_A, "Demo A"),)))
    again.refresh()
    again.show()
    again.show_daily()
    check(again)
    # Another computer of the history can be picked; its days replace these.
    hosts = [again.daily.host_box.itemText(i) for i in range(again.daily.host_box.count())]
    assert hosts == ["other host", HOST.name]
    again.daily.host_box.setCurrentIndex(0)
    again.daily.host_box.activated.emit(0)
    assert again.daily.plotted("user_total_credit", URL_A) == [(today, 1.0)]
    assert again.daily.plotted("user_total_credit", URL_B) == []
    db.close()


def test_daily_view_says_when_there_is_no_history(qtbot: QtBot, tmp_path: Path) -> None:
    tab = StatisticsTab()
    qtbot.addWidget(tab)
    tab.show()
    tab.show_daily()
    assert "not open" in tab.daily.message.text()
    with HistoryDb(tmp_path / "history.sqlite3") as db:
        tab.set_history_db(db)
        tab.add_snapshot(snapshot(time.time(), stats=(stats(URL_A, "Demo"),)))
        tab.refresh()
        assert tab.daily.host == HOST.name and "No daily statistics recorded for test host" in tab.daily.message.text()
    tab.daily.refresh()  # the window closed the history first (at exit): said, not raised
    assert "cannot be read" in tab.daily.message.text()


CHILD = """
import sys, time
sys.modules["pyqtgraph"] = None  # any import of it fails
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from boinc_gui.tabs.lazy_stats import LazyStatistics
from tests.gui.snapshots import snapshot, stats
w = LazyStatistics()
w.set_history(Path(sys.argv[1]))
for i in range(5):
    w.add_snapshot(snapshot(time.time() - 10 + i, stats=(stats("http://127.0.0.1:31480/", "Demo", credit=i),)))
w.save_history()
print(w.point_count(), w.loaded)
"""


def test_live_chart_history_is_kept_without_pyqtgraph(tmp_path: Path) -> None:
    path = tmp_path / "statistics" / "local.json"
    out = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, timeout=60,
                         cwd=Path(__file__).resolve().parents[2], env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
                         check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["5", "False"]
    history = ChartHistory()
    history.set_path(path)
    assert history.point_count() == 5 and history.series[(URL_A, "credit")] == [0.0, 1.0, 2.0, 3.0, 4.0]
