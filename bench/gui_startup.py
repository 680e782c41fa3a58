"""Start-up, idle memory and idle CPU of the manager against Debian's BOINC Manager, one run.

    python bench/gui_startup.py [--runs 5] [--idle 30] [--settle 10] [--no-bundle] [--no-bare]
    make bench-gui

Under a private Xvfb display with a tray host (trayer), for each of
  * boinc-gui from source  (.venv/bin/boinc-gui --no-demo),
  * boinc-gui from the bundle (dist/boinc-gui/boinc-gui --no-demo; `make dist` first),
  * BOINC Manager 7.20 (Debian's boincmgr) connected to Debian's BOINC client (boinc),
  * for reference, a bare PySide6 window (a QLabel, the same venv's Python; --no-bare leaves it
    out): the floor of any window from this Python and Qt, start-up only,
it measures
  * exec -> window visible: from just before exec to the moment the X server reports a
    top-level window with the program's title ("boinc-gui — ..." / "BOINC Manager ...")
    mapped (xev listening on the root window; see MapWatcher);
    median of --runs starts (after one untimed warm-up start each), the programs' starts
    interleaved round by round so that the machine's other load falls on all alike. Xvfb runs no window manager,
    so a window is viewable as soon as it is mapped: for Qt, inside QWidget.show(), which
    flushes the map request (its first paint follows a few ms later, in the event loop);
  * exec -> window complete (boinc-gui only): until the title leaves "boinc-gui — starting…"
    for "boinc-gui — this computer", i.e. the tabs and menus are there and the client object
    is made (the window is painted first and builds the rest after: issue 20); the engine's
    modules load after that, on the engine's own thread (issue 36). The change of title is
    read as the X server reports it, as the window's mapping is (see MapWatcher); until
    2026-11-29 it was polled with xdotool every 20 ms, which timed it 0-20 ms late plus the
    poller's own start. The app sets that title once the complete window has been painted
    (MainWindow.complete_when_painted), so that the moment timed is the one the volunteer sees
    the tabs: until 2026-11-30 it set it as soon as the tabs and menus were built, and the
    instance server, the tray and the engine's thread, queued ahead of the repaint, put the
    tabs on the screen 40-60 ms after the title (measured with an event filter on the window:
    its first paint after the title came after all three); this figure was that much early.
    Before 2026-11-29 the title was set first, and the window icon's property sent it to the
    X server 25-45 ms before the tabs, menus and toolbar were even built;
  * exec -> first data shown (boinc-gui only): the engine's first snapshot taken by the window,
    from the mark the app writes when BOINC_GUI_STARTUP_MARKS names a file
    (boinc_gui/runtime/startup_marks.py). BOINC Manager has no such figure here: its client
    was started before it and is already running;
  * idle RSS of the whole app: the sum of VmRSS over every process of it (boinc-gui is
    one process with the engine in a thread; BOINC is boincmgr plus the boinc client),
    --settle seconds after the window appeared;
  * idle CPU: utime+stime of those processes over --idle seconds, as % of one core.
and prints the three ratios (boinc-gui / BOINC Manager + client) for source and bundle.

Both sides have nothing attached (boinc-gui --no-demo, a fresh BOINC data directory), so
idle is idle. From source, Python runs as for an installed program: with its compiled
bytecode, which the warm-up start writes (PYTHONDONTWRITEBYTECODE, set in some shells and
sandboxes, is left out of the programs' environment; without it every boinc_gui module
would be compiled from source at each start, 15-20 ms here, which no install does). For the
same reason each program keeps one cache directory across its starts (XDG_CACHE_HOME), where
the warm-up start keeps the code it compiled (boinc_gui/runtime/code_cache.py);
each start still has a fresh home and data directory.
Loopback only: each side runs in a network namespace of its own that has only 127.0.0.1
(ip netns; needs root), made once per run and entered the same way by both (ip netns exec),
and BOINC's client gets dont_contact_ref_site and no_info_fetch in cc_config.xml as in
tests/realboinc.py. The bench installs boinc-manager with apt-get when it is missing (not the
test suite). Figures are written to bench/out/gui_startup.json as well.
"""
from __future__ import annotations

import argparse
import json
import os
import pwd
import queue
import re
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
SOURCE_APP = ROOT / ".venv" / "bin" / "boinc-gui"
BUNDLE_APP = ROOT / "dist" / "boinc-gui" / "boinc-gui"
OUT = ROOT / "bench" / "out" / "gui_startup.json"
WRAPPERS = {"ip", "unshare", "setpriv", "sh", "nsenter"}
# Where our app writes its start-up marks (boinc_gui/runtime/startup_marks.py); one start at a time.
MARKS_FILE = Path(tempfile.gettempdir()) / f"boinc-gui-bench-marks-{os.getpid()}"
POLL = 0.02  # window polling period (s): the ready title; and the wait for a map event
READY = "^boinc-gui — this computer$"  # the title once the window is complete (the shell says "starting…")


def die(msg: str) -> None:
    print(f"gui_startup: {msg}", file=sys.stderr)
    sys.exit(2)


def ensure_tools() -> None:
    if os.geteuid() != 0:
        die("needs root (network namespaces with loopback only, apt-get for boinc-manager)")
    missing = [pkg for tool, pkg in (("Xvfb", "xvfb"), ("xdotool", "xdotool"), ("trayer", "trayer"),
                                     ("xev", "x11-utils"), ("boinc", "boinc-client"), ("boinccmd", "boinc-client"),
                                     ("ip", "iproute2"), ("boincmgr", "boinc-manager"))
               if shutil.which(tool) is None]
    if missing:
        print(f"gui_startup: installing {' '.join(sorted(set(missing)))} with apt-get", file=sys.stderr)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False, stdout=subprocess.DEVNULL)
        subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *sorted(set(missing))],
                       env=env, check=True, stdout=subprocess.DEVNULL)


@contextmanager
def x_display() -> Iterator[dict[str, str]]:
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        number = pipe.readline().strip().decode()
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM",
                                                            "DBUS_SESSION_BUS_ADDRESS", "BOINC_GUI_DATA",
                                                            "PYTHONDONTWRITEBYTECODE")}
    env["DISPLAY"] = f":{number}"
    trayer = subprocess.Popen(["trayer", "--edge", "top", "--align", "right", "--widthtype", "pixel", "--width", "160",
                               "--height", "32", "--transparent", "false"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    try:
        yield env
    finally:
        for proc in (trayer, xvfb):
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()


class MapWatcher:
    """When top-level windows are mapped, as the X server reports it to a client listening on
    the root window (xev, SubstructureNotify), read as it comes. Polling with xdotool instead
    forks a process every 20 ms, and a program that works hard right after its window appears
    (boinc-gui builds its tabs then; BOINC Manager connects to its client) starves that poller
    of CPU on a busy machine and is timed late: measured here, its starts spread over 0.16-0.50 s
    while the program itself had shown its window at 0.15 s each time (bench/gui_first_paint.py).

    A window's title changes are read the same way: once the window is mapped, a second xev
    watches that window for changes of its name (PropertyNotify), so that the moment its title
    becomes the complete window's is the moment the X server reports it, not the next 20-ms
    xdotool poll after it (one process started per start, where the poll started one every
    20 ms while the app built its window)."""

    NAME_ATOMS = ("(_NET_WM_NAME)", "(WM_NAME)")

    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.events: queue.Queue[tuple[float, str]] = queue.Queue()
        self.watchers: list[subprocess.Popen[str]] = []
        self.proc = subprocess.Popen(["stdbuf", "-oL", "xev", "-root", "-event", "substructure"], env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        threading.Thread(target=self._read, name="map-watcher", daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        mapped_at = 0.0
        for line in self.proc.stdout:
            if line.startswith("MapNotify event"):
                mapped_at = time.perf_counter()
            elif mapped_at:
                match = re.search(r"window (0x[0-9a-f]+), override", line)
                if match:
                    self.events.put((mapped_at, match.group(1)))
                mapped_at = 0.0

    def watch_names(self, window: str) -> queue.Queue[float]:
        """From now on, the moments ``window``'s name changes."""
        renamed: queue.Queue[float] = queue.Queue()
        watcher = subprocess.Popen(["stdbuf", "-oL", "xev", "-id", window, "-event", "property"], env=self.env,
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.watchers.append(watcher)
        threading.Thread(target=self._read_names, args=(watcher, renamed), name="name-watcher", daemon=True).start()
        return renamed

    def _read_names(self, watcher: subprocess.Popen[str], renamed: queue.Queue[float]) -> None:
        assert watcher.stdout is not None
        changed_at = 0.0
        for line in watcher.stdout:
            if line.startswith("PropertyNotify event"):
                changed_at = time.perf_counter()
            elif changed_at and "atom" in line:
                if any(atom in line for atom in self.NAME_ATOMS):
                    renamed.put(changed_at)
                changed_at = 0.0

    def drain(self) -> None:
        while not self.events.empty():
            self.events.get_nowait()
        watchers, self.watchers = self.watchers, []  # the last start's windows are gone with it
        for watcher in watchers:
            watcher.terminate()
            watcher.wait(5)

    def mapped(self, title: str, since: float, wait: float) -> tuple[float, str]:
        """The moment a window titled ``title`` (a regular expression) was mapped after
        ``since``, and that window; (0, "") if none within ``wait`` seconds."""
        deadline = time.perf_counter() + wait
        while True:
            try:
                at, window = self.events.get(timeout=max(0.0, deadline - time.perf_counter()))
            except queue.Empty:
                return 0.0, ""
            if at >= since and re.search(title, self.title(window)):
                return at, window

    def title(self, window: str) -> str:
        return subprocess.run(["xdotool", "getwindowname", window], env=self.env, capture_output=True,
                              text=True).stdout.strip()

    def titled(self, window: str, title: str, wait: float) -> float:
        """The moment ``window``'s name becomes ``title`` (a regular expression), as the X
        server reports it; 0 if not within ``wait`` seconds. The name is looked at (an xdotool
        run) once as the watcher starts, then at each change reported, and after each quiet
        second: a change made before the watcher began is timed when it is seen, late."""
        renamed = self.watch_names(window)
        deadline = time.perf_counter() + wait
        if re.search(title, self.title(window)):
            return time.perf_counter()
        while time.perf_counter() < deadline:
            try:
                at = renamed.get(timeout=1.0)
            except queue.Empty:
                at = 0.0
            if re.search(title, self.title(window)):
                return at or time.perf_counter()
        return 0.0

    def stop(self) -> None:
        self.drain()
        self.proc.terminate()
        self.proc.wait(5)


MAPS: MapWatcher | None = None  # set by main() once the display is up (xev is in x11-utils)


def tree(pid: int) -> list[psutil.Process]:
    """The program's processes, leaving out the namespace wrappers that exec'd or wait."""
    try:
        top = psutil.Process(pid)
        procs = [top, *top.children(recursive=True)]
    except psutil.NoSuchProcess:
        return []
    return [p for p in procs if p.is_running() and p.name() not in WRAPPERS]


def rss_mb(procs: list[psutil.Process]) -> float:
    total = 0
    for p in procs:
        try:
            total += p.memory_info().rss
        except psutil.Error:
            pass
    return total / 2**20


def cpu_s(procs: list[psutil.Process]) -> float:
    total = 0.0
    for p in procs:
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


def stop(proc: subprocess.Popen[bytes]) -> None:
    procs = tree(proc.pid)
    for p in procs:
        try:
            p.terminate()
        except psutil.Error:
            pass
    if proc.poll() is None:
        proc.terminate()
    _gone, alive = psutil.wait_procs(procs, timeout=15)
    for p in alive:
        p.kill()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)


@dataclass
class Side:
    name: str
    starts: list[float] = field(default_factory=list)
    complete: list[float] = field(default_factory=list)  # exec -> window complete (boinc-gui)
    first_data: list[float] = field(default_factory=list)  # exec -> the engine's first snapshot shown (boinc-gui)
    rss_mb: float = 0.0
    cpu_pct: float = 0.0
    processes: list[str] = field(default_factory=list)
    parts_mb: dict[str, float] = field(default_factory=dict)
    parts_cpu_pct: dict[str, float] = field(default_factory=dict)

    @property
    def start_s(self) -> float:
        return statistics.median(self.starts)


class BoincClient:
    """Debian's client in a named network namespace with only loopback (as tests/realboinc.py)."""

    def __init__(self, tmp: Path) -> None:
        self.ns = f"bench_gui_{os.getpid()}"
        self.data = Path(tempfile.mkdtemp(prefix="bench_boinc_", dir="/tmp"))
        self.password = secrets.token_hex(16)
        self.port = 31416
        self.tmp = tmp
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        (self.data / "cc_config.xml").write_text(
            "<cc_config><options><dont_contact_ref_site>1</dont_contact_ref_site>"
            "<no_info_fetch>1</no_info_fetch></options></cc_config>\n")
        (self.data / "gui_rpc_auth.cfg").write_text(self.password)
        (self.data / "global_prefs_override.xml").write_text(
            "<global_preferences><suspend_cpu_usage>0</suspend_cpu_usage></global_preferences>\n")
        run_as: list[str] = []
        try:
            user = pwd.getpwnam("boinc")
            os.chmod(self.data, 0o755)
            for p in [self.data, *self.data.iterdir()]:
                os.chown(p, user.pw_uid, user.pw_gid)
            run_as = ["setpriv", f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--init-groups"]
        except KeyError:
            pass
        subprocess.run(["ip", "netns", "add", self.ns], check=True, timeout=10)
        subprocess.run(["ip", "netns", "exec", self.ns, "ip", "link", "set", "lo", "up"], check=True, timeout=10)
        log = (self.tmp / "boinc.log").open("wb")
        self.proc = subprocess.Popen(["ip", "netns", "exec", self.ns, *run_as, "/usr/bin/boinc", "--dir",
                                      str(self.data), "--gui_rpc_port", str(self.port)],
                                     stdout=log, stderr=log, start_new_session=True)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            r = subprocess.run(["ip", "netns", "exec", self.ns, "boinccmd", "--host", f"127.0.0.1:{self.port}",
                                "--passwd", self.password, "--get_cc_status"], capture_output=True, timeout=30)
            if r.returncode == 0:
                return
            time.sleep(0.2)
        die("the BOINC client did not answer GUI RPC within 60 s (see its log)")

    def stop(self) -> None:
        if self.proc is not None:
            stop(self.proc)
        subprocess.run(["ip", "netns", "del", self.ns], timeout=10, check=False)
        shutil.rmtree(self.data, ignore_errors=True)


@contextmanager
def loopback_namespace(name: str) -> Iterator[str]:
    """A network namespace with only 127.0.0.1, for the run: our app's starts enter it as
    BOINC Manager's enter its client's (``ip netns exec``), so that both pay the same to get
    there (a new namespace per start, ``unshare -n`` and ``ip link``, cost 2-3 ms more)."""
    subprocess.run(["ip", "netns", "add", name], check=True, timeout=10)
    try:
        subprocess.run(["ip", "netns", "exec", name, "ip", "link", "set", "lo", "up"], check=True, timeout=10)
        yield name
    finally:
        subprocess.run(["ip", "netns", "del", name], timeout=10, check=False)


def launch_ours(app: Path, env: dict[str, str], tmp: Path, namespace: str) -> subprocess.Popen[bytes]:
    home = Path(tempfile.mkdtemp(prefix="home_", dir=tmp))
    # A fresh home for each start (a fresh data directory, nothing attached), but one cache
    # directory across a program's starts, as an installed app's: what the warm-up start kept
    # there (boinc_gui/runtime/code_cache.py) the timed starts use, as with bytecode.
    cache = tmp / ("cache" + re.sub(r"\W", "_", str(app)))
    run_env = dict(env, HOME=str(home), XDG_CACHE_HOME=str(cache), XDG_CONFIG_HOME=str(home / ".config"),
                   XDG_DATA_HOME=str(home / ".local" / "share"), XDG_RUNTIME_DIR=str(home),
                   QT_QPA_PLATFORM="xcb", BOINC_GUI_STARTUP_MARKS=str(MARKS_FILE))
    cmd = ["ip", "netns", "exec", namespace, str(app), "--no-demo"]
    return subprocess.Popen(cmd, env=run_env, cwd=home, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)


BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv[:1])
label = QLabel("A bare PySide6 window")
label.setWindowTitle("bare PySide6 window")
label.resize(1280, 800)
label.show()
app.exec()
"""


def launch_bare(env: dict[str, str], tmp: Path) -> subprocess.Popen[bytes]:
    home = Path(tempfile.mkdtemp(prefix="home_", dir=tmp))
    run_env = dict(env, HOME=str(home), XDG_RUNTIME_DIR=str(home), QT_QPA_PLATFORM="xcb")
    return subprocess.Popen([str(SOURCE_APP.parent / "python"), "-c", BARE_WINDOW], env=run_env, cwd=home,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)


def launch_boincmgr(client: BoincClient, env: dict[str, str], tmp: Path) -> subprocess.Popen[bytes]:
    home = Path(tempfile.mkdtemp(prefix="home_", dir=tmp))
    run_env = dict(env, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_RUNTIME_DIR=str(home))
    cmd = ["ip", "netns", "exec", client.ns, "boincmgr", "-nd", "-m", "-n", "127.0.0.1", "-g", str(client.port),
           "-p", client.password, "-d", str(client.data)]
    return subprocess.Popen(cmd, env=run_env, cwd=home, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)


def first_data_after(t0: float, proc: subprocess.Popen[bytes], limit: float = 60.0) -> float:
    """Seconds from ``t0`` to the app's "first_data" mark (the engine's first snapshot taken by the
    window: boinc_gui/runtime/startup_marks.py); 0 when it wrote none within ``limit``."""
    deadline = time.perf_counter() + limit
    while time.perf_counter() < deadline and proc.poll() is None:
        try:
            for line in MARKS_FILE.read_text(encoding="utf-8").splitlines():
                name, _, at = line.partition(" ")
                if name == "first_data":
                    return float(at) - t0  # CLOCK_MONOTONIC, as perf_counter on Linux
        except OSError:
            pass
        time.sleep(POLL)
    return 0.0


def time_to_window(launch: Callable[[], subprocess.Popen[bytes]], title: str, env: dict[str, str],
                   limit: float = 120.0, ready_title: str = "",
                   first_data: list[float] | None = None) -> tuple[float, subprocess.Popen[bytes], float]:
    """Seconds to the window (and to ``ready_title``, 0 when not asked), and the process; with
    ``first_data``, the seconds to the app's first data shown are appended to it. Both moments
    are read as the X server reports them (MapWatcher, which main() starts first)."""
    maps = MAPS
    assert maps is not None, "time_to_window runs inside main(), once the MapWatcher is up"
    maps.drain()
    MARKS_FILE.unlink(missing_ok=True)
    t0 = time.perf_counter()
    proc = launch()
    while True:
        at, window = maps.mapped(title, t0, POLL)
        if at:
            break
        if proc.poll() is not None:
            die(f"{title!r}: the program exited ({proc.returncode}) before its window appeared")
        if time.perf_counter() - t0 > limit:
            stop(proc)
            die(f"{title!r}: no window after {limit:.0f} s")
    complete = 0.0
    if ready_title:
        done = maps.titled(window, ready_title, limit)
        if not done:
            stop(proc)
            die(f"{title!r}: not complete ({ready_title!r}) after {limit:.0f} s")
        complete = done - t0
    if first_data is not None:
        first_data.append(first_data_after(t0, proc))
    return at - t0, proc, complete


@dataclass
class Contender:
    """One program whose start-up is timed: how to launch it and the titles to wait for."""

    side: Side
    launch: Callable[[], subprocess.Popen[bytes]]
    title: str
    ready_title: str = ""


def measure_starts(contenders: list[Contender], env: dict[str, str], args: argparse.Namespace) -> None:
    """One untimed warm-up start each (page cache, fontconfig cache, bytecode), then --runs rounds
    of one start each, in an order that rotates from round to round: other work on the machine
    comes and goes, and interleaved starts share it alike (timed one program after the other,
    a burst of load during one block decided the ratio)."""
    for c in contenders:
        _, proc, _ = time_to_window(c.launch, c.title, env, ready_title=c.ready_title)
        stop(proc)
        time.sleep(0.5)
    for r in range(args.runs):
        for c in contenders[r % len(contenders):] + contenders[:r % len(contenders)]:
            took, proc, complete = time_to_window(c.launch, c.title, env, ready_title=c.ready_title,
                                                  first_data=c.side.first_data if c.ready_title else None)
            c.side.starts.append(took)
            if c.ready_title:
                c.side.complete.append(complete)
            stop(proc)
            time.sleep(1.0)


def measure_idle(c: Contender, env: dict[str, str], args: argparse.Namespace,
                 extra: list[psutil.Process] | None = None) -> None:
    """Idle RSS and CPU of one more start, --settle seconds after its window appeared."""
    _, proc, _ = time_to_window(c.launch, c.title, env, ready_title=c.ready_title)
    side = c.side
    try:
        time.sleep(args.settle)
        procs = tree(proc.pid) + (extra or [])
        side.processes = [f"{p.pid} {p.name()}" for p in procs]
        side.parts_mb = {p.name(): round(rss_mb([p]), 1) for p in procs}
        side.rss_mb = rss_mb(procs)
        before = {p.pid: cpu_s([p]) for p in procs}
        t0 = time.monotonic()
        time.sleep(args.idle)
        wall = time.monotonic() - t0
        side.parts_cpu_pct = {p.name(): round(100 * (cpu_s([p]) - before[p.pid]) / wall, 3) for p in procs}
        side.cpu_pct = sum(side.parts_cpu_pct.values())
    finally:
        stop(proc)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5, help="timed start-ups per program (median)")
    ap.add_argument("--idle", type=float, default=30.0, help="seconds of idle CPU measurement")
    ap.add_argument("--settle", type=float, default=10.0, help="seconds after the window before measuring")
    ap.add_argument("--no-bundle", action="store_true", help="leave out the bundle (dist/)")
    ap.add_argument("--no-bare", action="store_true", help="leave out the bare PySide6 window (the reference)")
    args = ap.parse_args()
    ensure_tools()
    if not SOURCE_APP.exists():
        die(f"{SOURCE_APP} is missing: run make run or make test once to create .venv")
    with_bundle = not args.no_bundle and BUNDLE_APP.exists()
    if not args.no_bundle and not with_bundle:
        print(f"gui_startup: {BUNDLE_APP} is missing (make dist); measuring from source only", file=sys.stderr)

    sides: dict[str, Side] = {}
    load_before = os.getloadavg()
    global MAPS
    with tempfile.TemporaryDirectory(prefix="gui_startup_") as tmp_name, x_display() as env, \
            loopback_namespace(f"bench_gui_ours_{os.getpid()}") as ours:
        tmp = Path(tmp_name)
        MAPS = MapWatcher(env)
        client = BoincClient(tmp)
        client.start()  # idle in its namespace while the others start (0.1 % of a core)
        cmgr = Contender(Side("BOINC Manager 7.20 + client"), lambda: launch_boincmgr(client, env, tmp),
                         "BOINC Manager")
        csrc = Contender(Side("boinc-gui from source"), lambda: launch_ours(SOURCE_APP, env, tmp, ours),
                         "^boinc-gui — ", READY)
        contenders = [cmgr, csrc]
        cbun: Contender | None = None
        if with_bundle:
            cbun = Contender(Side("boinc-gui from the bundle"), lambda: launch_ours(BUNDLE_APP, env, tmp, ours),
                             "^boinc-gui — ", READY)
            contenders.append(cbun)
        if not args.no_bare:
            contenders.append(Contender(Side("bare PySide6 window"), lambda: launch_bare(env, tmp),
                                        "^bare PySide6 window$"))
        try:
            measure_starts(contenders, env, args)
            measure_idle(cmgr, env, args, tree(client.proc.pid) if client.proc else [])
        finally:
            client.stop()
        measure_idle(csrc, env, args)
        if cbun is not None:
            measure_idle(cbun, env, args)
        keys = {id(cmgr): "boincmgr", id(csrc): "source", id(cbun): "bundle"}
        for c in contenders:
            sides[keys.get(id(c), "bare")] = c.side
        MAPS.stop()
        MAPS = None

    load_after = os.getloadavg()
    mgr = sides["boincmgr"]
    # The machine's load is part of the figures: other work competes for the 2 cores.
    print("load average (1, 5, 15 min) before: " + " ".join(f"{x:.2f}" for x in load_before)
          + "   after: " + " ".join(f"{x:.2f}" for x in load_after))
    print(f"{'':28} {'exec->window (median)':>22} {'all starts (s)':>32} {'idle RSS':>10} {'idle CPU':>10}")
    for s in sides.values():
        starts = " ".join(f"{t:.2f}" for t in s.starts)
        if not s.rss_mb:  # the reference window: start-up only
            print(f"{s.name:28} {s.start_s:>20.2f} s {starts:>32}")
            continue
        print(f"{s.name:28} {s.start_s:>20.2f} s {starts:>32} {s.rss_mb:>7.0f} MB {s.cpu_pct:>8.3f} %")
        if s.complete:
            done = " ".join(f"{t:.2f}" for t in s.complete)
            print(f"{'  window complete':28} {statistics.median(s.complete):>20.2f} s {done:>32}")
        if s.first_data:
            done = " ".join(f"{t:.2f}" for t in s.first_data)
            print(f"{'  first data shown':28} {statistics.median(s.first_data):>20.2f} s {done:>32}")
    print(f"{'':28} (BOINC parts: " + ", ".join(f"{k} {v:.0f} MB / {mgr.parts_cpu_pct[k]:.3f} %"
                                               for k, v in mgr.parts_mb.items()) + ")")
    print()
    print("ratios, boinc-gui / (BOINC Manager + its client), measured in this run:")
    for key in ("source", "bundle"):
        if key not in sides:
            continue
        s = sides[key]
        cpu = s.cpu_pct / mgr.cpu_pct if mgr.cpu_pct > 0 else float("inf")
        print(f"  {s.name:28} start-up {s.start_s / mgr.start_s:5.2f}x (target <= 1.0)   "
              f"idle RSS {s.rss_mb / mgr.rss_mb:5.2f}x (target <= 1.0)   idle CPU {cpu:5.2f}x (target <= 0.5)")
        print(f"  {'':28} fastest starts {min(s.starts) / min(mgr.starts):5.2f}x")
        if s.complete:
            print(f"  {'':28} window complete {statistics.median(s.complete) / mgr.start_s:5.2f}x "
                  "BOINC Manager's window")
        if s.first_data:
            print(f"  {'':28} first data shown {statistics.median(s.first_data) / mgr.start_s:5.2f}x "
                  "BOINC Manager's window (whose client was already running)")
    if "bare" in sides:
        bare = sides["bare"]
        print(f"  {'a bare PySide6 window':28} start-up {bare.start_s / mgr.start_s:5.2f}x, fastest starts "
              f"{min(bare.starts) / min(mgr.starts):5.2f}x (the floor for this Python and Qt)")
    # Other work on the machine only ever adds to a start: with a load average above the
    # core count the medians wander from run to run, and the fastest start of each program
    # is the better view of its own cost (the medians stay the figures asked for).
    OUT.parent.mkdir(parents=True, exist_ok=True)
    out: dict[str, object] = {k: asdict(v) | {"start_s_median": v.start_s, "start_s_min": min(v.starts)}
                              for k, v in sides.items()}
    out["load_average"] = {"before": load_before, "after": load_after}
    OUT.write_text(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
