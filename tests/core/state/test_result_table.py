"""The state's results count each workunit's results (core/state/result_table.py), so the engine
drops an acknowledged result's workunit without looking through every result held.

The cost test counts the Python lines run (sys.settrace) while the engine drops one acknowledged
result, with 10 and with 3,000 results held: the count must not grow with the queue. The old
drop looked at every result (a generator's line per result) and fails it."""
from __future__ import annotations

import copy
import gc
import pickle
import random
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from types import FrameType
from typing import Any

from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.ids import AppName, ProjectUrl, ResultKey, ResultName, WorkunitKey, WorkunitName
from core.sched_rpc import LiveTransport
from core.state import ClientState, Result, Workunit
from core.state.result_table import ResultTable
from tests.core.sched_rpc.conftest import AlwaysOn, NoJobs

A = ProjectUrl("http://a.example/")
B = ProjectUrl("http://b.example/")


def _result(url: ProjectUrl, wu: str, n: int) -> Result:
    return Result(url, ResultName(f"{wu}_{n}"), WorkunitName(wu))


def _counted(table: dict[ResultKey, Result]) -> dict[WorkunitKey, int]:
    """The counts recomputed the slow way, for comparison."""
    return dict(Counter((r.project_url, r.wu_name) for r in table.values()))


def _users(table: ResultTable) -> dict[WorkunitKey, int]:
    keys = {(r.project_url, r.wu_name) for r in table.values()} | {(A, WorkunitName("w1")), (B, WorkunitName("w1"))}
    return {k: table.users(k) for k in keys if table.users(k)}


def test_every_way_of_writing_keeps_the_counts_in_step() -> None:
    t = ResultTable()
    r1, r2, r3, b1 = _result(A, "w1", 0), _result(A, "w1", 1), _result(A, "w2", 0), _result(B, "w1", 0)
    t[r1.key] = r1
    t.update({r2.key: r2, r3.key: r3})
    t |= [(b1.key, b1)]
    assert _users(t) == _counted(t) == {(A, "w1"): 2, (A, "w2"): 1, (B, "w1"): 1}
    # the same key again, now a result of another workunit: one moves, none is counted twice
    moved = Result(A, r2.name, WorkunitName("w2"))
    t[moved.key] = moved
    assert _users(t) == _counted(t) == {(A, "w1"): 1, (A, "w2"): 2, (B, "w1"): 1}
    del t[r1.key]
    assert t.pop(r3.key) is r3 and t.pop(r3.key, None) is None
    assert t.setdefault(r1.key, r1) is r1 and t.setdefault(r1.key, r3) is r1
    assert _users(t) == _counted(t) == {(A, "w1"): 1, (A, "w2"): 1, (B, "w1"): 1}
    key, gone = t.popitem()
    assert key == gone.key and _users(t) == _counted(t)
    t.clear()
    assert _users(t) == {} and t.users((A, WorkunitName("w1"))) == 0


def test_copies_count_once_and_stay_apart() -> None:
    """deepcopy (the GUI RPC server's snapshot of the state) and pickle rebuild the counts from the
    items; a dict's own recipe would restore the counts and then add every item again."""
    t = ResultTable((r.key, r) for r in (_result(A, "w1", 0), _result(A, "w1", 1), _result(B, "w9", 0)))
    for other in (copy.deepcopy(t), pickle.loads(pickle.dumps(t)), copy.copy(t), t.copy()):
        assert isinstance(other, ResultTable) and other == t
        assert _users(other) == _counted(t) == {(A, "w1"): 2, (B, "w9"): 1}
        other.clear()
        assert _users(t) == {(A, "w1"): 2, (B, "w9"): 1}  # the original is untouched


def test_a_state_made_fresh_holds_a_table_and_a_plain_dict_still_answers() -> None:
    state = ClientState()
    assert isinstance(state.results, ResultTable)
    r = _result(A, "w1", 0)
    state.results[r.key] = r
    assert state.workunit_in_use((A, WorkunitName("w1"))) and not state.workunit_in_use((A, WorkunitName("w2")))
    plain = ClientState(results={r.key: r})  # a caller's own dict: answered by looking, as before
    assert plain.workunit_in_use((A, WorkunitName("w1"))) and not plain.workunit_in_use((B, WorkunitName("w1")))


def _engine(tmp_path: Path, n_results: int) -> tuple[Engine, list[Result]]:
    """An engine over ``n_results`` results, two per workunit."""
    state = ClientState()
    for i in range(n_results):
        wu = f"wu{i // 2}"
        state.workunits.setdefault((A, WorkunitName(wu)), Workunit(A, WorkunitName(wu), AppName("app")))
        r = _result(A, wu, i % 2)
        state.results[r.key] = r
    engine = Engine(state, PolicySpec.parse("CS2_WF2_WS2_JC2"), host=AlwaysOn(), executor=NoJobs(),
                    transport=LiveTransport(state, tmp_path), rng=random.Random(1))
    return engine, list(state.results.values())


def _lines_run(call: Any) -> int:
    lines = 0

    def trace(frame: FrameType, event: str, arg: object) -> Any:
        nonlocal lines
        if event == "line":
            lines += 1
        return trace

    # No collection during the call: one could run some earlier test's finalizers in this
    # worker's thread and count their lines too (make test once saw 26 lines against 17).
    collecting = gc.isenabled()
    gc.disable()
    old = sys.gettrace()
    sys.settrace(trace)
    try:
        call()
    finally:
        sys.settrace(old)
        if collecting:
            gc.enable()
    return lines


def test_dropping_an_acknowledged_result_does_not_grow_with_the_queue(tmp_path: Path) -> None:
    costs = []
    for n in (10, 3000):
        engine, results = _engine(tmp_path / str(n), n)
        first, partner = results[0], results[1]  # the two results of workunit wu0
        wu = (A, WorkunitName("wu0"))
        costs.append(_lines_run(partial(engine._forget_result, first)))
        assert first.key not in engine.state.results and wu in engine.state.workunits  # its partner still uses it
        costs.append(_lines_run(partial(engine._forget_result, partner)))
        assert wu not in engine.state.workunits  # the last one gone: the workunit goes
        assert (A, WorkunitName("wu1")) in engine.state.workunits
        assert len(engine.state.results) == n - 2
    small_first, small_last, large_first, large_last = costs
    assert (large_first, large_last) == (small_first, small_last), costs
