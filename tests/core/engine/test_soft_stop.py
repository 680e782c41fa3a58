"""The soft stop's rules (core/engine/soft_stop.py) over a real ClientState, pass by pass.

Which task is held when (after a new checkpoint; at once for an app that cannot report
checkpoints or has run past the bound without one), that the run mode's call comes once
when none runs, and that a held task near its deadline is named (event log and notice) when
its margin runs out, not before and not twice. The live path is tests/core/client/test_soft_stop_live.py.
"""
from __future__ import annotations

from core.engine.soft_stop import DEADLINE_MARGIN_S, SoftStopRun, begin, step, wait_bound_s
from core.ids import AppName, ProjectUrl, ResultKey, ResultName, WorkunitName
from core.state import App, AppVersion, ClientState, CpuSchedState, Project
from core.state.enums import ResultState
from core.state.task import ActiveTask
from core.state.work import Result, Workunit

URL = ProjectUrl("http://127.0.0.1:31999/soft/")
NOW = 1_800_000_000.0
HOUR = 3600.0


class Record:
    """What the soft stop did: lines, alerts, suspensions and the run-mode call."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.alerts: list[str] = []
        self.suspended: list[ResultKey] = []
        self.done_at: list[float] = []

    def run(self, reason: str = "test") -> SoftStopRun:
        return SoftStopRun(reason, self.done_at.append, lambda _p, body: self.lines.append(body), self.alerts.append)


def _state(*tasks: tuple[str, str, float, float]) -> ClientState:
    """Tasks as (name, api_version, checkpoint CPU time, deadline from NOW), each running."""
    st = ClientState()
    st.projects[URL] = Project(URL, project_name="Soft", authenticator="a")
    for name, api, ckpt, deadline_in in tasks:
        app = AppName(f"app_{api or 'plain'}")
        st.apps.setdefault((URL, app), App(URL, app))
        if not any(a.app_name == app for a in st.app_versions):
            st.app_versions.append(AppVersion(URL, app, 100, "x86_64-pc-linux-gnu", api_version=api))
        wu = WorkunitName(f"wu_{name}")
        st.workunits[(URL, wu)] = Workunit(URL, wu, app, 100)
        rn = ResultName(name)
        st.results[(URL, rn)] = Result(URL, rn, wu, report_deadline=NOW + deadline_in, received_time=NOW - HOUR,
                                       state=ResultState.FILES_DOWNLOADED, version_num=100,
                                       platform="x86_64-pc-linux-gnu")
        st.active_tasks[(URL, rn)] = ActiveTask(URL, rn, slot=len(st.active_tasks), checkpoint_cpu_time=ckpt,
                                                scheduler_state=CpuSchedState.SCHEDULED, elapsed_time=5.0)
    return st


def _pass(st: ClientState, run: SoftStopRun, rec: Record, now: float, remaining_s: float = HOUR) -> None:
    def suspend(key: ResultKey) -> None:
        rec.suspended.append(key)
        st.active_tasks[key].scheduler_state = CpuSchedState.PREEMPTED

    step(st, run, now, 60.0, lambda _k: remaining_s, suspend)


def test_a_task_is_held_after_its_next_checkpoint_and_the_mode_call_comes_once() -> None:
    st = _state(("a", "7.20.0", 30.0, 10 * 24 * HOUR), ("b", "7.20.0", 0.0, 10 * 24 * HOUR))
    rec = Record()
    run = rec.run()
    begin(st, run)
    _pass(st, run, rec, NOW)
    assert rec.suspended == [] and rec.done_at == []  # neither has checkpointed since the stop
    st.active_tasks[(URL, ResultName("a"))].checkpoint_cpu_time = 42.0
    st.active_tasks[(URL, ResultName("a"))].checkpoint_fraction_done = 0.25
    _pass(st, run, rec, NOW + 1)
    assert rec.suspended == [(URL, ResultName("a"))] and rec.done_at == []
    assert "Soft stop: task a suspended after its checkpoint at 25.00% done" in rec.lines
    st.active_tasks[(URL, ResultName("b"))].checkpoint_cpu_time = 7.0  # its first checkpoint
    _pass(st, run, rec, NOW + 2)
    _pass(st, run, rec, NOW + 3)
    assert rec.suspended == [(URL, ResultName("a")), (URL, ResultName("b"))]
    assert rec.done_at == [NOW + 2] and rec.alerts == []


def test_tasks_that_cannot_or_do_not_checkpoint_are_held_at_once() -> None:
    st = _state(("plain", "", 0.0, 10 * 24 * HOUR), ("late", "7.20.0", 0.0, 10 * 24 * HOUR),
                ("young", "7.20.0", 0.0, 10 * 24 * HOUR))
    st.active_tasks[(URL, ResultName("late"))].elapsed_time = wait_bound_s(60.0) + 1
    st.active_tasks[(URL, ResultName("young"))].elapsed_time = 3.0  # may still make its first checkpoint
    rec = Record()
    run = rec.run()
    begin(st, run)
    _pass(st, run, rec, NOW)
    assert set(rec.suspended) == {(URL, ResultName("plain")), (URL, ResultName("late"))}
    assert any("task plain does not checkpoint (cannot report checkpoints): suspended now" in x for x in rec.lines)
    assert any("task late does not checkpoint (has not checkpointed in 121 s): suspended now" in x for x in rec.lines)
    assert rec.done_at == []
    st.active_tasks[(URL, ResultName("young"))].elapsed_time = wait_bound_s(60.0)
    _pass(st, run, rec, NOW + 120)
    assert rec.done_at == [NOW + 120]


def test_a_held_task_near_its_deadline_is_named_when_its_margin_runs_out() -> None:
    # Deadline in 5 h, 3 h of computing left: the margin (1 h) runs out 1 h from now.
    st = _state(("edgy", "", 0.0, 5 * HOUR), ("easy", "", 0.0, 10 * 24 * HOUR))
    rec = Record()
    run = rec.run()
    begin(st, run)
    _pass(st, run, rec, NOW, remaining_s=3 * HOUR)
    assert rec.done_at == [NOW] and rec.alerts == []
    _pass(st, run, rec, NOW + 5 * HOUR - 3 * HOUR - DEADLINE_MARGIN_S - 60, remaining_s=3 * HOUR)
    assert rec.alerts == []
    _pass(st, run, rec, NOW + 5 * HOUR - 3 * HOUR - DEADLINE_MARGIN_S, remaining_s=3 * HOUR)
    assert len(rec.alerts) == 1 and "Task edgy is held by the soft stop" in rec.alerts[0]
    assert "needs about 3.0 h of computing and its deadline is in 4.0 h" in rec.alerts[0]
    _pass(st, run, rec, NOW + 4 * HOUR, remaining_s=3 * HOUR)
    assert len(rec.alerts) == 1  # once
    assert rec.done_at == [NOW]


def test_a_task_already_in_danger_is_named_as_it_is_held() -> None:
    st = _state(("urgent", "", 0.0, 2 * HOUR))
    rec = Record()
    run = rec.run()
    begin(st, run)
    _pass(st, run, rec, NOW, remaining_s=1.5 * HOUR)
    assert rec.suspended == [(URL, ResultName("urgent"))]
    assert len(rec.alerts) == 1 and "Task urgent is held by the soft stop" in rec.alerts[0]
