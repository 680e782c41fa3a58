"""No metric's cardinality grows with the number of tasks ever seen.

Hundreds of tasks come and go through the client's slots (downloaded, run in a slot,
finished, reported, forgotten), a snapshot is built by the engine's own snapshot code
at each step, and every series any scrape would have shown is collected: the set stops
growing once each slot, state and project has been seen, and no task's name is in it.
"""
from __future__ import annotations

from core.api.snapshot import ActivityStatus, ClientSnapshot
from core.engine.from_state import SnapshotInputs, build_snapshot
from core.ids import ResultName, WorkunitName
from core.metrics.exposition import render_openmetrics
from core.metrics.series import families
from core.state.client_state import ClientState
from core.state.enums import CpuSchedState, ResultState, RunMode, TaskState
from core.state.task import ActiveTask
from core.state.work import Result, Workunit
from tests.core.guirpc.sample import NOW, URL, attached_state

SLOTS = 3
STEPS = 500  # tasks through the slots: far more than the series a client has (about 100 with every suspend reason)
ACT = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)


def _series(snap: ClientSnapshot) -> set[str]:
    text = render_openmetrics(families(snap))
    return {line.rsplit(" ", 1)[0] for line in text.splitlines() if line and not line.startswith("#")}


def _add_task(st: ClientState, n: int) -> None:
    wu = WorkunitName(f"churn_wu_{n}")
    st.workunits[(URL, wu)] = Workunit(URL, wu, next(iter(st.apps))[1], 102, rsc_fpops_est=1e10)
    name = ResultName(f"{wu}_0")
    st.results[(URL, name)] = Result(URL, name, wu, report_deadline=NOW + 6e5, received_time=NOW,
                                     state=ResultState.FILES_DOWNLOADED, version_num=102,
                                     platform="x86_64-pc-linux-gnu")


def _step(st: ClientState, n: int, now: float) -> None:
    """One step of churn: forget reported tasks, report finished ones, finish the running
    ones, start queued ones in the free slots, and receive new work."""
    for key, r in list(st.results.items()):
        if r.got_server_ack:
            del st.results[key]
            del st.workunits[(URL, r.wu_name)]
        elif r.state == ResultState.FILES_UPLOADED:
            r.got_server_ack = True
    for key in list(st.active_tasks):
        del st.active_tasks[key]
        r = st.results[key]
        r.state, r.ready_to_report, r.completed_time = ResultState.FILES_UPLOADED, True, now
    queued = [k for k, r in st.results.items() if r.state == ResultState.FILES_DOWNLOADED]
    for slot, key in enumerate(queued[:SLOTS]):
        st.active_tasks[key] = ActiveTask(URL, key[1], slot=slot, scheduler_state=CpuSchedState.SCHEDULED,
                                          task_state=TaskState.EXECUTING, app_version_num=102,
                                          elapsed_time=float(n), fraction_done=0.5)
    for i in range(SLOTS):
        _add_task(st, n * SLOTS + i)


def test_series_stay_bounded_as_tasks_come_and_go() -> None:
    st = attached_state(n_results=0, running=False)
    seen: set[str] = set()
    sizes = []
    snap = None
    for n in range(STEPS):
        now = NOW + n
        _step(st, n, now)
        snap = build_snapshot(st, now, None, SnapshotInputs(ACT, seq=n), snap)
        seen |= _series(snap)
        sizes.append(len(seen))
    tasks_seen = STEPS * SLOTS
    assert tasks_seen > 10 * sizes[-1]  # far more tasks went through than there are series
    assert sizes[-1] == sizes[10], sizes  # nothing new after the first few steps
    slot_series = {s for s in seen if s.startswith("boinc_task_fraction_done{")}
    assert len(slot_series) == SLOTS
    assert not any("churn_wu_" in s for s in seen)  # no task or workunit name in any label
