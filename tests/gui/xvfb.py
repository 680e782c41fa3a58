"""A private X server (Debian's Xvfb) and a tray host on it (Debian's trayer), for the tests
that need a real display."""
from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest


def end(proc: subprocess.Popen[bytes]) -> None:
    """SIGTERM, and SIGKILL if it is still there 5 s later."""
    proc.terminate()
    try:
        proc.wait(5)
    except subprocess.TimeoutExpired:
        proc.kill()


@contextmanager
def xvfb_display() -> Iterator[str]:
    """An Xvfb display of its own (":N"), ended on leaving; the test is skipped without Xvfb."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (Debian package xvfb)")
    read, write = os.pipe()
    # -noreset: an X server left by its last client resets, and a client connecting meanwhile
    # fails; the tests' clients come and go.
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-noreset", "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        number = pipe.readline().strip()
    try:
        assert number, "Xvfb did not report a display"
        yield f":{number.decode()}"
    finally:
        end(xvfb)


@contextmanager
def tray_host(env: dict[str, str]) -> Iterator[None]:
    """trayer, a system tray, at the top right of ``env``'s display; skipped without it."""
    if shutil.which("trayer") is None:
        pytest.skip("trayer is not installed (Debian package trayer)")
    trayer = subprocess.Popen(["trayer", "--edge", "top", "--align", "right", "--widthtype", "pixel", "--width", "160",
                               "--height", "32", "--transparent", "false"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)  # its window is up
    try:
        yield
    finally:
        end(trayer)
