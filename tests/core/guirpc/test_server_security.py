"""Hostile and careless clients: refused or closed, and the server keeps serving."""
from __future__ import annotations

import hashlib
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from core.guirpc.backend import StateBackend
from core.guirpc.password import load_or_create_password
from core.guirpc.server import GuiRpcServer
from tests.core.guirpc.sample import PASSWORD, RawConn, attached_snapshot, frame

pytestmark = pytest.mark.timeout(60)
SET_NEVER = "<set_run_mode>\n<never/>\n  <duration>0.000000</duration>\n</set_run_mode>"


@pytest.fixture
def served() -> Iterator[tuple[GuiRpcServer, StateBackend]]:
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0, idle_timeout_s=30) as server:
        yield server, backend


def still_serving(server: GuiRpcServer) -> None:
    conn = RawConn(server.port)
    assert b"<authorized/>" in conn.authorize()
    assert b"<cc_status>" in conn.call("<get_cc_status/>")
    conn.close()


def test_wrong_password_is_refused_and_closed(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, backend = served
    conn = RawConn(server.port)
    assert b"<unauthorized/>" in conn.authorize("not-the-password")
    assert conn.closed()
    assert backend.commands() == []
    still_serving(server)


def test_replayed_nonce_hash_is_refused(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, _ = served
    first = RawConn(server.port)
    nonce = first.call("<auth1/>").split(b"<nonce>")[1].split(b"</nonce>")[0].decode()
    captured = hashlib.md5((nonce + PASSWORD).encode()).hexdigest()
    assert b"<authorized/>" in first.call(f"<auth2>\n<nonce_hash>{captured}</nonce_hash>\n</auth2>")
    second = RawConn(server.port)
    second.call("<auth1/>")  # a fresh nonce; the captured hash belongs to the old one
    assert b"<unauthorized/>" in second.call(f"<auth2>\n<nonce_hash>{captured}</nonce_hash>\n</auth2>")
    assert second.closed()
    still_serving(server)


def test_auth_protocol_abuse_closes(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, _ = served
    c = RawConn(server.port)
    assert (
        c.call("<auth2>\n<nonce_hash>x</nonce_hash>\n</auth2>")
        == b"<boinc_gui_rpc_reply>\n</boinc_gui_rpc_reply>\n\x03"
    )
    assert c.closed()
    c = RawConn(server.port)
    c.call("<auth1/>")
    c.call("<auth1/>")
    assert c.closed()


def test_unauthenticated_control_op(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, backend = served
    conn = RawConn(server.port)
    assert b"<cc_status>" in conn.call("<get_cc_status/>")  # allowed without auth locally
    assert b"<unauthorized/>" in conn.call(SET_NEVER)
    assert b"<unauthorized/>" in conn.call(SET_NEVER)
    assert conn.closed()  # the second refusal closes, as the real client does
    assert backend.commands() == []
    still_serving(server)


def test_non_allowed_address_is_closed() -> None:
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, host="127.0.0.1", port=0) as server:
        conn = RawConn(server.port, source="127.0.0.2")
        try:
            conn.sock.sendall(frame("<get_cc_status/>"))
            assert conn.recv_reply() == b""
        except (ConnectionResetError, BrokenPipeError):
            pass  # closed before or while we wrote: refused either way
        assert server.connections_refused == 1
        still_serving(server)


def test_remote_host_listed_in_file_must_authenticate(tmp_path: Path) -> None:
    (tmp_path / "remote_hosts.cfg").write_text("# trusted\n; also comment\n\n127.0.0.2\n")
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, host="127.0.0.1", port=0, data_dir=tmp_path) as server:
        conn = RawConn(server.port, source="127.0.0.2")
        assert b"<unauthorized/>" in conn.call("<get_cc_status/>")  # remote: nothing before auth
        conn = RawConn(server.port, source="127.0.0.2")
        assert b"<authorized/>" in conn.authorize()
        assert b"<cc_status>" in conn.call("<get_cc_status/>")


def test_oversized_request_closes(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, _ = served
    conn = RawConn(server.port)
    try:
        conn.send_raw(b"<boinc_gui_rpc_request>\n" + b"A" * 200_000)
    except (BrokenPipeError, ConnectionResetError):
        pass
    assert conn.closed()
    still_serving(server)


def test_silent_connection_times_out() -> None:
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0, idle_timeout_s=0.4) as server:
        conn = RawConn(server.port)
        start = time.monotonic()
        assert conn.closed()
        assert time.monotonic() - start < 4
        assert server.connection_count == 0
        still_serving(server)


def test_connection_limit_closes_an_unauthenticated_one_first() -> None:
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0, max_connections=2) as server:
        a, b = RawConn(server.port), RawConn(server.port)
        assert b"<authorized/>" in a.authorize()
        assert b"<cc_status>" in b.call("<get_cc_status/>")
        c = RawConn(server.port)  # full: b, the unauthenticated one, makes room although a is older
        assert b"<cc_status>" in c.call("<get_cc_status/>")
        assert b.closed()
        assert b"<cc_status>" in a.call("<get_cc_status/>")
        assert server.connections_evicted == 1 and server.connections_refused == 0


def test_http_get_is_denied(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, _ = served
    conn = RawConn(server.port)
    conn.send_raw(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    assert conn.sock.recv(100).startswith(b"HTTP/1.0 403")


def test_bytes_after_terminator_are_dropped(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, _ = served
    conn = RawConn(server.port)
    conn.send_raw(frame("<get_message_count/>") + frame("<get_cc_status/>"))
    assert b"<seqno>5</seqno>" in conn.recv_reply()
    conn.sock.settimeout(0.3)
    with pytest.raises(socket.timeout):
        conn.sock.recv(10)


def test_password_file_created_private(tmp_path: Path) -> None:
    pw = load_or_create_password(tmp_path)
    path = tmp_path / "gui_rpc_auth.cfg"
    assert len(pw) == 32 and path.read_text() == pw
    assert path.stat().st_mode & 0o777 == 0o600
    assert load_or_create_password(tmp_path) == pw
    path.write_text("  spaced-pw  \nsecond line\n")
    assert load_or_create_password(tmp_path) == "spaced-pw"



@pytest.fixture(scope="module")
def fuzz_server() -> Iterator[GuiRpcServer]:
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        yield server


_ops = st.sampled_from(["get_state", "auth1", "auth2", "set_run_mode", "get_messages", "project_suspend",
                        "set_cc_config", "boinc_gui_rpc_request", "", "?xml", "!--"])
_junk = st.one_of(st.binary(max_size=300), st.text(max_size=200).map(str.encode),
                  st.tuples(_ops, st.text(max_size=60)).map(lambda t: f"<x>\n<{t[0]}>{t[1]}</{t[0]}>".encode()))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(payload=_junk)
def test_fuzzed_requests_never_hurt_the_server(fuzz_server: GuiRpcServer, payload: bytes) -> None:
    conn = RawConn(fuzz_server.port, timeout=5)
    try:
        conn.send_raw(payload + b"\x03")
        reply = conn.recv_reply()
        assert reply == b"" or (reply.startswith(b"<boinc_gui_rpc_reply>\n") and reply.endswith(b"\x03"))
    except (ConnectionResetError, BrokenPipeError):
        pass
    finally:
        conn.close()
    ok = RawConn(fuzz_server.port)
    assert b"<cc_status>" in ok.call("<get_cc_status/>")
    ok.close()
