"""A real ``boinc-core run`` over GUI RPC: a postponed task, and the proxy set with boinccmd.

The client runs as a child process attached to a demo project on loopback whose
application always asks to be postponed (``boinc_temporary_exit``: an hour, "waiting
for the test"), so its tasks sit in their wait. Our RemoteClient reads them as
BOINC Manager would ("Postponed: waiting for the test"), and the raw reply carries
the real client's ``<scheduler_wait/>`` and ``<scheduler_wait_reason>``. Then
Debian's boinccmd sets and reads the GUI proxy, and the next scheduler request
goes through a real HTTP proxy on 127.0.0.1.
"""
from __future__ import annotations

import hashlib
import shutil
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.api.snapshot import ClientSnapshot
from core.demo import DemoConfig, DemoProject
from core.guirpc.gui_proxy import GUI_PROXY_FILE
from core.remote.client import RemoteClient
from tests.core.client.e2e import core_run, free_port
from tests.core.client.test_boinccmd_live import Running
from tests.core.guirpc.sample import RawConn
from tests.core.transfer.proxies import HttpProxy

REPO = Path(__file__).resolve().parents[3]
REASON = "waiting for the test"
POSTPONER = f"""#!/usr/bin/env python3
# Asks the client to run this task again in an hour, every time.
with open("boinc_temporary_exit", "w") as f:
    f.write("3600\\n{REASON}\\n")
"""

pytestmark = [pytest.mark.timeout(120),
              pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")]


@pytest.fixture(scope="module")
def running(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    tmp = tmp_path_factory.mktemp("live_task_states")
    app = tmp / "app"
    app.mkdir()
    (app / "postponer.py").write_text(POSTPONER)
    (app / "postponer.py").chmod(0o755)
    project = DemoProject(tmp / "project", app_dir=app,
                          config=DemoConfig(request_delay_s=1.0, job_size=1000, ready_jobs=2, max_jobs_per_rpc=2))
    project.start()
    port = free_port()
    try:
        with core_run(tmp / "client", project, port) as (proc, password):
            yield Running(project, proc, tmp / "client", port, password)
    finally:
        project.stop()


def test_a_postponed_task_reads_as_the_manager_says_it(running: Running) -> None:
    r = running
    client = RemoteClient("127.0.0.1", r.port, r.password, poll_interval_s=0.3, timeout_s=5)
    seen: list[ClientSnapshot] = []
    client.add_listener(seen.append)
    client.start()
    try:
        deadline = time.monotonic() + 60
        while not (seen and any(t.status == f"Postponed: {REASON}" for t in seen[-1].tasks)):
            assert time.monotonic() < deadline, [t.status for t in seen[-1].tasks] if seen else "no snapshot"
            assert r.proc.poll() is None, "boinc-core run exited"
            time.sleep(0.3)
        task = next(t for t in seen[-1].tasks if t.status.startswith("Postponed"))
        assert not task.running and not task.finished
    finally:
        client.stop()
    conn = RawConn(r.port)
    try:
        nonce = conn.call("<auth1/>").split(b"<nonce>")[1].split(b"</nonce>")[0].decode()
        digest = hashlib.md5((nonce + r.password).encode()).hexdigest()
        assert b"<authorized/>" in conn.call(f"<auth2>\n<nonce_hash>{digest}</nonce_hash>\n</auth2>")
        reply = conn.call("<get_results/>").decode()
    finally:
        conn.close()
    block = next(b for b in reply.split("<result>")[1:] if task.name in b)
    assert f"    <scheduler_wait/>\n    <scheduler_wait_reason>{REASON}</scheduler_wait_reason>\n" in block
    # Written where RESULT::write_gui puts it: after the flags, before the active task.
    assert block.index("<report_deadline>") < block.index("<scheduler_wait/>")
    if "<active_task>" in block:
        assert block.index("<scheduler_wait_reason>") < block.index("<active_task>")


def test_boinccmd_sets_the_proxy_and_the_next_request_uses_it(running: Running) -> None:
    r = running
    url = r.project.master_url
    project_port = url.split(":")[2].split("/")[0]
    r.poll(("--get_project_status",), "name: boinc-gui Demo Project")
    fresh = r.cmd("--get_proxy_settings")
    assert "HTTP server name: \n" in fresh and not (r.data / GUI_PROXY_FILE).exists()
    with HttpProxy(user="volunteer", password="pa&ss<word") as proxy:
        r.cmd("--set_proxy_settings", "127.0.0.1", str(proxy.port), "volunteer", "pa&ss<word", "", "1080", "", "", "")
        shown = r.poll(("--get_proxy_settings",), f"HTTP server port: {proxy.port}")
        assert "HTTP server name: 127.0.0.1" in shown and "HTTP user name: volunteer" in shown
        kept = r.data / GUI_PROXY_FILE
        assert stat.S_IMODE(kept.stat().st_mode) == 0o600  # it holds the password
        text = kept.read_text()
        assert "<use_http_proxy/>" in text and "<use_http_auth/>" in text
        assert "<http_user_passwd>pa&amp;ss&lt;word</http_user_passwd>" in text
        r.cmd("--project", url, "update")
        deadline = time.monotonic() + 40
        while not any(f":{project_port}/" in t for t in proxy.log.targets):
            assert time.monotonic() < deadline, proxy.log
            time.sleep(0.2)
        assert proxy.log.users and set(proxy.log.users) == {"volunteer"} and proxy.log.refused == 0
        messages = r.poll(("--get_messages", "0"), "Proxy settings changed: using HTTP proxy 127.0.0.1")
        assert "pa&ss<word" not in messages  # the password never reaches the event log
        # Back to direct connections: the proxy sees nothing more.
        r.cmd("--set_proxy_settings", "", "80", "", "", "", "1080", "", "", "")
        r.poll(("--get_messages", "0"), "Proxy settings changed: no proxy")
        before = len(proxy.log.targets)
        done = r.cmd("--get_messages", "0").count("Scheduler request completed")
        r.cmd("--project", url, "update")
        deadline = time.monotonic() + 30
        while r.cmd("--get_messages", "0").count("Scheduler request completed") <= done:
            assert time.monotonic() < deadline, "the direct scheduler request never completed"
            time.sleep(0.3)
        assert len(proxy.log.targets) == before
    assert "<use_http_proxy/>" not in (r.data / GUI_PROXY_FILE).read_text()
