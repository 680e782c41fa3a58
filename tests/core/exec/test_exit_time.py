"""Elapsed time runs to each process's own exit, not to the poll that noticed it."""
from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from tests.core.exec.conftest import Env

pytestmark = [pytest.mark.timeout(60), pytest.mark.serial]  # measures time: run alone

SLEEPER = """#!/usr/bin/env python3
import threading
import time
time.sleep(float(open("in").read()))
open("out", "w").write("done\\n")
"""


def test_two_tasks_side_by_side_report_their_own_elapsed_times(env: Env, tmp_path: Path) -> None:
    exe = tmp_path / "sleeper.py"
    exe.write_text(SLEEPER)
    jobs = [env.add_job(exe, secs, api=False) for secs in ("0.2", "0.8")]
    for job in jobs:
        for f in (env.state.workunits[(job.key[0], env.state.results[job.key].wu_name)].input_files[0],
                  env.state.results[job.key].output_files[0]):
            f.copy_file = True
    start = time.time()
    for job in jobs:
        env.executor.start(job.key, start)
    time.sleep(1.5)  # both exit before the executor looks again: one poll notices both
    done = {p.key: p for p in env.executor.poll(time.time()) if p.finished}
    assert set(done) == {j.key for j in jobs}
    short, long = (done[j.key].elapsed_time for j in jobs)
    assert done[jobs[0].key].exit_status == 0 and done[jobs[1].key].exit_status == 0
    assert 0.1 < short < 0.6 and 0.6 < long < 1.3, (short, long)
    assert long - short > 0.3


def test_an_exit_calls_the_executors_hook_before_any_poll(env: Env, tmp_path: Path) -> None:
    """The live client wakes its loop on this hook, so a freed CPU is not left idle until
    the next once-a-second pass."""
    exe = tmp_path / "sleeper.py"
    exe.write_text(SLEEPER)
    job = env.add_job(exe, "0.3", api=False)
    for f in (env.state.workunits[(job.key[0], env.state.results[job.key].wu_name)].input_files[0],
              env.state.results[job.key].output_files[0]):
        f.copy_file = True
    exited = threading.Event()
    env.executor.on_exit = exited.set
    env.executor.start(job.key, time.time())
    assert exited.wait(20), "no word of the exit"
    # Only now does the executor look: the task it was told about has indeed ended.
    done = [p for p in env.executor.poll(time.time()) if p.finished]
    assert [p.key for p in done] == [job.key] and done[0].exit_status == 0
