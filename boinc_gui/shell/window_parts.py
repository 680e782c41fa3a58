"""``WindowParts``: what the parts in boinc_gui/shell/ set on the main window, declared and typed.

``MainWindow`` (boinc_gui/main_window.py) derives from it: each part that builds a piece of the
window (the tabs, the menus' actions, the status bar's widgets, the alerts and the history, the
veteran's menus, the simple view) sets it as an attribute of the window, and the declarations
here say which part sets it and what type it is, so that mypy checks every use. The class adds
no behaviour and no state of its own: a newcomer reads the window's wiring in main_window.py
and looks here for what an attribute is.

Imports only Qt at run time; everything named in the declarations is a type-only import.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QMenu, QStackedWidget, QTabWidget, QWidget

    from boinc_gui.a11y import StatusAnnouncer
    from boinc_gui.dialogs.event_log_window import EventLogWindow
    from boinc_gui.dialogs.log_flags import LogFlagsDialog
    from boinc_gui.hosts.feeds import HostFeeds
    from boinc_gui.shell.elided_label import ElidedLabel
    from boinc_gui.shell.gpu_controls import GpuControls
    from boinc_gui.shell.long_view import LongView
    from boinc_gui.shell.status_bar import StatusBar
    from boinc_gui.shell.tray import NoticeReminder
    from boinc_gui.tables.table_view import TableTab
    from boinc_gui.tabs.lazy_disk import LazyDisk
    from boinc_gui.tabs.lazy_history import LazyHistory
    from boinc_gui.tabs.lazy_pages import LazyEventLog, LazyNotices
    from boinc_gui.tabs.lazy_stats import LazyStatistics
    from boinc_gui.tabs.simple_view import SimpleView
    from core.api.snapshot import ProjectRow, TaskRow, TransferRow
    from core.state import RunMode

__all__ = ["WindowParts"]


class WindowParts(QMainWindow):
    """The main window's attributes that its parts set (see the module's docstring)."""

    # Set by the parts that own them when they are installed or first opened (until then the
    # attribute is missing: they test with hasattr/getattr).
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
    # shell/body.py: the tabs (in ``tab_specs`` order), the welcome page, the banner, the feeds
    projects: TableTab[ProjectRow]
    tasks: TableTab[TaskRow]
    transfers: TableTab[TransferRow]
    active_only: QCheckBox
    gpu_only: QCheckBox
    disk: LazyDisk
    stats: LazyStatistics
    log: LazyEventLog  # the real tabs once shown or after the first data (tabs/lazy_pages.py)
    notices: LazyNotices
    reminder: NoticeReminder
    feeds: HostFeeds
    tabs: QTabWidget
    tab_specs: list[tuple[str, QWidget]]
    body: QStackedWidget
    banner: QLabel
    # shell/status_bar.py: the status bar and its widgets
    status: StatusBar
    emulated_label: QLabel
    activity_label: ElidedLabel
    time_label: QLabel
    counts_label: QLabel
    acct_mgr_label: QLabel
    speed: QComboBox
    announcer: StatusAnnouncer
    # shell/long_view.py: how far the alerts and the history have come (MainWindow's ``alerts``
    # and ``history_db`` read it), and the History tab's stand-in
    long_view: LongView
    history_tab: LazyHistory
