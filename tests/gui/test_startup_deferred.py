"""The tabs a volunteer does not see at start-up are built after the window is complete (issue 36),
and lose nothing meanwhile: the Event log, Notices and History tabs are stand-ins until they are
clicked or until the first data has been shown (boinc_gui/shell/after_start.py), and what
arrived before is in them once built, once.

Real windows over the emulated client (tests/gui/conftest.py) and a real history file; the
clicks are on the tab bar, as a volunteer's.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from core.api.snapshot import ClientSnapshot
from core.emulator.scenario import load_scenario
from core.emulator.window_client.emulated import EmulatedClient
from core.history import HISTORY_FILE, HistoryDb, Outcome, TaskRecord
from tests.gui.conftest import DEMO, wait_snapshot
from tests.gui.windows import close_window

pytestmark = pytest.mark.gui


def _click_tab(qtbot: QtBot, w: MainWindow, name: str) -> None:
    bar = w.tabs.tabBar()
    index = next(i for i in range(w.tabs.count()) if w.tabs.tabText(i).replace("&", "").startswith(name))
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    qtbot.waitUntil(lambda: w.tabs.currentIndex() == index, timeout=2000)


@contextmanager
def _unstarted_window(tmp_path: Path) -> Iterator[tuple[MainWindow, ClientBridge]]:
    """A complete window over the demo's emulated client, which has not started yet (the test starts it)."""
    client = EmulatedClient(load_scenario(DEMO), speed=1800.0, publish_hz=10.0, data_dir=tmp_path / "data")
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), None)
    w.confirm = lambda title, text: True
    w.resize(1280, 800)
    w.show()
    yield w, bridge
    bridge.stop()
    close_window(w)
    client.stop()


@pytest.fixture
def unstarted(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, ClientBridge]]:
    with _unstarted_window(tmp_path) as made:
        yield made


def test_a_click_on_the_event_log_builds_it_at_once_and_it_fills_as_lines_come(
        qtbot: QtBot, unstarted: tuple[MainWindow, ClientBridge]) -> None:
    w, bridge = unstarted
    assert not w.log.loaded and not w.notices.loaded  # complete, and neither tab built yet
    _click_tab(qtbot, w, "Event log")
    from boinc_gui.tabs.log import EventLogTab

    assert w.log.loaded
    tab = w.log.tab()
    assert isinstance(tab, EventLogTab) and tab.isVisible() and tab.view.isVisible()
    bridge.start()
    snap = wait_snapshot(qtbot, w, lambda s: bool(s.messages))
    seqnos = {tab.model.row_at(i).seqno for i in range(tab.model.rowCount())}
    assert {m.seqno for m in snap.messages} <= seqnos


def test_the_tabs_are_built_in_idle_turns_after_the_first_data_with_what_came_before(
        qtbot: QtBot, unstarted: tuple[MainWindow, ClientBridge]) -> None:
    w, bridge = unstarted
    assert w.tabs.currentWidget() is w.projects
    seen: list[tuple[bool, ClientSnapshot]] = []
    # Connected after the window's own: each snapshot has been handed to the tabs by then.
    w.primary_snapshot.connect(lambda s: seen.append((w.log.loaded, s)))
    bridge.start()
    qtbot.waitUntil(lambda: w.log.loaded and w.notices.loaded and w.history_tab.loaded, timeout=8000)
    assert seen and not seen[0][0]  # the first data came to the stand-in ...
    assert any(s.messages for built, s in seen if not built)  # ... with lines it kept
    assert w.tabs.currentWidget() is w.projects  # nothing was brought to the front
    # Every line the window was handed, those that came before the tab included, once.
    rows = [w.log.model.row_at(i).seqno for i in range(w.log.model.rowCount())]
    assert len(rows) == len(set(rows)), "a line shown twice"
    assert {m.seqno for _, s in seen for m in s.messages} <= set(rows), "a line is missing"
    # The Notices tab's unread count still reaches its tab text through the stand-in.
    w.notices.tab().unread_changed.emit(3)
    assert w.tabs.tabText(w.tabs.indexOf(w.notices)) == "Notices (3)"


@pytest.fixture
def history_window(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, ClientBridge]]:
    """A window whose history file already holds a finished task (a restart's)."""
    db = HistoryDb(tmp_path / HISTORY_FILE)
    db.upsert_tasks([TaskRecord(host="elsewhere", project_url="http://127.0.0.1:1/", name="task_kept",
                                outcome=Outcome.SUCCESS, project_name="Demo", app="Sieve", version="1.00",
                                exit_status=0, aborted_by=None, cpu_time_s=5.0, elapsed_s=6.0,
                                completed_time=1_790_000_000.0, received_time=1_789_999_000.0)])
    db.close()
    with _unstarted_window(tmp_path) as made:
        yield made


def test_a_click_on_history_shows_the_real_tab_with_the_file_opened_after_the_window(
        qtbot: QtBot, history_window: tuple[MainWindow, ClientBridge]) -> None:
    w, bridge = history_window
    assert not w.history_tab.loaded and w.long_view.db is None  # complete before the file is opened
    bridge.start()
    assert w.tabs.tabText(w.tabs.count() - 1) == "History"
    assert [a.text() for a in w.view_menu.actions() if a.text() == "&History"] == ["&History"]
    _click_tab(qtbot, w, "History")
    from boinc_gui.tabs.history import HistoryTab

    tab = w.history_tab.tab()
    assert isinstance(tab, HistoryTab) and tab.isVisible()
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1, timeout=3000)
    assert tab.model.record(0) is not None and tab.model.record(0).name == "task_kept"  # type: ignore[union-attr]
    assert w.history_db is tab.db


def test_without_a_history_file_the_history_tab_and_its_view_entry_go(qtbot: QtBot, tmp_path: Path) -> None:
    """A history that cannot be opened (here: a directory where the file should be): the window
    says so and takes the tab it showed at start-up away, and its View entry."""
    (tmp_path / HISTORY_FILE).mkdir()
    client = EmulatedClient(load_scenario(DEMO), speed=1800.0, publish_hz=10.0, data_dir=tmp_path / "data")
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), None)
    said: list[str] = []
    w.show_error = said.append
    try:
        assert "History" in [w.tabs.tabText(i) for i in range(w.tabs.count())]
        bridge.start()
        qtbot.waitUntil(lambda: w.long_view.finished, timeout=8000)
        assert w.history_db is None
        assert said and "cannot be opened" in said[0]
        assert "History" not in [w.tabs.tabText(i) for i in range(w.tabs.count())]
        assert "&History" not in [a.text() for a in w.view_menu.actions()]
    finally:
        bridge.stop()
        close_window(w)
        client.stop()
