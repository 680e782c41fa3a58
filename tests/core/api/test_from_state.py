"""build_snapshot's task-row memo: a changed input shows up at once, an unchanged row is the same object."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from core.api.snapshot import ActivityStatus, ClientSnapshot
from core.emulator.run import build_state
from core.emulator.scenario import load_scenario
from core.emulator.server import APP_NAME
from core.engine.from_state import SnapshotInputs, TaskRowMemo, build_snapshot
from core.ids import ResultName, WorkunitName
from core.policy.estimate import Estimator
from core.state import ActiveTask, ClientState, CpuSchedState, Result, ResultState, RunMode, Workunit

DEMO = Path(__file__).resolve().parents[3] / "resources" / "scenarios" / "demo.xml"
RUNNING = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)
SUSPENDED = ActivityStatus(RunMode.NEVER, RunMode.AUTO, False, True, "user request", "", None)


def make_state(n: int) -> ClientState:
    state = build_state(load_scenario(DEMO))
    urls = list(state.projects)
    for i in range(n):
        url = urls[i % len(urls)]
        wu = Workunit(url, WorkunitName(f"wu{i}"), APP_NAME, version_num=1, rsc_fpops_est=1e13 * (1 + i % 3))
        state.workunits[(url, wu.name)] = wu
        r = Result(url, ResultName(f"wu{i}_0"), wu.name, report_deadline=1e6 + i, state=ResultState.FILES_DOWNLOADED,
                   version_num=1)
        state.results[r.key] = r
        if i < 2:
            state.active_tasks[r.key] = ActiveTask(url, r.name, slot=i, scheduler_state=CpuSchedState.SCHEDULED,
                                                   fraction_done=0.1, elapsed_time=50.0, current_cpu_time=45.0)
    return state


def build(state: ClientState, previous: ClientSnapshot | None, estimator: Estimator | None,
          activity: ActivityStatus = RUNNING) -> ClientSnapshot:
    return build_snapshot(state, 1000.0, None, SnapshotInputs(activity), previous, estimator)


def test_changed_inputs_show_up_and_unchanged_rows_are_reused() -> None:
    state = make_state(30)
    est = Estimator()
    first = build(state, None, est)
    second = build(state, first, est)
    assert all(a is b for a, b in zip(first.tasks, second.tasks))
    assert isinstance(second.memo, TaskRowMemo) and len(second.memo.rows) == 30
    keys = list(state.results)
    r0, r5 = state.results[keys[0]], state.results[keys[5]]
    task1 = state.active_tasks[keys[1]]
    project = state.projects[r5.project_url]
    wu7 = state.workunits[(keys[7][0], state.results[keys[7]].wu_name)]

    def set_(obj: object, name: str, value: object) -> Callable[[], object]:
        return lambda: setattr(obj, name, value)

    steps: list[tuple[str, Callable[[], object], ActivityStatus, set[object]]] = [
        ("task suspended", set_(r0, "suspended_via_gui", True), RUNNING, {keys[0]}),
        ("progress", set_(task1, "fraction_done", 0.5), RUNNING, {keys[1]}),
        ("elapsed time", set_(task1, "elapsed_time", 400.0), RUNNING, {keys[1]}),
        ("uploaded", set_(r5, "state", ResultState.FILES_UPLOADED), RUNNING, {keys[5]}),
        ("workunit estimate", set_(wu7, "rsc_fpops_est", 9e13), RUNNING, {keys[7]}),
        ("project suspended", set_(project, "suspended_via_gui", True), RUNNING, set()),
        ("duration correction", set_(project, "duration_correction_factor", 3.0), RUNNING, set()),
        ("computing suspended", lambda: None, SUSPENDED, set()),
        ("task left its slot", lambda: state.active_tasks.pop(keys[1]), SUSPENDED, {keys[1]}),
        ("nothing", lambda: None, SUSPENDED, set()),
    ]
    prev = second
    for what, change, activity, must_change in steps:
        before = {t.key: t for t in prev.tasks}
        change()
        snap = build(state, prev, est, activity)
        fresh = build(state, None, Estimator(), activity)
        assert snap.tasks == fresh.tasks, what  # the memo never hides a change
        changed = {t.key for t in snap.tasks if t != before[t.key]}
        assert must_change <= changed, what
        assert all(t is before[t.key] for t in snap.tasks if t.key not in changed), what  # reused as is
        if what == "nothing":
            assert changed == set()
        prev = snap
    assert prev.tasks[0].status == "Task suspended by user"
    assert any(t.status == "Suspended - user request" for t in prev.tasks)
