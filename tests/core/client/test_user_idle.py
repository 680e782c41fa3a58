"""User-idle detection: a real pseudo-terminal typed on, a real Xvfb with faked input, and
what an idle time that cannot be measured means for computing."""
from __future__ import annotations

import ctypes
import os
import select
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.client.live_host import LiveHost
from core.client.user_idle import UserIdleMeter, XIdle, device_idle_s
from core.engine.run_modes import (
    IDLE_UNKNOWN,
    HostConditions,
    computing_suspend_reason,
    user_active,
)
from core.state import GlobalPrefs, RunMode
from core.state.enums import SuspendReason

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def pty() -> Iterator[tuple[int, int, str]]:
    """(master fd, slave fd, slave path) with the slave's access time set an hour back."""
    master, slave = os.openpty()
    path = os.ttyname(slave)
    old = time.time() - 3600
    os.utime(path, (old, old))
    yield master, slave, path
    os.close(master)
    os.close(slave)


def type_on(master: int, slave: int) -> None:
    """What a keystroke does: input arrives on the terminal and a program reads it."""
    os.write(master, b"x\n")
    os.read(slave, 16)


def test_typing_on_a_terminal_brings_idle_to_zero(pty: tuple[int, int, str]) -> None:
    master, slave, path = pty
    assert device_idle_s(time.time(), [path]) == pytest.approx(3600, abs=5)
    type_on(master, slave)
    # The tty driver stamps atime with 8-second granularity at most.
    assert device_idle_s(time.time(), [path]) < 9
    meter = UserIdleMeter([path], use_x=False)
    assert meter.idle_s(time.time()) < 9


def test_newest_device_wins_and_non_devices_are_ignored(pty: tuple[int, int, str], tmp_path: Path) -> None:
    path = pty[2]
    plain = tmp_path / "tty_not_a_device"
    plain.write_text("")  # fresh atime, but not a character device
    assert device_idle_s(time.time(), [path, str(plain)]) == pytest.approx(3600, abs=5)
    master2, slave2 = os.openpty()
    try:
        path2 = os.ttyname(slave2)
        type_on(master2, slave2)
        assert device_idle_s(time.time(), [path, path2]) < 9
    finally:
        os.close(master2)
        os.close(slave2)


def test_nothing_to_measure_is_unknown_and_never_suspends(tmp_path: Path) -> None:
    assert device_idle_s(time.time(), [str(tmp_path / "none*")]) == IDLE_UNKNOWN
    meter = UserIdleMeter([str(tmp_path / "none*")], x_idle=XIdle(display=""))
    idle = meter.idle_s(time.time())
    assert idle == IDLE_UNKNOWN
    prefs = GlobalPrefs(run_if_user_active=False, suspend_if_no_recent_input=5.0)
    c = HostConditions(local_hour=12.0, user_idle_s=idle)
    assert not user_active(prefs, c)
    assert computing_suspend_reason(prefs, RunMode.AUTO, c) == SuspendReason.NONE
    # A measured long idle still suspends under "no recent input".
    measured = HostConditions(local_hour=12.0, user_idle_s=3600.0)
    assert computing_suspend_reason(prefs, RunMode.AUTO, measured) == SuspendReason.NO_RECENT_INPUT


def test_no_display_or_a_dead_one_answers_none() -> None:
    assert XIdle(display="").query() is None
    assert XIdle(display=":987").query() is None  # nothing listens there


def test_live_host_sees_the_user_and_picks_the_limits(pty: tuple[int, int, str]) -> None:
    master, slave, path = pty
    prefs = GlobalPrefs(run_if_user_active=False, idle_time_to_run=3.0, cpu_usage_limit=100.0,
                        niu_cpu_usage_limit=60.0)
    host = LiveHost(lambda: prefs, idle=UserIdleMeter([path], use_x=False))
    now = time.time()
    assert host.availability(now).computing
    assert not host.user_active and host.cpu_usage_limit() == 60.0  # away: the not-in-use limit
    type_on(master, slave)
    later = now + 10.0  # past the measurement period
    avail = host.availability(later)
    assert not avail.computing and host.task_reason == SuspendReason.USER_ACTIVE
    assert host.user_active and host.cpu_usage_limit() == 100.0


# ------------------------------------------------------------------ X11 (Xvfb)


@pytest.fixture
def xvfb() -> Iterator[str]:
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed")
    # -displayfd: the server picks a free display itself and writes its number to the
    # pipe once it accepts connections, so parallel runs never race for a number.
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-noreset", "-nolisten", "tcp", "-screen", "0", "320x240x24"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write_fd,),
    )
    os.close(write_fd)
    try:
        with os.fdopen(read_fd, "rb") as pipe:
            ready, _, _ = select.select([pipe], [], [], 10.0)
            number = pipe.readline().strip() if ready else b""
        if not number.isdigit():
            pytest.skip("Xvfb did not start")
        yield f":{number.decode()}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def fake_mouse_move(display: str) -> None:
    """Input through the XTEST extension, as a real mouse would give it."""
    x11 = ctypes.CDLL("libX11.so.6")
    xtst = ctypes.CDLL("libXtst.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
    dpy = x11.XOpenDisplay(display.encode())
    assert dpy
    try:
        xtst.XTestFakeMotionEvent(dpy, -1, 17, 23, 0)
        x11.XFlush(dpy)
    finally:
        x11.XCloseDisplay(dpy)


def test_x_screensaver_idle_from_a_real_server(xvfb: str) -> None:
    x = XIdle(display=xvfb)
    time.sleep(1.5)
    idle = x.query()
    if idle is None:
        pytest.skip("libXss or the MIT-SCREEN-SAVER extension is not available")
    assert idle >= 1.0
    try:
        fake_mouse_move(xvfb)
    except OSError:
        pytest.skip("libXtst is not installed")
    after = x.query()
    assert after is not None and after < 0.5
    meter = UserIdleMeter([], x_idle=x)  # no devices: the X server alone answers
    assert meter.idle_s(time.time()) < 1.0
