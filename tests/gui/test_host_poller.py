"""Remote hosts polled by a child process (core/remote/host_poller.py): rows still reach the window,
commands still reach the host, unchanged rows arrive as the very objects the window holds, and
the window's process neither parses XML nor accepts anything but core's classes from the child."""
from __future__ import annotations

import os
import pickle
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.manager import HostManager
from boinc_gui.hosts.selector import install_hosts
from boinc_gui.main_window import MainWindow
from core.api.commands import SetRunMode
from core.guirpc.backend import StateBackend
from core.guirpc.client import GuiRpcUnsupported
from core.guirpc.server import GuiRpcServer
from core.remote.host_poller import (
    POLLER_NICENESS,
    HostPoller,
    PolledClient,
    child_command,
    decode_rows,
    encode_rows,
    load_core,
)
from core.state.enums import RunMode
from tests.core.guirpc.sample import PASSWORD, attached_snapshot
from tests.gui.test_hosts import no_keyring
from tests.gui.test_models import row
from tests.gui.test_window import shown

pytestmark = [pytest.mark.gui, pytest.mark.timeout(90)]


@pytest.fixture
def server() -> Iterator[tuple[GuiRpcServer, StateBackend]]:
    backend = StateBackend(attached_snapshot(n_results=40))
    with GuiRpcServer(backend, PASSWORD, port=0) as srv:
        yield srv, backend


def children_of(pid: int) -> set[int]:
    out = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.add(int(entry.name))
    return out


def _niceness(pid: int) -> int:
    stat = Path(f"/proc/{pid}/stat").read_text()
    return int(stat.rsplit(")", 1)[1].split()[16])


def test_a_host_polled_by_the_child_process_shows_its_rows_and_takes_commands(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, server: tuple[GuiRpcServer, StateBackend]) -> None:
    srv, backend = server
    settings = QSettings(str(tmp_path / "hosts.ini"), QSettings.Format.IniFormat)
    manager = HostManager(settings, window.bridge, no_keyring(), parent=window)  # the app's default: the child
    ui = install_hosts(window, manager)
    try:
        entry = manager.add("lab machine", "127.0.0.1", srv.port, PASSWORD)
        assert manager.poller is not None
        pid = manager.poller.pid
        assert pid is not None and pid != os.getpid() and pid in children_of(os.getpid())
        # It yields the CPU to the window: its niceness is above ours (the 19th field of stat).
        qtbot.waitUntil(lambda: _niceness(pid) == min(_niceness(os.getpid()) + POLLER_NICENESS, 19), timeout=10000)
        bridge = manager.bridge(entry.host_id)
        assert bridge is not None and isinstance(bridge.client, PolledClient)
        qtbot.waitUntil(lambda: manager.health(entry.host_id).connected, timeout=20000)
        ui.choose(entry.host_id)
        qtbot.waitUntil(lambda: window.tasks.model.rowCount() == 40, timeout=20000)
        assert shown(window.projects) == ["Fixture Project"]
        # The next polls send only what changed: unchanged rows are the objects already shown.
        first = bridge.client.poll_snapshot()
        assert first is not None
        qtbot.waitUntil(lambda: (bridge.client.poll_snapshot() or first).seq > first.seq + 1, timeout=10000)
        later = bridge.client.poll_snapshot()
        assert later is not None and later.tasks == first.tasks
        assert all(a is b for a, b in zip(later.tasks, first.tasks))
        # No parser ran in this process for it: the child did the GUI RPC (no RemoteClient thread here).
        assert not [t for t in __import__("threading").enumerate() if t.name.startswith("remote 127.0.0.1")]
        # A command goes through the child to the host.
        result = bridge.client.submit(SetRunMode(RunMode.NEVER, 0)).result(timeout=20)
        assert result.ok, result.message
        # The fixture server has no rules ops: the host's refusal comes back as core's own error.
        with pytest.raises(GuiRpcUnsupported):
            bridge.client.get_rules().result(timeout=20)
    finally:
        manager.stop()
    assert manager.poller is None
    deadline = time.monotonic() + 10
    while pid in children_of(os.getpid()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert pid not in children_of(os.getpid()), "the child ends when the manager stops"


def test_a_child_that_dies_is_said_in_the_hosts_health_and_a_new_one_takes_over(
        server: tuple[GuiRpcServer, StateBackend]) -> None:
    srv, _ = server
    poller = HostPoller()
    client = poller.client("h", "127.0.0.1", srv.port, PASSWORD, label="h", poll_interval_s=0.2)
    try:
        client.start()
        deadline = time.monotonic() + 20
        while not client.health().connected and time.monotonic() < deadline:
            time.sleep(0.05)
        assert client.health().connected
        pid = poller.pid
        assert pid is not None
        os.kill(pid, 9)
        deadline = time.monotonic() + 10
        while client.health().connected and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "polling process stopped" in client.health().error
        deadline = time.monotonic() + 20  # a new child after 2 s, which connects again
        while not client.health().connected and time.monotonic() < deadline:
            time.sleep(0.05)
        assert client.health().connected and poller.pid not in (None, pid)
    finally:
        poller.close()


def test_rows_go_as_runs_of_the_previous_tuple_and_come_back_as_the_same_objects() -> None:
    old = tuple(row(i) for i in range(10))
    new_row = row(4, frac=0.9)
    new = (*old[:4], new_row, *old[5:8], old[9])  # one replaced, one gone
    enc = encode_rows(new, old)
    assert enc is not None and [x for x in enc if type(x) is tuple] == [(0, 4), (5, 8), (9, 10)]
    back = decode_rows(pickle.loads(pickle.dumps(enc)), old)  # only the new row crosses the pipe
    assert back == new and all(back[i] is new[i] for i in range(len(new)) if i != 4)
    assert encode_rows(old, old) is None and decode_rows(None, old) is old


def test_the_window_accepts_only_core_classes_from_the_child() -> None:
    assert load_core(pickle.dumps(SetRunMode(RunMode.NEVER, 5.0))) == SetRunMode(RunMode.NEVER, 5.0)
    for hostile in (subprocess.Popen, os.system, sys.exit):
        with pytest.raises(pickle.UnpicklingError):
            load_core(pickle.dumps(hostile))


def test_the_manager_program_as_typed_is_the_poller_a_bundle_starts(
        server: tuple[GuiRpcServer, StateBackend]) -> None:
    """A frozen bundle has no ``python -m``: its poller child is ``boinc-gui --host-poller``."""
    assert child_command("/opt/boinc-gui/boinc-gui", frozen=True) == ["/opt/boinc-gui/boinc-gui", "--host-poller"]
    assert child_command("/usr/bin/python3", frozen=False)[1:] == ["-m", "core.remote.host_poller"]
    program = Path(sys.executable).with_name("boinc-gui")  # the installed gui-script
    assert program.exists(), program
    srv, _ = server
    poller = HostPoller(command=[str(program), "--host-poller"])
    client = poller.client("h", "127.0.0.1", srv.port, PASSWORD, label="h", poll_interval_s=0.2)
    try:
        client.start()
        deadline = time.monotonic() + 30
        while (client.poll_snapshot() is None or not client.health().connected) and time.monotonic() < deadline:
            time.sleep(0.05)
        snap = client.poll_snapshot()
        assert snap is not None and len(snap.tasks) == 40 and client.health().connected
    finally:
        poller.close()
