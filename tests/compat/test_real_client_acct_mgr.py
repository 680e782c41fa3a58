"""The real BOINC 7.20 client joins the demo account manager and gets the demo project attached by it.

All in a fresh network namespace with only loopback (as tests/compat/test_real_client.py):
the demo project (``python -m core.demo.cli``), the demo account manager
(``python -m core.demo.acct_mgr_cli``, listing the project with its account key and a URL
signature from its own key), and Debian's client as the ``boinc`` user. ``boinccmd
--join_acct_mgr`` starts it; the client must verify the signature, attach the project,
keep the manager in acct_mgr_url.xml, and contact the project's scheduler with the key.
"""
from __future__ import annotations

import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest

from tests.compat.test_real_client import _REASON, BOINC, BOINCCMD, PASSWORD, ROOT

pytestmark = [pytest.mark.skipif(_REASON is not None, reason=_REASON or ""), pytest.mark.timeout(150)]


def test_real_client_joins_the_demo_account_manager() -> None:
    ns = f"bgam{os.getpid()}{uuid.uuid4().hex[:6]}"
    boinc_user = pwd.getpwnam("boinc")
    base = Path(tempfile.mkdtemp(prefix="bg-am-", dir="/tmp"))
    base.chmod(0o755)
    client_dir = base / "client"
    client_dir.mkdir()
    (client_dir / "cc_config.xml").write_text(
        "<cc_config>\n<options>\n<dont_contact_ref_site>1</dont_contact_ref_site>\n"
        "<no_info_fetch>1</no_info_fetch>\n</options>\n</cc_config>\n")
    (client_dir / "gui_rpc_auth.cfg").write_text(PASSWORD + "\n")
    for p in [client_dir, *client_dir.iterdir()]:
        os.chown(p, boinc_user.pw_uid, boinc_user.pw_gid)
    procs: list[subprocess.Popen[str]] = []
    env = {**os.environ, "PYTHONPATH": str(ROOT)}

    def cmd(*args: str) -> str:
        r = subprocess.run(["ip", "netns", "exec", ns, str(BOINCCMD), "--host", "127.0.0.1", "--passwd", PASSWORD,
                            *args], capture_output=True, text=True, timeout=60, check=False, cwd=client_dir)
        return r.stdout + r.stderr

    def start(*argv: str) -> subprocess.Popen[str]:
        proc = subprocess.Popen(["ip", "netns", "exec", ns, sys.executable, "-m", *argv], cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        procs.append(proc)
        return proc

    def until(what: str, pred: object, timeout: float) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if pred():  # type: ignore[operator]
                return
            time.sleep(0.5)
        log = (client_dir / "stdout.txt").read_text(errors="replace")[-4000:]
        pytest.fail(f"timed out waiting for {what}\n--- client log tail ---\n{log}")

    subprocess.run(["ip", "netns", "add", ns], check=True)
    try:
        subprocess.run(["ip", "netns", "exec", ns, "ip", "link", "set", "lo", "up"], check=True)
        project = start("core.demo.cli", "--data", str(base / "project"), "--request-delay", "1", "--ready-jobs", "1")
        assert project.stdout is not None
        master = project.stdout.readline().strip().removeprefix("master_url: ")
        key = project.stdout.readline().strip().removeprefix("account_key: ")
        assert master.startswith("http://"), master
        am = start("core.demo.acct_mgr_cli", "--data", str(base / "am"), "--user", "vol", "am-secret",
                   "--project", master, key)
        assert am.stdout is not None
        am_url = am.stdout.readline().strip().removeprefix("url: ")
        assert am_url.startswith("http://"), am_url
        with open(client_dir / "stdout.txt", "w") as log:
            procs.append(subprocess.Popen(
                ["ip", "netns", "exec", ns, "setpriv", "--reuid=boinc", "--regid=boinc", "--init-groups",
                 str(BOINC), "--dir", str(client_dir), "--skip_cpu_benchmarks", "--no_gpus"],
                cwd=client_dir, stdout=log, stderr=subprocess.STDOUT, text=True))
        until("the client's GUI RPC", lambda: "network status" in cmd("--get_cc_status").lower(), 20)

        joined = cmd("--join_acct_mgr", am_url, "vol", "am-secret")
        assert "polling for reply" in joined, joined
        until("the project attached by the account manager", lambda: master in cmd("--get_project_status"), 60)
        status = cmd("--get_project_status")
        assert "attached via Account Manager: yes" in status, status
        info = cmd("--acct_mgr", "info")
        assert f"URL: {am_url}" in info and "Demo Account Manager" in info, info
        kept = (client_dir / "acct_mgr_url.xml").read_text()
        assert f"<url>{am_url}</url>" in kept and "<signing_key>" in kept
        # the client used the key the manager gave: the project's scheduler knows this host now
        until("a scheduler reply from the project", lambda: "user_name: demo_user" in cmd("--get_project_status"), 60)
    finally:
        for proc in reversed(procs):
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(timeout=5)
        subprocess.run(["ip", "netns", "del", ns], capture_output=True, check=False)
        shutil.rmtree(base, ignore_errors=True)
