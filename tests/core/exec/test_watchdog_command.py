"""The watchdog helper as ``boinc-core watchdog`` (how a frozen bundle runs it), for real:
child processes, pipes, and a bundle-like folder whose ``boinc-core`` is a script."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from core.exec.leftovers import start_time_of
from core.exec.watchdog import CORE_PROGRAM, Watchdog, helper_command

REPO = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def app() -> Iterator[subprocess.Popen[bytes]]:
    """A stand-in science app: a process leading its own group, as the executor starts apps."""
    proc = subprocess.Popen(["sleep", "60"], start_new_session=True)
    yield proc
    if proc.poll() is None:
        proc.kill()
    proc.wait(5)


def _gone(proc: subprocess.Popen[bytes], timeout: float = 10.0) -> bool:
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        return False
    return True


def _helper(env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    env = dict(os.environ if env is None else env, PYTHONPATH=str(REPO))
    return subprocess.Popen([sys.executable, "-m", "core.cli", "watchdog", str(os.getpid())], cwd=REPO, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)


def test_boinc_core_watchdog_kills_registered_apps_when_the_pipe_closes(app: subprocess.Popen[bytes]) -> None:
    helper = _helper()
    assert helper.stdin is not None
    helper.stdin.write(f"add {app.pid} {start_time_of(app.pid)!r}\n".encode())
    helper.stdin.flush()
    time.sleep(0.3)
    assert app.poll() is None, "the app must run while the client lives"
    helper.stdin.close()  # what the kernel does when the client dies, however it dies
    assert _gone(app), "the app outlived its client"
    assert app.returncode == -9
    assert helper.wait(10) == 0


def test_boinc_core_watchdog_leaves_apps_alone_after_bye(app: subprocess.Popen[bytes]) -> None:
    helper = _helper()
    out = helper.communicate(f"add {app.pid} {start_time_of(app.pid)!r}\nbye\n".encode(), timeout=20)
    assert helper.returncode == 0, out
    time.sleep(0.3)
    assert app.poll() is None, "a clean shutdown must not kill anything"


def test_watchdog_is_not_a_listed_subcommand() -> None:
    out = subprocess.run([sys.executable, "-m", "core.cli", "--help"], cwd=REPO, capture_output=True, text=True,
                         timeout=30)
    assert out.returncode == 0 and "emulate" in out.stdout and "watchdog" not in out.stdout


def test_helper_command_from_source_and_frozen(tmp_path: Path) -> None:
    assert helper_command(42, frozen=False, executable="/usr/bin/python3") == [
        "/usr/bin/python3", "-m", "core.exec.watchdog", "42"]
    gui = tmp_path / "boinc-gui"
    assert helper_command(42, frozen=True, executable=str(gui)) is None  # no boinc-core beside it
    core = tmp_path / CORE_PROGRAM
    core.write_text("#!/bin/sh\n")
    core.chmod(0o755)
    assert helper_command(42, frozen=True, executable=str(gui)) == [str(core), "watchdog", "42"]


def test_a_frozen_client_starts_boinc_core_watchdog_beside_it(tmp_path: Path, app: subprocess.Popen[bytes],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A bundle-like folder: ``boinc-gui`` (this process, as sys.executable) and a
    ``boinc-core`` that runs core.cli; the client's Watchdog must start the latter."""
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    core = bundle / CORE_PROGRAM
    core.write_text(f'#!/bin/sh\nPYTHONPATH="{REPO}" exec "{sys.executable}" -m core.cli "$@"\n')
    core.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle / "boinc-gui"))
    dog = Watchdog()
    try:
        dog.add(app.pid, start_time_of(app.pid) or 0.0)
        assert dog.pid
        helper = psutil.Process(dog.pid)
        deadline = time.monotonic() + 10
        while "watchdog" not in helper.cmdline() and time.monotonic() < deadline:
            time.sleep(0.05)  # the script execs Python
        assert helper.cmdline()[-2:] == ["watchdog", str(os.getpid())]
        assert app.poll() is None
        proc = dog._proc
        assert proc is not None and proc.stdin is not None
        proc.stdin.close()  # the client "dies": its end of the pipe closes without "bye"
        assert _gone(app), "the frozen client's watchdog did not end the app"
        proc.wait(10)
    finally:
        dog._proc = None
