"""The manager window: tabs over one computer's client or all of them, menus, status bar.

``HostFeeds`` (boinc_gui/hosts/feeds.py) routes each shown host's snapshots
(GUI thread) to the tabs: table models are updated incrementally per host, new
messages appended; the primary host's snapshot also feeds the disk pies, the
charts, the status bar and the tray (``on_primary_snapshot``). Every user
action is one small function (row actions in boinc_gui/shell/row_actions.py) that
sends one command to the host it concerns; the effect shows up in a later
snapshot, never by editing the tables here. The window does not know which
kind of client it has (emulated, in-process or remote): it reads
``capabilities`` and the snapshot's ``emulated`` flag only to label them.

Start-up comes in two steps so that the window is painted before the engine,
the HTTP client, the charts and numpy are loaded: ``MainWindow(None, settings,
tray)`` is the shell (title, geometry, "Starting…"), cheap because this module
imports only Qt at load time; ``first_painted`` says when it has been drawn, and
``populate(bridge)`` then builds the tabs, menus and status bar
(``MainWindow(bridge, settings, tray)`` does both at once). The Statistics tab
loads pyqtgraph when first shown (boinc_gui/tabs/lazy_stats.py), the Disk tab QtCharts
(boinc_gui/tabs/lazy_disk.py), and the pies are redrawn only while they can be seen. Tabs are listed in
``tab_specs`` (name, widget) and added with ``add_tab``; the View menu follows.

With no project attached on the computer shown, the tabs give way to the
welcome page (boinc_gui/tabs/welcome.py), which opens the attach dialog. With no
system tray, closing the window quits (after the usual question) instead of
hiding the app where nobody can reach it.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

# Only what the shell needs: PySide6 builds a class's enums when the class is first named
# (QMessageBox, QAction, QEvent...: 3-4 ms in all here), and its whole ``Qt`` namespace on the
# first use of any ``Qt`` enum (17 ms). The methods that build the tabs and menus import the
# rest, after the first paint.
from PySide6.QtCore import QCoreApplication, QSettings, QTimer, Signal
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QMainWindow, QVBoxLayout, QWidget

from boinc_gui.theme import Theme, apply_theme

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPaintEvent
    from PySide6.QtWidgets import QDialog, QMenu, QMessageBox

    from boinc_gui.dialogs.app_config import AppConfigDialog
    from boinc_gui.dialogs.attach import AcctMgrDialog, AttachDialog
    from boinc_gui.dialogs.event_log_window import EventLogWindow
    from boinc_gui.dialogs.gpu_devices import GpuDevicesDialog
    from boinc_gui.dialogs.log_flags import LogFlagsDialog
    from boinc_gui.dialogs.rules import RulesDialog
    from boinc_gui.tabs.simple_view import SimpleView
    from boinc_gui.runtime.autostart import Autostart
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.dialogs.prefs import PreferencesDialog
    from boinc_gui.shell.tray import NoticeReminder, TrayController
    from core.api.commands import Command, CommandResult, ProjectAction, TaskAction, TransferAction
    from core.api.snapshot import ClientSnapshot, TaskRow
    from core.history import HistoryDb, HistoryRecorder
    from core.state import GlobalPrefs, RunMode

SPEEDS = (1.0, 10.0, 60.0, 600.0, 3600.0)
TAB_NAMES = ("Projects", "Tasks", "Transfers", "Disk", "Statistics", "Event log", "Notices", "History")
AUTO_ATTACH_WAIT_MS = 60_000  # how long the welcome page waits for the demo project's own attach


def _setting_bool(settings: QSettings, key: str, default: bool) -> bool:
    from boinc_gui.formatting import setting_bool

    return setting_bool(settings, key, default)


def mode_menu_words(mode: RunMode) -> str:
    """A mode as the Activity menu names it, for a question about it."""
    from core.state import RunMode

    if mode == RunMode.ALWAYS:
        return QCoreApplication.translate("MainWindow", "run always")
    if mode == RunMode.NEVER:
        return QCoreApplication.translate("MainWindow", "suspend")
    return QCoreApplication.translate("MainWindow", "run based on preferences")


def mode_words(mode: RunMode, allowed: bool, reason: str) -> str:
    """"suspended (user request)", "based on preferences, suspended (CPU is busy)": "suspended" once."""
    from core.state import RunMode

    words = {RunMode.ALWAYS: QCoreApplication.translate("MainWindow", "always"),
             RunMode.AUTO: QCoreApplication.translate("MainWindow", "based on preferences"),
             RunMode.NEVER: QCoreApplication.translate("MainWindow", "suspended")}.get(mode, "?")
    if allowed or not reason:
        return words
    from boinc_gui.shell.suspend_words import reason_text

    reason = reason_text(reason)
    if mode == RunMode.NEVER:
        return QCoreApplication.translate("MainWindow", "suspended (%1)").replace("%1", reason)
    from boinc_gui.shell.placeholders import arg

    return arg(QCoreApplication.translate("MainWindow", "%1, suspended (%2)"), words, reason)


def task_counts(snap: ClientSnapshot) -> str:
    """The status bar's tasks by state: "3 running · 12 waiting · 2 to report" (states with none left out)."""
    counts = dict.fromkeys(("running", "downloading", "waiting", "uploading", "to report"), 0)
    for t in snap.tasks:
        if t.running:
            counts["running"] += 1
        elif t.status.startswith("Ready to report"):
            counts["to report"] += 1
        elif t.status.startswith("Uploading"):
            counts["uploading"] += 1
        elif t.status.startswith("Downloading"):
            counts["downloading"] += 1
        elif not t.finished:
            counts["waiting"] += 1
    # Qt's %n: each language's plural forms ("1 läuft", "3 laufen").
    words = {"running": lambda n: QCoreApplication.translate("MainWindow", "%n running", "", n),
             "downloading": lambda n: QCoreApplication.translate("MainWindow", "%n downloading", "", n),
             "waiting": lambda n: QCoreApplication.translate("MainWindow", "%n waiting", "", n),
             "uploading": lambda n: QCoreApplication.translate("MainWindow", "%n uploading", "", n),
             "to report": lambda n: QCoreApplication.translate("MainWindow", "%n to report", "", n)}
    return " · ".join(words[state](n) for state, n in counts.items() if n or state == "running")


def status_clock(t: float, speed: float = 1.0) -> str:
    """The status bar's clock: a clock that runs in real time to the minute, an emulator's
    to the second. A label that changes every second is repainted (and the window's
    image sent to the display) every second: a third of an idle manager's CPU time."""
    from PySide6.QtCore import QDateTime, QLocale

    from boinc_gui.formatting import EMULATED_EPOCH_LIMIT, format_client_time

    if t < EMULATED_EPOCH_LIMIT or speed != 1.0:
        return format_client_time(t)
    # The window's language names the day and month (strftime used the C locale's: "Mon" in
    # German), and its catalogue orders them: the message is a QDateTime format, not words.
    pattern = QCoreApplication.translate("MainWindow", "ddd dd MMM yyyy HH:mm")
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(t)), pattern)


def app_version() -> str:
    from importlib import metadata  # here, not at the top: 20 ms and 5 MB the window's shell does without

    try:
        return metadata.version("boinc-gui")
    except metadata.PackageNotFoundError:
        return QCoreApplication.translate("MainWindow", "unknown (not installed)")


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
        self._welcome_dismissed = False
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

        from boinc_gui.icons import icon
        from boinc_gui.tabs.lazy_stats import LazyStatistics
        from boinc_gui.hosts.feeds import HostFeeds
        from boinc_gui.tables.models import project_model, task_model, transfer_model
        from boinc_gui.tabs.lazy_disk import LazyDisk
        from boinc_gui.tabs.log import EventLogTab
        from boinc_gui.tabs.notices import NoticesTab
        from boinc_gui.tables.table_view import TableTab
        from boinc_gui.shell.tray import NoticeReminder
        from boinc_gui.tabs.welcome import WelcomePage
        from core.state import RunMode

        assert not self.populated, "populate() runs once"
        settings, tray = self.settings, self.tray
        caps = bridge.client.capabilities
        self.setWindowTitle(self.tr("boinc-gui — %1").replace("%1", caps.label))
        # Not in the shell: rendering the SVG (and loading Qt's SVG engine) delayed its first paint.
        self.setWindowIcon(icon("app"))

        self.projects = TableTab("Projects", project_model(self, self._prefs), settings, self)
        self.tasks = TableTab("Tasks", task_model(self), settings, self)
        from boinc_gui.shell import gpu_controls
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
        self._build_actions()
        self._build_menus()
        self._build_status_bar()
        self.projects.selection_changed.connect(lambda _: self.update_enabled())
        self.tasks.selection_changed.connect(lambda _: self.update_enabled())
        self.transfers.selection_changed.connect(lambda _: self.update_enabled())
        self.projects.activated_row.connect(lambda r: self.project_properties())
        self.tasks.activated_row.connect(lambda r: self.task_properties())
        if tray is not None:
            tray.open_requested.connect(self.bring_to_front)
            tray.snooze_requested.connect(self.snooze)
            tray.soft_stop_requested.connect(self.soft_stop)
            tray.computing_suspend_requested.connect(lambda on: self.set_run_mode(RunMode.NEVER if on else RunMode.AUTO))
            tray.network_suspend_requested.connect(lambda on: self.set_network_mode(RunMode.NEVER if on else RunMode.AUTO))
            tray.exit_requested.connect(self.exit_app)
            tray.notices_requested.connect(self.show_notices)
        self._style(self.banner, self.statusBar())
        self._start_long_view(bridge)
        self.populated = True
        self.update_enabled()
        self.stats.set_history(self.history_file(self.feeds.primary_feed().host_id))
        self._apply_reminder_setting()
        self.feeds.draw_latest()

    def _style(self, *widgets: QWidget) -> None:
        """The theme's style sheet on ``widgets`` (and their children) only: the banner, the
        status bar and the dialogs that have error labels or fields. On the whole application
        Qt would style every widget through its style-sheet engine (3 MB). Never the tabs' bar:
        a sheet on it pins the tab widget's palette, and every tab kept the old theme's colours."""
        from PySide6.QtGui import QPalette

        from boinc_gui.theme import style_sheet

        # The sheet of the palette in force (apply_theme set it), so the two never disagree.
        dark = QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
        sheet = style_sheet(dark)
        for w in widgets:
            w.setStyleSheet(sheet)

    def manager_dir(self) -> Path | None:
        """The manager's own directory (where manager.ini lives); None for settings kept elsewhere."""
        name = self.settings.fileName()
        return Path(name).parent if name.endswith(".ini") else None

    def _start_long_view(self, bridge: ClientBridge) -> None:
        """Task history, alerts and the History tab (issue 23): what lasts beyond one snapshot."""
        from boinc_gui.shell.alerts import AlertCenter
        from boinc_gui.tabs.history import HistoryTab

        root = self.manager_dir()
        self.alerts = AlertCenter(self.settings, self.tray.icon if self.tray is not None else None,
                                  data_dir=root, parent=self)
        self.alerts.notified.connect(self.notices.add_alert)  # the Notices tab keeps what the balloons said
        self.history_db: HistoryDb | None = None
        self.history_recorder: HistoryRecorder | None = None
        if root is None:
            return  # settings kept outside a directory: nowhere to keep a history
        from boinc_gui.tabs.history_cap import history_cap_bytes
        from boinc_gui.tabs.history_open import open_history
        from core.history import HistoryRecorder

        self.history_db, said = open_history(root, history_cap_bytes(self.settings), self.confirm)
        if said:
            self.show_error(said)
        if self.history_db is None:
            return
        self.history_tab = HistoryTab(self.history_db, self)
        import socket

        self.history_tab.set_local_host(socket.gethostname(), self._host_name())  # one name: "This computer"
        self.add_tab(self.tr("History"), self.history_tab)
        self.stats.set_history_db(self.history_db)  # the daily charts: days and months, across restarts
        if bridge.client.capabilities.emulated:
            return  # the emulator's tasks are not this computer's history
        self.history_recorder = HistoryRecorder(self.history_db)
        # The client's own listener, not the bridge's signal: the bridge drops all but the
        # newest snapshot of a burst, and a task may finish and leave within one.
        bridge.client.add_listener(self.history_recorder.on_snapshot)
        local = self._local_data_dir()
        if local is not None:
            self._import_job_logs(local)

    def _import_job_logs(self, data_dir: Path) -> None:
        """BOINC's job logs and statistics files of this computer's client, once (off the GUI thread)."""
        import threading

        from core.history import import_data_dir

        db, host = self.history_db, self._host_name()
        assert db is not None  # called once the history is open

        def work() -> None:
            try:
                import_data_dir(db, data_dir, host)
            except Exception as exc:  # a bad old file must not cost the window; say so in the log
                import logging

                logging.getLogger(__name__).warning("importing job logs from %s failed: %s", data_dir, exc)

        threading.Thread(target=work, name="history-import", daemon=True).start()

    def _host_name(self) -> str:
        snap = self.feeds.latest.get(self.feeds.primary_feed().host_id) if self.populated else None
        name = snap.host.name if snap is not None else ""
        if not name:
            import socket

            name = socket.gethostname()
        return name

    def _stop_long_view(self) -> None:
        recorder, db = getattr(self, "history_recorder", None), getattr(self, "history_db", None)
        if recorder is not None:
            try:
                self.bridge.client.remove_listener(recorder.on_snapshot)
            except (AttributeError, ValueError):
                pass
            recorder.close()
        if db is not None:
            self.stats.set_history_db(None)
            db.close()

    def gpu_devices(self) -> GpuDevicesDialog:
        """The GPUs of the computer shown, with the tasks on each device (boinc_gui/dialogs/gpu_devices.py)."""
        from boinc_gui.dialogs.gpu_devices import GpuDevicesDialog

        dlg = GpuDevicesDialog(self.snapshot, self, send=self.send)
        dlg.show()
        return dlg

    def rules_editor(self) -> RulesDialog | None:
        from PySide6.QtCore import Qt

        from boinc_gui.hosts.manager import HostManager
        from boinc_gui.dialogs.rules import RulesDialog, rules_hosts
        from core.rules.rules_file import RULES_FILE_NAME

        root = self._local_data_dir()
        path = root / RULES_FILE_NAME if root is not None else None
        manager = self.findChild(HostManager)  # the remote hosts (boinc_gui/app.py parents it to the window)
        hosts = rules_hosts(manager, path) if manager is not None else None
        if path is None and not hosts:
            self.show_error(self.tr("Rules belong to a client that evaluates them: this computer's, or a remote "
                                    "boinc-core added under Hosts."))
            return None
        dlg = RulesDialog(path, self, hosts=hosts, current=manager.current if manager is not None else "")
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        return dlg

    def account_manager(self) -> AcctMgrDialog:
        from PySide6.QtCore import Qt

        from boinc_gui.dialogs.attach import AcctMgrDialog

        dlg = AcctMgrDialog(self)
        self._style(dlg)
        dlg.command_requested.connect(lambda cmd: self.bridge.submit(cmd, dlg.on_result))
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        return dlg

    def app_config(self) -> AppConfigDialog:
        from boinc_gui.dialogs.app_config import open_app_config_dialog

        dlg = open_app_config_dialog(self)
        self._style(dlg)
        dlg.show()
        return dlg

    def add_tab(self, name: str, widget: QWidget) -> None:
        """One more tab (after populate()); the View menu gets an entry for it."""
        self.tab_specs.append((name, widget))
        self.tabs.addTab(widget, name)
        self._add_view_entry(len(self.tab_specs) - 1, name)

    def _add_view_entry(self, index: int, name: str) -> None:
        shortcut = f"Ctrl+{index + 1}" if index < 9 else None
        act = self._act(name, partial(self.show_tab, index), shortcut)
        self.view_menu.insertAction(self._view_tabs_end, act)

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

    # ------------------------------------------------------------- welcome
    def expect_automatic_attach(self, wait_ms: int = AUTO_ATTACH_WAIT_MS) -> None:
        """The client attaches the demo project by itself: no welcome page meanwhile (at most ``wait_ms``)."""
        self.expect_auto_attach = True

        def stop_waiting() -> None:
            self.expect_auto_attach = False
            if self.snapshot is not None:
                self._update_welcome(self.snapshot)
        QTimer.singleShot(wait_ms, self, stop_waiting)

    def welcome_first_start(self) -> None:
        """A first start (no client state before): the demo project attaches on its own, so a
        banner says what is happening and where a science project is added; once per settings."""
        from boinc_gui.tabs.welcome import first_start_banner

        central = self.centralWidget()
        box = central.layout() if central is not None else None
        if central is not None and isinstance(box, QVBoxLayout) and self.first_start is None:
            self.first_start = first_start_banner(self.settings, box, central)
            if self.first_start is not None:
                self.first_start.attach_requested.connect(self.attach_project)

    def welcome_shown(self) -> bool:
        return self.populated and self.body.currentWidget() is self.welcome

    def dismiss_welcome(self) -> None:
        self._welcome_dismissed = True
        self.body.setCurrentWidget(self.tabs)

    def _update_welcome(self, snap: ClientSnapshot) -> None:
        if snap.projects:
            self.expect_auto_attach = False
            self._welcome_dismissed = False  # a later detach of every project welcomes again
        caps = self.bridge.client.capabilities
        welcome = (not snap.projects and caps.can_attach and not self.feeds.merged and not self.expect_auto_attach
                   and not self._welcome_dismissed)
        self.body.setCurrentWidget(self.welcome if welcome else self.tabs)

    @property
    def bridge(self) -> ClientBridge:
        """The primary host's bridge: the computer shown, or this computer in the merged view."""
        return self.feeds.primary_feed().bridge

    def _prefs(self) -> GlobalPrefs | None:
        return self.snapshot.prefs if self.snapshot is not None else None

    def _unread_changed(self, unread: int) -> None:
        self.tabs.setTabText(self.tabs.indexOf(self.notices),
                             self.tr("Notices (%1)").replace("%1", str(unread)) if unread else self.tr("Notices"))
        if self.tray is not None:
            self.tray.set_unread(unread)
        self.reminder.set_unread(unread)

    def _warn(self, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, "boinc-gui", text)

    # ------------------------------------------------------------- building
    def _act(self, text: str, slot: Callable[[], object], shortcut: str | QKeySequence.StandardKey | None = None,
             tip: str = "") -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        act = QAction(text, self)
        act.triggered.connect(lambda *_: slot())
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
            act.setToolTip(tip)
        self.addAction(act)
        return act

    def _build_actions(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QToolButton

        from boinc_gui.shell.tray import SNOOZE_CHOICES
        from core.api.commands import ProjectAction, TaskAction, TransferAction

        P, T, X = ProjectAction, TaskAction, TransferAction
        self.project_actions: dict[str, QAction] = {
            "update": self._act(self.tr("Update"), lambda: self.project_op(P.UPDATE), "F5",
                                self.tr("Contact the project now")),
            "suspend": self._act(self.tr("Suspend"), lambda: self.project_op(P.SUSPEND)),
            "resume": self._act(self.tr("Resume"), lambda: self.project_op(P.RESUME)),
            "nomorework": self._act(self.tr("No new tasks"), lambda: self.project_op(P.NO_MORE_WORK)),
            "allowmorework": self._act(self.tr("Allow new tasks"), lambda: self.project_op(P.ALLOW_MORE_WORK)),
            "reset": self._act(self.tr("Reset project"), lambda: self.project_op(P.RESET)),
            "detach": self._act(self.tr("Remove"), lambda: self.project_op(P.DETACH),
                                tip=self.tr("Detach from the project")),
            "properties": self._act(self.tr("Properties"), self.project_properties),
        }
        self.task_actions: dict[str, QAction] = {
            "suspend": self._act(self.tr("Suspend"), lambda: self.task_op(T.SUSPEND)),
            "resume": self._act(self.tr("Resume"), lambda: self.task_op(T.RESUME)),
            "abort": self._act(self.tr("Abort"), lambda: self.task_op(T.ABORT)),
            "properties": self._act(self.tr("Properties"), self.task_properties),
        }
        self.transfer_actions: dict[str, QAction] = {
            "retry": self._act(self.tr("Retry now"), lambda: self.transfer_op(X.RETRY)),
            "abort": self._act(self.tr("Abort transfer"), lambda: self.transfer_op(X.ABORT)),
        }
        for tab, actions in ((self.projects, self.project_actions), (self.tasks, self.task_actions),
                             (self.transfers, self.transfer_actions)):
            for act in actions.values():
                button = QToolButton(tab)
                button.setDefaultAction(act)
                tab.top.addWidget(button)
            tab.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
            tab.view.addActions(list(actions.values()))
        self.run_actions = self._mode_group(self.set_run_mode)
        self.net_actions = self._mode_group(self.set_network_mode)
        self.snooze_actions = [self._act(QCoreApplication.translate("tray", text), partial(self.snooze, s))
                               for text, s in SNOOZE_CHOICES]
        self.resume_snooze_action = self._act(self.tr("Resume now"), lambda: self.snooze(0.0))

    def _mode_group(self, setter: Callable[[RunMode], None]) -> dict[RunMode, QAction]:
        from PySide6.QtGui import QAction, QActionGroup

        from core.state import RunMode

        group = QActionGroup(self)
        out = {}
        for mode, text in ((RunMode.ALWAYS, self.tr("Run always")), (RunMode.AUTO, self.tr("Run based on preferences")),
                           (RunMode.NEVER, self.tr("Suspend"))):
            act = QAction(text, self, checkable=True)
            act.triggered.connect(lambda *_, m=mode: setter(m))
            group.addAction(act)
            out[mode] = act
        out[RunMode.AUTO].setChecked(True)
        return out

    def _build_menus(self) -> None:
        from PySide6.QtGui import QKeySequence
        from PySide6.QtWidgets import QMenu

        bar = self.menuBar()
        file = bar.addMenu(self.tr("&File"))
        file.addAction(self._act(self.tr("Close window"), self.close, QKeySequence.StandardKey.Close))
        file.addAction(self._act(self.tr("Exit"), self.exit_app, QKeySequence.StandardKey.Quit,
                                 self.tr("Stop computing and exit")))
        view = self.view_menu = bar.addMenu(self.tr("&View"))
        self._view_tabs_end = view.addSeparator()
        for i, (name, _) in enumerate(self.tab_specs):
            self._add_view_entry(i, name)
        view.addAction(self._act(self.tr("Filter current table"), self.focus_filter, QKeySequence.StandardKey.Find))
        view.addAction(self._act(self.tr("Select columns…"), self.column_chooser))
        theme = view.addMenu(self.tr("Theme"))
        words = {Theme.SYSTEM: self.tr("System"), Theme.LIGHT: self.tr("Light"), Theme.DARK: self.tr("Dark")}
        for t in Theme:
            theme.addAction(self._act(words.get(t, t.value.capitalize()), partial(self.set_theme, t)))
        menus = {}
        for key, title, actions in (("&Project", self.tr("&Project"), self.project_actions),
                                    ("&Task", self.tr("&Task"), self.task_actions),
                                    ("T&ransfer", self.tr("T&ransfer"), self.transfer_actions)):
            menu = menus[key] = bar.addMenu(title)
            menu.addActions(list(actions.values()))
        activity = bar.addMenu(self.tr("&Activity"))
        activity.addSection(self.tr("Computing"))
        activity.addActions(list(self.run_actions.values()))
        activity.addSection(self.tr("Network"))
        from core.state import RunMode

        for mode, act in self.net_actions.items():
            act.setText({RunMode.ALWAYS: self.tr("Network activity always"),
                         RunMode.AUTO: self.tr("Network activity based on preferences"),
                         RunMode.NEVER: self.tr("Suspend network activity")}[mode])
            activity.addAction(act)
        from boinc_gui.shell import gpu_controls
        self.gpu_controls = gpu_controls.GpuControls(self, activity, self.tray, self.send_everywhere)
        activity.addSeparator()
        self.snooze_menu = QMenu(self.tr("Snooze"), self)
        self.snooze_menu.addActions(self.snooze_actions)
        self.snooze_menu.addSeparator()
        self.snooze_menu.addAction(self.resume_snooze_action)
        activity.addMenu(self.snooze_menu)
        self.soft_stop_action = self._act(self.tr("Soft stop (after the next checkpoint)"), self.soft_stop)
        activity.addAction(self.soft_stop_action)
        tools = bar.addMenu(self.tr("T&ools"))
        self.attach_action = self._act(self.tr("Add project…"), self.attach_project, "Ctrl+N")
        tools.addAction(self.attach_action)
        tools.addAction(self._act(self.tr("Preferences…"), self.preferences, QKeySequence.StandardKey.Preferences))
        tools.addAction(self._act(self.tr("Application settings (app_config.xml)…"), self.app_config))
        tools.addAction(self._act(self.tr("Account manager…"), self.account_manager))
        tools.addSeparator()
        tools.addAction(self._act(self.tr("Rules…"), self.rules_editor))
        tools.addAction(self._act(self.tr("GPUs…"), self.gpu_devices))
        tools.addAction(self._act(self.tr("Alerts…"), lambda: self.alerts.show_log(self)))
        self.attach_action.setEnabled(self.feeds.primary_feed().bridge.client.capabilities.can_attach)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self._act(self.tr("About boinc-gui"), self.about))
        from boinc_gui.shell import veteran_menus  # web links, graphics, event log window, simple view, F1...

        veteran_menus.install(self, menus["&Project"], menus["&Task"], view, tools, help_menu)

    def _build_status_bar(self) -> None:
        from PySide6.QtWidgets import QComboBox

        sb = self.statusBar()
        self.emulated_label = QLabel("", self)
        from boinc_gui.shell.elided_label import ElidedLabel

        # Elided when the window is narrow (its tooltip has it all): usable down to 800 px.
        self.activity_label = ElidedLabel(self.tr("Connecting to the client…"), self)
        self.activity_label.setAccessibleName(self.tr("Activity"))
        from boinc_gui.a11y import StatusAnnouncer

        self.announcer = StatusAnnouncer(self.activity_label)
        self.time_label = QLabel("", self)
        self.time_label.setToolTip(self.tr("The client's clock"))
        self.counts_label = QLabel("", self)
        self.counts_label.setAccessibleName(self.tr("Tasks by state"))
        self.acct_mgr_label = QLabel("", self)
        self.acct_mgr_label.setAccessibleName(self.tr("Account manager"))
        self.acct_mgr_label.hide()
        sb.addWidget(self.emulated_label)
        sb.addWidget(self.activity_label, 1)
        sb.addPermanentWidget(self.acct_mgr_label)
        sb.addPermanentWidget(self.counts_label)
        sb.addPermanentWidget(self.time_label)
        self.speed = QComboBox(self)
        self.speed.setAccessibleName(self.tr("Emulation speed"))
        self.speed.setToolTip(self.tr("Simulated seconds per real second"))
        for s in SPEEDS:
            self.speed.addItem(self.tr("%1× speed").replace("%1", f"{s:g}"), s)
        client = self.feeds.primary_feed().bridge.client
        if client.capabilities.can_change_speed:
            current = client.speed
            self.speed.setCurrentIndex(min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - current)))
            self.speed.currentIndexChanged.connect(lambda i: client.set_speed(SPEEDS[i]))
            sb.addPermanentWidget(self.speed)
        else:
            self.speed.hide()

    # -------------------------------------------------------------- updates
    def on_primary_snapshot(self, snap: ClientSnapshot) -> None:
        """The primary host's snapshot (HostFeeds already updated the tables and the log)."""
        self.snapshot = snap
        self._update_welcome(snap)
        self.disk.prefs = snap.prefs
        self.disk.update_disk(snap.disk)
        self.stats.add_snapshot(snap)
        self._show_activity(snap)
        self.announcer.feed(snap)  # computing suspended or resumed, a task failed: said to a screen reader
        self.alerts.feed(self.feeds.primary_feed().name, snap)
        self._show_acct_mgr()
        if self.tray is not None:
            self.tray.update_from(snap)
        self.primary_snapshot.emit(snap)

    def _show_acct_mgr(self) -> None:
        """The account manager this computer's client has joined, by name (BOINC Manager shows it too)."""
        view = self.bridge.client.account_manager() if not self.feeds.merged else None
        name = (view.name or view.url) if view is not None and view.url else ""
        self.acct_mgr_label.setText(self.tr("Account manager: %1").replace("%1", name) if name else "")
        self.acct_mgr_label.setVisible(bool(name))

    def _show_activity(self, snap: ClientSnapshot) -> None:
        from boinc_gui.formatting import format_countdown
        from boinc_gui.theme import ACCENT_TEXT
        from core.state import RunMode

        a = snap.activity
        self.emulated_label.setText(
            self.tr("<b style='color:%1'>EMULATED</b> — not real work").replace("%1", ACCENT_TEXT.name())
            if snap.emulated else "")
        parts = [self.tr("Computing: %1").replace("%1", mode_words(a.run_mode, a.computing, a.task_suspend_reason)),
                 self.tr("Network: %1").replace("%1", mode_words(a.network_mode, a.network, a.network_suspend_reason))]
        if snap.host.gpus:
            parts.append(self.tr("GPU: %1").replace(
                "%1", mode_words(a.gpu_mode, not a.gpu_suspend_reason, a.gpu_suspend_reason)))
        if a.snooze_until is not None:
            parts.append(self.tr("Snoozed: %1").replace("%1", format_countdown(a.snooze_until, snap.time)))
        # In the all-computers view these are one computer's modes: say whose.
        from boinc_gui.shell.placeholders import arg

        whose = self.feeds.primary_feed().name if self.feeds.merged else ""
        self.activity_label.setText(arg(self.tr("%1: %2"), whose, " · ".join(parts)) if whose else " · ".join(parts))
        self.gpu_controls.show(snap)
        self.counts_label.setText(task_counts(snap))
        # The date and time alone (its tooltip says whose clock): the status bar is full in the
        # all-computers view, and the task counts must not be cut. Same text, no repaint.
        self.time_label.setText(status_clock(snap.time, snap.speed))
        if self.speed.isVisible() and self.speed.currentData() != snap.speed and snap.speed in SPEEDS:
            self.speed.blockSignals(True)
            self.speed.setCurrentIndex(SPEEDS.index(snap.speed))
            self.speed.blockSignals(False)
        self.run_actions[a.run_mode if a.run_mode in self.run_actions else RunMode.AUTO].setChecked(True)
        self.net_actions[a.network_mode if a.network_mode in self.net_actions else RunMode.AUTO].setChecked(True)
        self.resume_snooze_action.setEnabled(a.snooze_until is not None)

    def update_enabled(self) -> None:
        from boinc_gui.shell import row_actions
        row_actions.update_enabled(self)

    def host_view_changed(self) -> None:
        """Another computer, or the merged view, is shown: title, banner and menus follow."""
        feed = self.feeds.primary_feed()
        caps = feed.bridge.client.capabilities
        if self.feeds.merged:
            self.setWindowTitle(self.tr("boinc-gui — All computers (%1)").replace("%1", str(len(self.feeds.hosts()))))
        else:
            self.setWindowTitle(self.tr("boinc-gui — %1").replace(
                "%1", feed.name if feed.name != "This computer" else caps.label))
        self.banner.setVisible(caps.emulated)
        from boinc_gui.a11y import StatusAnnouncer

        self.announcer = StatusAnnouncer(self.activity_label)  # another computer: the switch itself is no news
        self.attach_action.setEnabled(caps.can_attach)
        self.update_enabled()

    def reset_host_tabs(self) -> None:
        """Empty the one-computer tabs (Disk, Statistics, status bar) for the primary host."""
        feed = self.feeds.primary_feed()
        caps = feed.bridge.client.capabilities
        self.disk.reset("" if caps.has_disk else self.tr("%1 does not report its disk usage to this window.").replace(
                            "%1", feed.name),
                        self.tr("Disk usage of %1 (they show one computer at a time: choose another in the Computer "
                                "box)").replace("%1", feed.name) if self.feeds.merged else "")
        self.stats.reset(self.tr("Charts of %1 (they show one computer at a time: choose another in the Computer "
                                 "box)").replace("%1", feed.name) if self.feeds.merged else "")
        self.stats.set_history(self.history_file(feed.host_id))
        self.snapshot = None
        self.activity_label.setText(self.tr("Connecting to the client…"))

    def history_file(self, host_id: str) -> Path | None:
        """Where the charts of ``host_id`` are kept: next to manager.ini (None for an emulator)."""
        feed = self.feeds.feed(host_id)
        if feed is None or feed.bridge.client.capabilities.emulated or not self.settings.fileName():
            return None
        return Path(self.settings.fileName()).parent / "statistics" / f"{host_id}.json"

    def client_time(self, host: str) -> float:
        """The clock of ``host``'s latest snapshot (0 before the first)."""
        snap = self.feeds.latest.get(host)
        return snap.time if snap is not None else 0.0

    def row_label(self, host: str, name: str) -> str:
        """A row's name for a confirmation; names the computer in the merged view."""
        feed = self.feeds.feed(host)
        if self.feeds.merged and feed is not None:
            from boinc_gui.shell.placeholders import arg

            return arg(self.tr("%1 on %2"), name, feed.name)
        return name

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
        if len(bridges) > 1 and what and not self.confirm(
                self.tr("All computers"), self.tr("%1 on all %n computers shown?", "", len(bridges)).replace("%1", what)):
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

    def prefs_in_force(self) -> GlobalPrefs | None:
        return self._prefs()

    def project_properties(self) -> QDialog | None:
        from boinc_gui.shell import row_actions
        return row_actions.show_project_properties(self)

    def task_properties(self) -> QDialog | None:
        from boinc_gui.shell import row_actions
        return row_actions.show_task_properties(self)

    def _local_data_dir(self) -> Path | None:
        """The data directory of the live client running in this process, if that is what is shown."""
        if self.feeds.merged:
            return None
        return self.bridge.client.capabilities.data_dir  # the live client's; remote and emulated have none

    def preferences(self) -> PreferencesDialog:
        from PySide6.QtCore import Qt

        from boinc_gui.dialogs.prefs import PreferencesDialog
        from core.api.commands import SetPrefs, SetProxy
        from core.state import GlobalPrefs

        snap = self.snapshot
        prefs = snap.prefs if snap is not None and snap.prefs is not None else GlobalPrefs()
        from boinc_gui.dialogs.proxy_page import proxy_of

        dlg = PreferencesDialog(prefs, snap.day_prefs if snap else (), self.settings, self,
                                data_dir=self._local_data_dir(), autostart=self.autostart,
                                proxy=proxy_of(self.bridge.client))
        self._style(dlg)
        if self.feeds.merged:
            dlg.setWindowTitle(f"{dlg.windowTitle()} — {self.feeds.primary_feed().name}")
        dlg.prefs_accepted.connect(lambda p, d: self.send(SetPrefs(p, d)))
        dlg.proxy_accepted.connect(lambda info: self.send(SetProxy(info)))
        dlg.gui_settings_changed.connect(self.apply_settings)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        return dlg

    def attach_project(self) -> AttachDialog:
        from PySide6.QtCore import Qt

        from boinc_gui.dialogs.attach import AttachDialog

        feed = self.feeds.primary_feed()
        computer = "" if feed.name == "This computer" else feed.name  # a remote attach names its computer
        if self.bridge.client.capabilities.emulated:
            dlg = AttachDialog(self, computer=computer)
        else:
            try:
                url, key = self.demo_preset() if self.demo_preset is not None and not computer else ("", "")
            except OSError:  # its port is taken: no preset rather than one that cannot work
                url, key = "", ""
            dlg = AttachDialog(self, demo_url=url, demo_key=key, computer=computer)
        self._style(dlg)
        dlg.attach_requested.connect(lambda cmd: self.bridge.submit(cmd, dlg.on_result))
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        return dlg

    def about(self) -> QMessageBox:
        from boinc_gui.dialogs.about import show_about

        client = self.bridge.client
        return show_about(self, app_version(), client, client.capabilities.label)

    def about_text(self) -> str:
        from boinc_gui.shell.placeholders import arg

        return arg(self.tr("boinc-gui %1: a volunteer-computing manager compatible with BOINC.\nClient: %2"),
                   app_version(), self.bridge.client.capabilities.label)

    def focus_filter(self) -> None:
        from boinc_gui.tables.table_view import TableTab

        w = self.tabs.currentWidget()
        if isinstance(w, TableTab):
            w.filter.setFocus()
            w.filter.selectAll()
        elif w is self.log:
            self.log.search.setFocus()

    def column_chooser(self) -> QWidget | None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtGui import QCursor

        from boinc_gui.tables.table_view import TableTab

        w = self.tabs.currentWidget()
        if not isinstance(w, TableTab):
            return None
        # At the column headers it changes (under the cursor when that is on them), not mid-window.
        header = w.view.horizontalHeader()
        cursor = header.mapFromGlobal(QCursor.pos())
        at = cursor if header.rect().contains(cursor) else QPoint(0, header.height())
        menu = w.column_menu()
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(header.mapToGlobal(at))
        return menu

    def set_theme(self, theme: Theme) -> None:
        self.settings.setValue("ui/theme", theme.value)
        self.apply_settings()

    def apply_settings(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            dark = apply_theme(app, Theme(str(self.settings.value("ui/theme", "system"))), app_wide=False)
            if self.populated:
                self._style(self.banner, self.statusBar())
                self.disk.apply_theme(dark)
                self.stats.apply_theme(dark)
        if self.populated:
            self._apply_reminder_setting()
            if self.history_db is not None:  # set by populate (_start_long_view)
                from boinc_gui.tabs.history_cap import apply_history_cap

                apply_history_cap(self.history_db, self.settings)

    def _apply_reminder_setting(self) -> None:
        hours: object = self.settings.value("ui/notice_hours", 6)
        try:
            self.reminder.set_interval_hours(float(str(hours)))
        except ValueError:
            self.reminder.set_interval_hours(6.0)

    def bring_to_front(self) -> None:
        from PySide6.QtCore import Qt

        self.show()
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized | Qt.WindowState.WindowActive)
        self.raise_()
        self.activateWindow()

    # ---------------------------------------------------------------- close
    def exit_app(self) -> None:
        self.quitting = True
        self.close()

    def exit_without_asking(self) -> None:
        """The system asks (SIGTERM at logout, kill): no question can be answered now."""
        self.quitting = True
        self._asked_by_system = True
        self.close()

    def tray_usable(self) -> bool:
        """True when the tray icon is there to bring the window back (checked now: a tray
        host can go away while the app runs)."""
        from PySide6.QtWidgets import QSystemTrayIcon

        return (self.tray is not None and self.tray.available and self.tray.icon.isVisible()
                and QSystemTrayIcon.isSystemTrayAvailable())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        if not self.populated:
            # Closed while starting: nothing to save yet and nothing to ask.
            self.quitting = True
            event.accept()
            app = QApplication.instance()
            if app is not None:
                app.quit()
            return
        self.stats.save_history()
        to_tray = _setting_bool(self.settings, "ui/close_to_tray", True)
        if not self.quitting and self.tray_usable() and to_tray:
            event.ignore()
            self.hide()
            if self.tray is not None and not _setting_bool(self.settings, "ui/tray_hint_shown", False) \
                    and self.tray.show_message("hint", self.tr("boinc-gui keeps computing"),
                                               self.tr("The window is closed, not the program: computing goes on. "
                                                       "Click the tray icon to open the window; its menu has Exit.")):
                self.settings.setValue("ui/tray_hint_shown", True)  # the first close only
            from boinc_gui.runtime import gc_tuning
            # Out of sight, a full collection's pause is not seen: take back the dropped
            # cycles the collector's tuning froze (closed dialogs, rows of removed hosts).
            QTimer.singleShot(0, gc_tuning.reclaim)
            return
        if not getattr(self, "_asked_by_system", False) and _setting_bool(self.settings, "ui/confirm_exit", True) \
                and not self.confirm(
                self.tr("Exit boinc-gui"), self.tr("Exit? Computing stops until you start boinc-gui again.")):
            event.ignore()
            self.quitting = False
            return
        event.accept()
        self.quitting = True
        self._stop_long_view()
        if self.tray is not None:
            self.tray.hide()
        app = QApplication.instance()
        if app is not None:
            app.quit()
