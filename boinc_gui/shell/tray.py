"""The system tray: icon by state, one-line tooltip, menu, notifications.

One class owns the icon, its menu, the tooltip and notifications and speaks
through signals (qBittorrent's desktop integration does the same). The menu:
open the manager, snooze for a chosen time, suspend/resume computing and
network, exit. Where no tray exists (``QSystemTrayIcon.isSystemTrayAvailable``
is false, e.g. offscreen or a bare window manager), ``available`` is False and
the window stays the only way in: the window never hides into it, closing it
quits (boinc_gui/main_window.py) and "start minimised" is ignored (app.py).

``NoticeReminder`` is the "Remind me of unread notices every N hours" setting:
while notices are unread and the window is not in front, it says so when they
arrive and again every N hours, as a tray message (clicking it opens the Notices
tab) or, with no tray, by asking the desktop to draw attention to the window.

The module imports only Qt and boinc_gui.i18n (loaded before the window) at load time:
the tray is up before the engine is.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QSystemTrayIcon, QWidget

from boinc_gui.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from boinc_gui.main_window import MainWindow
    from core.api.snapshot import ClientSnapshot

HOUR_MS = 3_600_000

# The words in English (context "tray"), translated where shown.
SNOOZE_CHOICES: tuple[tuple[str, float | None], ...] = (
    (QT_TRANSLATE_NOOP("tray", "1&5 minutes"), 900.0), (QT_TRANSLATE_NOOP("tray", "&1 hour"), 3600.0),
    (QT_TRANSLATE_NOOP("tray", "&3 hours"), 10800.0), (QT_TRANSLATE_NOOP("tray", "&Until resumed"), None),
)


def _tr(text: str) -> str:
    """A text of the "tray" context (the snooze choices), in the window's language."""
    return QCoreApplication.translate("tray", text)


def tray_state(snap: ClientSnapshot) -> str:
    """Which icon: ``error``, ``snoozed``, ``suspended``, ``computing`` or ``idle``."""
    if snap.error:
        return "error"
    if snap.activity.snooze_until is not None:
        return "snoozed"
    if not snap.activity.computing:
        return "suspended"
    return "computing" if any(t.running for t in snap.tasks) else "idle"


def summary(snap: ClientSnapshot) -> str:
    """The tooltip: one line saying what the client is doing."""
    from boinc_gui.formatting import fill as arg, format_countdown

    a = snap.activity
    running = sum(1 for t in snap.tasks if t.running)
    prefix = QCoreApplication.translate("tray", "boinc-gui (emulated)") if snap.emulated else "boinc-gui"
    if snap.error:
        return f"{prefix}: {snap.error}"
    if a.snooze_until is not None:
        why = a.task_suspend_reason.partition("snoozed: ")[2]  # the reason it was asked with, if any
        left = format_countdown(a.snooze_until, snap.time)
        if why:
            return arg(QCoreApplication.translate("tray", "%1: snoozed (%2), %3 left"), prefix, why, left)
        return arg(QCoreApplication.translate("tray", "%1: snoozed, %2 left"), prefix, left)
    if not a.computing:
        from boinc_gui.tables.suspend_words import reason_text

        reason = reason_text(a.task_suspend_reason) or QCoreApplication.translate("tray", "user request")
        return arg(QCoreApplication.translate("tray", "%1: computing suspended (%2)"), prefix, reason)
    # One task is its own message, not a plural form: the English reads well without a catalogue.
    tasks = (QCoreApplication.translate("tray", "1 task running") if running == 1
             else QCoreApplication.translate("tray", "%n tasks running", "", running))
    queue = QCoreApplication.translate("tray", "%n in queue", "", len(snap.tasks))
    if a.network:
        return arg(QCoreApplication.translate("tray", "%1: %2, %3"), prefix, tasks, queue)
    return arg(QCoreApplication.translate("tray", "%1: %2, %3, network suspended"), prefix, tasks, queue)


class TrayController(QObject):
    open_requested = Signal()
    snooze_requested = Signal(object)  # seconds, None = until resumed, 0 = end the snooze
    computing_suspend_requested = Signal(bool)  # True = suspend
    soft_stop_requested = Signal()  # suspend each task after its next checkpoint, then computing
    network_suspend_requested = Signal(bool)
    exit_requested = Signal()
    notices_requested = Signal()  # the unread-notices message was clicked

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.available = QSystemTrayIcon.isSystemTrayAvailable()
        from boinc_gui.icons import icon

        self.icon = QSystemTrayIcon(icon("idle"), self)
        self.state = "idle"
        self.menu = QMenu()
        self.open_action = self.menu.addAction(self.tr("Open manager"), self.open_requested.emit)
        self.snooze_menu = self.menu.addMenu(self.tr("Snooze"))
        self.snooze_actions: list[QAction] = []
        for text, seconds in SNOOZE_CHOICES:
            act = self.snooze_menu.addAction(_tr(text), partial(self.snooze_requested.emit, seconds))
            self.snooze_actions.append(act)
        self.snooze_menu.addSeparator()
        self.resume_snooze = self.snooze_menu.addAction(self.tr("Resume now"),
                                                        lambda: self.snooze_requested.emit(0.0))
        self.menu.addSeparator()
        self.computing_action = self.menu.addAction(self.tr("Suspend computing"))
        self.computing_action.triggered.connect(self._toggle_computing)
        self.soft_stop_action = self.menu.addAction(self.tr("Soft stop (after the next checkpoint)"),
                                                    self.soft_stop_requested.emit)
        self.network_action = self.menu.addAction(self.tr("Suspend network"))
        self.network_action.triggered.connect(self._toggle_network)
        self.menu.addSeparator()
        self.exit_action = self.menu.addAction(self.tr("Exit"), self.exit_requested.emit)
        self.icon.setContextMenu(self.menu)
        self.icon.activated.connect(self._activated)
        self.icon.messageClicked.connect(self._message_clicked)
        self._message_kind = ""
        self.messages_shown: list[tuple[str, str]] = []  # (kind, title) of each message shown, oldest first
        self.icon.setToolTip(self.tr("boinc-gui: starting"))
        self._computing_suspended = False
        self._network_suspended = False
        self._last_error = ""
        self.unread = 0
        self._summary = self.tr("boinc-gui: starting")

    def set_unread(self, unread: int) -> None:
        """Unread notices: said in the tooltip after what the client is doing."""
        self.unread = unread
        self._set_tooltip()

    def _set_tooltip(self) -> None:
        if not self.unread:
            extra = ""
        elif self.unread == 1:
            extra = "\n" + self.tr("1 unread notice")
        else:
            extra = "\n" + QCoreApplication.translate("tray", "%n unread notices", "", self.unread)
        text = self._summary + extra
        # Only a new text: the icon's tooltip goes to the tray host (over D-Bus with a
        # StatusNotifier host), and the snapshot that sets it comes every second.
        if text != self.icon.toolTip():
            self.icon.setToolTip(text)

    def show_message(self, kind: str, title: str, text: str, seconds: int = 10) -> bool:
        """A tray message (``kind`` says which, for a click on it); False where no tray shows it."""
        if not (self.available and self.icon.isVisible()):
            return False
        self._message_kind = kind
        self.messages_shown.append((kind, title))
        warn = QSystemTrayIcon.MessageIcon.Warning if kind == "error" else QSystemTrayIcon.MessageIcon.Information
        self.icon.showMessage(title, text, warn, seconds * 1000)
        return True

    def _message_clicked(self) -> None:
        if self._message_kind == "notices":
            self.notices_requested.emit()
        else:
            self.open_requested.emit()

    def show(self) -> bool:
        """Show the icon if a tray exists; say whether it does."""
        self.available = QSystemTrayIcon.isSystemTrayAvailable()
        if self.available:
            self.icon.show()
        return self.available

    def hide(self) -> None:
        self.icon.hide()

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason in (QSystemTrayIcon.ActivationReason.Trigger, QSystemTrayIcon.ActivationReason.DoubleClick):
            self.open_requested.emit()

    def _toggle_computing(self) -> None:
        self.computing_suspend_requested.emit(not self._computing_suspended)

    def _toggle_network(self) -> None:
        self.network_suspend_requested.emit(not self._network_suspended)

    def update_from(self, snap: ClientSnapshot) -> None:
        from core.state import RunMode

        state = tray_state(snap)
        if state != self.state:
            self.state = state
            from boinc_gui.icons import icon

            self.icon.setIcon(icon(state))
        self._summary = summary(snap)
        self._set_tooltip()
        a = snap.activity
        self._computing_suspended = a.run_mode == RunMode.NEVER
        self._network_suspended = a.network_mode == RunMode.NEVER
        self.computing_action.setText(self.tr("Resume computing") if self._computing_suspended
                                      else self.tr("Suspend computing"))
        self.network_action.setText(self.tr("Resume network") if self._network_suspended
                                    else self.tr("Suspend network"))
        self.resume_snooze.setEnabled(a.snooze_until is not None)
        if snap.error and snap.error != self._last_error:
            self.show_message("error", self.tr("boinc-gui needs you"), snap.error)
        self._last_error = snap.error


class NoticeReminder(QObject):
    """Says that notices are unread: when they arrive and every ``interval_ms`` after,
    while any are unread and ``in_front()`` is false. 0 = never.

    Through the tray (a message; a click opens the Notices tab) when it shows one,
    otherwise by ``QApplication.alert`` on ``window`` (the taskbar entry asks for
    attention). ``reminded(count)`` is emitted each time."""

    reminded = Signal(int)

    def __init__(self, tray: TrayController | None, window: QWidget, in_front: Callable[[], bool]) -> None:
        super().__init__(window)
        self.tray = tray
        self.window = window
        self.in_front = in_front
        self.unread = 0
        self.interval_ms = 0
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._remind)

    def set_interval_hours(self, hours: float) -> None:
        self.set_interval_ms(int(hours * HOUR_MS))

    def set_interval_ms(self, ms: int) -> None:
        self.interval_ms = max(0, ms)
        self.timer.stop()
        if self.interval_ms and self.unread:
            self.timer.start(self.interval_ms)

    def set_unread(self, unread: int) -> None:
        more = unread > self.unread
        self.unread = unread
        if not unread or not self.interval_ms:
            self.timer.stop()
            return
        if more:
            self._remind()  # new notices: said now, then every interval
            self.timer.start(self.interval_ms)
        elif not self.timer.isActive():
            self.timer.start(self.interval_ms)

    def _remind(self) -> None:
        if not self.unread or not self.interval_ms or self.in_front():
            return
        n = self.unread
        text = (self.tr("1 unread notice from your projects. Click to read.") if n == 1
                else QCoreApplication.translate("tray", "%n unread notices from your projects. Click to read.", "", n))
        if self.tray is None or not self.tray.show_message("notices", self.tr("boinc-gui notices"), text):
            app = QApplication.instance()
            if isinstance(app, QApplication) and self.window.isVisible():
                QApplication.alert(self.window)
        self.reminded.emit(n)


def connect_to_window(tray: TrayController, w: MainWindow) -> None:
    """The tray menu's entries act on the window: open it, the modes, snooze, soft stop, exit, notices."""
    from core.state import RunMode

    tray.open_requested.connect(w.bring_to_front)
    tray.snooze_requested.connect(w.snooze)
    tray.soft_stop_requested.connect(w.soft_stop)
    tray.computing_suspend_requested.connect(lambda on: w.set_run_mode(RunMode.NEVER if on else RunMode.AUTO))
    tray.network_suspend_requested.connect(lambda on: w.set_network_mode(RunMode.NEVER if on else RunMode.AUTO))
    tray.exit_requested.connect(w.exit_app)
    tray.notices_requested.connect(w.show_notices)
