"""The policies' lazily built figures (core/policy/lazy_mapping.py): made once, on first read.

The CPU scheduler's verdicts, work fetch's per-project verdicts and rr_sim's finish times share
one base; these tests read each from a real decision and check that it answers as the dict it
stands for, and that the dict is made at most once, however it is read.
"""
from __future__ import annotations

from core.ids import ProjectUrl, ResultKey
from core.policy.cpu_sched import CpuSchedPolicy, CpuScheduler
from core.policy.estimate import EstimatePolicy, Estimator
from core.policy.lazy_mapping import LazyMapping
from core.policy.rr_sim import rr_simulate
from core.policy.work_fetch import WorkFetch, WorkFetchPolicy
from tests.core.policy.test_rr_sim import StateBuilder

EST = Estimator(EstimatePolicy.JC1)
HOUR = 3600.0


class _Squares(LazyMapping[int, int]):
    """A subclass that counts how often its dict is made."""

    __slots__ = ("_n", "builds")

    def __init__(self, n: int) -> None:
        super().__init__()
        self._n = n
        self.builds = 0

    def _build(self) -> dict[int, int]:
        self.builds += 1
        return {i: i * i for i in range(self._n)}


def test_the_dict_is_made_on_first_read_and_only_once() -> None:
    m = _Squares(4)
    assert m.builds == 0  # nothing made until somebody reads
    assert m[3] == 9
    assert list(m) == [0, 1, 2, 3]
    assert len(m) == 4
    assert m == {0: 0, 1: 1, 2: 4, 3: 9}
    assert dict(m.items()) == {0: 0, 1: 1, 2: 4, 3: 9}
    assert 2 in m and 7 not in m
    assert m.get(7, -1) == -1
    assert repr(m) == repr({0: 0, 1: 1, 2: 4, 3: 9})
    assert m.builds == 1


def _queue() -> StateBuilder:
    b = StateBuilder(ncpus=2)
    a, c = b.project("A", 75), b.project("C", 25)
    for i in range(3):
        b.job(a, f"a{i}", HOUR * (i + 1), 1e6)
        b.job(c, f"c{i}", HOUR * (i + 2), 2e5)
    return b


def test_rr_sim_finish_times_count_without_building_and_read_as_their_dict() -> None:
    b = _queue()
    finish = rr_simulate(b.s, 0.0, EST, 4000).finish_time
    assert isinstance(finish, LazyMapping)
    assert len(finish) == 6
    assert finish._built is None  # len() answered from the captured lists
    keys: set[ResultKey] = set(b.s.results)
    assert set(finish) == keys
    assert dict(finish.items()) == {k: finish[k] for k in keys}
    assert all(finish[k] > 0 for k in keys)


def test_cpu_schedule_verdicts_name_every_result_once() -> None:
    b = _queue()
    schedule = CpuScheduler(CpuSchedPolicy.DEBT, EST).schedule(b.s, 0.0)
    verdicts = schedule.verdicts
    assert isinstance(verdicts, LazyMapping)
    assert set(verdicts) == set(b.s.results)
    assert len(verdicts) == 6
    running = {k for k, v in verdicts.items() if v.run}
    assert running == set(schedule.run)
    assert all(verdicts[k].message for k in verdicts)


def test_work_fetch_per_project_verdicts_count_without_building() -> None:
    b = _queue()
    rr = rr_simulate(b.s, 0.0, EST, 4000)
    decision = WorkFetch(WorkFetchPolicy.WF2, EST).decide(b.s, 0.0, rr)
    per = decision.per_project
    assert isinstance(per, LazyMapping)
    assert len(per) == 2
    assert per._built is None
    assert set(per) == {ProjectUrl("http://A/"), ProjectUrl("http://C/")}
    assert all(per[url].url == url for url in per)
