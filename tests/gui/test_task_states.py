"""The window over the live client: a result kept for its chain successor, a postponed task, notices withdrawn.

Real widgets (offscreen), the real live client and the demo project on loopback.
"""
from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.properties import task_properties
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from core.api.commands import CommandResult, ProjectAction, ProjectOp
from core.api.snapshot import ActivityStatus, ClientSnapshot
from core.client.live import LiveClient
from core.client.session import LiveSession, SessionOptions
from core.demo import DEFAULT_APP_DIR, DemoConfig, DemoProject
from core.engine.from_state import SnapshotInputs, build_snapshot
from core.ids import ProjectUrl
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.state import RunMode
from tests.core.client.e2e import FAST_PREFS
from tests.core.guirpc.sample import NOW, attached_state
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import open_from_menu
from tests.gui.test_window import select
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui]


def form_rows(dialog: QWidget) -> dict[str, str]:
    """The dialog's "label: value" pairs."""
    form = dialog.findChild(QFormLayout)
    assert form is not None
    out: dict[str, str] = {}
    for i in range(form.rowCount()):
        label = form.itemAt(i, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(i, QFormLayout.ItemRole.FieldRole)
        if label is not None and field is not None:
            lw, fw = label.widget(), field.widget()
            assert isinstance(lw, QLabel) and isinstance(fw, QLabel)
            out[lw.text().rstrip(":")] = fw.text()
    return out


def open_window(qtbot: QtBot, client: LiveClient, tmp_path: Path) -> MainWindow:
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), None)
    w.confirm = lambda title, text: True
    w.resize(1280, 800)
    w.show()
    bridge.start()
    return w


def stop_window(w: MainWindow) -> None:
    w.bridge.stop()
    close_window(w)


def _slow_app(directory: Path) -> Path:
    """The real demo app, pausing between chunks so the test can act while the job runs."""
    directory.mkdir(parents=True)
    shutil.copy2(DEFAULT_APP_DIR / "demo_app.py", directory / "demo_app.py")
    (directory / "boinc_app.toml").write_text(
        'name = "demo_app"\nmain_program = "demo_app.py"\ncommand_line = "--delay 0.5 --chunk 4000"\n')
    return directory


@pytest.fixture
def chained(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, DemoProject]]:
    project = DemoProject(tmp_path / "project", app_dir=_slow_app(tmp_path / "app"),
                          config=DemoConfig(request_delay_s=1.0, job_size=20_000, ready_jobs=1, chain_length=2))
    project.start()
    dd = DataDir(tmp_path / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    client = LiveClient(dd.root, SessionOptions(seed=3), probe_attach=False)
    client.attach_when_empty = (project.master_url, project.authenticator)
    w = open_window(qtbot, client, tmp_path)
    yield w, project
    stop_window(w)
    project.stop()


@pytest.mark.timeout(120)
def test_a_result_kept_for_its_successor_shows_so_with_its_files(
        qtbot: QtBot, chained: tuple[MainWindow, DemoProject]) -> None:
    window, project = chained
    head = "demo_app_chain_1_0_0"
    wait_snapshot(qtbot, window, lambda s: any(t.name == head for t in s.tasks), timeout=30000)
    # No new tasks: the head's report then asks for nothing, so its successor stays on the server.
    window.send(ProjectOp(ProjectUrl(project.master_url), ProjectAction.NO_MORE_WORK))
    snap = wait_snapshot(qtbot, window, lambda s: any(t.name == head and t.status == "Kept for successor"
                                                      for t in s.tasks), timeout=60000)
    row = next(t for t in snap.tasks if t.name == head)
    assert row.kept_for_successor and row.has_successor and row.previous_result == ""
    assert "demo_app_chain_1_in" in row.kept_files and f"{head}_r0" in row.kept_files
    window.tabs.setCurrentWidget(window.tasks)
    select(window.tasks, lambda r: r.name == head)
    dlg = open_from_menu(window, QDialog, "Task", "Properties")
    shown = form_rows(dlg)
    dlg.close()
    assert shown["Status"] == "Kept for successor"
    assert shown["Predecessor"] == "none" and shown["Has successor"] == "yes"
    assert shown["Kept for successor"].startswith("yes")
    assert "demo_app_chain_1_in" in shown["Kept sticky files"] and f"{head}_r0" in shown["Kept sticky files"]


def test_a_postponed_task_and_a_plain_one_in_the_properties_dialog(qtbot: QtBot) -> None:
    state = attached_state(n_results=2, running=False)
    waiting, plain = list(state.results.values())
    waiting.schedule_backoff, waiting.schedule_backoff_reason = NOW + 3600, "waiting for GPU"
    activity = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)
    snap = build_snapshot(state, NOW, None, SnapshotInputs(activity))
    rows = {t.name: t for t in snap.tasks}
    dlg = task_properties(None, rows[waiting.name], NOW)
    qtbot.addWidget(dlg)
    shown = form_rows(dlg)
    assert shown["Status"] == "Postponed: waiting for GPU" and "(in 01:00:00)" in shown["Postponed until"]
    assert "Predecessor" not in shown  # not in a chain: no chain lines
    plain_dlg = task_properties(None, rows[plain.name], NOW)
    qtbot.addWidget(plain_dlg)
    assert "Postponed until" not in form_rows(plain_dlg)


@pytest.mark.timeout(60)
def test_withdrawn_notices_leave_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    client = LiveClient(tmp_path / "client", SessionOptions(seed=1), probe_attach=False)
    seen: list[ClientSnapshot] = []
    client.add_listener(seen.append)
    window = open_window(qtbot, client, tmp_path)
    try:
        def on_engine(fn: object) -> None:
            def call(s: LiveSession, now: float) -> CommandResult:
                fn(s, now)  # type: ignore[operator]
                return CommandResult(True)
            assert client.inspect(call).result(timeout=15).ok

        def notice_lines() -> list[str]:
            model = window.log.model
            return sorted(model.row_at(i).body for i in range(model.rowCount()) if model.row_at(i).seqno < 0)

        on_engine(lambda s, now: (s.notices.add("Disk full", "computing suspended", now),
                                  s.notices.add("Welcome", "hello", now)))
        qtbot.waitUntil(lambda: notice_lines() == ["Disk full: computing suspended", "Welcome: hello"], timeout=10000)
        on_engine(lambda s, now: s.notices.remove_where(lambda n: n.title == "Disk full"))
        qtbot.waitUntil(lambda: notice_lines() == ["Welcome: hello"], timeout=10000)
        refreshed = [s for s in seen if s.notices_refreshed]
        assert refreshed and [n.title for n in refreshed[0].notices] == ["Welcome"]
        assert not any(s.notices_refreshed for s in seen[:seen.index(refreshed[0])])
    finally:
        stop_window(window)
