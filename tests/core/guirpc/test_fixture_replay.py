"""Every captured request, replayed to our server, gets a reply shaped like the real client's."""
from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core.guirpc.backend import CcStatus, DiskUsage, GuiRpcSnapshot, ModeState, StateBackend
from core.guirpc.server import GuiRpcServer
from core.state.enums import RunMode
from core.xml.hardened import parse_xml
from tests.core.guirpc.sample import PASSWORD, RawConn, attached_snapshot
from tests.core.guirpc.wire_commands import SetMode

FIXTURES = Path("/work/shared/fixtures/boinc-7.20/guirpc")
# Replays needing their own connection or values, tested below and in test_server_auth.
SPECIAL = {"auth1", "auth1_before_auth2", "auth2", "auth2_wrong_password", "unauthenticated_get_cc_config",
           "unauthenticated_get_cc_status", "unauthenticated_second_attempt_same_conn"}

pytestmark = pytest.mark.timeout(60)


def shape(e: Any) -> tuple[Any, ...]:
    """(tag, children's shapes with runs of identical siblings collapsed)."""
    kids: list[tuple[Any, ...]] = []
    for c in e:
        s = shape(c)
        if not kids or kids[-1] != s:
            kids.append(s)
    return (e.tag, tuple(kids))


def reply_shape(raw: bytes) -> tuple[Any, ...]:
    assert raw.endswith(b"\x03"), raw[-50:]
    text = raw[:-1]
    assert text.startswith(b"<boinc_gui_rpc_reply>\n") and text.endswith(b"</boinc_gui_rpc_reply>\n")
    return shape(parse_xml(text, source="reply"))


def fresh_snapshot() -> GuiRpcSnapshot:
    """What the real client held in guirpc/ (no project attached)."""
    snap = attached_snapshot()
    return dataclasses.replace(
        snap, state=dataclasses.replace(snap.state, projects={}, apps={}, app_versions=[], workunits={},
                                        results={}, active_tasks={}),
        transfers=(), notices=(), disk_usage=DiskUsage((), 2.7e11, 8e10, 24576.0, 8e10), statistics={},
        daily_xfers=(), old_results=(), global_prefs_override=None,
        cc_config=_file_text(""))


def fixture_snapshot() -> GuiRpcSnapshot:
    """What the real client held in attached_running_task/ (a running task, nothing in transfer)."""
    return dataclasses.replace(attached_snapshot(), transfers=(), notices=(),
                               cc_config=_file_text("attached_running_task"))


def _file_text(directory: str) -> str:
    """cc_config.xml as the real client held it (its reply is the raw file)."""
    raw = (FIXTURES / directory / "get_cc_config.reply.xml").read_text()
    return raw.split("<boinc_gui_rpc_reply>\n", 1)[1].rsplit("</boinc_gui_rpc_reply>", 1)[0]


@pytest.fixture
def served() -> Iterator[tuple[GuiRpcServer, StateBackend]]:
    backend = StateBackend(fixture_snapshot())
    server = GuiRpcServer(backend, PASSWORD, port=0)
    server.start()
    yield server, backend
    server.stop()


def ops_in(directory: Path) -> list[str]:
    return sorted(p.name[: -len(".request.xml")] for p in directory.glob("*.request.xml")
                  if p.name[: -len(".request.xml")] not in SPECIAL)


@pytest.mark.parametrize("directory,snapshot", [("attached_running_task", fixture_snapshot),
                                                ("", fresh_snapshot)])
def test_every_fixture_request_gets_the_same_structure(directory: str, snapshot: Any) -> None:
    backend = StateBackend(snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        conn = RawConn(server.port)
        assert b"<authorized/>" in conn.authorize()
        checked = []
        for name in ops_in(FIXTURES / directory):
            request = (FIXTURES / directory / f"{name}.request.xml").read_bytes()
            expected = (FIXTURES / directory / f"{name}.reply.xml").read_bytes()
            if name.startswith("get_cc_status_after"):
                continue  # needs the mode applied first: test_mode_change_reaches_cc_status
            conn.send_raw(request)
            got = conn.recv_reply()
            assert reply_shape(got) == reply_shape(expected), name
            checked.append(name)
        conn.close()
    assert len(checked) >= 25
    assert "get_state" in checked and "get_messages" in checked


def test_line_layout_matches_get_state_line_for_line() -> None:
    """Same element on the same line, in the same order: boinccmd parses some replies by lines."""
    backend = StateBackend(fixture_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        conn = RawConn(server.port)
        got = conn.call("<get_state/>").decode()
    want = (FIXTURES / "attached_running_task/get_state.reply.xml").read_text()

    def tags(text: str) -> list[str]:
        return [line.strip().split(">")[0] + ">" for line in text.splitlines() if line.strip().startswith("<")]

    assert tags(got) == tags(want)
    assert "<?xml" not in got


def test_mode_change_reaches_cc_status(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, backend = served
    d = FIXTURES / "attached_running_task"
    conn = RawConn(server.port)
    conn.authorize()
    conn.send_raw((d / "set_run_mode.request.xml").read_bytes())
    assert conn.recv_reply() == (d / "set_run_mode.reply.xml").read_bytes()
    assert backend.take_commands() == [SetMode("run", RunMode.NEVER, 0.0)]
    # the engine applies it and publishes a new snapshot
    snap = backend.snapshot()
    never = ModeState(RunMode.NEVER, RunMode.NEVER)
    backend.publish(dataclasses.replace(snap, cc_status=CcStatus(task=never)))
    conn.send_raw((d / "get_cc_status_after_run_mode_never.request.xml").read_bytes())
    got = conn.recv_reply()
    assert got == (d / "get_cc_status_after_run_mode_never.reply.xml").read_bytes()
    conn.send_raw((d / "set_network_mode.request.xml").read_bytes())
    assert b"<success/>" in conn.recv_reply()
    assert backend.take_commands() == [SetMode("network", RunMode.NEVER, 3600.0)]


def test_cc_status_bytes_identical(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, _ = served
    d = FIXTURES / "attached_running_task"
    conn = RawConn(server.port)
    for name in ("get_cc_status", "unknown_op", "get_proxy_settings", "acct_mgr_info"):
        if name != "get_cc_status":
            conn.authorize() if name == "get_proxy_settings" else None
        conn.send_raw((d / f"{name}.request.xml").read_bytes())
        assert conn.recv_reply() == (d / f"{name}.reply.xml").read_bytes(), name
