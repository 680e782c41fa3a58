"""User idle time from the idle_detect daemon's shared memory (BOINC 8.2), before devices and X.

The test plays the daemon: it creates a real POSIX shared-memory object (shm_open,
under /dev/shm on Linux) and writes the two native int64 the daemon writes,
update time then last-input time.
"""
from __future__ import annotations

import os
import struct
import time
import uuid
from collections.abc import Iterator
from multiprocessing import shared_memory
from pathlib import Path

import pytest

from core.client.live_host import LiveHost
from core.client.user_idle import UserIdleMeter, daemon_idle_s
from core.state import GlobalPrefs
from core.state.enums import SuspendReason

pytestmark = [pytest.mark.timeout(60),
              pytest.mark.skipif(not Path("/dev/shm").is_dir(), reason="POSIX shared memory lives in /dev/shm")]


class Daemon:
    """Writes what idle_detect writes into its shared-memory object."""

    def __init__(self) -> None:
        self.name = f"idle_detect_test_{uuid.uuid4().hex[:12]}"
        self.shm = shared_memory.SharedMemory(name=self.name, create=True, size=16)
        self.path = Path("/dev/shm") / self.name

    def write(self, update_time: float, input_time: float) -> None:
        assert self.shm.buf is not None
        self.shm.buf[:16] = struct.pack("=qq", int(update_time), int(input_time))


@pytest.fixture
def daemon() -> Iterator[Daemon]:
    d = Daemon()
    yield d
    d.shm.close()
    d.shm.unlink()


@pytest.fixture
def typed_tty() -> Iterator[str]:
    """A pseudo-terminal typed on just now: the device source says 'in use'."""
    master, slave = os.openpty()
    path = os.ttyname(slave)
    os.write(master, b"x\n")
    os.read(slave, 16)
    yield path
    os.close(master)
    os.close(slave)


def test_fresh_daemon_answer_is_the_answer(daemon: Daemon, typed_tty: str) -> None:
    now = time.time()
    daemon.write(now - 2, now - 120)
    assert daemon.path.exists()
    assert daemon_idle_s(now, daemon.path) == pytest.approx(120, abs=1.5)
    # The daemon is asked first and alone: the terminal typed on just now is not consulted.
    meter = UserIdleMeter([typed_tty], use_x=False, shmem_path=daemon.path)
    assert meter.idle_s(now) == pytest.approx(120, abs=1.5)


@pytest.mark.parametrize("update_age", [120.0, -30.0])  # stopped a while ago; written from the future
def test_stale_or_future_daemon_falls_back_to_devices(daemon: Daemon, typed_tty: str, update_age: float) -> None:
    now = time.time()
    daemon.write(now - update_age, now - 5000)
    assert daemon_idle_s(now, daemon.path) is None
    meter = UserIdleMeter([typed_tty], use_x=False, shmem_path=daemon.path)
    assert meter.idle_s(now) < 9  # the terminal's answer


def test_missing_or_short_object_is_no_answer(tmp_path: Path) -> None:
    now = time.time()
    assert daemon_idle_s(now, tmp_path / "absent") is None
    short = tmp_path / "short"
    short.write_bytes(struct.pack("=q", int(now)))
    assert daemon_idle_s(now, short) is None


def test_live_host_follows_the_daemon(daemon: Daemon) -> None:
    prefs = GlobalPrefs(run_if_user_active=False, idle_time_to_run=3.0, suspend_cpu_usage=0.0,
                        niu_suspend_cpu_usage=0.0)  # other load: no matter, idle or not
    host = LiveHost(lambda: prefs, idle=UserIdleMeter([], use_x=False, shmem_path=daemon.path))
    now = time.time()
    daemon.write(now, now - 1)  # input a second ago
    avail = host.availability(now)
    assert not avail.computing and host.task_reason == SuspendReason.USER_ACTIVE
    later = now + 400  # after the measurement period; away for an hour by then
    daemon.write(later, later - 3600)
    assert host.availability(later).computing
