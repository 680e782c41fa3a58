"""The preview's emulations in a child process (core.emulator.outlook_worker): the same
outlook as in the asking process, on the compiled copy too; a run cancelled is ended at once
and the next one is served; a failing emulation or a dying child is an error, never a hang."""
from __future__ import annotations

import os
import signal
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from core.emulator.from_state import outlook, scenario_from_state, with_changes
from core.emulator.outlook_worker import Cancelled, OutlookWorker
from core.emulator.scenario import Scenario
from core.errors import CoreError
from tests.core.emulator.test_speed_compiled import WHAT_IF_NOW, what_if_state  # noqa: F401  (a fixture)

pytestmark = pytest.mark.timeout(180)


def _edit(state: Path, days: float, pct: float = 50.0) -> Scenario:
    """bench/what_if.py's kind of edit: fewer CPUs, on its live state of 500 tasks."""
    base = with_changes(scenario_from_state(state, now=WHAT_IF_NOW), days=days)
    return with_changes(base, prefs=replace(base.scenario.prefs, max_ncpus_pct=pct)).scenario


def test_the_child_answers_what_this_process_computes(what_if_state: Path) -> None:  # noqa: F811 -- the fixture imported above
    scenario = _edit(what_if_state, days=0.5)
    worker = OutlookWorker(compiled=False)
    try:
        assert worker.compiled_root is None
        answer = worker.run(scenario)
        assert answer == outlook(scenario)
        assert sum(p.jobs_done for p in answer.projects) > 0
        # The same child serves the next request (no new process per edit).
        pid = worker._proc.pid if worker._proc else None
        other = _edit(what_if_state, days=0.5, pct=100.0)
        assert worker.run(other) == outlook(other)
        assert worker._proc is not None and worker._proc.pid == pid
    finally:
        worker.close()


@pytest.mark.timeout(600)  # where make test built no copy, it waits for the build (a minute of both cores)
def test_on_the_compiled_copy_the_outlook_is_the_pure_one(compiled_copy: Path,
                                                          what_if_state: Path) -> None:  # noqa: F811 -- the fixture imported above
    scenario = _edit(what_if_state, days=1.0)
    worker = OutlookWorker()
    try:
        assert worker.compiled_root == compiled_copy
        # The prefs travel field by field: the compiled GlobalPrefs is a native class whose
        # pickled form the Python dataclass's is not (it once came out with fields unset).
        assert worker.run(scenario) == outlook(scenario)
    finally:
        worker.close()


def test_a_cancelled_run_ends_at_once_and_the_next_is_served(what_if_state: Path) -> None:  # noqa: F811 -- the fixture imported above
    long_run = _edit(what_if_state, days=7.0)
    short = _edit(what_if_state, days=0.25)
    worker = OutlookWorker(compiled=False)
    outcome: list[object] = []

    def ask() -> None:
        try:
            outcome.append(worker.run(long_run))
        except Cancelled as exc:
            outcome.append(exc)

    try:
        worker.start()
        first = worker._proc
        asker = threading.Thread(target=ask)
        asker.start()
        threading.Event().wait(0.3)
        worker.cancel()
        asker.join(30)
        assert not asker.is_alive()
        assert len(outcome) == 1 and isinstance(outcome[0], Cancelled)
        assert first is not None and first.returncode is not None and first.returncode < 0  # killed
        assert worker.run(short) == outlook(short)
    finally:
        worker.close()
    with pytest.raises(Cancelled):
        worker.run(short)


def test_a_failing_emulation_is_an_error_and_the_child_serves_on(what_if_state: Path) -> None:  # noqa: F811 -- the fixture imported above
    good = _edit(what_if_state, days=0.25)
    bad = replace(good, policy="no-such-policy")
    worker = OutlookWorker(compiled=False)
    try:
        with pytest.raises(CoreError) as caught:
            worker.run(bad)
        assert not isinstance(caught.value, Cancelled)
        assert "no-such-policy" in str(caught.value)
        assert worker.run(good) == outlook(good)
    finally:
        worker.close()


def test_a_child_that_dies_is_an_error_and_is_started_again(what_if_state: Path) -> None:  # noqa: F811 -- the fixture imported above
    good = _edit(what_if_state, days=0.25)
    worker = OutlookWorker(compiled=False)
    try:
        worker.start()
        assert worker._proc is not None
        os.kill(worker._proc.pid, signal.SIGKILL)  # as the out-of-memory killer would
        worker._proc.wait()
        assert worker.run(good) == outlook(good)
        long_run = _edit(what_if_state, days=7.0)
        proc = worker._proc
        assert proc is not None
        timer = threading.Timer(0.3, lambda: os.kill(proc.pid, signal.SIGKILL))
        timer.start()
        with pytest.raises(CoreError) as caught:
            worker.run(long_run)
        timer.join()
        assert not isinstance(caught.value, Cancelled) and "stopped" in str(caught.value)
        assert worker.run(good) == outlook(good)
    finally:
        worker.close()
