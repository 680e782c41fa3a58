"""Detection in a child process with a time limit, as BOINC's client runs ``--detect_gpus``.

Vendor libraries crash (a driver's SIGSEGV) and hang (a wedged card): loaded into the
client they would take it down. The child loads them, writes ``coproc_info.xml`` and
exits; the parent waits at most ``timeout`` seconds, ends the child's whole process
group if it overstays, and reads the file only after a clean exit. A crash, a hang, a
failure to start or an unreadable file is one clear log line and the answer "no GPUs"
(hand-declared ones still count).

From source the child is ``python -m core.gpu.child --dir DIR``; a frozen bundle has no
Python to run, so there it is the bundle's own ``boinc-core detect-gpus --child``.
"""
from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from core.errors import XmlInputError
from core.gpu.coproc_info import DetectionReport, read_coproc_info, write_coproc_info
from core.gpu.launch import Launched, launch

DEFAULT_TIMEOUT_S = 20.0
"""BOINC waits 10 s; a first cuInit on a many-GPU host can take longer, and waiting
costs only start-up time, so twice that."""


@dataclass(slots=True)
class ChildOutcome:
    report: DetectionReport | None  # None: no GPUs (the child failed; see log)
    log: list[str] = field(default_factory=list)
    elapsed_s: float = 0.0


def end_detection(proc: subprocess.Popen[bytes]) -> None:
    """End the child's whole process group and reap it."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.wait()


def _describe_exit(code: int) -> str:
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"the detection process was killed by {name}"
    return f"the detection process exited with status {code}"


class DetectionChild:
    """A detection child under way: started now, its findings read by ``outcome`` when the caller
    needs them, so the client does the rest of its start-up while the child loads the vendors'
    libraries (about 0.1 s of another core's time with none installed)."""

    def __init__(self, data_dir: Path, *, no_opencl: bool = False, timeout: float = DEFAULT_TIMEOUT_S,
                 command: Sequence[str] | None = None, env: dict[str, str] | None = None,
                 launched: Launched | None = None) -> None:
        """Start the child now, or take the one ``launched`` earlier (core/gpu/launch.py)."""
        self._data_dir = data_dir
        self._timeout = timeout
        self._done: ChildOutcome | None = None
        started = launched if launched is not None else launch(data_dir, no_opencl, command, env)
        self._started = started.started
        self._proc = started.proc
        if started.problem:
            self._done = ChildOutcome(report=None, log=[started.problem])

    def outcome(self) -> ChildOutcome:
        """Wait for the child (until ``timeout`` seconds after it started) and read what it wrote.
        Never raises; asked again, the same answer."""
        if self._done is None:
            self._done = self._finish()
        return self._done

    def _finish(self) -> ChildOutcome:
        proc = self._proc
        assert proc is not None
        out = ChildOutcome(report=None)
        try:
            _, err = proc.communicate(timeout=max(0.0, self._started + self._timeout - time.monotonic()))
        except subprocess.TimeoutExpired:
            end_detection(proc)
            out.elapsed_s = time.monotonic() - self._started
            out.log.append(f"GPU detection failed: the detection process did not finish in {self._timeout:g} s "
                           "and was stopped; no GPUs will be used")
            return out
        out.elapsed_s = time.monotonic() - self._started
        if proc.returncode != 0:
            tail = err.decode("utf-8", "replace").strip().splitlines()[-1:] if err else []
            detail = f" ({tail[0][:200]})" if tail else ""
            out.log.append(f"GPU detection failed: {_describe_exit(proc.returncode)}{detail}; no GPUs will be used")
            return out
        try:
            out.report = read_coproc_info(self._data_dir)
        except XmlInputError as exc:
            out.log.append(f"GPU detection failed: {exc}; no GPUs will be used")
        return out


def run_detection_child(data_dir: Path, *, no_opencl: bool = False, timeout: float = DEFAULT_TIMEOUT_S,
                        command: Sequence[str] | None = None, env: dict[str, str] | None = None) -> ChildOutcome:
    """Run the child for ``data_dir`` and read what it wrote. Never raises."""
    return DetectionChild(data_dir, no_opencl=no_opencl, timeout=timeout, command=command, env=env).outcome()


def child_main(args: argparse.Namespace) -> int:
    """The child's whole life: detect, write the file, exit 0."""
    if args.dir is None:
        print("the detection child needs --dir", file=sys.stderr)
        return 2
    # Here, not at the top: the client that starts this child never enumerates devices
    # itself, and should not carry the CUDA and OpenCL bindings (and ctypes) in its memory.
    from core.gpu.detect import DetectOptions, detect

    report = detect(DetectOptions(no_opencl=bool(args.no_opencl)))
    write_coproc_info(Path(args.dir), report)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="core.gpu.child", description="GPU detection child")
    parser.add_argument("--dir", required=True)
    parser.add_argument("--no-opencl", action="store_true")
    return child_main(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
