"""The embedded demo project a new volunteer sees working with no network and no account.

``make run`` and ``boinc-gui`` start it on a fixed loopback port when the client is
attached to nothing yet, or is attached to it already (so the project it attached to
keeps answering on later starts). Its data lives beside the client's, in
``<data dir>/demo-project``.

It is served by a child process (``boinc-core demo-project``'s code, ``python -m
core.demo.cli``; a bundle starts its own program with ``--demo-project``), not by threads
of the window's process: it is a project's server, whose work (parsing requests, its
database, validating every result by recounting its primes) is no business of the
window. In the window's process that work held the interpreter lock against the GUI
thread, and a repaint, which takes the lock back for every cell, waited for it each time:
the window froze for 100-780 ms at each scheduler request (bench/gui_hosts_scale.py).
The child stops when its standard input closes, so it ends with the window however the
window ends; its output goes to ``<data dir>/demo-project/server.log``.
"""
from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from core.persist import DataDir, canonicalize_master_url

if TYPE_CHECKING:
    import subprocess

DEMO_PORT = 31480
CHILD_FLAG = "--demo-project"  # a frozen bundle's word for "be the demo project's server"
START_TIMEOUT_S = 60.0


def demo_url(port: int = DEMO_PORT) -> str:
    return canonicalize_master_url(f"http://127.0.0.1:{port}/")


PORT_FILE = "port"
"""In the demo's own directory: the port it was first served on. Its URL (and so the client's
attachment) names the port, so a later start serves on the same one."""


def _port_file(data_dir: Path) -> Path:
    return data_dir / "demo-project" / PORT_FILE


def demo_port(data_dir: Path, port: int = DEMO_PORT) -> int:
    """The port this data directory's demo project uses: the one it was first served on, else ``port``."""
    try:
        remembered = int(_port_file(data_dir).read_text().strip())
    except (OSError, ValueError):
        return port
    return remembered if 0 < remembered < 65536 else port


def port_taken(port: int) -> bool:
    """Whether something on this computer already listens on 127.0.0.1:``port``.

    Asked as the demo's server binds (``http.server`` sets SO_REUSEADDR): the connections a
    server closed keep its port for a minute (TIME_WAIT), and a demo restarted within it can
    bind there all the same."""
    import socket  # here: every start imports this module before the window is complete (issue 36)

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return True
    return False


def wants_demo(data_dir: Path, port: int = DEMO_PORT) -> bool:
    """True when nothing is attached yet, or the demo project is among the attached."""
    dd = DataDir(data_dir)
    accounts = list(dd.root.glob("account_*.xml")) if dd.root.exists() else []
    return not accounts or dd.account_file(demo_url(demo_port(data_dir, port))).exists()


def child_command(frozen: bool | None = None) -> list[str]:
    """The demo server's command line, without its options."""
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    return [sys.executable, CHILD_FLAG] if frozen else [sys.executable, "-m", "core.demo.cli"]


class DemoProcess:
    """A demo project server in a child process, and its master URL and account key once it has
    said them: a thread reads them as the server prints them, so that whoever starts it need not
    wait (the window's start-up does not: some 0.3 s of the child's own start, issue 36)."""

    def __init__(self, proc: subprocess.Popen[str], log: Path, port_file: Path) -> None:
        self.proc = proc
        self.log = log
        self._said: dict[str, str] = {}
        self._error: OSError | None = None
        self._heard = threading.Event()
        self._reader = threading.Thread(target=self._listen, args=(port_file,), name="demo-project-start",
                                        daemon=True)
        self._reader.start()

    def _listen(self, port_file: Path) -> None:
        # The server prints its URL and key once it listens: two "key: value" lines. One that
        # says nothing for a minute is ended, which ends the reading below too.
        assert self.proc.stdout is not None
        watchdog = threading.Timer(START_TIMEOUT_S, self.proc.kill)
        watchdog.start()
        try:
            while len(self._said) < 2:
                line = self.proc.stdout.readline()
                if not line:
                    break
                key, _, value = line.strip().partition(": ")
                if key in ("master_url", "account_key") and value:
                    self._said[key] = value
        finally:
            watchdog.cancel()
        if len(self._said) < 2:
            self.stop(5.0)
            tail = self.log.read_text(errors="replace").strip().splitlines()[-1:] if self.log.exists() else []
            self._error = OSError(f"the demo project's server did not start ({tail[0] if tail else 'no output'})")
        else:
            served = urlsplit(self._said["master_url"]).port
            if served:
                port_file.write_text(f"{served}\n")
        self._heard.set()

    def wait(self) -> DemoProcess:
        """This server, once it has said its URL and key; OSError if it did not start."""
        self._heard.wait()
        if self._error is not None:
            raise self._error
        return self

    @property
    def master_url(self) -> str:
        return self.wait()._said["master_url"]

    @property
    def authenticator(self) -> str:
        return self.wait()._said["account_key"]

    def stop(self, timeout: float = 15.0) -> None:
        """Ask the server to stop (its input closes) and wait; kill it if it does not."""
        if self.proc.poll() is None and self.proc.stdin is not None:
            try:
                self.proc.stdin.close()
            except OSError:
                pass
        import subprocess

        try:
            self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        if threading.current_thread() is not self._reader:
            self._reader.join(timeout)  # it reads the output closed below (the child has ended: it is done)
        if self.proc.stdout is not None:
            self.proc.stdout.close()


def launch_demo(data_dir: Path, port: int = DEMO_PORT) -> DemoProcess:
    """Start the demo project's server without waiting for it to listen (``DemoProcess.wait``
    does); raises OSError when it cannot be started at all.

    ``port`` is the one wished for; a demo served before keeps its own port (its URL is in the
    client's attachment). A demo not yet attached whose port another program holds is served
    on a free port instead (0: the system picks), and that port is kept for the next start."""
    # Here: every start imports this module before the window is complete, most with no demo (issue 36).
    import subprocess

    project_dir = data_dir / "demo-project"
    project_dir.mkdir(parents=True, exist_ok=True)
    port = demo_port(data_dir, port)
    if port and port_taken(port) and not DataDir(data_dir).account_file(demo_url(port)).exists():
        port = 0
    log_path = project_dir / "server.log"
    with log_path.open("a") as log:
        proc = subprocess.Popen([*child_command(), "--data", str(project_dir), "--port", str(port),
                                 "--exit-with-stdin"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True)
    return DemoProcess(proc, log_path, _port_file(data_dir))


def start_demo(data_dir: Path, port: int = DEMO_PORT) -> DemoProcess:
    """Start the demo project's server and wait until it listens; raises OSError when it cannot
    (the port is taken...). See ``launch_demo``."""
    return launch_demo(data_dir, port).wait()
