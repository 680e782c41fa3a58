"""Fixtures for the packaging tests: the built packages, a throwaway install, an X display.

The packages are what `make dist` (installers/linux/build.sh) leaves in dist/. Building
takes minutes, so the tests use a dist/ that is already there (`make test-dist` builds it
first); with BOINC_GUI_DIST=1 and no dist/ they build it once per session; otherwise they
are skipped. Everything runs for real: dpkg, the bundled programs, Xvfb, trayer, boinccmd.
Programs under test run in a network namespace of their own with only loopback when we are
root (unshare -n), so they can reach nothing but 127.0.0.1 and no port clashes with
another test run.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tarfile
import time
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
BUILD_SCRIPT = ROOT / "installers" / "linux" / "build.sh"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
METAINFO_ID = "io.github.boincgui.manager"


@dataclass(frozen=True)
class Packages:
    deb: Path
    tarball: Path


def _find_packages() -> Packages | None:
    debs = sorted(DIST.glob(f"boinc-gui_{VERSION}_*.deb"), key=lambda p: p.stat().st_mtime)
    tars = sorted(DIST.glob(f"boinc-gui-{VERSION}-linux-*.tar.gz"), key=lambda p: p.stat().st_mtime)
    if debs and tars:
        return Packages(debs[-1], tars[-1])
    return None


@pytest.fixture(scope="session")
def packages() -> Packages:
    found = _find_packages()
    if found is None and os.environ.get("BOINC_GUI_DIST") == "1":
        proc = subprocess.run(["bash", str(BUILD_SCRIPT)], cwd=ROOT, capture_output=True, text=True, timeout=1800)
        assert proc.returncode == 0, f"build.sh failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
        found = _find_packages()
        assert found is not None, f"build.sh left no packages in {DIST}"
    if found is None:
        pytest.skip("no packages in dist/: run `make test-dist` (or `make dist`, or set BOINC_GUI_DIST=1)")
    return found


def need(tool: str, package: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed (Debian package {package}; `make deps-dist` installs it)")
    return path


@pytest.fixture(scope="session")
def installed_root(packages: Packages, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb installed by dpkg into an empty throwaway root (dpkg --root)."""
    need("dpkg", "dpkg")
    root = tmp_path_factory.mktemp("root")
    return dpkg_install(root, packages.deb)


def dpkg_install(root: Path, deb: Path) -> Path:
    admin = root / "var" / "lib" / "dpkg"
    for sub in ("info", "updates", "triggers"):
        (admin / sub).mkdir(parents=True, exist_ok=True)
    (admin / "status").touch()
    # The empty root has none of the Debian packages the .deb depends on: they are
    # checked on this system instead (test_depends_are_debian_packages_here).
    flags = ["--force-depends"] + ([] if os.geteuid() == 0 else ["--force-not-root"])
    proc = subprocess.run(["dpkg", f"--root={root}", "--log=/dev/null", *flags, "-i", str(deb)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return root


@pytest.fixture(scope="session")
def unpacked_tarball(packages: Packages, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tarball unpacked somewhere unusual (a path with a space, far from dist/)."""
    where = tmp_path_factory.mktemp("unpack") / "somewhere else"
    where.mkdir()
    with tarfile.open(packages.tarball) as tar:
        tar.extractall(where, filter="tar")
    return where / "boinc-gui"


def loopback_only_prefix() -> list[str]:
    """Command prefix that runs a program in a new network namespace with only loopback up."""
    if os.geteuid() != 0 or shutil.which("unshare") is None or shutil.which("ip") is None:
        return []
    return ["unshare", "--net", "sh", "-c", 'ip link set lo up && exec "$0" "$@"']


def in_netns_of(pid: int) -> list[str]:
    """Command prefix that runs a program in the network namespace of ``pid`` (if not ours)."""
    if os.geteuid() != 0 or shutil.which("nsenter") is None:
        return []
    if os.readlink(f"/proc/{pid}/ns/net") == os.readlink("/proc/self/ns/net"):
        return []
    return ["nsenter", f"--net=/proc/{pid}/ns/net"]


@dataclass(frozen=True)
class XDisplay:
    name: str
    env: dict[str, str]


@pytest.fixture
def x_with_tray() -> Iterator[XDisplay]:
    """A real X server (Xvfb) with a real system-tray host (trayer) on it."""
    need("Xvfb", "xvfb")
    need("trayer", "trayer")
    need("xdotool", "xdotool")
    need("xwininfo", "x11-utils")
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        number = pipe.readline().strip().decode()
    assert number, "Xvfb did not report a display"
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = f":{number}"
    trayer = subprocess.Popen(["trayer", "--edge", "top", "--align", "right", "--widthtype", "pixel", "--width", "160",
                               "--height", "32", "--transparent", "false"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not subprocess.run(
            ["xdotool", "search", "--class", "trayer"], env=env, capture_output=True).stdout.strip():
        time.sleep(0.1)
    try:
        yield XDisplay(env["DISPLAY"], env)
    finally:
        for proc in (trayer, xvfb):
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)
