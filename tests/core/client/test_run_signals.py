"""``boinc-core run`` and its signals, as a volunteer or a service manager sends them."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from core.client.stack_dump import format_stacks
from tests.core.client.e2e import REPO, free_port, stop_client
from tests.core.client.gui_rpc_run import wait_listening


def test_sigusr1_prints_every_threads_stack_and_the_client_keeps_running(tmp_path: Path) -> None:
    port = free_port()
    err_path = tmp_path / "stderr.txt"
    with err_path.open("wb") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "core.cli", "run", "--dir", str(tmp_path / "data"), "--gui-rpc-port", str(port),
             "--quiet"], stdout=subprocess.DEVNULL, stderr=err, cwd=REPO)
        try:
            wait_listening(proc, port)
            # A volunteer who saw no dump would ask again; so does this, until a dump shows
            # the signal's own thread and another. (faulthandler's dump, used before, read
            # the threads' frames as they changed and now and then crashed the client here.)
            deadline = time.monotonic() + 20
            while not _whole_dump(err_path.read_text(errors="replace")):
                assert time.monotonic() < deadline, err_path.read_text(errors="replace")
                proc.send_signal(signal.SIGUSR1)
                time.sleep(2.0)
            time.sleep(0.5)
            assert proc.poll() is None  # a dump, not a stop
        finally:
            stop_client(proc)
    assert _whole_dump(err_path.read_text(errors="replace"))
    assert proc.returncode == 0  # SIGTERM still stops it cleanly afterwards


def _whole_dump(text: str) -> bool:
    """The thread the signal ran on ("Current thread 0x…") and at least one other ("Thread 0x…")."""
    return "Current thread 0x" in text and "Thread 0x" in text


def test_sigterm_delivered_to_another_thread_still_stops_the_client(tmp_path: Path) -> None:
    """The kernel may hand a process's SIGTERM to any of its threads; the client must stop anyway.

    kill() with a thread's id delivers the signal to that thread when it can take it, which is
    what happens by chance to a service manager's SIGTERM."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "core.cli", "run", "--dir", str(tmp_path / "data"), "--gui-rpc-port", str(port),
         "--quiet"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=REPO)
    try:
        wait_listening(proc, port)
        others = [int(t.name) for t in Path(f"/proc/{proc.pid}/task").iterdir() if int(t.name) != proc.pid]
        assert others  # the engine's thread and the GUI RPC server's at least
        os.kill(others[0], signal.SIGTERM)
        proc.wait(30)
    finally:
        stop_client(proc)
    assert proc.returncode == 0


def _parked(ready: threading.Event, release: threading.Event) -> None:
    ready.set()
    release.wait(30)


def test_the_dump_lists_each_thread_most_recent_call_first() -> None:
    """faulthandler's layout: the calling thread marked "Current thread", every frame a
    ``File "...", line N in NAME`` line, the innermost first."""
    ready, release = threading.Event(), threading.Event()
    worker = threading.Thread(target=_parked, args=(ready, release), name="parked")
    worker.start()
    try:
        assert ready.wait(10)
        text = format_stacks(sys._current_frames(), threading.get_ident())
    finally:
        release.set()
        worker.join(10)
    assert worker.ident is not None
    blocks = {block.split("\n", 1)[0]: block for block in text.split("\n\n") if block.strip()}
    mine = blocks[f"Current thread 0x{threading.get_ident():016x} (most recent call first):"]
    assert "in test_the_dump_lists_each_thread_most_recent_call_first" in mine.splitlines()[1]
    theirs = blocks[f"Thread 0x{worker.ident:016x} (most recent call first):"].splitlines()[1:]
    names = [line.rsplit(" in ", 1)[1] for line in theirs]
    assert names.index("wait") < names.index("_parked") < names.index("run")  # innermost first
    assert all(line.startswith('  File "') for line in theirs)
