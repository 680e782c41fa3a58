"""The manager window: tabs over one computer's client or all of them, menus, status bar.

This class holds construction and wiring; the parts live by responsibility in boinc_gui/shell/
(docs/window.md): the menus and their actions (menus.py), the status bar and its words
(status_bar.py), the dialogs the menus open (dialog_openers.py), the alerts and history
(long_view.py), what is shown of the primary host and the welcome page (host_view.py), the
actions on selected rows (row_actions.py), closing (closing.py). The public methods here are
what the menus, the tray, the parts and the tests call; most are one-line delegations.

``HostFeeds`` (boinc_gui/hosts/feeds.py) routes each shown host's snapshots to the tabs; the
primary host's also feeds the disk pies, the charts, the status bar and the tray
(``on_primary_snapshot``). Every user action sends one command to the host it concerns; the
effect shows up in a later snapshot, never by editing the tables here. The window does not
know which kind of client it has: it reads ``capabilities`` and the snapshot's ``emulated``
flag only to label them.

Start-up comes in two steps so that the window is painted before the engine, the charts and
numpy are loaded: ``MainWindow(None, settings, tray)`` is the shell (title, geometry,
"Starting…"), cheap because this module imports only Qt (and the status bar's words) at load
time; ``first_painted`` says when it has been drawn, and ``populate(bridge)`` then builds the
tabs, menus and status bar. Tabs are listed in ``tab_specs`` and added with ``add_tab``.
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
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QMainWindow, QVBoxLayout, QWidget

# Re-exported: the status bar's words were the window's, and callers import them from here.
from boinc_gui.hosts.names import shown_host
from boinc_gui.shell.status_bar import SPEEDS, mode_menu_words, mode_words, status_clock, task_counts
from boinc_gui.theme import Theme, apply_theme, style_widgets

if TYPE_CHECKING:
    from concurrent.futures import Future

    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPaintEvent
    from PySide6.QtWidgets import QDialog, QMenu, QMessageBox

    from boinc_gui.dialogs.app_config import AppConfigDialog
    from boinc_gui.dialogs.attach import AcctMgrDialog, AttachDialog
    from boinc_gui.dialogs.event_log_window import EventLogWindow
    from boinc_gui.dialogs.gpu_devices import GpuDevicesDialog
    from boinc_gui.dialogs.log_flags import LogFlagsDialog
    from boinc_gui.dialogs.prefs import PreferencesDialog
    from boinc_gui.dialogs.rules import RulesDialog
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.runtime.autostart import Autostart
    from boinc_gui.shell.alerts import AlertCenter
    from boinc_gui.shell.gpu_controls import GpuControls
    from boinc_gui.shell.tray import NoticeReminder, TrayController
    from boinc_gui.tabs.history import HistoryTab
    from boinc_gui.tabs.simple_view import SimpleView
    from core.api.commands import Command, CommandResult, ProjectAction, TaskAction, TransferAction
    from core.api.snapshot import ClientSnapshot, TaskRow
    from core.history import HistoryDb, HistoryRecorder
    from core.state import GlobalPrefs, RunMode

__all__ = ["SPEEDS", "TAB_NAMES", "MainWindow", "ask", "mode_menu_words", "mode_words", "status_clock",
           "task_counts"]

TAB_NAMES = ("Projects", "Tasks", "Transfers", "Disk", "Statistics", "Event log", "Notices", "History")
AUTO_ATTACH_WAIT_MS = 60_000  # how long the welcome page waits for the demo project's own attach


def ask(parent: QWidget, title: str, text: str) -> bool:
    """The default confirmation: a Yes/No box, No by default."""
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


class _Starting(QLabel):
    """The shell's content until the tabs are built; says when it has been painted."""

    painted = Signal()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.painted.emit()


class MainWindow(QMainWindow):
    first_painted = Signal()  # the shell has been drawn on screen once (see the module's docstring)
    primary_snapshot = Signal(object)  # each primary-host snapshot, once the window has taken it in (simple view)
    # Set by the parts that own them when they are installed or first opened (until then the
    # attribute is missing: they test with hasattr/getattr). Declared here so each is typed.
    url_opener: Callable[[QUrl], bool]  # shell/veteran_menus.py: QDesktopServices.openUrl or a test's
    web_menu: QMenu  # shell/veteran_menus.py
    graphics_action: QAction  # shell/veteran_menus.py
    event_log_window: EventLogWindow  # shell/veteran_menus.py
    simple_action: QAction  # tabs/simple_view.py
    simple_view: SimpleView  # tabs/simple_view.py
    log_flags_dialog: LogFlagsDialog  # dialogs/log_flags.py
    # shell/menus.py: the actions on rows (also the tabs' buttons), the modes, the menus' entries
    project_actions: dict[str, QAction]
    task_actions: dict[str, QAction]
    transfer_actions: dict[str, QAction]
    run_actions: dict[RunMode, QAction]
    net_actions: dict[RunMode, QAction]
    snooze_actions: list[QAction]
    resume_snooze_action: QAction
    view_menu: QMenu
    view_tabs_end: QAction  # where the View menu's tab entries end
    gpu_controls: GpuControls
    snooze_menu: QMenu
    soft_stop_action: QAction
    attach_action: QAction
    # shell/long_view.py: the alerts, the history (None without a place for it) and its tab
    alerts: AlertCenter
    history_db: HistoryDb | None
    # app.py, before the engine loads: the history file being opened on a thread (root, cap, the attempt)
    history_opening: tuple[Path, int | None, Future[HistoryDb]] | None = None
    history_recorder: HistoryRecorder | None
    history_tab: HistoryTab

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
        self.setWindowTitle(self.tr("boinc-gui — %1").replace("%1", label or self.tr("starting…")))
        geometry = settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        starting = _Starting(self.tr("Starting the client…"), self)
        starting.painted.connect(self._on_painted)
        # Centred by stretches, not setAlignment(Qt.AlignmentFlag.AlignCenter): see the imports.
        shell = QWidget(self)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(starting)
        row.addStretch(1)
        column = QVBoxLayout(shell)
        column.addStretch(1)
        column.addLayout(row)
        column.addStretch(1)
        self.setCentralWidget(shell)
        if bridge is not None:
            self.populate(bridge)

    def _on_painted(self) -> None:
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def populate(self, bridge: ClientBridge) -> None:
        """Build the tabs, menus and status bar over ``bridge``'s client (once)."""
        from PySide6.QtWidgets import QStackedWidget, QTabWidget

        from boinc_gui.hosts.feeds import HostFeeds
        from boinc_gui.icons import icon
        from boinc_gui.shell import gpu_controls, host_view, long_view, menus
        from boinc_gui.shell.status_bar import StatusBar
        from boinc_gui.shell.tray import NoticeReminder
        from boinc_gui.tables.models import project_model, task_model, transfer_model
        from boinc_gui.tables.table_view import TableTab
        from boinc_gui.tabs.lazy_disk import LazyDisk
        from boinc_gui.tabs.lazy_stats import LazyStatistics
        from boinc_gui.tabs.log import EventLogTab
        from boinc_gui.tabs.notices import NoticesTab
        from boinc_gui.tabs.welcome import WelcomePage
        from core.state import RunMode

        assert not self.populated, "populate() runs once"
        settings, tray = self.settings, self.tray
        caps = bridge.client.capabilities
        self.setWindowTitle(self.tr("boinc-gui — %1").replace("%1", caps.label))
        # Not in the shell: rendering the SVG (and loading Qt's SVG engine) delayed its first paint.
        self.setWindowIcon(icon("app"))

        self.projects = TableTab("Projects", project_model(self, self.prefs_in_force), settings, self)
        self.tasks = TableTab("Tasks", task_model(self), settings, self)

        def active(r: TaskRow) -> bool:
            return not r.finished and (r.active or r.status.startswith("Download"))

        self.active_only = self.tasks.add_toggle(self.tr("Active only"), active)
        self.gpu_only = gpu_controls.add_gpu_filter(self.tasks, self.active_only, active)
        self.transfers = TableTab("Transfers", transfer_model(self), settings, self)
        self.disk = LazyDisk(self)  # QtCharts and the pies when the tab is first shown
        self.stats = LazyStatistics(self)
        self.log = EventLogTab(self)
        self.notices = NoticesTab(self)
        self.notices.unread_changed.connect(self._unread_changed)
        self.reminder: NoticeReminder = NoticeReminder(tray, self, self._notices_in_front)
        self.feeds = HostFeeds(self, bridge)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        # The tabs in order; another tab is one more (name, widget) here or an add_tab() later.
        self.tab_specs: list[tuple[str, QWidget]] = [
            (self.tr("Projects"), self.projects), (self.tr("Tasks"), self.tasks),
            (self.tr("Transfers"), self.transfers), (self.tr("Disk"), self.disk),
            (self.tr("Statistics"), self.stats), (self.tr("Event log"), self.log), (self.tr("Notices"), self.notices),
        ]
        for name, w in self.tab_specs:
            self.tabs.addTab(w, name)
        self.welcome = WelcomePage(self)
        self.welcome.attach_requested.connect(self.attach_project)
        self.welcome.dismissed.connect(self.dismiss_welcome)
        self.body = QStackedWidget(self)
        self.body.addWidget(self.tabs)
        self.body.addWidget(self.welcome)
        self.banner = QLabel("", self)
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.setAccessibleName(self.tr("Client notice"))
        if caps.emulated:
            self.banner.setText(self.tr(
                "<b>Emulated client.</b> This window shows the emulator in accelerated time "
                "(the speed is at the bottom right), not real work. The live client replaces it."))
        else:
            self.banner.hide()
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 4, 0, 0)
        box.addWidget(self.banner)
        box.addWidget(self.body, 1)
        self.setCentralWidget(central)
        menus.build_actions(self)
        menus.build_menus(self)
        self.status = StatusBar(self, bridge.client)
        # The status bar's widgets under the names the window has always given them.
        self.emulated_label, self.activity_label = self.status.emulated_label, self.status.activity_label
        self.time_label, self.counts_label = self.status.time_label, self.status.counts_label
        self.acct_mgr_label, self.speed = self.status.acct_mgr_label, self.status.speed
        from boinc_gui.a11y import StatusAnnouncer

        self.announcer = StatusAnnouncer(self.activity_label)
        for table in (self.projects, self.tasks, self.transfers):
            table.selection_changed.connect(lambda _: self.update_enabled())
        self.projects.activated_row.connect(lambda r: self.project_properties())
        self.tasks.activated_row.connect(lambda r: self.task_properties())
        if tray is not None:
            tray.open_requested.connect(self.bring_to_front)
            tray.snooze_requested.connect(self.snooze)
            tray.soft_stop_requested.connect(self.soft_stop)
            tray.computing_suspend_requested.connect(
                lambda on: self.set_run_mode(RunMode.NEVER if on else RunMode.AUTO))
            tray.network_suspend_requested.connect(
                lambda on: self.set_network_mode(RunMode.NEVER if on else RunMode.AUTO))
            tray.exit_requested.connect(self.exit_app)
            tray.notices_requested.connect(self.show_notices)
        style_widgets(self.banner, self.statusBar())
        long_view.start(self, bridge)
        self.populated = True
        self.update_enabled()
        self.stats.set_history(host_view.history_file(self, self.feeds.primary_feed().host_id))
        self._apply_reminder_setting()
        self.feeds.draw_latest()

    # ------------------------------------------------------------ the tabs
    def add_tab(self, name: str, widget: QWidget) -> None:
        """One more tab (after populate()); the View menu gets an entry for it."""
        from boinc_gui.shell.menus import add_view_entry

        self.tab_specs.append((name, widget))
        self.tabs.addTab(widget, name)
        add_view_entry(self, len(self.tab_specs) - 1, name)

    def show_tab(self, index: int) -> None:
        self.body.setCurrentWidget(self.tabs)
        self.tabs.setCurrentIndex(index)

    def show_notices(self) -> None:
        """The Notices tab, in front (a click on the unread-notices message)."""
        self.bring_to_front()
        self.show_tab(self.tabs.indexOf(self.notices))

    def _notices_in_front(self) -> bool:
        return self.isVisible() and not self.isMinimized() and self.isActiveWindow() \
            and self.body.currentWidget() is self.tabs and self.tabs.currentWidget() is self.notices

    def _unread_changed(self, unread: int) -> None:
        self.tabs.setTabText(self.tabs.indexOf(self.notices),
                             self.tr("Notices (%1)").replace("%1", str(unread)) if unread else self.tr("Notices"))
        if self.tray is not None:
            self.tray.set_unread(unread)
        self.reminder.set_unread(unread)

    def focus_filter(self) -> None:
        from boinc_gui.shell.menus import focus_filter

        focus_filter(self.tabs, self.log)

    # ------------------------------------------------------ primary host
    def on_primary_snapshot(self, snap: ClientSnapshot) -> None:
        """The primary host's snapshot (HostFeeds already updated the tables and the log)."""
        from boinc_gui.shell import host_view, menus

        self.snapshot = snap
        host_view.update_welcome(self, snap)
        self.disk.prefs = snap.prefs
        self.disk.update_disk(snap.disk)
        self.stats.add_snapshot(snap)
        self.status.show_activity(snap, shown_host(self.feeds.primary_feed().name) if self.feeds.merged else "")
        self.gpu_controls.show(snap)
        menus.show_modes(self, snap.activity)
        self.announcer.feed(snap)  # computing suspended or resumed, a task failed: said to a screen reader
        self.alerts.feed(self.feeds.primary_feed().name, snap)
        view = self.bridge.client.account_manager() if not self.feeds.merged else None
        self.status.show_acct_mgr((view.name or view.url) if view is not None and view.url else "")
        if self.tray is not None:
            self.tray.update_from(snap)
        self.primary_snapshot.emit(snap)

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
        return self.populated and self.body.currentWidget() is self.welcome

    def dismiss_welcome(self) -> None:
        self.welcome_dismissed = True
        self.body.setCurrentWidget(self.tabs)

    # -------------------------------------------------------------- actions
    def send(self, command: Command, on_done: Callable[[CommandResult | BaseException], None] | None = None,
             bridge: ClientBridge | None = None) -> None:
        """Send ``command`` to ``bridge`` (default: the primary host's) and report a failure."""
        def report(outcome: CommandResult | BaseException) -> None:
            if isinstance(outcome, BaseException):
                self.show_error(self.tr("The client could not do that: %1").replace("%1", str(outcome)))
            elif not outcome.ok and outcome.message:
                self.statusBar().showMessage(outcome.message, 10000)
            if on_done is not None:
                on_done(outcome)
        (bridge or self.bridge).submit(command, report)

    def send_to(self, host: str, command: Command) -> None:
        """Send ``command`` to the host a row came from."""
        bridge = self.feeds.bridge_of(host)
        if bridge is None:
            self.show_error(self.tr("That computer is no longer shown; the command was not sent."))
            return
        self.send(command, bridge=bridge)

    def send_everywhere(self, command: Command, what: str = "") -> None:
        """Send ``command`` to every computer shown (all of them in the merged view, once asked)."""
        bridges = self.feeds.bridges()
        if len(bridges) > 1 and what and not self.confirm(self.tr("All computers"), self.tr(
                "%1 on all %n computers shown?", "", len(bridges)).replace("%1", what)):
            return
        for bridge in bridges:
            self.send(command, bridge=bridge)

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
        from core.api.commands import SetRunMode

        self.send_everywhere(SetRunMode(mode), self.tr("Computing: %1").replace("%1", mode_menu_words(mode)))

    def set_network_mode(self, mode: RunMode) -> None:
        from core.api.commands import SetNetworkMode

        self.send_everywhere(SetNetworkMode(mode), self.tr("Network: %1").replace("%1", mode_menu_words(mode)))

    def snooze(self, seconds: float | None) -> None:
        from core.api.commands import Snooze

        self.send_everywhere(Snooze(seconds), self.tr("Snooze") if seconds != 0.0 else self.tr("End the snooze"))

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
        app = QApplication.instance()
        if isinstance(app, QApplication):
            dark = apply_theme(app, Theme(str(self.settings.value("ui/theme", "system"))), app_wide=False)
            if self.populated:
                style_widgets(self.banner, self.statusBar())
                self.disk.apply_theme(dark)
                self.stats.apply_theme(dark)
        if self.populated:
            self._apply_reminder_setting()
            if self.history_db is not None:  # set by populate (shell/long_view.py)
                from boinc_gui.tabs.history_cap import apply_history_cap

                apply_history_cap(self.history_db, self.settings)

    def _apply_reminder_setting(self) -> None:
        hours: object = self.settings.value("ui/notice_hours", 6)
        try:
            self.reminder.set_interval_hours(float(str(hours)))
        except ValueError:
            self.reminder.set_interval_hours(6.0)

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
        self.quitting = True
        self.asked_by_system = True
        self.close()

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
