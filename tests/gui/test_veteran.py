"""What a BOINC veteran hit in the window (issue 36), driven as the volunteer drives it:
menu actions, tab switches, time passing, a restart of the application."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from core.alerts.model import AlertKind
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.state import RunMode
from tests.gui.conftest import wait_snapshot
from tests.gui.live_env import FAST_PREFS, close_window, live_window_env

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(150)]


def _quit(w: MainWindow) -> Path:
    """File > Exit as the volunteer chooses it: the window closes and the client stops and saves."""
    w.confirm = lambda title, text: True
    w.quitting = True
    w.close()
    w.bridge.stop()
    folder = Path(w.settings.fileName()).parent
    close_window(w)
    return folder


def test_suspend_chosen_in_the_activity_menu_is_still_in_force_after_a_restart(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    with live_window_env(tmp_path) as env:
        w = env.window
        wait_snapshot(qtbot, w, lambda s: bool(s.projects), timeout=40000)
        w.run_actions[RunMode.NEVER].trigger()  # Activity > Suspend
        w.net_actions[RunMode.NEVER].trigger()  # Activity > Suspend network activity
        wait_snapshot(qtbot, w, lambda s: s.activity.run_mode == RunMode.NEVER
                      and s.activity.network_mode == RunMode.NEVER and not s.activity.computing)
        data = env.client.session.dd.root
        folder = _quit(w)
        # The application again, on the same data directory and settings.
        client = LiveClient(data, SessionOptions(seed=4), probe_attach=False)
        bridge = ClientBridge(client)
        again = MainWindow(bridge, QSettings(str(folder / "manager.ini"), QSettings.Format.IniFormat), None)
        again.resize(1280, 800)
        again.show()
        env.window = again  # the environment stops this one
        bridge.start()
        snap = wait_snapshot(qtbot, again, lambda s: bool(s.projects), timeout=30000)
        assert snap.activity.run_mode == RunMode.NEVER and not snap.activity.computing
        assert snap.activity.network_mode == RunMode.NEVER and not snap.activity.network
        qtbot.waitUntil(lambda: again.run_actions[RunMode.NEVER].isChecked()
                        and again.net_actions[RunMode.NEVER].isChecked(), timeout=5000)
        assert "suspended" in again.activity_label.text().lower()
        assert not any(t.running for t in snap.tasks)


def _click_tab(qtbot: QtBot, w: MainWindow, name: str) -> None:
    """A click on the tab's title, as the volunteer switches tabs."""
    bar = w.tabs.tabBar()
    index = next(i for i in range(w.tabs.count()) if w.tabs.tabText(i).replace("&", "") == name)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert w.tabs.currentIndex() == index


def test_history_shows_tasks_as_they_finish_while_the_app_runs(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    with live_window_env(tmp_path) as env:
        w = env.window
        db = w.history_db
        # The demo's tasks finish and the recorder writes them while another tab is shown.
        qtbot.waitUntil(lambda: db.count() >= 2, timeout=60000)
        _click_tab(qtbot, w, "History")
        tab = w.history_tab
        qtbot.waitUntil(lambda: tab.model.rowCount() >= 2, timeout=3000)  # at once when shown
        assert "recorded" in tab.summary.text() and tab.summary.text().split()[0] != "0"
        # Time passes with the tab in view: more tasks finish, and it shows them by itself.
        shown = tab.model.rowCount()
        qtbot.waitUntil(lambda: db.count() > shown, timeout=60000)
        # At least what the database holds now: the demo's tasks go on finishing every second or
        # two, so the table and the database need not be equal at any one look.
        recorded = db.count()
        qtbot.waitUntil(lambda: tab.model.rowCount() >= recorded, timeout=8000)
        names = {tab.model.record(i).name for i in range(tab.model.rowCount())}  # type: ignore[union-attr]
        assert len(names) == tab.model.rowCount() > shown
        assert f"{tab.model.rowCount():,} tasks recorded" in tab.summary.text()


def _task_rows(w: MainWindow) -> list[tuple[str, bool]]:
    """Each task row's Status text as shown, and whether the row is drawn in the alarm colour."""
    model = w.tasks.model
    status = next(i for i, c in enumerate(model.columns) if c.key == "status")
    return [(str(model.index(r, status).data()),
             model.index(r, status).data(Qt.ItemDataRole.ForegroundRole) is not None)
            for r in range(model.rowCount())]


def _deadline_alerts(w: MainWindow) -> list[str]:
    return [a.body for a in w.alerts.engine.log.entries() if a.kind is AlertKind.DEADLINE_AT_RISK]


def test_tasks_in_high_priority_are_said_so_and_raise_no_deadline_alarm(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    # 60-s jobs due in an hour with a 72-minute work buffer: inside the buffer's margin, so
    # run first, and finished long before the deadline (issue 36 item 7).
    with live_window_env(tmp_path, prefs=replace(FAST_PREFS, work_buf_min_days=0.05),
                         job_size=60_000_000, delay_bound_s=3600.0, ready_jobs=4) as env:
        w = env.window
        _click_tab(qtbot, w, "Tasks")
        qtbot.waitUntil(lambda: any(s == "Running, high priority" for s, _ in _task_rows(w)), timeout=60000)
        seen = w.snapshot.seq if w.snapshot is not None else 0
        wait_snapshot(qtbot, w, lambda s: s.seq >= seen + 5, timeout=20000)  # time passes
        rows = _task_rows(w)
        assert rows and not any(red for _, red in rows), rows
        assert _deadline_alerts(w) == []


def test_a_task_projected_past_its_deadline_is_red_and_alerts(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    # Jobs of 20 s due in 45 s, sent for two CPUs; then a rule leaves one: the last cannot make it.
    with live_window_env(tmp_path, job_size=20_000_000, delay_bound_s=45.0, ready_jobs=8) as env:
        w = env.window
        _click_tab(qtbot, w, "Tasks")
        wait_snapshot(qtbot, w, lambda s: len(s.tasks) >= 3, timeout=60000)
        (env.client.session.dd.root / "rules.xml").write_text(
            "<rules><rule><name>one cpu</name><when><time_window><start>00:00</start><end>24:00</end>"
            "</time_window></when><then><cpu_count>1</cpu_count></then></rule></rules>")
        qtbot.waitUntil(lambda: any(red for _, red in _task_rows(w)), timeout=60000)
        qtbot.waitUntil(lambda: any("may miss its deadline" in b for b in _deadline_alerts(w)), timeout=10000)


def _requests_in_flight(w: MainWindow) -> int:
    """Scheduler requests sent whose end (completed or failed) the Event log tab does not list yet."""
    bodies = [w.log.model.row_at(i).body for i in range(w.log.model.rowCount())]
    sent = sum(1 for b in bodies if b.startswith("Sending scheduler request"))
    return sent - sum(1 for b in bodies if b.startswith(("Scheduler request completed", "Scheduler request failed")))


def _requests_for_work(w: MainWindow) -> int:
    """Scheduler requests that asked for work, as the Event log tab lists them."""
    model = w.log.model
    return sum(1 for i in range(model.rowCount()) if model.row_at(i).body.startswith("Requesting new tasks"))


def test_no_work_is_asked_for_while_suspended_and_the_queue_stays_within_the_buffer(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    # Jobs of about 2 s, a project that answers every second with up to 4 of them, and a
    # buffer of 86 s (issue 36 item 14: the demo queued 194 tasks while suspended).
    with live_window_env(tmp_path, job_size=2_000_000, request_delay_s=1.0, ready_jobs=4) as env:
        w = env.window
        wait_snapshot(qtbot, w, lambda s: bool(s.tasks), timeout=60000)
        w.run_actions[RunMode.NEVER].trigger()  # Activity > Suspend
        wait_snapshot(qtbot, w, lambda s: not s.activity.computing and bool(s.projects)
                      and "computing is suspended" in s.projects[0].fetch_reason, timeout=20000)
        # A request sent just before the suspension has its reply (under load, well after a second),
        # and a later snapshot holds what that reply brought.
        qtbot.waitUntil(lambda: _requests_in_flight(w) == 0, timeout=30000)
        settled = w.snapshot.seq if w.snapshot is not None else 0
        held = {t.name for t in wait_snapshot(qtbot, w, lambda s: s.seq >= settled + 2, timeout=20000).tasks}
        asked = _requests_for_work(w)
        qtbot.wait(12000)  # a dozen of the project's request delays pass
        snap = wait_snapshot(qtbot, w, lambda s: True)
        assert {t.name for t in snap.tasks if not t.finished} <= held
        assert _requests_for_work(w) == asked
        fetch = next(i for i, c in enumerate(w.projects.model.columns) if c.key == "fetch")
        assert "computing is suspended" in str(w.projects.model.index(0, fetch).data())  # the Projects tab says why

        w.run_actions[RunMode.AUTO].trigger()  # Activity > Run based on preferences
        qtbot.waitUntil(lambda: _requests_for_work(w) > asked, timeout=20000)
        high = FAST_PREFS.work_buf_min_days * 86400 + FAST_PREFS.work_buf_additional_days * 86400
        worst = 0.0
        for _ in range(10):  # 20 s of running: the queue fills to the buffer and no further
            qtbot.wait(2000)
            s = wait_snapshot(qtbot, w, lambda s: True)
            queued = [t.remaining_s for t in s.tasks if not t.finished]
            slack = 4 * max(queued, default=0.0) / s.host.usable_cpus  # one reply's worth
            worst = max(worst, sum(queued) / s.host.usable_cpus - slack)
        assert worst <= high + 2.0, (worst, high)
