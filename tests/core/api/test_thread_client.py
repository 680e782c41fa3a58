"""The part every in-process client with a loop thread shares (core/api/threaded.py ``ThreadClient``):
one thread however often started, named for the client, running until its stop is set."""
from __future__ import annotations

import threading
from pathlib import Path

from core.api.client import IN_PROCESS
from core.api.threaded import SnapshotHub, ThreadClient
from core.client.live import LiveClient
from core.emulator.scenario import parse_scenario
from core.emulator.window_client.emulated import EmulatedClient
from tests.core.api.test_command_parity import ONE_PROJECT


class _Looping(ThreadClient):
    _THREAD_NAME = "looping-client"

    def __init__(self) -> None:
        self._hub = SnapshotHub()
        self._stop = threading.Event()
        self.started = threading.Event()
        self.loops = 0

    def _run(self) -> None:
        self.started.set()
        while not self._stop.wait(0.01):
            self.loops += 1


def test_start_runs_one_loop_thread_until_stop_is_set() -> None:
    c = _Looping()
    assert not c.running and c.health() is IN_PROCESS
    c.start()
    c.start()  # a second start does nothing
    assert c.started.wait(5)
    named = [t for t in threading.enumerate() if t.name == "looping-client"]
    assert len(named) == 1 and named[0].daemon
    assert c.running
    c._stop.set()
    named[0].join(5)
    assert not named[0].is_alive() and not c.running


def test_the_live_and_emulated_clients_run_on_their_own_named_threads(tmp_path: Path) -> None:
    live = LiveClient(tmp_path, probe_attach=False)
    emulated = EmulatedClient(parse_scenario(ONE_PROJECT), speed=0.0)
    for client, name in ((live, "boinc-engine"), (emulated, "emulated-client")):
        assert not client.running
        client.start()
        try:
            assert client.running
            assert any(t.name == name for t in threading.enumerate())
        finally:
            client.stop()
        assert not client.running
