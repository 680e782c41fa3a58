"""An empty gui_rpc_auth.cfg (issue 16, item 6): local tools need no password, as in
BOINC, and the user is alerted; remote access is refused even with
``--allow-remote-gui-rpc``. A real ``boinc-core run``, Debian's boinccmd, and a
"remote" peer on 127.0.0.2 (not 127.0.0.1, so the client must treat it as remote).
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from core.client.gui_rpc import EMPTY_PASSWORD_ALERT, REMOTE_REFUSED_ALERT
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from core.persist import DataDir
from tests.core.client.e2e import free_port
from tests.core.client.gui_rpc_run import boinc_core_run, boinccmd
from tests.core.guirpc.sample import RawConn, attached_snapshot

pytestmark = [pytest.mark.timeout(120),
              pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")]
SET_NEVER = "<set_run_mode>\n<never/>\n<duration>0</duration>\n</set_run_mode>"


def _remote_reply(port: int, body: str) -> bytes:
    conn = RawConn(port, source="127.0.0.2")
    try:
        return conn.call(body)
    except (ConnectionResetError, BrokenPipeError):
        return b""  # closed before or while we wrote: refused either way
    finally:
        conn.close()


def test_empty_password_refuses_remote_control_and_alerts(tmp_path: Path) -> None:
    data = tmp_path / "client"
    DataDir(data).ensure()
    DataDir(data).gui_rpc_auth.write_text("")
    cwd = tmp_path / "elsewhere"  # boinccmd reads ./gui_rpc_auth.cfg: none here, so it sends no password
    cwd.mkdir()
    port = free_port()
    with boinc_core_run(data, port, "--allow-remote-gui-rpc"):
        assert _remote_reply(port, SET_NEVER) == b""
        assert _remote_reply(port, "<get_cc_status/>") == b""
        status = boinccmd(port, None, "--get_cc_status", cwd=cwd)
        assert status.returncode == 0 and "current mode: according to prefs" in status.stdout, status
        # Local control needs no password, as with BOINC.
        assert boinccmd(port, None, "--set_run_mode", "never", cwd=cwd).returncode == 0
        assert "current mode: never" in boinccmd(port, None, "--get_cc_status", cwd=cwd).stdout
        messages = boinccmd(port, None, "--get_messages", "0", cwd=cwd).stdout
        assert EMPTY_PASSWORD_ALERT in messages and REMOTE_REFUSED_ALERT in messages, messages
        notices = boinccmd(port, None, "--get_notices", "0", cwd=cwd).stdout
        assert EMPTY_PASSWORD_ALERT in notices and REMOTE_REFUSED_ALERT in notices, notices


def test_empty_password_server_listens_on_loopback_only() -> None:
    """Constructed, not started: which address it would bind, and whom it would let in."""
    backend = StateBackend(attached_snapshot())
    open_server = GuiRpcServer(backend, "", port=0, allow_remote=True)
    assert open_server.remote_refused and open_server.host == "127.0.0.1"
    assert not open_server._allowed("192.0.2.7") and open_server._allowed("127.0.0.1")
    guarded = GuiRpcServer(backend, "secret", port=0, allow_remote=True)
    assert not guarded.remote_refused and guarded.host == "0.0.0.0" and guarded._allowed("192.0.2.7")
    for server in (open_server, guarded):
        server.stop()
