"""Suspend with a reason (issue 39, part 4) as the volunteer sees it in the running window.

The window over a live client attached to the demo project, its tray, and the client's
GUI RPC port. Another tool (a script, a home-automation hub) suspends computing over GUI
RPC with a reason: the window's status bar, the tray's tooltip and the Event log tab show
those words, and so does a second manager reading the same client over GUI RPC. A snooze
asked with a reason (what the MQTT bridge sends) shows in the tray with its time left. Then
the window manages another computer (Hosts, a second live client over GUI RPC) that a tool
suspended with its own reason: picking that computer, the status bar shows its words.
The words' formatting alone is tests/core/client/test_suspend_reason.py.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boinc_gui.shell.tray import TrayController
from core.api.commands import Attach, SetRunMode, Snooze
from core.client.gui_rpc import start_gui_rpc
from core.client.live import LiveClient
from core.guirpc.client import GuiRpcClient
from core.remote.client import RemoteClient
from core.state import RunMode
from tests.core.client.e2e import free_port, live_client, wait_for
from tests.gui.conftest import wait_snapshot
from tests.gui.live_env import live_window_env

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(150)]

PRICE = "electricity price above 0.30"
HUB = "Home Assistant: cloudy"
LAB = "lab: peak tariff 17:00-19:00"


def test_a_tool_s_reason_in_status_bar_tray_event_log_and_managers(
        qapp: QApplication, qtbot: QtBot, tmp_path: Path) -> None:
    tray = TrayController()
    lab: LiveClient | None = None
    lab_server = None
    try:
        with live_window_env(tmp_path, tray=tray, with_hosts=True) as env:
            w = env.window
            wait_snapshot(qtbot, w, lambda s: any(t.running for t in s.tasks), timeout=40000)
            server = start_gui_rpc(env.client, free_port())  # the client is open: it has its password
            remote = RemoteClient("127.0.0.1", server.port, env.client.session.password, poll_interval_s=0.3,
                                  timeout_s=5)
            try:
                with GuiRpcClient(port=server.port, password=env.client.session.password, timeout_s=10) as rpc:
                    rpc.set_run_mode(RunMode.NEVER, 0.0, reason=PRICE)
                    qtbot.waitUntil(lambda: f"suspended ({PRICE})" in w.activity_label.text(), timeout=15000)
                    qtbot.waitUntil(lambda: f"computing suspended ({PRICE})" in tray.icon.toolTip(), timeout=15000)
                    qtbot.waitUntil(lambda: f"Suspending computation - {PRICE}" in w.log.shown_text(),
                                    timeout=15000)
                    assert "user request" not in w.activity_label.text()
                    # Another manager of this client reads the same words.
                    assert rpc.get_cc_status().task_suspend_text == PRICE
                    remote.start()

                    def remote_words() -> str:
                        snap = remote.poll_snapshot()
                        return snap.activity.task_suspend_reason if snap is not None else ""
                    wait_for(lambda: remote_words() == PRICE, 20, "the other manager to read the reason")

                    # A snooze with the hub's reason: the tray tells it with the time left.
                    rpc.set_run_mode(RunMode.AUTO)
                    assert env.client.submit(Snooze(600.0, reason=HUB)).result(timeout=15).ok
                    qtbot.waitUntil(lambda: f"snoozed ({HUB})," in tray.icon.toolTip()
                                    and "left" in tray.icon.toolTip(), timeout=15000)
                    assert f"snoozed: {HUB}" in w.activity_label.text()
                    wait_for(lambda: remote_words() == f"snoozed: {HUB}", 20, "the other manager to read the snooze")
                    assert env.client.submit(Snooze(0.0)).result(timeout=15).ok
                    qtbot.waitUntil(lambda: HUB not in tray.icon.toolTip(), timeout=15000)
            finally:
                remote.stop()
                server.stop()

            # The window managing another computer: its tool's reason, over GUI RPC, in our status bar.
            lab = live_client(tmp_path / "lab")
            lab_server = start_gui_rpc(lab, free_port())
            assert lab.submit(Attach(env.project.master_url, env.project.authenticator)).result(30).ok
            assert lab.submit(SetRunMode(RunMode.NEVER, reason=LAB)).result(timeout=15).ok
            assert env.ui is not None
            entry = env.ui.manager.add("lab", "127.0.0.1", lab_server.port, lab.session.password)
            env.ui.choose(entry.host_id)
            qtbot.waitUntil(lambda: f"suspended ({LAB})" in w.activity_label.text(), timeout=30000)
            assert PRICE not in w.activity_label.text()
    finally:
        if lab_server is not None:
            lab_server.stop()
        if lab is not None:
            lab.stop()
        tray.hide()
