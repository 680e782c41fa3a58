"""The manager window: tabs over one computer's client or all of them, menus, status bar.

This class holds construction and wiring; the parts live by responsibility in boinc_gui/shell/
(docs/window.md): the "Starting…" shell (starting.py), the tabs, welcome page and banner
(body.py), the menus and their actions (menus.py), the status bar and its words
(status_bar.py), the commands sent to the clients (sending.py), the dialogs the menus open
(dialog_openers.py), the alerts and history (long_view.py), what is shown of the primary host
and the welcome page (host_view.py), the actions on selected rows (row_actions.py), the
window's settings (window_settings.py), the tray's wiring (tray.py), closing (closing.py); what
the parts set on the window is declared in its base class (window_parts.py). The public methods
here are what the menus, the tray, the parts and the tests call; most are one-line delegations.

``HostFeeds`` (boinc_gui/hosts/feeds.py) routes each shown host's snapshots to the tabs; the
primary host's also feeds the disk pies, the charts, the status bar and the tray
(``on_primary_snapshot``). Every user action sends one command to the host it concerns; the
effect shows up in a later snapshot, never by editing the tables here. The window does not
know which kind of client it has: it reads ``capabilities`` and the snapshot's ``emulated``
flag only to label them.

Start-up comes in two steps so that the window is painted before the engine, the charts and
numpy are loaded: ``MainWindow(None, settings, tray)`` is the shell (title, geometry,
"Starting…"), cheap because this module imports only Qt (and the status bar's words and the
starting shell) at load time; ``first_painted`` says when it has been drawn, and
``populate(bridge)`` then builds the tabs, menus and status bar. Tabs are listed in
``tab_specs`` and added with ``add_tab``.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

# Only what the shell needs: PySide6 builds a class's enums when the class is first named
# (QMessageBox, QAction, QEvent...: 3-4 ms in all here), and its whole ``Qt`` namespace on the
# first use of any ``Qt`` enum (17 ms). The methods that build the tabs and menus import the
# rest, after the first paint.
from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import QWidget

# Re-exported: the status bar's words were the window's, and callers import them from here.
from boinc_gui.hosts.names import shown_host
from boinc_gui.shell.starting import show_starting
from boinc_gui.shell.status_bar import SPEEDS, mode_menu_words, mode_words, status_clock, task_counts
from boinc_gui.shell.window_parts import WindowParts
from boinc_gui.theme import Theme, style_widgets

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPaintEvent
    from PySide6.QtWidgets import QDialog, QMessageBox

    from boinc_gui.dialogs.app_config import AppConfigDialog
    from boinc_gui.dialogs.attach import AcctMgrDialog, AttachDialog
    from boinc_gui.dialogs.gpu_devices import GpuDevicesDialog
    from boinc_gui.dialogs.prefs import PreferencesDialog
    from boinc_gui.dialogs.rules import RulesDialog
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.runtime.autostart import Autostart
    from boinc_gui.shell.alerts import AlertCenter
    from boinc_gui.shell.tray import TrayController
    from boinc_gui.tabs.welcome import WelcomePage
    from core.api.commands import Command, CommandResult, ProjectAction, TaskAction, TransferAction
    from core.api.snapshot import ClientSnapshot
    from core.history import HistoryDb
    from core.state import GlobalPrefs, RunMode

__all__ = ["SPEEDS", "TAB_NAMES", "MainWindow", "ask", "mode_menu_words", "mode_words", "status_clock",
           "task_counts"]

TAB_NAMES = ("Projects", "Tasks", "Transfers", "Disk", "Statistics", "Event log", "Notices", "History")
AUTO_ATTACH_WAIT_MS = 60_000  # how long the welcome page waits for the demo project's own attach
COMPLETE_PAINT_WAIT_MS = 1_000  # the complete window's first paint, at most (complete_when_painted)


def ask(parent: QWidget, title: str, text: str) -> bool:
    """The default confirmation: a Yes/No box, No by default."""
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


class MainWindow(WindowParts):
    first_painted = Signal()  # the shell has been drawn on screen once (see the module's docstring)
    painted = Signal()  # the window itself has been painted (each time): what complete_when_painted waits for
    primary_snapshot = Signal(object)  # each primary-host snapshot, once the window has taken it in (simple view)
    # What the parts set on the window (tabs, actions, status bar widgets...) is declared, typed,
    # in WindowParts (shell/window_parts.py).

    def __init__(self, bridge: ClientBridge | None, settings: QSettings, tray: TrayController | None = None,
                 label: str = "") -> None:
        super().__init__()
        self.settings = settings
        self.tray = tray
        self.snapshot: ClientSnapshot | None = None
        self.confirm: Callable[[str, str], bool] = lambda title, text: ask(self, title, text)
        self.show_error: Callable[[str], None] = self._warn
        self.quitting = False
        self.populated = False
        # Live client: gives the embedded demo project's (URL, account key), starting it if
        # needed, for the attach dialog's preset; None = no demo project here.
        self.demo_preset: Callable[[], tuple[str, str]] | None = None
        # "Start when I log in" for this platform (boinc_gui/runtime/autostart.py); None = not offered.
        self.autostart: Autostart | None = None
        # True while the client attaches the demo project by itself (the welcome page waits).
        self.expect_auto_attach = False
        self.welcome_dismissed = False  # "Not now" on the welcome page, until a project comes
        self.asked_by_system = False  # SIGTERM at logout or a kill: close without a question
        self.first_start: QWidget | None = None  # the first-start banner (boinc_gui/tabs/welcome.py), once shown
        self._painted = False
        self._welcome: WelcomePage | None = None  # made when first shown (shell/host_view.py)
        self.setWindowTitle(self.tr("boinc-gui — %1").replace("%1", label or self.tr("starting…")))
        geometry = settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        show_starting(self, self.tr("Starting the client…"), self._on_painted)
        if bridge is not None:
            self.populate(bridge)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        super().paintEvent(event)
        self.painted.emit()

    def _on_painted(self) -> None:
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def populate(self, bridge: ClientBridge, titled: bool = True) -> None:
        """Build the tabs, menus and status bar over ``bridge``'s client (once), then name the
        computer in the title; with ``titled`` False, the caller does (``show_complete``) once it
        has added its own parts (the app: the Hosts menu and toolbar)."""
        from boinc_gui.shell import after_start, body, host_view, long_view, menus, window_settings
        from boinc_gui.shell.status_bar import install_status_bar
        from boinc_gui.shell.tray import connect_to_window

        assert not self.populated, "populate() runs once"
        body.build_body(self, bridge)  # the tabs, the welcome page, the banner (shell/body.py)
        menus.build_actions(self)
        menus.build_menus(self)
        install_status_bar(self, bridge.client)
        for table in (self.projects, self.tasks, self.transfers):
            table.selection_changed.connect(lambda _: self.update_enabled())
        self.projects.activated_row.connect(lambda r: self.project_properties())
        self.tasks.activated_row.connect(lambda r: self.task_properties())
        if self.tray is not None:  # a start in the tray made it first; otherwise attach_tray, after
            connect_to_window(self.tray, self)
        style_widgets(self.banner, self.statusBar())
        long_view.start(self, bridge)
        self.populated = True
        self.update_enabled()
        self.stats.set_history(host_view.history_file(self, self.feeds.primary_feed().host_id))
        window_settings.apply_reminder_setting(self)
        self.feeds.draw_latest()
        after_start.schedule(self)  # the tabs not seen yet, in idle turns after the first data
        if titled:
            self.show_complete()

    def show_complete(self) -> None:
        """The title names the computer shown: the window is complete. The history file starts
        opening, on a thread of its own, from the event loop's next turn (shell/long_view.py)."""
        from PySide6.QtCore import QTimer

        from boinc_gui.shell import host_view, long_view

        host_view.show_title(self)
        QTimer.singleShot(0, self, lambda: long_view.begin(self))

    def complete_when_painted(self, then: Callable[[], None]) -> None:
        """Once what ``populate`` built has been painted: the title names the computer (the
        window is complete, as the volunteer sees it and bench/gui_startup.py times it), then
        ``then()`` (the app: what the window does not need, from the instance server to the
        engine's thread). Until issue 36's last pass the title came first and that work
        next, queued ahead of the repaint: the volunteer saw the tabs 40-60 ms after the
        title said they were there. At once for a window that is not on screen (started in
        the tray or minimised, or never shown by the desktop); at most ``COMPLETE_PAINT_WAIT_MS``
        later for one the desktop stops showing (no paint comes)."""
        from boinc_gui.shell.starting import NextPaint

        def complete() -> None:
            self.show_complete()
            then()

        if self.isVisible() and self._painted and not self.isMinimized():
            NextPaint(self, self.painted, complete, COMPLETE_PAINT_WAIT_MS)
        else:
            complete()
    # ------------------------------------------- made when first asked for
    @property
    def alerts(self) -> AlertCenter:
        """The alert centre (shell/long_view.py), made on first use: the first snapshot's."""
        from boinc_gui.shell import long_view
        return long_view.alert_center(self)

    @property
    def history_db(self) -> HistoryDb | None:
        """The task history (None: none here), taken from its opening thread if not yet."""
        from boinc_gui.shell import long_view
        return long_view.history(self)

    @property
    def welcome(self) -> WelcomePage:
        """The welcome page, made the first time it is shown (most starts never show it)."""
        if self._welcome is None:
            from boinc_gui.tabs.welcome import WelcomePage

            self._welcome = WelcomePage(self)
            self._welcome.attach_requested.connect(self.attach_project)
            self._welcome.dismissed.connect(self.dismiss_welcome)
            self.body.addWidget(self._welcome)
        return self._welcome

    # ------------------------------------------------------------ the tabs
    def add_tab(self, name: str, widget: QWidget) -> QAction:
        """One more tab (after populate()); the View menu gets an entry for it (returned)."""
        from boinc_gui.shell.menus import add_view_entry

        self.tab_specs.append((name, widget))
        self.tabs.addTab(widget, name)
        return add_view_entry(self, len(self.tab_specs) - 1, name)

    def show_tab(self, index: int) -> None:
        self.body.setCurrentWidget(self.tabs)
        self.tabs.setCurrentIndex(index)

    def show_notices(self) -> None:
        """The Notices tab, in front (a click on the unread-notices message)."""
        self.bring_to_front()
        self.show_tab(self.tabs.indexOf(self.notices))

    def focus_filter(self) -> None:
        from boinc_gui.shell.menus import focus_filter

        focus_filter(self.tabs, self.log)

    # ------------------------------------------------------ primary host
    def on_primary_snapshot(self, snap: ClientSnapshot) -> None:
        """The primary host's snapshot (HostFeeds already updated the tables and the log)."""
        from boinc_gui.shell import host_view
        host_view.show_primary(self, snap)

    def update_enabled(self) -> None:
        from boinc_gui.shell import row_actions
        row_actions.update_enabled(self)

    def host_view_changed(self) -> None:
        """Another computer, or the merged view, is shown: title, banner and menus follow."""
        from boinc_gui.shell import host_view
        host_view.host_view_changed(self)

    def reset_host_tabs(self) -> None:
        """Empty the one-computer tabs (Disk, Statistics, status bar) for the primary host."""
        from boinc_gui.shell import host_view
        host_view.reset_host_tabs(self)

    @property
    def bridge(self) -> ClientBridge:
        """The primary host's bridge: the computer shown, or this computer in the merged view."""
        return self.feeds.primary_feed().bridge

    def _local_data_dir(self) -> Path | None:
        """The data directory of the live client running in this process, if that is what is shown."""
        if self.feeds.merged:
            return None
        return self.bridge.client.capabilities.data_dir  # the live client's; remote and emulated have none

    def prefs_in_force(self) -> GlobalPrefs | None:
        return self.snapshot.prefs if self.snapshot is not None else None

    # ------------------------------------------------------------- welcome
    def expect_automatic_attach(self, wait_ms: int = AUTO_ATTACH_WAIT_MS) -> None:
        """The client attaches the demo project by itself: no welcome page meanwhile (at most ``wait_ms``)."""
        from boinc_gui.shell import host_view
        host_view.expect_automatic_attach(self, wait_ms)

    def welcome_first_start(self) -> None:
        """A first start: a banner says what is happening and where a science project is added."""
        from boinc_gui.shell import host_view
        host_view.welcome_first_start(self)

    def welcome_shown(self) -> bool:
        return self.populated and self._welcome is not None and self.body.currentWidget() is self._welcome

    def dismiss_welcome(self) -> None:
        self.welcome_dismissed = True
        self.body.setCurrentWidget(self.tabs)

    # -------------------------------------------------------------- actions
    def send(self, command: Command, on_done: Callable[[CommandResult | BaseException], None] | None = None,
             bridge: ClientBridge | None = None) -> None:
        """Send ``command`` to ``bridge`` (default: the primary host's) and report a failure."""
        from boinc_gui.shell import sending
        sending.send(self, command, on_done, bridge)

    def send_to(self, host: str, command: Command) -> None:
        """Send ``command`` to the host a row came from."""
        from boinc_gui.shell import sending
        sending.send_to(self, host, command)

    def send_everywhere(self, command: Command, what: str = "") -> None:
        """Send ``command`` to every computer shown (all of them in the merged view, once asked)."""
        from boinc_gui.shell import sending
        sending.send_everywhere(self, command, what)

    def project_op(self, op: ProjectAction) -> None:
        from boinc_gui.shell import row_actions
        row_actions.project_op(self, op)

    def task_op(self, op: TaskAction) -> None:
        from boinc_gui.shell import row_actions
        row_actions.task_op(self, op)

    def transfer_op(self, op: TransferAction) -> None:
        from boinc_gui.shell import row_actions
        row_actions.transfer_op(self, op)

    def project_properties(self) -> QDialog | None:
        from boinc_gui.shell import row_actions
        return row_actions.show_project_properties(self)

    def task_properties(self) -> QDialog | None:
        from boinc_gui.shell import row_actions
        return row_actions.show_task_properties(self)

    def set_run_mode(self, mode: RunMode) -> None:
        from boinc_gui.shell import sending
        sending.set_run_mode(self, mode)

    def set_network_mode(self, mode: RunMode) -> None:
        from boinc_gui.shell import sending
        sending.set_network_mode(self, mode)

    def snooze(self, seconds: float | None) -> None:
        from boinc_gui.shell import sending
        sending.snooze(self, seconds)

    def soft_stop(self) -> None:
        """Each running task is suspended after its next checkpoint, then computing is suspended."""
        from core.api.commands import SoftStop

        self.send_everywhere(SoftStop("soft stop"))

    # -------------------------------------------------------------- dialogs
    def preferences(self) -> PreferencesDialog:
        from boinc_gui.shell.dialog_openers import open_preferences

        return open_preferences(self, self.snapshot, self.settings, self.bridge.client, self.send, self.apply_settings,
                                data_dir=self._local_data_dir(), autostart=self.autostart,
                                computer=shown_host(self.feeds.primary_feed().name) if self.feeds.merged else "")

    def attach_project(self) -> AttachDialog:
        from boinc_gui.shell.dialog_openers import open_attach

        feed = self.feeds.primary_feed()
        computer = "" if feed.name == "This computer" else feed.name  # a remote attach names its computer
        return open_attach(self, self.bridge, computer, self.demo_preset)

    def account_manager(self) -> AcctMgrDialog:
        from boinc_gui.shell.dialog_openers import open_account_manager

        return open_account_manager(self, self.bridge)

    def app_config(self) -> AppConfigDialog:
        from boinc_gui.shell.dialog_openers import open_app_config

        return open_app_config(self)

    def gpu_devices(self) -> GpuDevicesDialog:
        from boinc_gui.shell.dialog_openers import open_gpu_devices

        return open_gpu_devices(self, self.snapshot, self.send)

    def rules_editor(self) -> RulesDialog | None:
        from boinc_gui.shell.dialog_openers import open_rules

        return open_rules(self, self._local_data_dir(), self.show_error)

    def about(self) -> QMessageBox:
        from boinc_gui.shell.dialog_openers import open_about

        return open_about(self, self.bridge.client)

    def about_text(self) -> str:
        from boinc_gui.shell.dialog_openers import about_text

        return about_text(self.bridge.client)

    def _warn(self, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, "boinc-gui", text)

    def _act(self, text: str, slot: Callable[[], object], shortcut: str | QKeySequence.StandardKey | None = None,
             tip: str = "") -> QAction:
        from boinc_gui.shell.menus import act

        return act(self, text, slot, shortcut, tip)

    # ------------------------------------------------------------- settings
    def set_theme(self, theme: Theme) -> None:
        self.settings.setValue("ui/theme", theme.value)
        self.apply_settings()

    def apply_settings(self) -> None:
        from boinc_gui.shell.window_settings import apply_settings

        apply_settings(self)

    # ---------------------------------------------------------------- close
    def bring_to_front(self) -> None:
        from PySide6.QtCore import Qt

        self.show()
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized | Qt.WindowState.WindowActive)
        self.raise_()
        self.activateWindow()

    def exit_app(self) -> None:
        self.quitting = True
        self.close()

    def exit_without_asking(self) -> None:
        """The system asks (SIGTERM at logout, kill): no question can be answered now."""
        from boinc_gui.shell.closing import close_for_system

        close_for_system(self)

    def attach_tray(self, tray: TrayController) -> None:
        """The tray icon, made after the window (boinc_gui/app.py): its menu acts on the window,
        the notice reminder and the GPU snooze use it, and it shows what the client last said."""
        from boinc_gui.shell.tray import connect_to_window

        self.tray = tray
        if not self.populated:
            return  # populate() wires it
        connect_to_window(tray, self)
        self.reminder.tray = tray
        self.gpu_controls.attach_tray(tray)
        self.gpu_controls.show(self.snapshot)
        tray.set_unread(self.reminder.unread)
        if self.snapshot is not None:
            tray.update_from(self.snapshot)

    def tray_usable(self) -> bool:
        """True when the tray icon is there to bring the window back (checked now: a tray
        host can go away while the app runs)."""
        from PySide6.QtWidgets import QSystemTrayIcon

        return (self.tray is not None and self.tray.available and self.tray.icon.isVisible()
                and QSystemTrayIcon.isSystemTrayAvailable())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Hide to the tray, or ask and quit (shell/closing.py)."""
        from boinc_gui.shell.closing import close_event

        close_event(self, event)
