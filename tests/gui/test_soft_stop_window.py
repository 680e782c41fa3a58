"""Soft stop from the window's Activity menu and from the tray, over the live client.

The demo project's default app is a plain program (no ``<api_version>``): it cannot report
checkpoints, so each running task is suspended at once, said in the event log, and the run
mode becomes "never" with the manager's reason. The jobs are sized to run many seconds: a
task that finished between the snapshot and the stop's first pass leaves nothing to suspend,
and its line never comes (CI caught that with 20,000-number jobs). The checkpointing case is
tests/core/client/test_soft_stop_live.py.
"""
from __future__ import annotations

from pathlib import Path
from typing import cast

import pytest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from boinc_gui.shell.tray import TrayController
from core.state import RunMode
from tests.gui.conftest import wait_snapshot
from tests.gui.live_env import live_window_env
from tests.gui.menus import menu_action

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(120)]

ENTRY = "Soft stop (after the next checkpoint)"


def test_activity_menu_and_tray_soft_stop(qapp: QApplication, qtbot: QtBot, tmp_path: Path) -> None:
    tray = TrayController()
    try:
        with live_window_env(tmp_path, tray=tray, job_size=20_000_000) as env:
            w = env.window
            wait_snapshot(qtbot, w, lambda s: any(t.running for t in s.tasks), timeout=40000)
            activity = cast(QMenu, next(a.menu() for a in w.menuBar().actions() if a.text() == "&Activity"))
            entry = next(a for a in activity.actions() if a.text().replace("&", "") == ENTRY)
            entry.trigger()
            snap = wait_snapshot(qtbot, w, lambda s: s.activity.run_mode == RunMode.NEVER
                                 and not any(t.running for t in s.tasks), timeout=20000)
            assert snap.activity.task_suspend_reason == "soft stop"
            bodies = [m.body for m in snap.messages]
            assert any("does not checkpoint (cannot report checkpoints): suspended now" in b for b in bodies)
            assert any(b.startswith("Soft stop: no task is running; run mode set to never") for b in bodies)
            # Resumed, then the tray's entry does the same.
            menu_action(w, "Activity", "Run based on preferences").trigger()
            wait_snapshot(qtbot, w, lambda s: s.activity.run_mode == RunMode.AUTO and any(t.running for t in s.tasks),
                          timeout=20000)
            assert tray.soft_stop_action.text() == ENTRY
            tray.soft_stop_action.trigger()
            wait_snapshot(qtbot, w, lambda s: s.activity.run_mode == RunMode.NEVER
                          and not any(t.running for t in s.tasks), timeout=20000)
    finally:
        tray.hide()
