"""Elapsed time runs to each process's own exit, not to the poll that noticed it."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.core.exec.conftest import Env

pytestmark = [pytest.mark.timeout(60), pytest.mark.serial]  # measures time: run alone

SLEEPER = """#!/usr/bin/env python3
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
