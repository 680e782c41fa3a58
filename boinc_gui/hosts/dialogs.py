"""The hosts' dialogs: ``HostDialog`` adds or edits one host (where its password is kept is
said below the fields); ``HostsDialog`` lists every host with its health. Loaded when the Hosts
menu first opens one (boinc_gui/hosts/selector.py); GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from boinc_gui import a11y
from boinc_gui.hosts.feeds import LOCAL_ID
from boinc_gui.hosts.manager import HostEntry, HostListModel, HostManager, PasswordVault
from boinc_gui.tables.table_view import ContentColumns
from boinc_gui.theme import mark_warning


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
