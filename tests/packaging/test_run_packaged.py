"""The packaged programs run: the engine from the unpacked tarball answers boinccmd, and the
manager installed from the .deb shows its window under Xvfb, registers its tray icon with
trayer, and quits from the tray menu leaving no process behind.

No timing is asserted: the waits below are generous limits against hangs only.
"""
from __future__ import annotations

import importlib.util
import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

import psutil
import pytest

from boinc_gui.runtime.code_cache import key_name, read_entries
from tests.packaging.conftest import XDisplay, in_netns_of, loopback_only_prefix, need

pytestmark = [pytest.mark.slow, pytest.mark.timeout(1800)]

WAIT = 120.0  # seconds; a limit against hangs on a loaded machine, not a measurement


def wait_for(what: str, check: Callable[[], object], limit: float = WAIT) -> object:
    deadline = time.monotonic() + limit
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting for {what} after {limit:.0f} s")
        time.sleep(0.2)


def boinccmd(pid: int, port: int, password: str, *args: str) -> subprocess.CompletedProcess[str]:
    cmd = [*in_netns_of(pid), "boinccmd", "--host", f"127.0.0.1:{port}", "--passwd", password, *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=30)


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def command_line(p: psutil.Process) -> str:
    """A child's command line, or "" once it has ended (the demo's one-second tasks end between looks)."""
    try:
        return " ".join(p.cmdline())
    except (psutil.NoSuchProcess, psutil.ZombieProcess, psutil.AccessDenied):
        return ""


def descendants(pid: int) -> list[psutil.Process]:
    try:
        return psutil.Process(pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []


def left_behind(procs: list[psutil.Process], under: list[Path]) -> list[str]:
    """Processes still alive from ``procs``, or running from / in one of the ``under`` dirs."""
    alive = [f"{p.pid} {p.name()}" for p in procs if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]
    roots = [str(u) for u in under]
    for p in psutil.process_iter(["pid", "exe", "cwd", "name"]):
        exe, cwd = p.info["exe"] or "", p.info["cwd"] or ""
        if any(exe.startswith(r) or cwd.startswith(r) for r in roots):
            alive.append(f"{p.info['pid']} {p.info['name']} (exe {exe}, cwd {cwd})")
    return alive


def test_tarball_engine_runs_anywhere_and_answers_boinccmd(unpacked_tarball: Path, tmp_path: Path) -> None:
    need("boinccmd", "boinc-client")
    core = unpacked_tarball / "boinc-core"
    assert " " in str(core)  # unpacked under a path with a space in it
    helped = subprocess.run([str(core), "--help"], capture_output=True, text=True, timeout=120)
    assert helped.returncode == 0 and "emulate" in helped.stdout and "run" in helped.stdout
    data = tmp_path / "data"
    prefix = loopback_only_prefix()
    port = 31416 if prefix else free_port()
    log = (tmp_path / "core.log").open("wb")
    proc = subprocess.Popen([*prefix, str(core), "run", "--dir", str(data), "--gui-rpc-port", str(port)],
                            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        password_file = data / "gui_rpc_auth.cfg"
        wait_for("gui_rpc_auth.cfg", password_file.exists)
        password = password_file.read_text().strip()
        answer = wait_for("a boinccmd answer",
                          lambda: (r := boinccmd(proc.pid, port, password, "--get_cc_status")).returncode == 0 and r)
        assert isinstance(answer, subprocess.CompletedProcess)
        assert "CPU status" in answer.stdout and "Network status" in answer.stdout, answer.stdout
        kids = descendants(proc.pid)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT) == 0, (tmp_path / "core.log").read_text()[-3000:]
        assert not left_behind(kids, [unpacked_tarball, data])
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)
        log.close()


@dataclass
class RunningApp:
    proc: subprocess.Popen[bytes]
    data: Path
    bundle: Path
    display: XDisplay
    log: Path
    window: str = ""
    seen: list[psutil.Process] = field(default_factory=list)

    def x(self, *args: str) -> str:
        return subprocess.run(list(args), env=self.display.env, capture_output=True, text=True, timeout=30).stdout


@pytest.fixture
def installed_app(installed_root: Path, x_with_tray: XDisplay, tmp_path: Path) -> Iterator[RunningApp]:
    """boinc-gui from the dpkg-installed root, as a volunteer would start it (demo included)."""
    bundle = installed_root / "opt" / "boinc-gui"
    home = tmp_path / "home"
    data = home / ".local" / "share" / "boinc-gui"
    data.mkdir(parents=True)
    # Quit without the "Exit? Computing stops..." question (QSettings' ini format).
    (data / "manager.ini").write_text("[ui]\nconfirm_exit=false\n")
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)  # as a desktop session's: Qt warns about any other mode
    # QT_MESSAGE_PATTERN only marks Qt's own messages in the log, so a test can tell them apart.
    env = dict(x_with_tray.env, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local" / "share"), XDG_RUNTIME_DIR=str(runtime), QT_QPA_PLATFORM="xcb",
               QT_MESSAGE_PATTERN="qt-message %{type}: %{category}: %{message}")
    env.pop("BOINC_GUI_DATA", None)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)  # the tray is trayer's XEmbed one, not a desktop's D-Bus host
    log = tmp_path / "boinc-gui.log"
    with log.open("wb") as out:
        proc = subprocess.Popen([*loopback_only_prefix(), str(bundle / "boinc-gui")], env=env, cwd=tmp_path,
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    app = RunningApp(proc, data, bundle, x_with_tray, log)
    try:
        yield app
    finally:
        # Science apps lead process groups of their own: end them one by one.
        for p in [*descendants(proc.pid), *app.seen]:
            try:
                p.kill()
            except psutil.Error:
                pass
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)


def window_ids(app: RunningApp, pattern: str) -> list[str]:
    return app.x("xdotool", "search", "--onlyvisible", "--name", pattern).split()


def tray_icon(app: RunningApp) -> tuple[int, int] | None:
    """Centre (root coordinates) of our icon embedded in trayer's panel, if it is there."""
    for panel in app.x("xdotool", "search", "--class", "trayer").split():
        tree = app.x("xwininfo", "-tree", "-id", panel)
        for line in tree.splitlines():
            m = re.search(r'"boinc-gui": \("boinc-gui" "boinc-gui"\)\s+(\d+)x(\d+)\+-?\d+\+-?\d+\s+\+(-?\d+)\+(-?\d+)',
                          line)
            if m:
                w, h, x, y = map(int, m.groups())
                return x + w // 2, y + h // 2
    return None


def log_tail(app: RunningApp) -> str:
    return app.log.read_text(errors="replace")[-3000:]


def wait_for_window(app: RunningApp) -> None:
    """Until the window appears (its title is "boinc-gui — <client>"); fails if the app exits."""
    def alive() -> bool:
        assert app.proc.poll() is None, f"boinc-gui exited with {app.proc.returncode}:\n{log_tail(app)}"
        return True

    wait_for("the boinc-gui window", lambda: alive() and window_ids(app, "^boinc-gui — "))


def test_installed_app_shows_window_registers_tray_icon_and_quits_from_tray(installed_app: RunningApp) -> None:
    app = installed_app
    wait_for_window(app)
    # The tray icon registers with trayer: Qt embeds its icon window in trayer's panel.
    where = wait_for("the tray icon in trayer's panel", lambda: app.proc.poll() is None and tray_icon(app))
    assert isinstance(where, tuple), log_tail(app)

    # Let the embedded demo start its science application, so quitting has tasks to end.
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and app.proc.poll() is None and not any(
            "demo_app" in command_line(p) for p in descendants(app.proc.pid)):
        time.sleep(0.5)
    app.seen = descendants(app.proc.pid)
    print("processes of the app before quitting:", [command_line(p)[:120] for p in app.seen])
    assert app.proc.poll() is None, log_tail(app)

    # Quit from the tray: raise trayer's panel over the window (there is no window manager),
    # right-click the icon, and choose the menu's last entry, Exit.
    for panel in app.x("xdotool", "search", "--class", "trayer").split():
        app.x("xdotool", "windowraise", panel)
    x, y = tray_icon(app) or where
    app.x("xdotool", "mousemove", "--sync", str(x), str(y))
    app.x("xdotool", "mousedown", "3")
    app.x("xdotool", "mouseup", "3")
    wait_for("the tray menu", lambda: app.proc.poll() is None and any(
        int(m.group(1)) > 60 for m in re.finditer(r'"boinc-gui": \("boinc-gui" "boinc-gui"\)\s+\d+x(\d+)',
                                                   app.x("xwininfo", "-root", "-tree"))))
    app.x("xdotool", "key", "Up", "Return")
    try:
        code = app.proc.wait(WAIT)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"boinc-gui did not quit from the tray menu:\n{log_tail(app)}") from None
    assert code == 0, log_tail(app)
    try:
        wait_for("every process of the app to end",
                 lambda: not left_behind(app.seen, [app.bundle, app.data]), limit=30)
    except AssertionError:
        raise AssertionError(f"left behind: {left_behind(app.seen, [app.bundle, app.data])}") from None
    # The start's code is kept for the next (boinc_gui/runtime/code_cache.py), PySide6's support
    # modules among it: the bundle's own runtime hook began the cache before PyInstaller's
    # PySide6 hook imported PySide6.
    home = app.data.parents[2]
    kept = list((home / ".cache" / "boinc-gui").glob("code-*.cache"))
    assert len(kept) == 1, kept
    names = {key_name(key) for key in read_entries(kept[0])}
    assert "shibokensupport/signature/parser.py" in names and "<string>" in names, sorted(names)[:20]


def test_installed_bundle_carries_the_enum_builder_its_runtime_hook_installs(installed_root: Path) -> None:
    """The runtime hook installs boinc_gui/runtime/enum_builder.py before PyInstaller's PySide6
    hook imports PySide6, inside a try that starts the app without it: a bundle left without the
    module, or without the hook, would start, only slower. Both are in the installed bundle: the
    module beside the app's others, the hook among the scripts its executable runs first."""
    from PyInstaller.archive.readers import CArchiveReader

    built = [p for p in installed_root.rglob("enum_builder.pyc") if p.parent.name == "runtime"]
    assert len(built) == 1, built
    executable = built[0].parents[3] / "boinc-gui"  # <bundle>/_internal/boinc_gui/runtime/
    scripts = [name for name, entry in CArchiveReader(str(executable)).toc.items() if entry[-1] == "s"]
    assert "rthook_code_cache" in scripts and scripts.index("rthook_code_cache") < scripts.index(
        "pyi_rth_pyside6"), scripts
    # The hooks the build leaves out are not run.
    left_out = set(_spec_common().RUNTIME_HOOKS_LEFT_OUT)
    assert {"pyi_rth_multiprocessing", "pyi_rth_pkgutil"} <= left_out and not left_out & set(scripts), scripts


def test_installed_bundle_binds_pyside6_lazily(installed_root: Path) -> None:
    """The runtime hook binds extension modules lazily before PyInstaller's PySide6 hook imports
    PySide6 (boinc_gui/runtime/dynamic_loading.py). Counted by glibc's loader for a start that
    ends at its usage text, against the same start with every function bound as it loads
    (LD_BIND_NOW): a bundle whose hook left it out binds as many."""
    executable = next(p for p in installed_root.rglob("boinc-gui") if p.is_file() and p.parent.name == "boinc-gui")
    counts = []
    for forced in ("", "1"):
        env = {k: v for k, v in os.environ.items() if k != "LD_BIND_NOW"}
        env.update(LD_DEBUG="statistics", QT_QPA_PLATFORM="offscreen")
        if forced:
            env["LD_BIND_NOW"] = forced
        proc = subprocess.run([str(executable), "--help"], env=env, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0 and "usage" in proc.stdout, proc.stderr[-3000:]
        found = re.findall(r"final number of relocations: (\d+)", proc.stderr)
        if not found:
            pytest.skip("this C library's loader does not count relocations (LD_DEBUG=statistics is glibc's)")
        counts.append(int(found[-1]))
    lazy, bound_now = counts
    assert lazy < bound_now * 2 // 3, counts


def test_installed_bundle_commands_load_their_own_modules_only(installed_root: Path) -> None:
    """``boinc-core detect-gpus --child``, the GPU detection the manager starts at every start,
    and the headless ``run`` read only their own command's modules. Until 75dc261 each built
    every command's parser and so loaded the live client, the demo project's web server and
    the emulator: the detection child took 0.32 s instead of 0.10 s, and the bundle's first data
    came 0.17 s after the source's. The bundle's modules are files of their own, so the files
    the program opens (strace) say which it loaded."""
    strace = need("strace", "strace")
    program = next(p for p in installed_root.rglob("boinc-core") if p.is_file() and p.parent.name == "boinc-gui")
    for command, own, foreign in (("detect-gpus", "core/gpu/cli.pyc", ("core/client/live.pyc", "core/demo/",
                                                                        "core/emulator/cli.pyc")),
                                  ("run", "core/client/live.pyc", ("core/demo/", "core/emulator/cli.pyc",
                                                                   "core/gpu/cli.pyc", "http/server.pyc"))):
        proc = subprocess.run([strace, "-f", "-e", "trace=openat", str(program), command, "--help"],
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0 and "usage" in proc.stdout, proc.stderr[-3000:]
        opened = re.findall(r'openat\(AT_FDCWD, "([^"]+)"', proc.stderr)
        assert any(path.endswith(own) for path in opened), (command, opened[-20:])
        assert not [path for path in opened if any(f in path for f in foreign)], command


def _spec_common() -> ModuleType:
    """installers/common/spec_common.py (plain Python), as the spec files load it."""
    path = Path(__file__).resolve().parents[2] / "installers" / "common" / "spec_common.py"
    spec = importlib.util.spec_from_file_location("spec_common", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TAB_NAMES = ("Projects", "Tasks", "Transfers", "Disk", "Statistics", "Event log", "Notices", "History")
QT_TROUBLE = re.compile(r"^qt-message (?:warning|critical|fatal): .*$", re.M)


def test_installed_app_opens_every_tab_without_a_traceback_or_qt_warning(installed_app: RunningApp) -> None:
    """View > <tab> is Ctrl+1..Ctrl+8: each tab is opened with its key, as a volunteer may, and
    the app's standard output and error (which a menu launch never shows) stay clean. The
    Statistics tab's charts once failed there only: pyqtgraph needs multiprocessing, which
    the bundle left out (issue 36)."""
    app = installed_app
    wait_for_window(app)
    wait_for("the window complete", lambda: app.proc.poll() is None and window_ids(app, "^boinc-gui — this computer"))
    [window] = window_ids(app, "^boinc-gui — ")[:1]
    for i in range(1, len(TAB_NAMES) + 1):
        app.x("xdotool", "windowfocus", "--sync", window)
        app.x("xdotool", "key", f"ctrl+{i}")  # XTEST, to the focused window (no window manager here)
        time.sleep(2.0)  # the tab is built and painted (the Statistics tab loads pyqtgraph)
        assert app.proc.poll() is None, log_tail(app)
    time.sleep(3.0)  # its charts take a few snapshots
    # The keys reached the window: the Statistics tab loaded numpy (only it does).
    assert "_multiarray_umath" in Path(f"/proc/{app.proc.pid}/maps").read_text(), log_tail(app)
    app.proc.send_signal(signal.SIGTERM)  # the manager quits on it as from its menu
    assert app.proc.wait(WAIT) == 0, log_tail(app)
    log = app.log.read_text(errors="replace")
    assert "Traceback" not in log, log[-4000:]
    assert QT_TROUBLE.findall(log) == [], QT_TROUBLE.findall(log)


def test_installed_app_answers_boinccmd(installed_app: RunningApp) -> None:
    """The desktop app serves GUI RPC on BOINC's port 31416, as BOINC's client does (its
    own network namespace here, so the port is never taken by another client)."""
    need("boinccmd", "boinc-client")
    app = installed_app
    wait_for_window(app)
    password_file = app.data / "gui_rpc_auth.cfg"
    wait_for("gui_rpc_auth.cfg", password_file.exists)
    answer = wait_for("boinccmd --get_cc_status", lambda: (r := boinccmd(
        app.proc.pid, 31416, password_file.read_text().strip(), "--get_cc_status")).returncode == 0 and r)
    assert isinstance(answer, subprocess.CompletedProcess) and "CPU status" in answer.stdout, answer


def test_installed_bundle_serves_the_what_if_preview_as_its_own_child(installed_root: Path, tmp_path: Path) -> None:
    """The bundle has no Python to run the preview's emulator child with: it starts itself with
    ``--outlook-worker`` (core/emulator/outlook_worker.py). That child, from the installed
    bundle, answers what the emulator here answers."""
    from core.emulator.from_state import outlook, scenario_from_state, with_changes
    from core.emulator.outlook_worker import CHILD_FLAG, _read_frame, _write_frame
    from tests.gui.test_preview_panel import NOW, _bench

    data = tmp_path / "client"
    _bench().make_state(data, 2, 60, NOW)
    scenario = with_changes(scenario_from_state(data, now=NOW), days=0.25).scenario
    bundle = installed_root / "opt" / "boinc-gui"
    proc = subprocess.Popen([str(bundle / "boinc-gui"), CHILD_FLAG], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            cwd=tmp_path)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        _write_frame(proc.stdin, (scenario, 1))
        assert _read_frame(proc.stdout) == ("ok", outlook(scenario))
        # (Unlike the source tree's child, the bundle's does map QtCore: PyInstaller's PySide6
        # runtime hook loads it at every start of the bundle's program, before main runs.)
    finally:
        proc.stdin.close()
        try:
            assert proc.wait(WAIT) == 0
        finally:
            if proc.poll() is None:
                proc.kill()


# ---------------------------------------------------------------- every dialog, from the keyboard

def visible_windows(app: RunningApp) -> set[str]:
    return set(window_ids(app, "."))  # every visible window with a name


def press(app: RunningApp, target: str, *keys: str) -> None:
    """``keys`` one by one to ``target`` (focused first: there is no window manager to do it),
    half a second apart so that a menu is open before its entry's letter comes."""
    app.x("xdotool", "windowfocus", "--sync", target)
    for key in keys:
        assert app.proc.poll() is None, log_tail(app)
        app.x("xdotool", "key", key)  # XTEST: to the focused window, or to the open menu's grab
        time.sleep(0.5)


def open_by_keys(app: RunningApp, main: str, keys: tuple[str, ...], title: str, pages: int = 0) -> str:
    """Alt+<menu>, <entry> on the main window; waits for a new window named ``title`` (a regular
    expression), gives it ``pages`` Down keys (the preference pages' list), closes it with
    Escape and waits for it to go. Returns the window's name as shown."""
    before = set(window_ids(app, title))
    press(app, main, *keys)
    found = wait_for(f"the {title!r} window after {'+'.join(keys)}", lambda: app.proc.poll() is None and [
        w for w in window_ids(app, title) if w not in before])
    assert isinstance(found, list), log_tail(app)
    shown = found[0]
    name = app.x("xdotool", "getwindowname", shown).strip()
    time.sleep(1.0)  # built and painted
    press(app, shown, *["Down"] * pages, "Escape")
    wait_for(f"{name!r} to close on Escape", lambda: app.proc.poll() is None and shown not in window_ids(app, title),
             limit=30)
    return name


def answer_no(app: RunningApp, main: str, keys: tuple[str, ...]) -> str:
    """An entry that asks first (Reset project, Remove, Abort): its question appears and Escape says no."""
    before = visible_windows(app)
    press(app, main, *keys)
    found = wait_for(
        f"the question after {'+'.join(keys)}",
        lambda: (
            app.proc.poll() is None
            and [
                w
                for w in visible_windows(app) - before
                if not app.x("xdotool", "getwindowname", w).startswith("boinc-gui — ")
            ]
        ),
    )
    assert isinstance(found, list)
    question = found[0]
    name = app.x("xdotool", "getwindowname", question).strip()
    press(app, question, "Escape")
    wait_for(f"the question {name!r} to close", lambda: question not in visible_windows(app), limit=30)
    return name


def client_shows(app: RunningApp, what: str, *args: str) -> None:
    """Where boinccmd is installed: waits until the client's answer to ``args`` says ``what`` (a key
    pressed reached its entry, and the entry its client). Without it the log check stands alone."""
    if shutil.which("boinccmd") is None:
        return
    password = (app.data / "gui_rpc_auth.cfg").read_text().strip()
    wait_for(f"boinccmd {' '.join(args)} to say {what!r}",
             lambda: what in boinccmd(app.proc.pid, 31416, password, *args).stdout, limit=30)


def select_first_row(app: RunningApp, main: str, tab: int) -> None:
    """View > <tab> by its key, then into its table (Ctrl+F: the filter box; Tab: the table) and
    onto the first row (Ctrl+Home moves there, Space selects it), as a volunteer without a mouse would."""
    press(app, main, f"ctrl+{tab}", "ctrl+f", "Tab", "ctrl+Home", "space")


def test_installed_app_opens_every_dialog_from_the_keyboard_without_a_traceback_or_qt_warning(
        installed_app: RunningApp) -> None:
    """Every dialog and window the menus open, reached as a volunteer without a mouse reaches them
    (Alt+<menu letter>, then the entry's letter: tests/gui/test_menu_accelerators.py keeps every
    entry its own), each closed with Escape; the entries that only send the client a command are
    pressed too. The app's log (stdout and stderr, which a menu launch never shows) stays free of
    tracebacks and Qt warnings (issue 36), and File > Exit ends it with status 0."""
    app = installed_app
    wait_for_window(app)
    wait_for("the window complete", lambda: app.proc.poll() is None and window_ids(app, "^boinc-gui — this computer"))
    [main] = window_ids(app, "^boinc-gui — this computer")[:1]
    wait_for("the demo project's first task", lambda: app.proc.poll() is None and any(
        "demo_app" in command_line(p) for p in descendants(app.proc.pid)), limit=WAIT)
    opened: list[str] = []
    # Computing suspended (Activity > Suspend) while the first tasks are unfinished: the demo's
    # tasks take a second, and the Task section below needs one left to ask about aborting.
    press(app, main, "alt+a", "s")
    client_shows(app, "current mode: never", "--get_cc_status")

    # Tools: every dialog, the preference pages one after another, then the client's commands.
    opened.append(open_by_keys(app, main, ("alt+o", "a"), "^Add project"))
    opened.append(open_by_keys(app, main, ("alt+o", "p"), "^Preferences", pages=12))
    opened.append(open_by_keys(app, main, ("alt+o", "s"), r"^Project application settings"))
    opened.append(open_by_keys(app, main, ("alt+o", "m"), "^Use an account manager"))
    opened.append(open_by_keys(app, main, ("alt+o", "r"), "^Rules$"))
    opened.append(open_by_keys(app, main, ("alt+o", "g"), "^GPUs$"))
    opened.append(open_by_keys(app, main, ("alt+o", "l"), "^Alerts$"))
    opened.append(open_by_keys(app, main, ("alt+o", "o"), "^Event log options$"))
    for entry in ("c", "b", "t"):  # Read config files, Run CPU benchmarks, Retry all transfers
        press(app, main, "alt+o", entry)

    # View: each tab by its entry, the event log's own window, the simple view and back, the themes.
    for entry in ("t", "f", "d", "s", "e", "n", "h", "p"):
        press(app, main, "alt+v", entry)
    time.sleep(2.0)  # the Statistics and Disk tabs load their charts
    opened.append(open_by_keys(app, main, ("alt+v", "w"), "^boinc-gui — Event log$"))
    simple = open_simple_view(app, main)
    opened.append(simple)
    for theme in ("d", "l", "s"):  # Dark, Light, System
        press(app, main, "alt+v", "m", theme)
        time.sleep(1.0)

    # Project (the first row selected by keys): its properties, then each command; the two that
    # ask first are answered no.
    select_first_row(app, main, 1)
    opened.append(open_by_keys(app, main, ("alt+p", "p"), "^Properties of project "))
    press(app, main, "alt+p", "w", "Escape", "Escape")  # Web pages: its submenu opens, and closes
    press(app, main, "alt+p", "u")  # Update
    # No new tasks, Allow new tasks, Suspend, Resume: each enabled by the snapshot after the one before.
    for entry, said in (("n", "don't request more work: yes"), ("a", "don't request more work: no"),
                        ("s", "suspended via GUI: yes"), ("r", "suspended via GUI: no")):
        press(app, main, "alt+p", entry)
        client_shows(app, said, "--get_project_status")
        time.sleep(1.5)
    opened.append(answer_no(app, main, ("alt+p", "e")))  # Reset project
    opened.append(answer_no(app, main, ("alt+p", "m")))  # Remove

    # Task (a task selected by keys): its properties, suspend and resume, abort answered no.
    select_first_row(app, main, 2)
    opened.append(open_by_keys(app, main, ("alt+t", "p"), "^Properties of task "))
    # Suspended first, so that the demo's few-second task cannot finish (and leave Abort
    # disabled) before its question; resumed after.
    press(app, main, "alt+t", "s")
    time.sleep(1.5)
    opened.append(answer_no(app, main, ("alt+t", "a")))
    press(app, main, "alt+t", "r")
    time.sleep(1.5)

    # Activity: every mode, a snooze and its end, a soft stop, and back to the preferences' mode.
    for entry, said in (("s", "current mode: never"), ("r", "current mode: always")):
        press(app, main, "alt+a", entry)
        client_shows(app, said, "--get_cc_status")
    for keys in (("w",), ("n",), ("b",), ("o", "5"), ("o", "r"), ("t",), ("p",)):
        press(app, main, "alt+a", *keys)
        time.sleep(1.0)

    # Hosts, Help.
    opened.append(open_by_keys(app, main, ("alt+s", "m"), "^Hosts$"))
    opened.append(open_by_keys(app, main, ("alt+s", "a"), "^Add host$"))
    for hosts in window_ids(app, "^Hosts$"):  # Add host opened it first, under itself
        press(app, hosts, "Escape")
    wait_for("the Hosts dialog to close", lambda: not window_ids(app, "^Hosts$"), limit=30)
    opened.append(open_by_keys(app, main, ("alt+h", "a"), "^About boinc-gui"))
    press(app, main, "alt+s", "c")  # Show all computers
    time.sleep(2.0)
    print("opened by keys:", opened)

    # File > Exit.
    [main] = window_ids(app, "^boinc-gui — ")[:1]
    press(app, main, "alt+f", "x")
    try:
        code = app.proc.wait(WAIT)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"boinc-gui did not exit from File > Exit:\n{log_tail(app)}") from None
    log = app.log.read_text(errors="replace")
    assert code == 0, log[-4000:]
    assert "Traceback" not in log, log[-4000:]
    assert QT_TROUBLE.findall(log) == [], QT_TROUBLE.findall(log)


def open_simple_view(app: RunningApp, main: str) -> str:
    """View > Simple view: a window of its own ("boinc-gui"); Ctrl+Shift+S there goes back."""
    before = set(window_ids(app, "^boinc-gui$"))
    press(app, main, "alt+v", "v")
    found = wait_for("the simple view", lambda: app.proc.poll() is None and [
        w for w in window_ids(app, "^boinc-gui$") if w not in before])
    assert isinstance(found, list)
    time.sleep(1.0)
    press(app, found[0], "ctrl+shift+s")
    wait_for("the simple view to close", lambda: found[0] not in window_ids(app, "^boinc-gui$"), limit=30)
    return "simple view"
