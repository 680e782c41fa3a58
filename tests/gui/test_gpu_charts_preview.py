"""GPU use in the Statistics tab's charts and in the preferences' what-if preview.

Through the window, as a volunteer: a live client with the GPU declared in
fixtures/boinc-7.20/gpu-declared (``fakegpu``, two devices) runs the demo project's GPU
jobs; the Statistics tab grows a chart of the devices in use and one of each project's
GPU time, with points; in Preferences, letting the GPU run while the computer is in use
changes the preview's GPU line. A computer without GPUs shows no GPU charts, and the GPU
figures are kept in the charts' history file like the others.
"""
from __future__ import annotations

import math
import re
import shutil
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox
from pytestqt.exceptions import TimeoutError as WaitTimeout
from pytestqt.qtbot import QtBot

from boinc_gui.charts.history import ChartHistory
from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.shell.gpu_controls import uses_gpu
from boinc_gui.tabs.stats import StatisticsTab
from boinc_gui.tabs.stats_gpu import BUSY, HOURS
from core.api.snapshot import ClientSnapshot, GpuUse
from tests.core.client.e2e import on_engine
from tests.core.emulator.test_outlook_gpu import measured_as
from tests.gui.conftest import wait_snapshot
from tests.gui.live_env import live_window_env
from tests.gui.menus import open_from_menu
from tests.gui.snapshots import snapshot, stats

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")
URL = "http://127.0.0.1:31490/"

pytestmark = pytest.mark.timeout(300)


def _gpu_snapshot(t: float, busy: float, gpu_hours: float) -> ClientSnapshot:
    s = snapshot(t, stats=(replace(stats(URL, "Demo"), gpu_time_s=gpu_hours * 3600),))
    return replace(s, gpu_use=(GpuUse("NVIDIA", 2, busy),))


def test_gpu_charts_only_on_a_host_with_gpus_and_kept_in_the_history(qtbot: QtBot, tmp_path: Path) -> None:
    tab = StatisticsTab()
    qtbot.addWidget(tab)
    now = time.time()
    for i in range(5):
        tab.add_snapshot(snapshot(now + i, stats=(stats(URL, "Demo"),)))
    tab.refresh()
    assert BUSY not in tab.plots and HOURS not in tab.plots  # no GPUs: no GPU charts
    assert tab.history.gpu.busy == {}

    tab.reset()
    path = tmp_path / "host.json"
    tab.set_history(path)
    for i in range(5):
        tab.add_snapshot(_gpu_snapshot(now + i, busy=0.5 * i, gpu_hours=0.1 * i))
    tab.refresh()
    assert BUSY in tab.plots and HOURS in tab.plots
    assert tab.gpu_charts.legend_labels(BUSY) == ["NVIDIA (of 2)"]
    assert tab.gpu_charts.legend_labels(HOURS) == ["Demo"]
    (curve,) = [c for c in tab.plots[BUSY].listDataItems()]
    xs, ys = curve.getOriginalDataset()
    assert list(ys) == [0.0, 0.5, 1.0, 1.5, 2.0] and len(xs) == 5
    tab.save_history()

    again = ChartHistory()
    again.set_path(path)
    assert again.gpu.devices == {"NVIDIA": 2}
    assert again.gpu.busy["NVIDIA"] == [0.0, 0.5, 1.0, 1.5, 2.0]
    assert [round(v, 3) for v in again.gpu.hours[URL]] == [0.0, 0.1, 0.2, 0.3, 0.4]
    # Another computer (no GPUs): the GPU charts go.
    tab.reset()
    tab.add_snapshot(snapshot(now + 10, stats=(stats(URL, "Demo"),)))
    tab.refresh()
    assert BUSY not in tab.plots


def _gpu_running(s: ClientSnapshot) -> bool:
    return any(t.running and uses_gpu(t) for t in s.tasks)


def _saved(dd: Path, pattern: str) -> bool:
    try:
        return re.search(pattern, (dd / "client_state.xml").read_text()) is not None
    except FileNotFoundError:
        return False  # between the save's renames


def test_gpu_series_in_statistics_and_gpu_line_in_the_preview(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "client").mkdir()
    shutil.copy(FIXTURE / "cc_config.xml", tmp_path / "client" / "cc_config.xml")
    with live_window_env(tmp_path, ready_jobs=12, max_jobs_per_rpc=8) as env:
        w = env.window
        wait_snapshot(qtbot, w, _gpu_running, timeout=150_000)

        # Statistics: the GPU charts appear with points of devices in use.
        w.tabs.setCurrentWidget(w.stats)
        tab = w.stats.tab()

        def busy_points() -> bool:
            tab.refresh()
            values = tab.history.gpu.busy.get("fakegpu", [])
            return BUSY in tab.plots and any(v > 0 for v in values if not math.isnan(v))

        qtbot.waitUntil(busy_points, timeout=30_000)
        assert tab.gpu_charts.legend_labels(BUSY) == ["fakegpu (of 2)"]
        (curve,) = tab.plots[BUSY].listDataItems()
        _, ys = curve.getOriginalDataset()
        assert max(v for v in ys if not math.isnan(v)) <= 2.0
        def gpu_hours() -> bool:
            tab.refresh()
            return any(v > 0 for vs in tab.history.gpu.hours.values() for v in vs if not math.isnan(v))

        qtbot.waitUntil(gpu_hours, timeout=60_000)
        assert HOURS in tab.plots and tab.gpu_charts.legend_labels(HOURS)

        # The computer was in use three quarters of the time it computed (BOINC's time_stats:
        # GPU computing allowed 0.225 of the time, computing 0.9), and GPUs rest while in use.
        on_engine(env.client, lambda s: measured_as(s, active=0.9, gpu_active=0.225))
        dd = tmp_path / "client"
        qtbot.waitUntil(lambda: _saved(dd, r"<gpu_active_frac>0\.22") and _saved(dd, "<result>"), timeout=30_000)

        dlg = open_from_menu(w, PreferencesDialog, "Tools", "Preferences…")
        panel = dlg.preview
        assert panel is not None
        box = dlg.widgets["run_gpu_if_user_active"]
        assert isinstance(box, QCheckBox) and box.isChecked()  # "Suspend GPU computing when computer is in use"
        runs = panel.runner.runs
        box.setChecked(False)
        try:
            qtbot.waitUntil(lambda: panel.runner.runs > runs and "GPU fakegpu" in panel.figures.text(), timeout=90_000)
        except WaitTimeout:
            pytest.fail(f"no preview with a GPU line: runs {panel.runner.runs} (were {runs}), cancelled "
                        f"{panel.runner.cancelled}; summary {panel.summary.text()!r}; figures {panel.figures.text()!r}")
        line = next(r for r in panel.figures.text().splitlines() if r.startswith("GPU fakegpu"))
        found = re.match(r"GPU fakegpu \(2 devices\): idle (\d+)% \((\d+)% with the current settings\)", line)
        assert found, line
        edited, today = int(found.group(1)), int(found.group(2))
        assert today >= edited + 20, line  # in use 3/4 of the time: the GPUs rest with today's setting
        assert "the fakegpu GPUs would stand idle" in panel.summary.text()
        dlg.close()
