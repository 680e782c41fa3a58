"""What a BOINC Manager veteran looks for in the menus (issue 36), added to the window's menus.

Project web links (the project's ``<gui_urls>``: a "Web pages" submenu in the Projects
tab's context menu and the Project menu), Show graphics (Task menu), the event log in a
window of its own (View, Ctrl+Shift+L), the simple view (View, Ctrl+Shift+S), event-log
options, Read config files, Run CPU benchmarks and Retry all transfers (Tools), and Help
(F1) opening our documentation. Each is one small function; commands go to the client
as every other action's do (``MainWindow.send``). Web pages and documents open through
``window.url_opener`` (QDesktopServices.openUrl unless a test puts its own there). GUI
thread only.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from boinc_gui.formatting import fill as arg
from boinc_gui.shell.accelerators import accelerator, escaped, with_free_accelerator

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl

    from boinc_gui.main_window import MainWindow
    from core.api.snapshot import ProjectRow

ROOT = Path(__file__).resolve().parents[2]


# The client's commands load when one is sent, not with the menus (issue 36).
def read_config_files(window: MainWindow) -> None:
    from core.api.commands import ReadConfigFiles

    window.send_everywhere(ReadConfigFiles())


def run_benchmarks(window: MainWindow) -> None:
    from core.api.commands import RunBenchmarks

    window.send_everywhere(RunBenchmarks())


def install(window: MainWindow, project: QMenu, task: QMenu, view: QMenu, tools: QMenu, help_menu: QMenu) -> None:
    """Add the veteran's entries to the window's menus (once, from ``shell/menus.py``'s ``build_menus``)."""
    if not hasattr(window, "url_opener"):
        window.url_opener = open_with_the_desktop
    # Project > Web pages, and the same submenu in the Projects tab's context menu.
    web_menu = QMenu(QCoreApplication.translate("veteran_menus", "&Web pages"), window)
    window.web_menu = web_menu
    web_menu.aboutToShow.connect(lambda: fill_web_menu(window))
    web = web_menu.menuAction()
    project.addSeparator()
    project.addAction(web)
    window.projects.view.addAction(web)
    # Task > Show graphics.
    graphics = window._act(QCoreApplication.translate("veteran_menus", "Show &graphics"), lambda: open_graphics(window),
                           tip=QCoreApplication.translate("veteran_menus", "Start the task's graphics application"))
    window.graphics_action = graphics
    task.addAction(graphics)
    window.tasks.view.addAction(graphics)
    window.tasks.selection_changed.connect(lambda _: update_graphics_enabled(window))
    window.primary_snapshot.connect(lambda _: update_graphics_enabled(window))  # the task may have stopped
    graphics.setEnabled(False)  # no task selected yet
    # View: the event log in its own window, and the simple view.
    view.addSeparator()
    view.addAction(window._act(QCoreApplication.translate("veteran_menus", "Event log &window…"),
                               lambda: open_event_log_window(window), "Ctrl+Shift+L"))
    from boinc_gui.shell.simple_choice import install_simple_view

    install_simple_view(window, view)
    # Tools: event-log options and the client's own commands.
    tools.addSeparator()
    tools.addAction(
        window._act(
            QCoreApplication.translate("veteran_menus", "Event log &options…"),
            lambda: open_log_flags(window),
            tip=QCoreApplication.translate(
                "veteran_menus", "Which kinds of messages the client writes to its event log"
            ),
        )
    )
    tools.addAction(
        window._act(
            QCoreApplication.translate("veteran_menus", "Read &config files"),
            lambda: read_config_files(window),
            tip=QCoreApplication.translate("veteran_menus", "Read cc_config.xml and the app_config.xml files again"),
        )
    )
    tools.addAction(window._act(QCoreApplication.translate("veteran_menus", "Run CPU &benchmarks"),
                                lambda: run_benchmarks(window)))
    tools.addAction(
        window._act(
            QCoreApplication.translate("veteran_menus", "Retry all &transfers"),
            lambda: retry_all_transfers(window),
            tip=QCoreApplication.translate(
                "veteran_menus", "Try every pending upload and download, and every deferred scheduler request, now"),
        )
    )
    # Help > boinc-gui help (F1), first.
    first = help_menu.actions()[0] if help_menu.actions() else None
    help_action = window._act(
        QCoreApplication.translate("veteran_menus", "boinc-gui &help"),
        lambda: open_help(window),
        "F1",
        QCoreApplication.translate("veteran_menus", "Open the boinc-gui documentation"),
    )
    if first is None:
        help_menu.addAction(help_action)
    else:
        help_menu.insertAction(first, help_action)


# ---------------------------------------------------------------- web pages

def _selected_project(window: MainWindow) -> ProjectRow | None:
    rows: list[ProjectRow] = window.projects.selected_rows()
    return rows[0] if len(rows) == 1 else None


def fill_web_menu(window: MainWindow) -> None:
    """The selected project's web links, in its own order (a note when it sent none)."""
    menu: QMenu = window.web_menu
    menu.clear()
    row = _selected_project(window)
    if row is None:
        menu.addAction(QCoreApplication.translate("veteran_menus", "&Select one project")).setEnabled(False)
        return
    home_text = QCoreApplication.translate("veteran_menus", "%1 &home page")
    home = QAction(arg(home_text, escaped(row.name or str(row.url))), menu)
    taken = {k for k in (accelerator(home_text.replace("%1", "")),) if k}
    home.setStatusTip(str(row.url))
    home.triggered.connect(lambda *_, u=str(row.url): open_url(window, u))
    menu.addAction(home)
    if not row.links:
        none_yet = menu.addAction(
            QCoreApplication.translate("veteran_menus", "The project has sent &no other links yet"))
        none_yet.setEnabled(False)
        return
    menu.addSeparator()
    for link in row.links:
        act = QAction(with_free_accelerator(link.name, taken), menu)  # the project's words: keys given here
        act.setStatusTip(link.description or link.url)
        act.setToolTip(link.description or link.url)
        act.triggered.connect(lambda *_, u=link.url: open_url(window, u))
        menu.addAction(act)


def open_with_the_desktop(url: QUrl) -> bool:
    """The desktop's own handler for ``url`` (QDesktopServices; PySide6 makes its class and QUrl's
    when first used, not while the window is built)."""
    from PySide6.QtGui import QDesktopServices

    return QDesktopServices.openUrl(url)


def open_url(window: MainWindow, url: str) -> None:
    from PySide6.QtCore import QUrl

    opener = window.url_opener
    if not opener(QUrl(url)):
        window.show_error(arg(QCoreApplication.translate("veteran_menus", "No browser could open %1."), url))


# ---------------------------------------------------------------- help

def docs_index() -> Path | None:
    """Our documentation's front page: docs/index.md beside the sources, or in the bundle's data."""
    bases = [Path(getattr(sys, "_MEIPASS", "")), ROOT] if getattr(sys, "frozen", False) else [ROOT]
    for base in bases:
        for candidate in (base / "docs" / "index.md", base / "README.md"):
            if candidate.is_file():
                return candidate
    return None


def open_help(window: MainWindow) -> None:
    index = docs_index()
    if index is None:
        window.show_error(QCoreApplication.translate(
            "veteran_menus", "The documentation is not installed with this copy of boinc-gui."))
        return
    from PySide6.QtCore import QUrl

    open_url(window, QUrl.fromLocalFile(str(index)).toString())


# ---------------------------------------------------------------- commands

def retry_all_transfers(window: MainWindow) -> int:
    """Every pending transfer of every computer shown, now (BOINC Manager's "Retry pending
    transfers"); returns how many were waiting. One ``NetworkAvailable`` per computer does it, as
    BOINC Manager's entry does (AdvancedFrame's OnRetryCommunications sends only
    ``network_available``, whose NET_STATUS::network_available clears every transfer's next request
    time and every project's transfer and scheduler backoffs): one command, not one per transfer.
    Failed ones are left: they gave up for good."""
    waiting = sum(1 for snap in list(window.feeds.latest.values()) for t in snap.transfers if not t.failed)
    from core.api.commands import NetworkAvailable

    window.send_everywhere(NetworkAvailable())
    if waiting == 1:
        said = QCoreApplication.translate("veteran_menus", "Retrying 1 transfer")
    elif waiting:
        said = QCoreApplication.translate("veteran_menus", "Retrying %n transfers", "", waiting)
    else:
        said = QCoreApplication.translate("veteran_menus", "No transfer is waiting")
    window.statusBar().showMessage(said, 8000)
    return waiting


def open_event_log_window(window: MainWindow) -> None:
    from boinc_gui.dialogs.event_log_window import EventLogWindow

    existing = getattr(window, "event_log_window", None)
    if existing is None:
        existing = window.event_log_window = EventLogWindow(window.log.model, window)
    existing.show()
    existing.raise_()
    existing.activateWindow()


def open_log_flags(window: MainWindow) -> None:
    from boinc_gui.dialogs.log_flags import open_log_flags_dialog

    open_log_flags_dialog(window)


def open_graphics(window: MainWindow) -> None:
    from boinc_gui.shell.graphics_app import show_graphics

    show_graphics(window)


def update_graphics_enabled(window: MainWindow) -> None:
    rows = window.tasks.selected_rows()
    if len(rows) != 1:
        window.graphics_action.setEnabled(False)
        return
    from boinc_gui.shell.graphics_app import graphics_of  # here: one task selected

    window.graphics_action.setEnabled(graphics_of(window, rows[0]) is not None)
