"""The system tray: icon by state, one-line tooltip, menu, notifications.

One class owns the icon, its menu, the tooltip and notifications and speaks
through signals (qBittorrent's desktop integration does the same). The menu:
open the manager, snooze for a chosen time, suspend/resume computing and
network, exit. Where no tray exists (``QSystemTrayIcon.isSystemTrayAvailable``
is false, e.g. offscreen or a bare window manager), ``available`` is False and
the window stays the only way in; nothing else changes.
"""
from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QSystemTrayIcon

from boinc_gui.formatting import format_countdown
from boinc_gui.icons import icon
from core.api.snapshot import ClientSnapshot
from core.state import RunMode

SNOOZE_CHOICES: tuple[tuple[str, float | None], ...] = (
    ("15 minutes", 900.0), ("1 hour", 3600.0), ("3 hours", 10800.0), ("Until resumed", None),
)


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
    a = snap.activity
    running = sum(1 for t in snap.tasks if t.running)
    prefix = "boinc-gui (emulated)" if snap.emulated else "boinc-gui"
    if snap.error:
        return f"{prefix}: {snap.error}"
    if a.snooze_until is not None:
        return f"{prefix}: snoozed, {format_countdown(a.snooze_until, snap.time)} left"
    if not a.computing:
        return f"{prefix}: computing suspended ({a.task_suspend_reason or 'user request'})"
    net = "" if a.network else ", network suspended"
    return f"{prefix}: {running} task{'s' if running != 1 else ''} running, {len(snap.tasks)} in queue{net}"


class TrayController(QObject):
    open_requested = Signal()
    snooze_requested = Signal(object)  # seconds, None = until resumed, 0 = end the snooze
    computing_suspend_requested = Signal(bool)  # True = suspend
    network_suspend_requested = Signal(bool)
    exit_requested = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.available = QSystemTrayIcon.isSystemTrayAvailable()
        self.icon = QSystemTrayIcon(icon("idle"), self)
        self.state = "idle"
        self.menu = QMenu()
        self.open_action = self.menu.addAction("Open manager", self.open_requested.emit)
        self.snooze_menu = self.menu.addMenu("Snooze")
        self.snooze_actions: list[QAction] = []
        for text, seconds in SNOOZE_CHOICES:
            act = self.snooze_menu.addAction(text, partial(self.snooze_requested.emit, seconds))
            self.snooze_actions.append(act)
        self.snooze_menu.addSeparator()
        self.resume_snooze = self.snooze_menu.addAction("Resume now", lambda: self.snooze_requested.emit(0.0))
        self.menu.addSeparator()
        self.computing_action = self.menu.addAction("Suspend computing")
        self.computing_action.triggered.connect(self._toggle_computing)
        self.network_action = self.menu.addAction("Suspend network")
        self.network_action.triggered.connect(self._toggle_network)
        self.menu.addSeparator()
        self.exit_action = self.menu.addAction("Exit", self.exit_requested.emit)
        self.icon.setContextMenu(self.menu)
        self.icon.activated.connect(self._activated)
        self.icon.setToolTip("boinc-gui: starting")
        self._computing_suspended = False
        self._network_suspended = False
        self._last_error = ""
        self.unread = 0
        self._summary = "boinc-gui: starting"

    def set_unread(self, unread: int) -> None:
        """Unread notices: said in the tooltip after what the client is doing."""
        self.unread = unread
        self._set_tooltip()

    def _set_tooltip(self) -> None:
        extra = f"\n{self.unread} unread notice{'s' if self.unread != 1 else ''}" if self.unread else ""
        self.icon.setToolTip(self._summary + extra)

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
        state = tray_state(snap)
        if state != self.state:
            self.state = state
            self.icon.setIcon(icon(state))
        self._summary = summary(snap)
        self._set_tooltip()
        a = snap.activity
        self._computing_suspended = a.run_mode == RunMode.NEVER
        self._network_suspended = a.network_mode == RunMode.NEVER
        self.computing_action.setText("Resume computing" if self._computing_suspended else "Suspend computing")
        self.network_action.setText("Resume network" if self._network_suspended else "Suspend network")
        self.resume_snooze.setEnabled(a.snooze_until is not None)
        if snap.error and snap.error != self._last_error and self.available and self.icon.isVisible():
            self.icon.showMessage("boinc-gui needs you", snap.error, QSystemTrayIcon.MessageIcon.Warning, 10000)
        self._last_error = snap.error
