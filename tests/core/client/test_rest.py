"""The live client at rest (core.client.session.REST_TICK_WAIT): with no task, transfer or
scheduler exchange and nobody listening for snapshots, its engine passes every five seconds
instead of every second. A command is still applied at once, and a listener brings back a
snapshot a second from its first moment."""
from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from core.api.commands import CommandResult, SetRunMode
from core.api.snapshot import ClientSnapshot
from core.client.live import COALESCE_S, PUBLISH_PERIOD, LiveClient
from core.client.session import LiveSession
from core.state.enums import RunMode
from tests.core.client.e2e import live_client

pytestmark = pytest.mark.timeout(120)


class _Times:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._at: list[float] = []

    def mark(self) -> None:
        with self._lock:
            self._at.append(time.monotonic())

    def count(self) -> int:
        with self._lock:
            return len(self._at)


def test_at_rest_it_passes_every_five_seconds_yet_answers_commands_and_listeners_at_once(tmp_path: Path) -> None:
    client = live_client(tmp_path / "client")
    passes = _Times()

    def on_pass(_s: LiveSession, _now: float) -> None:
        passes.mark()

    client.after_pass.append(on_pass)
    try:
        rest = client.inspect(lambda s, _now: CommandResult(s.at_rest())).result(timeout=10)
        assert rest.ok, "nothing attached: the session is at rest"
        time.sleep(1.0)
        before = passes.count()
        time.sleep(6.0)
        quiet = passes.count() - before
        # One a second would be six; at rest one every five seconds, and the first state
        # write (ten seconds after the start) may fall in the window too.
        assert 1 <= quiet <= 3, quiet

        asked = time.monotonic()
        assert client.submit(SetRunMode(RunMode.NEVER)).result(timeout=5).ok
        assert time.monotonic() - asked < 0.5  # the sleeping loop woke for it

        snapshots = _Times()

        def on_snapshot(_snap: ClientSnapshot) -> None:
            snapshots.mark()

        listened = time.monotonic()
        client.add_listener(on_snapshot)
        deadline = listened + 0.5
        while snapshots.count() == 0 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert snapshots.count() >= 1, "the first snapshot comes at once, not at the next rest pass"
        time.sleep(3.5)
        assert snapshots.count() >= 4, snapshots.count()  # one a second while someone listens
        client.remove_listener(on_snapshot)
    finally:
        client.stop()


def test_a_publish_and_an_engine_wake_that_nearly_coincide_make_one_pass(tmp_path: Path) -> None:
    """The host's measurement, anchored on the pass that made it, fell due a few milliseconds
    before every fifth publish and cost a pass of its own; now the two make one, at the later
    time, so that both are due in it. Apart, each keeps its own time."""
    client = LiveClient(tmp_path / "client")  # not started: only its schedule is asked
    client._next_publish = 100.0
    assert client._next_pass(100.0 - COALESCE_S / 2, watched=True) == 100.0
    assert client._next_pass(100.0 + COALESCE_S / 2, watched=True) == 100.0 + COALESCE_S / 2
    assert client._next_pass(100.0 - PUBLISH_PERIOD / 2, watched=True) == 100.0 - PUBLISH_PERIOD / 2
    assert client._next_pass(100.0 + PUBLISH_PERIOD / 2, watched=True) == 100.0
    assert client._next_pass(104.0, watched=False) == 104.0  # nobody listens: no publish to wait for
