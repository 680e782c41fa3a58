"""Through the emulator: every work request carries BOINC 7.20's instance count.

BOINC's ``set_request`` asks for max(CPUs idle now, ncpus × fetchable share − CPUs of
the project's queued jobs). With one project and every queued job runnable (the
emulated server's jobs arrive downloaded), both terms are ncpus − the CPUs of the
jobs on the host, which the request itself lists (``queued``). The rule this replaced
asked for the CPUs idle at the low mark, counting CPUs that jobs finishing before the
mark would free although queued jobs were waiting for them.

The engine runs on the emulator's own ports (host, executor, servers, transport),
as ``run_scenario`` plugs them, with an observer that keeps every request.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from core.emulator.availability import EmulatedHost
from core.emulator.executor import EmulatedExecutor
from core.emulator.run import START_TIME, build_state
from core.emulator.scenario import DAY, HostSpec, ProjectSpec, Scenario
from core.emulator.server import EmulatedProjectServer, EmulatedTransport
from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.ids import ProjectUrl
from core.policy.cpu_sched import CpuSchedule
from core.ports import SchedulerReply, SchedulerRequest
from core.state import Result


class _Requests:
    """Every scheduler request the engine made that asked for work."""

    def __init__(self) -> None:
        self.asked: list[SchedulerRequest] = []

    def task_finished(self, result: Result, cpu_time: float, now: float) -> None: ...
    def result_reported(self, result: Result, now: float) -> None: ...
    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None: ...

    def task_abandoned(self, result: Result, now: float) -> None: ...

    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        if request.work_req_seconds > 0 or request.req_instances > 0:
            self.asked.append(request)


def _emulate(scenario: Scenario, policy: str, seed: int = 1) -> list[SchedulerRequest]:
    spec = PolicySpec.parse(policy)
    master = random.Random(seed)
    state = build_state(scenario)
    host = EmulatedHost(scenario.host, random.Random(master.random()), START_TIME)
    executor = EmulatedExecutor(duty=state.prefs.cpu_usage_fraction)
    servers = {ProjectUrl(p.url): EmulatedProjectServer(p, spec.send, executor, random.Random(master.random()),
                                                        START_TIME, host_flops=scenario.host.flops)
               for p in scenario.projects}
    seen = _Requests()
    engine = Engine(state, spec, host=host, executor=executor, transport=EmulatedTransport(state, servers),
                    rng=random.Random(master.random()), observer=seen, fetch_check="predicted")
    now, end = START_TIME, START_TIME + scenario.duration_s
    while now < end:
        wake = engine.poll(now)
        now = min(max(wake, now + 1.0), end)
    return seen.asked


@pytest.mark.parametrize("policy", ["CS2_WF2_WS1_JC2", "CS1_WF1_WS1_JC1", "REC_WFREC_WS1_JC2", "V4"])
def test_one_project_asks_for_the_cpus_its_queued_jobs_leave_free(policy: str) -> None:
    # Jobs of 3 h on a host on 80 % of the time: a running job often ends inside
    # the 0.1-day low mark while another waits for its CPU.
    project = ProjectSpec("p1", flops_mean=1.08e13, latency_bound_s=5 * DAY)
    scenario = Scenario(name="one", duration_s=6 * DAY, host=replace(HostSpec(), ncpus=2), projects=(project,))
    asked = _emulate(scenario, policy)
    assert len(asked) > 10
    waiting_behind = 0
    for request in asked:
        used = sum(job.ncpus for job in request.queued)
        assert request.req_instances == max(0.0, 2.0 - used), request
        waiting_behind += len(request.queued) > 2
    # The requests the old rule could get wrong happened: jobs queued beyond the CPUs.
    assert waiting_behind > 0
