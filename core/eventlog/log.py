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
cannot be written never stops the client: the in-memory log keeps working, one
message says (once per failure) that the file is not being written and why, and the
file is tried again after a backoff (1 s doubling to ``FILE_RETRY_MAX_S``, or at once
after ``retry_file_now``). When writing works again, the file first gets a line
saying how many messages it missed, so a gap in it is never silent.
"""
from __future__ import annotations

import errno
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
from core.state.messages import MessageKind

MAX_SAVED_MESSAGES = 2000
"""Messages kept in memory (BOINC's ``MAX_SAVED_MESSAGES``)."""

FILE_RETRY_MIN_S = 1.0
FILE_RETRY_MAX_S = 60.0
"""Backoff between attempts to write a log file that failed (real seconds)."""

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
    kind: MessageKind = MessageKind.PLAIN  # what the line is about, for consumers that act on it

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
        self._file: IO[bytes] | None = None
        self._file_size = 0
        self._file_error = ""  # why the last write failed; "" while the file is written
        self._retry_at = 0.0  # time.monotonic() of the next attempt after a failure
        self._retry_delay = FILE_RETRY_MIN_S
        self._unwritten = 0  # messages the file missed since the failure
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
        kind: MessageKind = MessageKind.PLAIN,
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
            message = Message(self._seqno, self._clock() if now is None else now, project, priority, body, kind)
            self._messages.append(message)
            failure = self._write_file(message)
            added = [message]
            if failure:
                # Said here, in memory only: the file is what cannot take it.
                self._seqno += 1
                note = Message(self._seqno, message.time, "", MsgPriority.INTERNAL_ERROR, f"[error] {failure}")
                self._messages.append(note)
                added.append(note)
            listeners = list(self._listeners)
        if priority == MsgPriority.USER_ALERT and self._notices is not None:
            self._notices.add(title="Notice from BOINC", description=body, now=message.time,
                              category="client", project_name=project)
        for callback in listeners:
            for m in added:
                callback(m)
        return message

    def _write_file(self, message: Message) -> str:
        """Write ``message``'s line; returns what to say if this starts a failure, else ""."""
        if self._path is None:
            return ""
        if self._file_error and time.monotonic() < self._retry_at:
            self._unwritten += 1
            return ""
        data = format_line(message).encode("utf-8", errors="replace")
        if self._file_error:
            missed = (f"{self._unwritten} message{'' if self._unwritten == 1 else 's'} not written to this "
                      f"file ({self._file_error})")
            data = format_line(Message(0, message.time, "", MsgPriority.INTERNAL_ERROR, missed)).encode() + data
        try:
            if self._file is None:
                data = self._open_file() + data
            if self._file_size + len(data) > self._max_file_bytes and self._file_size > 0:
                self._close_file()
                os.replace(self._path, self._path.with_suffix(".old"))
                data = self._open_file() + data
            self._write_all(data)
        except OSError as exc:
            # The in-memory log is what the GUI shows; a full or read-only disk must not stop it.
            self._close_file()
            first = not self._file_error
            self._file_error = exc.strerror or str(exc)
            self._unwritten += 1
            self._retry_at = time.monotonic() + self._retry_delay
            self._retry_delay = min(self._retry_delay * 2, FILE_RETRY_MAX_S)
            if first:
                return (f"Can't write the event log file {self._path}: {self._file_error}; messages are kept "
                        "in memory and the file will be written again when it can")
            return ""
        self._file_error = ""
        self._unwritten = 0
        self._retry_delay = FILE_RETRY_MIN_S
        return ""

    def _open_file(self) -> bytes:
        """Open the file for appending; returns a newline to write first if it ends in a torn line."""
        assert self._path is not None
        # Unbuffered: after a failed write nothing is left in a buffer to be written out of order later.
        self._file = open(self._path, "ab", buffering=0)  # noqa: SIM115 -- kept open for appending until close()
        self._file_size = self._file.tell()
        if self._file_size == 0:
            return b""
        with open(self._path, "rb") as f:
            f.seek(-1, os.SEEK_END)
            return b"" if f.read(1) == b"\n" else b"\n"

    def _write_all(self, data: bytes) -> None:
        assert self._file is not None
        start = self._file_size
        view = memoryview(data)
        try:
            while view:
                written = self._file.write(view)
                if not written:
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
                self._file_size += written
                view = view[written:]
        except OSError:
            # A full disk takes part of a line: cut it off, so the file holds whole lines only.
            try:
                os.ftruncate(self._file.fileno(), start)
                self._file_size = start
            except OSError:
                pass
            raise

    def _close_file(self) -> None:
        if self._file is not None:
            try:
                self._file.close()
            except OSError:
                pass  # unbuffered: nothing was waiting to be written
            self._file = None

    def retry_file_now(self) -> None:
        """Try the file again at the next message (space was freed, say), not after the backoff."""
        with self._lock:
            self._retry_at = 0.0
            self._retry_delay = FILE_RETRY_MIN_S

    @property
    def file_error(self) -> str:
        """Why the log file is not being written ("" when it is)."""
        with self._lock:
            return self._file_error

    def close(self) -> None:
        with self._lock:
            self._close_file()

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
