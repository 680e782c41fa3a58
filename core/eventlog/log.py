"""The client's event log: numbered messages in memory and in a rotating file.

``EventLog.append`` gives each message the next sequence number (1, 2, 3 … for
the life of the process), keeps the newest ``max_kept`` in memory (BOINC keeps
2000) for GUI RPC ``get_messages`` and the GUI, and writes one line per message
to the data directory's ``stdoutdae.txt`` in BOINC's format
(``21-Nov-2026 08:53:56 [Project] text``), moving it to ``stdoutdae.old`` when
it grows past the cap (cc_config ``max_stdout_file_size``, 2 MiB by default).
A message tied to a log flag (``cpu_sched_debug`` …) is dropped unless the flag
is on. User alerts are also posted to the ``NoticeBoard`` if one is given.

Thread-safe: the engine appends, the GUI RPC server and the GUI read from their
own threads; one lock guards the ring and the file. Time comes from the clock
given at construction (virtual in the emulator) or from ``now``. A file that
cannot be written never stops the client: the in-memory log keeps working.
"""
from __future__ import annotations

import os
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import IO

from core.eventlog.notices import NoticeBoard
from core.persist.cc_config import DEFAULT_MAX_STDOUT_FILE_SIZE, LogFlags

MAX_SAVED_MESSAGES = 2000
"""Messages kept in memory (BOINC's ``MAX_SAVED_MESSAGES``)."""

_ALWAYS_FLAGS = frozenset({"task", "file_xfer", "sched_ops"})  # their messages carry no [flag] prefix


class MsgPriority(IntEnum):
    """``<pri>`` values (gui-rpc.md 8.8)."""

    INFO = 1
    USER_ALERT = 2
    INTERNAL_ERROR = 3
    SCHEDULER_ALERT = 4  # internal; reported over GUI RPC as USER_ALERT


@dataclass(frozen=True, slots=True)
class Message:
    seqno: int  # 1, 2, 3 … for the life of the process
    time: float  # Unix seconds (virtual in the emulator)
    project: str  # project name; "" for client-level messages
    priority: MsgPriority
    body: str

    @property
    def wire_priority(self) -> int:
        """The ``<pri>`` GUI RPC sends: scheduler alerts go out as user alerts."""
        if self.priority == MsgPriority.SCHEDULER_ALERT:
            return int(MsgPriority.USER_ALERT)
        return int(self.priority)


def format_line(message: Message) -> str:
    """One ``stdoutdae.txt`` line: local date and time, [project], text."""
    stamp = time.strftime("%d-%b-%Y %H:%M:%S", time.localtime(message.time))
    project = message.project or "---"
    return f"{stamp} [{project}] {message.body}\n"


class EventLog:
    """Numbered, bounded, thread-safe event log; see the module docstring."""

    def __init__(
        self,
        log_path: Path | None = None,
        *,
        clock: Callable[[], float] = time.time,
        max_kept: int = MAX_SAVED_MESSAGES,
        max_file_bytes: int = DEFAULT_MAX_STDOUT_FILE_SIZE,
        log_flags: LogFlags | None = None,
        notices: NoticeBoard | None = None,
    ) -> None:
        self._lock = threading.Lock()
        self._messages: deque[Message] = deque(maxlen=max(max_kept, 1))
        self._seqno = 0
        self._clock = clock
        self._path = log_path
        self._max_file_bytes = max(max_file_bytes, 1024)
        self._file: IO[str] | None = None
        self._file_size = 0
        self._file_failed = False
        self._log_flags = log_flags if log_flags is not None else LogFlags()
        self._notices = notices
        self._listeners: list[Callable[[Message], None]] = []

    # ---- configuration ----

    def set_log_flags(self, flags: LogFlags) -> None:
        """Use new flags (after cc_config.xml is re-read)."""
        with self._lock:
            self._log_flags = flags

    def set_max_file_bytes(self, size: int) -> None:
        with self._lock:
            self._max_file_bytes = max(size, 1024) if size > 0 else DEFAULT_MAX_STDOUT_FILE_SIZE

    def add_listener(self, callback: Callable[[Message], None]) -> None:
        """Call ``callback(message)`` after each append, on the appending thread.

        The callback must be quick and must not append to this log.
        """
        with self._lock:
            self._listeners.append(callback)

    # ---- writing ----

    def append(
        self,
        msg: str,
        project: str = "",
        priority: MsgPriority = MsgPriority.INFO,
        flag: str | None = None,
        *,
        now: float | None = None,
    ) -> Message | None:
        """Record ``msg``; returns the message, or None when its log flag is off."""
        with self._lock:
            if flag is not None and not self._log_flags.is_on(flag):
                return None
            body = msg
            if flag is not None and flag not in _ALWAYS_FLAGS:
                body = f"[{flag}] {body}"
            if priority == MsgPriority.INTERNAL_ERROR and not body.startswith("[error]"):
                body = f"[error] {body}"
            self._seqno += 1
            message = Message(self._seqno, self._clock() if now is None else now, project, priority, body)
            self._messages.append(message)
            self._write_file(message)
            listeners = list(self._listeners)
        if priority == MsgPriority.USER_ALERT and self._notices is not None:
            self._notices.add(title="Notice from BOINC", description=body, now=message.time,
                              category="client", project_name=project)
        for callback in listeners:
            callback(message)
        return message

    def _write_file(self, message: Message) -> None:
        if self._path is None or self._file_failed:
            return
        line = format_line(message)
        try:
            if self._file is None:
                self._file = open(self._path, "a", encoding="utf-8", errors="replace")
                self._file_size = self._file.tell()
            if self._file_size + len(line) > self._max_file_bytes and self._file_size > 0:
                self._file.close()
                os.replace(self._path, self._path.with_suffix(".old"))
                self._file = open(self._path, "a", encoding="utf-8", errors="replace")
                self._file_size = 0
            self._file.write(line)
            self._file.flush()
            self._file_size += len(line.encode("utf-8", errors="replace"))
        except OSError:
            # The in-memory log is what the GUI shows; a full or read-only disk must not stop it.
            self._file_failed = True

    def close(self) -> None:
        with self._lock:
            if self._file is not None:
                self._file.close()
                self._file = None

    # ---- reading ----

    def messages_since(self, seqno: int = 0) -> list[Message]:
        """Kept messages with sequence number > ``seqno``, oldest first (get_messages)."""
        with self._lock:
            if not self._messages or seqno >= self._seqno:
                return []
            first = self._messages[0].seqno
            if seqno < first:
                return list(self._messages)
            start = seqno - first + 1
            return [self._messages[i] for i in range(start, len(self._messages))]

    @property
    def last_seqno(self) -> int:
        """Highest sequence number so far (get_message_count); 0 if none."""
        with self._lock:
            return self._seqno
