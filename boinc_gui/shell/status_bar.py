"""The window's status bar and its words: the modes in force, the tasks by state, the client's
clock, the account manager joined and the emulator's speed.

``StatusBar`` builds the widgets on a window's status bar and fills them from each of the
primary host's snapshots; the functions put a mode, the task counts and a clock into words.
The words keep the "MainWindow" translation context they had when the window made them, so
the catalogues need no change.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QLabel, QMainWindow

if TYPE_CHECKING:
    from boinc_gui.main_window import MainWindow
    from core.api.client import ClientInterface
    from core.api.snapshot import ClientSnapshot
    from core.state import RunMode

# Literal calls of this name are what pyside6-lupdate extracts (context "MainWindow", as before the split).
translate = QCoreApplication.translate
SPEEDS = (1.0, 10.0, 60.0, 600.0, 3600.0)


def mode_menu_words(mode: RunMode) -> str:
    """A mode as the Activity menu names it, for a question about it."""
    from core.state import RunMode

    if mode == RunMode.ALWAYS:
        return translate("MainWindow", "run always")
    if mode == RunMode.NEVER:
        return translate("MainWindow", "suspend")
    return translate("MainWindow", "run based on preferences")


def mode_words(mode: RunMode, allowed: bool, reason: str) -> str:
    """"suspended (user request)", "based on preferences, suspended (CPU is busy)": "suspended" once."""
    from core.state import RunMode

    words = {RunMode.ALWAYS: translate("MainWindow", "always"),
             RunMode.AUTO: translate("MainWindow", "based on preferences"),
             RunMode.NEVER: translate("MainWindow", "suspended")}.get(mode, "?")
    if allowed or not reason:
        return words
    from boinc_gui.tables.suspend_words import reason_text

    reason = reason_text(reason)
    if mode == RunMode.NEVER:
        return translate("MainWindow", "suspended (%1)").replace("%1", reason)
    from boinc_gui.formatting import fill as arg

    return arg(translate("MainWindow", "%1, suspended (%2)"), words, reason)


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
    words = {"running": lambda n: translate("MainWindow", "%n running", "", n),
             "downloading": lambda n: translate("MainWindow", "%n downloading", "", n),
             "waiting": lambda n: translate("MainWindow", "%n waiting", "", n),
             "uploading": lambda n: translate("MainWindow", "%n uploading", "", n),
             "to report": lambda n: translate("MainWindow", "%n to report", "", n)}
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
    pattern = translate("MainWindow", "ddd dd MMM yyyy HH:mm")
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(t)), pattern)


class StatusBar:
    """The widgets of ``window``'s status bar over ``client`` (the primary host's, at start)."""

    def __init__(self, window: QMainWindow, client: ClientInterface) -> None:
        from boinc_gui.shell.elided_label import ElidedLabel

        sb = window.statusBar()
        self.emulated_label = QLabel("", window)
        # Elided when the window is narrow (its tooltip has it all): usable down to 800 px.
        self.activity_label = ElidedLabel(translate("MainWindow", "Connecting to the client…"), window)
        self.activity_label.setAccessibleName(translate("MainWindow", "Activity"))
        self.time_label = QLabel("", window)
        self.time_label.setToolTip(translate("MainWindow", "The client's clock"))
        self.counts_label = QLabel("", window)
        self.counts_label.setAccessibleName(translate("MainWindow", "Tasks by state"))
        self.acct_mgr_label = QLabel("", window)
        self.acct_mgr_label.setAccessibleName(translate("MainWindow", "Account manager"))
        self.acct_mgr_label.hide()
        sb.addWidget(self.emulated_label)
        sb.addWidget(self.activity_label, 1)
        sb.addPermanentWidget(self.acct_mgr_label)
        sb.addPermanentWidget(self.counts_label)
        sb.addPermanentWidget(self.time_label)
        self.speed = QComboBox(window)
        self.speed.setAccessibleName(translate("MainWindow", "Emulation speed"))
        self.speed.setToolTip(translate("MainWindow", "Simulated seconds per real second"))
        for s in SPEEDS:
            self.speed.addItem(translate("MainWindow", "%1× speed").replace("%1", f"{s:g}"), s)
        if client.capabilities.can_change_speed:
            current = client.speed
            self.speed.setCurrentIndex(min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - current)))
            self.speed.currentIndexChanged.connect(lambda i: client.set_speed(SPEEDS[i]))
            sb.addPermanentWidget(self.speed)
        else:
            self.speed.hide()

    def connecting(self) -> None:
        self.activity_label.setText(translate("MainWindow", "Connecting to the client…"))

    def show_activity(self, snap: ClientSnapshot, whose: str) -> None:
        """The modes, task counts and clock of ``snap``; ``whose`` names the computer in the merged view."""
        from boinc_gui.formatting import fill as arg, format_countdown
        from boinc_gui.theme import ACCENT_TEXT

        a = snap.activity
        self.emulated_label.setText(
            translate("MainWindow", "<b style='color:%1'>EMULATED</b> — not real work").replace(
                "%1", ACCENT_TEXT.name()) if snap.emulated else "")
        parts = [translate("MainWindow", "Computing: %1").replace(
                     "%1", mode_words(a.run_mode, a.computing, a.task_suspend_reason)),
                 translate("MainWindow", "Network: %1").replace(
                     "%1", mode_words(a.network_mode, a.network, a.network_suspend_reason))]
        if snap.host.gpus:
            parts.append(translate("MainWindow", "GPU: %1").replace(
                "%1", mode_words(a.gpu_mode, not a.gpu_suspend_reason, a.gpu_suspend_reason)))
        if a.snooze_until is not None:
            parts.append(translate("MainWindow", "Snoozed: %1").replace(
                "%1", format_countdown(a.snooze_until, snap.time)))
        # In the all-computers view these are one computer's modes: say whose.
        joined = " · ".join(parts)
        self.activity_label.setText(arg(translate("MainWindow", "%1: %2"), whose, joined)
                                    if whose else joined)
        self.counts_label.setText(task_counts(snap))
        # The date and time alone (its tooltip says whose clock): the status bar is full in the
        # all-computers view, and the task counts must not be cut. Same text, no repaint.
        self.time_label.setText(status_clock(snap.time, snap.speed))
        if self.speed.isVisible() and self.speed.currentData() != snap.speed and snap.speed in SPEEDS:
            self.speed.blockSignals(True)
            self.speed.setCurrentIndex(SPEEDS.index(snap.speed))
            self.speed.blockSignals(False)

    def show_acct_mgr(self, name: str) -> None:
        """The account manager this computer's client has joined, by name (BOINC Manager shows it too)."""
        self.acct_mgr_label.setText(
            translate("MainWindow", "Account manager: %1").replace("%1", name) if name else "")
        self.acct_mgr_label.setVisible(bool(name))


def install_status_bar(w: MainWindow, client: ClientInterface) -> None:
    """The status bar over ``client``, its widgets under the names the window has always given
    them, and the announcer that says its activity line's news to a screen reader."""
    from boinc_gui.a11y import StatusAnnouncer

    w.status = StatusBar(w, client)
    w.emulated_label, w.activity_label = w.status.emulated_label, w.status.activity_label
    w.time_label, w.counts_label = w.status.time_label, w.status.counts_label
    w.acct_mgr_label, w.speed = w.status.acct_mgr_label, w.status.speed
    w.announcer = StatusAnnouncer(w.activity_label)
