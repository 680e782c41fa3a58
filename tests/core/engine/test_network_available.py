"""``network_available`` (GUI RPC; BOINC Manager's "Do network communication"): the client
stops waiting out its backoffs. BOINC's NET_STATUS::network_available clears every project's
``min_rpc_time`` and every transfer's next request time; so does the one interpreter
(core/engine/commands.py), for the live client here and for any client GUI RPC reaches.

The live test runs a real demo project on 127.0.0.1 that goes away while the client holds
finished outputs: their uploads back off (BOINC's delays, two minutes at the least) and the
project's scheduler contact is pushed an hour ahead. The project comes back; the command must
have the outputs uploaded and reported within seconds, not after the backoffs.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from core.api.commands import CommandResult, NetworkAvailable
from core.client.live import LiveClient
from core.client.session import LiveSession
from core.demo import DemoProject
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from core.ids import ProjectUrl
from core.remote.client import RemoteClient
from core.state import ResultState
from tests.core.client.e2e import attach, demo_project, live_client, wait_for
from tests.core.guirpc.sample import PASSWORD, attached_snapshot

T = TypeVar("T")


def _on_engine(client: LiveClient, fn: Callable[[LiveSession, float], T]) -> T:
    box: list[T] = []

    def call(s: LiveSession, now: float) -> CommandResult:
        box.append(fn(s, now))
        return CommandResult(True)

    assert client.inspect(call).result(timeout=30).ok
    return box[0]


def _received(project: DemoProject) -> set[str]:
    assert project.store is not None
    with project.store.transaction() as db:
        rows = db.execute("SELECT name FROM result WHERE received_time > 0").fetchall()
    return {str(n) for (n,) in rows}


@pytest.mark.timeout(180)
def test_the_live_client_uploads_and_reports_at_once(tmp_path: Path) -> None:
    project = demo_project(tmp_path, ready_jobs=2, max_jobs_per_rpc=2)
    port, config, url = project.port, project.config, ProjectUrl(project.master_url)
    client = live_client(tmp_path / "client")
    revived: DemoProject | None = None

    def downloaded(s: LiveSession, now: float) -> bool:
        return bool(s.state.results) and all(r.state >= ResultState.FILES_DOWNLOADED for r in s.state.results.values())

    def uploads_backing_off(s: LiveSession, now: float) -> set[str]:
        return {str(t.name) for t in s.transfers.statuses(now) if t.upload and t.next_request_time > now + 60}

    def hold_scheduler(s: LiveSession, now: float) -> float:
        p = s.state.projects[url]
        p.min_rpc_time = now + 3600
        return p.min_rpc_time

    try:
        attach(client, project)
        wait_for(lambda: _on_engine(client, downloaded), 60, "the jobs' inputs")
        project.stop()
        wait_for(lambda: bool(_on_engine(client, uploads_backing_off)), 90, "an output upload backing off")
        names = _on_engine(client, lambda s, now: {str(r.name) for r in s.state.results.values()})
        revived = DemoProject(tmp_path / "project", port=port, config=config)
        revived.start()
        assert revived.port == port
        assert _on_engine(client, hold_scheduler) > 0

        assert client.submit(NetworkAvailable()).result(timeout=15).ok
        assert _on_engine(client, lambda s, now: s.state.projects[url].min_rpc_time <= now)
        wait_for(lambda: names <= _received(revived), 30, "the outputs uploaded and reported without the backoffs")
    finally:
        client.stop()
        project.stop()
        if revived is not None:
            revived.stop()


@pytest.mark.timeout(30)
def test_gui_rpc_and_the_remote_client_carry_it() -> None:
    """The remote client sends it as ``<network_available/>`` (GUI RPC's argument-free table) and the
    server posts the very command, so boinccmd --network_available and the window mean the same."""
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0) as srv:
        client = RemoteClient("127.0.0.1", srv.port, PASSWORD, poll_interval_s=0.2, timeout_s=5)
        client.start()
        try:
            result = client.submit(NetworkAvailable()).result(10)
            assert result.ok, result
            assert backend.take_commands() == [NetworkAvailable()]
        finally:
            client.stop()
