"""Composition root: ``boinc-gui`` builds the client, the bridge, the tray and the window.

Order: parse arguments; check that Qt can reach a display (and say how to run
without one) while Qt's modules load; one QApplication (and no session bus started
for it where none can be reached); ask a running instance
to raise its window and exit if there is one; the window's shell, shown (step 1,
Qt only, so the window is painted at once). After its first paint (at once when
it starts hidden in the tray), step 2 (``Running``) loads the rest: the client,
the embedded demo project, the bridge, the window's tabs, the hosts. Once the
complete window has been painted, its title names the computer, and then come the
instance server and the signal handlers, the tray icon and the app's icon (the
window's too), the GPU detection child, GUI RPC and the engine's thread. Then the
event loop; on the way out, everything stops in reverse.

"Start minimised to the tray" (the setting, or ``--minimized``) starts without
the window only where a tray exists; otherwise the window opens as usual.

The client is the live engine on this computer; with nothing attached it starts
the embedded demo project on loopback and attaches to it, so real work flows at
once. ``--emulate SCENARIO`` runs the emulator instead (labelled as emulated).
"""
from __future__ import annotations

import argparse
import gc
import os
import signal
import sys
import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from boinc_gui.runtime.dynamic_loading import library_file, open_library
from core.bridges.mqtt_options import add_mqtt_arguments
from core.metrics.options import add_metrics_arguments

if TYPE_CHECKING:
    from types import FrameType

    from PySide6.QtCore import QObject, QSettings
    from PySide6.QtWidgets import QApplication

    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.hosts.manager import HostManager
    from boinc_gui.main_window import MainWindow
    from boinc_gui.runtime.services import GuiRpcStarter, MetricsStarter, MqttStarter
    from boinc_gui.shell.tray import TrayController
    from core.api.client import HostHealth
    from core.client.embedded_demo import DemoProcess
    from core.client.live import LiveClient
    from core.emulator.scenario import Scenario

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SCENARIO = ROOT / "resources" / "scenarios" / "demo.xml"
XCB_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0", "xkbcommon-x11": "libxkbcommon-x11-0", "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1", "xcb-shape": "libxcb-shape0", "xcb-render-util": "libxcb-render-util0",
    "xcb-image": "libxcb-image0", "EGL": "libegl1", "fontconfig": "libfontconfig1",
}
# The file names Qt's xcb platform loads (the Debian packages above carry these majors).
XCB_SONAMES = {
    "xcb-cursor": "libxcb-cursor.so.0",
    "xkbcommon-x11": "libxkbcommon-x11.so.0",
    "xcb-icccm": "libxcb-icccm.so.4",
    "xcb-keysyms": "libxcb-keysyms.so.1",
    "xcb-shape": "libxcb-shape.so.0",
    "xcb-render-util": "libxcb-render-util.so.0",
    "xcb-image": "libxcb-image.so.0",
    "EGL": "libEGL.so.1",
    "fontconfig": "libfontconfig.so.1",
}
SETTLE_START_MS = 5_000  # after the start: its cyclic garbage collected, its compiled dataclass methods kept
NO_DISPLAY = """boinc-gui: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).
Run it on a desktop, or without one:
  xvfb-run -a boinc-gui                      (a virtual X display)
  QT_QPA_PLATFORM=offscreen boinc-gui        (no window at all; for tests and screenshots)"""


def default_data_dir() -> Path:
    env = os.environ.get("BOINC_GUI_DATA")
    if env:
        return Path(env)
    try:
        import appdirs

        return Path(appdirs.user_data_dir("boinc-gui", appauthor=False))
    except ImportError:
        return Path.home() / ".local" / "share" / "boinc-gui"


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="boinc-gui", description="The boinc-gui manager window.")
    p.add_argument("--emulate", metavar="SCENARIO", type=Path, nargs="?", const=DEFAULT_SCENARIO, default=None,
                   help="run the emulator instead of the live client (default scenario: the demo)")
    p.add_argument("--no-demo", action="store_true", help="do not start the embedded demo project")
    p.add_argument("--data", metavar="DIR", type=Path, default=None,
                   help="data directory (default: $BOINC_GUI_DATA or the user data directory)")
    p.add_argument("--speed", type=float, default=60.0, help="emulated seconds per real second (default 60)")
    p.add_argument("--theme", choices=("system", "light", "dark"), default=None)
    p.add_argument("--minimized", action="store_true", help="start in the tray")
    p.add_argument("--gui-rpc-port", type=int, default=31416, metavar="PORT",
                   help="serve GUI RPC on 127.0.0.1:PORT so boinccmd, boinctui and other managers can manage "
                   "this client (default 31416, BOINC's; 0 = off)")
    add_metrics_arguments(p)
    add_mqtt_arguments(p)  # boinc-core run's MQTT options (core/bridges/mqtt_options.py loads only pathlib)
    return p.parse_args(argv)


def library_loadable(lib: str) -> bool:
    """Whether the dynamic loader finds ``lib`` (a key of ``XCB_LIBRARIES``).

    Loaded by its file name, as Qt will load it a moment later (so this costs nothing
    more); ``ctypes.util.find_library`` answers for another major version, and runs
    ldconfig each time (nine processes and 20-30 ms at start-up). In the bundle, its own
    copy, by path (``library_file``): a system copy loaded here under the same name would
    take its place for Qt's libraries."""
    soname = XCB_SONAMES.get(lib)
    if soname is not None and open_library(library_file(soname)):  # the lock let go: the main thread goes on
        return True
    from ctypes.util import find_library  # only here: it imports subprocess, tempfile and shutil (3-4 ms)

    return find_library(lib) is not None


def hold_back_a_bus(app: QApplication) -> None:
    """Where no session bus can be reached, make Qt's accessibility bridge (the first widget
    would) while an address no bus answers is named, so that libdbus starts none; then the
    environment as it was (boinc_gui/runtime/session_bus.py). X11 only: its bridge asks."""
    from boinc_gui.runtime import session_bus

    if not session_bus.none_named(os.environ):
        return  # (the usual case: a desktop names its bus)
    connection = getattr(app.nativeInterface(), "connection", None)  # QX11Application's, on X11
    if connection is None or not session_bus.would_start_a_bus(os.environ, int(connection())):
        return
    from PySide6.QtGui import QAccessible

    session_bus.hold_back()
    try:
        QAccessible.isActive()  # makes the bridge now, before the first widget would
    finally:
        session_bus.let_go()  # the programs the app starts see the environment it was given


def display_problem(env: dict[str, str] | None = None) -> str:
    """A message saying why Qt cannot show a window here, or "" when it can."""
    env = dict(os.environ) if env is None else env
    platform = env.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return ""
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return NO_DISPLAY
    if env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY") or platform.startswith("xcb"):
        missing = [pkg for lib, pkg in XCB_LIBRARIES.items() if not library_loadable(lib)]
        if missing:
            return ("boinc-gui: Qt's X11 platform needs Debian packages that are missing: "
                    f"{' '.join(missing)}\nInstall them with: sudo apt-get install {' '.join(missing)}")
    return ""


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    if words[:1] == ["--host-poller"]:
        # The bundle's remote-host poller (core.remote.host_poller): a frozen build has no
        # Python to run it with, so it runs the manager's own program; no Qt, no window.
        from core.remote.host_poller import main as poll_hosts

        return poll_hosts()
    if words[:1] == ["--demo-project"]:
        # The bundle's embedded demo project server (core.client.embedded_demo), likewise.
        from core.demo.cli import run_demo_project

        return run_demo_project(words[1:])
    if words[:1] == ["--outlook-worker"]:
        # The bundle's what-if emulator child (core.emulator.outlook_worker), for the same reason.
        from core.emulator.outlook_worker import main as serve_outlooks

        return serve_outlooks()
    # No cyclic garbage collection until the window is complete (Running.start turns it back on):
    # start-up's objects (modules, classes, the window) all stay alive, so the ~140 collections
    # it would trigger find next to nothing and cost 50-90 ms here, the full one alone 20-45 ms.
    gc.disable()
    from boinc_gui.runtime import code_cache, enum_builder, font_config
    from boinc_gui.runtime.dynamic_loading import bind_lazily

    bind_lazily()  # PySide6 and the rest: each function bound on its first call, not all as they load

    # What every start compiles from the same text (dataclasses' methods, re's programs,
    # PySide6's support modules), kept across starts.
    codes = code_cache.begin(code_cache.user_cache_dir())
    enum_builder.install()  # PySide6's enums, some 300 before the window is complete, made faster
    args = parse_args(words)
    # The library check loads the xcb libraries (a few ms; Qt loads them anyway) while Qt's
    # modules load. Nothing below creates the QApplication (what fails without them) before its answer.
    # Then, where Qt can show a window, fontconfig's configuration, which Qt would otherwise read
    # just before the first paint (boinc_gui/runtime/font_config.py): the main thread does not wait.
    check = _InBackground(display_problem, font_config.load)
    # Step 1, Qt only: the instance check and the window's shell, shown. Every module imported
    # here is one the shell needs; the tray, the icons and the rest wait for its first paint.
    # Nothing here names PySide6's ``Qt`` namespace either: it builds all its enums on the
    # first use of one (17 ms; boinc_gui/theme.py). Qt 6's high-DPI rounding is PassThrough
    # already, the value this app asked for.
    from PySide6.QtCore import QCoreApplication, QSettings, QTimer

    codes.pyside_loaded()
    from boinc_gui.runtime.qt_workarounds import pin, stop_source_caching

    stop_source_caching()  # before the other imports: PySide6 would keep every module's source
    from PySide6.QtWidgets import QApplication

    from boinc_gui.main_window import MainWindow
    from boinc_gui.runtime.single_instance import SingleInstance, server_name, signal_running_instance
    from boinc_gui.theme import STYLE_ARGUMENTS, Theme, apply_theme, is_dark, looks_dark

    problem = check.result()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    QCoreApplication.setOrganizationName("boinc-gui")
    QCoreApplication.setApplicationName("boinc-gui")
    existing = QApplication.instance()
    app = existing or QApplication(sys.argv[:1] + STYLE_ARGUMENTS)
    assert isinstance(app, QApplication)
    if existing is None:
        hold_back_a_bus(app)
    pin()
    data_dir = args.data or default_data_dir()
    name = server_name(data_dir)
    if signal_running_instance(name):
        print("boinc-gui is already running; its window was raised.", file=sys.stderr)
        return 0
    data_dir.mkdir(parents=True, exist_ok=True)
    scenario = None
    if args.emulate is not None:
        from core.emulator.scenario import load_scenario
        from core.errors import CoreError

        try:
            scenario = load_scenario(args.emulate)
        except CoreError as exc:
            print(f"boinc-gui: cannot load the scenario: {exc}", file=sys.stderr)
            return 2
    settings = QSettings(str(data_dir / "manager.ini"), QSettings.Format.IniFormat)
    from boinc_gui.i18n import install as install_language

    # Before the first widget: the catalogues and QLocale's default apply to everything built after.
    language = install_language(app, settings)  # noqa: F841 (holds the translators for the app's life)
    if args.theme:
        settings.setValue("ui/theme", args.theme)
    theme = Theme(str(settings.value("ui/theme", "system")))
    dark = apply_theme(app, theme, app_wide=False, dark=looks_dark(theme, app),  # the window styles its parts
                       styled=existing is None)
    window = MainWindow(None, settings, None)  # titled "boinc-gui — starting…" until populated
    parts = Running()
    trays: list[TrayController] = []

    def tray_up() -> TrayController:
        """The tray icon and the app's icons (SVG: Qt's SVG engine loads with the first), once.
        Once the window is complete, unless the app starts in the tray: only then is the tray
        needed to decide whether there is a window to show."""
        if not trays:
            from boinc_gui.icons import icon
            from boinc_gui.shell.tray import TrayController

            app.setWindowIcon(icon("app"))
            tray = TrayController(app)
            window.attach_tray(tray)
            app.setQuitOnLastWindowClosed(not tray.show())
            trays.append(tray)
        return trays[0]

    wants_tray = args.minimized or settings_bool(settings, "ui/start_minimized", False)
    hidden = wants_tray and starts_hidden(args.minimized, settings_bool(settings, "ui/start_minimized", False),
                                          tray_up().available)

    served: list[QObject] = []
    signals: list[QObject] = []

    def handle_signals() -> None:
        """The SIGTERM/SIGINT handlers' wake-up, once: with the instance server, once the window
        is complete and before the engine's thread starts (Python's handlers come with step two,
        catch_signals; a signal during the shell ends the app at once, with nothing yet to save).
        Their socket pair and notifier (``socket`` and QSocketNotifier load here, some 3 ms) were
        made in the first paint's handler until issue 36: the paint reached the screen, and the
        window its completion, that much later."""
        if not signals:
            signals.append(stop_on_signals(app, window))

    def serve() -> None:
        """The instance server (a launch from now on raises this window), once: once the window
        is complete, which does not need it (QtNetwork loads here: some 5-15 ms that the complete
        window no longer waits for, issue 36), before the engine's thread starts. A launch
        between the check above and this finds no server and opens a window of its own, as one
        between check and listen always could (now some 100 ms more)."""
        handle_signals()
        if served:
            return
        instance = SingleInstance(name, app)
        instance.listen()
        instance.raise_requested.connect(window.bring_to_front)
        served.append(instance)

    def settle_start() -> None:
        """What the start left, seconds after the window is complete (the first snapshots come first).
        The cycles it dropped while the collector was off (some 450 objects, 140 kB: mostly the
        first class of each slots dataclass, which replaces it) were frozen with everything else
        when it was complete: one full collection (a few tens of ms, as the one the start no longer
        makes) frees them. From then on collections run, on this (the GUI) thread only: Qt wrappers
        must not be freed on the engine's (boinc_gui/runtime/gc_tuning.py)."""
        from boinc_gui.runtime import gc_tuning

        gc_tuning.reclaim()
        gc_tuning.collect_on_gui_thread(window)
        codes.close()  # what the start compiled, kept for the next; from now on as without the cache
        enum_builder.restore()

    def finish_start() -> None:
        """Once the complete window has been painted (MainWindow.complete_when_painted), what it
        does not need: the instance server and the signal handlers; the tray icon (its icon, its
        menu and the tray host's answer: some 5-10 ms; the window is wired to it then,
        MainWindow.attach_tray); then the engine's thread and the servers (Running.run). Queued
        ahead of the window's repaint, as they were until issue 36's last pass, they kept the
        tabs off the screen 40-60 ms after the title had named the computer."""
        serve()
        tray_up()
        parts.run(args)

    def step_two() -> None:
        if window.quitting or parts.started:
            return
        catch_signals(window)  # the wake-up with the instance server, once the window is complete
        if is_dark(theme) != dark:  # the desktop's own scheme, now that the Qt namespace can be built
            apply_theme(app, theme, app_wide=False)
        try:
            parts.start(args, data_dir, scenario, window)
            window.complete_when_painted(finish_start)
            QTimer.singleShot(SETTLE_START_MS, settle_start)
        except Exception:  # noqa: BLE001 - said, and the app ends instead of showing an empty shell
            import traceback

            traceback.print_exc()
            print(QCoreApplication.translate("app", "boinc-gui: could not start; see the error above."),
                  file=sys.stderr)
            app.exit(1)

    if hidden:
        serve()
        QTimer.singleShot(0, step_two)
    else:
        # Step 2 waits for the first paint: until then the window would be a blank frame.
        # (A window the desktop never exposes, e.g. on a hidden workspace, waits at most 2 s.)
        window.first_painted.connect(lambda: QTimer.singleShot(0, step_two))
        QTimer.singleShot(2000, step_two)
        window.show()
    try:
        return app.exec()
    finally:
        parts.stop()
        codes.save()  # an app ended before its start settled keeps its code too
        gc.enable()  # the engine's thread is gone: collecting anywhere is safe again
        # Delete the window (and its pyqtgraph items) while Qt is still alive: leaving
        # them to interpreter shutdown crashes PySide6 in garbage collection.
        window.deleteLater()
        for tray in trays:
            tray.hide()
        app.processEvents()


class _InBackground:
    """``work()`` on a thread of its own; ``result()`` waits for its answer. ``after()``, where
    given, runs next on the same thread when the answer is "" (no problem); nothing waits for it."""

    def __init__(self, work: Callable[[], str], after: Callable[[], object] | None = None) -> None:
        self._answer = ""
        self._error: BaseException | None = None
        self._answered = threading.Event()

        def run() -> None:
            try:
                self._answer = work()
            except BaseException as exc:  # noqa: BLE001 -- handed over and re-raised by result() on the caller's thread
                self._error = exc
            self._answered.set()
            if after is not None and self._error is None and not self._answer:
                after()

        self._thread = threading.Thread(target=run, name="start-up-check", daemon=True)
        self._thread.start()

    def result(self) -> str:
        self._answered.wait()
        if self._error is not None:
            raise self._error
        return self._answer


def settings_bool(settings: QSettings, key: str, default: bool) -> bool:
    """A boolean from QSettings (its ini file stores "true"/"false")."""
    value = settings.value(key, default)
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value)


def starts_hidden(minimized_flag: bool, start_minimized_setting: bool, has_tray: bool) -> bool:
    """Start in the tray (no window) only when asked and a tray is there to bring it back."""
    return (minimized_flag or start_minimized_setting) and has_tray


def custom_data_dir(args_data: Path | None, env: dict[str, str] | None = None) -> Path | None:
    """The data directory to pass on to a login start: the one chosen by flag or environment."""
    env = dict(os.environ) if env is None else env
    if args_data is not None:
        return args_data
    return Path(env["BOINC_GUI_DATA"]) if env.get("BOINC_GUI_DATA") else None


def _say_demo_failed(exc: OSError) -> None:
    from PySide6.QtCore import QCoreApplication

    print(QCoreApplication.translate("app", "boinc-gui: the demo project could not start: %1").replace(
        "%1", str(exc)), file=sys.stderr)


def demo_attachment(demo: DemoProcess) -> tuple[str, str] | None:
    """The demo project's URL and key once its server listens (the live client asks on its
    engine's thread, after the window is complete); None, said on stderr, if it did not start."""
    try:
        return demo.master_url, demo.authenticator
    except OSError as exc:
        _say_demo_failed(exc)
        return None


class Running:
    """Step 2 of the start-up, after the first paint: the client, the demo project, the
    bridge, the window's tabs, the hosts (``start``); once the complete window has been
    painted, the engine's thread and the servers (``run``); and their stop, in reverse."""

    def __init__(self) -> None:
        self.started = False
        self.stopping = False  # stop() has begun: the engine's thread is not started any more
        self.demos: list[DemoProcess] = []
        self.bridge: ClientBridge | None = None
        self.window: MainWindow | None = None
        self.hosts: HostManager | None = None
        self.live: LiveClient | None = None
        self.rpc: GuiRpcStarter | None = None
        self.metrics: MetricsStarter | None = None
        self.mqtt: MqttStarter | None = None

    def start(self, args: argparse.Namespace, data_dir: Path, scenario: Scenario | None, window: MainWindow) -> None:
        from boinc_gui.hosts.bridge import ClientBridge
        from boinc_gui.hosts.manager import HostManager
        from boinc_gui.hosts.selector import install_hosts
        from boinc_gui.runtime import gil_tuning, startup_marks
        from core.api.client import ClientInterface
        from core.client.embedded_demo import launch_demo, start_demo, wants_demo
        gil_tuning.install()  # before the client's, the demo project's and the hosts' threads start
        demo = None
        client: ClientInterface
        live: LiveClient | None = None
        first_start = False
        if scenario is not None:
            from core.emulator.scenario import Scenario
            from core.emulator.window_client.emulated import EmulatedClient

            assert isinstance(scenario, Scenario)
            client = EmulatedClient(scenario, speed=args.speed, data_dir=data_dir)
        else:
            from core.client.live import LiveClient
            from core.persist import DataDir

            # No client state yet: a first start, where the demo attaches on its own (the window says so).
            first_start = not any(f.exists() for f in DataDir(data_dir).state_files)
            live = LiveClient(data_dir)
            if not args.no_demo and wants_demo(data_dir):
                try:
                    # Not waited for: the engine's thread asks for its URL and key (demo_attachment).
                    demo = launch_demo(data_dir)
                except OSError as exc:
                    _say_demo_failed(exc)
            if demo is not None:
                live.attach_when_empty = partial(demo_attachment, demo)
            client = live
        self.started = True
        self.live = live
        self.demos = [demo] if demo is not None else []
        self.bridge = ClientBridge(client)
        if live is not None and live.attach_when_empty is not None:
            window.expect_automatic_attach()
        window.populate(self.bridge, titled=False)  # titled once the Hosts menu and toolbar are there too
        if startup_marks.wanted():  # bench/gui_startup.py: the engine's first snapshot, once the window took it
            marked_bridge = self.bridge

            def first_data(*_: object) -> None:
                marked_bridge.snapshot_updated.disconnect(first_data)
                startup_marks.mark("first_data")

            marked_bridge.snapshot_updated.connect(first_data)
        if live is not None and live.attach_when_empty is not None and first_start:
            window.welcome_first_start()
        if scenario is None and not args.no_demo:
            demos = self.demos

            def demo_preset() -> tuple[str, str]:
                """The embedded demo project's URL and key, started now if it was not at start-up."""
                if not demos:
                    demos.append(start_demo(data_dir))  # OSError (port taken) reaches the dialog's caller
                return demos[0].master_url, demos[0].authenticator

            window.demo_preset = demo_preset
        self.window = window
        # Remote hosts; this computer is the first.
        self.hosts = HostManager(window.settings, self.bridge, parent=window)
        self.hosts.keep_gc_short()  # the app's process only: many hosts' rows, short garbage collections (issue 22)
        # The collector stays off until the start has settled (settle_start in main): what start-up
        # built is frozen now (keep_gc_short), and the engine's thread, loading its modules next,
        # makes objects that all stay alive; collections over them took 50-90 ms of the interpreter
        # lock from it before its first snapshot.
        install_hosts(window, self.hosts)
        hosts = self.hosts

        def health(host_id: str, state: HostHealth) -> None:
            entry = hosts.entry(host_id)
            window.alerts.host_health(entry.name if entry is not None else host_id, state)

        hosts.health_changed.connect(health)

    def run(self, args: argparse.Namespace) -> None:
        """Once the window is complete and painted: "Start when I log in" for this platform
        (Preferences offers it), the GPU detection child (its tenth of a second passes while the
        engine's modules load), the servers, which start as the client opens, and the engine's
        thread. Not once the app is on its way out. The engine started
        while the tabs and menus were still to be painted would take turns at the interpreter
        with that paint (measured: painted 60-70 ms later, the first snapshot no sooner)."""
        if self.stopping or self.bridge is None:
            return
        from boinc_gui.runtime.autostart import for_this_platform
        from boinc_gui.runtime.services import GuiRpcStarter, MetricsStarter, MqttStarter
        from core.openssl_exit import keep_state_past_exit

        keep_state_past_exit()  # before any thread of the engine's uses OpenSSL (core/openssl_exit.py)

        if self.window is not None:  # "Start when I log in" in Preferences, which only a complete window opens
            self.window.autostart = for_this_platform(custom_data_dir(args.data))

        live = self.live
        if live is not None:
            live.detect_gpus_early()
        self.rpc = GuiRpcStarter(live, args.gui_rpc_port)
        self.metrics = MetricsStarter(live, args.metrics_port, args.metrics_address)
        self.mqtt = MqttStarter(live, args)
        self.bridge.start()

    def stop(self) -> None:
        """Stop what start() got to, in reverse."""
        self.stopping = True
        if self.mqtt is not None:
            self.mqtt.stop()
        if self.rpc is not None:
            self.rpc.stop()
        if self.metrics is not None:
            self.metrics.stop()
        if self.window is not None and self.window.populated:
            self.window.stats.save_history()
        if self.hosts is not None:
            self.hosts.stop()
        if self.bridge is not None:
            self.bridge.stop()
        for running in self.demos:
            running.stop()


def catch_signals(window: MainWindow) -> None:
    """SIGTERM or SIGINT (logout, kill, Ctrl-C) quit as the tray's Exit does: the engine
    stops its apps, the state is saved. Python's handlers only (no import, no file): from step
    two on, so that a window whose title names the computer always quits so; until the wake-up
    below is there too, the handler runs when Python next does, which it does all through the
    start."""
    from PySide6.QtCore import QTimer

    def quit_now(signum: int, frame: FrameType | None) -> None:
        # Through the event loop (a quit before exec() would be lost), and without the
        # "Exit?" question: nobody is there to answer it.
        QTimer.singleShot(0, window.exit_without_asking)

    signal.signal(signal.SIGTERM, quit_now)
    signal.signal(signal.SIGINT, quit_now)


def stop_on_signals(app: QApplication, window: MainWindow) -> QObject:
    """``catch_signals``, and the wake-up: Python runs a signal handler only when its own code
    runs, and Qt may wait for events for a long time: the signal's byte on a socket pair
    (``signal.set_wakeup_fd``) wakes Qt, whose notifier runs Python. (A timer polling a few
    times a second would do the same at the cost of waking an idle app all day.)"""
    import socket

    from PySide6.QtCore import QSocketNotifier

    catch_signals(window)
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def drain(*_: object) -> None:
        try:
            while reader.recv(64):
                pass
        except OSError:
            pass  # drained (BlockingIOError)

    notifier.activated.connect(drain)
    notifier.sockets = (reader, writer)  # type: ignore[attr-defined]  # kept open as long as the notifier
    return notifier


if __name__ == "__main__":
    sys.exit(main())
