"""An executable that does not use the BOINC API: signals for control, psutil for CPU time."""
from __future__ import annotations

import time
from pathlib import Path

import psutil
import pytest

from core.state import TaskState
from tests.core.exec.conftest import Env

pytestmark = pytest.mark.timeout(60)

PLAIN_APP = """#!/usr/bin/env python3
import time
end = time.process_time() + float(open("in").read())
while time.process_time() < end:
    sum(range(1000))
open("out", "w").write("plain done\\n")
"""


def test_plain_app_suspend_resume_and_finish(env: Env, tmp_path: Path) -> None:
    exe = tmp_path / "plain.py"
    exe.write_text(PLAIN_APP)
    # copy_file inputs/outputs so the plain app opens real files, not soft links.
    job = env.add_job(exe, "1.5", api=False, fpops_est=3e9)
    wu = env.state.workunits[(job.key[0], env.state.results[job.key].wu_name)]
    wu.input_files[0].copy_file = True
    env.state.results[job.key].output_files[0].copy_file = True
    env.executor.start(job.key, time.time())
    env.poll_for(0.6)
    rt = env.executor.running_task(job.key)
    assert rt is not None and not rt.spec.uses_api
    env.executor.preempt(job.key, time.time(), keep_in_memory=True)  # SIGSTOP
    assert rt.state == TaskState.SUSPENDED
    cpu = psutil.Process(rt.pid).cpu_times()
    env.poll_for(1.0)
    cpu2 = psutil.Process(rt.pid).cpu_times()
    assert (cpu2.user + cpu2.system) - (cpu.user + cpu.system) < 0.05
    assert psutil.Process(rt.pid).status() == psutil.STATUS_STOPPED
    env.executor.start(job.key, time.time())  # SIGCONT
    seen = env.poll_until(lambda s: s[job.key].finished)
    p = seen[job.key]
    assert p.exit_status == 0 and p.error == "" and p.cpu_time >= 1.0
    assert job.out_path.read_text() == "plain done\n"
