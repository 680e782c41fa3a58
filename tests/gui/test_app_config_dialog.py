"""The app_config.xml form with a live client on the demo project: bad values refused with a
message and nothing written, good ones written atomically and in force without a restart."""
from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.app_config import AppRow, build_config, open_app_config_dialog, rows_of
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from core.api.commands import Attach, CommandResult
from core.client.live import LiveClient
from core.client.session import LiveSession, SessionOptions
from core.demo import DemoProject
from core.ids import ProjectUrl
from core.persist import DataDir
from core.persist.app_config import AppConfig, AppConfigs, AppVersionConfig, read_app_config
from core.persist.prefs_file import write_global_prefs_override
from tests.core.client.e2e import FAST_PREFS, demo_project
from tests.gui.conftest import wait_snapshot
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]


@pytest.fixture
def live(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, LiveClient, DemoProject]]:
    project = demo_project(tmp_path, ready_jobs=8, job_size=2_000_000)
    dd = DataDir(tmp_path / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    client = LiveClient(dd.root, SessionOptions(seed=2))
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(dd.root / "manager.ini"), QSettings.Format.IniFormat), None)
    w.demo_preset = None
    w.show()
    bridge.start()
    assert client.wait_opened(30)
    assert client.submit(Attach(project.master_url, project.authenticator)).result(timeout=30).ok
    yield w, client, project
    bridge.stop()
    project.stop()
    close_window(w)


def _on_engine(client: LiveClient, fn: object) -> object:
    box: list[object] = []

    def run(s: LiveSession, now: float) -> CommandResult:
        box.append(fn(s))  # type: ignore[operator]
        return CommandResult(True)

    client.inspect(run).result(timeout=10)
    return box[0]


def test_form_refuses_bad_values_then_saves_and_applies(qtbot: QtBot,
                                                        live: tuple[MainWindow, LiveClient, DemoProject]) -> None:
    window, client, project = live
    wait_snapshot(qtbot, window, lambda s: any(t.project_url == project.master_url for t in s.tasks), timeout=60000)
    dlg = open_app_config_dialog(window)
    dlg.show()
    assert dlg.current_url() == project.master_url
    apps = [dlg.table.item(i, 0).text() for i in range(dlg.table.rowCount())]
    assert apps == ["demo_app"]
    path = DataDir(client.session.dd.root).project_dir(project.master_url) / "app_config.xml"
    # No limit reads the same in the project's box and in the application's row (not "0").
    assert dlg.project_max.text() == "no limit" and dlg.table.item(0, 1).text() == "no limit"

    dlg.set_cell("demo_app", 1, "lots")
    dlg.save()
    assert dlg.status.text() == ("Not saved: demo_app, Most running at once: 'lots' is not a whole number "
                                 "from 0 (no limit) to 100000")
    dlg.set_cell("demo_app", 1, "1")
    dlg.set_cell("demo_app", 4, "-2")
    dlg.save()
    assert "CPUs per task" in dlg.status.text() and "out of range" in dlg.status.text()
    dlg.set_cell("demo_app", 3, "--delay\n0.1")
    dlg.set_cell("demo_app", 4, "0.5")
    dlg.save()
    assert "control characters" in dlg.status.text()
    assert not path.exists()  # nothing was sent

    dlg.set_cell("demo_app", 3, "--delay 0.1")
    dlg.project_max.setValue(3)
    with qtbot.waitSignal(dlg.saved, timeout=10000):
        dlg.save()
    cfg = read_app_config(path).config
    assert (cfg.apps[0].name, cfg.apps[0].max_concurrent, cfg.project_max_concurrent) == ("demo_app", 1, 3)
    assert (cfg.app_versions[0].cmdline, cfg.app_versions[0].avg_ncpus) == ("--delay 0.1", 0.5)
    assert sorted(p.name for p in path.parent.iterdir() if "app_config" in p.name) == ["app_config.xml"]
    # in force now, without a restart
    url = ProjectUrl(project.master_url)
    in_force = _on_engine(client, lambda s: (s.state.apps[(url, "demo_app")].max_concurrent,
                                             s.state.projects[url].project_max_concurrent))
    assert in_force == (1, 3)
    deadline = time.monotonic() + 4
    while time.monotonic() < deadline:
        running = _on_engine(client, lambda s: sum(1 for k in s.state.active_tasks if k[0] == url
                                                   and s.state.results[k].state.name == "EXECUTING"
                                                   if k in s.state.results))
        assert running <= 1
        qtbot.wait(200)

    reopened = open_app_config_dialog(window)  # the form shows what the file now says
    assert reopened.table.item(0, 1).text() == "1" and reopened.project_max.value() == 3
    reopened.close()
    dlg.close()


def test_rows_and_build_keep_what_the_form_does_not_show() -> None:
    kept = AppConfigs(apps=(AppConfig("gpu_app", 0, gpu_usage=0.5, cpu_usage=1.0),),
                      app_versions=(AppVersionConfig("gpu_app", plan_class="cuda", cmdline="-x"),
                                    AppVersionConfig("plain", cmdline="--fast", avg_ncpus=2.0)))
    rows = rows_of(kept, ["plain", "other"])
    assert [r.name for r in rows] == ["plain", "other", "gpu_app"]
    assert rows[0] == AppRow("plain", cmdline="--fast", avg_ncpus=2.0)
    out = build_config([AppRow("plain", 2), AppRow("other"), AppRow("gpu_app")], 0, True, kept)
    assert [a.name for a in out.apps] == ["plain", "gpu_app"] and out.apps[1].gpu_usage == 0.5
    assert [(v.app_name, v.plan_class) for v in out.app_versions] == [("gpu_app", "cuda")]
    assert out.report_results_immediately
