"""Issue 36, item 15, the smaller things, driven through the window: the Hosts menu before Help
with its own Alt key; counts in words ("1 task", "1 CPU"); Project properties without internal
names; the About box's licence, versions and data directory."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.rules import RuleEditor
from boinc_gui.main_window import MainWindow
from core.api.snapshot import TaskRow
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import open_from_menu
from tests.gui.test_hosts import hosts_ui, no_keyring
from tests.gui.test_window import select

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


def test_hosts_menu_comes_before_help_and_alt_keys_are_unique(qtbot: QtBot, window: MainWindow,
                                                              tmp_path: Path) -> None:
    ui = hosts_ui(window, tmp_path, no_keyring())
    titles = [a.text() for a in window.menuBar().actions()]
    plain = [t.replace("&", "") for t in titles]
    assert plain.index("Hosts") == plain.index("Help") - 1 and plain[-1] == "Help", plain
    keys = [t[t.index("&") + 1].lower() for t in titles if "&" in t]
    assert len(keys) == len(titles) and len(set(keys)) == len(keys), titles
    ui.manager.stop()


def test_abort_confirmation_counts_in_words(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: any(t.running for t in s.tasks))
    asked: list[str] = []
    def confirm(title: str, text: str) -> bool:
        asked.append(text)
        return False  # "no": the question is what is checked

    window.confirm = confirm
    window.tabs.setCurrentWidget(window.tasks)
    select(window.tasks, lambda r: isinstance(r, TaskRow) and r.running)
    window.task_actions["abort"].trigger()
    assert asked and asked[0].startswith("Abort 1 task?"), asked


def test_a_rule_limiting_to_one_cpu_says_1_cpu(qtbot: QtBot) -> None:
    editor = RuleEditor(None, set())
    qtbot.addWidget(editor)
    assert editor.ncpus.text() == "1 CPU"
    editor.ncpus.stepUp()
    assert editor.ncpus.text() == "2 CPUs"


def test_project_properties_speak_words_not_internal_names(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: bool(s.projects))
    window.tabs.setCurrentWidget(window.projects)
    select(window.projects, lambda r: True)
    dlg = open_from_menu(window, QDialog, "Project", "Properties")
    form = dlg.findChild(QFormLayout)
    assert form is not None
    shown = " ".join(w.text() for w in dlg.findChildren(QLabel))
    for internal in ("min_rpc_time", "LTD", "debt", "CPU-s", "REC"):
        assert internal not in shown, (internal, shown)
    dlg.close()


def test_about_names_licence_versions_and_data_directory(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Help")
    assert isinstance(help_menu, QMenu)
    about = next(a for a in help_menu.actions() if a.text().replace("&", "").startswith("About"))
    about.trigger()  # not modal: the window goes on behind it
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    text = boxes[0].text()
    assert "GNU General Public License" in text and "Qt " in text and "PySide6 " in text and "Python " in text
    assert "emulated client" in text  # no real client's data directory to name
    boxes[0].close()


def test_an_alert_is_also_a_notice(qtbot: QtBot, tmp_path: Path) -> None:
    """A failing project's tasks raise the "Task failed" alert; the Notices tab keeps it too."""
    from PySide6.QtCore import QSettings

    from boinc_gui.hosts.bridge import ClientBridge
    from core.client.live import LiveClient
    from core.client.session import SessionOptions
    from core.persist import DataDir
    from core.persist.prefs_file import write_global_prefs_override
    from tests.core.alerts.failing_app import failing_project
    from tests.core.client.e2e import FAST_PREFS
    from tests.gui.windows import close_window

    project = failing_project(tmp_path)
    dd = DataDir(tmp_path / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    client = LiveClient(dd.root, SessionOptions(seed=5), probe_attach=False)
    client.attach_when_empty = (project.master_url, project.authenticator)
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), None)
    w.show()
    bridge.start()
    try:
        notices = w.notices

        def titles() -> list[str]:
            return [notices.model.row_at(i).title for i in range(notices.model.rowCount())]

        qtbot.waitUntil(lambda: any(t.startswith("Task failed") for t in titles()), timeout=90_000)
        assert notices.unread >= 1 and "Notices (" in w.tabs.tabText(w.tabs.indexOf(notices))
    finally:
        bridge.stop()
        project.stop()
        close_window(w)


def test_the_column_chooser_opens_at_the_headers(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QCursor

    window.tabs.setCurrentWidget(window.tasks)
    QCursor.setPos(window.mapToGlobal(QPoint(5, 5)))  # the cursor away from the table, on the menu bar
    view = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "View")
    assert isinstance(view, QMenu)
    chooser = next(a for a in view.actions() if a.text().replace("&", "").startswith("Select columns"))
    chooser.trigger()
    menus = [m for m in window.findChildren(QMenu) if m.isVisible() and m.title() == "Columns"]
    assert len(menus) == 1
    header = window.tasks.view.horizontalHeader()
    under = header.mapToGlobal(QPoint(0, header.height()))
    where = menus[0].geometry().topLeft()
    assert abs(where.x() - under.x()) <= 2 and abs(where.y() - under.y()) <= 2, (where, under)
    menus[0].close()


def test_history_names_this_computer_as_the_window_does(qtbot: QtBot, tmp_path: Path) -> None:
    """History said "vm" (the host name) where every other place says "This computer"."""
    from PySide6.QtCore import Qt

    from boinc_gui.tabs.history import COLUMNS
    from core.history import SortKey
    from tests.gui.live_env import live_window_env

    with live_window_env(tmp_path) as env:
        w = env.window
        qtbot.waitUntil(lambda: w.history_db.count() >= 1, timeout=60000)
        bar = w.tabs.tabBar()
        index = next(i for i in range(w.tabs.count()) if w.tabs.tabText(i).replace("&", "") == "History")
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
        tab = w.history_tab
        qtbot.waitUntil(lambda: tab.model.rowCount() >= 1, timeout=5000)
        host = next(i for i, c in enumerate(COLUMNS) if c[1] is SortKey.HOST)
        assert {tab.model.index(r, host).data() for r in range(tab.model.rowCount())} == {"This computer"}
        assert "This computer" in [tab.host.itemText(i) for i in range(tab.host.count())]
        assert w.feeds.primary_feed().name == "This computer"
        # Statistics > Daily history names it so too (its computer box said "vm").
        index = next(i for i in range(w.tabs.count()) if w.tabs.tabText(i).replace("&", "") == "Statistics")
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
        stats = w.stats.tab()
        stats.view.setCurrentIndex(stats.view.findText("Daily history"))
        qtbot.waitUntil(lambda: stats.daily.host_box.count() >= 1, timeout=5000)
        boxed = [stats.daily.host_box.itemText(i) for i in range(stats.daily.host_box.count())]
        assert boxed == ["This computer"] and stats.daily.host_box.currentText() == "This computer", boxed
