"""Composition root: ``boinc-gui`` builds the client, the bridge, the tray and the window.

Order: parse arguments; check that Qt can reach a display (and say how to run
without one) before Qt is imported; one QApplication; ask a running instance
to raise its window and exit if there is one; build the client (the emulator
until the live client exists, clearly labelled), the bridge, the tray and the
main window; start the client's thread; run the event loop; stop the client.

The client is the live engine on this computer; with nothing attached it starts
the embedded demo project on loopback and attaches to it, so real work flows at
once. ``--emulate SCENARIO`` runs the emulator instead (labelled as emulated).
"""
from __future__ import annotations

import argparse
import ctypes.util
import os
import signal
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer

    from core.client.live import LiveClient
    from core.demo import DemoProject
    from core.guirpc.server import GuiRpcServer
    from PySide6.QtWidgets import QApplication

    from boinc_gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SCENARIO = ROOT / "resources" / "scenarios" / "demo.xml"
XCB_LIBRARIES = {
    "xcb-cursor": "libxcb-cursor0", "xkbcommon-x11": "libxkbcommon-x11-0", "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1", "xcb-shape": "libxcb-shape0", "xcb-render-util": "libxcb-render-util0",
    "xcb-image": "libxcb-image0", "EGL": "libegl1", "fontconfig": "libfontconfig1",
}
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
    return p.parse_args(argv)


def display_problem(env: dict[str, str] | None = None) -> str:
    """A message saying why Qt cannot show a window here, or "" when it can."""
    env = dict(os.environ) if env is None else env
    platform = env.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return ""
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return NO_DISPLAY
    if env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY") or platform.startswith("xcb"):
        missing = [pkg for lib, pkg in XCB_LIBRARIES.items() if ctypes.util.find_library(lib) is None]
        if missing:
            return ("boinc-gui: Qt's X11 platform needs Debian packages that are missing: "
                    f"{' '.join(missing)}\nInstall them with: sudo apt-get install {' '.join(missing)}")
    return ""


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    from PySide6.QtCore import QCoreApplication, QSettings, Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from boinc_gui.bridge import ClientBridge
    from boinc_gui.hosts import HostManager
    from boinc_gui.hosts_dialog import install_hosts
    from boinc_gui.icons import icon
    from boinc_gui.main_window import MainWindow
    from boinc_gui.qt_workarounds import keep_bools_alive
    from boinc_gui.single_instance import SingleInstance, server_name, signal_running_instance
    from boinc_gui.theme import Theme, apply_theme
    from boinc_gui.tray import TrayController
    from core.api.client import ClientInterface
    from core.api.emulated import EmulatedClient
    from core.client.embedded_demo import start_demo, wants_demo
    from core.client.live import LiveClient
    from core.emulator.scenario import load_scenario
    from core.errors import CoreError

    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    QCoreApplication.setOrganizationName("boinc-gui")
    QCoreApplication.setApplicationName("boinc-gui")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setWindowIcon(icon("app"))
    bool_guard = keep_bools_alive(app)
    data_dir = args.data or default_data_dir()
    name = server_name(data_dir)
    if signal_running_instance(name):
        print("boinc-gui is already running; its window was raised.", file=sys.stderr)
        return 0
    data_dir.mkdir(parents=True, exist_ok=True)
    demo = None
    client: ClientInterface
    if args.emulate is not None:
        try:
            scenario = load_scenario(args.emulate)
        except CoreError as exc:
            print(f"boinc-gui: cannot load the scenario: {exc}", file=sys.stderr)
            return 2
        client = EmulatedClient(scenario, speed=args.speed, data_dir=data_dir)
    else:
        live = LiveClient(data_dir)
        if not args.no_demo and wants_demo(data_dir):
            try:
                demo = start_demo(data_dir)
            except OSError as exc:
                print(f"boinc-gui: the demo project could not start: {exc}", file=sys.stderr)
        if demo is not None:
            live.attach_when_empty = (demo.master_url, demo.authenticator)
        client = live
    settings = QSettings(str(data_dir / "manager.ini"), QSettings.Format.IniFormat)
    if args.theme:
        settings.setValue("ui/theme", args.theme)
    apply_theme(app, Theme(str(settings.value("ui/theme", "system"))))
    instance = SingleInstance(name, app)
    instance.listen()
    bridge = ClientBridge(client)
    tray = TrayController(app)
    window = MainWindow(bridge, settings, tray)
    window.apply_settings()
    demos: list[DemoProject] = [demo] if demo is not None else []
    if args.emulate is None and not args.no_demo:
        def demo_preset() -> tuple[str, str]:
            """The embedded demo project's URL and key, started now if it was not at start-up."""
            if not demos:
                demos.append(start_demo(data_dir))  # OSError (port taken) reaches the dialog's caller
            return demos[0].master_url, demos[0].authenticator

        window.demo_preset = demo_preset
    hosts = HostManager(settings, bridge, parent=window)  # remote hosts; this computer is the first
    install_hosts(window, hosts)
    instance.raise_requested.connect(window.bring_to_front)
    has_tray = tray.show()
    app.setQuitOnLastWindowClosed(not has_tray)
    bridge.start()
    if not (args.minimized and has_tray):
        window.show()
    rpc = GuiRpcStarter(client if isinstance(client, LiveClient) else None, args.gui_rpc_port)
    stop_on_signals(app, window)
    try:
        return app.exec()
    finally:
        rpc.stop()
        window.stats.save_history()
        hosts.stop()
        bridge.stop()
        for running in demos:
            running.stop()
        # Delete the window (and its pyqtgraph items) while Qt is still alive: leaving
        # them to interpreter shutdown crashes PySide6 in garbage collection.
        window.deleteLater()
        tray.hide()
        app.processEvents()
        bool_guard.stop()


class GuiRpcStarter:
    """Serves GUI RPC for the desktop app's live client, as BOINC's client does, once the
    engine has opened its data directory (off the GUI thread: the window comes first).

    A port already taken (BOINC's own client is running, say) is told in the event log
    and as a notice, with how to choose another; the app runs on without it.
    """

    def __init__(self, client: LiveClient | None, port: int) -> None:
        self._server: GuiRpcServer | None = None
        self._stopped = threading.Event()
        if client is not None and port > 0:
            threading.Thread(target=self._start, args=(client, port), name="gui-rpc-start", daemon=True).start()

    def _start(self, client: LiveClient, port: int) -> None:
        from core.api.commands import Tell
        from core.client.gui_rpc import start_gui_rpc
        from core.errors import plain_reason

        if not client.wait_opened(60) or self._stopped.is_set():
            return
        try:
            self._server = start_gui_rpc(client, port)
        except OSError as exc:
            client.submit(Tell(f"GUI RPC is not available on 127.0.0.1:{port} ({plain_reason(exc)}): another BOINC "
                               f"client may be running. Other managers and boinccmd cannot reach this one; start "
                               f"boinc-gui with --gui-rpc-port PORT to use another port.", alert=True))
            return
        if self._stopped.is_set():
            self._server.stop()

    def stop(self) -> None:
        self._stopped.set()
        if self._server is not None:
            self._server.stop()


def stop_on_signals(app: QApplication, window: MainWindow) -> QTimer:
    """SIGTERM or SIGINT (logout, kill, Ctrl-C) quit as the tray's Exit does: the engine
    stops its apps, the state is saved. Python handles a signal only when its own code
    runs, so a timer lets it run a few times a second while Qt waits."""
    from PySide6.QtCore import QTimer

    def quit_now(signum: int, frame: object) -> None:
        # Through the event loop (a quit before exec() would be lost), and without the
        # "Exit?" question: nobody is there to answer it.
        QTimer.singleShot(0, window.exit_without_asking)

    signal.signal(signal.SIGTERM, quit_now)
    signal.signal(signal.SIGINT, quit_now)
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(250)
    return timer


if __name__ == "__main__":
    sys.exit(main())
