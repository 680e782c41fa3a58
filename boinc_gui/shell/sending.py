"""Commands from the window to the clients: to the primary host, to the host a row came from, or
to every computer shown (asked first in the merged view); a failure is said to the volunteer.
The effect shows in a later snapshot, never by editing the tables here."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from boinc_gui.command_words import command_words, raised_words
from boinc_gui.shell.status_bar import mode_menu_words

if TYPE_CHECKING:
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.main_window import MainWindow
    from core.api.commands import Command, CommandResult
    from core.state import RunMode

# Literal calls of this name are what pyside6-lupdate extracts (context "MainWindow", as before the split).
translate = QCoreApplication.translate


def send(w: MainWindow, command: Command, on_done: Callable[[CommandResult | BaseException], None] | None = None,
         bridge: ClientBridge | None = None) -> None:
    """Send ``command`` to ``bridge`` (default: the primary host's) and report a failure."""
    def report(outcome: CommandResult | BaseException) -> None:
        if isinstance(outcome, BaseException):
            w.show_error(translate("MainWindow", "The client could not do that: %1").replace(
                "%1", raised_words(outcome)))
        elif not outcome.ok and (outcome.message or outcome.problem is not None):
            w.statusBar().showMessage(command_words(outcome), 10000)
        if on_done is not None:
            on_done(outcome)
    (bridge or w.bridge).submit(command, report)


def send_to(w: MainWindow, host: str, command: Command) -> None:
    """Send ``command`` to the host a row came from."""
    bridge = w.feeds.bridge_of(host)
    if bridge is None:
        w.show_error(translate("MainWindow", "That computer is no longer shown; the command was not sent."))
        return
    w.send(command, bridge=bridge)


def send_everywhere(w: MainWindow, command: Command, what: str = "") -> None:
    """Send ``command`` to every computer shown (all of them in the merged view, once asked)."""
    bridges = w.feeds.bridges()
    if len(bridges) > 1 and what and not w.confirm(translate("MainWindow", "All computers"), translate(
            "MainWindow", "%1 on all %n computers shown?", "", len(bridges)).replace("%1", what)):
        return
    for bridge in bridges:
        w.send(command, bridge=bridge)


def set_run_mode(w: MainWindow, mode: RunMode) -> None:
    from core.api.commands import SetRunMode

    w.send_everywhere(SetRunMode(mode), translate("MainWindow", "Computing: %1").replace("%1", mode_menu_words(mode)))


def set_network_mode(w: MainWindow, mode: RunMode) -> None:
    from core.api.commands import SetNetworkMode

    w.send_everywhere(SetNetworkMode(mode), translate("MainWindow", "Network: %1").replace("%1", mode_menu_words(mode)))


def snooze(w: MainWindow, seconds: float | None) -> None:
    from core.api.commands import Snooze

    w.send_everywhere(Snooze(seconds), translate("MainWindow", "Snooze") if seconds != 0.0
                      else translate("MainWindow", "End the snooze"))
