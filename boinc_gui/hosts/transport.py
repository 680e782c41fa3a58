"""How the manager reaches a remote host: plain GUI RPC, TLS with a pinned certificate, or SSH.

``TransportBox`` is the part of the Add/Edit host dialog that chooses it:

- Plain: BOINC's GUI RPC port as is (any BOINC client).
- TLS: a boinc-core started with ``--gui-rpc-tls-port``. "Get certificate" shows the
  SHA-256 fingerprint the host presents, for the volunteer to compare with what
  ``boinc-core tls-fingerprint`` prints on that computer; it is pinned when the dialog is
  saved (left empty, the first certificate seen is pinned: trust on first use, and
  ``learned_pin`` keeps it). When the host later presents another certificate, the
  manager refuses it (the host's status says both fingerprints); "Get certificate" then
  shows the new one beside the pinned one, and "Accept the new certificate" pins it.
- SSH tunnel: for a stock BOINC client listening on its own 127.0.0.1. Login with the
  SSH agent or a key file; the host key must be in known_hosts. A key's passphrase goes
  to the keyring (``PasswordVault``, under "<host id>/ssh-passphrase"), never to QSettings.

The choice is kept beside the host entry in QSettings (``save_transport``/``load_transport``,
inside the entry's array index). GUI thread only.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QWidget,
)

from core.guirpc.ssh_tunnel import SshSettings
from core.guirpc.tls import TlsSettings, fetch_fingerprint, normalize
from core.guirpc.transport import Transport

if TYPE_CHECKING:
    from boinc_gui.hosts.manager import HostEntry, PasswordVault
    from core.api.client import HostHealth

PLAIN, TLS, SSH = "plain", "tls", "ssh"
TLS_PORT = 31418  # what the docs suggest for boinc-core run --gui-rpc-tls-port


def passphrase_key(host_id: str) -> str:
    """The keyring user name under which a host's SSH key passphrase is kept."""
    return f"{host_id}/ssh-passphrase"


def save_transport(settings: QSettings, transport: Transport | None) -> None:
    """Write ``transport`` at the current array index (no secret is written)."""
    if isinstance(transport, TlsSettings):
        settings.setValue("transport", TLS)
        settings.setValue("tls_sha256", transport.pin)
    elif isinstance(transport, SshSettings):
        settings.setValue("transport", SSH)
        for key, value in (("ssh_host", transport.host), ("ssh_port", transport.port), ("ssh_user", transport.user),
                           ("ssh_key_file", transport.key_file), ("ssh_known_hosts", transport.known_hosts)):
            settings.setValue(key, value)


def load_transport(settings: QSettings) -> Transport | None:
    kind = str(settings.value("transport", PLAIN))
    if kind == TLS:
        return TlsSettings(normalize(str(settings.value("tls_sha256", ""))))
    if kind == SSH:
        try:
            port = int(str(settings.value("ssh_port", 22)))
        except ValueError:
            port = 22
        return SshSettings(str(settings.value("ssh_host", "")), port, str(settings.value("ssh_user", "")),
                           str(settings.value("ssh_key_file", "")), str(settings.value("ssh_known_hosts", "")))
    return None


def with_secret(transport: Transport | None, vault: PasswordVault, host_id: str) -> Transport | None:
    """``transport`` with the SSH key passphrase from the keyring, for the client that logs in."""
    if isinstance(transport, SshSettings):
        return replace(transport, passphrase=vault.get(passphrase_key(host_id)) or "")
    return transport


def learned_pin(entry: HostEntry, health: HostHealth) -> HostEntry | None:
    """``entry`` with the certificate pinned at first use, when its client pinned one it had not."""
    t = entry.transport
    if isinstance(t, TlsSettings) and not t.pin and health.tls_fingerprint:
        return replace(entry, transport=TlsSettings(health.tls_fingerprint))
    return None


def transport_words(transport: Transport | None) -> str:
    """What the host list adds after the address."""
    if isinstance(transport, TlsSettings):
        return " (TLS)"
    if isinstance(transport, SshSettings):
        where = f"{transport.user + '@' if transport.user else ''}{transport.host}:{transport.port}"
        return " " + QCoreApplication.translate("TransportBox", "(SSH via {where})").format(where=where)
    return ""


class TransportBox(QGroupBox):
    """Plain, TLS or SSH, with the fields each needs. ``address``/``port``: the dialog's fields,
    read when the certificate is fetched."""

    def __init__(self, transport: Transport | None, address: QLineEdit, port: QSpinBox,
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Connection"), parent)
        self._address, self._port = address, port
        self.kind = QComboBox(self)
        self.kind.addItem(self.tr("Plain GUI RPC (any BOINC client)"), PLAIN)
        self.kind.addItem(self.tr("TLS (boinc-core with --gui-rpc-tls-port)"), TLS)
        self.kind.addItem(self.tr("SSH tunnel (BOINC listening on the host's 127.0.0.1)"), SSH)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(QWidget(self))
        # TLS page
        tls_page = QWidget(self)
        self.pinned = QLabel("", tls_page)
        self.pinned.setWordWrap(True)
        self.presented = QLabel("", tls_page)
        self.presented.setWordWrap(True)
        self.fetch_button = QPushButton(self.tr("Get certificate"), tls_page)
        self.accept_button = QPushButton(self.tr("Accept the new certificate"), tls_page)
        self.accept_button.setEnabled(False)
        self.fetch_button.clicked.connect(self.fetch)
        self.accept_button.clicked.connect(self.accept_presented)
        buttons = QHBoxLayout()
        buttons.addWidget(self.fetch_button)
        buttons.addWidget(self.accept_button)
        tls_form = QFormLayout(tls_page)
        tls_form.addRow(self.tr("Pinned SHA-256"), self.pinned)
        tls_form.addRow(self.tr("Presented"), self.presented)
        tls_form.addRow(buttons)
        self.pages.addWidget(tls_page)
        # SSH page
        ssh_page = QWidget(self)
        self.ssh_host = QLineEdit(ssh_page)
        self.ssh_host.setPlaceholderText(self.tr("the address above"))
        self.ssh_port = QSpinBox(ssh_page)
        self.ssh_port.setRange(1, 65535)
        self.ssh_port.setValue(22)
        self.ssh_user = QLineEdit(ssh_page)
        self.ssh_user.setPlaceholderText(self.tr("your user name here"))
        self.key_file = QLineEdit(ssh_page)
        self.key_file.setPlaceholderText(self.tr("the SSH agent and ~/.ssh keys"))
        self.known_hosts = QLineEdit(ssh_page)
        self.known_hosts.setPlaceholderText("~/.ssh/known_hosts")
        self.passphrase = QLineEdit(ssh_page)
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase.setPlaceholderText(self.tr("none, or unchanged (kept in the keyring)"))
        ssh_form = QFormLayout(ssh_page)
        ssh_form.addRow(self.tr("SSH host"), self.ssh_host)
        ssh_form.addRow(self.tr("SSH port"), self.ssh_port)
        ssh_form.addRow(self.tr("User"), self.ssh_user)
        ssh_form.addRow(self.tr("Key file"), self.key_file)
        ssh_form.addRow("known_hosts", self.known_hosts)
        ssh_form.addRow(self.tr("Key passphrase"), self.passphrase)
        self.pages.addWidget(ssh_page)
        form = QFormLayout(self)
        form.addRow(self.tr("Reach it by"), self.kind)
        form.addRow(self.pages)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._pin = ""
        self._seen = ""
        if isinstance(transport, TlsSettings):
            self._pin = transport.pin
            self.kind.setCurrentIndex(1)
        elif isinstance(transport, SshSettings):
            self.kind.setCurrentIndex(2)
            self.ssh_host.setText(transport.host)
            self.ssh_port.setValue(transport.port)
            self.ssh_user.setText(transport.user)
            self.key_file.setText(transport.key_file)
            self.known_hosts.setText(transport.known_hosts)
        self._show_pin()
        self.pages.setCurrentIndex(self.kind.currentIndex())

    def _kind_changed(self, index: int) -> None:
        self.pages.setCurrentIndex(index)
        if self.kind.itemData(index) == TLS and self._port.value() == 31416:
            self._port.setValue(TLS_PORT)  # BOINC's plain port never speaks TLS

    def _show_pin(self) -> None:
        self.pinned.setText(self._pin or self.tr("none yet: the first certificate seen is pinned"))

    def fetch(self) -> None:
        """Show the fingerprint the host presents now, beside the pinned one."""
        try:
            self._seen = fetch_fingerprint(self._address.text().strip(), self._port.value(), timeout_s=5.0)
        except (OSError, ValueError) as exc:
            self._seen = ""
            self.presented.setText(self.tr("could not get it: {reason}").format(reason=exc))
            self.accept_button.setEnabled(False)
            return
        if not self._pin:
            self.presented.setText(
                f"{self._seen}\n"
                + self.tr(
                    "Compare it with what `boinc-core tls-fingerprint` "
                    "prints on that computer; it is pinned when you press OK."
                )
            )
            self._pin = self._seen
            self._show_pin()
            self.accept_button.setEnabled(False)
        elif self._seen == self._pin:
            self.presented.setText(f"{self._seen}\n" + self.tr("the same as the pinned one"))
            self.accept_button.setEnabled(False)
        else:
            self.presented.setText(f"{self._seen}\n" + self.tr(
                "DIFFERENT from the pinned one: accept it only if that computer's certificate was made anew and "
                "`boinc-core tls-fingerprint` there prints this."))
            self.accept_button.setEnabled(True)

    def accept_presented(self) -> None:
        """Pin the certificate ``fetch`` showed (saved with the dialog)."""
        if self._seen:
            self._pin = self._seen
            self._show_pin()
            self.accept_button.setEnabled(False)
            self.presented.setText(f"{self._seen}\n" + self.tr("accepted: pinned when you press OK"))

    def transport(self) -> Transport | None:
        kind: str = self.kind.currentData()
        if kind == TLS:
            return TlsSettings(self._pin)
        if kind == SSH:
            return SshSettings(self.ssh_host.text().strip() or self._address.text().strip(), self.ssh_port.value(),
                               self.ssh_user.text().strip(), self.key_file.text().strip(),
                               self.known_hosts.text().strip())
        return None

    def new_passphrase(self) -> str | None:
        """The SSH key passphrase typed (None: none typed, keep what the keyring has)."""
        text = self.passphrase.text()
        return text if self.kind.currentData() == SSH and text else None
