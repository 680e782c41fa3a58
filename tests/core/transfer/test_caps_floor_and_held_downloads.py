"""Caps below 1 never park transfers; held downloads wait while uploads go on (issue 16, items 5 and 9).

Against the loopback HTTP server on 127.0.0.1: settings built with
``max_file_xfers=0`` and ``max_file_xfers_per_project=-5`` (as a cc_config.xml read
before the reader's clamp would give) still move every file, one at a time; a
manager whose downloads are held (the disk is full) starts none until released.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.ids import ProjectUrl
from core.transfer import EventKind, TransferManager, TransferSettings
from tests.core.transfer.conftest import download_fi, payload, run_until
from tests.core.transfer.loopback import Loopback, Route

pytestmark = pytest.mark.timeout(60)
NOW = 3_000_000.0


def test_caps_below_one_still_move_files_one_at_a_time(server: Loopback, project_dir: Path) -> None:
    data = payload(3000)
    m = TransferManager(TransferSettings(max_file_xfers=0, max_file_xfers_per_project=-5))
    (server.root / "p").mkdir()
    for i in range(4):
        name = f"f{i}"
        (server.root / "p" / name).write_bytes(data)
        server.routes[f"/p/{name}"] = Route(delay_s=0.05)
        m.start_download(download_fi(name, data, [f"{server.base}/p/{name}"], project=ProjectUrl("http://p/")),
                         project_dir / name, NOW)
    events = run_until(m, NOW, lambda ev: sum(e.final for e in ev) == 4, timeout_s=30)
    assert all(e.kind is EventKind.FINISHED for e in events if e.final)
    assert server.max_total_in_flight == 1


def test_held_downloads_start_only_when_released(server: Loopback, project_dir: Path) -> None:
    data = payload(2000)
    (server.root / "held").write_bytes(data)
    m = TransferManager()
    m.hold_downloads(True)
    m.start_download(download_fi("held", data, [f"{server.base}/held"]), project_dir / "held", NOW)
    for _ in range(20):
        assert m.poll(NOW) == []
    assert not any(s.is_active for s in m.statuses(NOW))
    assert server.records == [] and server.max_total_in_flight == 0  # not one request was made
    m.hold_downloads(False)
    events = run_until(m, NOW, lambda ev: any(e.final for e in ev), timeout_s=20)
    assert [e.kind for e in events if e.final] == [EventKind.FINISHED]
    assert (project_dir / "held").read_bytes() == data


def test_a_zero_slow_transfer_window_turns_the_check_off(server: Loopback, project_dir: Path) -> None:
    """cc_config http_transfer_timeout 0 means no slow-transfer limit (curl's LOW_SPEED_TIME 0),
    not a 1 ms read timeout that fails every transfer from a server that pauses."""
    data = payload(5000)
    (server.root / "slow").write_bytes(data)
    server.routes["/slow"] = Route(delay_s=0.2)
    m = TransferManager(TransferSettings(http_transfer_timeout_s=0.0))
    m.start_download(download_fi("slow", data, [f"{server.base}/slow"]), project_dir / "slow", NOW)
    events = run_until(m, NOW, lambda ev: any(e.final for e in ev), timeout_s=20)
    assert [e.kind for e in events if e.final] == [EventKind.FINISHED], events
    assert (project_dir / "slow").read_bytes() == data
