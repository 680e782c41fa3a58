"""The computer selector and its wiring into the main window.

``HostSelector`` is the toolbar's combo box: each computer, then "All computers", which shows
every connected host's projects, tasks, transfers and event log merged
(boinc_gui/hosts/feeds.py). ``install_hosts`` adds the selector, a Hosts menu and the health
label to a ``MainWindow`` and keeps its feeds in step with the ``HostManager``: hosts that
connect or go away while the merged view is shown join or leave it, and every health pass
greys the rows of hosts that stopped answering. The hosts' dialogs (boinc_gui/hosts/dialogs.py)
load when the menu first opens one: the window's start-up does without them. GUI thread only.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QMenu, QWidget

from boinc_gui.hosts.feeds import ALL_ID, LOCAL_ID
from boinc_gui.hosts.manager import HostManager, health_words, shown_name
from boinc_gui.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from boinc_gui.hosts.dialogs import HostsDialog
    from boinc_gui.main_window import MainWindow
    from core.api.client import HostHealth

ALL_LABEL = QT_TRANSLATE_NOOP("Hosts", "All computers")
"""The selector's last item (translated where shown)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("Hosts", text)


class HostSelector(QComboBox):
    """The combo box choosing which computer the tabs show, or all of them."""

    def __init__(self, manager: HostManager, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.manager = manager
        self.setAccessibleName(self.tr("Computer"))
        self.setToolTip(self.tr("Which computer the tabs show (or all of them at once)"))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.activated.connect(self._chosen)
        manager.model.modelReset.connect(self._fill)
        manager.current_changed.connect(lambda _: self._show_current())
        self._fill()

    def _fill(self) -> None:
        """One item per host (its id as data) and "All computers" last."""
        self.blockSignals(True)
        self.clear()
        for e in self.manager.entries():
            self.addItem(shown_name(e), e.host_id)
        self.addItem(_tr(ALL_LABEL), ALL_ID)
        self.blockSignals(False)
        self._show_current()

    def row_of(self, host_id: str) -> int:
        return self.findData(host_id)

    def _chosen(self, row: int) -> None:
        host_id = self.itemData(row)
        if host_id is not None:
            self.manager.select(str(host_id))

    def _show_current(self) -> None:
        row = self.row_of(self.manager.current)
        if row >= 0 and row != self.currentIndex():
            self.blockSignals(True)
            self.setCurrentIndex(row)
            self.blockSignals(False)


@dataclass
class HostsUi:  # no slots: Qt connects to its bound methods through weak references
    """What ``install_hosts`` added to the window (kept for tests and later wiring)."""

    window: MainWindow
    manager: HostManager
    selector: HostSelector
    health: QLabel  # the shown host's health (or every host's, merged), in the status bar
    dialog: HostsDialog | None = None  # the hosts dialog last opened

    def open_dialog(self) -> HostsDialog:
        from boinc_gui.hosts.dialogs import HostsDialog

        dlg = HostsDialog(self.manager, self.window)
        dlg.confirm = lambda text: self.window.confirm(QCoreApplication.translate("Hosts", "Remove host"), text)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        self.dialog = dlg
        return dlg

    def choose(self, host_id: str) -> None:
        """Select ``host_id`` (or ``ALL_ID``) as if the volunteer picked it in the combo box."""
        row = self.selector.row_of(host_id)
        self.selector.setCurrentIndex(row)
        self.selector.activated.emit(row)

    def switch(self, host_id: str) -> None:
        """Show what ``manager.current`` names: one computer, or all of them merged."""
        feeds = self.window.feeds
        if host_id == ALL_ID:
            feeds.show_all(self.manager.feeds(), LOCAL_ID)
        else:
            feed = self.manager.feed(host_id)
            if feed is not None:
                feeds.show_host(feed)
        self.check_health()

    def on_bridge_started(self, host_id: str) -> None:
        feed = self.manager.feed(host_id)
        if self.manager.current == ALL_ID and feed is not None:
            self.window.feeds.add_feed(feed)

    def on_bridge_stopped(self, host_id: str) -> None:
        self.window.feeds.remove_feed(host_id)

    def check_health(self) -> None:
        """Grey the rows of shown hosts that stopped answering; say how the shown hosts are."""
        feeds, manager = self.window.feeds, self.manager
        for host_id in feeds.hosts():
            feeds.set_host_state(host_id, manager.staleness(host_id))
        if manager.current == ALL_ID:
            shown = feeds.hosts()
            answering = [h for h in shown if not feeds.stale(h)]
            text = QCoreApplication.translate("Hosts", "{all}: {answering} of {shown} answering").format(
                all=_tr(ALL_LABEL), answering=len(answering), shown=len(shown))
            lines = [f"{shown_name(manager.entry(h) or manager.local)}: "
                     f"{feeds.stale(h) or health_words(manager.health(h))}" for h in shown]
            lines += [f"{shown_name(e)}: {health_words(manager.health(e.host_id))}"
                      for e in manager.entries() if e.host_id not in shown]
            self.health.setText(text)
            self.health.setToolTip("\n".join(lines))
        else:
            self.show_health(manager.current, manager.health(manager.current))

    def show_health(self, host_id: str, h: HostHealth) -> None:
        if host_id == self.manager.current:
            entry = self.manager.entry(host_id)
            self.health.setText("" if host_id == LOCAL_ID else f"{entry.name if entry else host_id}: {health_words(h)}")
            self.health.setToolTip("")


def install_hosts(window: MainWindow, manager: HostManager) -> HostsUi:
    """Give ``window`` a Hosts menu, a computer selector and the shown hosts' health."""
    selector = HostSelector(manager, window)
    bar = window.addToolBar(QCoreApplication.translate("Hosts", "Computer"))
    bar.setObjectName("hosts_toolbar")
    bar.addWidget(QLabel(" " + QCoreApplication.translate("Hosts", "Computer:") + " ", window))
    bar.addWidget(selector)
    health = QLabel("", window)
    health.setAccessibleName(QCoreApplication.translate("Hosts", "Host status"))
    window.statusBar().addPermanentWidget(health)
    ui = HostsUi(window, manager, selector, health)
    # Before Help, as menus go, and Alt+S: Alt+H is Help's.
    menubar = window.menuBar()
    menu = QMenu(QCoreApplication.translate("Hosts", "Ho&sts"), menubar)
    helps = ("&Help", QCoreApplication.translate("MainWindow", "&Help"))  # as the window wrote it
    help_menu = next((a for a in menubar.actions() if a.text() in helps), None)
    if help_menu is not None:
        menubar.insertMenu(help_menu, menu)
    else:
        menubar.addMenu(menu)
    menu.addAction(QCoreApplication.translate("Hosts", "&Manage hosts…"), ui.open_dialog)
    menu.addAction(QCoreApplication.translate("Hosts", "&Add host…"), lambda: ui.open_dialog().add_host())
    menu.addAction(QCoreApplication.translate("Hosts", "Show all &computers"), lambda: ui.choose(ALL_ID))
    manager.health_changed.connect(ui.show_health)
    manager.health_checked.connect(ui.check_health)
    manager.current_changed.connect(ui.switch)
    manager.bridge_started.connect(ui.on_bridge_started)
    manager.bridge_stopped.connect(ui.on_bridge_stopped)
    return ui
