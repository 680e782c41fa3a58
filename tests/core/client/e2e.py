"""Helpers for end-to-end tests: a demo project and live clients in temporary directories."""
from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from core.api.commands import Attach, CommandResult
from core.client.live import LiveClient
from core.client.session import LiveSession, SessionOptions
from core.demo import DemoConfig, DemoProject
from core.demo.server import DEFAULT_APP_DIR
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.state import GlobalPrefs

T = TypeVar("T")

FAST_PREFS = GlobalPrefs(suspend_cpu_usage=0.0, niu_suspend_cpu_usage=0.0, work_buf_min_days=0.001,
                         work_buf_additional_days=0.0, cpu_scheduling_period_minutes=60.0)


def demo_project(tmp: Path, app_dir: Path | None = None, **config: object) -> DemoProject:
    settings: dict[str, object] = {"request_delay_s": 1.0, "job_size": 20_000, "ready_jobs": 4, **config}
    cfg = DemoConfig(**settings)  # type: ignore[arg-type]
    project = DemoProject(tmp / "project", app_dir=app_dir, config=cfg)
    project.start()
    return project


def paced_demo_app(tmp: Path, delay_s: float) -> Path:
    """The demo app, resting ``delay_s`` after each chunk of 20,000 numbers (its ``--delay``).

    Its jobs otherwise last about half a second whatever their size (mostly Python's start):
    a test that must act on a running job gets jobs of a known length this way."""
    app = tmp / "paced_app"
    app.mkdir()
    shutil.copy(DEFAULT_APP_DIR / "demo_app.py", app / "demo_app.py")
    (app / "boinc_app.toml").write_text(f'command_line = "--delay {delay_s}"\n')
    return app


def live_client(data: Path, prefs: GlobalPrefs = FAST_PREFS) -> LiveClient:
    dd = DataDir(data)
    dd.ensure()
    write_global_prefs_override(dd, prefs)
    client = LiveClient(data, SessionOptions(seed=1), probe_attach=False)
    client.start()
    assert client.wait_opened(30)
    return client


def attach(client: LiveClient, project: DemoProject) -> None:
    result = client.submit(Attach(project.master_url, project.authenticator)).result(timeout=30)
    assert result.ok, result.message


def credited(project: DemoProject) -> int:
    assert project.store is not None, "the project is not started"
    return len([r for r in project.store.results() if r.validate_state == "valid" and r.granted_credit > 0])


def wait_for(pred: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if pred():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout_s} s waiting for {what}")


REPO = Path(__file__).resolve().parents[3]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _listens(port: int) -> bool:
    """The GUI RPC port accepts connections (the password file is written before it listens)."""
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        return False
    return True


@contextmanager
def core_run(data: Path, project: DemoProject, port: int, *, override: bytes | None = None,
             extra_args: tuple[str, ...] = (),
             ) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """A real ``boinc-core run`` attached to ``project``, serving GUI RPC on ``port``.

    ``override``: the exact bytes of global_prefs_override.xml (default: FAST_PREFS);
    ``extra_args``: more options for ``boinc-core run`` (``--metrics-port``, say).
    Yields the process and its GUI RPC password once the password file exists;
    SIGTERM (the clean shutdown) on leaving, a kill only if that hangs.
    """
    dd = DataDir(data)
    dd.ensure()
    if override is None:
        write_global_prefs_override(dd, FAST_PREFS)
    else:
        dd.global_prefs_override.write_bytes(override)
    proc = subprocess.Popen(
        [sys.executable, "-m", "core.cli", "run", "--dir", str(data), "--gui-rpc-port", str(port),
         "--attach", project.master_url, project.authenticator, *extra_args],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=REPO)
    try:
        auth = data / "gui_rpc_auth.cfg"
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not (auth.exists() and auth.read_text().strip() and _listens(port)):
            assert proc.poll() is None, f"boinc-core run exited with {proc.returncode}"
            time.sleep(0.1)
        yield proc, auth.read_text().strip()
    finally:
        stop_client(proc)


CLEAN_STOP_S = 40.0
"""How long a stopping ``boinc-core run`` may take: up to 10 s for the apps to quit and 5 s
for transfers to stop by design, plus the save, on a machine other tests keep busy."""


def stop_client(proc: subprocess.Popen[Any]) -> None:
    """SIGTERM (the clean shutdown); if that hangs, SIGUSR1 first, so that the client prints
    every thread's stack to its standard error for the failure report, then a kill."""
    if proc.poll() is not None:
        return
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(CLEAN_STOP_S)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGUSR1)
        time.sleep(1.0)
        proc.kill()
        proc.wait(5)


def on_engine(client: LiveClient, fn: Callable[[LiveSession], T]) -> T:
    """``fn(session)`` run on the client's engine thread (between passes); its value."""
    box: list[T] = []

    def call(s: LiveSession, now: float) -> CommandResult:
        box.append(fn(s))
        return CommandResult(True)

    assert client.inspect(call).result(timeout=30).ok
    return box[0]
