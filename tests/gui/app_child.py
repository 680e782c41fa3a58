"""The manager started as a volunteer starts it, in a child process of its own, with a driver
(Python source run with ``-c``) that wraps what a test looks at and writes what it saw to a
file: the start-up tests' common part. The test process itself has long since imported
everything, so only a fresh process shows what a start loads and in which order."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.gui.conftest import ROOT

# Driver lines that note the embedded demo server's process id in the driver's ``seen``
# (``import core.client.embedded_demo as embedded_demo`` first).
NOTE_DEMO_PID = """
real_launch = embedded_demo.launch_demo

def launch_demo(*args, **kwargs):
    demo = real_launch(*args, **kwargs)
    seen["demo_pid"] = demo.proc.pid
    return demo

embedded_demo.launch_demo = launch_demo
"""


def runtime_dir() -> Path:
    """A fresh XDG_RUNTIME_DIR, short: the single-instance server's Unix socket path is short."""
    return Path(tempfile.mkdtemp(prefix="rt", dir="/tmp"))


@contextmanager
def app_child(driver: str, out: Path, args: list[str], env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    """``python -c driver out args...``; on leaving, SIGTERM (as at logout) and an exit
    status of 0 asserted. Killed if still there after a failure."""
    proc = subprocess.Popen([sys.executable, "-c", driver, str(out), *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        yield proc
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        if proc.stderr is not None:
            proc.stderr.close()


def wait_for(path: Path, proc: subprocess.Popen[str], limit: float = 60.0) -> None:
    """Until the driver has written ``path``; the app's error output if it ended first."""
    deadline = time.monotonic() + limit
    while not path.exists():
        if proc.poll() is not None:
            said = proc.stderr.read()[-3000:] if proc.stderr else ""
            raise AssertionError(f"the app ended ({proc.returncode}):\n{said}")
        assert time.monotonic() < deadline, f"{path.name} not written within {limit:.0f} s"
        time.sleep(0.05)


def app_env(**extra: str) -> dict[str, str]:
    """The test's environment, offscreen, with a runtime directory of its own."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_RUNTIME_DIR": str(runtime_dir()), **extra}
