"""Property tests: random adds, deletes, task changes and limit changes.

Invariants checked after every step:
* no file a task needs (or an app version in use, or a download) is ever deleted;
* an accepted file leaves free_space non-negative; a refused one deletes nothing;
* after data_manager_poll the client is within its limit whenever the deletable
  bytes (unreferenced files, plus what aborting every queued task would release)
  were enough; otherwise it suspends with nothing left to delete;
* the books (Project.disk_usage) always equal the files in the state;
* the scheduler figures promise exactly what associate_file does.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass

from hypothesis import event, given, settings, strategies as st

from core.disk.accounting import accounts
from core.disk.candidates import DeletionRule, DiskIndex, deletion_key, deletion_level, expiry_time, references
from core.disk.limits import DiskLimits
from core.disk.policy import (
    AddFileReason,
    Deletion,
    DeletionReason,
    apply_association,
    apply_deletions,
    associate_file,
    init_file_attributes,
)
from core.disk.poll import apply_poll, data_manager_poll
from core.disk.server import request_figures
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state import (
    ActiveTask,
    AppVersion,
    ClientState,
    FileInfo,
    FileRef,
    FileStatus,
    Project,
    Result,
    ResultState,
    Workunit,
)

U = 1000.0
T0 = 1_700_000_000.0
URLS = [ProjectUrl(f"https://p{i}.example.org/") for i in range(3)]


@dataclass
class Add:
    project: int
    units: int
    sticky: bool
    priority: int
    exp_days: int
    use: str  # "free", "queued", "running", "output", "download", "app"


@dataclass
class Change:
    kind: str  # "ack", "finish", "engine_delete", "arrive", "limit", "advance"
    pick: int
    value: int


adds = st.builds(
    Add,
    st.integers(0, 2),
    st.integers(1, 8),
    st.booleans(),
    st.integers(1, 5),
    st.integers(0, 90),
    st.sampled_from(["free", "free", "free", "queued", "running", "output", "download", "app"]),
)
changes = st.builds(
    Change,
    st.sampled_from(["ack", "finish", "engine_delete", "arrive", "limit", "limit", "advance"]),
    st.integers(0, 1000),
    st.integers(0, 120),
)
projects = st.lists(
    st.tuples(st.sampled_from([0.0, 1.0, 25.0, 75.0, 100.0]), st.booleans(), st.booleans(), st.booleans()),
    min_size=3, max_size=3,
)


def book_usage_matches(state: ClientState) -> None:
    for url, p in state.projects.items():
        files = sum(fi.nbytes for fi in state.file_infos.values() if fi.project_url == url)
        booked = p.disk_usage + p.disk_reserved
        assert abs(booked - files) < 1e-6, (url, p.disk_usage, p.disk_reserved, files)


def abortable_release(state: ClientState, now: float) -> float:
    """Oracle: bytes deletable if every queued, unstarted task were aborted."""
    trial = copy.deepcopy(state)
    for key, r in trial.results.items():
        if not r.got_server_ack and key not in trial.active_tasks and r.state < ResultState.COMPUTE_ERROR:
            r.state = ResultState.ABORTED
    index = DiskIndex.build(trial, now)
    return sum(c.total_bytes for c in index.candidates.values())


class Model:
    def __init__(self, flags: list[tuple[float, bool, bool, bool]]) -> None:
        self.state = ClientState()
        self.now = T0
        self.limits = DiskLimits(total_limit=40 * U, core_usage=2 * U)
        self.n = 0
        for url, (share, prio, expire, self_del) in zip(URLS, flags, strict=True):
            self.state.projects[url] = Project(
                url, resource_share=share, deletion_policy_priority=prio,
                deletion_policy_expire=expire, delete_from_self=self_del,
            )
            self.state.app_versions.append(AppVersion(url, AppName("app"), 1))

    def add(self, op: Add) -> None:
        self.n += 1
        url = URLS[op.project]
        name = FileName(f"f{self.n}")
        fi = FileInfo(url, name, nbytes=op.units * U, sticky=op.sticky)
        init_file_attributes(fi, self.now, op.priority, op.exp_days)
        before = accounts(self.state, self.limits).free_space
        refs = references(self.state)
        figures = request_figures(self.state, self.limits, self.now, url)
        decision = associate_file(self.state, self.limits, self.now, fi)
        event(f"add: {decision.reason.name}")
        # The figures promise exactly what associate_file does.
        if fi.nbytes <= max(figures.free, before):
            assert decision.accepted
        elif (
            fi.nbytes <= figures.free_if_offenders
            or fi.nbytes <= figures.free_if_self
            and self.state.projects[url].delete_from_self
        ):
            assert decision.accepted, decision.message
        else:
            assert not decision.accepted, (figures, decision)
        if not decision.accepted:
            assert decision.deletions == ()
            return
        for d in decision.deletions:
            assert not refs.is_referenced(d.key), d
            if d.reason is DeletionReason.OFFENDER:
                assert d.project_url != url
            else:
                assert d.reason is DeletionReason.OWN_FILES and d.project_url == url
                assert self.state.projects[url].delete_from_self
        apply_deletions(self.state, decision.deletions)
        fi.status = FileStatus.NOT_PRESENT if op.use == "download" else FileStatus.PRESENT
        apply_association(self.state, fi)
        assert accounts(self.state, self.limits).free_space >= -1e-6
        if decision.reason is AddFileReason.FITS:
            assert decision.deletions == ()
        self.attach_use(op.use, url, name)

    def attach_use(self, use: str, url: ProjectUrl, name: FileName) -> None:
        if use == "app":
            av = next(a for a in self.state.app_versions if a.project_url == url)
            av.file_refs.append(FileRef(name))
            return
        if use not in ("queued", "running", "output"):
            return
        wu = Workunit(url, WorkunitName(f"wu{self.n}"), AppName("app"))
        rname = ResultName(f"r{self.n}")
        result = Result(url, rname, wu.name, report_deadline=self.now + 86400 * (self.n % 7 + 1))
        if use == "output":
            result.state = ResultState.FILES_UPLOADING
            result.output_files.append(FileRef(name))
        else:
            result.state = ResultState.FILES_DOWNLOADED
            wu.input_files.append(FileRef(name))
            if use == "running":
                self.state.active_tasks[result.key] = ActiveTask(url, rname)
        self.state.workunits[(url, wu.name)] = wu
        self.state.results[result.key] = result

    def change(self, op: Change) -> None:
        results = list(self.state.results.values())
        files = list(self.state.file_infos.values())
        if op.kind == "ack" and results:
            r = results[op.pick % len(results)]
            if r.is_finished:
                r.got_server_ack = True
                self.state.active_tasks.pop(r.key, None)
        elif op.kind == "finish" and results:
            r = results[op.pick % len(results)]
            r.state = ResultState.FILES_UPLOADED
            self.state.active_tasks.pop(r.key, None)
        elif op.kind == "engine_delete" and files:
            fi = files[op.pick % len(files)]
            if not references(self.state).is_referenced((fi.project_url, fi.name)):
                apply_deletions(self.state, [Deletion(fi.project_url, fi.name, fi.nbytes,
                                                      DeletionReason.OVER_LIMIT, DeletionRule.LRU)])
        elif op.kind == "arrive" and files:
            fi = files[op.pick % len(files)]
            fi.status = FileStatus.PRESENT
        elif op.kind == "limit":
            self.limits = DiskLimits(total_limit=op.value * U / 2, core_usage=2 * U)
        elif op.kind == "advance":
            self.now += op.value * 86400.0

    def poll(self) -> None:
        refs = references(self.state)
        acc = accounts(self.state, self.limits)
        excess = self.limits.core_usage + acc.total_usage - self.limits.total_limit
        deletable = abortable_release(self.state, self.now) if excess > 0 else 0.0
        decision = data_manager_poll(self.state, self.limits, self.now)
        event(f"poll: {decision.action.name}")
        for d in decision.deletions:
            if d.reason is not DeletionReason.RESULT_ABORTED:
                assert not refs.is_referenced(d.key), d
        aborted = {a.key for a in decision.aborts}
        for key in aborted:
            assert key not in self.state.active_tasks and not self.state.results[key].got_server_ack
        apply_poll(self.state, decision)
        after = references(self.state)
        for d in decision.deletions:
            assert not after.is_referenced(d.key), d  # aborted tasks released exactly these
        acc = accounts(self.state, self.limits)
        free_after = self.limits.total_limit - self.limits.core_usage - acc.total_usage
        if excess <= 0:
            assert decision.deletions == () and not decision.suspend
        elif deletable + 1e-6 >= excess:
            assert not decision.suspend and free_after >= -1e-6, (decision.message, deletable, excess)
        else:
            assert decision.suspend and decision.aborts == ()
            assert sum(c.total_bytes for c in DiskIndex.build(self.state, self.now).candidates.values()) == 0
            again = data_manager_poll(self.state, self.limits, self.now)
            assert again.suspend and again.deletions == () and again.aborts == ()
        book_usage_matches(self.state)


@settings(max_examples=200, deadline=None)
@given(projects, st.lists(st.one_of(adds, adds, changes), min_size=10, max_size=60))
def test_random_sequences_keep_the_invariants(flags: list[tuple[float, bool, bool, bool]],
                                              ops: list[Add | Change]) -> None:
    model = Model(flags)
    for op in ops:
        if isinstance(op, Add):
            model.add(op)
        else:
            model.change(op)
        book_usage_matches(model.state)
        model.poll()


file_rows = st.lists(
    st.tuples(st.booleans(), st.integers(-2, 8), st.integers(0, 5), st.integers(0, 5), st.integers(0, 3)),
    max_size=40,
)


@settings(max_examples=200, deadline=None)
@given(st.booleans(), st.booleans(), file_rows)
def test_index_order_is_the_deletion_key_order(expire: bool, by_priority: bool,
                                               rows: list[tuple[bool, int, int, int, int]]) -> None:
    """The bucketed build orders files exactly as sorting by deletion_key would."""
    url = URLS[0]
    state = ClientState()
    project = Project(url, deletion_policy_expire=expire, deletion_policy_priority=by_priority)
    state.projects[url] = project
    for i, (sticky, prio, arrival, use, exp) in enumerate(rows):
        name = FileName(f"f{i % 7}_{i}")
        state.file_infos[(url, name)] = FileInfo(
            url, name, nbytes=U, status=FileStatus.PRESENT, sticky=sticky, priority=prio,
            arrival_time=T0 + arrival, last_use_time=T0 + use, exp_time=T0 + exp if exp else 0.0,
        )
    now = T0 + 2
    index = DiskIndex.build(state, now)
    c = index.of(url)
    expected = sorted(state.file_infos.values(), key=lambda fi: deletion_key(project, fi, now))
    assert [fi.name for fi in c.files] == [fi.name for fi in expected]
    assert c.levels == [deletion_level(project, fi, now) for fi in expected]
    assert c.levels == sorted(c.levels)
    # valid_until: the next expiry that would move a sticky file to the front.
    future = [expiry_time(fi) for fi in expected if expire and fi.sticky and expiry_time(fi) > now]
    assert index.valid_until == min(future, default=float("inf"))
    assert index.valid_at(now) and not index.valid_at(index.valid_until)
