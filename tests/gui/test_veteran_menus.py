"""What a BOINC Manager veteran looks for in the menus (issue 36), driven as the volunteer
drives it: menu entries, shortcuts, the Projects tab's context menu, a restart.

The live tests run the real client against a demo project on 127.0.0.1 whose app
version carries a graphics program (a script that records how it was started) and
which sends two web links (``<gui_urls>``)."""
from __future__ import annotations

import gc
import re
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt, QUrl
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QDialog, QLabel, QMenu
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.i18n import client_text
from boinc_gui.main_window import MainWindow
from boinc_gui.shell.accelerators import accelerator
from boinc_gui.tables.models import ROW_ROLE
from core.api.commands import NetworkAvailable
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.demo import DemoProject
from core.demo.scheduler import DemoConfig
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from core.ids import FileName
from core.persist import DataDir
from core.persist.accounts import read_account_file
from core.persist.prefs_file import write_global_prefs_override
from core.remote.client import RemoteClient
from core.state import RunMode
from tests.core.guirpc.sample import PASSWORD, attached_snapshot
from tests.gui.catalogues import Speaker
from tests.gui.conftest import wait_snapshot
from tests.gui.live_env import FAST_PREFS, close_window
from tests.gui.menus import menu_action, open_from_menu
from tests.gui.test_window import select

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(180)]

ROOT = Path(__file__).resolve().parents[2]
GRAPHICS_SCRIPT = f"""#!{sys.executable}
import os, sys
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "graphics_started.txt"), "a") as f:
    f.write(os.getcwd() + "\\n" + " ".join(sys.argv[1:]) + "\\n")
"""


def _app_dir(tmp: Path) -> Path:
    """The demo app, slowed down so a task runs for a while, plus a graphics program."""
    app = tmp / "app"
    app.mkdir()
    shutil.copy(ROOT / "resources" / "demo_app" / "demo_app.py", app / "demo_app.py")
    (app / "graphics_app").write_text(GRAPHICS_SCRIPT)
    (app / "boinc_app.toml").write_text('main_program = "demo_app.py"\nfiles = ["demo_app.py", "graphics_app"]\n'
                                        'command_line = "--delay 0.3"\napi_version = "7.20.0"\n')
    return app


class Env:
    def __init__(self, window: MainWindow, project: DemoProject, client: LiveClient, data: Path) -> None:
        self.window, self.project, self.client, self.data = window, project, client, data


@contextmanager
def live(tmp: Path, opened: list[str], project: DemoProject | None = None) -> Iterator[Env]:
    own = project is None
    if project is None:
        project = DemoProject(tmp / "project", app_dir=_app_dir(tmp),
                              config=DemoConfig(request_delay_s=1.0, job_size=600_000, ready_jobs=2))
        project.start()
    dd = DataDir(tmp / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    client = LiveClient(dd.root, SessionOptions(seed=3), probe_attach=False)
    client.attach_when_empty = (project.master_url, project.authenticator)
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(tmp / "manager.ini"), QSettings.Format.IniFormat), None)
    w.confirm = lambda title, text: True
    def open_url(url: QUrl) -> bool:  # where the browser would have gone
        opened.append(url.toString())
        return True
    w.url_opener = open_url
    w.resize(1280, 800)
    w.show()
    bridge.start()
    env = Env(w, project, client, dd.root)
    try:
        yield env
    finally:
        env.window.bridge.stop()
        if own:
            project.stop()
        close_window(env.window)
        gc.collect()


def _menu(w: MainWindow, title: str) -> QMenu:
    for act in w.menuBar().actions():
        if act.text().replace("&", "") == title:
            menu = act.menu()
            assert isinstance(menu, QMenu)
            return menu
    raise AssertionError(f"no {title} menu")


def _shown(menu: QMenu) -> list[QAction]:
    """The menu's entries as a click shows them (its aboutToShow runs)."""
    menu.popup(QPoint(40, 40))
    try:
        return list(menu.actions())
    finally:
        menu.hide()


def _entry(menu: QMenu, text: str) -> QAction:
    for act in _shown(menu):
        if act.text().replace("&", "") == text:
            return act
    raise AssertionError(f"no {text!r} in {[a.text() for a in menu.actions()]}")


def test_web_links_graphics_and_task_properties_over_the_live_client(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    opened: list[str] = []
    with live(tmp_path, opened) as env:
        w = env.window
        snap = wait_snapshot(qtbot, w, lambda s: bool(s.projects) and bool(s.projects[0].links), timeout=60000)
        master = env.project.master_url
        # Project > Web pages, with the project selected in the Projects tab.
        select(w.projects, lambda p: True)
        web = _entry(_menu(w, "Project"), "Web pages").menu()
        assert isinstance(web, QMenu)
        texts = [a.text() for a in _shown(web) if a.text()]
        names = [t.replace("&", "") for t in texts]
        assert "Home page" in names and "Your account" in names, names
        # Each of the project's links reachable by a key of its own (issue 36), besides the home page's.
        keys = [accelerator(t) for t in texts]
        assert None not in keys and len(set(keys)) == len(keys), texts
        _entry(web, "Your account").trigger()
        assert opened[-1] == master.rstrip("/") + "/home.php"
        # The same submenu is in the Projects tab's context menu.
        assert web.menuAction() in w.projects.view.actions()
        # The client kept them in the project's account file (they survive a restart there).
        account = read_account_file(DataDir(env.data).account_file(snap.projects[0].url))
        assert "<name>Your account</name>" in account.gui_urls

        # A running task: Show graphics starts the graphics program in its slot, with --graphics.
        snap = wait_snapshot(qtbot, w, lambda s: any(t.running and t.pid > 0 and t.slot_path for t in s.tasks),
                             timeout=60000)
        menu_action(w, "View", "Tasks").trigger()
        running = select(w.tasks, lambda t: t.running and t.pid > 0)
        assert w.graphics_action.isEnabled()
        _entry(_menu(w, "Task"), "Show graphics").trigger()
        marker = Path(running.graphics_exec_path).parent / "graphics_started.txt"  # type: ignore[attr-defined]
        # Written by the graphics program as it starts: the file can exist a moment before its lines.
        qtbot.waitUntil(lambda: marker.exists() and len(marker.read_text().splitlines()) >= 2, timeout=15000)
        cwd, args = marker.read_text().splitlines()[:2]
        assert Path(cwd).resolve() == Path(running.slot_path).resolve()  # type: ignore[attr-defined]
        assert args == "--graphics"

        # Properties: BOINC Manager's process figures (its progress rate once there is progress).
        wait_snapshot(qtbot, w, lambda s: any(t.key == running.key and t.fraction_done > 0 for t in s.tasks),
                      timeout=30000)
        dlg = open_from_menu(w, QDialog, "Task", "Properties")
        texts = {lab.objectName(): lab.text() for lab in dlg.findChildren(QLabel) if lab.objectName()}
        assert texts.get("Process ID", "---") != "---" and texts["Process ID"].isdigit(), texts
        assert texts["Slot directory"] == running.slot_path  # type: ignore[attr-defined]
        assert texts["Resources"] == "1 CPU"
        assert texts["Peak working set"] != "---"
        rate = re.fullmatch(r"([\d.]+)% per (hour|minute|second)", texts["Progress rate"])
        assert rate is not None and float(rate.group(1)) < 100, texts["Progress rate"]  # BOINC Manager's unit rule
        dlg.close()

        # CPU time and CPU % columns, shown from the column chooser.
        keys = [c.key for c in w.tasks.model.columns]
        chooser = w.tasks.column_menu()
        for act in chooser.actions():
            if act.text() in ("CPU time", "CPU %"):
                act.trigger()
        assert not w.tasks.view.isColumnHidden(keys.index("cpu_percent"))
        def cpu_shown() -> None:
            for i in range(w.tasks.proxy.rowCount()):
                row = w.tasks.proxy.index(i, 0).data(ROW_ROLE)
                if row.running and row.cpu_percent > 0:
                    pct = str(w.tasks.proxy.index(i, keys.index("cpu_percent")).data())
                    assert pct.endswith("%") and 0 < float(pct.split()[0]) <= 100 * 1.5
                    return
            raise AssertionError("no running task with a CPU %")
        qtbot.waitUntil(cpu_shown, timeout=20000)

        # The simple view (View > Simple view): the running task's project, its progress and the credit.
        _entry(_menu(w, "View"), "Simple view").trigger()
        simple = w.simple_view
        card = simple.cards[0]
        qtbot.waitUntil(lambda: card.isVisible() and card.bar.value() > 0, timeout=30000)
        assert card.project.text() == running.project_name  # type: ignore[attr-defined]
        assert "% done" in card.detail.text() and card.credit.text().startswith(f"Your credit at {card.project.text()}")
        assert not w.isVisible()


def _front(qtbot: QtBot, w: MainWindow) -> None:
    """The window in front, as a click on it puts it (shortcuts go to the active window)."""
    w.raise_()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=5000)


def _quit(w: MainWindow) -> Path:
    """File > Exit: the window closes and the client stops and saves; returns the settings' folder."""
    w.quitting = True
    w.close()
    w.bridge.stop()
    folder = Path(w.settings.fileName()).parent
    close_window(w)
    return folder


def test_tools_event_log_window_help_and_simple_view_across_a_restart(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    from tests.gui.live_env import live_window_env

    opened: list[str] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url.toString())
        return True
    with live_window_env(tmp_path) as env:
        w = env.window
        w.url_opener = open_url
        name = env.project.config.project_name
        wait_snapshot(qtbot, w, lambda s: bool(s.projects) and s.projects[0].name == name, timeout=40000)
        data = env.client.session.dd.root
        tools = _menu(w, "Tools")

        # Tools > Event log options: tick a flag, OK; the client's cc_config.xml has it and is read again.
        _entry(tools, "Event log options…").trigger()
        dlg = w.log_flags_dialog
        box = next(b for b in dlg.findChildren(QCheckBox) if b.text() == "cpu_sched_debug")
        assert not box.isChecked()
        QTest.mouseClick(box, Qt.MouseButton.LeftButton)
        dlg.buttons.button(dlg.buttons.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: "<cpu_sched_debug>1</cpu_sched_debug>" in (data / "cc_config.xml").read_text()
                        if (data / "cc_config.xml").exists() else False, timeout=10000)
        def log_lines() -> list[str]:
            return [str(w.log.model.row_at(i).body) for i in range(w.log.model.rowCount())]
        qtbot.waitUntil(lambda: any("Re-reading cc_config.xml" in b for b in log_lines()), timeout=10000)
        _entry(tools, "Event log options…").trigger()
        again = w.log_flags_dialog
        assert next(b for b in again.findChildren(QCheckBox) if b.text() == "cpu_sched_debug").isChecked()
        assert next(b for b in again.findChildren(QCheckBox) if b.text() == "task").isChecked()  # the rest kept
        again.reject()

        # Tools > Read config files and Run CPU benchmarks reach the client (its event log answers).
        before = sum("Re-reading cc_config.xml" in b for b in log_lines())
        _entry(tools, "Read config files").trigger()
        qtbot.waitUntil(lambda: sum("Re-reading cc_config.xml" in b for b in log_lines()) > before, timeout=10000)
        _entry(tools, "Run CPU benchmarks").trigger()
        qtbot.waitUntil(lambda: any("benchmark" in b.lower() for b in log_lines()), timeout=10000)

        # Ctrl+Shift+L: the event log in its own window, filtered by project; Copy selected / Copy all.
        _front(qtbot, w)
        QTest.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        log_win = w.event_log_window
        assert log_win.isVisible() and log_win.proxy.rowCount() == w.log.model.rowCount()
        index = log_win.project.findData(name)
        assert index > 0, [log_win.project.itemText(i) for i in range(log_win.project.count())]
        log_win.project.setCurrentIndex(index)
        assert 0 < log_win.proxy.rowCount() < w.log.model.rowCount()
        QTest.mouseClick(log_win.copy_all_button, Qt.MouseButton.LeftButton)
        copied = QGuiApplication.clipboard().text().splitlines()
        assert len(copied) == log_win.proxy.rowCount() and all(name in line for line in copied)
        assert not log_win.copy_selected_button.isEnabled()
        log_win.view.selectRow(0)
        QTest.mouseClick(log_win.copy_selected_button, Qt.MouseButton.LeftButton)
        assert QGuiApplication.clipboard().text() == copied[0]
        log_win.activateWindow()
        qtbot.waitUntil(log_win.isActiveWindow, timeout=5000)
        QTest.keyClick(log_win.view, Qt.Key.Key_Escape)  # closes as a dialog does (issue 36: keys only)
        assert not log_win.isVisible()

        # F1: our documentation's front page.
        _front(qtbot, w)
        QTest.keyClick(w, Qt.Key.Key_F1)
        assert opened and opened[-1].startswith("file://") and opened[-1].endswith("/docs/index.md")
        assert Path(QUrl(opened[-1]).toLocalFile()).read_text().startswith("# boinc-gui documentation")

        # Ctrl+Shift+S: the simple view names the science and pauses everything with one button.
        QTest.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        simple = w.simple_view
        qtbot.waitUntil(lambda: simple.isVisible() and not w.isVisible(), timeout=5000)
        qtbot.waitUntil(lambda: name in simple.headline.text(), timeout=30000)
        assert simple.pause_button.text() == "Pause"
        QTest.mouseClick(simple.pause_button, Qt.MouseButton.LeftButton)
        wait_snapshot(qtbot, w, lambda s: s.activity.run_mode == RunMode.NEVER and not s.activity.computing)
        qtbot.waitUntil(
            lambda: simple.pause_button.text() == "Resume" and "suspended" in simple.headline.text().lower(),
            timeout=5000,
        )
        QTest.mouseClick(simple.pause_button, Qt.MouseButton.LeftButton)
        wait_snapshot(qtbot, w, lambda s: s.activity.run_mode == RunMode.AUTO)
        qtbot.waitUntil(lambda: simple.pause_button.text() == "Pause", timeout=5000)
        # The tray's Open and a second launch bring the window to the front: the simple view it is.
        w.bring_to_front()
        qtbot.waitUntil(lambda: simple.isVisible() and not w.isVisible(), timeout=5000)

        # A restart opens the view the volunteer left.
        folder = _quit(w)
        client = LiveClient(data, SessionOptions(seed=4), probe_attach=False)
        bridge = ClientBridge(client)
        restarted = MainWindow(bridge, QSettings(str(folder / "manager.ini"), QSettings.Format.IniFormat), None)
        restarted.resize(1280, 800)
        restarted.show()
        env.window = restarted
        bridge.start()
        qtbot.waitUntil(lambda: getattr(restarted, "simple_view", None) is not None
                        and restarted.simple_view.isVisible() and not restarted.isVisible(), timeout=10000)
        view: Any = restarted.simple_view
        assert restarted.simple_action.isChecked()
        def named() -> None:
            assert name in view.headline.text(), (view.headline.text(), restarted.snapshot)
        qtbot.waitUntil(named, timeout=30000)
        # And back: Advanced view.
        QTest.mouseClick(view.advanced_button, Qt.MouseButton.LeftButton)
        assert restarted.isVisible() and not view.isVisible()


def test_retry_all_transfers_sends_the_waiting_uploads_at_once(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, speak: Speaker) -> None:
    with live(tmp_path, []) as env:
        w = env.window
        wait_snapshot(qtbot, w, lambda s: any(t.running for t in s.tasks), timeout=60000)
        env.project.stop()  # the project's server goes down: the running task's upload fails and backs off
        snap = wait_snapshot(qtbot, w, lambda s: any(t.retry_at > s.time + 60 and not t.failed for t in s.transfers),
                             timeout=90000)
        waiting = {t.key for t in snap.transfers if t.retry_at > snap.time + 60}
        env.project.start()  # back, on the same port; the client would wait its backoff out
        _entry(_menu(w, "Tools"), "Retry all transfers").trigger()

        def sent() -> None:
            left = [t for t in (w.snapshot.transfers if w.snapshot is not None else ()) if t.key in waiting]
            assert not left, [(t.file_name, t.status) for t in left]
        qtbot.waitUntil(sent, timeout=30000)
        # One command did it (BOINC Manager's network_available), not one retry per transfer: the
        # client's line for it says how many it retried, once.
        said = [str(w.log.model.row_at(i).body) for i in range(w.log.model.rowCount())]
        said = [b for b in said if b.startswith("Network available:")]
        assert len(said) == 1, said
        # At least those seen waiting: another upload may have failed and be waiting by the time it runs.
        m = re.fullmatch(r"Network available: scheduler backoffs lifted, (\d+) transfers? retried now", said[0])
        assert m is not None and int(m.group(1)) >= len(waiting), (said, waiting)
        n = int(m.group(1))
    # The line is one the window says in the volunteer's language, with the count.
    assert speak("de").ours is not None
    assert client_text(said[0]) == ("Netzwerk verfügbar: Wartezeiten vor Scheduler-Anfragen aufgehoben; jetzt erneut "
                                    f"versuchte Übertragungen: {n}")


def test_retry_all_transfers_is_one_network_available_per_remote_host(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    """Over GUI RPC (to a real BOINC client as to ours) the entry sends ``<network_available/>``
    once, whatever the number of transfers waiting; BOINC's handler retries them all. The server
    here records what the window's remote client sent."""
    snap = attached_snapshot(n_results=1)
    first = snap.transfers[0]
    waiting = (first, replace(first, name=FileName("fixture_wu_8_out"), active=False,
                                      next_request_time=snap.now + 600, num_retries=3))
    backend = StateBackend(replace(snap, transfers=waiting))
    with GuiRpcServer(backend, PASSWORD, port=0) as srv:
        remote = RemoteClient("127.0.0.1", srv.port, PASSWORD, poll_interval_s=0.2, timeout_s=5)
        bridge = ClientBridge(remote)
        w = MainWindow(bridge, QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), None)
        w.resize(1280, 800)
        w.show()
        bridge.start()
        try:
            wait_snapshot(qtbot, w, lambda s: len(s.transfers) == 2, timeout=20000)
            backend.take_commands()  # whatever the first polls left
            _entry(_menu(w, "Tools"), "Retry all transfers").trigger()
            got: list[object] = []
            qtbot.waitUntil(lambda: got.extend(backend.take_commands()) or bool(got), timeout=10000)
            qtbot.wait(500)  # a second command, had there been one, would be in by now
            got.extend(backend.take_commands())
            assert got == [NetworkAvailable()]
            assert w.statusBar().currentMessage() == "Retrying 2 transfers"
        finally:
            bridge.stop()
            close_window(w)
