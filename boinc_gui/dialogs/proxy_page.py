"""The Preferences dialog's Proxy page: the client's GUI-set proxy, as BOINC Manager's Proxy tab sets it.

The page sends what ``set_proxy_settings`` carries over GUI RPC (core.api.commands.SetProxy):
the client keeps it as its GUI proxy and puts it in force at once (core.client.live:
``set_gui_proxy``), unless cc_config.xml's ``<proxy_info>`` turns a proxy on, which stays first
as in BOINC's client. Passwords go where the client keeps them, not in the system keyring:
the client needs them itself to connect, unattended, so they are in gui_proxy_info.xml in its
data directory, readable only by its owner (BOINC keeps them in client_state.xml). GUI thread only.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Protocol, runtime_checkable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.guirpc.gui_proxy import CLEARED, cc_config_proxy_present, proxy_problem
from core.persist.cc_config import ProxyInfo


@runtime_checkable
class ProxyHolder(Protocol):
    """A client that keeps a GUI-set proxy in this process (the live client)."""

    gui_proxy: ProxyInfo | None
    cc_config_proxy: ProxyInfo | None

    def set_gui_proxy(self, info: ProxyInfo) -> object: ...


def proxy_of(client: object) -> tuple[ProxyInfo | None, bool] | None:
    """(the GUI proxy, whether cc_config.xml's overrides it) of a client that keeps one here; None otherwise."""
    if not isinstance(client, ProxyHolder):
        return None
    return client.gui_proxy, cc_config_proxy_present(client.cc_config_proxy)


class ProxyPage(QWidget):
    changed = Signal()

    def __init__(self, info: ProxyInfo | None, overridden: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Proxy"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"<h3>{self.tr('Proxy')}</h3>", self))
        note = QLabel(self.tr("The client connects to projects through these proxies from the moment you save. "
                              "Passwords are kept with the client's settings in its data directory, readable "
                              "only by you (the client needs them to connect on its own)."), self)
        note.setWordWrap(True)
        layout.addWidget(note)
        self.override_note = QLabel(self.tr("cc_config.xml names a proxy: the client uses that one, and keeps "
                                            "these settings for when it no longer does."), self)
        self.override_note.setObjectName("errors")
        self.override_note.setWordWrap(True)
        self.override_note.setVisible(overridden)
        layout.addWidget(self.override_note)
        http, self.use_http, self.http_server, self.http_port, self.http_user, self.http_password = \
            self._proxy_group(self.tr("HTTP proxy"), self.tr("Connect through an HTTP proxy"))
        socks, self.use_socks, self.socks_server, self.socks_port, self.socks_user, self.socks_password = \
            self._proxy_group(self.tr("SOCKS proxy"), self.tr("Connect through a SOCKS 5 proxy"))
        self.no_proxy = QLineEdit(self)
        self.no_proxy.setPlaceholderText(self.tr("host names, separated by commas"))
        self.no_proxy.setAccessibleName(self.tr("Do not use a proxy for"))
        others = QFormLayout()
        others.addRow(self.tr("Do not use a proxy for"), self.no_proxy)
        layout.addWidget(http)
        layout.addWidget(socks)
        layout.addLayout(others)
        self.problem = QLabel("", self)
        self.problem.setObjectName("errors")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        self._loaded = info if info is not None else CLEARED
        self.load(self._loaded)
        for box in (self.use_http, self.use_socks):
            box.toggled.connect(self._edited)
        for edit in (self.http_server, self.http_user, self.http_password, self.socks_server, self.socks_user,
                     self.socks_password, self.no_proxy):
            edit.textChanged.connect(self._edited)
        for spin in (self.http_port, self.socks_port):
            spin.valueChanged.connect(self._edited)

    def _proxy_group(self, what: str, use_words: str
                     ) -> tuple[QGroupBox, QCheckBox, QLineEdit, QSpinBox, QLineEdit, QLineEdit]:
        """One proxy's group: whether to use it, its server, port, user name and password."""
        group = QGroupBox(what, self)
        form = QFormLayout(group)
        use = QCheckBox(use_words, group)
        form.addRow(use)
        server, port = QLineEdit(group), QSpinBox(group)
        user, password = QLineEdit(group), QLineEdit(group)
        server.setAccessibleName(self.tr("{proxy} server").format(proxy=what))
        port.setRange(1, 65535)
        port.setAccessibleName(self.tr("{proxy} port").format(proxy=what))
        user.setAccessibleName(self.tr("{proxy} user name").format(proxy=what))
        password.setAccessibleName(self.tr("{proxy} password").format(proxy=what))
        password.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow(self.tr("Server"), server)
        form.addRow(self.tr("Port"), port)
        form.addRow(self.tr("User name"), user)
        form.addRow(self.tr("Password"), password)
        return group, use, server, port, user, password

    def load(self, p: ProxyInfo) -> None:
        self.use_http.setChecked(p.use_http_proxy)
        self.http_server.setText(p.http_server_name)
        self.http_port.setValue(p.http_server_port if 0 < p.http_server_port < 65536 else 80)
        self.http_user.setText(p.http_user_name)
        self.http_password.setText(p.http_user_passwd)
        self.use_socks.setChecked(p.use_socks_proxy)
        self.socks_server.setText(p.socks_server_name)
        self.socks_port.setValue(p.socks_server_port if 0 < p.socks_server_port < 65536 else 1080)
        self.socks_user.setText(p.socks5_user_name)
        self.socks_password.setText(p.socks5_user_passwd)
        self.no_proxy.setText(p.no_proxy)

    def value(self) -> ProxyInfo:
        return replace(
            self._loaded,
            use_http_proxy=self.use_http.isChecked(), use_socks_proxy=self.use_socks.isChecked(),
            use_http_auth=bool(self.http_user.text().strip()),
            http_server_name=self.http_server.text().strip(), http_server_port=self.http_port.value(),
            http_user_name=self.http_user.text().strip(), http_user_passwd=self.http_password.text(),
            socks_server_name=self.socks_server.text().strip(), socks_server_port=self.socks_port.value(),
            socks5_user_name=self.socks_user.text().strip(), socks5_user_passwd=self.socks_password.text(),
            no_proxy=",".join(h.strip() for h in self.no_proxy.text().split(",") if h.strip()))

    def check(self) -> str:
        """What keeps these settings from being used, in words ("" when nothing does)."""
        p = self.value()
        problem = self._in_words(proxy_problem(p))
        if not problem and p.use_http_proxy and not p.http_server_name:
            problem = self.tr("the HTTP proxy needs a server name")
        if not problem and p.use_socks_proxy and not p.socks_server_name:
            problem = self.tr("the SOCKS proxy needs a server name")
        self.problem.setText(f"✖ {problem[:1].upper()}{problem[1:]}." if problem else "")
        return problem

    def _in_words(self, problem: str) -> str:
        """The core's words about an unusable proxy (core.guirpc.gui_proxy.proxy_problem), translated."""
        name = re.fullmatch(r"the (HTTP|SOCKS) proxy server name is not a host name", problem)
        if name:
            return self.tr("the {proxy} proxy server name is not a host name").format(proxy=name.group(1))
        port = re.fullmatch(r"the (HTTP|SOCKS) proxy port (-?\d+) is not between 1 and 65535", problem)
        if port:
            return self.tr("the {proxy} proxy port {port} is not between 1 and 65535").format(
                proxy=port.group(1), port=port.group(2))
        return problem

    def is_edited(self) -> bool:
        return self.value() != self._loaded

    def saved(self) -> None:
        """The client took the settings: they are the page's new starting point."""
        self._loaded = self.value()

    def _edited(self, *_: object) -> None:
        self.check()
        self.changed.emit()
