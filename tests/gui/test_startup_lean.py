"""What start-up spends its time on until the window is complete (issue 36: the complete window
within BOINC Manager's window time, bench/gui_startup.py).

The manager starts as a volunteer starts it (``boinc_gui.app.main``) in a child process of its
own: this test process has long since imported everything and collected its garbage. The
driver notes the garbage collector's counts as main() begins and at the moment the window is
complete (its tabs and menus built, HostManager.keep_gc_short run, painted, then titled "this
computer"), and what the process has loaded then and later; then SIGTERM ends the app as a
logout does.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gui.app_child import app_child, app_env, wait_for

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]

_DRIVER = r"""
import gc, json, os, signal, sys
from boinc_gui import app
import boinc_gui.hosts.manager as hm
from boinc_gui.runtime import enum_builder

import threading
# The thread that opens the history file: the one that loads its module (not imported here, so
# that the window's own start is what loads it, issue 36).
history_threads = []

# Which thread first imports the engine's session module (issue 36: the engine thread, once the
# window is complete), seen by a finder that only looks and lets the others find it.
loaded_on = {}

class Watcher:
    @staticmethod
    def find_spec(fullname, path=None, target=None):
        if fullname == "core.client.session":
            loaded_on.setdefault(fullname, threading.current_thread().name)
        if fullname == "core.history.db":
            history_threads.append(threading.current_thread().name)
        return None

sys.meta_path.insert(0, Watcher)

# What reaches compile() of the code the app keeps across starts (boinc_gui/runtime/code_cache.py).
from tests.gui.compile_counter import install
compiled = install()

# Imported before the collector's count at main() is taken (its loading collects).
import boinc_gui.main_window as main_window
real_show_complete = main_window.MainWindow.show_complete

def show_complete(self):
    from PySide6.QtWidgets import QToolBar
    # What the window has as its title is about to name the computer.
    seen["before_title"] = {"title": self.windowTitle(), "populated": self.populated,
                            "menus": [a.text() for a in self.menuBar().actions()],
                            "toolbars": [bar.objectName() for bar in self.findChildren(QToolBar)],
                            "paints_since_populated": len(paints)}
    real_show_complete(self)
    complete(self)

main_window.MainWindow.show_complete = show_complete

# The window's paints once populate() has built the tabs and menus (the complete window's own),
# from its own paint handler's signal: an event filter in Python here would make the event
# classes the test below finds none of.
paints = []
real_populate = main_window.MainWindow.populate

def populate(self, *args, **kwargs):
    real_populate(self, *args, **kwargs)
    self.painted.connect(lambda: paints.append(1))

main_window.MainWindow.populate = populate

out = sys.argv[1]
seen = {"at_main": [s["collections"] for s in gc.get_stats()]}
collected_on = set()
gc.callbacks.append(lambda phase, info: phase == "start" and collected_on.add(threading.current_thread().name))
real_keep_gc_short = hm.HostManager.keep_gc_short

def write():
    with open(out + ".tmp", "w") as f:
        json.dump(seen, f)
    os.replace(out + ".tmp", out)

def settled():
    # Every object, frozen or not, looked at once: the classes among the unreachable ones.
    gc.set_debug(gc.DEBUG_SAVEALL)
    gc.unfreeze()
    gc.collect()
    seen["settled_modules"] = sorted(sys.modules)
    seen["settled_enum_builder"] = enum_builder.installed()
    seen["settled_threads"] = sorted(t.name for t in threading.enumerate())
    seen["loaded_on"] = dict(loaded_on)
    seen["dropped_classes_left"] = sorted(
        f"{o.__module__}.{o.__qualname__}" for o in gc.garbage
        if isinstance(o, type) and str(o.__module__).startswith(("core.", "boinc_gui.")))
    gc.garbage.clear()
    gc.set_debug(0)
    write()

def after():
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    import boinc_gui.main_window as mw
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, mw.MainWindow)]
    w0 = windows[0]
    seen["later"] = {"enabled": gc.isenabled(), "modules": sorted(sys.modules),
                     "sigterm_handled": signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL,
                     "engine_running": any(t.name == "boinc-engine" for t in threading.enumerate()),
                     "tray_wired": w0.tray is not None and w0.reminder.tray is w0.tray
                                   and w0.gpu_controls.tray_action is not None
                                   and w0.tray.icon.contextMenu() is w0.tray.menu,
                     "gui_thread_collects": any(t.objectName() == "gc_on_gui_thread" and t.isActive()
                                                for w in windows for t in w.findChildren(QTimer))}
    if os.environ.get("LEAN_SETTLED"):  # once the app has settled after its start
        QTimer.singleShot(app.SETTLE_START_MS + 1500, settled)
    else:
        # A thread leaves cyclic garbage, as the engine's does while it builds snapshots.
        def engine_like():
            for _ in range(5000):
                cycle = []; cycle.append(cycle)
        worker = threading.Thread(target=engine_like, name="engine-like")
        worker.start(); worker.join()
        QTimer.singleShot(app.SETTLE_START_MS + 1500, running)  # collections start once the start has settled

def running():  # the app has run a while: its engine thread made snapshots, its window showed them
    from PySide6.QtWidgets import QApplication
    import boinc_gui.main_window as mw
    w = [w for w in QApplication.topLevelWidgets() if isinstance(w, mw.MainWindow)][0]
    seen["running"] = {"tray_tip": w.tray.icon.toolTip() if w.tray is not None else None,
                       "collections": [s["collections"] for s in gc.get_stats()], "collected_on": sorted(collected_on),
                       "history_opened_on": list(history_threads), "modules": sorted(sys.modules),
                       "built": {name: getattr(w, name).loaded for name in ("log", "notices", "history_tab")}}
    write()

def complete(window):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    windows = [window]
    seen["at_complete"] = {
        "collections": [s["collections"] for s in gc.get_stats()],
        "enabled": gc.isenabled(),
        "title": windows[0].windowTitle() if windows else "",
        "populated": bool(windows) and windows[0].populated,
        "modules": sorted(sys.modules),
        "loaded_on": dict(loaded_on),
        "history_opened_on": list(history_threads),
        "tabs": [windows[0].tabs.tabText(i) for i in range(windows[0].tabs.count())] if windows else [],
        "compiled": list(compiled),
        "tray": windows[0].tray is not None if windows else None,
        "style": QApplication.style().name(),
        "enum_builder": enum_builder.installed(),
        "sigterm_handled": signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL,
        # The Python classes PySide6 has made for Qt's event classes so far.
        "event_classes": sorted(name for m in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")
                                for name, value in vars(sys.modules[m]).items()
                                if isinstance(value, type) and name.endswith("Event")),
    }
    QTimer.singleShot(0, after)  # the window is complete: the event loop runs again

def keep_gc_short():  # step two has built the window: its tabs and menus, not yet painted
    seen["keep_gc_short_before_complete"] = "at_complete" not in seen
    real_keep_gc_short()

hm.HostManager.keep_gc_short = staticmethod(keep_gc_short)

import core.openssl_exit as openssl_exit
real_keep = openssl_exit.keep_state_past_exit

def keep_state_past_exit():  # the app keeps OpenSSL's state before any thread of the engine's uses it
    seen["openssl_kept"] = real_keep()
    return seen["openssl_kept"]

openssl_exit.keep_state_past_exit = keep_state_past_exit

def _serving():  # whether the single-instance server listens (the launch's own check loaded its module)
    si = sys.modules.get("boinc_gui.runtime.single_instance")
    return si is not None and any(isinstance(o, si.SingleInstance) and o.listening for o in gc.get_objects())

import boinc_gui.hosts.bridge as bridge_module
real_bridge_start = bridge_module.ClientBridge.start

def bridge_start(self):  # the engine's thread starts
    from PySide6.QtWidgets import QApplication
    seen["at_engine_start"] = {"sigterm_handled": signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL,
                               "served": _serving(),
                               "titled": any(w.windowTitle() == "boinc-gui — this computer"
                                             for w in QApplication.topLevelWidgets())}
    real_bridge_start(self)

bridge_module.ClientBridge.start = bridge_start

real_start = app.Running.start

def start(self, *args):
    real_start(self, *args)
    # Step two has built the window: which threads run as it returns to the event loop.
    seen["threads_after_step_two"] = sorted(t.name for t in threading.enumerate())

app.Running.start = start
sys.exit(app.main(sys.argv[2:]))
"""


def _start_and_look(tmp_path: Path, cache: Path, settled: bool = False) -> dict[str, object]:
    out = tmp_path / "seen.json"
    marks = tmp_path / "marks"
    env = app_env(XDG_CACHE_HOME=str(cache),
                  QT_STYLE_OVERRIDE="Windows",  # a desktop's own style: the app keeps its Fusion
                  BOINC_GUI_STARTUP_MARKS=str(marks))  # bench/gui_startup.py's "first data shown"
    if settled:
        env["LEAN_SETTLED"] = "1"
    env.pop("PYTHONGC", None)
    with app_child(_DRIVER, out, ["--no-demo", "--data", str(tmp_path / "data"), "--gui-rpc-port", "0"],
                   env) as proc:
        wait_for(out, proc)
    seen: dict[str, object] = json.loads(out.read_text())
    seen["marks"] = marks.read_text().splitlines() if marks.exists() else []
    return seen


@pytest.fixture(scope="module")
def cache_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The user's cache directory (XDG_CACHE_HOME), empty before the first start."""
    return tmp_path_factory.mktemp("cache")


@pytest.fixture(scope="module")
def started(cache_home: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """One start of the app for the checks below (each start costs a second or two of CPU)."""
    return _start_and_look(tmp_path_factory.mktemp("lean"), cache_home)


@pytest.fixture(scope="module")
def restarted(started: dict[str, object], cache_home: Path,
              tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """The next start, once the first has ended (as a volunteer's second start of the app),
    looked at again once it has settled after its start (boinc_gui/app.py, SETTLE_START_MS)."""
    return _start_and_look(tmp_path_factory.mktemp("lean2"), cache_home, settled=True)


def test_the_next_start_compiles_none_of_the_code_the_first_kept(
        started: dict[str, object], restarted: dict[str, object], cache_home: Path) -> None:
    first, second = started["at_complete"], restarted["at_complete"]
    assert isinstance(first, dict) and isinstance(second, dict)
    # The first start compiled its dataclasses' methods (this driver imports PySide6 before the
    # app does: tests/gui/test_code_cache.py starts it first) ...
    assert "<string>" in first["compiled"]
    assert list((cache_home / "boinc-gui").glob("code-*.cache"))
    # ... the next, with what the first kept, none of them until its window was complete.
    assert second["compiled"] == [], second["compiled"]
    assert second["title"] == "boinc-gui — this computer"


def test_no_garbage_collection_runs_until_the_window_is_complete_and_it_runs_after(
        started: dict[str, object]) -> None:
    complete = started["at_complete"]
    assert isinstance(complete, dict)
    assert complete["populated"] and complete["title"] == "boinc-gui — this computer"
    # Not one collection, of any generation, between main() and the complete window ...
    assert complete["collections"] == started["at_main"], (started["at_main"], complete["collections"])
    assert not complete["enabled"]
    assert started["keep_gc_short_before_complete"] is True  # what the start built, frozen first
    # ... and it runs for the rest of the app's life, on the GUI thread only (boinc_gui/runtime/gc_tuning.py):
    # one the engine's thread started freed Qt objects there and deadlocked against the GUI thread.
    running = started["running"]
    assert isinstance(running, dict)
    assert sum(running["collections"]) > sum(complete["collections"]), (complete, running)
    assert running["collected_on"] == ["MainThread"], running


def test_no_event_reaches_python_through_an_event_filter_until_the_window_is_complete(
        started: dict[str, object]) -> None:
    """A Python event filter sees every event of its widget, and the first one it is given as a
    plain QEvent has PySide6 make a Python class for each of Qt's 50-odd event classes, to find
    the event's own (1.5 ms), then a call into Python per event. Until the window is complete,
    only handlers of the window's own widgets get events (its paint handlers: QPaintEvent)."""
    complete = started["at_complete"]
    assert isinstance(complete, dict)
    made = set(complete["event_classes"])
    # Made only by looking for a plain QEvent's class: a filter (or an event() override) got one.
    assert not made & {"QTabletEvent", "QNativeGestureEvent", "QWhatsThisClickedEvent", "QGraphicsSceneWheelEvent",
                       "QScrollPrepareEvent"}, sorted(made)
    assert len(made) < 15, sorted(made)


def test_openssl_is_first_initialised_without_its_exit_handler(started: dict[str, object]) -> None:
    """Before the engine's threads load hashlib and ssl (core/openssl_exit.py): a quit or logout
    while one of them is inside OpenSSL no longer ends in a segmentation fault."""
    assert started["openssl_kept"] is True


def test_the_cycles_dropped_while_the_collector_was_off_are_freed_once_the_app_has_settled(
        restarted: dict[str, object]) -> None:
    """A slots dataclass replaces its first class, which is left in a cycle: with the collector
    off during the start, some fifty such classes were frozen with everything alive when the
    window was complete. A few seconds later one full collection frees them."""
    assert restarted["dropped_classes_left"] == []


def test_the_complete_window_has_not_loaded_what_only_saxutils_or_macos_wanted(started: dict[str, object]) -> None:
    """xml.sax.saxutils imports urllib.request, with http.client, email and tempfile, for its
    escape() (some 10 ms of step two); the engine escapes with core/xml/text_escape.py. plistlib
    writes macOS's login agent, and loads only then; subprocess (2-3 ms with selectors) when a
    child process is started, the first of which (GPU detection) waits for the complete window."""
    complete = started["at_complete"]
    assert isinstance(complete, dict)
    mods = set(complete["modules"])
    assert "core.client.live" in mods and "boinc_gui.hosts.bridge" in mods
    for name in ("xml.sax.saxutils", "urllib.request", "http.client", "email.message",
                 "plistlib",  # macOS's login agent only (boinc_gui/runtime/autostart.py)
                 # the embedded demo's port check (core/client/embedded_demo.py), made only when it
                 # starts; this start has none (--no-demo), as a volunteer's attached to projects
                 "socket",
                 # child processes: the demo's server (none here), the GPU detection child (once the
                 # window is complete), a task's graphics program (when asked for)
                 "subprocess", "core.gpu.launch",
                 # what a menu or the tray opens, loaded then: the hosts' dialogs, the properties
                 # dialogs, a task's graphics program, the tray's icons, the login autostart entry
                 # (with the engine)
                 "boinc_gui.hosts.dialogs", "boinc_gui.dialogs.properties", "boinc_gui.shell.graphics_app",
                 "boinc_gui.icons", "boinc_gui.runtime.autostart",
                 # the simple view, when first chosen (its widgets' classes with it)
                 "boinc_gui.tabs.simple_view"):
        assert name not in mods, f"{name} is loaded before the window is complete"


def test_the_history_file_is_opened_on_a_thread_of_its_own_once_the_window_is_complete(
        started: dict[str, object]) -> None:
    """Opening the history file waits on the disk (15-60 ms of SQLite's syncs here) and loads
    core.history (its records' dataclasses): the window is complete first, with the History tab
    (its stand-in) there, and the file is opened on a thread of its own from the event loop's
    next turn (boinc_gui/shell/long_view.py; issue 36)."""
    complete = started["at_complete"]
    assert isinstance(complete, dict)
    assert complete["history_opened_on"] == []
    assert complete["tabs"] == ["Projects", "Tasks", "Transfers", "Disk", "Statistics", "Event log", "Notices",
                                "History"]
    running = started["running"]
    assert isinstance(running, dict)
    assert running["history_opened_on"] == ["history-open"]  # once, and not on the GUI thread


# What the window builds only after it is complete (issue 36): the tabs not seen at start-up, the
# welcome page, the alert centre, the task history's modules.
DEFERRED_MODULES = ("core.history", "core.history.records", "core.history.db", "boinc_gui.tabs.history",
                    "boinc_gui.tabs.log", "boinc_gui.tabs.notices", "boinc_gui.tabs.welcome", "boinc_gui.shell.alerts",
                    "core.alerts.engine", "core.alerts.model",
                    # the commands' and the snapshot's dataclasses: the engine's, on its thread
                    "core.api.commands", "core.api.snapshot", "core.api.figures",
                    # the preferences' dataclasses (the tables' words use BOINC's defaults later)
                    "core.state.prefs")


def test_the_tabs_not_seen_at_start_up_are_built_after_the_first_data(started: dict[str, object]) -> None:
    """The Event log, Notices and History tabs are stand-ins when the window is complete (their
    modules not loaded, nor the history's or the alerts'), and real tabs once the first data has
    been shown: built in the event loop's idle turns (boinc_gui/shell/after_start.py)."""
    complete = started["at_complete"]
    assert isinstance(complete, dict)
    mods = set(complete["modules"])
    assert mods.isdisjoint(DEFERRED_MODULES), sorted(mods & set(DEFERRED_MODULES))
    assert "Event log" in complete["tabs"] and "Notices" in complete["tabs"]
    running = started["running"]
    assert isinstance(running, dict)
    assert running["built"] == {"log": True, "notices": True, "history_tab": True}, running["built"]
    assert set(running["modules"]).issuperset(DEFERRED_MODULES)


def test_the_instance_server_listens_from_the_event_loops_first_turn_after_the_window_is_complete(
        started: dict[str, object]) -> None:
    """The single-instance server is not part of the complete window: it listens from the event
    loop's next turn, before the engine's thread starts (at_engine_start's "served"), and it is
    a plain Unix socket: QtNetwork (5-15 ms to load, 2.3 MB of idle memory with the Kerberos
    libraries it links) is never loaded."""
    complete = started["at_complete"]
    later = started["later"]
    assert isinstance(complete, dict) and isinstance(later, dict)
    assert "PySide6.QtNetwork" not in complete["modules"]
    assert "PySide6.QtNetwork" not in later["modules"]
    engine = started["at_engine_start"]
    assert isinstance(engine, dict) and engine["served"] is True


# The engine's own modules: its session, scheduler and transports, the state file's reader, the
# account manager, the disk policies; and the history's parts the window does not open with.
ENGINE_MODULES = ("core.client.session", "core.engine.engine", "core.sched_rpc.master", "core.accounts.acct_mgr",
                  "core.persist.state_file", "core.disk.policy", "core.transfer.manager", "core.exec.executor",
                  "core.state.client_state", "core.state.work")


def test_the_engine_modules_load_on_the_engine_thread_once_the_window_is_complete(
        started: dict[str, object], restarted: dict[str, object]) -> None:
    """Some 180 modules (a third of their time generating dataclass methods) that the window does
    not need to be complete: the live client makes its session when its thread starts (issue 36)."""
    complete = started["at_complete"]
    assert isinstance(complete, dict)
    mods = set(complete["modules"])
    assert "core.client.live" in mods  # the client is made: its thread starts as step two ends
    assert mods.isdisjoint(ENGINE_MODULES), sorted(mods & set(ENGINE_MODULES))
    history_parts = ("core.history.remote_poll", "core.history.job_log_import", "core.guirpc.client")
    assert mods.isdisjoint(history_parts), sorted(mods & set(history_parts))
    # Nor what only a remote host needs: its transports (TLS with ssl, SSH), until one is added.
    remote_parts = ("boinc_gui.hosts.transport", "core.guirpc.tls", "core.guirpc.ssh_tunnel", "ssl")
    assert mods.isdisjoint(remote_parts), sorted(mods & set(remote_parts))
    assert complete["loaded_on"] == {}
    # Once settled, the engine has run: its modules are there, loaded by its own thread.
    settled = set(restarted["settled_modules"])
    assert settled.issuperset(ENGINE_MODULES), sorted(set(ENGINE_MODULES) - settled)
    assert restarted["loaded_on"] == {"core.client.session": "boinc-engine"}


def test_the_engine_thread_starts_once_the_window_has_had_its_first_paint(
        started: dict[str, object], restarted: dict[str, object]) -> None:
    """Started as step two ends, the engine's thread loads its modules while the tabs and menus
    just built are painted for the first time, and the two take turns at the interpreter (the
    paint came 60-70 ms later); it starts from the event loop's next turn instead."""
    threads = started["threads_after_step_two"]
    assert isinstance(threads, list)
    assert "boinc-engine" not in threads, threads
    settled = restarted["settled_threads"]
    assert isinstance(settled, list) and "boinc-engine" in settled


def test_the_app_marks_when_its_first_data_is_shown_for_the_bench(started: dict[str, object]) -> None:
    """bench/gui_startup.py reads when the engine's first snapshot reached the window from this mark
    (boinc_gui/runtime/startup_marks.py): one line, a CLOCK_MONOTONIC time, written once."""
    marks = started["marks"]
    assert isinstance(marks, list) and [m.split()[0] for m in marks] == ["first_data"], marks
    assert float(marks[0].split()[1]) > 0


def test_the_tray_comes_once_the_window_is_complete_and_is_wired_to_it(started: dict[str, object]) -> None:
    complete, later, running = started["at_complete"], started["later"], started["running"]
    assert isinstance(complete, dict) and isinstance(later, dict) and isinstance(running, dict)
    assert complete["tray"] is False  # not yet: the complete window does not wait for it
    # One event-loop turn later: its menu, the notice reminder and "Snooze GPU" use it ...
    assert later["tray_wired"] is True
    # ... and the snapshots reach it: its tooltip says what the client does, not "starting".
    assert running["tray_tip"] and "starting" not in str(running["tray_tip"])


def test_the_window_has_its_own_style_whatever_the_desktop_says(started: dict[str, object]) -> None:
    """Fusion comes from the QApplication's arguments (boinc_gui/theme.py), not a setStyle
    before the first paint: a desktop's QT_STYLE_OVERRIDE does not win over it."""
    complete = started["at_complete"]
    assert isinstance(complete, dict)
    assert complete["style"] == "fusion"


def test_pysides_enums_are_made_by_the_builder_until_the_start_has_settled(
        started: dict[str, object], restarted: dict[str, object]) -> None:
    """The Qt enums the start makes (some 300 by the complete window) come from the enum builder
    (boinc_gui/runtime/enum_builder.py); once the start has settled, enum makes its own again."""
    complete = started["at_complete"]
    assert isinstance(complete, dict) and complete["enum_builder"] is True
    assert restarted["settled_enum_builder"] is False


def test_sigterm_is_handled_once_the_window_is_complete_before_the_engine_runs(started: dict[str, object]) -> None:
    """Python's signal handlers come with step two (boinc_gui/app.py, catch_signals: nothing to
    load), so that a window whose title names the computer quits cleanly on SIGTERM (a test that
    sent it as soon as the title changed once found the app killed under load); their wake-up
    (a socket pair, some 3 ms) comes with the instance server, after the complete window and
    before the engine's thread (handle_signals)."""
    complete, later, engine = started["at_complete"], started["later"], started["at_engine_start"]
    assert isinstance(complete, dict) and isinstance(later, dict) and isinstance(engine, dict)
    assert complete["sigterm_handled"] is True and "socket" not in complete["modules"]
    assert engine == {"sigterm_handled": True, "served": True, "titled": True}
    assert later["sigterm_handled"] is True and later["engine_running"] is True


def test_the_title_names_the_computer_only_once_tabs_menus_and_toolbar_are_there(started: dict[str, object]) -> None:
    """The title is the complete window's sign (to the volunteer, and to bench/gui_startup.py):
    set last, after the Hosts menu and toolbar. Set first, it reached the X server with the
    window icon's property, 25-45 ms before the tabs and menus were built."""
    before = started["before_title"]
    assert isinstance(before, dict)
    assert before["title"] == "boinc-gui — starting…" and before["populated"] is True
    assert "Ho&sts" in before["menus"] and "&Help" in before["menus"], before["menus"]
    assert "hosts_toolbar" in before["toolbars"]


def test_the_title_names_the_computer_once_the_complete_window_has_been_painted(
        started: dict[str, object]) -> None:
    """Complete is what the volunteer sees: the tabs and menus just built are painted, then the
    title changes (MainWindow.complete_when_painted), then the instance server, the tray and the
    engine's thread start. Until issue 36's last pass the title came first and those three were
    queued ahead of the repaint: the tabs reached the screen 40-60 ms after the title said so."""
    before = started["before_title"]
    assert isinstance(before, dict)
    assert before["paints_since_populated"] >= 1, before
