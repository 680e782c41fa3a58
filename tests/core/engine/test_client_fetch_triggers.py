"""When BOINC's client decides on work fetch besides its 60-second tick.

BOINC's client asks for a work-fetch decision at once after every scheduler RPC ("RPC
complete") and when a project's request delay or backoff ends ("Backoff ended for X").
The live client and the what-if preview (``client_rules``) do the same; the batch
emulator keeps BOINC's simulator's timing, which has neither. Run in the emulator, on
one clock, so the times are exact.
"""
from __future__ import annotations

from dataclasses import replace

from core.emulator.assembly import START_TIME, EmulatedAssembly
from core.emulator.scenario import AppSpec, HostSpec, ProjectSpec, Scenario
from core.engine.policy_spec import PolicySpec
from core.engine.tick import ClientTick
from core.policy.cpu_sched import CpuSchedule
from core.ports import NoStorage, SchedulerReply, SchedulerRequest
from core.state import GlobalPrefs, Result

FLOPS = 1e9


class RpcTimes:
    """The engine observer: when each project was asked for work."""

    def __init__(self) -> None:
        self.asks: list[tuple[float, str]] = []

    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        if request.work_req_seconds > 0 or request.req_instances > 0:
            self.asks.append((now - START_TIME, str(request.project)))

    def task_finished(self, result: Result, cpu_s: float, now: float) -> None:
        pass

    def result_reported(self, result: Result, now: float) -> None:
        pass

    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None:
        pass

    def task_abandoned(self, result: Result, now: float) -> None:
        pass


def _scenario(names: list[str], *, job_s: float, request_delay_s: float, client_rules: bool) -> Scenario:
    # One CPU, a work buffer of 0.01 day (864 s), servers sending one job per reply: the
    # client stays short of work for many RPCs.
    app = AppSpec(name="app", fpops_est=job_s * FLOPS, latency_bound_s=86400.0)
    projects = tuple(ProjectSpec(name=n, apps=(app,), request_delay_s=request_delay_s, max_jobs_per_reply=1)
                     for n in names)
    prefs = GlobalPrefs(work_buf_min_days=0.01, work_buf_additional_days=0.0, cpu_scheduling_period_minutes=60)
    return Scenario(name="triggers", duration_s=600.0, policy=PolicySpec.parse("CS2_WF2_WS1_JC2").name,
                    host=HostSpec(ncpus=1, flops=FLOPS), prefs=prefs, projects=projects, client_rules=client_rules)


def _asks(scenario: Scenario, until_s: float) -> list[tuple[float, str]]:
    emu = EmulatedAssembly(scenario, PolicySpec.parse(scenario.policy), 1)
    times = RpcTimes()
    emu.observe(times)
    tick = ClientTick(emu.engine, NoStorage(), step=emu.step)
    now, end = START_TIME, START_TIME + until_s
    while now < end:
        wake = tick.run(now)
        now = min(wake if wake > now else now + 1e-3, end)
    return times.asks


def test_every_completed_rpc_brings_a_fresh_decision_at_once() -> None:
    scenario = _scenario(["A", "B"], job_s=100.0, request_delay_s=0.0, client_rules=True)
    asks = _asks(scenario, 1.0)
    # Reply after reply, each one job short of the 864-s buffer: asked again at once,
    # both projects, until the buffer is about full (jobs of 100 s).
    assert len(asks) >= 6, asks
    assert {url for _, url in asks} == {str(p.url) for p in scenario.projects}
    assert all(t == 0.0 for t, _ in asks)


def test_boincs_simulator_waits_for_the_next_tick() -> None:
    scenario = _scenario(["A", "B"], job_s=100.0, request_delay_s=0.0, client_rules=False)
    asks = _asks(scenario, 1.0)
    assert len(asks) == 1, asks


def test_the_end_of_a_request_delay_brings_the_next_request() -> None:
    # One project that wants 7 s between requests, jobs of 100 s: the client asks again as
    # each delay ends, not at the next 60-s tick.
    scenario = _scenario(["A"], job_s=100.0, request_delay_s=7.0, client_rules=True)
    asks = _asks(scenario, 50.0)
    times = [t for t, _ in asks]
    assert len(times) >= 6, times
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert all(abs(g - 7.0) < 0.01 for g in gaps), gaps


def test_without_client_rules_a_request_delay_waits_for_the_tick() -> None:
    scenario = replace(_scenario(["A"], job_s=100.0, request_delay_s=7.0, client_rules=True), client_rules=False)
    times = [t for t, _ in _asks(scenario, 50.0)]
    assert times == [0.0], times
