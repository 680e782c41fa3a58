"""Screenshots in LIVE mode: the window over the real live client, two demo projects of the same name,
and a second computer (another ``boinc-core run`` on loopback) added under Hosts; every tab and
dialog at 1280x800, saved under tests/artifacts/live/ (ignored by git, as tests/artifacts/ is).
``test_live_screenshots_hidpi`` runs the same in a child process at ``QT_SCALE_FACTOR=2``
(Qt reads it only at start) into tests/artifacts/live/hidpi/."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.attach import AttachDialog
from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.hosts.feeds import ALL_ID, LOCAL_ID
from boinc_gui.main_window import TAB_NAMES
from boinc_gui.pref_fields import PAGES, page_slug
from boinc_gui.theme import Theme, apply_theme
from tests.gui.conftest import ARTIFACTS, ROOT, wait_snapshot
from tests.gui.live_env import SIZE, live_window_env, second_host, second_project
from tests.gui.menus import open_from_menu
from tests.gui.test_screenshots import _over_window
from tests.gui.test_window import select

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(150)]
OUT = Path(os.environ.get("BOINC_GUI_LIVE_SHOTS", str(ARTIFACTS / "live")))
TABS = ["projects", "tasks", "transfers", "disk", "statistics", "event-log", "notices", "history"]


def _save(pix: object, name: str) -> None:
    assert pix.save(str(OUT / f"{name}.png"))  # type: ignore[attr-defined]


def test_live_screenshots(qtbot: QtBot, qapp: object, tmp_path: Path) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    apply_theme(qapp, Theme.LIGHT)  # type: ignore[arg-type]
    assert len(TABS) == len(TAB_NAMES)
    with live_window_env(tmp_path, with_hosts=True, newer_client_version="99.0.0") as env:
        w = env.window
        w.apply_settings()
        wait_snapshot(qtbot, w, lambda s: bool(s.projects) and bool(s.tasks), timeout=40000)
        second_project(env)
        wait_snapshot(qtbot, w, lambda s: len(s.projects) == 2 and all(p.name != p.url for p in s.projects)
                      and any(t.running for t in s.tasks), timeout=40000)
        qtbot.waitUntil(lambda: w.stats.point_count() >= 8, timeout=20000)
        for i, name in enumerate(TABS):
            w.tabs.setCurrentIndex(i)
            qtbot.wait(400)
            pix = w.grab()
            ratio = pix.devicePixelRatio()
            assert (pix.width(), pix.height()) == (round(SIZE[0] * ratio), round(SIZE[1] * ratio))
            _save(pix, name)
        dialogs = []
        prefs = open_from_menu(w, PreferencesDialog, "Tools", "Preferences…")
        prefs.resize(900, 640)
        for page in PAGES:
            prefs.show_page(page)
            qtbot.wait(50)
            _save(_over_window(w, prefs), f"preferences-{page_slug(page)}")
        prefs.close()
        attach = open_from_menu(w, AttachDialog, "Tools", "Add project…")
        attach.resize(640, 230)
        qtbot.wait(50)
        _save(_over_window(w, attach), "attach")
        attach.close()
        w.tabs.setCurrentWidget(w.projects)
        select(w.projects, lambda p: True)
        w.projects.view.selectRow(0)
        dlg = open_from_menu(w, QDialog, "Project", "Properties")
        qtbot.wait(50)
        _save(_over_window(w, dlg), "project-properties")
        dlg.close()
        w.tabs.setCurrentWidget(w.tasks)
        w.tasks.view.selectRow(0)
        dlg = open_from_menu(w, QDialog, "Task", "Properties")
        qtbot.wait(50)
        _save(_over_window(w, dlg), "task-properties")
        dlg.close()
        assert env.ui is not None
        hosts = env.ui.open_dialog()
        qtbot.wait(50)
        _save(_over_window(w, hosts), "hosts")
        hosts.close()
        with second_host(env) as entry:
            env.ui.choose(ALL_ID)
            qtbot.waitUntil(lambda: len(w.tasks.model.hosts()) == 2, timeout=60000)
            for name, tab in (("all-computers-projects", w.projects), ("all-computers-tasks", w.tasks),
                              ("all-computers-event-log", w.log)):
                w.tabs.setCurrentWidget(tab)
                qtbot.wait(400)
                _save(w.grab(), name)
            dialogs.append(entry.host_id)
            env.ui.choose(LOCAL_ID)
    expected = ({f"{n}.png" for n in TABS} | {f"preferences-{page_slug(p)}.png" for p in PAGES}
                | {"attach.png", "project-properties.png", "task-properties.png", "hosts.png",
                   "all-computers-projects.png", "all-computers-tasks.png", "all-computers-event-log.png"})
    assert expected <= {p.name for p in OUT.glob("*.png")}


def test_live_screenshots_hidpi() -> None:
    """The same at twice the pixel density (a 2x high-DPI screen)."""
    out = ARTIFACTS / "live" / "hidpi"
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen", "BOINC_GUI_LIVE_SHOTS": str(out)}
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        f"{Path(__file__).resolve()}::test_live_screenshots"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=140)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    for name in ("tasks", "disk", "preferences-computing", "all-computers-tasks"):
        image = QImage(str(out / f"{name}.png"))
        assert (image.width(), image.height()) == (2 * SIZE[0], 2 * SIZE[1]), name
