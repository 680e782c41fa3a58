"""Workunit affinity (early design notes, issue 9), end to end on loopback.

The demo project chains three workunits (``chain_length=3``): every link reads
the chain's sticky input and, from the second on, its predecessor's output. A
client that ran a link keeps the result and its sticky files, offers it in its
requests, and gets the successor; a chain whose host stops migrates to another
host once the reservation runs out on the server's clock, and the host it left
is told ``<chain_end>`` when it comes back.
"""
from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from core.api.commands import CommandResult, ProjectAction, ProjectOp
from core.client.live import LiveClient
from core.client.session import LiveSession
from core.demo import DEFAULT_APP_DIR, DemoConfig, DemoProject
from core.demo.jobs import count_primes, output_count, prime_range
from core.ids import FileName, ProjectUrl
from core.persist import DataDir
from core.sched_rpc.affinity import is_kept
from tests.core.client.e2e import attach, live_client, wait_for

T = TypeVar("T")
JOB = 20_000
CHAIN_IN = "demo_app_chain_1_in"


def on_engine(client: LiveClient, fn: Callable[[LiveSession], T]) -> T:
    """Read the session on its own thread (it is not thread-safe)."""
    box: list[T] = []

    def call(s: LiveSession, now: float) -> CommandResult:
        box.append(fn(s))
        return CommandResult(True)

    assert client.inspect(call).result(timeout=15).ok
    return box[0]


def chain_rows(project: DemoProject, chain: int = 1) -> list[tuple[str, int, str, str]]:
    """(result name, host id, server state, validate state) of a chain's results, in link order."""
    assert project.store is not None
    return [(r.name, r.hostid, r.server_state, r.validate_state)
            for r in project.store.results("w.chain_id=?", (chain,))]


def link_times(project: DemoProject, chain: int = 1) -> list[tuple[float, float]]:
    """(sent, received) server times of a chain's results, in link order."""
    assert project.store is not None
    with project.store.transaction() as db:
        rows = db.execute("SELECT r.sent_time, r.received_time FROM result r JOIN workunit w ON w.id = r.wuid "
                          "WHERE w.chain_id=? ORDER BY w.chain_pos", (chain,)).fetchall()
    return [(float(sent), float(received)) for sent, received in rows]


def valid_links(project: DemoProject, chain: int = 1) -> int:
    return sum(1 for row in chain_rows(project, chain) if row[3] == "valid")


def kept_names(client: LiveClient) -> set[str]:
    return on_engine(client, lambda s: {r.name for r in s.state.results.values() if is_kept(r)})


@pytest.mark.timeout(120)
def test_a_chain_of_three_runs_on_one_client_reusing_its_sticky_files(tmp_path: Path) -> None:
    project = DemoProject(tmp_path / "project", config=DemoConfig(
        request_delay_s=1.0, job_size=JOB, ready_jobs=1, chain_length=3))
    project.start()
    url = ProjectUrl(project.master_url)
    client = live_client(tmp_path / "client")
    held = DataDir(tmp_path / "client").project_dir(url)
    try:
        attach(client, project)
        wait_for(lambda: valid_links(project) == 3, 90, "all three links of chain 1 valid")
        # The chain's sticky input went with the last link (it came without <sticky/>).
        wait_for(lambda: not (held / CHAIN_IN).exists(), 30, "the chain input released after the last link")
        rows = chain_rows(project)
        times = link_times(project)
        assert not kept_names(client) & {row[0] for row in rows}
    finally:
        client.stop()
        project.stop()
    assert [r[0] for r in rows] == ["demo_app_chain_1_0_0", "demo_app_chain_1_1_0", "demo_app_chain_1_2_0"]
    assert len({r[1] for r in rows}) == 1  # every link on the host that held the files
    assert project.download_counts[CHAIN_IN] == 1  # the shared input: downloaded once
    for name, *_ in rows[:2]:
        assert project.download_counts[f"{name}_r0"] == 0  # each predecessor's output: never downloaded
    start, end = prime_range(0, 3 * JOB)
    assert output_count(project.upload_dir / f"{rows[2][0]}_r0") == count_primes(start, end)
    log = (tmp_path / "client" / "stdoutdae.txt").read_text()
    assert log.count(f"Started download of {CHAIN_IN}") == 1
    # Each successor came in the reply that acknowledged its predecessor: sent in the
    # very request that reported it. (New chains may come meanwhile: the client asks
    # again after every RPC while its buffer is short, as BOINC's does.)
    assert [sent for sent, _ in times[1:]] == [received for _, received in times[:-1]]


def _slow_app(directory: Path) -> Path:
    """The real demo app, told to pause between chunks so a test can act while a job runs."""
    directory.mkdir(parents=True)
    shutil.copy2(DEFAULT_APP_DIR / "demo_app.py", directory / "demo_app.py")
    (directory / "boinc_app.toml").write_text(
        'name = "demo_app"\nmain_program = "demo_app.py"\ncommand_line = "--delay 0.5 --chunk 4000"\n')
    return directory


@pytest.mark.timeout(180)
@pytest.mark.slow
def test_a_chain_migrates_when_its_host_stops_and_the_host_is_told_when_back(tmp_path: Path) -> None:
    skew = [0.0]  # seconds the server's clock runs ahead of the real one
    project = DemoProject(
        tmp_path / "project",
        app_dir=_slow_app(tmp_path / "app"),
        clock=lambda: time.time() + skew[0],
        config=DemoConfig(request_delay_s=1.0, job_size=JOB, ready_jobs=1, chain_length=3, chain_timeout_s=600.0),
    )
    project.start()
    url = ProjectUrl(project.master_url)
    head, second = "demo_app_chain_1_0_0", "demo_app_chain_1_1_0"
    first = live_client(tmp_path / "first")
    first_dir = DataDir(tmp_path / "first").project_dir(url)
    try:
        attach(first, project)
        wait_for(lambda: any(r[0] == head and r[2] == "in_progress" for r in chain_rows(project)), 30,
                 "the chain head sent to the first client")
        # No new tasks: the report of the head then asks for nothing, so the successor waits.
        assert first.submit(ProjectOp(url, ProjectAction.NO_MORE_WORK)).result(timeout=10).ok
        wait_for(lambda: head in kept_names(first), 60, "the head kept on the first client")
        assert f"<name>{head}</name>" in next((tmp_path / "first").glob("sched_request_*.xml")).read_text()
        assert (first_dir / CHAIN_IN).is_file() and (first_dir / f"{head}_r0").is_file()
    finally:
        first.stop()
    assert [r[2] for r in chain_rows(project)] == ["over", "unsent"]

    other = live_client(tmp_path / "second")
    try:
        attach(other, project)
        wait_for(lambda: on_engine(other, lambda s: s.state.projects[url].hostid) > 0, 30,
                 "the second client's first reply")
        assert chain_rows(project)[1][2] == "unsent"  # still reserved for the first host
        skew[0] = 700.0  # the reservation has run out on the server's clock
        assert other.submit(ProjectOp(url, ProjectAction.UPDATE)).result(timeout=10).ok
        wait_for(lambda: valid_links(project) == 3, 120, "the chain finished on the second client")
    finally:
        other.stop()
    rows = chain_rows(project)
    assert rows[1][0] == second and rows[1][1] == rows[2][1] != rows[0][1]  # moved, then stayed
    assert project.download_counts[f"{head}_r0"] == 1  # the second client fetched the head's output
    assert project.download_counts[CHAIN_IN] == 2  # once per host

    back = live_client(tmp_path / "first")  # the first client returns: its chain has ended
    try:
        assert head in kept_names(back)  # the kept record survived the restart
        assert back.submit(ProjectOp(url, ProjectAction.UPDATE)).result(timeout=10).ok
        wait_for(lambda: head not in kept_names(back), 30, "the chain end")
        wait_for(lambda: not (first_dir / CHAIN_IN).exists() and not (first_dir / f"{head}_r0").exists(), 30,
                 "the first client's chain files deleted")
        assert (url, FileName(CHAIN_IN)) not in on_engine(back, lambda s: set(s.state.file_infos))
    finally:
        back.stop()
        project.stop()
    log = (tmp_path / "first" / "stdoutdae.txt").read_text()
    assert f"Keeping finished task {head}: its successor may run on this computer" in log
    assert f"Task {head} no longer kept for a successor" in log
    assert f"Deleting {CHAIN_IN} at the project's request" in log
