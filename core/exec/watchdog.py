"""A watchdog on the client's liveness: when the client dies, its apps die with it.

An app that uses the BOINC API notices a dead client itself (no heartbeat); a
plain executable never does, and after a ``kill -9`` of the client it would run
on for nobody, in a slot the next client wants to use. So the executor starts
one small helper process (``python -m core.exec.watchdog``) per client run and
keeps the write end of a pipe to it (started with the first app). The helper reads ``add PID START_TIME`` and
``del PID`` lines as apps start and end; when the pipe reaches end of file
(the kernel closes it whatever way the client died) it kills the process group
of every app still registered, checking start times so a reused pid is never
hit, and exits. A clean shutdown writes ``bye`` first: the helper then exits
without killing (the client has already stopped its apps).

Every app is registered, API or not: an API app would notice the missing
heartbeat only after 30 s, computing for nobody meanwhile, and what it would
lose by being killed is the same as what it loses by exiting then (the work
since its checkpoint).

The helper runs in its own session (a Ctrl-C meant for the client's terminal
must not take the watchdog away) and ignores SIGINT, SIGHUP and SIGTERM. From
source it is ``python -m core.exec.watchdog PID``; a frozen bundle has no Python
to run a module with, so there it is the bundle's ``boinc-core watchdog PID``
(core/cli.py), found next to the running executable (``boinc-gui`` and
``boinc-core`` share one folder, ``Contents/MacOS`` on macOS). Where that is
missing the helper is not started and the start-up sweep of core.exec.leftovers
still ends leftovers when the next client starts.

Reads: its standard input. Signals: the process groups registered with it.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from core.exec.leftovers import ProcessRecord, end_processes, group_members

if TYPE_CHECKING:
    import psutil  # loaded by core.exec.leftovers where a process is looked at

_PACKAGE_ROOT = Path(__file__).resolve().parents[2]


CORE_PROGRAM = "boinc-core.exe" if sys.platform == "win32" else "boinc-core"


def helper_command(client_pid: int, frozen: bool | None = None, executable: str | None = None) -> list[str] | None:
    """How to start the helper for ``client_pid``: ``python -m core.exec.watchdog`` from
    source, the bundle's ``boinc-core watchdog`` when frozen (None if it is not there).
    ``frozen`` and ``executable`` default to this process's."""
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    executable = sys.executable if executable is None else executable
    if not frozen:
        return [executable, "-m", "core.exec.watchdog", str(client_pid)]
    core = Path(executable).resolve().parent / CORE_PROGRAM
    if not os.access(core, os.X_OK):
        return None
    return [str(core), "watchdog", str(client_pid)]


class Watchdog:
    """The client's end: starts the helper and keeps it informed. Never raises."""

    def __init__(self) -> None:
        self._proc: subprocess.Popen[bytes] | None = None
        self._failed = False

    @property
    def pid(self) -> int:
        """The helper's pid (0 when none runs)."""
        return self._proc.pid if self._proc is not None else 0

    def start(self) -> bool:
        """Start the helper for this process; False if it could not be started."""
        if self._proc is not None:
            return True
        command = helper_command(os.getpid())
        if command is None:
            return False
        env = dict(os.environ)
        if not getattr(sys, "frozen", False):
            env["PYTHONPATH"] = os.pathsep.join(p for p in (str(_PACKAGE_ROOT), env.get("PYTHONPATH", "")) if p)
        try:
            self._proc = subprocess.Popen(
                command,
                stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                env=env, close_fds=True, start_new_session=True)
        except OSError:
            self._proc = None
            return False
        return True

    def _send(self, line: str) -> None:
        proc = self._proc
        if proc is None or proc.stdin is None:
            return
        try:
            proc.stdin.write(line.encode("ascii"))
            proc.stdin.flush()
        except (OSError, ValueError):
            self._proc = None  # the helper is gone; the start-up sweep remains

    def add(self, pid: int, start_time: float) -> None:
        """Register an app just started (starts the helper with the first one)."""
        if self._proc is None and not self._failed:
            self._failed = not self.start()
        self._send(f"add {pid} {start_time!r}\n")

    def remove(self, pid: int) -> None:
        self._send(f"del {pid}\n")

    def close(self) -> None:
        """Clean shutdown: the helper exits without killing anything."""
        proc = self._proc
        if proc is None:
            return
        self._send("bye\n")
        try:
            if proc.stdin is not None:
                proc.stdin.close()
            proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()
        self._proc = None


def watch() -> int:
    """The helper's main loop: read registrations until EOF, then kill what is registered.
    Its argument, the client's pid, only labels it in process listings."""
    for sig in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
        signal.signal(sig, signal.SIG_IGN)
    apps: dict[int, float] = {}
    for raw in iter(sys.stdin.buffer.readline, b""):
        words = raw.decode("ascii", "replace").split()
        try:
            if words[:1] == ["add"] and len(words) == 3:
                apps[int(words[1])] = float(words[2])
            elif words[:1] == ["del"] and len(words) == 2:
                apps.pop(int(words[1]), None)
            elif words[:1] == ["bye"]:
                return 0
        except ValueError:
            continue
    procs: list[psutil.Process] = []
    for pid, started in apps.items():
        procs.extend(group_members(ProcessRecord(pid, started)))
    if procs:
        end_processes(procs)
    return 0


if __name__ == "__main__":
    sys.exit(watch())
