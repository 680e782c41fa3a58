"""The window over a live EmulatedClient: every tab shows the engine's data, every action reaches it."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from boinc_gui.main_window import MainWindow
from boinc_gui.tables.models import ROW_ROLE
from boinc_gui.tables.table_view import TableTab
from core.api.snapshot import Change, ClientSnapshot
from core.state import RunMode
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import menu_action, open_from_menu

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


def select(tab: TableTab, predicate: object) -> object:
    """Select the first row (in view order) whose row object satisfies ``predicate``."""
    for i in range(tab.proxy.rowCount()):
        row = tab.proxy.index(i, 0).data(ROW_ROLE)
        if callable(predicate) and predicate(row):
            tab.view.selectionModel().select(
                tab.proxy.index(i, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
            return row
    raise AssertionError("no row matches")


def shown(tab: TableTab) -> list[str]:
    return [str(tab.proxy.index(i, 0).data()) for i in range(tab.proxy.rowCount())]


def test_tabs_show_the_engine_data_and_update(qtbot: QtBot, window: MainWindow) -> None:
    snap = wait_snapshot(qtbot, window, lambda s: any(t.running for t in s.tasks) and len(s.projects) == 3)
    assert snap.emulated and "Emulated" in window.banner.text()
    assert sorted(shown(window.projects)) == sorted(p.name for p in snap.projects)
    assert window.tasks.model.rowCount() == len(snap.tasks)
    first_time, first_progress = snap.time, {t.key: t.fraction_done for t in snap.tasks if t.running}
    later = wait_snapshot(qtbot, window, lambda s: s.time > first_time + 600)
    moved = [t for t in later.tasks if t.key in first_progress and t.fraction_done > first_progress[t.key]]
    finished = [k for k in first_progress if k not in {t.key for t in later.tasks if t.running}]
    assert moved or finished, "running tasks neither progressed nor finished"
    # The table shows the progress of the newest snapshot, cell by cell.
    for i in range(window.tasks.model.rowCount()):
        row = window.tasks.model.row_at(i)
        assert window.tasks.model.index(i, 1).data() == f"{row.fraction_done * 100:.3f}%"
    assert window.log.model.rowCount() > 3
    assert any("Scheduler request" in window.log.model.row_at(i).body for i in range(window.log.model.rowCount()))
    assert window.disk.total.count() == 4 and window.disk.by_project.count() >= 1
    assert "disk" in window.disk.explanation.text().lower()
    qtbot.waitUntil(lambda: window.stats.point_count() >= 3, timeout=5000)
    assert Change.TASKS in later.changes or Change.PROJECTS in later.changes


@pytest.mark.emulated_speed(60.0)  # as below: the first downloads, seen
def test_transfers_tab_shows_downloads(qtbot: QtBot, window: MainWindow, client: object) -> None:
    snap = wait_snapshot(qtbot, window, lambda s: bool(s.transfers), timeout=15000)
    assert window.transfers.model.rowCount() == len(snap.transfers)
    assert any(str(window.transfers.model.index(i, 6).data()).startswith(("Download", "Upload"))
               for i in range(window.transfers.model.rowCount()))


def test_project_actions_reach_the_engine(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: len(s.projects) == 3)
    window.tabs.setCurrentWidget(window.projects)
    select(window.projects, lambda r: r.name == "climate")
    menu_action(window, "Project", "Suspend").trigger()
    snap = wait_snapshot(qtbot, window, lambda s: any(p.name == "climate" and p.suspended for p in s.projects))
    assert "Suspended by user" in next(p.status for p in snap.projects if p.name == "climate")
    wait_snapshot(qtbot, window, lambda s: all(t.status == "Project suspended by user"
                                               for t in s.tasks if t.project_name == "climate" and not t.finished))
    select(window.projects, lambda r: r.name == "climate")
    menu_action(window, "Project", "Resume").trigger()
    wait_snapshot(qtbot, window, lambda s: any(p.name == "climate" and not p.suspended for p in s.projects))
    select(window.projects, lambda r: r.name == "pulsars")
    menu_action(window, "Project", "No new tasks").trigger()
    snap = wait_snapshot(qtbot, window, lambda s: any(p.name == "pulsars" and p.no_new_tasks for p in s.projects))
    assert "Won't get new tasks" in next(p.status for p in snap.projects if p.name == "pulsars")
    select(window.projects, lambda r: r.name == "pulsars")
    menu_action(window, "Project", "Allow new tasks").trigger()
    wait_snapshot(qtbot, window, lambda s: any(p.name == "pulsars" and not p.no_new_tasks for p in s.projects))
    before = next(p.last_rpc_time for p in window.snapshot.projects if p.name == "proteins")  # type: ignore[union-attr]
    select(window.projects, lambda r: r.name == "proteins")
    menu_action(window, "Project", "Update").trigger()
    wait_snapshot(qtbot, window, lambda s: any(p.name == "proteins" and p.last_rpc_time > before for p in s.projects))
    select(window.projects, lambda r: r.name == "proteins")
    dlg = open_from_menu(window, QDialog, "Project", "Properties")
    assert "proteins" in dlg.windowTitle()
    dlg.close()
    select(window.projects, lambda r: r.name == "climate")
    menu_action(window, "Project", "Reset project").trigger()
    wait_snapshot(qtbot, window, lambda s: not any(t.project_name == "climate" and t.cpu_time_s > 0 for t in s.tasks))
    select(window.projects, lambda r: r.name == "pulsars")
    menu_action(window, "Project", "Remove").trigger()
    wait_snapshot(qtbot, window, lambda s: [p.name for p in s.projects] == ["climate", "proteins"])
    qtbot.waitUntil(lambda: sorted(shown(window.projects)) == ["climate", "proteins"], timeout=3000)


def test_detach_asks_first(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: len(s.projects) == 3)
    asked: list[str] = []

    def refuse(title: str, text: str) -> bool:
        asked.append(text)
        return False
    window.confirm = refuse
    select(window.projects, lambda r: r.name == "pulsars")
    menu_action(window, "Project", "Remove").trigger()
    assert asked and "pulsars" in asked[0]
    qtbot.wait(600)
    assert any(p.name == "pulsars" for p in window.snapshot.projects)  # type: ignore[union-attr]


def test_task_actions_reach_the_engine(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: sum(1 for t in s.tasks if not t.finished and not t.active) >= 1
                         and any(t.running for t in s.tasks))
    window.bridge.client.set_speed(60.0)  # type: ignore[attr-defined]
    window.tabs.setCurrentWidget(window.tasks)
    target = select(window.tasks, lambda r: r.running)
    menu_action(window, "Task", "Suspend").trigger()
    wait_snapshot(qtbot, window, lambda s: any(t.key == target.key and t.status == "Task suspended by user"  # type: ignore[attr-defined]
                                               and not t.running for t in s.tasks))
    select(window.tasks, lambda r: r.key == target.key)  # type: ignore[attr-defined]
    dlg = open_from_menu(window, QDialog, "Task", "Properties")
    assert target.name in dlg.windowTitle()  # type: ignore[attr-defined]
    dlg.close()
    menu_action(window, "Task", "Resume").trigger()
    wait_snapshot(qtbot, window, lambda s: any(t.key == target.key and not t.suspended for t in s.tasks))  # type: ignore[attr-defined]
    victim = select(window.tasks, lambda r: not r.finished)
    menu_action(window, "Task", "Abort").trigger()
    wait_snapshot(qtbot, window, lambda s: all(t.status == "Aborted by user" for t in s.tasks if t.key == victim.key))  # type: ignore[attr-defined]


def test_active_only_filter(qtbot: QtBot, window: MainWindow) -> None:
    model = window.tasks.model

    def hidden(r: Any) -> bool:  # what "Active only" leaves out: finished, or waiting without a download
        return bool(r.finished or not (r.active or r.status.startswith("Download")))

    # A task that is not active may be downloading, which the filter keeps: wait for one it hides.
    qtbot.waitUntil(lambda: any(model.row_at(i).running for i in range(model.rowCount()))
                    and any(hidden(model.row_at(i)) for i in range(model.rowCount())), timeout=8000)
    window.active_only.setChecked(True)
    assert 0 < window.tasks.proxy.rowCount() < window.tasks.model.rowCount()
    shown = [window.tasks.proxy.index(i, 0).data(ROW_ROLE) for i in range(window.tasks.proxy.rowCount())]
    assert all(r.active or "Download" in r.status for r in shown)
    window.active_only.setChecked(False)
    assert window.tasks.proxy.rowCount() == window.tasks.model.rowCount()


# 30x from the start: the first downloads come at once and last long enough to be seen. Slowed
# only later, the client could be past them at 1800x, with the next transfer hours of its time
# (minutes of ours) away (CI, loaded: no transfer in 15 s).
@pytest.mark.emulated_speed(30.0)
def test_transfer_actions_reach_the_engine(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: len(s.transfers) >= 1, timeout=15000)
    # Back to real time: at 30x a transfer could finish between its selection and the abort,
    # which then had nothing to abort and logged nothing (1 run in 5 failed so).
    window.bridge.client.set_speed(1.0)
    window.tabs.setCurrentWidget(window.transfers)
    qtbot.waitUntil(lambda: window.transfers.proxy.rowCount() >= 1, timeout=3000)
    # The transfer with the most left to go: under a loaded machine's delays one nearly done could
    # still finish before the abort reached the engine, and leave nothing to abort.
    rows = [window.transfers.proxy.index(i, 0).data(ROW_ROLE) for i in range(window.transfers.proxy.rowCount())]
    most_left = max(rows, key=lambda r: r.nbytes - r.bytes_done)
    victim = select(window.transfers, lambda r: r.key == most_left.key)
    menu_action(window, "Transfer", "Retry now").trigger()  # harmless on an active transfer; must be accepted
    menu_action(window, "Transfer", "Abort transfer").trigger()
    snap = wait_snapshot(qtbot, window, lambda s: all(t.key != victim.key for t in s.transfers))  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: any("Aborted transfer" in window.log.model.row_at(i).body
                                for i in range(window.log.model.rowCount())), timeout=10_000)
    assert snap is not None


def test_activity_modes_and_snooze(qtbot: QtBot, window: MainWindow) -> None:
    wait_snapshot(qtbot, window, lambda s: any(t.running for t in s.tasks))
    window.bridge.client.set_speed(60.0)  # type: ignore[attr-defined]
    window.run_actions[RunMode.NEVER].trigger()
    wait_snapshot(qtbot, window, lambda s: s.activity.run_mode == RunMode.NEVER and not any(t.running for t in s.tasks))
    assert "suspended" in window.activity_label.text().lower()
    window.run_actions[RunMode.AUTO].trigger()
    wait_snapshot(qtbot, window, lambda s: s.activity.run_mode == RunMode.AUTO)
    window.net_actions[RunMode.NEVER].trigger()
    wait_snapshot(qtbot, window, lambda s: s.activity.network_mode == RunMode.NEVER and not s.activity.network)
    window.net_actions[RunMode.ALWAYS].trigger()
    wait_snapshot(qtbot, window, lambda s: s.activity.network_mode == RunMode.ALWAYS)
    window.snooze_actions[0].trigger()  # 15 minutes
    snap = wait_snapshot(qtbot, window, lambda s: s.activity.snooze_until is not None)
    assert snap.activity.snooze_until == pytest.approx(snap.time + 900, abs=120)
    assert "Snoozed: 00:" in window.activity_label.text()
    wait_snapshot(qtbot, window, lambda s: not s.activity.computing)
    menu_action(window, "Activity", "Snooze", "Resume now").trigger()
    wait_snapshot(qtbot, window, lambda s: s.activity.snooze_until is None)
    window.snooze_actions[3].trigger()  # until resumed
    wait_snapshot(qtbot, window, lambda s: s.activity.snooze_until == float("inf"))
    assert "until resumed" in window.activity_label.text()


def test_column_chooser_and_saved_layout(qtbot: QtBot, window: MainWindow) -> None:
    tab = window.tasks
    header = tab.view.horizontalHeader()
    completion = next(i for i, c in enumerate(tab.model.columns) if c.key == "completion")
    assert header.isSectionHidden(completion)  # "Estimated completion" is hidden by default
    menu = tab.column_menu()
    actions = [a for a in menu.actions() if a.isCheckable()]
    actions[completion].setChecked(True)
    assert not header.isSectionHidden(completion)
    header.moveSection(header.visualIndex(7), 0)
    header.resizeSection(2, 333)
    tab.view.sortByColumn(4, tab.view.horizontalHeader().sortIndicatorOrder())
    fresh = TableTab("Tasks", type(tab.model)(tab.model.columns, lambda r: r.key), window.settings)
    fh = fresh.view.horizontalHeader()
    assert not fh.isSectionHidden(completion) and fh.visualIndex(7) == 0 and fh.sectionSize(2) == 333
    assert fh.sortIndicatorSection() == 4
    fresh.deleteLater()


def test_keyboard_shortcuts_switch_tabs_and_focus_filter(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    for i in range(6):
        qtbot.keyClick(window, Qt.Key(int(Qt.Key.Key_1) + i), Qt.KeyboardModifier.ControlModifier)  # type: ignore[no-untyped-call]
        assert window.tabs.currentIndex() == i
    window.tabs.setCurrentWidget(window.tasks)
    window.focus_filter()
    assert window.tasks.filter.hasFocus() or window.focusWidget() is window.tasks.filter


def test_snapshot_type(qtbot: QtBot, window: MainWindow) -> None:
    snap = wait_snapshot(qtbot, window, lambda s: True)
    assert isinstance(snap, ClientSnapshot) and snap.prefs is not None
