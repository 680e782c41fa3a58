"""Client shutdown and start-up: tasks quit, and the next executor takes over their slots."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from core.exec.executor import LiveExecutor
from tests.core.exec.conftest import Env, make_env
from tests.core.exec.run_cases import C_ARGS, C_INPUT, C_OUTPUT

pytestmark = pytest.mark.timeout(60)


def test_client_restart_takes_over_slot(tmp_path: Path, c_app: Path) -> None:
    env = make_env(tmp_path)
    job = env.add_job(c_app, C_INPUT, args=C_ARGS)
    env.executor.start(job.key, time.time())
    active = env.state.active_tasks[job.key]
    env.poll_until(lambda s: active.checkpoint_fraction_done > 0.1)
    env.executor.close(wait_s=5)  # shutdown: <quit/> to every task
    ckpt_cpu, ckpt_frac = active.checkpoint_cpu_time, active.checkpoint_fraction_done
    active.checkpoint_cpu_time = active.checkpoint_fraction_done = 0.0  # as if the state file were older
    slot = env.data_dir / "slots" / str(active.slot)
    (env.data_dir / "slots" / "77").mkdir()  # an orphan slot
    ex2 = LiveExecutor(env.state, env.data_dir, lambda u: env.project_dir, timeouts=env.executor.timeouts)
    env2 = Env(env.state, env.data_dir, env.project_dir, ex2)
    assert not (env.data_dir / "slots" / "77").exists() and slot.is_dir()
    assert active.checkpoint_cpu_time == pytest.approx(ckpt_cpu, rel=1e-3)  # from boinc_task_state.xml
    assert active.checkpoint_fraction_done == pytest.approx(ckpt_frac, rel=1e-3)
    env2.executor.start(job.key, time.time())
    env2.poll_until(lambda s: s[job.key].cpu_time > ckpt_cpu)
    assert env2.state.active_tasks[job.key].fraction_done >= ckpt_frac
    seen = env2.poll_until(lambda s: s[job.key].finished)
    assert seen[job.key].exit_status == 0 and job.out_path.read_text() == C_OUTPUT
    ex2.close(wait_s=2)
