"""A widget's refresh timer runs only while the widget is shown (boinc_gui/runtime/shown_timer.py).

The History tab, the Statistics tab and the daily charts share it: hidden, nothing wakes for
them; shown again, the tabs look at once instead of after a full interval.
"""
from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from boinc_gui.runtime.shown_timer import RefreshedWhileShown
from boinc_gui.tabs.history import HistoryTab
from core.history import HistoryDb


class _Counting(RefreshedWhileShown):
    def __init__(self, at_show: bool) -> None:
        super().__init__()
        self.looks = 0
        self.timer = self.refresh_while_shown(20, self._look, at_show=at_show)

    def _look(self) -> None:
        self.looks += 1


def test_the_timer_runs_while_shown_and_stops_when_hidden(qtbot: QtBot) -> None:
    w = _Counting(at_show=False)
    qtbot.addWidget(w)
    assert not w.timer.isActive() and w.looks == 0  # made hidden: nothing runs yet
    w.show()
    assert w.timer.isActive()
    assert w.looks == 0  # without at_show the first look waits for the first tick
    qtbot.waitUntil(lambda: w.looks >= 2, timeout=2000)
    w.hide()
    assert not w.timer.isActive()
    seen = w.looks
    qtbot.wait(100)  # five intervals hidden
    assert w.looks == seen


def test_at_show_looks_each_time_the_widget_is_shown(qtbot: QtBot) -> None:
    w = _Counting(at_show=True)
    w.timer.setInterval(60_000)  # no tick during the test: every look comes from a show
    qtbot.addWidget(w)
    w.show()
    assert w.looks == 1
    w.hide()
    w.show()
    assert w.looks == 2 and w.timer.isActive()


def test_the_history_tab_checks_its_file_only_while_shown(qtbot: QtBot, tmp_path: Path) -> None:
    db = HistoryDb(tmp_path / "history.sqlite3")
    try:
        tab = HistoryTab(db)
        qtbot.addWidget(tab)
        assert not tab._check.isActive()
        tab.show()
        assert tab._check.isActive()
        tab.hide()
        assert not tab._check.isActive()
    finally:
        db.close()
