"""The all-computers view: rows of several real hosts merged, actions reach the row's host, dead hosts."""
from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, QTimer
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.feeds import ALL_ID, LOCAL_ID
from boinc_gui.hosts.selector import HostsUi
from boinc_gui.main_window import MainWindow
from boinc_gui.tables.models import HOST_ROLE, ROW_ROLE, STALE_ROLE
from boinc_gui.tables.table_view import TableTab
from core.api.commands import Attach
from core.client.gui_rpc import start_gui_rpc
from core.client.live import LiveClient
from core.guirpc.backend import Notice, StateBackend
from core.guirpc.server import GuiRpcServer
from core.state.enums import RunMode
from tests.core.client.e2e import demo_project, live_client
from tests.core.guirpc.sample import PASSWORD, URL, attached_snapshot
from tests.core.guirpc.wire_commands import ResultOp
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import menu_action
from tests.gui.test_hosts import hosts_ui, no_keyring

pytestmark = [pytest.mark.gui, pytest.mark.timeout(90)]


def cells(tab: Any, column_key: str) -> list[tuple[str, str]]:
    """(Computer, <column>) of every row shown, in view order."""
    cols = [c.key for c in tab.model.columns]
    comp, other = cols.index("computer"), cols.index(column_key)
    return [(str(tab.proxy.index(i, comp).data()), str(tab.proxy.index(i, other).data()))
            for i in range(tab.proxy.rowCount())]


def select_item(tab: TableTab, host: str, predicate: Callable[[object], bool]) -> None:
    for i in range(tab.proxy.rowCount()):
        idx = tab.proxy.index(i, 0)
        if idx.data(HOST_ROLE) == host and predicate(idx.data(ROW_ROLE)):
            tab.view.selectionModel().select(
                idx, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
            return
    raise AssertionError(f"no row of {host} matches")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def two_servers() -> Iterator[list[tuple[GuiRpcServer, StateBackend]]]:
    """Two hosts holding the same project and the same task names (their keys collide)."""
    servers = []
    for _ in range(2):
        backend = StateBackend(attached_snapshot(n_results=3))
        servers.append((GuiRpcServer(backend, PASSWORD, port=0), backend))
    for srv, _ in servers:
        srv.start()
    yield servers
    for srv, _ in servers:
        srv.stop()


def test_all_computers_merges_rows_and_sends_each_action_to_the_rows_host(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, two_servers: list[tuple[GuiRpcServer, StateBackend]]) -> None:
    (srv1, backend1), (srv2, backend2) = two_servers
    wait_snapshot(qtbot, window, lambda s: len(s.projects) == 3 and bool(s.tasks))
    ui = hosts_ui(window, tmp_path, no_keyring())
    lab1 = ui.manager.add("lab 1", "127.0.0.1", srv1.port, PASSWORD)
    lab2 = ui.manager.add("lab 2", "127.0.0.1", srv2.port, PASSWORD)
    try:
        ui.choose(ALL_ID)
        assert window.feeds.merged and "All computers" in window.windowTitle()
        qtbot.waitUntil(lambda: sorted(c for c, p in cells(window.projects, "project") if p == "Fixture Project")
                        == ["lab 1", "lab 2"], timeout=10000)
        projects = cells(window.projects, "project")
        assert len(projects) == 5
        assert {c for c, p in projects if p != "Fixture Project"} == {"This computer"}
        header = window.tasks.view.horizontalHeader()
        comp = [c.key for c in window.tasks.model.columns].index("computer")
        assert not header.isSectionHidden(comp) and header.visualIndex(comp) == 0
        # Same task names on both labs: six rows, none lost to a key collision.
        tasks = [(c, n) for c, n in cells(window.tasks, "name") if n.startswith("fixture_wu_")]
        assert sorted(tasks) == sorted((lab, f"fixture_wu_{i}_0") for lab in ("lab 1", "lab 2") for i in (3, 4, 5))
        qtbot.waitUntil(lambda: sum(1 for c, m in cells(window.log, "message") if c.startswith("lab")) >= 12,
                        timeout=5000)  # both labs' messages and notices, with their computer
        assert not window.disk.note.isHidden() and "This computer" in window.disk.note.text()

        # An action on a row of lab 2 reaches lab 2 only.
        window.tabs.setCurrentWidget(window.tasks)
        select_item(window.tasks, lab2.host_id, lambda r: r.name == "fixture_wu_4_0")  # type: ignore[attr-defined]
        window.task_actions["suspend"].trigger()
        assert backend2.wait_for_command(5)
        assert backend2.take_commands() == [ResultOp(URL, "fixture_wu_4_0", "suspend")]  # type: ignore[arg-type]
        qtbot.wait(300)
        assert backend1.commands() == []
        # The status bar's modes are one computer's: it says whose (issue 36, item 15).
        qtbot.waitUntil(lambda: window.activity_label.text().startswith("This computer: "), timeout=5000)
        # Activity > Suspend in the merged view asks first; "no" sends nothing anywhere.
        asked: list[str] = []

        def say_no(title: str, text: str) -> bool:
            asked.append(text)
            return False

        window.confirm = say_no
        window.run_actions[RunMode.NEVER].trigger()
        assert asked == ["Computing: suspend on all 3 computers shown?"]
        qtbot.wait(300)
        assert backend1.commands() == [] and backend2.commands() == []
        window.confirm = lambda title, text: True
        # Global actions in the merged view go to every computer, once said yes to.
        menu_action(window, "Activity", "Suspend").trigger()
        assert backend1.wait_for_command(5) and backend2.wait_for_command(5)

        ui.choose(lab1.host_id)  # one computer again: its rows only, no Computer column
        qtbot.waitUntil(lambda: window.tasks.model.rowCount() == 3, timeout=5000)
        assert header.isSectionHidden(comp) and window.disk.note.isHidden()
        assert window.tasks.model.hosts() == {lab1.host_id}
    finally:
        ui.manager.stop()


def test_an_action_on_a_live_host_comes_back_from_its_engine(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    live: LiveClient = live_client(tmp_path / "lab")
    server = start_gui_rpc(live, free_port())
    ui = hosts_ui(window, tmp_path, no_keyring())
    try:
        wait_snapshot(qtbot, window, lambda s: len(s.projects) == 3)
        local_urls = {p.url for p in window.snapshot.projects}  # type: ignore[union-attr]
        lab = ui.manager.add("lab", "127.0.0.1", server.port, live.session.password)
        assert live.submit(Attach(project.master_url, project.authenticator)).result(30).ok
        ui.choose(ALL_ID)

        def lab_projects() -> list[object]:
            m = window.projects.model
            return [m.row_at(i) for i in range(m.rowCount()) if m.host_at(i) == lab.host_id]
        qtbot.waitUntil(lambda: len(lab_projects()) == 1, timeout=30000)
        window.tabs.setCurrentWidget(window.projects)
        select_item(window.projects, lab.host_id, lambda r: True)
        menu_action(window, "Project", "No new tasks").trigger()
        # The effect comes back from the lab's engine through GUI RPC...
        qtbot.waitUntil(lambda: lab_projects()[0].no_new_tasks, timeout=15000)  # type: ignore[attr-defined]
        snap = live.poll_snapshot()
        assert snap is not None and snap.projects[0].no_new_tasks
        # ...and this computer's projects were not touched.
        local = window.feeds.latest[LOCAL_ID]
        assert {p.url for p in local.projects} == local_urls and not any(p.no_new_tasks for p in local.projects)
    finally:
        ui.manager.stop()
        server.stop()
        live.stop()
        project.stop()


def test_a_dead_and_a_silent_host_go_stale_and_the_window_keeps_running(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, two_servers: list[tuple[GuiRpcServer, StateBackend]]) -> None:
    (srv1, _), (srv2, _) = two_servers
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    held: list[socket.socket] = []

    def accept() -> None:
        try:
            while True:
                held.append(silent.accept()[0])
        except OSError:
            pass

    threading.Thread(target=accept, daemon=True).start()
    ui: HostsUi = hosts_ui(window, tmp_path, no_keyring())
    ticks: list[float] = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    try:
        alive = ui.manager.add("alive", "127.0.0.1", srv1.port, PASSWORD)
        doomed = ui.manager.add("doomed", "127.0.0.1", srv2.port, PASSWORD)
        ui.manager.add("mute", "127.0.0.1", silent.getsockname()[1], PASSWORD)
        ui.choose(ALL_ID)
        model = window.tasks.model

        def stale_of(host: str) -> set[bool]:
            return {model.index(i, 0).data(STALE_ROLE) for i in range(model.rowCount()) if model.host_at(i) == host}
        qtbot.waitUntil(lambda: stale_of(doomed.host_id) == {False} and stale_of(alive.host_id) == {False},
                        timeout=10000)
        timer.start(20)
        srv2.stop()  # the host dies: its rows stay, greyed, saying why
        qtbot.waitUntil(lambda: stale_of(doomed.host_id) == {True}, timeout=10000)
        assert stale_of(alive.host_id) == {False}
        names = {c for c, _ in cells(window.tasks, "name")}
        assert any(c.startswith("doomed (") and "refused" in c for c in names), names
        assert "alive" in names
        assert "2 of 4 answering" in ui.health.text()  # this computer and "alive"; "mute" never answered
        assert "mute: no answer" in ui.health.toolTip() or "mute: connecting" in ui.health.toolTip()
        menu_action(window, "Activity", "Run always").trigger()  # goes to the dead host too: must not block
        qtbot.wait(1200)
        gaps = [b - a for a, b in zip(ticks, ticks[1:])]
        assert len(ticks) > 30 and max(gaps) < 0.5, max(gaps)
    finally:
        timer.stop()
        ui.manager.stop()
        silent.close()
        for h in held:
            h.close()


def test_switching_computers_resets_disk_statistics_and_notices(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, two_servers: list[tuple[GuiRpcServer, StateBackend]]) -> None:
    (srv1, backend1), _ = two_servers
    window.bridge.client.set_speed(3600.0)  # type: ignore[attr-defined]
    wait_snapshot(qtbot, window, lambda s: s.disk is not None and len(s.stats) == 3)
    qtbot.waitUntil(lambda: window.stats.point_count() > 1 and window.disk.total.count() > 0, timeout=8000)
    ui = hosts_ui(window, tmp_path, no_keyring())
    try:
        lab = ui.manager.add("lab", "127.0.0.1", srv1.port, PASSWORD)
        ui.choose(lab.host_id)
        # The lab sends neither disk usage nor charts: nothing of this computer's may stay.
        assert window.disk.total.count() == 0 and window.disk.table.rowCount() == 0
        assert "does not report its disk usage" in window.disk.explanation.text()
        assert window.stats.point_count() == 0 and not window.stats._curves
        qtbot.waitUntil(lambda: any("A notice" in m for _, m in cells(window.log, "message")), timeout=8000)

        # The lab removes its notice and posts another: its notice list starts over (refresh).
        snap = backend1.snapshot()
        backend1.publish(replace(snap, notices=(Notice(2, "Later", "Another notice", snap.now, snap.now),)))
        qtbot.waitUntil(lambda: any("Another notice" in m for _, m in cells(window.log, "message")), timeout=8000)
        assert not any("A notice" in m for _, m in cells(window.log, "message"))

        ui.choose(LOCAL_ID)
        qtbot.waitUntil(lambda: window.disk.total.count() > 0 and window.stats.point_count() > 0, timeout=8000)
    finally:
        ui.manager.stop()
