"""What the window shows of its primary host: the title, the banner and the one-computer tabs
when another computer (or the merged view) is chosen, and the welcome page instead of the
tabs while the computer shown has no project.

``HostFeeds`` (boinc_gui/hosts/feeds.py) calls the window's ``host_view_changed`` and
``reset_host_tabs``, which come here; ``update_welcome`` follows each primary snapshot. The
words keep the "MainWindow" translation context they had when the window made them. The
window is a type here only.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QVBoxLayout

from boinc_gui.hosts.names import LOCAL_NAME, shown_host

if TYPE_CHECKING:
    from boinc_gui.main_window import MainWindow
    from core.api.snapshot import ClientSnapshot

# Literal calls of this name are what pyside6-lupdate extracts (context "MainWindow", as before the split).
translate = QCoreApplication.translate


def show_primary(w: MainWindow, snap: ClientSnapshot) -> None:
    """The primary host's snapshot in everything that shows one computer: the welcome page, the
    disk pies, the charts, the status bar, the GPU controls, the mode menus, the screen reader's
    news, the alerts, the tray and the simple view (HostFeeds already updated the tables and the log)."""
    from boinc_gui.shell import menus

    w.snapshot = snap
    update_welcome(w, snap)
    w.disk.prefs = snap.prefs
    w.disk.update_disk(snap.disk)
    w.stats.add_snapshot(snap)
    w.status.show_activity(snap, shown_host(w.feeds.primary_feed().name) if w.feeds.merged else "")
    w.gpu_controls.show(snap)
    menus.show_modes(w, snap.activity)
    w.announcer.feed(snap)  # computing suspended or resumed, a task failed: said to a screen reader
    w.alerts.feed(w.feeds.primary_feed().name, snap)
    view = w.bridge.client.account_manager() if not w.feeds.merged else None
    w.status.show_acct_mgr((view.name or view.url) if view is not None and view.url else "")
    if w.tray is not None:
        w.tray.update_from(snap)
    w.primary_snapshot.emit(snap)


def show_title(w: MainWindow) -> None:
    """The title names the computer shown (this one by its client's label), or all of them."""
    feed = w.feeds.primary_feed()
    if w.feeds.merged:
        w.setWindowTitle(translate("MainWindow", "boinc-gui — All computers (%1)").replace(
            "%1", str(len(w.feeds.hosts()))))
    else:
        w.setWindowTitle(translate("MainWindow", "boinc-gui — %1").replace(
            "%1", feed.name if feed.name != LOCAL_NAME else feed.bridge.client.capabilities.label))


def host_view_changed(w: MainWindow) -> None:
    """Another computer, or the merged view, is shown: title, banner and menus follow."""
    caps = w.feeds.primary_feed().bridge.client.capabilities
    show_title(w)
    w.banner.setVisible(caps.emulated)
    from boinc_gui.a11y import StatusAnnouncer

    w.announcer = StatusAnnouncer(w.activity_label)  # another computer: the switch itself is no news
    w.attach_action.setEnabled(caps.can_attach)
    w.update_enabled()


def reset_host_tabs(w: MainWindow) -> None:
    """Empty the one-computer tabs (Disk, Statistics, status bar) for the primary host."""
    feed = w.feeds.primary_feed()
    caps = feed.bridge.client.capabilities
    w.disk.reset(
        ""
        if caps.has_disk
        else translate("MainWindow", "%1 does not report its disk usage to this window.").replace(
            "%1", shown_host(feed.name)
        ),
        translate(
            "MainWindow", "Disk usage of %1 (they show one computer at a time: choose another in the Computer box)"
        ).replace("%1", shown_host(feed.name))
        if w.feeds.merged
        else "",
    )
    w.stats.reset(
        translate(
            "MainWindow", "Charts of %1 (they show one computer at a time: choose another in the Computer box)"
        ).replace("%1", shown_host(feed.name))
        if w.feeds.merged
        else ""
    )
    w.stats.set_history(history_file(w, feed.host_id))
    w.snapshot = None
    w.status.connecting()


def history_file(w: MainWindow, host_id: str) -> Path | None:
    """Where the charts of ``host_id`` are kept: next to manager.ini (None for an emulator)."""
    feed = w.feeds.feed(host_id)
    if feed is None or feed.bridge.client.capabilities.emulated or not w.settings.fileName():
        return None
    return Path(w.settings.fileName()).parent / "statistics" / f"{host_id}.json"


def update_welcome(w: MainWindow, snap: ClientSnapshot) -> None:
    """The welcome page while the computer shown has no project and can attach one, else the tabs."""
    if snap.projects:
        w.expect_auto_attach = False
        w.welcome_dismissed = False  # a later detach of every project welcomes again
    caps = w.bridge.client.capabilities
    welcome = (not snap.projects and caps.can_attach and not w.feeds.merged and not w.expect_auto_attach
               and not w.welcome_dismissed)
    w.body.setCurrentWidget(w.welcome if welcome else w.tabs)


def expect_automatic_attach(w: MainWindow, wait_ms: int) -> None:
    """The client attaches the demo project by itself: no welcome page meanwhile (at most ``wait_ms``)."""
    w.expect_auto_attach = True

    def stop_waiting() -> None:
        w.expect_auto_attach = False
        if w.snapshot is not None:
            update_welcome(w, w.snapshot)
    QTimer.singleShot(wait_ms, w, stop_waiting)


def welcome_first_start(w: MainWindow) -> None:
    """A first start (no client state before): the demo project attaches on its own, so a
    banner says what is happening and where a science project is added; once per settings."""
    from boinc_gui.tabs.welcome import first_start_banner

    central = w.centralWidget()
    box = central.layout() if central is not None else None
    if central is not None and isinstance(box, QVBoxLayout) and w.first_start is None:
        w.first_start = first_start_banner(w.settings, box, central)
        if w.first_start is not None:
            w.first_start.attach_requested.connect(w.attach_project)
