"""One script of commands, run against the live client (demo project) and the emulated client:
the preferences, project flags and task states they end with are the same.

Both clients apply commands with the one interpreter (core/engine/commands.py) over their own
``CommandClient`` (core/client/live_commands.py, core/emulator/window_client/emulated_commands.py);
this test checks that what differs between those parts does not change a command's meaning.
It once caught the live client keeping weekday windows the volunteer had cleared.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Protocol

import pytest

from core.api.commands import (
    Attach,
    Command,
    CommandResult,
    ProjectAction,
    ProjectOp,
    SetGpuMode,
    SetPrefs,
    TaskAction,
    TaskOp,
)
from core.api.snapshot import ClientSnapshot, TaskRow
from core.emulator.scenario import parse_scenario
from core.emulator.window_client.emulated import EmulatedClient
from core.state import DayPrefs, GlobalPrefs, RunMode
from tests.core.client.e2e import FAST_PREFS, demo_project, live_client

pytestmark = pytest.mark.timeout(180)

# One project with jobs of about an hour on this 1 GFLOPS host: they stay on the client.
ONE_PROJECT = b"""<scenario><name>parity</name><duration_days>30</duration_days>
<host><ncpus>2</ncpus><flops>1e9</flops><availability>1</availability></host>
<project><name>parity</name><resource_share>100</resource_share><latency_bound_days>5</latency_bound_days>
<flops_mean>4e12</flops_mean><flops_std>0</flops_std></project></scenario>"""


class Client(Protocol):
    def submit(self, command: Command) -> object: ...
    def poll_snapshot(self) -> ClientSnapshot | None: ...


def _wait(client: Client, pred: Callable[[ClientSnapshot], bool], what: str, timeout_s: float = 60) -> ClientSnapshot:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        snap = client.poll_snapshot()
        if snap is not None and pred(snap):
            return snap
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def _do(client: Client, command: Command) -> CommandResult:
    result = client.submit(command).result(timeout=30)  # type: ignore[attr-defined]
    assert isinstance(result, CommandResult)
    return result


def _task(snap: ClientSnapshot, name: str) -> TaskRow:
    return next(t for t in snap.tasks if t.name == name)


def run_script(client: Client, url: str) -> list[object]:
    """The script; returns what is compared after each step."""
    snap = _wait(client, lambda s: len([t for t in s.tasks if not t.finished]) >= 2, "two tasks")
    first, second = sorted(t.name for t in snap.tasks if not t.finished)[:2]
    key = {t.name: t.key for t in snap.tasks}
    seen: list[object] = []

    windows = (DayPrefs(1, 8.0, 18.0), DayPrefs(3, 0.0, 0.0, 22.0, 6.0))
    prefs = replace(FAST_PREFS, work_buf_min_days=0.05, max_ncpus_pct=75.0)
    for day_prefs in (windows, ()):  # set weekday windows, then clear them all
        # As the preferences dialog does: it edits the preferences the client shows.
        assert _do(client, SetPrefs(replace(prefs, day_prefs=snap.day_prefs), day_prefs)).ok
        snap = _wait(client, lambda s: s.day_prefs == day_prefs and s.prefs is not None  # noqa: B023 -- waited on within this iteration
                     and s.prefs.max_ncpus_pct == 75.0, f"day windows {day_prefs}")
        seen.append(("prefs", snap.prefs, snap.day_prefs))

    # The GPU mode (no GPU on either host: kept and shown, as BOINC keeps it), then its restore.
    assert _do(client, SetGpuMode(RunMode.NEVER, 600.0)).ok
    snap = _wait(client, lambda s: s.activity.gpu_mode == RunMode.NEVER, "GPU mode never")
    seen.append(("gpu", snap.activity.gpu_mode, snap.activity.gpu_mode_until is not None, snap.activity.run_mode))
    assert _do(client, SetGpuMode(RunMode.RESTORE)).ok
    snap = _wait(client, lambda s: s.activity.gpu_mode == RunMode.AUTO, "GPU mode restored")
    seen.append(("gpu", snap.activity.gpu_mode, snap.activity.gpu_mode_until))

    assert _do(client, ProjectOp(url, ProjectAction.NO_MORE_WORK)).ok
    snap = _wait(client, lambda s: s.projects[0].no_new_tasks, "no new tasks")
    seen.append(("project", snap.projects[0].no_new_tasks, snap.projects[0].suspended))

    assert _do(client, TaskOp(key[first], TaskAction.SUSPEND)).ok
    assert _do(client, TaskOp(key[second], TaskAction.ABORT)).ok
    snap = _wait(client, lambda s: _task(s, first).suspended and _task(s, second).finished, "suspend and abort")
    a, b = _task(snap, first), _task(snap, second)
    seen.append(("tasks", a.suspended, a.finished, b.finished, "Aborted" in b.status))

    assert _do(client, TaskOp(key[first], TaskAction.RESUME)).ok
    snap = _wait(client, lambda s: not _task(s, first).suspended, "resume")
    seen.append(("resumed", _task(snap, first).suspended))

    assert _do(client, ProjectOp(url, ProjectAction.DETACH)).ok
    snap = _wait(client, lambda s: not s.projects, "detach")
    seen.append(("detached", len(snap.projects), len(snap.tasks)))
    return seen


@pytest.fixture
def live_outcome(tmp_path: Path) -> Iterator[list[object]]:
    # Jobs long enough to be still running when the script reaches them (seconds of work).
    project = demo_project(tmp_path, job_size=40_000_000, ready_jobs=4, max_jobs_per_rpc=4)
    client = live_client(tmp_path / "client", replace(FAST_PREFS, work_buf_min_days=0.05))
    try:
        assert _do(client, Attach(project.master_url, project.authenticator)).ok
        yield run_script(client, project.master_url)
    finally:
        client.stop()
        project.stop()


@pytest.fixture
def emulated_outcome(tmp_path: Path) -> Iterator[list[object]]:
    scenario = parse_scenario(ONE_PROJECT)
    client = EmulatedClient(scenario, speed=5.0, data_dir=tmp_path / "emulated", seed=1)
    client.start()
    try:
        yield run_script(client, scenario.projects[0].url)
    finally:
        client.stop()


def test_live_and_emulated_clients_end_the_same_script_in_the_same_state(
        live_outcome: list[object], emulated_outcome: list[object]) -> None:
    assert live_outcome == emulated_outcome
    assert live_outcome[1] == ("prefs", live_outcome[1][1], ())  # type: ignore[index]  # windows cleared
    assert isinstance(live_outcome[0], tuple) and isinstance(live_outcome[0][1], GlobalPrefs)
