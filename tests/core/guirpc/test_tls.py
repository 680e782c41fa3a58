"""GUI RPC inside TLS: the server's TLS port (TlsFront) and the manager's pinned connections.

Real sockets on 127.0.0.1, a real certificate made in the test's data directory, the
real server behind the TLS port; boinccmd (Debian's) on the plain port of the same server.
"""
from __future__ import annotations

import shutil
import socket
import ssl
import stat
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.guirpc.backend import StateBackend
from core.guirpc.client import GuiRpcAuthError, GuiRpcClient, GuiRpcError
from core.guirpc.server import GuiRpcServer
from core.guirpc.tls import (
    CERT_FILE,
    KEY_FILE,
    CertificateChanged,
    PinnedTls,
    TlsSettings,
    certificate_fingerprint,
    fetch_fingerprint,
)
from core.guirpc.tls_front import TlsFront
from core.remote.client import RemoteClient
from tests.core.guirpc.sample import PASSWORD, URL, attached_snapshot

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[GuiRpcServer, TlsFront]]:
    backend = StateBackend(attached_snapshot(n_results=2))
    with GuiRpcServer(backend, PASSWORD, port=0, data_dir=tmp_path) as server:
        with TlsFront(server, tmp_path, port=0) as front:
            yield server, front


def test_certificate_made_at_first_start_with_a_private_key(tmp_path: Path,
                                                            served: tuple[GuiRpcServer, TlsFront]) -> None:
    _, front = served
    key = tmp_path / KEY_FILE
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert front.fingerprint == certificate_fingerprint(tmp_path / CERT_FILE)
    assert len(front.fingerprint.split(":")) == 32
    # What the port presents is that certificate.
    assert fetch_fingerprint("127.0.0.1", front.port) == front.fingerprint


def test_state_over_tls_with_the_challenge_inside(served: tuple[GuiRpcServer, TlsFront]) -> None:
    server, front = served
    pinned: list[str] = []
    connector = PinnedTls("", pinned.append)
    with GuiRpcClient("127.0.0.1", front.port, PASSWORD, timeout_s=10, connector=connector) as rpc:
        assert isinstance(rpc._sock, ssl.SSLSocket) and rpc._sock.version() in ("TLSv1.2", "TLSv1.3")
        state = rpc.get_state()
        assert [p.master_url for p in state.projects] == [URL]
    assert pinned == [front.fingerprint]  # trust on first use, told to the caller once
    bad = GuiRpcClient("127.0.0.1", front.port, "not-the-password", timeout_s=10,
                       connector=PinnedTls(front.fingerprint))
    with pytest.raises(GuiRpcAuthError):
        bad.connect()
    assert server.requests_served >= 4  # the plain server answered the requests the front decrypted


def test_plain_gui_rpc_on_the_tls_port_gets_nothing(served: tuple[GuiRpcServer, TlsFront]) -> None:
    _, front = served
    with pytest.raises(GuiRpcError):
        GuiRpcClient("127.0.0.1", front.port, PASSWORD, timeout_s=3, backoff_s=0).connect()


def test_changed_certificate_refused_with_both_fingerprints(tmp_path: Path,
                                                            served: tuple[GuiRpcServer, TlsFront]) -> None:
    server, front = served
    old = front.fingerprint
    front.stop()
    (tmp_path / CERT_FILE).unlink()
    (tmp_path / KEY_FILE).unlink()
    with TlsFront(server, tmp_path, port=0) as renewed:
        new = renewed.fingerprint
        assert new != old
        served_before = server.requests_served
        with pytest.raises(CertificateChanged) as info:
            GuiRpcClient("127.0.0.1", renewed.port, PASSWORD, timeout_s=10, connector=PinnedTls(old)).connect()
        words = str(info.value)
        assert old in words and new in words and "Accept the new certificate" in words
        assert server.requests_served == served_before  # not even auth1 went to the impostor
        # The manager's remote client says the same in its health, and publishes nothing.
        remote = RemoteClient("127.0.0.1", renewed.port, PASSWORD, transport=TlsSettings(old.lower()),
                              timeout_s=5, backoff_s=0.2)
        remote.start()
        try:
            deadline = time.monotonic() + 20
            while "changed" not in remote.health().error and time.monotonic() < deadline:
                time.sleep(0.05)
            health = remote.health()
            assert old in health.error and new in health.error, health
            assert not health.connected and remote.poll_snapshot() is None
            assert health.tls_fingerprint == old  # the pin is kept, not replaced by what was presented
        finally:
            remote.stop()


def test_remote_client_over_tls_pins_at_first_use(served: tuple[GuiRpcServer, TlsFront]) -> None:
    _, front = served
    remote = RemoteClient("127.0.0.1", front.port, PASSWORD, transport=TlsSettings(), timeout_s=5)
    remote.start()
    try:
        deadline = time.monotonic() + 20
        while remote.poll_snapshot() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        snap = remote.poll_snapshot()
        assert snap is not None and [p.url for p in snap.projects] == [URL]
        assert remote.health().tls_fingerprint == front.fingerprint
    finally:
        remote.stop()


@pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed (make deps)")
def test_boinccmd_still_works_on_the_plain_port(served: tuple[GuiRpcServer, TlsFront]) -> None:
    server, _ = served
    r = subprocess.run(["boinccmd", "--host", f"127.0.0.1:{server.port}", "--passwd", PASSWORD,
                        "--get_project_status"], capture_output=True, text=True, timeout=20)
    assert r.returncode == 0, r.stderr
    assert URL in r.stdout


def test_silent_peer_does_not_hold_the_tls_port(tmp_path: Path) -> None:
    backend = StateBackend(attached_snapshot(n_results=1))
    with GuiRpcServer(backend, PASSWORD, port=0) as server, \
            TlsFront(server, tmp_path, port=0, handshake_timeout_s=0.5) as front:
        silent = socket.create_connection(("127.0.0.1", front.port))
        try:
            deadline = time.monotonic() + 10
            while front.handshakes_failed == 0 and time.monotonic() < deadline:
                time.sleep(0.05)
            assert front.handshakes_failed == 1
            assert silent.recv(1) == b""  # closed by the front
            with GuiRpcClient("127.0.0.1", front.port, PASSWORD, timeout_s=10,
                              connector=PinnedTls(front.fingerprint)) as rpc:
                assert rpc.get_cc_status() is not None
        finally:
            silent.close()


def _tls_from(source: str, port: int) -> ssl.SSLSocket:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
    raw = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
    return ctx.wrap_socket(raw)


def _exchange(sock: ssl.SSLSocket, body: str) -> bytes:
    sock.sendall(f"<boinc_gui_rpc_request>\n{body}\n</boinc_gui_rpc_request>\n\x03".encode())
    buf = b""
    while b"\x03" not in buf:
        chunk = sock.recv(65536)
        if not chunk:
            break
        buf += chunk
    return buf


def test_the_server_judges_the_real_peer_not_the_front(tmp_path: Path) -> None:
    # The front hands connections over from its own socket pair; the access rules must still
    # see the address the TLS connection came from (127.0.0.2 is another loopback address).
    backend = StateBackend(attached_snapshot(n_results=1))
    with GuiRpcServer(backend, PASSWORD, host="127.0.0.1", port=0, data_dir=tmp_path) as server, \
            TlsFront(server, tmp_path, port=0) as front:
        with _tls_from("127.0.0.2", front.port) as stranger:
            assert _exchange(stranger, "<get_cc_status/>") == b""  # closed: not an allowed address
        assert server.connections_refused == 1
        (tmp_path / "remote_hosts.cfg").write_text("127.0.0.2\n")
        with _tls_from("127.0.0.2", front.port) as listed:
            # Remote: nothing before the challenge, which runs inside TLS.
            assert b"<unauthorized/>" in _exchange(listed, "<get_cc_status/>")
        with _tls_from("127.0.0.1", front.port) as local:
            assert b"<cc_status>" in _exchange(local, "<get_cc_status/>")  # local reads need no password, as BOINC
