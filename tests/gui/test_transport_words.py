"""TLS and SSH refusals in the window's language (issue 37): the transports raise a kind with its
facts (core/api/client.py ConnectionProblem, core/guirpc/tls.py and ssh_tunnel.py), the host's
health carries them, and boinc_gui/problem_words.py and the alerts word them.

Real connections on 127.0.0.1: our GUI RPC server behind a real TLS front with a certificate
other than the pinned one, and a real SSH server (paramiko's server side, in a thread) whose
host key is not in known_hosts, or which accepts no key.
"""
from __future__ import annotations

import re
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from boinc_gui.i18n import Installed
from boinc_gui.problem_words import PROBLEM_FORMS, problem_words
from boinc_gui.tabs.alert_words import alert_text
from core.alerts.engine import AlertEngine
from core.alerts.model import AlertSettings
from core.api.client import ConnectionProblem, HostHealth
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from core.guirpc.ssh_tunnel import SshSettings
from core.guirpc.tls import TlsSettings
from core.guirpc.tls_front import TlsFront
from core.guirpc.transport import Transport
from core.remote.client import RemoteClient
from tests.core.guirpc.sample import PASSWORD, attached_snapshot

paramiko = pytest.importorskip("paramiko")
needs_keygen = pytest.mark.skipif(shutil.which("ssh-keygen") is None, reason="needs OpenSSH's ssh-keygen (make deps)")

WRONG_PIN = ":".join(["AB"] * 32)


def failed_health(port: int, transport: Transport) -> HostHealth:
    """The health of a remote client over ``transport`` once its first connection failed."""
    client = RemoteClient("127.0.0.1", port, PASSWORD, poll_interval_s=0.2, timeout_s=5,
                          backoff_s=5.0, max_backoff_s=5.0, transport=transport)
    client.start()
    try:
        deadline = time.monotonic() + 20
        while client.health().problem is None:
            assert time.monotonic() < deadline, "no failure seen"
            time.sleep(0.05)
        return client.health()
    finally:
        client.stop()


def test_every_transport_kind_has_window_words() -> None:
    kinds = {ConnectionProblem.CERTIFICATE_CHANGED, ConnectionProblem.SSH_HOST_KEY_CHANGED,
             ConnectionProblem.SSH_HOST_UNKNOWN, ConnectionProblem.SSH_AUTH_REFUSED, ConnectionProblem.SSH_FAILED,
             ConnectionProblem.SSH_TARGET_REFUSED, ConnectionProblem.SSH_TUNNEL_CLOSED}
    assert kinds <= set(PROBLEM_FORMS)
    for kind in kinds:  # the window's %1… are the core's {0}…
        core = {int(n) + 1 for n in re.findall(r"\{(\d)\}", kind.value)}
        window = {int(n) for n in re.findall(r"%(\d)", PROBLEM_FORMS[kind])}
        assert core == window, kind


@pytest.mark.timeout(60)
def test_changed_certificate_in_german_with_both_fingerprints(german: Installed, tmp_path: Path) -> None:
    with GuiRpcServer(StateBackend(attached_snapshot(n_results=1)), PASSWORD, port=0) as srv, \
            TlsFront(srv, tmp_path, port=0) as front:
        health = failed_health(front.port, TlsSettings(WRONG_PIN))
    assert health.problem is ConnectionProblem.CERTIFICATE_CHANGED
    where = f"127.0.0.1:{front.port}"
    assert health.problem_facts == (where, WRONG_PIN, front.fingerprint)
    # the core's English, as before: logs and the host poller's pipe read it
    assert health.error.startswith(f"The TLS certificate of {where} has changed, so the manager did not log in.")
    shown = problem_words(health.problem, health.problem_facts, health.error)
    assert shown.startswith(f"Das TLS-Zertifikat von {where} hat sich geändert")
    assert f"Hinterlegt: SHA-256 {WRONG_PIN}" in shown and f"Jetzt vorgelegt: SHA-256 {front.fingerprint}" in shown
    assert "„Neues Zertifikat akzeptieren“" in shown  # the button's own German name

    # The alert for a host that stays silent says it too, both fingerprints included.
    now = [1000.0]
    engine = AlertEngine(AlertSettings(host_silent_s=60.0), clock=lambda: now[0])
    engine.host_health("tls box", False, health.error, health.problem, health.problem_facts)
    now[0] += 61.0
    told = engine.host_health("tls box", False, health.error, health.problem, health.problem_facts)
    texts = [alert_text(a) for n in told for a in n.alerts]
    assert len(texts) == 1 and WRONG_PIN in texts[0] and front.fingerprint in texts[0], texts
    assert "hat sich geändert" in texts[0]


class _NoKeyServer(paramiko.ServerInterface):  # type: ignore[misc,name-defined]
    """Accepts the SSH handshake, refuses every key (paramiko's defaults refuse all logins)."""

    def get_allowed_auths(self, username: str) -> str:
        return "publickey"


@pytest.fixture
def ssh_server() -> Iterator[tuple[int, Any]]:
    """A real SSH server on 127.0.0.1 that lets nobody in; yields its port and host key."""
    host_key = paramiko.RSAKey.generate(2048)
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    stop = threading.Event()
    transports: list[Any] = []

    def serve() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            t = paramiko.Transport(conn)
            t.add_server_key(host_key)
            transports.append(t)
            try:
                t.start_server(server=_NoKeyServer())
            except (paramiko.SSHException, EOFError, OSError):  # the client hung up mid-handshake
                t.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield port, host_key
    stop.set()
    thread.join(5)
    listener.close()
    for t in transports:
        t.close()


def _user_key(tmp_path: Path) -> str:
    """A throwaway user key as a volunteer makes one (OpenSSH's ssh-keygen, no passphrase)."""
    path = tmp_path / "id_ed25519"
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(path)], check=True, timeout=30)
    return str(path)


def _german_words(health: HostHealth) -> str:
    assert health.problem is not None
    return problem_words(health.problem, health.problem_facts, health.error)


@needs_keygen
@pytest.mark.timeout(60)
def test_unknown_ssh_host_key_in_german(german: Installed, tmp_path: Path,
                                        ssh_server: tuple[int, Any]) -> None:
    port, _ = ssh_server
    known = tmp_path / "known_hosts"
    known.write_text("")
    health = failed_health(31416, SshSettings("127.0.0.1", port, "volunteer", _user_key(tmp_path), str(known)))
    assert health.problem is ConnectionProblem.SSH_HOST_UNKNOWN, health
    where = f"volunteer@127.0.0.1:{port}"
    assert health.error.startswith(f"SSH: {where} is not in {known}; log in once with `ssh -p {port} ")
    assert _german_words(health) == (
        f"SSH: {where} steht nicht in {known}. Melden Sie sich einmal mit „ssh -p {port} volunteer@127.0.0.1“ an, "
        "vergleichen Sie den Fingerabdruck des Host-Schlüssels und akzeptieren Sie ihn, dann versuchen Sie es erneut.")


@needs_keygen
@pytest.mark.timeout(60)
def test_refused_ssh_key_in_german(german: Installed, tmp_path: Path, ssh_server: tuple[int, Any]) -> None:
    port, host_key = ssh_server
    known = tmp_path / "known_hosts"
    known.write_text(f"[127.0.0.1]:{port} {host_key.get_name()} {host_key.get_base64()}\n")
    key_file = _user_key(tmp_path)
    health = failed_health(31416, SshSettings("127.0.0.1", port, "volunteer", key_file, str(known)))
    assert health.problem is ConnectionProblem.SSH_AUTH_REFUSED, health
    where = f"volunteer@127.0.0.1:{port}"
    assert health.error == (f"SSH: {where} accepted none of the keys offered (agent, {key_file}); "
                            "is the public key in its authorized_keys?")
    assert _german_words(health) == (
        f"SSH: {where} hat keinen der angebotenen Schlüssel angenommen (Agent, {key_file}). "
        "Steht der öffentliche Schlüssel in seiner authorized_keys?")

