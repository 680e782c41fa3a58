"""Run under a real X server with a tray host (see test_tray_xvfb.py); prints a JSON report.

Builds the real composition (EmulatedClient, bridge, tray, window) on the xcb
platform, waits for the tray icon, reads its tooltip and menu, drives
suspend/resume of computing and network and a snooze through the menu's
actions, and checks each effect in a later snapshot.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QSystemTrayIcon


def main() -> int:
    out = Path(sys.argv[1])
    app = QApplication(sys.argv[:1])
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.main_window import MainWindow
    from boinc_gui.runtime.qt_workarounds import pin
    from boinc_gui.shell.tray import TrayController
    from core.emulator.scenario import load_scenario
    from core.emulator.window_client.emulated import EmulatedClient
    from core.state import RunMode

    pin()
    report: dict[str, object] = {"platform": QGuiApplication.platformName()}
    deadline = time.monotonic() + 10
    while not QSystemTrayIcon.isSystemTrayAvailable() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.1)
    report["tray_available"] = QSystemTrayIcon.isSystemTrayAvailable()
    root = Path(__file__).resolve().parents[2]
    client = EmulatedClient(load_scenario(root / "resources" / "scenarios" / "demo.xml"), speed=600, publish_hz=10)
    bridge = ClientBridge(client)
    tray = TrayController(app)
    window = MainWindow(bridge, QSettings(str(out.with_suffix(".ini")), QSettings.Format.IniFormat), tray)
    report["shown"] = tray.show()
    bridge.start()

    def wait(pred: object, timeout: float = 8.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            app.processEvents()
            snap = bridge.latest
            if snap is not None and pred(snap):  # type: ignore[operator]
                return True
            time.sleep(0.02)
        return False

    report["first_snapshot"] = wait(lambda s: any(t.running for t in s.tasks))
    report["visible"] = tray.icon.isVisible()
    report["geometry_valid"] = not tray.icon.geometry().isEmpty()
    report["tooltip"] = tray.icon.toolTip()
    # What the volunteer sees (the GPU items only with a GPU).
    report["menu"] = [a.text() for a in tray.menu.actions() if a.text() and a.isVisible()]
    report["snooze_menu"] = [a.text() for a in tray.snooze_menu.actions() if a.text()]
    report["state"] = tray.state
    tray.computing_action.trigger()
    report["suspended"] = wait(lambda s: s.activity.run_mode == RunMode.NEVER and not s.activity.computing)
    app.processEvents()
    report["suspended_tooltip"] = tray.icon.toolTip()
    report["suspended_state"] = tray.state
    report["suspended_menu_text"] = tray.computing_action.text()
    tray.computing_action.trigger()
    report["resumed"] = wait(lambda s: s.activity.run_mode == RunMode.AUTO)
    tray.network_action.trigger()
    report["network_suspended"] = wait(lambda s: s.activity.network_mode == RunMode.NEVER)
    app.processEvents()
    report["network_menu_text"] = tray.network_action.text()
    tray.network_action.trigger()
    report["network_resumed"] = wait(lambda s: s.activity.network_mode == RunMode.AUTO)
    tray.snooze_actions[1].trigger()  # 1 hour
    report["snoozed"] = wait(lambda s: s.activity.snooze_until is not None)
    app.processEvents()
    report["snoozed_tooltip"] = tray.icon.toolTip()
    report["snoozed_state"] = tray.state
    screen = QGuiApplication.primaryScreen()
    report["screenshot"] = screen.grabWindow(0).save(str(out.with_name("tray.png")))
    tray.resume_snooze.trigger()
    report["snooze_ended"] = wait(lambda s: s.activity.snooze_until is None)
    # Closing the window the first time says where the program went; the second time, nothing.
    window.show()
    app.processEvents()
    window.close()
    app.processEvents()
    report["closed_to_tray"] = not window.isVisible()
    report["hint_messages"] = [title for kind, title in tray.messages_shown if kind == "hint"]
    window.show()
    app.processEvents()
    window.close()
    app.processEvents()
    report["hint_messages_after_second_close"] = [title for kind, title in tray.messages_shown if kind == "hint"]
    window.quitting = True
    bridge.stop()
    tray.hide()
    window.deleteLater()
    app.processEvents()
    out.write_text(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
