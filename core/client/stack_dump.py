"""Every thread's stack, written on SIGUSR1 by ``boinc-core run``: where a client that does not
stop is waiting.

The dump is made by a Python signal handler, which runs on the main thread with the interpreter
lock held, so every other thread's frames stand still while they are read. faulthandler's dump,
used before, walks them from inside the signal handler while they change, and a thread caught
building an object (or being torn down) now and then made the client crash instead of answering
(seen under load: the dump stopped at ``File`` and the process was gone). The layout is
faulthandler's, which people and tools already read. A client whose main thread cannot get the
interpreter lock does not answer; one that waits on locks, sockets or child processes does
(the main thread's waits are interrupted by the signal and resumed after it).
"""
from __future__ import annotations

import sys
import threading
import traceback
from types import FrameType
from typing import TextIO


def format_stacks(frames: dict[int, FrameType], current: int) -> str:
    """``frames`` (``sys._current_frames()``) in faulthandler's layout, most recent call first,
    the calling thread marked "Current thread"."""
    out: list[str] = []
    for ident, frame in frames.items():
        head = "Current thread" if ident == current else "Thread"
        out.append(f"{head} 0x{ident:016x} (most recent call first):")
        # Not the source lines: the dump must not wait on files (a hung disk may be the reason).
        for entry in traceback.StackSummary.extract(traceback.walk_stack(frame), lookup_lines=False):
            out.append(f'  File "{entry.filename}", line {entry.lineno} in {entry.name}')
        out.append("")
    return "\n".join(out) + "\n"


def dump_stacks(stream: TextIO | None = None) -> None:
    """Write every thread's stack to ``stream`` (standard error); a closed stream is passed over."""
    text = format_stacks(sys._current_frames(), threading.get_ident())
    target = stream if stream is not None else sys.stderr
    try:
        target.write(text)
        target.flush()
    except (OSError, ValueError):
        pass
