"""Starting the GPU detection child, with nothing but the standard library loaded.

The window's process starts the child (``launch_early``) as soon as it has made its live
client, before it builds its tabs: the child then loads the vendors' libraries on another core
while the window and the engine load their modules, and the engine reads its findings when
it opens its data directory (core/gpu/child.py ``DetectionChild``) instead of waiting there
for a child started only then (issue 36: the first snapshot sooner). Importing
core/gpu/child.py here would load lxml and the detection code (some 30 ms) on the GUI thread.
"""
from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

FILE_NAME = "coproc_info.xml"  # what the child writes (core/gpu/coproc_info.py reads and writes it)
CORE_PROGRAM = "boinc-core.exe" if sys.platform == "win32" else "boinc-core"
CC_CONFIG = "cc_config.xml"
# cc_config.xml options that change how or whether the child runs (core.gpu.find.begin_gpu_detection).
_OPTIONS_READ_BY_DETECTION = (b"no_gpus", b"no_opencl")


def child_command(data_dir: Path, no_opencl: bool, frozen: bool | None = None,
                  executable: str | None = None) -> list[str]:
    """From source ``python -m core.gpu.child``; a frozen bundle's own ``boinc-core detect-gpus --child``."""
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    executable = sys.executable if executable is None else executable
    tail = ["--dir", str(data_dir)] + (["--no-opencl"] if no_opencl else [])
    if not frozen:
        return [executable, "-m", "core.gpu.child", *tail]
    return [str(Path(executable).resolve().parent / CORE_PROGRAM), "detect-gpus", "--child", *tail]


class Launched:
    """A child started (``proc``) at ``started`` (time.monotonic), or why it could not be (``problem``)."""

    __slots__ = ("proc", "started", "problem", "no_opencl")

    def __init__(self, proc: subprocess.Popen[bytes] | None, started: float, problem: str, no_opencl: bool) -> None:
        self.proc = proc
        self.started = started
        self.problem = problem
        self.no_opencl = no_opencl


def launch(data_dir: Path, no_opencl: bool, command: Sequence[str] | None = None,
           env: dict[str, str] | None = None) -> Launched:
    """Remove the last run's findings and start the child. Never raises."""
    started = time.monotonic()
    try:
        (data_dir / FILE_NAME).unlink(missing_ok=True)  # a stale file must not pass for this run's findings
    except OSError as exc:
        return Launched(None, started, f"GPU detection failed: cannot remove the old {FILE_NAME}: {exc}; "
                                       "no GPUs will be used", no_opencl)
    argv = list(command) if command is not None else child_command(data_dir, no_opencl)
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, start_new_session=True, env=env)
    except OSError as exc:
        return Launched(None, started, f"GPU detection failed: cannot start the detection process: {exc}; "
                                       "no GPUs will be used", no_opencl)
    return Launched(proc, started, "", no_opencl)


def launch_early(data_dir: Path) -> Launched | None:
    """Start the child for ``data_dir`` before its cc_config.xml is parsed, when that cannot change
    how it runs: the data directory exists and its cc_config.xml (if any) does not mention
    ``no_gpus`` or ``no_opencl``; else None, and the engine starts it itself as it opens."""
    if not data_dir.is_dir():
        return None
    try:
        config = (data_dir / CC_CONFIG).read_bytes()
    except FileNotFoundError:
        config = b""
    except OSError:
        return None
    if any(option in config for option in _OPTIONS_READ_BY_DETECTION):
        return None
    return launch(data_dir, no_opencl=False)
