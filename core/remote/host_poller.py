"""Remote hosts polled by a child process, so the window's process only merges ready rows.

Each remote host is polled once a second by a ``core.remote.client.RemoteClient``: GUI RPC
requests, XML parsing of up to 1.3 MB per host (every task, every 10 s) and the building
of rows. With 50 hosts that is 50 threads in the window's process competing with the GUI
thread for Python's interpreter lock (and garbage collections of their parsed records
counted against the window): the "All computers" view stalled for 100-200 ms at a time.
``HostPoller`` runs every remote host's ``RemoteClient`` in one child process
(``python -m core.remote.host_poller``) and hands the window a ``PolledClient`` per host,
which behaves as the ``RemoteClient`` did (the one client interface, plus ``health``,
``set_password``, ``reconnect_now``, ``get_rules``, ``set_rules``).

Protocol, over the child's stdin and stdout: frames of a 4-byte big-endian length and a
pickle. The parent sends ("add", host id, generation, address, port, password, options),
("remove", host id), ("submit", host id, request id, command), ("call", host id, request
id, method, args), ("password", host id, password), ("reconnect", host id). The child
sends ("snap", host id, generation, snapshot without rows, projects, tasks, transfers),
("health", host id, generation, HostHealth) when it changes, and ("reply", request id,
ok, result or error). A snapshot's rows go as a delta against the host's previous
snapshot: runs of unchanged rows as (start, stop) pairs into the previous tuple, other
rows as they are, so a poll that changed 4 running tasks sends 4 rows, not 1,000, and
the parent rebuilds the tuple from the very row objects it already holds (the tables'
identity checks then skip the unchanged ones). The child is our own program, but what it
sends came from other computers: the parent unpickles only classes defined under
``core`` (``_CoreOnly``), nothing that could run code.

The child exits when its stdin closes (the window closed it, or died). If it dies on
its own, every host says so in its health and a new child takes the hosts over after
2 s (longer, up to a minute, while children keep dying young).
A frozen build (PyInstaller) has no Python to run ``-m`` with: there the child is the
bundle's own program started as ``boinc-gui --host-poller`` (``boinc_gui.app.main``
hands that word to ``main`` here before it loads Qt). No Qt import here: the child must
start fast and small.
"""
from __future__ import annotations

import io
import itertools
import logging
import os
import pickle
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import IO, Any

from core.api.client import Capabilities, HostHealth, RulesInfo, SnapshotListener
from core.api.commands import Command, CommandProblem, CommandResult
from core.api.snapshot import ClientSnapshot
from core.api.threaded import SnapshotHub
from core.remote.client import RemoteClient, RemoteHost

log = logging.getLogger(__name__)

MAX_FRAME_BYTES = 512 * 1024 * 1024  # a frame longer than this means the stream is corrupt
HEALTH_EVERY_S = 0.25  # the child compares each host's health this often and sends changes
REVIVE_FIRST_S = 2.0  # a child that died is replaced after this long, doubling while they die young
REVIVE_MAX_S = 60.0
CALLS = frozenset({"get_rules", "set_rules"})  # RemoteClient methods the parent may call (they return futures)
Run = tuple[int, int]  # rows [start, stop) of the previous tuple, unchanged


# ---------------------------------------------------------------- framing and rows
def write_frame(stream: IO[bytes], lock: threading.Lock, message: object) -> None:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    with lock:
        stream.write(struct.pack(">I", len(data)))
        stream.write(data)
        stream.flush()


def read_frame(stream: IO[bytes], load: Callable[[bytes], Any]) -> Any:
    """The next message; None at the end of the stream."""
    head = stream.read(4)
    if len(head) < 4:
        return None
    (n,) = struct.unpack(">I", head)
    if n > MAX_FRAME_BYTES:
        raise ValueError(f"frame of {n} bytes")
    body = stream.read(n)
    if len(body) < n:
        return None
    return load(body)


class _CoreOnly(pickle.Unpickler):
    """Unpickles the snapshot, health, command and error classes of ``core`` and nothing else."""

    def find_class(self, module: str, name: str) -> Any:
        if module == "core" or module.startswith("core."):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not allowed from the host poller")


def load_core(data: bytes) -> Any:
    return _CoreOnly(io.BytesIO(data)).load()


def encode_rows(new: tuple[Any, ...], old: tuple[Any, ...]) -> list[Any] | None:
    """``new`` as runs of ``old`` (by identity) and new rows; None when it is ``old`` itself."""
    if new is old:
        return None
    where = {id(r): i for i, r in enumerate(old)}
    out: list[Any] = []
    start = stop = -1
    for r in new:
        i = where.get(id(r))
        if i is not None and i == stop:
            stop += 1
            continue
        if start >= 0:
            out.append((start, stop))
        if i is None:
            out.append(r)
            start = stop = -1
        else:
            start, stop = i, i + 1
    if start >= 0:
        out.append((start, stop))
    return out


def decode_rows(enc: list[Any] | None, old: tuple[Any, ...]) -> tuple[Any, ...]:
    """The inverse of ``encode_rows``: unchanged rows are ``old``'s own objects."""
    if enc is None:
        return old
    out: list[Any] = []
    for x in enc:
        if type(x) is tuple:  # rows are dataclasses, never tuples
            out.extend(old[x[0]:x[1]])
        else:
            out.append(x)
    return tuple(out)


CHILD_FLAG = "--host-poller"
"""The word that makes the manager's own program the poller (``boinc_gui.app.main``)."""


def available() -> bool:
    """Whether a child process can be started: from source with ``python -m``, in a frozen
    bundle as its own program with ``CHILD_FLAG``."""
    return bool(child_command())


def child_command(python: str | None = None, frozen: bool | None = None) -> list[str]:
    """The command line of the poller child (``python`` and ``frozen`` default to this process's)."""
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    program = python or sys.executable
    if not program:
        return []
    return [program, CHILD_FLAG] if frozen else [program, "-m", "core.remote.host_poller"]


# ---------------------------------------------------------------- parent side
class PolledClient(RemoteHost):
    """One remote host polled by the ``HostPoller``'s child; the interface of ``RemoteClient``.

    ``start``/``stop`` from the owner's thread; the rest from any thread. Listeners are
    called on the poller's reader thread, as a ``RemoteClient``'s are on its worker.
    """

    def __init__(self, poller: HostPoller, host_id: str, host: str, port: int, password: str, label: str,
                 options: dict[str, Any]) -> None:
        self.poller, self.host_id, self.host, self.port = poller, host_id, host, port
        self.capabilities = Capabilities(label=label or f"{host}:{port}", can_set_prefs=True, has_disk=False,
                                         has_rules=True)
        self.options = options
        self._password = password
        self._lock = threading.Lock()
        self._hub = SnapshotHub()
        self._health = HostHealth(connected=False)
        self.generation = 0  # which child-side client the messages come from (0: none started)
        self._started = False  # a child polls it
        self.wanted = False  # between start and stop: a new child takes it over if one dies

    # ------------------------------------------------------------ interface
    def start(self) -> None:
        self.wanted = True
        if self._started:
            return
        self._started = True
        self.poller.add(self)

    def stop(self, timeout_s: float = 5.0) -> None:
        self.wanted = False
        if self._started:
            self._started = False
            self.poller.remove(self)

    def submit(self, command: Command) -> Future[CommandResult]:
        if not self._started:
            fut: Future[CommandResult] = Future()
            fut.set_result(CommandResult.refused(CommandProblem.CONNECTION_CLOSED))
            return fut
        return self.poller.request(self, ("submit", command))

    def get_rules(self) -> Future[RulesInfo]:
        """As ``RemoteClient.get_rules``: the future raises ``GuiRpcError`` (or ConnectionError: not polled)."""
        return self.poller.request(self, ("call", "get_rules", ()))

    def set_rules(self, rules_xml: str) -> Future[None]:
        """As ``RemoteClient.set_rules``."""
        return self.poller.request(self, ("call", "set_rules", (rules_xml,)))

    def set_password(self, password: str) -> None:
        self._password = password
        self.poller.send(("password", self.host_id, password))

    def reconnect_now(self) -> None:
        self.poller.send(("reconnect", self.host_id))

    # ------------------------------------------------------------ from the reader thread
    def _snapshot(self, rest: ClientSnapshot, projects: list[Any] | None, tasks: list[Any] | None,
                  transfers: list[Any] | None) -> None:
        prev = self._hub.latest
        snap = replace(rest, projects=decode_rows(projects, prev.projects if prev else ()),
                       tasks=decode_rows(tasks, prev.tasks if prev else ()),
                       transfers=decode_rows(transfers, prev.transfers if prev else ()))
        self._hub.publish(snap)

    def _set_health(self, health: HostHealth) -> None:
        with self._lock:
            self._health = health

    def _restart(self) -> None:
        self._hub.clear()  # the child's delta base is gone with it


class HostPoller:
    """The child process that polls every remote host. Thread-safe; ``close`` when done."""

    def __init__(self, python: str | None = None, command: list[str] | None = None) -> None:
        self.command = command or child_command(python)
        self._lock = threading.Lock()  # the fields below
        self._write_lock = threading.Lock()  # whole frames on stdin
        self._proc: subprocess.Popen[bytes] | None = None
        self._clients: dict[str, PolledClient] = {}
        self._futures: dict[int, tuple[str, Future[Any]]] = {}
        self._ids = itertools.count(1)
        self._generations = itertools.count(1)
        self.exit_reason = ""  # why the last child ended, when it ended on its own
        self._started_at = 0.0  # monotonic, of the running child
        self._revive_after_s = REVIVE_FIRST_S  # doubles while children die young

    def client(self, host_id: str, host: str, port: int, password: str, *, label: str = "",
               **options: Any) -> PolledClient:
        """A client for one host (started by its ``start``); ``options``: RemoteClient's timing arguments
        and ``transport`` (TLS or SSH settings, core/guirpc/transport.py)."""
        return PolledClient(self, host_id, host, port, password, label, dict(options))

    @property
    def pid(self) -> int | None:
        with self._lock:
            return self._proc.pid if self._proc is not None and self._proc.poll() is None else None

    def add(self, client: PolledClient) -> None:
        with self._lock:
            old = self._clients.get(client.host_id)
            self._clients[client.host_id] = client
            client.generation = next(self._generations)
            proc = self._ensure_child()
        if old is not None and old is not client:
            self._fail(old.host_id, CommandResult.refused(CommandProblem.CONNECTION_REPLACED))
        client._restart()
        self.send(("add", client.host_id, client.generation, client.host, client.port, client._password,
                   {"label": client.capabilities.label, **client.options}), proc)

    def remove(self, client: PolledClient) -> None:
        with self._lock:
            if self._clients.get(client.host_id) is not client:
                return
            del self._clients[client.host_id]
            proc = self._proc
        self._fail(client.host_id, CommandResult.refused(CommandProblem.CONNECTION_CLOSED))
        if proc is not None:
            self.send(("remove", client.host_id), proc)

    def request(self, client: PolledClient, what: tuple[Any, ...]) -> Future[Any]:
        fut: Future[Any] = Future()
        req = next(self._ids)
        with self._lock:
            proc = self._proc if self._clients.get(client.host_id) is client else None
            if proc is not None:
                self._futures[req] = (client.host_id, fut)
        if proc is None:
            if what[0] == "submit":
                fut.set_result(CommandResult.refused(CommandProblem.CONNECTION_CLOSED))
            else:
                fut.set_exception(ConnectionError("the connection to the host was closed"))
            return fut
        self.send((what[0], client.host_id, req, *what[1:]), proc)
        return fut

    def send(self, message: tuple[Any, ...], proc: subprocess.Popen[bytes] | None = None) -> None:
        if proc is None:
            with self._lock:
                proc = self._proc
        if proc is None or proc.stdin is None:
            return
        try:
            write_frame(proc.stdin, self._write_lock, message)
        except (OSError, ValueError):  # the child is gone; the reader says so
            pass

    def close(self, timeout_s: float = 5.0) -> None:
        """Stop the child (every host's polling) and wait for it."""
        with self._lock:
            proc, self._proc = self._proc, None
            clients, self._clients = list(self._clients.values()), {}
        for c in clients:
            self._fail(c.host_id, CommandResult.refused(CommandProblem.CONNECTION_CLOSED))
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.close()
        except OSError:
            pass
        try:
            proc.wait(timeout_s)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout_s)

    # ------------------------------------------------------------ internals
    def _ensure_child(self) -> subprocess.Popen[bytes]:
        """The running child, started if there is none (called with the lock held)."""
        if self._proc is not None and self._proc.poll() is None:
            return self._proc
        root = str(Path(__file__).resolve().parents[2])  # the source tree, where ``core`` is importable
        proc = subprocess.Popen(self.command, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, cwd=root)
        self._proc = proc
        self._started_at = time.monotonic()
        threading.Thread(target=self._read, args=(proc,), name="host poller reader", daemon=True).start()
        return proc

    def _read(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stdout is not None
        try:
            while True:
                try:
                    msg = read_frame(proc.stdout, load_core)
                except (pickle.UnpicklingError, AttributeError, ImportError, TypeError, EOFError) as exc:
                    log.warning("host poller: a message was refused: %s", exc)  # the next frame is intact
                    continue
                if msg is None:
                    break
                self._dispatch(msg)
        except Exception as exc:  # noqa: BLE001 -- a corrupt stream (a frame too long): stop listening to this child
            log.warning("host poller: %s", exc)
            proc.kill()
        code = proc.wait()
        with self._lock:
            own = self._proc is proc
            if own:
                self._proc = None
            clients = list(self._clients.values()) if own else []
            if own:
                self._clients = {}
        if own and clients:
            self.exit_reason = f"the polling process stopped (exit code {code})"
            lived = time.monotonic() - self._started_at
            self._revive_after_s = REVIVE_FIRST_S if lived > REVIVE_MAX_S else min(
                self._revive_after_s * 2, REVIVE_MAX_S)
            wait = self._revive_after_s
            log.warning("host poller: %s; a new one in %.0f s", self.exit_reason, wait)
            for c in clients:
                c._set_health(HostHealth(connected=False, error=self.exit_reason,
                                         retry_at=time.time() + wait))
                c._started = False
                self._fail(c.host_id, CommandResult.refused(CommandProblem.POLLER_STOPPED, str(code)))

            def revive() -> None:
                for c in clients:
                    if c.wanted and not c._started:  # not stopped by its owner meanwhile
                        c.start()

            timer = threading.Timer(wait, revive)
            timer.daemon = True
            timer.start()

    def _dispatch(self, msg: tuple[Any, ...]) -> None:
        kind = msg[0]
        if kind == "reply":
            _, req, ok, value = msg
            with self._lock:
                entry = self._futures.pop(req, None)
            if entry is not None and not entry[1].done():
                if ok:
                    entry[1].set_result(value)
                else:
                    entry[1].set_exception(value if isinstance(value, BaseException) else RuntimeError(str(value)))
            return
        host_id, generation = msg[1], msg[2]
        with self._lock:
            client = self._clients.get(host_id)
        if client is None or client.generation != generation:
            return  # a host removed or replaced meanwhile
        if kind == "snap":
            client._snapshot(*msg[3:])
        elif kind == "health":
            client._set_health(msg[3])

    def _fail(self, host_id: str, why: CommandResult) -> None:
        with self._lock:
            mine = [r for r, (h, _) in self._futures.items() if h == host_id]
            futures = [self._futures.pop(r)[1] for r in mine]
        for fut in futures:
            if not fut.done():
                fut.set_result(why)


# ---------------------------------------------------------------- child side
def serve(stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """The child: poll the hosts the parent adds until stdin closes."""
    lock = threading.Lock()
    clients: dict[str, tuple[int, RemoteClient]] = {}
    sent: dict[tuple[str, int], ClientSnapshot] = {}  # what the parent holds, per host and generation
    state_lock = threading.Lock()
    stopping = threading.Event()

    def send(message: tuple[Any, ...]) -> None:
        try:
            write_frame(stdout, lock, message)
        except (OSError, ValueError):
            stopping.set()  # the parent is gone

    def listener(host_id: str, generation: int) -> SnapshotListener:
        def on_snapshot(snap: ClientSnapshot) -> None:
            prev = sent.get((host_id, generation))  # this client's own thread only
            sent[(host_id, generation)] = snap
            old_p, old_t, old_x = (prev.projects, prev.tasks, prev.transfers) if prev else ((), (), ())
            send(("snap", host_id, generation, replace(snap, projects=(), tasks=(), transfers=()),
                  encode_rows(snap.projects, old_p), encode_rows(snap.tasks, old_t),
                  encode_rows(snap.transfers, old_x)))
        return on_snapshot

    def watch_health() -> None:
        shown: dict[tuple[str, int], HostHealth] = {}
        while not stopping.wait(HEALTH_EVERY_S):
            with state_lock:
                now = list(clients.items())
            for host_id, (generation, c) in now:
                h = c.health()
                if shown.get((host_id, generation)) != h:
                    shown[(host_id, generation)] = h
                    send(("health", host_id, generation, h))

    def reply(req: int, fut: Future[Any]) -> None:
        try:
            send(("reply", req, True, fut.result()))
        except BaseException as exc:  # noqa: BLE001 -- the future's failure, whatever it is, goes back to the parent
            try:  # the parent rebuilds core's errors (GuiRpcUnsupported: "not this client"); others as text
                ok = type(exc).__module__.startswith("core.") and type(pickle.loads(pickle.dumps(exc))) is type(exc)
            except Exception:  # noqa: BLE001 -- an exception that does not pickle travels as text
                ok = False
            send(("reply", req, False, exc if ok else str(exc) or type(exc).__name__))

    threading.Thread(target=watch_health, name="health", daemon=True).start()
    try:
        while not stopping.is_set():
            msg = read_frame(stdin, pickle.loads)  # from our parent
            if msg is None:
                break
            kind, host_id = msg[0], msg[1]
            with state_lock:
                current = clients.get(host_id)
            if kind == "add":
                _, _, generation, host, port, password, options = msg
                label = str(options.pop("label", ""))
                client = RemoteClient(host, port, password, label=label, **options)
                client.add_listener(listener(host_id, generation))
                with state_lock:
                    clients[host_id] = (generation, client)
                if current is not None:
                    current[1].stop(0.0)
                client.start()
            elif kind == "remove" and current is not None:
                with state_lock:
                    clients.pop(host_id, None)
                current[1].stop(0.0)
                for key in [k for k in sent if k[0] == host_id]:
                    sent.pop(key, None)
            elif kind == "submit":
                req = msg[2]
                if current is None:
                    send(("reply", req, True, CommandResult.refused(CommandProblem.CONNECTION_CLOSED)))
                else:
                    current[1].submit(msg[3]).add_done_callback(partial(reply, req))
            elif kind == "call":
                req, method, args = msg[2], msg[3], msg[4]
                if current is None or method not in CALLS:
                    send(("reply", req, False, "the connection to the host was closed"))
                else:
                    getattr(current[1], method)(*args).add_done_callback(partial(reply, req))
            elif kind == "password" and current is not None:
                current[1].set_password(msg[2])
            elif kind == "reconnect" and current is not None:
                current[1].reconnect_now()
    finally:
        stopping.set()
        with state_lock:
            everyone = list(clients.values())
        for _, c in everyone:  # without waiting: fifty hosts' threads end together (daemon threads)
            c.stop(0.0)
    return 0


# How much lower the child's CPU priority is than the window's (Unix niceness). Parsing 50
# hosts' replies is a second's work every second on a small machine; at equal priority the
# scheduler gave it the CPU the window needed, and the window stalled for 100-190 ms at a
# time although its own work per update was under 40 ms. The window's snappiness comes
# first; a poll that lands a little later is not seen.
POLLER_NICENESS = 10


def _lower_priority() -> None:
    try:
        os.nice(POLLER_NICENESS)
    except (AttributeError, OSError):  # Windows has no nice; the child then runs as the window does
        pass


def main() -> int:
    _lower_priority()
    # The frames travel on the raw pipes: a windowed bundle may have no sys.stdin/sys.stdout.
    # Buffered, so that a read of n bytes waits for all n.
    stdin, stdout = open(0, "rb", closefd=False), open(1, "wb", closefd=False)  # noqa: SIM115 -- the pipes live as long as the process
    sys.stdout = sys.stderr  # a stray print must not corrupt the frames
    started = time.monotonic()
    code = serve(stdin, stdout)
    log.debug("host poller ran %.0f s", time.monotonic() - started)
    return code


if __name__ == "__main__":
    sys.exit(main())
