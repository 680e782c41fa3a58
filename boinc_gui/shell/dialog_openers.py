"""The dialogs the window's menus open, each built from what it needs and shown.

Each opener takes its parent widget and the few things its dialog reads or calls (the
snapshot, the client, a ``send`` for its commands) and returns the dialog, shown, so that a
test can fill it in. The dialogs' own modules load here, when one is first opened, never at
the window's start. A dialog with error labels or fields gets the theme's style sheet on
itself (``style_widgets``); one that is not kept is deleted when closed.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from boinc_gui.theme import style_widgets

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from boinc_gui.dialogs.app_config import AppConfigDialog
    from boinc_gui.dialogs.attach import AcctMgrDialog, AttachDialog
    from boinc_gui.dialogs.gpu_devices import GpuDevicesDialog
    from boinc_gui.dialogs.prefs import PreferencesDialog
    from boinc_gui.dialogs.rules import RulesDialog
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.main_window import MainWindow
    from boinc_gui.runtime.autostart import Autostart
    from core.api.client import ClientInterface
    from core.api.commands import Command
    from core.api.snapshot import ClientSnapshot

# Literal calls of this name are what pyside6-lupdate extracts (context "MainWindow", as before the split).
translate = QCoreApplication.translate


def app_version() -> str:
    from importlib import metadata  # here, not at the top: 20 ms and 5 MB the window's shell does without

    try:
        return metadata.version("boinc-gui")
    except metadata.PackageNotFoundError:
        return translate("MainWindow", "unknown (not installed)")


def open_preferences(parent: QWidget, snap: ClientSnapshot | None, settings: QSettings, client: ClientInterface,
                     send: Callable[[Command], None], settings_changed: Callable[[], None], *,
                     data_dir: Path | None, autostart: Autostart | None, computer: str = "") -> PreferencesDialog:
    """Tools > Preferences over ``snap``'s preferences; ``computer`` named in the title (merged view)."""
    from boinc_gui.dialogs.prefs import PreferencesDialog
    from boinc_gui.dialogs.proxy_page import proxy_of
    from core.api.commands import SetPrefs, SetProxy
    from core.state import GlobalPrefs

    prefs = snap.prefs if snap is not None and snap.prefs is not None else GlobalPrefs()
    dlg = PreferencesDialog(prefs, snap.day_prefs if snap else (), settings, parent,
                            data_dir=data_dir, autostart=autostart, proxy=proxy_of(client))
    style_widgets(dlg)
    if computer:
        dlg.setWindowTitle(f"{dlg.windowTitle()} — {computer}")
    dlg.prefs_accepted.connect(lambda p, d: send(SetPrefs(p, d)))
    dlg.proxy_accepted.connect(lambda info: send(SetProxy(info)))
    dlg.gui_settings_changed.connect(settings_changed)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    return dlg


def open_attach(parent: QWidget, bridge: ClientBridge, computer: str,
                demo_preset: Callable[[], tuple[str, str]] | None) -> AttachDialog:
    """Tools > Add project…: for ``computer`` ("" = this one), with the demo project preset when there is one."""
    from boinc_gui.dialogs.attach import AttachDialog

    if bridge.client.capabilities.emulated:
        dlg = AttachDialog(parent, computer=computer)
    else:
        try:
            url, key = demo_preset() if demo_preset is not None and not computer else ("", "")
        except OSError:  # its port is taken: no preset rather than one that cannot work
            url, key = "", ""
        dlg = AttachDialog(parent, demo_url=url, demo_key=key, computer=computer)
    style_widgets(dlg)
    dlg.attach_requested.connect(lambda cmd: bridge.submit(cmd, dlg.on_result))
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    return dlg


def open_account_manager(parent: QWidget, bridge: ClientBridge) -> AcctMgrDialog:
    from boinc_gui.dialogs.attach import AcctMgrDialog

    dlg = AcctMgrDialog(parent)
    style_widgets(dlg)
    dlg.command_requested.connect(lambda cmd: bridge.submit(cmd, dlg.on_result))
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    return dlg


def open_app_config(window: MainWindow) -> AppConfigDialog:
    from boinc_gui.dialogs.app_config import open_app_config_dialog

    dlg = open_app_config_dialog(window)
    style_widgets(dlg)
    dlg.show()
    return dlg


def open_gpu_devices(parent: QWidget, snap: ClientSnapshot | None, send: Callable[[Command], None]) -> GpuDevicesDialog:
    """The GPUs of the computer shown, with the tasks on each device (boinc_gui/dialogs/gpu_devices.py)."""
    from boinc_gui.dialogs.gpu_devices import GpuDevicesDialog

    dlg = GpuDevicesDialog(snap, parent, send=send)
    dlg.show()
    return dlg


def open_rules(parent: QWidget, data_dir: Path | None, show_error: Callable[[str], None]) -> RulesDialog | None:
    """Tools > Rules…: this computer's rules file (``data_dir``'s) and the remote hosts' rules."""
    from boinc_gui.dialogs.rules import RulesDialog, rules_hosts
    from boinc_gui.hosts.manager import HostManager
    from core.rules.rules_file import RULES_FILE_NAME

    path = data_dir / RULES_FILE_NAME if data_dir is not None else None
    manager = parent.findChild(HostManager)  # the remote hosts (boinc_gui/app.py parents it to the window)
    hosts = rules_hosts(manager, path) if manager is not None else None
    if path is None and not hosts:
        show_error(translate("MainWindow", "Rules belong to a client that evaluates them: this computer's, or a "
                                           "remote boinc-core added under Hosts."))
        return None
    dlg = RulesDialog(path, parent, hosts=hosts, current=manager.current if manager is not None else "")
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    return dlg


def open_about(parent: QWidget, client: ClientInterface) -> QMessageBox:
    from boinc_gui.dialogs.about import show_about

    return show_about(parent, app_version(), client, client.capabilities.label)


def about_text(client: ClientInterface) -> str:
    from boinc_gui.formatting import fill as arg

    words = translate("MainWindow", "boinc-gui %1: a volunteer-computing manager compatible with BOINC.\nClient: %2")
    return arg(words, app_version(), client.capabilities.label)
