"""Progress, suspend/resume, quit/restart and finish with the Python demo app (resources/demo_app)."""
from __future__ import annotations

import time

import pytest

from tests.core.exec.conftest import DEMO_APP, Env
from tests.core.exec.run_cases import (  # noqa: F401  (imported tests and fixture are used here)
    app_path,
    test_progress_from_shmem_and_finish,
    test_quit_and_restart_from_checkpoint,
    test_suspend_stops_cpu_and_resume_continues,
)

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def kind() -> str:
    return "demo"


@pytest.mark.serial  # measures time: run alone
def test_a_suspended_demo_app_stops_its_stand_in_work(env: Env) -> None:
    """``--delay`` stands for computing, and computing stops while a task is suspended:
    the app must not sleep through a suspension and come back with that much done (the
    emulator, which the what-if preview runs, stops a suspended job at once)."""
    job = env.add_job(DEMO_APP, "0 200\n", args="--chunk 100 --delay 2")  # two chunks of 2 s
    env.executor.start(job.key, time.time())
    env.poll_for(0.7)  # into the first chunk's 2 s (or still starting: then all 4 s are left)
    env.executor.preempt(job.key, time.time(), keep_in_memory=True)
    env.poll_for(2.0)  # longer than the rest of that chunk
    resumed = time.monotonic()
    env.executor.start(job.key, time.time())
    seen = env.poll_until(lambda s: job.key in s and s[job.key].finished, 30)
    assert seen[job.key].exit_status == 0
    # At least 3.3 s of the 4 were left (sleeping through, 2 s: only the second chunk).
    assert time.monotonic() - resumed > 2.8
