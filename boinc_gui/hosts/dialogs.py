"""The hosts' dialogs, the computer selector, and their wiring into the main window.

``HostDialog`` adds or edits one host (where its password is kept is said below
the fields); ``HostsDialog`` lists every host with its health. ``HostSelector``
is the toolbar's combo box: each computer, then "All computers", which shows
every connected host's projects, tasks, transfers and event log merged
(boinc_gui/hosts/feeds.py). ``install_hosts`` adds the selector, a Hosts menu
and the health label to a ``MainWindow`` and keeps its feeds in step with the
``HostManager``: hosts that connect or go away while the merged view is shown
join or leave it, and every health pass greys the rows of hosts that stopped
answering. GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from boinc_gui import a11y
from boinc_gui.hosts.feeds import ALL_ID, LOCAL_ID
from boinc_gui.hosts.manager import HostEntry, HostListModel, HostManager, PasswordVault, health_words, shown_name
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.tables.table_view import ContentColumns
from boinc_gui.theme import mark_warning
from core.api.client import HostHealth

if TYPE_CHECKING:
    from boinc_gui.main_window import MainWindow

ALL_LABEL = QT_TRANSLATE_NOOP("Hosts", "All computers")
"""The selector's last item (translated where shown)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("Hosts", text)


class HostDialog(QDialog):
    """Add or edit one host: name, address, port, password (where it is kept is said below)."""

    def __init__(self, vault: PasswordVault, entry: HostEntry | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit host") if entry else self.tr("Add host"))
        self.entry_in = entry
        self.name = QLineEdit(entry.name if entry else "", self)
        self.address = QLineEdit(entry.address if entry else "", self)
        self.address.setPlaceholderText(self.tr("host name or IP address"))
        self.port = QSpinBox(self)
        self.port.setRange(1, 65535)
        self.port.setValue(entry.port if entry else 31416)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        if entry is not None:
            self.password.setPlaceholderText(self.tr("unchanged"))
        self.note = QLabel(vault.notice, self)
        self.note.setWordWrap(True)
        self.error = QLabel("", self)
        mark_warning(self.error)  # legible on either theme
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Address"), self.address)
        form.addRow(self.tr("Port"), self.port)
        form.addRow(self.tr("Password"), self.password)
        # Plain, TLS (its certificate's fingerprint shown and pinned) or SSH: boinc_gui/hosts/transport.py,
        # loaded with the first dialog (it brings ssl and SSH: the window's start-up does without them).
        from boinc_gui.hosts.transport import TransportBox

        self.transport_box = TransportBox(entry.transport if entry else None, self.address, self.port, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.transport_box)
        box.addWidget(self.note)
        box.addWidget(self.error)
        box.addWidget(buttons)

    def accept(self) -> None:
        address = self.address.text().strip()
        if not address or any(c.isspace() or c in "/\\\0" for c in address):
            self.error.setText(self.tr("Enter the host's name or IP address."))
            return
        super().accept()

    def values(self) -> tuple[str, str, int, str | None]:
        """(name, address, port, password); password None = left unchanged on edit."""
        pw = self.password.text()
        keep = self.entry_in is not None and pw == ""
        return (self.name.text().strip() or self.address.text().strip(), self.address.text().strip(),
                self.port.value(), None if keep else pw)


class HostsDialog(QDialog):
    """The host list with Add, Edit, Remove and each host's health."""

    def __init__(self, manager: HostManager, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hosts"))
        self.manager = manager
        self.view = QTableView(self)
        self.view.setModel(manager.model)
        a11y.keyboard_table(self.view)
        a11y.name(self.view, "Computers")
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().setVisible(False)
        self.columns = ContentColumns(self.view, stretch=2)  # the address whole, the status taking the rest
        self.add_button = QPushButton(self.tr("Add…"), self)
        self.edit_button = QPushButton(self.tr("Edit…"), self)
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.add_button.clicked.connect(lambda: self.add_host())
        self.edit_button.clicked.connect(lambda: self.edit_host())
        self.remove_button.clicked.connect(self.remove_host)
        self.confirm: Callable[[str], bool] = lambda text: True
        row = QHBoxLayout()
        for b in (self.add_button, self.edit_button, self.remove_button):
            row.addWidget(b)
        row.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.view, 1)
        box.addLayout(row)
        box.addWidget(close)
        self.resize(560, 320)

    def selected_id(self) -> str | None:
        rows = self.view.selectionModel().selectedRows()
        return str(rows[0].data(HostListModel.ID_ROLE)) if rows else None

    def add_host(self) -> HostDialog:
        dlg = HostDialog(self.manager.vault, None, self)
        def done() -> None:
            entry = self.manager.add(*_filled(dlg.values()), dlg.transport_box.transport())
            if self._keep_passphrase(dlg, entry.host_id):
                self.manager.update(entry, None)  # log in again, now with the passphrase
        dlg.accepted.connect(done)
        dlg.open()
        return dlg

    def edit_host(self) -> HostDialog | None:
        entry = self.manager.entry(self.selected_id() or "")
        if entry is None or entry.host_id == LOCAL_ID:
            return None
        dlg = HostDialog(self.manager.vault, entry, self)

        def done() -> None:
            name, address, port, password = dlg.values()
            self._keep_passphrase(dlg, entry.host_id)
            self.manager.update(replace(entry, name=name, address=address, port=port,
                                        transport=dlg.transport_box.transport()), password)
        dlg.accepted.connect(done)
        dlg.open()
        return dlg

    def _keep_passphrase(self, dlg: HostDialog, host_id: str) -> bool:
        """Keep the SSH key passphrase typed, if any (True), in the keyring only, like GUI RPC passwords."""
        from boinc_gui.hosts.transport import passphrase_key

        phrase = dlg.transport_box.new_passphrase()
        if phrase is not None:
            self.manager.vault.set(passphrase_key(host_id), phrase)
        return phrase is not None

    def remove_host(self) -> None:
        entry = self.manager.entry(self.selected_id() or "")
        if entry is not None and entry.host_id != LOCAL_ID and self.confirm(
                self.tr("Remove {host} from the list?").format(host=entry.name)):
            self.manager.remove(entry.host_id)


def _filled(values: tuple[str, str, int, str | None]) -> tuple[str, str, int, str]:
    name, address, port, password = values
    return name, address, port, password or ""


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
