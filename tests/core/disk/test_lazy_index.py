"""The lazy DiskIndex answers exactly as a fully sorted list with running totals would.

``ProjectCandidates`` sorts a level only when a question needs a position inside
it. These tests build random projects (sizes including zero and unusable
values, every level, both policies), ask random questions, and compare with an
oracle that sorts everything by ``deletion_key`` and sums with ``clean_bytes``.
They also check that a decision that stays inside one level leaves the others
unsorted, which is where the speed comes from.
"""
from __future__ import annotations

from bisect import bisect_left

from hypothesis import given, settings, strategies as st

from core.disk.accounting import clean_bytes
from core.disk.candidates import MAX_LEVEL, DiskIndex, deletion_key, deletion_level
from core.disk.limits import DiskLimits
from core.disk.policy import AddFileReason, associate_file
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state import ClientState, FileInfo, FileRef, FileStatus, Project, Result, ResultState, Workunit

T0 = 1_700_000_000.0
URL = ProjectUrl("https://lazy.example.org/")
SIZES = st.sampled_from([0.0, 1.0, 1000.0, 4096.0, 65536.0, -5.0, float("nan"), 2e18])

rows = st.lists(
    st.tuples(st.booleans(), st.integers(-2, 8), st.integers(0, 4), st.integers(0, 4), st.integers(0, 3), SIZES,
              st.sampled_from([FileStatus.PRESENT, FileStatus.PRESENT, FileStatus.NOT_PRESENT]), st.booleans()),
    max_size=40,
)


def _state(
    expire: bool, by_priority: bool, spec: list[tuple[bool, int, int, int, int, float, int, bool]]
) -> ClientState:
    state = ClientState()
    state.projects[URL] = Project(URL, deletion_policy_expire=expire, deletion_policy_priority=by_priority)
    for i, (sticky, prio, arrival, use, exp, size, status, needed) in enumerate(spec):
        name = FileName(f"f{i % 5}_{i}")
        state.file_infos[(URL, name)] = FileInfo(
            URL, name, nbytes=size, status=status, sticky=sticky, priority=prio,
            arrival_time=T0 + arrival, last_use_time=T0 + use, exp_time=T0 + exp if exp else 0.0,
        )
        if needed:  # a queued task holds it
            wu = Workunit(URL, WorkunitName(f"wu{i}"), AppName("app"), input_files=[FileRef(name)])
            state.workunits[(URL, wu.name)] = wu
            r = Result(URL, ResultName(f"r{i}"), wu.name, state=ResultState.FILES_DOWNLOADED)
            state.results[r.key] = r
    return state


@settings(max_examples=300, deadline=None)
@given(st.booleans(), st.booleans(), rows, st.lists(st.tuples(st.integers(0, 45), st.integers(0, 45),
                                                              st.sampled_from([0.0, 1.0, 999.0, 1000.0, 5000.0, 1e9])),
                                                    max_size=12))
def test_queries_match_a_fully_sorted_oracle(
    expire: bool,
    by_priority: bool,
    spec: list[tuple[bool, int, int, int, int, float, int, bool]],
    queries: list[tuple[int, int, float]],
) -> None:
    state = _state(expire, by_priority, spec)
    now = T0 + 2
    project = state.projects[URL]
    held = {ref.file_name for wu in state.workunits.values() for ref in wu.input_files}
    expected = sorted(
        (fi for fi in state.file_infos.values() if fi.status == FileStatus.PRESENT and fi.name not in held),
        key=lambda fi: deletion_key(project, fi, now),
    )
    cum = [0.0]
    for fi in expected:
        cum.append(cum[-1] + clean_bytes(fi.nbytes))
    c = DiskIndex.build(state, now).of(URL)  # a fresh index per run: queries come before any full sort
    n = len(expected)
    assert len(c) == n and c.total_bytes == cum[-1]
    for level in range(-1, MAX_LEVEL + 2):
        assert c.end_at(level) == sum(1 for fi in expected if deletion_level(project, fi, now) <= level)
    for a, b, amount in queries:
        start, stop = sorted((min(a, n), min(b, n)))
        assert c.bytes_between(start, stop) == cum[stop] - cum[start]
        want = start if amount <= 0 else min(bisect_left(cum, cum[start] + amount, start + 1, stop + 1), stop)
        assert c.covering(start, stop, amount) == want, (start, stop, amount)
        assert [fi.name for fi in c.files_between(start, stop)] == [fi.name for fi in expected[start:stop]]
    assert [fi.name for fi in c.files] == [fi.name for fi in expected]
    assert c.cum == cum


def test_a_decision_sorts_only_the_level_it_takes_from() -> None:
    """Expired files cover the need: the big LRU level of the offender stays unsorted."""
    state = ClientState()
    urls = [ProjectUrl(f"https://p{i}.example.org/") for i in range(3)]
    for i, url in enumerate(urls):
        state.projects[url] = Project(url, resource_share=100.0, deletion_policy_expire=True)
        count = 300 if i == 0 else 10
        for k in range(count):
            name = FileName(f"f{k}")
            expired = k % 10 == 0
            state.file_infos[(url, name)] = FileInfo(
                url, name, nbytes=1000.0, status=FileStatus.PRESENT, sticky=True,
                last_use_time=T0 - k, arrival_time=T0 - 1000, exp_time=T0 - 1 if expired else T0 + 1e6,
            )
        state.projects[url].disk_usage = count * 1000.0
    limits = DiskLimits(total_limit=sum(p.disk_usage for p in state.projects.values()) + 500.0)
    index = DiskIndex.build(state, T0)
    decision = associate_file(state, limits, T0, FileInfo(urls[1], FileName("new"), nbytes=5000.0), index)
    assert decision.accepted and decision.reason is AddFileReason.OFFENDERS_DELETED
    # least recently used first
    assert [d.file_name for d in decision.deletions] == ["f290", "f280", "f270", "f260", "f250"]
    offender = index.of(urls[0])
    sorted_levels = [level for level, cum in enumerate(offender._level_cum) if cum is not None]
    assert sorted_levels == [0]  # the 270 LRU files were never sorted
    assert set(index._built) == {urls[0]}  # the projects within their share were never split


def test_projects_found_by_scanning_and_by_grouping_agree() -> None:
    """The first projects asked for are found by a scan, the rest after grouping all files once."""
    state = ClientState()
    urls = [ProjectUrl(f"https://g{i}.example.org/") for i in range(5)]
    for url in urls:
        state.projects[url] = Project(url, deletion_policy_priority=url.startswith("https://g1"))
    for k in range(200):  # interleaved across projects, as a real state's insertion order is
        url = urls[k % 5]
        name = FileName(f"f{k}")
        state.file_infos[(url, name)] = FileInfo(url, name, nbytes=1000.0, status=FileStatus.PRESENT,
                                                 sticky=k % 3 > 0, priority=k % 6, last_use_time=T0 - k % 17,
                                                 arrival_time=T0 - k % 11)
    index = DiskIndex.build(state, T0)
    for url in reversed(urls):  # urls[4], urls[3] by scan; urls[2..0] after grouping
        project = state.projects[url]
        expected = sorted((fi for (u, _), fi in state.file_infos.items() if u == url),
                          key=lambda fi: deletion_key(project, fi, T0))
        assert [fi.name for fi in index.of(url).files] == [fi.name for fi in expected]
    assert index.candidates.keys() == set(urls) and index.valid_until == float("inf")
