"""The client side of the shared-memory file ``boinc_mmap_file`` (app-api.md section 4).

The file is 8192 bytes: eight 1024-byte ``MSG_CHANNEL``s in BOINC's fixed order
(``struct SHARED_MEM`` in ``lib/app_ipc.h``). Byte 0 of a channel is the "full"
flag; bytes 1..1023 hold a NUL-terminated ASCII message of at most 1022
characters. A sender writes only into an empty channel, payload first and flag
last; a receiver copies the payload and then clears the flag. There are no
locks: one side only ever sets a flag and the other only ever clears it.

This module creates and zeroes the file (``create_shmem_mmap`` and
``reset_msgs``), sends and receives on channels, and parses the app's
``app_status`` messages by substring search as BOINC's ``parse_double`` does.
"""
from __future__ import annotations

import mmap
import os
import re
from dataclasses import dataclass
from pathlib import Path

MMAPPED_FILE_NAME = "boinc_mmap_file"
SHM_SIZE = 8192
MSG_CHANNEL_SIZE = 1024
MSG_MAX_CHARS = MSG_CHANNEL_SIZE - 2

# Channel numbers, in SHARED_MEM order.
PROCESS_CONTROL_REQUEST = 0
PROCESS_CONTROL_REPLY = 1
GRAPHICS_REQUEST = 2
GRAPHICS_REPLY = 3
HEARTBEAT = 4
APP_STATUS = 5
TRICKLE_UP = 6
TRICKLE_DOWN = 7

MSG_SUSPEND = "<suspend/>"
MSG_RESUME = "<resume/>"
MSG_QUIT = "<quit/>"
MSG_ABORT = "<abort/>"


class SharedMem:
    """One task's mapped ``boinc_mmap_file``. Not thread-safe; the engine thread owns it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
        try:
            if os.fstat(fd).st_size < SHM_SIZE:
                os.ftruncate(fd, SHM_SIZE)
            self._mm: mmap.mmap | None = mmap.mmap(
                fd, SHM_SIZE, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE
            )
        finally:
            os.close(fd)

    @classmethod
    def create(cls, slot_dir: Path) -> SharedMem:
        """Create (or reuse) the slot's file and zero every channel, as before each start."""
        shm = cls(slot_dir / MMAPPED_FILE_NAME)
        shm.reset()
        return shm

    @property
    def closed(self) -> bool:
        return self._mm is None

    def _map(self) -> mmap.mmap:
        if self._mm is None:
            raise ValueError("shared memory is closed")
        return self._mm

    def reset(self) -> None:
        """Zero all channels (``APP_CLIENT_SHM::reset_msgs``)."""
        self._map()[:] = bytes(SHM_SIZE)

    def has_msg(self, channel: int) -> bool:
        return self._map()[channel * MSG_CHANNEL_SIZE] != 0

    def send(self, channel: int, text: str) -> bool:
        """Send unless the previous message is unread; False if the channel is full."""
        mm = self._map()
        off = channel * MSG_CHANNEL_SIZE
        if mm[off]:
            return False
        self._write(mm, off, text)
        return True

    def send_overwrite(self, channel: int, text: str) -> None:
        mm = self._map()
        self._write(mm, channel * MSG_CHANNEL_SIZE, text)

    @staticmethod
    def _write(mm: mmap.mmap, off: int, text: str) -> None:
        data = text.encode("ascii", "replace")[:MSG_MAX_CHARS] + b"\0"
        mm[off + 1 : off + 1 + len(data)] = data
        mm[off] = 1  # the flag last, so the reader never sees half a message

    def receive(self, channel: int) -> str | None:
        """Take the channel's message if there is one (clears the flag)."""
        mm = self._map()
        off = channel * MSG_CHANNEL_SIZE
        if not mm[off]:
            return None
        text = _message(mm[off + 1 : off + MSG_CHANNEL_SIZE])
        mm[off] = 0
        return text

    def close(self) -> None:
        if self._mm is not None:
            self._mm.close()
            self._mm = None


def heartbeat_msg(wss_bytes: float, max_wss_bytes: float, network_suspended: bool = False) -> str:
    """The channel-4 heartbeat (``ACTIVE_TASK_SET::send_heartbeats``)."""
    text = f"<heartbeat/><wss>{wss_bytes:e}</wss><max_wss>{max_wss_bytes:e}</max_wss>"
    if network_suspended:
        # 7.20 app libraries look for the misspelt tag; sending both is harmless.
        text += "<network_suspended/><suspend_network/>"
    return text


_NUMBER = r"\s*([-+0-9.eEinfaINFA]+)\s*"


def parse_tag_float(text: str, tag: str) -> float | None:
    """The number inside ``<tag>…</tag>`` anywhere in ``text`` (None if absent or bad)."""
    m = re.search(f"<{tag}>{_NUMBER}</{tag}>", text)
    if m is None:
        return None
    try:
        value = float(m.group(1))
    except ValueError:
        return None
    if value != value or value in (float("inf"), float("-inf")):
        return None
    return value


@dataclass(frozen=True, slots=True)
class AppStatus:
    """One ``app_status`` message, as the client reads it (``get_app_status_msg``)."""

    current_cpu_time: float  # CPU seconds including earlier episodes; negative read as 0
    checkpoint_cpu_time: float  # CPU time at the last checkpoint; negative read as 0
    fraction_done: float | None  # None when absent or 0 (the client ignores 0)
    want_network: bool = False
    wss_bytes: float | None = None  # app-reported working set (wrappers)
    other_pid: int = 0


def last_app_status(slot_dir: Path) -> AppStatus | None:
    """The last ``app_status`` an app wrote in ``slot_dir``'s file, read without mapping or
    changing it (None if there is no file or no message). A receiver clears only the flag,
    so the text stays until the app writes its next one (about once a second): another
    process can see how far a running task has got, which the state file does not say."""
    path = slot_dir / MMAPPED_FILE_NAME
    try:
        if not path.is_file():  # not a FIFO or a device, whose read could block or never end
            return None
        with open(path, "rb") as f:
            f.seek(APP_STATUS * MSG_CHANNEL_SIZE + 1)
            raw = f.read(MSG_CHANNEL_SIZE - 1)
    except OSError:
        return None
    text = _message(raw)
    return parse_app_status(text) if text.strip() else None


def _message(raw: bytes) -> str:
    """A channel's payload: the text up to its NUL."""
    end = raw.find(b"\0")
    return raw[: end if end >= 0 else len(raw)].decode("ascii", "replace")


def parse_app_status(text: str) -> AppStatus:
    """Parse the substring tags of an ``app_status`` message; missing times read as 0."""
    cpu = max(parse_tag_float(text, "current_cpu_time") or 0.0, 0.0)
    ckpt = max(parse_tag_float(text, "checkpoint_cpu_time") or 0.0, 0.0)
    fd = parse_tag_float(text, "fraction_done")
    if fd is not None:
        fd = min(max(fd, 0.0), 1.0)
        if fd == 0.0:
            fd = None
    wn = parse_tag_float(text, "want_network")
    wss = parse_tag_float(text, "wss")
    pid = parse_tag_float(text, "other_pid")
    return AppStatus(cpu, ckpt, fd, bool(wn), wss, int(pid) if pid and pid > 0 else 0)
