"""What a BOINC Manager veteran looks for in the menus (issue 36), driven as the volunteer
drives it: menu entries, shortcuts, the Projects tab's context menu, a restart.

The live tests run the real client against a demo project on 127.0.0.1 whose app
version carries a graphics program (a script that records how it was started) and
which sends two web links (``<gui_urls>``)."""
from __future__ import annotations

import gc
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt, QUrl
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QMenu
from pytestqt.qtbot import QtBot

from boinc_gui.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from boinc_gui.models import ROW_ROLE
from core.api.commands import Attach
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.demo import DemoProject
from core.demo.scheduler import DemoConfig
from core.persist import DataDir
from core.persist.accounts import read_account_file
from core.persist.prefs_file import write_global_prefs_override
from tests.gui.conftest import wait_snapshot
from tests.gui.live_env import FAST_PREFS, close_window
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
    w.url_opener = open_url  # type: ignore[attr-defined]
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
        names = [a.text() for a in _shown(web) if a.text()]
        assert "Home page" in names and "Your account" in names, names
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
        w.show_tab(1)
        running = select(w.tasks, lambda t: t.running and t.pid > 0)
        assert w.graphics_action.isEnabled()  # type: ignore[attr-defined]
        _entry(_menu(w, "Task"), "Show graphics").trigger()
        marker = Path(running.graphics_exec_path).parent / "graphics_started.txt"  # type: ignore[attr-defined]
        qtbot.waitUntil(marker.exists, timeout=15000)
        cwd, args = marker.read_text().splitlines()[:2]
        assert Path(cwd).resolve() == Path(running.slot_path).resolve()  # type: ignore[attr-defined]
        assert args == "--graphics"

        # Properties: BOINC Manager's process figures.
        dlg = w.task_properties()
        assert dlg is not None
        texts = {lab.objectName(): lab.text() for lab in dlg.findChildren(QLabel) if lab.objectName()}
        assert texts.get("Process ID", "---") != "---" and texts["Process ID"].isdigit(), texts
        assert texts["Slot directory"] == running.slot_path  # type: ignore[attr-defined]
        assert texts["Resources"] == "1 CPU"
        assert texts["Peak working set"] != "---"
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
