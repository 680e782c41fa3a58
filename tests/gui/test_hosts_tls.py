"""The Hosts dialog's connection choice: TLS with the certificate's fingerprint shown and pinned,
a changed certificate refused and accepted anew, SSH settings with the passphrase in the keyring.

Real Qt widgets offscreen, a real GUI RPC server behind a real TLS port on 127.0.0.1.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.dialogs import HostsDialog
from boinc_gui.hosts.manager import HostEntry, HostManager, PasswordVault
from boinc_gui.hosts.selector import install_hosts
from boinc_gui.hosts.transport import passphrase_key
from boinc_gui.main_window import MainWindow
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from core.guirpc.ssh_tunnel import SshSettings
from core.guirpc.tls import CERT_FILE, KEY_FILE, TlsSettings
from core.guirpc.tls_front import TlsFront
from core.remote.client import RemoteClient
from core.remote.host_poller import HostPoller
from tests.core.guirpc.sample import PASSWORD, attached_snapshot
from tests.gui.test_hosts import MemoryKeyring, ok_button


def transport_client(entry: HostEntry, password: str) -> RemoteClient:
    return RemoteClient(entry.address, entry.port, password, label=entry.name, poll_interval_s=0.2,
                        timeout_s=2.0, backoff_s=0.2, max_backoff_s=0.5, transport=entry.transport)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[GuiRpcServer]:
    with GuiRpcServer(StateBackend(attached_snapshot(n_results=2)), PASSWORD, port=0) as srv:
        yield srv


def manager_for(window: MainWindow, tmp_path: Path, ring: MemoryKeyring) -> HostManager:
    settings = QSettings(str(tmp_path / "hosts.ini"), QSettings.Format.IniFormat)
    return install_hosts(window, HostManager(settings, window.bridge, PasswordVault(ring), transport_client,
                                             parent=window)).manager


@pytest.mark.timeout(90)
def test_tls_fingerprint_shown_pinned_changed_refused_then_accepted(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, server: GuiRpcServer) -> None:
    data = tmp_path / "host"
    data.mkdir()
    front = TlsFront(server, data, port=0)
    front.start()
    ring = MemoryKeyring()
    manager = manager_for(window, tmp_path, ring)
    dialog = HostsDialog(manager, window)
    add = dialog.add_host()
    add.name.setText("tls box")
    add.address.setText("127.0.0.1")
    add.password.setText(PASSWORD)
    add.transport_box.kind.setCurrentIndex(1)  # TLS
    add.port.setValue(front.port)
    add.transport_box.fetch_button.click()
    assert front.fingerprint in add.transport_box.presented.text()  # for the volunteer to compare
    assert add.transport_box.pinned.text() == front.fingerprint
    ok_button(add).click()
    [entry] = manager.hosts
    assert entry.transport == TlsSettings(front.fingerprint)
    assert front.fingerprint in (tmp_path / "hosts.ini").read_text()  # kept beside the host entry
    qtbot.waitUntil(lambda: manager.health(entry.host_id).connected, timeout=15000)
    assert "(TLS)" in manager.model.index(1, 1).data()

    # The host's certificate is made anew on the same port: the manager refuses it and says why.
    old, port = front.fingerprint, front.port
    front.stop()
    (data / CERT_FILE).unlink()
    (data / KEY_FILE).unlink()
    front = TlsFront(server, data, port=port)
    front.start()
    try:
        new = front.fingerprint
        qtbot.waitUntil(lambda: "changed" in manager.model.index(1, 2).data(), timeout=15000)  # the Status column
        status = manager.model.index(1, 2).data()
        assert old in status and new in status and "Accept the new certificate" in status
        # Edit: get the certificate, see it differs, accept it.
        dialog.view.selectRow(1)
        edit = dialog.edit_host()
        assert edit is not None and edit.transport_box.pinned.text() == old
        assert not edit.transport_box.accept_button.isEnabled()
        edit.transport_box.fetch_button.click()
        assert new in edit.transport_box.presented.text() and "DIFFERENT" in edit.transport_box.presented.text()
        edit.transport_box.accept_button.click()
        ok_button(edit).click()
        assert manager.hosts[0].transport == TlsSettings(new)
        qtbot.waitUntil(lambda: manager.health(entry.host_id).connected, timeout=15000)
        manager.stop()
        # The pin comes back with the host at the next start.
        later = HostManager(manager.settings, window.bridge, PasswordVault(ring), transport_client, parent=window)
        assert later.hosts[0].transport == TlsSettings(new)
        qtbot.waitUntil(lambda: later.health(entry.host_id).connected, timeout=15000)
        later.stop()
    finally:
        front.stop()
        dialog.deleteLater()


@pytest.mark.timeout(60)
def test_tls_pinned_at_first_use_when_not_fetched(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, server: GuiRpcServer) -> None:
    with TlsFront(server, tmp_path, port=0) as front:
        manager = manager_for(window, tmp_path, MemoryKeyring())
        entry = manager.add("first use", "127.0.0.1", front.port, PASSWORD, TlsSettings())
        qtbot.waitUntil(lambda: manager.hosts[0].transport == TlsSettings(front.fingerprint), timeout=15000)
        assert front.fingerprint in (tmp_path / "hosts.ini").read_text()
        assert manager.health(entry.host_id).connected
        manager.stop()


@pytest.mark.timeout(60)
def test_ssh_settings_kept_and_passphrase_only_in_the_keyring(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    ring = MemoryKeyring()
    manager = manager_for(window, tmp_path, ring)
    dialog = HostsDialog(manager, window)
    add = dialog.add_host()
    add.name.setText("stock boinc")
    add.address.setText("127.0.0.1")
    add.password.setText(PASSWORD)
    box = add.transport_box
    box.kind.setCurrentIndex(2)  # SSH
    box.ssh_port.setValue(1)  # nothing listens there: the host's status says so, in SSH's words
    box.ssh_user.setText("volunteer")
    box.key_file.setText("/home/volunteer/.ssh/id_ed25519")
    box.passphrase.setText("secret phrase")
    ok_button(add).click()
    [entry] = manager.hosts
    assert entry.transport == SshSettings("127.0.0.1", 1, "volunteer", "/home/volunteer/.ssh/id_ed25519")
    assert ring.secrets[("boinc-gui", passphrase_key(entry.host_id))] == "secret phrase"
    ini = (tmp_path / "hosts.ini").read_text()
    assert "secret phrase" not in ini and PASSWORD not in ini and "id_ed25519" in ini
    qtbot.waitUntil(lambda: "SSH to volunteer@127.0.0.1:1" in manager.health(entry.host_id).error, timeout=15000)
    assert "(SSH via volunteer@127.0.0.1:1)" in manager.model.index(1, 1).data()
    dialog.view.selectRow(1)
    dialog.remove_host()
    assert ring.secrets == {}  # the passphrase goes with the host
    manager.stop()
    dialog.deleteLater()


def _until(pred: Callable[[], bool], timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while not pred() and time.monotonic() < deadline:
        time.sleep(0.05)
    return pred()


@pytest.mark.timeout(90)
def test_the_poller_child_connects_over_tls_and_refuses_a_changed_certificate(tmp_path: Path,
                                                                              server: GuiRpcServer) -> None:
    # The app's default: remote hosts are polled by a child process; the transport travels to it.
    with TlsFront(server, tmp_path, port=0) as front:
        poller = HostPoller()
        wrong = "AB:" * 31 + "AB"
        good = poller.client("good", "127.0.0.1", front.port, PASSWORD, label="good", poll_interval_s=0.2,
                             transport=TlsSettings(front.fingerprint))
        bad = poller.client("bad", "127.0.0.1", front.port, PASSWORD, label="bad", poll_interval_s=0.2,
                            backoff_s=0.2, transport=TlsSettings(wrong))
        try:
            good.start()
            bad.start()
            assert _until(lambda: good.health().connected, 30), good.health()
            assert _until(lambda: "changed" in bad.health().error, 30), bad.health()
            assert wrong in bad.health().error and front.fingerprint in bad.health().error
            assert not bad.health().connected and bad.poll_snapshot() is None
        finally:
            poller.close()
