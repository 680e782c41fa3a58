"""The window's GPU controls over a live client with a GPU declared in cc_config.xml.

The declared ``fakegpu`` (two devices, fixtures/boinc-7.20/gpu-declared) gets GPU jobs from
the demo project; the Tasks tab shows what each task uses in a Resources column and filters
the GPU tasks; the Activity menu's GPU modes and the tray's "Snooze GPU" reach the engine
(GPU jobs stop; tests/core/client/test_gpu_demo_e2e.py shows CPU jobs going on) and show what it did.
"""
from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QTableWidgetItem
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.gpu_devices import GpuDevicesDialog
from boinc_gui.shell.gpu_controls import SNOOZE_GPU_S, uses_gpu
from boinc_gui.shell.tray import TrayController
from boinc_gui.tables.models import ROW_ROLE
from core.api.snapshot import ClientSnapshot
from core.state import RunMode
from tests.core.client.e2e import on_engine
from tests.gui.conftest import wait_snapshot
from tests.gui.live_env import live_window_env

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")

pytestmark = pytest.mark.timeout(240)


def _gpu_running(s: ClientSnapshot) -> bool:
    return any(t.running and uses_gpu(t) for t in s.tasks)


def test_gpu_modes_tray_snooze_resources_column_and_gpu_filter(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "client").mkdir()
    shutil.copy(FIXTURE / "cc_config.xml", tmp_path / "client" / "cc_config.xml")
    tray = TrayController()
    with live_window_env(tmp_path, tray=tray, ready_jobs=12, max_jobs_per_rpc=8) as env:
        w = env.window
        snap = wait_snapshot(qtbot, w, _gpu_running, timeout=120_000)
        assert [g.rsc_type for g in snap.host.gpus] == ["fakegpu"]
        controls = w.gpu_controls
        assert all(a.isVisible() for a in controls.actions.values())
        assert controls.actions[RunMode.AUTO].isChecked()
        assert "GPU: based on preferences" in w.activity_label.text()

        # The Resources column, as the volunteer reads it.
        model = w.tasks.model
        col = [c.key for c in model.columns].index("resources")
        texts = [model.index(i, col).data(Qt.ItemDataRole.DisplayRole) for i in range(model.rowCount())]
        # The demo's GPU version: 0.1 CPUs and half a device; a running one names its device.
        assert any(re.fullmatch(r"0\.1 CPUs \+ 0\.5 fakegpus \(device [01]\)", t) for t in texts), texts

        # The GPU filter keeps GPU tasks only; with "Active only" both hold.
        w.gpu_only.setChecked(True)
        shown = [w.tasks.proxy.index(i, 0).data(ROW_ROLE) for i in range(w.tasks.proxy.rowCount())]
        assert shown and all(uses_gpu(r) for r in shown)
        assert len(shown) == sum(uses_gpu(model.index(i, 0).data(ROW_ROLE)) for i in range(model.rowCount()))
        w.active_only.setChecked(True)
        shown = [w.tasks.proxy.index(i, 0).data(ROW_ROLE) for i in range(w.tasks.proxy.rowCount())]
        assert shown and all(uses_gpu(r) and not r.finished for r in shown)
        w.gpu_only.setChecked(False)
        w.active_only.setChecked(False)
        assert w.tasks.proxy.rowCount() == model.rowCount()

        # Tools > GPUs: one line per device, with the tasks running on it.
        tools = next(a.menu() for a in w.menuBar().actions() if a.text().replace("&", "") == "Tools")
        assert isinstance(tools, QMenu)
        next(a for a in tools.actions() if a.text().replace("&", "") == "GPUs…").trigger()
        dlg = next(d for d in w.findChildren(GpuDevicesDialog))
        table = dlg.table
        cells = [[(table.item(r, c) or QTableWidgetItem()).text() for c in range(table.columnCount())]
                 for r in range(table.rowCount())]
        assert [row[:2] for row in cells] == [["fakegpu (declared)", "0"], ["fakegpu (declared)", "1"]]
        running = {t.name for t in w.snapshot.tasks if t.running and uses_gpu(t)} if w.snapshot else set()
        on_devices = {name for row in cells for name in row[6].split(", ") if row[6] != "idle"}
        assert on_devices and on_devices <= running

        # The form: keep the project off device 1; cc_config.xml gets BOINC's element, applied live.
        assert dlg.project.currentData() == env.project.master_url
        dlg.device.setCurrentIndex(dlg.device.findText("fakegpu device 1"))
        qtbot.mouseClick(dlg.exclude_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: [(e.url, e.device_num, e.rsc_type) for e in
                                 on_engine(env.client, lambda s: list(s.state.gpu_exclusions))]
                        == [(env.project.master_url, 1, "fakegpu")], timeout=20_000)
        text = (tmp_path / "client" / "cc_config.xml").read_text()
        assert "<coproc>" in text  # the volunteer's declaration is kept
        assert re.search(r"<exclude_gpu>\s*<url>[^<]+</url>\s*<device_num>1</device_num>\s*<type>fakegpu</type>", text)
        dlg.close()

        # Activity > Suspend GPU: the GPU jobs stop.
        controls.actions[RunMode.NEVER].trigger()
        wait_snapshot(qtbot, w, lambda s: s.activity.gpu_mode == RunMode.NEVER and not _gpu_running(s),
                      timeout=30_000)
        assert "GPU: suspended (user request)" in w.activity_label.text()
        assert controls.actions[RunMode.NEVER].isChecked()
        controls.actions[RunMode.AUTO].trigger()
        wait_snapshot(qtbot, w, lambda s: s.activity.gpu_mode == RunMode.AUTO and _gpu_running(s), timeout=30_000)

        # The tray's Snooze GPU: an hour of "never", then Resume GPU ends it.
        assert controls.tray_action is not None and controls.tray_action in tray.menu.actions()
        assert controls.tray_action.text() == "Snooze GPU"
        controls.tray_action.trigger()
        snap = wait_snapshot(qtbot, w, lambda s: s.activity.gpu_mode == RunMode.NEVER
                             and s.activity.gpu_mode_until is not None, timeout=30_000)
        assert snap.activity.gpu_mode_until == pytest.approx(time.time() + SNOOZE_GPU_S, abs=120)
        assert snap.activity.run_mode == RunMode.AUTO  # the CPUs are not snoozed
        assert controls.tray_action.text() == "Resume GPU"
        controls.tray_action.trigger()
        wait_snapshot(qtbot, w, lambda s: s.activity.gpu_mode == RunMode.AUTO, timeout=30_000)
        assert controls.tray_action.text() == "Snooze GPU"
