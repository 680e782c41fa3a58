"""Our client against the real BOINC 7.20 client, isolated in a loopback-only network namespace,
and against our own server (same API both ways)."""
from __future__ import annotations

import json
import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from core.guirpc.backend import ResultOp, SetMode, StateBackend
from core.guirpc.client import GuiRpcAuthError, GuiRpcClient, GuiRpcConnectionError, GuiRpcError
from core.guirpc.server import GuiRpcServer
from core.state.enums import RunMode
from tests.core.guirpc.sample import PASSWORD, URL, attached_snapshot

REPO = Path(__file__).resolve().parents[3]
PORT = 31416

CLIENT_SCRIPT = textwrap.dedent("""
    import json, sys, time
    sys.path.insert(0, sys.argv[3])
    from core.guirpc.client import GuiRpcClient, GuiRpcError
    from core.state.enums import RunMode
    c = GuiRpcClient("127.0.0.1", int(sys.argv[1]), sys.argv[2], timeout_s=10, backoff_s=0.2, max_backoff_s=0.5)
    deadline = time.monotonic() + 30
    while True:
        try:
            c.connect()
            break
        except GuiRpcError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)
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


def _netns_usable() -> str:
    if os.geteuid() != 0:
        return "needs root for ip netns"
    if shutil.which("ip") is None or not Path("/usr/bin/boinc").exists():
        return "needs iproute2 and /usr/bin/boinc"
    return ""


@pytest.mark.timeout(90)
@pytest.mark.skipif(bool(_netns_usable()), reason=_netns_usable() or "ok")
def test_our_client_drives_the_real_boinc_client(tmp_path: Path) -> None:
    ns = f"guirpc_test_{os.getpid()}"
    # pytest's tmp_path sits under a 0700 directory the boinc user cannot enter.
    data = Path(tempfile.mkdtemp(prefix="guirpc_boinc_", dir="/tmp"))
    (data / "cc_config.xml").write_text("<cc_config><options><dont_contact_ref_site>1</dont_contact_ref_site>"
                                        "<no_info_fetch>1</no_info_fetch></options></cc_config>\n")
    (data / "gui_rpc_auth.cfg").write_text("real-pw")
    (data / "global_prefs_override.xml").write_text(
        "<global_preferences><suspend_cpu_usage>0</suspend_cpu_usage></global_preferences>\n")
    run_as: list[str] = []
    try:
        user = pwd.getpwnam("boinc")
        os.chmod(data, 0o755)
        for p in [data, *data.iterdir()]:
            os.chown(p, user.pw_uid, user.pw_gid)
        run_as = ["setpriv", f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--init-groups"]
    except KeyError:
        pass
    subprocess.run(["ip", "netns", "add", ns], check=True, timeout=10)
    boinc: subprocess.Popen[bytes] | None = None
    log = (tmp_path / "boinc.log").open("wb")
    try:
        subprocess.run(["ip", "netns", "exec", ns, "ip", "link", "set", "lo", "up"], check=True, timeout=10)
        boinc = subprocess.Popen(["ip", "netns", "exec", ns, *run_as, "/usr/bin/boinc", "--dir", str(data),
                                  "--gui_rpc_port", str(PORT)], stdout=log, stderr=log, start_new_session=True)
        script = tmp_path / "drive.py"
        script.write_text(CLIENT_SCRIPT)
        r = subprocess.run(["ip", "netns", "exec", ns, sys.executable, str(script), str(PORT), "real-pw", str(REPO)],
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, r.stderr + (tmp_path / "boinc.log").read_text(errors="replace")[-2000:]
        out = json.loads(r.stdout.strip().splitlines()[-1])
        assert out["version"][0] >= 7 and out["platform"]
        assert out["ncpus"] >= 1 and out["projects"] == 0 and out["messages"] > 0
        assert out["before"] == 2 and out["after"] == 3 and out["after_perm"] == 3
    finally:
        if boinc is not None:
            os.killpg(boinc.pid, signal.SIGTERM)
            try:
                boinc.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(boinc.pid, signal.SIGKILL)
                boinc.wait(5)
        subprocess.run(["ip", "netns", "del", ns], timeout=10)
        log.close()
        shutil.rmtree(data, ignore_errors=True)


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
