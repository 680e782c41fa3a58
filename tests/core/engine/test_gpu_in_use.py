"""GPU computing rests while the computer is in use (preference run_gpu_if_user_active off, BOINC's
default) unless the GPU mode is "always"; CPU jobs go on either way.

The engine reads the host's ``Availability.gpu``; a host whose user is active gives False.
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence

from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.ids import ResultKey
from core.policy.cpu_sched import WaitReason
from core.ports import Availability, SchedulerReply, SchedulerRequest
from core.state import RunMode
from tests.core.policy.test_gpu_sched import _host
from tests.core.sched_rpc.conftest import NoJobs


class InUse:
    """A host that computes, with its user at the keyboard: GPU work is held by the preferences."""

    def availability(self, now: float) -> Availability:
        return Availability(True, False, math.inf, gpu=False)


class Offline:
    """A transport that never gets a request (the network is off)."""

    def send(self, request: SchedulerRequest, now: float) -> None:
        raise AssertionError("no RPC expected")

    def poll(self, now: float) -> Sequence[tuple[SchedulerRequest, SchedulerReply]]:
        return []

    def busy(self) -> bool:
        return False


def _engine(mode: RunMode) -> tuple[Engine, list[ResultKey], list[ResultKey]]:
    b, _, gpu, cpu = _host(gpu_jobs=2, cpu_jobs=2)
    b.s.modes.gpu.perm = mode  # the volunteer's saved GPU mode; the engine derives gpu_mode from it
    engine = Engine(b.s, PolicySpec.parse("CS2_WFREC_WS2_JC2"), host=InUse(), executor=NoJobs(),
                    transport=Offline(), rng=random.Random(1))
    engine.poll(1000.0)
    return engine, gpu, cpu


def test_gpu_jobs_wait_while_the_computer_is_in_use_cpu_jobs_run() -> None:
    engine, gpu, cpu = _engine(RunMode.AUTO)
    schedule = engine.status.schedule
    assert schedule is not None and engine.state.gpu_suspended
    assert all(schedule.verdicts[k].reason == WaitReason.GPU_SUSPENDED for k in gpu)
    assert all(k in schedule.run for k in cpu)


def test_gpu_mode_always_runs_them_anyway() -> None:
    engine, gpu, _ = _engine(RunMode.ALWAYS)
    schedule = engine.status.schedule
    assert schedule is not None and not engine.state.gpu_suspended
    assert all(k in schedule.run for k in gpu)


class Free:
    """A host that computes with nobody at it: the preferences allow GPU work."""

    def availability(self, now: float) -> Availability:
        return Availability(True, False, math.inf)


def test_a_temporary_gpu_mode_ends_and_the_mode_before_comes_back() -> None:
    b, _, gpu, _ = _host(gpu_jobs=2, cpu_jobs=0)
    engine = Engine(b.s, PolicySpec.parse("CS2_WFREC_WS2_JC2"), host=Free(), executor=NoJobs(),
                    transport=Offline(), rng=random.Random(1))
    engine.poll(1000.0)
    engine.set_gpu_mode(RunMode.NEVER, 1000.0, duration_s=600.0)
    wake = engine.poll(1001.0)
    schedule = engine.status.schedule
    assert schedule is not None and not any(k in schedule.run for k in gpu)
    assert wake <= 1600.0  # the engine wakes when the temporary mode ends
    engine.poll(1600.0)
    schedule = engine.status.schedule
    assert b.s.gpu_mode == RunMode.AUTO and schedule is not None and all(k in schedule.run for k in gpu)


def test_scheduled_gpu_jobs_count_device_seconds_for_their_project() -> None:
    """BOINC's per-project <gpu_time>: the time each GPU job is scheduled times its share of a
    device (the metrics endpoint reports it); CPU jobs add nothing to it."""
    engine, gpu, _ = _engine(RunMode.ALWAYS)
    state = engine.state
    period = state.prefs.cpu_scheduling_period_s
    engine.poll(1000.0 + period)  # time passes to the next scheduling pass, which does the accounting
    usage = {k: state.active_tasks[k].gpu_usage for k in gpu if k in state.active_tasks}
    assert usage and all(u > 0 for u in usage.values())
    urls = {k[0] for k in usage}
    total = sum(state.projects[u].gpu_time for u in urls)
    assert math.isclose(total, period * sum(usage.values()), rel_tol=1e-6), (total, usage)
