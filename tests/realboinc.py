"""The real BOINC client (Debian's /usr/bin/boinc) in a loopback-only network namespace.

As fixtures/boinc-7.20/README.md describes: a fresh data directory owned by the
``boinc`` user with dont_contact_ref_site and no_info_fetch, a known GUI RPC
password, and CPU-busy suspension off. Tests run their own code inside the same
namespace with ``ip netns exec NS ...``.
"""
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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

CONNECTED_CLIENT = textwrap.dedent("""
    import json, sys, time
    sys.path.insert(0, sys.argv[3])
    from core.guirpc.client import GuiRpcClient, GuiRpcError
    c = GuiRpcClient("127.0.0.1", int(sys.argv[1]), sys.argv[2], timeout_s=10, backoff_s=0.2, max_backoff_s=0.5)
    deadline = time.monotonic() + 30
    while True:  # the real client takes a moment to open its GUI RPC port
        try:
            c.connect()
            break
        except GuiRpcError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)
""")
"""The start of a script run by ``run_in_namespace``: ``c`` is a GuiRpcClient, connected and
authenticated to the real client (port and password from the command line)."""


def netns_problem() -> str:
    """Why the real client cannot be run here ("" when it can)."""
    if os.geteuid() != 0:
        return "needs root for ip netns"
    if shutil.which("ip") is None or not Path("/usr/bin/boinc").exists():
        return "needs iproute2 and /usr/bin/boinc"
    return ""


NO_CPU_BUSY = "<global_preferences><suspend_cpu_usage>0</suspend_cpu_usage></global_preferences>\n"


@contextmanager
def real_boinc(log_path: Path, port: int, password: str, name: str, *, prefs_override: str = NO_CPU_BUSY,
               launcher: tuple[str, ...] = (), cc_options: str = "", cc_config_end: bool = True) -> Iterator[str]:
    """Start the real client serving GUI RPC on ``port``; yields the namespace name.

    ``launcher``: a command that runs in the namespace and starts the client (the rest of
    the command line), e.g. the first process of a fresh PID namespace. ``cc_options``: more
    elements for cc_config.xml's ``<options>``. ``cc_config_end=False`` leaves the file's
    ``</cc_config>`` off: BOINC 7.20 takes back every notice naming cc_config.xml when its
    parser reaches that end tag (client/log_flags.cpp, CC_CONFIG::parse_client), so only an
    unfinished file keeps its alerts in the client's notices.
    """
    ns = f"{name}_{os.getpid()}"
    # pytest's tmp_path sits under a 0700 directory the boinc user cannot enter.
    data = Path(tempfile.mkdtemp(prefix=f"{name}_", dir="/tmp"))
    (data / "cc_config.xml").write_text("<cc_config><options><dont_contact_ref_site>1</dont_contact_ref_site>"
                                        "<no_info_fetch>1</no_info_fetch>" + cc_options + "</options>"
                                        + ("</cc_config>" if cc_config_end else "") + "\n")
    (data / "gui_rpc_auth.cfg").write_text(password)
    (data / "global_prefs_override.xml").write_text(prefs_override)
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
    log = log_path.open("wb")
    try:
        subprocess.run(["ip", "netns", "exec", ns, "ip", "link", "set", "lo", "up"], check=True, timeout=10)
        boinc = subprocess.Popen(["ip", "netns", "exec", ns, *launcher, *run_as, "/usr/bin/boinc", "--dir", str(data),
                                  "--gui_rpc_port", str(port)], stdout=log, stderr=log, start_new_session=True)
        yield ns
    finally:
        if boinc is not None and boinc.poll() is None:  # a launcher may have ended it already
            os.killpg(boinc.pid, signal.SIGTERM)
            try:
                boinc.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(boinc.pid, signal.SIGKILL)
                boinc.wait(5)
        subprocess.run(["ip", "netns", "del", ns], timeout=10)
        log.close()
        shutil.rmtree(data, ignore_errors=True)


def run_in_namespace(ns: str, script: str, port: int, password: str, log_path: Path, work_dir: Path,
                     timeout_s: float = 60) -> dict[str, Any]:
    """Run ``script`` (Python, given port, password and this repository as arguments) inside the
    namespace ``ns``; returns the JSON object its last output line holds. A failure shows the
    script's error output and the end of the real client's log."""
    path = work_dir / "drive.py"
    path.write_text(script)
    r = subprocess.run(["ip", "netns", "exec", ns, sys.executable, str(path), str(port), password, str(REPO)],
                       capture_output=True, text=True, timeout=timeout_s)
    assert r.returncode == 0, r.stderr + log_path.read_text(errors="replace")[-2000:]
    out: dict[str, Any] = json.loads(r.stdout.strip().splitlines()[-1])
    return out
