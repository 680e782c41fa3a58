"""The merged view takes many hosts' snapshots in together, within a time budget, losing no log line.

Real GUI RPC servers on 127.0.0.1 behind real remote clients (the tests' 0.2 s poll).
"""
from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from boinc_gui.hosts import feeds as merged_view
from boinc_gui.hosts.feeds import ALL_ID
from boinc_gui.main_window import MainWindow
from core.guirpc.backend import Message, StateBackend
from core.guirpc.server import GuiRpcServer
from tests.core.guirpc.sample import PASSWORD, attached_snapshot
from tests.gui.test_hosts import hosts_ui, no_keyring

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


@pytest.fixture
def servers() -> Iterator[list[tuple[GuiRpcServer, StateBackend]]]:
    out = []
    for n in (3, 4, 5):
        backend = StateBackend(attached_snapshot(n_results=n))
        out.append((GuiRpcServer(backend, PASSWORD, port=0), backend))
    for srv, _ in out:
        srv.start()
    yield out
    for srv, _ in out:
        srv.stop()


def remote_hosts(window: MainWindow) -> set[str]:
    return window.tasks.model.hosts() - {merged_view.LOCAL_ID}


def test_snapshots_held_between_flushes_lose_no_log_line(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, servers: list[tuple[GuiRpcServer, StateBackend]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(merged_view, "FLUSH_EVERY_MS", 1500)  # several polls (0.2 s) per flush
    ui = hosts_ui(window, tmp_path, no_keyring())
    try:
        for i, (srv, _) in enumerate(servers):
            ui.manager.add(f"lab {i}", "127.0.0.1", srv.port, PASSWORD)
        ui.choose(ALL_ID)
        qtbot.waitUntil(lambda: len(remote_hosts(window)) == 3, timeout=10000)
        backend = servers[0][1]
        snap = backend.snapshot()
        first = Message(100, "Fixture Project", 1, "first of two lines", int(snap.now))
        backend.publish(replace(snap, messages=(*snap.messages, first)))
        qtbot.wait(500)  # polled, and held: the next flush is up to 1.5 s away
        second = Message(101, "Fixture Project", 1, "second of two lines", int(snap.now) + 1)
        backend.publish(replace(snap, messages=(*snap.messages, first, second)))
        log = window.log.model

        def bodies() -> list[str]:
            return [log.row_at(i).body for i in range(log.rowCount())]

        qtbot.waitUntil(lambda: "second of two lines" in bodies(), timeout=5000)
        assert bodies().count("first of two lines") == 1
        assert bodies().index("first of two lines") < bodies().index("second of two lines")
    finally:
        ui.manager.stop()


def test_a_flush_over_its_budget_leaves_the_other_hosts_for_the_next_turn(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, servers: list[tuple[GuiRpcServer, StateBackend]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(merged_view, "FLUSH_BUDGET_MS", 0.0)  # one host per turn of the event loop
    monkeypatch.setattr(merged_view, "FLUSH_EVERY_MS", 60_000)
    feeds = window.feeds
    ui = hosts_ui(window, tmp_path, no_keyring())
    try:
        ui.choose(ALL_ID)
        feeds._flushed_at = time.monotonic()  # the next flush is a minute away: only ours runs
        for i, (srv, _) in enumerate(servers):
            ui.manager.add(f"lab {i}", "127.0.0.1", srv.port, PASSWORD)
        # Each host's first snapshot, held; this computer's may be held too (the emulated client's
        # pace decides), so wait for the three remote ones rather than for exactly three.
        remote = {e.host_id for e in ui.manager.hosts}
        qtbot.waitUntil(lambda: remote <= set(feeds._pending), timeout=30000)
        assert remote_hosts(window) == set()
        held = set(feeds._pending)
        feeds.flush()
        assert len(held - set(feeds._pending)) == 1  # over budget after one host
        qtbot.waitUntil(lambda: len(remote_hosts(window)) == 3, timeout=2000)  # the rest on the next turns
        model = window.tasks.model
        assert sum(1 for i in range(model.rowCount()) if model.host_at(i) != merged_view.LOCAL_ID) == 3 + 4 + 5
    finally:
        ui.manager.stop()


def test_many_hosts_are_taken_in_once_a_second(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, servers: list[tuple[GuiRpcServer, StateBackend]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(merged_view, "MANY_HOSTS", 2)  # three hosts count as many here
    feeds = window.feeds
    ui = hosts_ui(window, tmp_path, no_keyring())
    try:
        ui.choose(ALL_ID)
        assert feeds.flush_period_ms() == merged_view.FLUSH_EVERY_MS  # this computer alone
        for i, (srv, _) in enumerate(servers):
            ui.manager.add(f"lab {i}", "127.0.0.1", srv.port, PASSWORD)
        qtbot.waitUntil(lambda: len(remote_hosts(window)) == 3, timeout=10000)
        assert feeds.flush_period_ms() == merged_view.FLUSH_EVERY_MS_MANY
        flushes: list[float] = []
        real_flush = feeds.flush

        def counted() -> None:
            flushes.append(time.monotonic())
            real_flush()

        monkeypatch.setattr(feeds, "flush", counted)
        feeds._flush_timer.timeout.disconnect()
        feeds._flush_timer.timeout.connect(counted)
        qtbot.wait(3500)  # the hosts answer every 0.2 s: at 250 ms, 14 flushes
        # A flush over its time budget takes the rest on the next turn: one more, at most, a second.
        assert 2 <= len(flushes) <= 7, flushes
    finally:
        ui.manager.stop()
