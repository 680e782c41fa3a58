"""The window's own settings put in force: the theme (the window, the banner, the status bar and
the charts), the notice reminder's interval and the history's size cap. Called when the
preferences dialog saves them, when the theme is chosen from the View menu, and at start-up."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from boinc_gui.theme import Theme, apply_theme, style_widgets

if TYPE_CHECKING:
    from boinc_gui.main_window import MainWindow

DEFAULT_NOTICE_HOURS = 6.0


def apply_settings(w: MainWindow) -> None:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        dark = apply_theme(app, Theme(str(w.settings.value("ui/theme", "system"))), app_wide=False)
        if w.populated:
            style_widgets(w.banner, w.statusBar())
            w.disk.apply_theme(dark)
            w.stats.apply_theme(dark)
    if w.populated:
        apply_reminder_setting(w)
        if w.history_db is not None:  # set by populate (shell/long_view.py)
            from boinc_gui.tabs.history_cap import apply_history_cap

            apply_history_cap(w.history_db, w.settings)


def apply_reminder_setting(w: MainWindow) -> None:
    """How often the tray reminds of unread notices (hours; a setting that is not a number: the default)."""
    hours: object = w.settings.value("ui/notice_hours", DEFAULT_NOTICE_HOURS)
    try:
        w.reminder.set_interval_hours(float(str(hours)))
    except ValueError:
        w.reminder.set_interval_hours(DEFAULT_NOTICE_HOURS)
