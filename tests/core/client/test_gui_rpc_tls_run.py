"""A real ``boinc-core run --gui-rpc-tls-port``: the manager's remote client over TLS, boinccmd
on the plain port, and a certificate made anew refused by the manager's pin.

The client is attached to the embedded demo project on loopback. Everything is real:
the child process, its certificate made at first start in its data directory, the
sockets on 127.0.0.1, Debian's boinccmd.
"""
from __future__ import annotations

import shutil
import subprocess
import time
from pathlib import Path

import pytest

from core.guirpc.tls import CERT_FILE, KEY_FILE, TlsSettings, certificate_fingerprint
from core.remote.client import RemoteClient
from core.state.enums import RunMode
from tests.core.client.e2e import core_run, demo_project, free_port, wait_for

pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]


def _boinccmd(port: int, password: str, *args: str) -> str:
    r = subprocess.run(["boinccmd", "--host", f"127.0.0.1:{port}", "--passwd", password, *args],
                       capture_output=True, text=True, timeout=20)
    assert r.returncode == 0, (args, r.stdout, r.stderr)
    return r.stdout


@pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed (make deps)")
def test_manager_over_tls_boinccmd_on_plain_port_changed_certificate_refused(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    data = tmp_path / "client"
    port, tls_port = free_port(), free_port()
    try:
        with core_run(data, project, port, extra_args=("--gui-rpc-tls-port", str(tls_port))) as (_, password):
            wait_for(lambda: (data / CERT_FILE).exists(), 30, "the certificate made at first start")
            first = certificate_fingerprint(data / CERT_FILE)
            remote = RemoteClient("127.0.0.1", tls_port, password, transport=TlsSettings(), timeout_s=10)
            remote.start()
            try:
                def attached() -> bool:
                    snap = remote.poll_snapshot()
                    return snap is not None and [p.url for p in snap.projects] == [project.master_url]

                wait_for(attached, 60, "the project, read over TLS")
                assert remote.health().tls_fingerprint == first  # pinned at first use
                # BOINC's own tool on the plain port, at the same time: what it sets, TLS reads.
                assert project.master_url in _boinccmd(port, password, "--get_project_status")
                _boinccmd(port, password, "--set_run_mode", "never", "3600")

                def never() -> bool:
                    snap = remote.poll_snapshot()
                    return snap is not None and snap.activity.run_mode == RunMode.NEVER

                wait_for(never, 30, "boinccmd's run mode, read over TLS")
                assert "current mode: never" in _boinccmd(port, password, "--get_cc_status")
            finally:
                remote.stop()
        # The computer's certificate is made anew (its files deleted); the client makes another.
        (data / CERT_FILE).unlink()
        (data / KEY_FILE).unlink()
        with core_run(data, project, port, extra_args=("--gui-rpc-tls-port", str(tls_port))) as (_, password):
            wait_for(lambda: (data / CERT_FILE).exists(), 30, "the new certificate")
            second = certificate_fingerprint(data / CERT_FILE)
            assert second != first
            remote = RemoteClient("127.0.0.1", tls_port, password, transport=TlsSettings(first), timeout_s=10)
            remote.start()
            try:
                wait_for(lambda: "changed" in remote.health().error, 60, "the changed certificate refused")
                error = remote.health().error
                assert first in error and second in error and "Accept the new certificate" in error, error
                time.sleep(1.5)  # polls go on failing: nothing is read from the impostor
                assert remote.poll_snapshot() is None and not remote.health().connected
            finally:
                remote.stop()
            accepted = RemoteClient("127.0.0.1", tls_port, password, transport=TlsSettings(second), timeout_s=10)
            accepted.start()
            try:
                wait_for(lambda: accepted.poll_snapshot() is not None, 60, "the new certificate, once accepted")
            finally:
                accepted.stop()
    finally:
        project.stop()
