"""data_manager_poll on real files: the three steps, stopping early, suspending."""
from __future__ import annotations

from collections.abc import Callable

from core.disk.events import DeletionOutcome
from core.disk.limits import DiskLimits
from core.disk.policy import DeletionReason
from core.disk.poll import EXIT_ABORTED_BY_CLIENT, PollAction, PollDecision, apply_poll, data_manager_poll
from core.state import ResultState

from .world import T0, UNIT, World, url

MakeWorld = Callable[..., World]


def run_poll(w: World, limits: DiskLimits) -> PollDecision:
    """Decide, carry out on disk, record in the state: what the engine does each tick."""
    decision = data_manager_poll(w.state, limits, w.now)
    results = w.disk.delete(decision.deletions, w.now)
    assert all(r.outcome is DeletionOutcome.DELETED for r in results), [r.message for r in results]
    apply_poll(w.state, decision, [r.deletion for r in results if r.outcome.gone])
    return decision


def test_poll_after_the_limit_is_lowered(make_world: MakeWorld) -> None:
    w = make_world({"A": 1, "B": 1, "C": 2})
    for i in range(6):
        w.file("A", f"a{i}", last_use=T0 - 100 + i)
    w.file("B", "b0")
    w.file("B", "b1")
    w.file("C", "c_free0")
    w.file("C", "c_free1")
    w.file("C", "c_in", 2 * UNIT)
    w.result("C", "c_task", inputs=("c_in",), running=True)
    assert run_poll(w, w.limits(20 * UNIT)).action is PollAction.WITHIN_LIMIT

    # The volunteer lowers the limit: aPl 8 units -> limits A 2, B 2, C 4; usage 6+2+4 = 12.
    limits = w.limits(8 * UNIT)
    d = run_poll(w, limits)
    assert d.action is PollAction.DELETED_FROM_OFFENDERS and not d.suspend
    assert d.excess == 4 * UNIT and d.freed == 4 * UNIT
    assert [x.file_name for x in d.deletions] == ["a0", "a1", "a2", "a3"]  # A's LRU files, no more
    assert all(x.reason is DeletionReason.OVER_LIMIT for x in d.deletions)
    assert w.on_disk("A") == {"a4", "a5"}
    assert [e.file for e in w.events] == ["a0", "a1", "a2", "a3"]
    assert "more than the" in d.message and "disk_max_used_gb" in d.message
    # Measured again from the disk: within the limit, nothing more to do.
    assert run_poll(w, w.limits(8 * UNIT)).action is PollAction.WITHIN_LIMIT

    # Lower again to aPl 5: limits 1.25, 1.25, 2.5; usage 2+2+4 = 8, 3 over.
    d = run_poll(w, w.limits(5 * UNIT))
    # Step 1 suffices: C, the greatest offender (1.5 over), gives files until it is within its
    # share (both free files: 2 units; its task's input stays); then A (0.75 over) gives one.
    assert d.action is PollAction.DELETED_FROM_OFFENDERS
    assert [x.file_name for x in d.deletions] == ["c_free0", "c_free1", "a4"]
    assert d.freed >= d.excess and d.freed - UNIT < d.excess  # stopped as soon as under
    assert run_poll(w, w.limits(5 * UNIT)).action is PollAction.WITHIN_LIMIT
    assert "c_in" in w.on_disk("C")


def test_step_two_cycles_through_projects_when_offenders_cannot_give(make_world: MakeWorld) -> None:
    w = make_world({"A": 1, "B": 1, "C": 2})
    w.file("A", "a0", last_use=T0 - 50)
    w.file("A", "a1", last_use=T0 - 40)
    w.file("B", "b0", last_use=T0 - 30)
    w.file("B", "b1", last_use=T0 - 20)
    w.file("C", "c_in", 4 * UNIT)
    w.result("C", "c_task", inputs=("c_in",), running=True)
    # aPl 4: limits A 1, B 1, C 2. C is 2 over but all its files are in use; A and B are 1 over.
    d = run_poll(w, w.limits(4 * UNIT))
    # Step 1 takes A and B down to their shares (1 each): 2 units, still 2 over; step 2 then
    # cycles A, B, one file each, and stops as soon as the client is within the limit.
    assert d.action is PollAction.DELETED_FILES
    assert [x.file_name for x in d.deletions] == ["a0", "b0", "a1", "b1"]
    assert w.on_disk("A") == set() and w.on_disk("B") == set() and w.on_disk("C") == {"c_in"}
    assert run_poll(w, w.limits(4 * UNIT)).action is PollAction.WITHIN_LIMIT


def test_step_three_aborts_queued_tasks_latest_deadline_first(make_world: MakeWorld) -> None:
    w = make_world({"A": 1})
    w.file("A", "run_in", 2 * UNIT, sticky=False)
    w.file("A", "q1_in", 2 * UNIT, sticky=False)
    w.file("A", "q2_in", 2 * UNIT, sticky=False)
    w.file("A", "q3_in", 2 * UNIT, sticky=False)
    w.file("A", "shared", 1 * UNIT, sticky=False)
    w.file("A", "out", 1 * UNIT, sticky=False)
    w.result("A", "running", inputs=("run_in",), running=True, deadline=T0 + 10)
    w.result("A", "q1", inputs=("q1_in", "shared"), deadline=T0 + 100)
    w.result("A", "q2", inputs=("q2_in", "shared"), deadline=T0 + 300)
    w.result("A", "q3", inputs=("q3_in",), deadline=T0 + 200)
    w.result("A", "waiting_ack", outputs=("out",), state=ResultState.FILES_UPLOADED)
    # usage 10 units; aPl 5 -> 5 over. q2 (latest deadline) frees 2 (shared stays: q1 needs it),
    # q3 frees 2, q1 frees 3 (its input and the now unshared file).
    d = run_poll(w, w.limits(5 * UNIT))
    assert d.action is PollAction.ABORTED_RESULTS
    assert [a.key[1] for a in d.aborts] == ["q2", "q3", "q1"]
    assert [a.freed for a in d.aborts] == [2 * UNIT, 2 * UNIT, 3 * UNIT]
    assert {x.file_name for x in d.deletions} == {"q1_in", "q2_in", "q3_in", "shared"}
    assert all(x.reason is DeletionReason.RESULT_ABORTED for x in d.deletions)
    for name in ("q1", "q2", "q3"):
        r = w.state.results[(url("A"), name)]  # type: ignore[index]
        assert r.state is ResultState.ABORTED and r.exit_status == EXIT_ABORTED_BY_CLIENT and r.ready_to_report
    assert w.state.results[(url("A"), "running")].state is ResultState.FILES_DOWNLOADED  # type: ignore[index]
    assert w.on_disk("A") == {"run_in", "out"}
    assert run_poll(w, w.limits(5 * UNIT)).action is PollAction.WITHIN_LIMIT


def test_suspend_with_message_when_nothing_more_can_go(make_world: MakeWorld) -> None:
    w = make_world({"A": 1, "B": 1})
    w.file("A", "in_use", 4 * UNIT)
    w.file("A", "queued_in", 1 * UNIT)
    w.file("A", "spare", 1 * UNIT)
    w.file("B", "unreported", 3 * UNIT)
    w.result("A", "running", inputs=("in_use",), running=True)
    w.result("A", "queued", inputs=("queued_in",))
    w.result("B", "done", outputs=("unreported",), state=ResultState.FILES_UPLOADED)
    # usage 9 units, aPl 4: 5 over. Only 'spare' may go, and aborting the queued task would
    # free 1 unit more: still 3 over. So: delete 'spare', keep the queued task, suspend.
    d = run_poll(w, w.limits(4 * UNIT))
    assert d.action is PollAction.SUSPEND_COMPUTATION and d.suspend and d.over_limit
    assert [x.file_name for x in d.deletions] == ["spare"] and d.aborts == ()
    assert d.message.startswith("Computing is suspended")
    assert "more than the" in d.message and "Raise the disk limit" in d.message
    assert w.on_disk("A") == {"in_use", "queued_in"} and w.on_disk("B") == {"unreported"}
    assert w.state.results[(url("A"), "queued")].state is ResultState.FILES_DOWNLOADED  # type: ignore[index]
    # The next tick: the same verdict, with nothing left to delete.
    again = run_poll(w, w.limits(4 * UNIT))
    assert again.suspend and again.deletions == () and again.aborts == ()
    # Once the volunteer raises the limit, computing may resume.
    assert run_poll(w, w.limits(8 * UNIT)).action is PollAction.WITHIN_LIMIT


def test_absurd_preferences_on_real_files(make_world: MakeWorld) -> None:
    from core.disk.limits import limits_from_measurement
    from core.disk.live import apply_measurement
    from core.disk.snapshot import disk_snapshot

    w = make_world({"A": 1})
    w.file("A", "in_use", 2 * UNIT)
    w.file("A", "spare", 1 * UNIT)
    w.result("A", "running", inputs=("in_use",), running=True)
    # Negative and NaN values are ignored with a problem: nothing to delete.
    w.state.prefs.disk_max_used_gb = -4.0
    w.state.prefs.disk_max_used_pct = float("nan")
    measurement = w.disk.measure()
    apply_measurement(w.state, measurement)
    limits = limits_from_measurement(w.state.prefs, measurement)
    assert len(limits.problems) == 2
    assert run_poll(w, limits).action is PollAction.WITHIN_LIMIT
    # Keeping a petabyte free: nothing may be stored. Delete what may go, then suspend.
    w.state.prefs.disk_min_free_gb = 1e6
    limits = limits_from_measurement(w.state.prefs, w.disk.measure())
    assert limits.total_limit == 0 and any("may store nothing" in p for p in limits.problems)
    d = run_poll(w, limits)
    assert d.suspend and [x.file_name for x in d.deletions] == ["spare"]
    snap = disk_snapshot(w.state, limits, w.now)
    assert snap.explanation.startswith("The client may use no disk space (keep at least disk_min_free_gb free)")
    assert snap.problems == limits.problems
