"""TransferManager rules: caps, bandwidth, abort, retry now, suspend, project backoff, give-up."""
from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from core.ids import FileName, ProjectUrl
from core.transfer import EventKind, TransferManager, TransferSettings, codes
from tests.core.transfer.conftest import download_fi, payload, run_until, until_any, until_final
from tests.core.transfer.loopback import Loopback, Route

pytestmark = pytest.mark.timeout(60)
NOW = 3_000_000.0


def test_caps_per_project_and_total(server: Loopback, project_dir: Path) -> None:
    data = payload(2000)
    m = TransferManager(TransferSettings(max_file_xfers=3, max_file_xfers_per_project=2))
    for proj in ("a", "b"):
        for i in range(5):
            name = f"{proj}{i}"
            (server.root / proj).mkdir(exist_ok=True)
            (server.root / proj / name).write_bytes(data)
            server.routes[f"/{proj}/{name}"] = Route(delay_s=0.15)
            fi = download_fi(name, data, [f"{server.base}/{proj}/{name}"], project=ProjectUrl(f"http://{proj}/"))
            m.start_download(fi, project_dir / name, NOW)
    events = run_until(m, NOW, lambda ev: sum(e.final for e in ev) == 10, timeout_s=20)
    assert all(e.kind is EventKind.FINISHED for e in events)
    assert server.max_total_in_flight == 3
    assert max(server.max_in_flight.values()) == 2


def test_bandwidth_limit_shared_by_transfers(server: Loopback, project_dir: Path) -> None:
    rate = 400_000.0
    m = TransferManager(TransferSettings(max_bytes_sec_down=rate))
    files = {f"bw{i}": payload(400_000, seed=i) for i in range(2)}  # 800 kB at 400 kB/s: 2 s
    for name, data in files.items():
        (server.root / name).write_bytes(data)
        m.start_download(download_fi(name, data, [f"{server.base}/{name}"], project=ProjectUrl(f"http://{name}/")),
                         project_dir / name, NOW)
    t0 = time.monotonic()
    events = run_until(m, NOW, lambda ev: sum(e.final for e in ev) == 2, timeout_s=20)
    elapsed = time.monotonic() - t0
    assert all(e.ok for e in events)
    assert 0.8 * 2.0 <= elapsed <= 1.2 * 2.0, elapsed


def test_abort_is_permanent_failure(server: Loopback, project_dir: Path) -> None:
    data = payload(5000)
    (server.root / "ab").write_bytes(data)
    server.routes["/ab"] = Route(trickle_s=0.01)
    m = TransferManager()
    key = (ProjectUrl("http://demo.example/"), FileName("ab"))
    m.start_download(download_fi("ab", data, [f"{server.base}/ab"]), project_dir / "ab", NOW)
    m.poll(NOW)
    time.sleep(0.2)
    assert m.statuses(NOW)[0].is_active
    assert m.abort(key, False)
    events = run_until(m, NOW, until_final)
    assert events[0].kind is EventKind.FAILED and events[0].error_code == codes.ERR_ABORTED_VIA_GUI
    assert not m.active(key, False) and m.statuses(NOW) == []
    run_until(m, NOW, lambda ev: not any(project_dir.iterdir()))  # partial removed once the worker stops


def test_retry_now_and_suspend_resume(server: Loopback, project_dir: Path) -> None:
    data = payload(3000)
    server.routes["/later"] = Route(status=503)
    m = TransferManager()
    key = (ProjectUrl("http://demo.example/"), FileName("later"))
    m.start_download(download_fi("later", data, [f"{server.base}/later"]), project_dir / "later", NOW)
    ev = run_until(m, NOW, until_any)[0]
    assert ev.kind is EventKind.RETRY_SCHEDULED and ev.error_code == codes.ERR_HTTP_TRANSIENT
    state = m.persistent_state(key, False)
    assert state is not None and state.num_retries == 1 and state.first_request_time == NOW
    del server.routes["/later"]
    (server.root / "later").write_bytes(data)
    m.suspend()
    assert m.retry_now(key, False)
    for _ in range(20):
        assert m.poll(NOW) == []
        time.sleep(0.01)
    assert m.statuses(NOW)[0].status == "Download: suspended - network activity suspended"
    m.resume()
    assert run_until(m, NOW, until_final)[-1].ok
    assert (project_dir / "later").read_bytes() == data


def test_project_backoff_after_three_failures(server: Loopback, project_dir: Path) -> None:
    server.routes["/x0"] = Route(status=500)
    m = TransferManager()
    m.start_download(download_fi("x0", b"a", [f"{server.base}/x0"]), project_dir / "x0", NOW)
    now = failed_at = NOW
    for _ in range(3):
        ev = run_until(m, now, until_any)[0]
        failed_at, now = now, ev.next_request_time
    status = m.statuses(failed_at)[0]
    assert status.project_backoff_s > 0 and "(project backoff: " in status.status


def test_give_up_after_giveup_period(server: Loopback, project_dir: Path) -> None:
    server.routes["/old"] = Route(status=500)
    m = TransferManager(TransferSettings(giveup_s=1000))
    m.start_download(download_fi("old", b"a", [f"{server.base}/old"]), project_dir / "old", NOW)
    assert run_until(m, NOW, until_any)[0].kind is EventKind.RETRY_SCHEDULED
    ev = run_until(m, NOW + 2000, until_any)[0]
    assert ev.kind is EventKind.FAILED and ev.error_code == codes.ERR_TIMEOUT


def test_hostile_name_refused_without_network(server: Loopback, project_dir: Path) -> None:
    m = TransferManager()
    m.start_download(download_fi("../evil", b"a", [f"{server.base}/x"]), project_dir / "evil", NOW)
    ev = m.poll(NOW)
    assert ev[0].kind is EventKind.FAILED and "refused file name" in ev[0].error
    assert server.records == []


def test_a_finished_transfer_calls_the_managers_hook_before_any_poll(server: Loopback, project_dir: Path) -> None:
    """The live client wakes its loop on this hook: a job whose input has arrived gets its
    CPU at once, not at the next once-a-second pass."""
    data = payload(4000)
    (server.root / "woke").write_bytes(data)
    server.routes["/woke"] = Route(delay_s=0.3)
    m = TransferManager()
    ended = threading.Event()
    m.on_done = ended.set
    m.start_download(download_fi("woke", data, [f"{server.base}/woke"]), project_dir / "woke", NOW)
    assert m.poll(NOW) == []  # this poll starts the worker; nothing has ended yet
    assert not ended.is_set()
    assert ended.wait(20), "no word of the transfer's end"
    # Only now does the manager look, and the outcome the hook announced is there.
    [event] = m.poll(NOW)
    assert event.kind is EventKind.FINISHED and (project_dir / "woke").read_bytes() == data
