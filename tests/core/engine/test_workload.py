"""The queue a scheduler request describes (``SchedulerRequest.queued``, the engine's workload).

The what-if preview's live queue holds hundreds of one-second jobs of one CPU and one GPU
version, and a request goes out about every second: the workload reads each job's CPUs
from its app version, which depends only on the project, the workunit's app, the version
number and the plan class.
"""
from __future__ import annotations

import random

from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.state import ClientState
from tests.core.engine.test_gpu_in_use import InUse, Offline
from tests.core.policy.test_rr_sim_gpu import _host, _VersionAsks
from tests.core.sched_rpc.conftest import NoJobs


def _engine(state: ClientState) -> Engine:
    return Engine(state, PolicySpec.parse("CS2_WFREC_WS2_JC2"), host=InUse(), executor=NoJobs(),
                  transport=Offline(), rng=random.Random(1))


def test_the_workload_looks_up_each_app_version_once_not_each_job() -> None:
    b, _, gpu, cpu = _host(gpu_jobs=40, gpu_ncpus=0.25, cpu_jobs=40)
    counting = _VersionAsks(b.s)
    engine = _engine(counting)
    engine._workload()  # the estimator learns each job's estimate once
    counting.asked = 0
    queued = engine._workload()
    assert counting.asked <= len(counting.app_versions) == 2, counting.asked
    assert len(queued) == len(gpu) + len(cpu)
    # The same jobs, estimates, deadlines and CPUs as read job by job.
    width = [b.width(k) for k in gpu + cpu]
    assert sorted(j.ncpus for j in queued) == sorted(width) and {j.ncpus for j in queued} == {0.25, 1.0}
    assert queued == _engine(b.s)._workload()
