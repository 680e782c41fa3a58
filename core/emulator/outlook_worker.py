"""The what-if preview's emulations in a child process, on the compiled copy when one is built.

The preferences dialog asks for a new emulation at every edit. In the GUI's own process a
run of about a second would hold the interpreter lock against the window for that second,
could not be stopped when the volunteer edits again (a thread cannot be killed), and would
run pure Python (the compiled copy, core/emulator/compiled.py, is importable only in a
process started on it). A child process has none of these limits: it is started on the
copy when one matches the running sources, a stale run is cancelled by ending the child,
and a crash of the emulator costs a preview, never the window.

The child reads requests from its standard input and answers on its standard output,
each a length-prefixed pickle: ``(scenario, seed)`` in, ``("ok", Outlook)`` or
``("error", text)`` out. Only the process that started the child writes to it, so
unpickling its frames trusts nothing the process did not already hold.

A PyInstaller bundle has no Python to run this module with: there the child is the
bundle's own program started as ``boinc-gui --outlook-worker`` (``boinc_gui.app.main``
hands that word to ``main`` here before it loads Qt), pure Python, as the host poller's
child is (core/remote/host_poller.py).
"""
from __future__ import annotations

import dataclasses
import gc
import importlib
import io
import os
import pickle
import struct
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

from core.emulator.compiled import PURE_PYTHON_ENV, RUNNING_ENV, find, source_root
from core.emulator.from_state import Outlook, outlook
from core.emulator.scenario import Scenario
from core.errors import CoreError

_HEADER = struct.Struct("!Q")
_MAX_FRAME = 256 * 1024 * 1024  # a scenario of thousands of jobs is a few MB; more is a broken pipe


class Cancelled(CoreError):
    """The run was cancelled (a newer edit overtook it, or the worker was closed)."""


def _rebuild(module: str, name: str, values: dict[str, object]) -> object:
    """A dataclass of core.state from its fields, in whichever form this process has it."""
    cls = getattr(importlib.import_module(module), name)
    init = {f.name for f in dataclasses.fields(cls) if f.init}
    obj = cls(**{k: v for k, v in values.items() if k in init})
    for k, v in values.items():
        if k not in init:
            object.__setattr__(obj, k, v)
    return obj


class _Pickler(pickle.Pickler):
    """Sends core.state's dataclasses field by field.

    On the compiled copy they are native classes, whose pickled form is not the Python
    dataclass's: an object pickled by one and loaded by the other comes out with fields
    unset. Rebuilding from the fields works between any two forms."""

    def reducer_override(self, obj: object) -> Any:
        cls = type(obj)
        if cls.__module__.startswith("core.state.") and dataclasses.is_dataclass(obj):
            values = {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}
            return _rebuild, (cls.__module__, cls.__qualname__, values)
        return NotImplemented


def _write_frame(stream: IO[bytes], obj: object) -> None:
    buffer = io.BytesIO()
    _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(obj)
    data = buffer.getvalue()
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def _read_frame(stream: IO[bytes]) -> Any:
    head = stream.read(_HEADER.size)
    if len(head) < _HEADER.size:
        raise EOFError("the other side closed the pipe")
    (size,) = _HEADER.unpack(head)
    if size > _MAX_FRAME:
        raise EOFError(f"a frame of {size} bytes: the pipe is out of step")
    data = stream.read(size)
    if len(data) < size:
        raise EOFError("the other side closed the pipe mid-frame")
    return pickle.loads(data)


class OutlookWorker:
    """One child process that runs ``outlook`` on request. Thread-safe: ``run`` from a
    worker thread, ``cancel`` and ``close`` from any thread."""

    def __init__(self, *, compiled: bool = True) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._cancelled = False
        self._closed = False
        root = find() if compiled and os.environ.get(PURE_PYTHON_ENV) != "1" else None
        self.compiled_root: Path | None = root  # the copy the child runs on; None: pure Python

    @staticmethod
    def available() -> bool:
        """Can this process start the child (it knows its own program)?"""
        return bool(child_command())

    def start(self) -> None:
        """Start the child now (it takes a few hundred ms to import), so the first run need not wait."""
        with self._lock:
            if self._closed:
                raise Cancelled("the preview worker is closed")
            if self._proc is None or self._proc.poll() is not None:
                self._proc = self._spawn()

    def _spawn(self) -> subprocess.Popen[bytes]:
        path = [str(self.compiled_root)] if self.compiled_root else []
        path.append(str(source_root().parent))
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(path + [p for p in os.environ.get("PYTHONPATH", "")
                                                                   .split(os.pathsep) if p]))
        if self.compiled_root:
            env[RUNNING_ENV] = str(self.compiled_root)
        return subprocess.Popen(child_command(), env=env,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def run(self, scenario: Scenario, seed: int = 1) -> Outlook:
        """Emulate ``scenario`` in the child; raises ``Cancelled`` if ``cancel`` ended it,
        ``CoreError`` if the emulation failed or the child died."""
        with self._lock:
            if self._closed:
                raise Cancelled("the preview worker is closed")
            self._cancelled = False
            if self._proc is None or self._proc.poll() is not None:
                self._proc = self._spawn()
            proc = self._proc
        assert proc.stdin is not None and proc.stdout is not None
        try:
            _write_frame(proc.stdin, (scenario, seed))
            kind, value = _read_frame(proc.stdout)
        except (OSError, EOFError, pickle.UnpicklingError) as exc:
            with self._lock:
                cancelled = self._cancelled or self._closed
                if self._proc is proc:
                    self._proc = None
            proc.kill()
            proc.wait()
            if cancelled:
                raise Cancelled("cancelled") from None
            raise CoreError(f"the preview's emulator stopped ({exc}; exit status {proc.returncode})") from exc
        if kind != "ok":
            raise CoreError(str(value))
        if not isinstance(value, Outlook):
            raise CoreError(f"the preview's emulator answered {type(value).__name__}, not an outlook")
        return value

    def cancel(self) -> None:
        """End the run in progress, if any (the child is started again by the next run)."""
        with self._lock:
            self._cancelled = True
            proc, self._proc = self._proc, None
        if proc is not None:
            proc.kill()
            proc.wait()

    def close(self) -> None:
        with self._lock:
            self._closed = True
        self.cancel()


CHILD_FLAG = "--outlook-worker"


def child_command(frozen: bool | None = None) -> list[str]:
    """The child's command line: this module, or a frozen bundle's own program with ``CHILD_FLAG``."""
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    if not sys.executable:
        return []
    # -P: no script directory or working directory ahead of the compiled copy on the path
    return [sys.executable, CHILD_FLAG] if frozen else [sys.executable, "-P", "-m", "core.emulator.outlook_worker"]


def _serve(stdin: IO[bytes], stdout: IO[bytes]) -> int:
    # Nothing the emulator builds outlives a run but the outlook: the cyclic collector's
    # passes over the state's objects are pure overhead while it runs, so it waits till the end.
    gc.freeze()
    while True:
        try:
            scenario, seed = _read_frame(stdin)
        except EOFError:
            return 0
        gc.disable()
        try:
            reply: tuple[str, object] = ("ok", outlook(scenario, seed=seed))
        except Exception as exc:  # noqa: BLE001 -- any failure is the parent's to show; the child serves on
            reply = ("error", f"{type(exc).__name__}: {exc}")
        finally:
            gc.enable()
            gc.collect()
        _write_frame(stdout, reply)


def main() -> int:
    # The frames travel on the raw pipes: a windowed bundle may have no sys.stdin/sys.stdout.
    # Buffered, so that a read of n bytes waits for all n.
    stdin, stdout = open(0, "rb", closefd=False), open(1, "wb", closefd=False)  # noqa: SIM115 -- the pipes live as long as the process
    sys.stdout = sys.stderr  # a stray print must not corrupt the frames
    return _serve(stdin, stdout)


if __name__ == "__main__":
    sys.exit(main())
