"""The window's body: the tabs in their order, the welcome page in front of them while there is
no project, the banner over both that names an emulated client, and the Notices tab's unread count.

``build_body`` is the first part of ``MainWindow.populate``: it makes the tabs (and the feeds
that route each host's snapshots to them) before the menus and the status bar, which act on them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from boinc_gui.hosts.bridge import ClientBridge
    from boinc_gui.main_window import MainWindow
    from core.api.snapshot import TaskRow

# Literal calls of this name are what pyside6-lupdate extracts (context "MainWindow", as before the split).
translate = QCoreApplication.translate


def build_body(w: MainWindow, bridge: ClientBridge) -> None:
    """The tabs, the welcome page and the banner, as the window's central widget."""
    from boinc_gui.hosts.feeds import HostFeeds
    from boinc_gui.shell import gpu_controls
    from boinc_gui.shell.tray import NoticeReminder
    from boinc_gui.tables.models import project_model, task_model, transfer_model
    from boinc_gui.tables.table_view import TableTab
    from boinc_gui.tabs.lazy_disk import LazyDisk
    from boinc_gui.tabs.lazy_pages import LazyEventLog, LazyNotices
    from boinc_gui.tabs.lazy_stats import LazyStatistics

    settings = w.settings
    w.projects = TableTab("Projects", project_model(w, w.prefs_in_force), settings, w)
    w.tasks = TableTab("Tasks", task_model(w), settings, w)

    def active(r: TaskRow) -> bool:
        return not r.finished and (r.active or r.status.startswith("Download"))

    w.active_only = w.tasks.add_toggle(translate("MainWindow", "Active only"), active)
    w.gpu_only = gpu_controls.add_gpu_filter(w.tasks, w.active_only, active)
    w.transfers = TableTab("Transfers", transfer_model(w), settings, w)
    w.disk = LazyDisk(w)  # QtCharts and the pies when the tab is first shown
    w.stats = LazyStatistics(w)
    w.log = LazyEventLog(w)  # the real tabs when first shown, or after the first data
    w.notices = LazyNotices(w)
    w.notices.unread_changed.connect(lambda unread: unread_changed(w, unread))
    w.reminder = NoticeReminder(w.tray, w, lambda: notices_in_front(w))
    w.feeds = HostFeeds(w, bridge)
    w.tabs = QTabWidget(w)
    w.tabs.setDocumentMode(True)
    # The tabs in order; another tab is one more (name, widget) here or an add_tab() later.
    w.tab_specs = [
        (translate("MainWindow", "Projects"), w.projects), (translate("MainWindow", "Tasks"), w.tasks),
        (translate("MainWindow", "Transfers"), w.transfers), (translate("MainWindow", "Disk"), w.disk),
        (translate("MainWindow", "Statistics"), w.stats), (translate("MainWindow", "Event log"), w.log),
        (translate("MainWindow", "Notices"), w.notices),
    ]
    for name, tab in w.tab_specs:
        w.tabs.addTab(tab, name)
    w.body = QStackedWidget(w)
    w.body.addWidget(w.tabs)
    # The welcome page joins when first shown (MainWindow.welcome).
    w.banner = QLabel("", w)
    w.banner.setObjectName("banner")
    w.banner.setWordWrap(True)
    w.banner.setAccessibleName(translate("MainWindow", "Client notice"))
    if bridge.client.capabilities.emulated:
        w.banner.setText(translate(
            "MainWindow",
            "<b>Emulated client.</b> This window shows the emulator in accelerated time "
            "(the speed is at the bottom right), not real work. The live client replaces it."))
    else:
        w.banner.hide()
    central = QWidget(w)
    box = QVBoxLayout(central)
    box.setContentsMargins(0, 4, 0, 0)
    box.addWidget(w.banner)
    box.addWidget(w.body, 1)
    w.setCentralWidget(central)


def notices_in_front(w: MainWindow) -> bool:
    """The volunteer sees the Notices tab now (the reminder then has nothing to remind of)."""
    return w.isVisible() and not w.isMinimized() and w.isActiveWindow() \
        and w.body.currentWidget() is w.tabs and w.tabs.currentWidget() is w.notices


def unread_changed(w: MainWindow, unread: int) -> None:
    """The unread count on the Notices tab, the tray and the reminder."""
    w.tabs.setTabText(w.tabs.indexOf(w.notices), translate("MainWindow", "Notices (%1)").replace("%1", str(unread))
                      if unread else translate("MainWindow", "Notices"))
    if w.tray is not None:
        w.tray.set_unread(unread)
    w.reminder.set_unread(unread)
