"""Closing the window: to the tray while computing goes on, or (asked) quitting the app.

With a usable tray and "close to tray" on (the default), the window hides and the first
time says so in a balloon; otherwise the user is asked (unless the system asked: SIGTERM at
logout) and the app quits, closing the history first. Closed before it was populated, it
quits at once. The words keep the "MainWindow" translation context they had when the window
made them. The window is a type here only.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from boinc_gui.formatting import setting_bool

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from boinc_gui.main_window import MainWindow

# Literal calls of this name are what pyside6-lupdate extracts (context "MainWindow", as before the split).
translate = QCoreApplication.translate


def close_event(w: MainWindow, event: QCloseEvent) -> None:
    w.settings.setValue("window/geometry", w.saveGeometry())
    if not w.populated:
        # Closed while starting: nothing to save yet and nothing to ask.
        w.quitting = True
        event.accept()
        _quit()
        return
    w.stats.save_history()
    if not w.quitting and w.tray_usable() and setting_bool(w.settings, "ui/close_to_tray", True):
        event.ignore()
        w.hide()
        if w.tray is not None and not setting_bool(w.settings, "ui/tray_hint_shown", False) \
                and w.tray.show_message("hint", translate("MainWindow", "boinc-gui keeps computing"),
                                        translate("MainWindow", "The window is closed, not the program: computing "
                                                                "goes on. Click the tray icon to open the window; its "
                                                                "menu has Exit.")):
            w.settings.setValue("ui/tray_hint_shown", True)  # the first close only
        from boinc_gui.runtime import gc_tuning
        # Out of sight, a full collection's pause is not seen: take back the dropped
        # cycles the collector's tuning froze (closed dialogs, rows of removed hosts).
        QTimer.singleShot(0, gc_tuning.reclaim)
        return
    if not w.asked_by_system and setting_bool(w.settings, "ui/confirm_exit", True) \
            and not w.confirm(translate("MainWindow", "Exit boinc-gui"),
                              translate("MainWindow", "Exit? Computing stops until you start boinc-gui again.")) \
            and not w.asked_by_system:  # SIGTERM while the question was up dismissed it: quit all the same
        event.ignore()
        w.quitting = False
        return
    event.accept()
    w.quitting = True
    from boinc_gui.shell import long_view

    long_view.stop(w)
    if w.tray is not None:
        w.tray.hide()
    _quit()


def close_for_system(w: MainWindow) -> None:
    """SIGTERM (logout, kill): quit with no question, dismissing one that is up unanswered.

    For the Exit question that is the only way on: Qt ignores ``close()`` on a window that is
    already closing, and the window is closing while ``close_event`` waits for that answer, so
    the app stayed up until the session killed it, its tasks not stopped and its state not
    saved. Any other question (a task's abort) is left unanswered, which is No."""
    w.quitting = True
    w.asked_by_system = True
    question = QApplication.activeModalWidget()
    if isinstance(question, QDialog):
        question.reject()
    w.close()


def _quit() -> None:
    app = QApplication.instance()
    if app is not None:
        app.quit()
