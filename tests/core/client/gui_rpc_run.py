"""A real ``boinc-core run`` with any arguments, and boinccmd against it (GUI RPC tests)."""
from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from tests.core.client.e2e import FAST_PREFS, REPO, stop_client
from tests.core.guirpc.sample import RawConn

BOINCCMD = shutil.which("boinccmd") or "/usr/bin/boinccmd"


@contextmanager
def boinc_core_run(data: Path, port: int, *args: str) -> Iterator[subprocess.Popen[bytes]]:
    """``boinc-core run --dir data --gui-rpc-port port *args``, yielded once the port answers.

    SIGTERM (the clean shutdown) on leaving, a kill only if that hangs.
    """
    dd = DataDir(data)
    dd.ensure()
    if not dd.global_prefs_override.exists():
        write_global_prefs_override(dd, FAST_PREFS)
    proc = subprocess.Popen(
        [sys.executable, "-m", "core.cli", "run", "--dir", str(data), "--gui-rpc-port", str(port), *args],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=REPO)
    try:
        wait_listening(proc, port)
        yield proc
    finally:
        stop_client(proc)


def wait_listening(proc: subprocess.Popen[bytes], port: int, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while True:
        assert proc.poll() is None, f"boinc-core run exited with {proc.returncode}"
        try:
            RawConn(port, timeout=2).close()
            return
        except OSError:
            assert time.monotonic() < deadline, "the GUI RPC server never listened"
            time.sleep(0.05)


def boinccmd(port: int, password: str | None, *args: str, cwd: Path | None = None,
             timeout_s: float = 20.0) -> subprocess.CompletedProcess[str]:
    """Run Debian's boinccmd; ``password`` None passes none (it then reads ./gui_rpc_auth.cfg)."""
    auth = ["--passwd", password] if password is not None else []
    return subprocess.run([BOINCCMD, "--host", f"127.0.0.1:{port}", *auth, *args],
                          capture_output=True, text=True, timeout=timeout_s, cwd=cwd)
