"""The real BOINC 7.20 client against our demo project, end to end.

Both run in a fresh network namespace that has only loopback (as the fixtures
README describes): the demo server via ``python -m core.demo.cli``, the client as
the ``boinc`` user via setpriv, attached with ``boinccmd --project_attach``.
Observed on the server's database: the signed job is validated and credited;
with the ``--unsigned`` server option the client refuses the app and reports
-186 (ERR_RESULT_DOWNLOAD). Needs root and ``ip netns``; skipped otherwise.
"""
from __future__ import annotations

import base64
import os
import pwd
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.core.demo.appfixture import make_prime_app
from tests.realboinc import CONNECTED_CLIENT, run_in_namespace

ROOT = Path(__file__).resolve().parents[2]
BOINC = Path("/usr/bin/boinc")
BOINCCMD = Path("/usr/bin/boinccmd")
PASSWORD = "compat-pw"


def _skip_reason() -> str | None:
    if os.geteuid() != 0:
        return "needs root (ip netns, setpriv to the boinc user)"
    if not (BOINC.exists() and BOINCCMD.exists()):
        return "the Debian boinc-client package is not installed"
    if shutil.which("ip") is None or shutil.which("setpriv") is None:
        return "ip (iproute2) or setpriv is missing"
    try:
        pwd.getpwnam("boinc")
    except KeyError:
        return "no boinc user"
    probe = f"bgprobe{os.getpid()}"
    r = subprocess.run(["ip", "netns", "add", probe], capture_output=True, text=True, check=False)
    if r.returncode != 0:
        return f"ip netns unavailable: {r.stderr.strip()}"
    subprocess.run(["ip", "netns", "del", probe], capture_output=True, check=False)
    return None


_REASON = _skip_reason()
pytestmark = [pytest.mark.skipif(_REASON is not None, reason=_REASON or ""), pytest.mark.timeout(150)]


@dataclass
class World:
    ns: str
    master_url: str
    account_key: str
    server_data: Path
    client_dir: Path

    def cmd(self, *args: str, timeout: float = 15) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["ip", "netns", "exec", self.ns, str(BOINCCMD), "--host", "127.0.0.1", "--passwd", PASSWORD, *args],
            capture_output=True, text=True, timeout=timeout, check=False, cwd=self.client_dir)

    def results(self) -> list[tuple[str, str, str, int, float]]:
        db = sqlite3.connect(f"file:{self.server_data / 'project.db'}?mode=ro", uri=True, timeout=5)
        try:
            rows = db.execute("SELECT name, outcome, validate_state, exit_status, granted_credit FROM result "
                              "WHERE server_state='over'").fetchall()
        finally:
            db.close()
        return [(str(a), str(b), str(c), int(d), float(e)) for a, b, c, d, e in rows]

    def client_log(self) -> str:
        try:
            return (self.client_dir / "stdout.txt").read_text(errors="replace")[-4000:]
        except OSError:
            return ""


def _wait(what: str, pred: Callable[[], bool], timeout: float, world: World) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return
        time.sleep(0.5)
    try:
        rows = world.results()
    except sqlite3.Error as exc:
        rows = [("database", str(exc), "", 0, 0.0)]
    pytest.fail(f"timed out waiting for {what}\nserver results: {rows[-5:]}\n"
                f"--- client log tail ---\n{world.client_log()}")


@contextmanager
def real_client_world(app_dir: Path, *server_args: str, attach_key: str = "") -> Iterator[World]:
    """The demo server and the real client in one namespace, the client attached to the project
    (with ``attach_key`` when given, else the server's account key)."""
    ns = f"bgc{os.getpid()}{uuid.uuid4().hex[:6]}"
    boinc_user = pwd.getpwnam("boinc")
    # Under /tmp directly: pytest's tmp_path is private to root and boinc must reach its dir.
    base = Path(tempfile.mkdtemp(prefix="bg-compat-", dir="/tmp"))
    base.chmod(0o755)
    client_dir = base / "client"
    client_dir.mkdir()
    (client_dir / "cc_config.xml").write_text(
        "<cc_config>\n<options>\n<dont_contact_ref_site>1</dont_contact_ref_site>\n"
        "<no_info_fetch>1</no_info_fetch>\n</options>\n</cc_config>\n")
    (client_dir / "gui_rpc_auth.cfg").write_text(PASSWORD + "\n")
    (client_dir / "global_prefs_override.xml").write_text(
        "<global_preferences>\n<suspend_cpu_usage>0</suspend_cpu_usage>\n</global_preferences>\n")
    for p in [client_dir, *client_dir.iterdir()]:
        os.chown(p, boinc_user.pw_uid, boinc_user.pw_gid)
    server_data = base / "server"
    procs: list[subprocess.Popen[str]] = []
    subprocess.run(["ip", "netns", "add", ns], check=True)
    try:
        subprocess.run(["ip", "netns", "exec", ns, "ip", "link", "set", "lo", "up"], check=True)
        server = subprocess.Popen(
            ["ip", "netns", "exec", ns, sys.executable, "-m", "core.demo.cli", "--data", str(server_data),
             "--app", str(app_dir), "--request-delay", "1", *server_args],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)})
        procs.append(server)
        assert server.stdout is not None
        master = server.stdout.readline().strip().removeprefix("master_url: ")
        key = server.stdout.readline().strip().removeprefix("account_key: ")
        if not master.startswith("http://"):
            pytest.fail(f"demo server did not start: {master!r} {server.stderr.read() if server.stderr else ''}")
        with open(client_dir / "stdout.txt", "w") as log:
            client = subprocess.Popen(
                ["ip", "netns", "exec", ns, "setpriv", "--reuid=boinc", "--regid=boinc", "--init-groups",
                 str(BOINC), "--dir", str(client_dir), "--skip_cpu_benchmarks", "--no_gpus"],
                cwd=client_dir, stdout=log, stderr=subprocess.STDOUT, text=True)
        procs.append(client)
        world = World(ns, master, key, server_data, client_dir)
        _wait("the client's GUI RPC", lambda: world.cmd("--get_cc_status").returncode == 0, 20, world)
        attach = world.cmd("--project_attach", master, attach_key or key)
        assert attach.returncode == 0, attach.stdout + attach.stderr
        yield world
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


def test_real_client_completes_a_signed_job(tmp_path: Path) -> None:
    app = make_prime_app(tmp_path / "app", job_size=20000)
    with real_client_world(app, "--ready-jobs", "1") as world:
        def credited() -> bool:
            return any(r[2] == "valid" and r[4] > 0 for r in world.results())
        _wait("a validated, credited result on the server", credited, 100, world)
        name, outcome, valid, exit_status, credit = [r for r in world.results() if r[2] == "valid" and r[4] > 0][0]
        assert (outcome, exit_status) == ("success", 0) and credit > 0
        # the server's ack reaches the client: the task leaves its list
        _wait("the ack to clear the task on the client",
              lambda: name not in world.cmd("--get_tasks").stdout, 30, world)


def test_real_client_rejects_unsigned_app(tmp_path: Path) -> None:
    app = make_prime_app(tmp_path / "app", job_size=20000)
    with real_client_world(app, "--unsigned", "--ready-jobs", "1") as world:
        state = world.client_dir / "client_state.xml"

        def failed_on_client() -> bool:
            try:
                return "<exit_status>-186</exit_status>" in state.read_text(errors="replace")
            except OSError:
                return False
        _wait("the client to refuse the unsigned app", failed_on_client, 60, world)
        # A failed job backs the project off for 1-2 minutes; a user "update" ignores that.
        world.cmd("--project", world.master_url, "update")
        _wait("the failure report on the server",
              lambda: any(r[3] == -186 for r in world.results()), 40, world)
        row = [r for r in world.results() if r[3] == -186][0]
        assert row[1] == "client_error" and row[4] == 0.0
        assert "signature" in world.client_log() or "signature" in world.cmd("--get_messages", "0").stdout


NOTICE_FIXTURE = ROOT / "tests" / "fixtures" / "real-boinc-7.20.5" / "get_notices_scheduler_wrong_key.xml"
NOTICES_SCRIPT = CONNECTED_CLIENT + textwrap.dedent("""
    import base64
    raw = c._exchange("<get_notices>\\n<seqno>0</seqno>\\n</get_notices>")
    print(json.dumps(dict(raw=base64.b64encode(raw).decode())))
""")


def test_real_client_makes_a_marked_notice_of_the_projects_refusal(tmp_path: Path) -> None:
    """Our demo scheduler refuses an unknown account key with BOINC's marked notice
    (sched/handle_request.cpp sends it with priority "notice"); the real client makes it a
    notice of the project, the _("…") marks kept (get_notices has no <translatable/>), as
    tests/fixtures/real-boinc-7.20.5/get_notices_scheduler_wrong_key.xml holds it (times
    blanked), which tests/gui/test_i18n.py shows in German and without marks in Swedish."""
    app = make_prime_app(tmp_path / "app", job_size=20000)
    with real_client_world(app, "--ready-jobs", "1", attach_key="0123456789abcdef0123456789abcdef") as world:
        _wait("the project's refusal as a notice",
              lambda: "Invalid or missing account key" in world.cmd("--get_notices", "0").stdout, 60, world)
        out = run_in_namespace(world.ns, NOTICES_SCRIPT, 31416, PASSWORD, world.client_dir / "stdout.txt", tmp_path)
    live = base64.b64decode(out["raw"])
    assert b'_("Invalid or missing account key.  To fix, remove and add this project.")' in live
    assert _timeless(live) == _timeless(NOTICE_FIXTURE.read_bytes())


def _timeless(raw: bytes) -> bytes:
    """A get_notices reply with its notices' times blanked."""
    return re.sub(rb"<(create_time|arrival_time)>[0-9.]+</", rb"<\\1>T</", raw)
