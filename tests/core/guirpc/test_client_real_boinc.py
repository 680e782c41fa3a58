"""Our client against the real BOINC 7.20 client, isolated in a loopback-only network namespace,
and against our own server (same API both ways)."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from core.guirpc.backend import StateBackend
from core.guirpc.client import (
    GuiRpcAuthError,
    GuiRpcClient,
    GuiRpcConnectionError,
    GuiRpcError,
)
from core.guirpc.server import GuiRpcServer
from core.state.enums import RunMode
from tests.core.guirpc.sample import PASSWORD, URL, attached_snapshot
from tests.core.guirpc.wire_commands import ResultOp, SetMode
from tests.realboinc import CONNECTED_CLIENT, netns_problem, real_boinc, run_in_namespace

PORT = 31416

CLIENT_SCRIPT = CONNECTED_CLIENT + textwrap.dedent("""
    from core.state.enums import RunMode
    state = c.get_state()
    before = c.get_cc_status()
    c.set_run_mode(RunMode.NEVER)
    after = c.get_cc_status()
    c.set_run_mode(RunMode.AUTO)
    out = dict(version=list(c.server_version), platform=state.platform, ncpus=state.host.p_ncpus,
               projects=len(state.projects), before=before.task_mode, after=after.task_mode,
               after_perm=after.task_mode_perm, messages=c.get_message_count())
    print(json.dumps(out))
""")




@pytest.mark.timeout(90)
@pytest.mark.skipif(bool(netns_problem()), reason=netns_problem() or "ok")
def test_our_client_drives_the_real_boinc_client(tmp_path: Path) -> None:
    with real_boinc(tmp_path / "boinc.log", PORT, "real-pw", "guirpc_test") as ns:
        out = run_in_namespace(ns, CLIENT_SCRIPT, PORT, "real-pw", tmp_path / "boinc.log", tmp_path)
        assert out["version"][0] >= 7 and out["platform"]
        assert out["ncpus"] >= 1 and out["projects"] == 0 and out["messages"] > 0
        assert out["before"] == 2 and out["after"] == 3 and out["after_perm"] == 3


@pytest.mark.timeout(30)
def test_client_against_our_server() -> None:
    backend = StateBackend(attached_snapshot(n_results=3))
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        with GuiRpcClient("127.0.0.1", server.port, PASSWORD, timeout_s=5) as c:
            assert c.server_version == (7, 20, 5)
            state = c.get_state()
            assert [p.project_name for p in state.projects] == ["Fixture Project"]
            assert len(state.results) == 3 and state.results[0].has_active_task and state.results[0].pid == 22153
            assert state.app_names[(URL, "fixture_app")] == "Fixture App"
            assert len(c.get_results(active_only=True)) == 1
            assert c.get_file_transfers()[0].is_upload
            msgs = c.get_messages(3)
            assert [m.seqno for m in msgs] == [4, 5] and msgs[0].body == "message 4 & <more>"
            assert c.get_message_count() == 5
            assert c.get_notices()[0].title == "Hello"
            assert c.get_disk_usage().projects[URL] == 53248.0
            assert c.get_host_info().p_ncpus == 2
            assert c.get_global_prefs_override() is not None
            c.set_run_mode(RunMode.NEVER, 3600)
            c.result_op(URL, "fixture_wu_4_0", "suspend")
            with pytest.raises(GuiRpcError, match="No such project"):
                c.project_op("http://elsewhere.example/", "update")
            assert backend.take_commands() == [SetMode("run", RunMode.NEVER, 3600.0),
                                               ResultOp(URL, "fixture_wu_4_0", "suspend")]  # type: ignore[arg-type]
        with pytest.raises(GuiRpcAuthError):
            GuiRpcClient("127.0.0.1", server.port, "wrong", timeout_s=5).connect()


@pytest.mark.timeout(30)
def test_client_reconnects_after_server_restart_and_backs_off() -> None:
    backend = StateBackend(attached_snapshot())
    server = GuiRpcServer(backend, PASSWORD, port=0)
    server.start()
    port = server.port
    c = GuiRpcClient("127.0.0.1", port, PASSWORD, timeout_s=5, backoff_s=0.2)
    c.connect()
    assert c.get_cc_status().task_mode == 2
    server.stop()
    with pytest.raises(GuiRpcConnectionError):
        c.get_cc_status()
    with pytest.raises(GuiRpcConnectionError, match="retrying in"):
        c.connect()  # inside the backoff window: no new attempt
    server = GuiRpcServer(backend, PASSWORD, port=port)
    server.start()
    try:
        import time
        time.sleep(0.5)
        assert c.get_cc_status().task_mode == 2  # reconnects and re-authenticates
    finally:
        server.stop()
        c.close()
