"""Adding files: shares, lending, offenders, deletion orders, on real files."""
from __future__ import annotations

import pytest

from core.disk.accounting import accounts, free_space, greatest_offender, offenders, project_limit
from core.disk.candidates import DeletionRule, DiskIndex
from core.disk.events import DeletionOutcome
from core.disk.limits import DiskLimits
from core.disk.policy import (
    AddFileDecision,
    AddFileReason,
    DeletionReason,
    apply_association,
    associate_file,
    book_downloaded,
    book_removed,
    book_written,
    get_more_disk_space,
    init_file_attributes,
    potentially_free,
    total_potentially_free,
)
from core.ids import FileName
from core.state import FileInfo, FileStatus, ResultState
from core.state.files import DEFAULT_EXPIRY_S

from .world import T0, UNIT, World, url

MB = 1 << 20


def add_new(w: World, project: str, name: str, nbytes: int, limits: DiskLimits) -> AddFileDecision:
    """The engine's add-file sequence on real files: decide, delete, write, record."""
    fi = FileInfo(url(project), FileName(name), nbytes=float(nbytes), sticky=True)
    init_file_attributes(fi, w.now)
    decision = associate_file(w.state, limits, w.now, fi)
    if decision.accepted:
        results = w.disk.carry_out(w.state, decision.deletions, w.now)
        assert all(r.outcome is DeletionOutcome.DELETED for r in results)
        w.path(project, name).write_bytes(b"y" * nbytes)
        fi.status = FileStatus.PRESENT
        apply_association(w.state, fi)
    return decision


def test_seed_example_75_25_project_limits(make_world) -> None:  # type: ignore[no-untyped-def]
    w: World = make_world({"A": 75, "B": 25})
    w.file("A", "a1", 8 * UNIT)
    w.file("B", "b1", 2 * UNIT)
    limits = w.limits(64 * UNIT)  # aPl = 4 MiB
    assert project_limit(w.state, limits, url("A")) == 48 * UNIT  # 75% of aPl
    assert project_limit(w.state, limits, url("B")) == 16 * UNIT  # 25% of aPl
    acc = accounts(w.state, limits)
    assert acc.projects[url("A")].usage == 8 * UNIT  # measured from the real files
    assert acc.projects[url("B")].usage == 2 * UNIT
    assert free_space(w.state, limits) == 54 * UNIT
    assert offenders(w.state, limits) == []
    assert limits.total_limit == pytest.approx(64 * UNIT + limits.core_usage)
    assert limits.core_usage > 0  # the projects/ directory entries are the client's own


def test_borrowing_unused_share_then_losing_it_to_the_owner(make_world) -> None:  # type: ignore[no-untyped-def]
    w: World = make_world({"A": 75, "B": 25})
    w.file("A", "a0", 16 * UNIT)  # A uses 1 MiB of its 3 MiB
    limits = w.limits(64 * UNIT)
    # B fills up with sticky files far past its 1 MiB share: A's unused share is lent.
    for i in range(10):
        w.now += 10
        d = add_new(w, "B", f"b{i}", 4 * UNIT, limits)
        assert d.accepted and d.reason is AddFileReason.FITS
    assert w.project("B").disk_usage == 40 * UNIT
    assert offenders(w.state, limits) == [url("B")]
    assert free_space(w.state, limits) == 8 * UNIT
    # Now A, within its share, wants 24 units: 8 are free, 16 must come from B (LRU first).
    w.now += 10
    d = add_new(w, "A", "a_big", 24 * UNIT, limits)
    assert d.accepted and d.reason is AddFileReason.OFFENDERS_DELETED
    deleted = [x.file_name for x in d.deletions]
    assert deleted == ["b0", "b1", "b2", "b3"]
    assert all(x.reason is DeletionReason.OFFENDER and x.rule is DeletionRule.LRU for x in d.deletions)
    assert w.on_disk("B") == {f"b{i}" for i in range(4, 10)}
    assert [e.file for e in w.events] == deleted and all(e.reason is DeletionReason.OFFENDER for e in w.events)
    # The real files agree with the books.
    limits = w.limits(64 * UNIT)
    assert w.project("A").disk_usage == 40 * UNIT and w.project("B").disk_usage == 24 * UNIT
    assert free_space(w.state, limits) == 0
    # B, still an offender, may not take anything back from A, which is within its share.
    d = add_new(w, "B", "b_more", 4 * UNIT, limits)
    assert not d.accepted and d.reason is AddFileReason.REFUSED_NO_SPACE
    assert "delete_from_self" in d.message
    assert w.on_disk("A") == {"a0", "a_big"}


def _offender_world(make_world, **policy: bool) -> tuple[World, DiskLimits]:  # type: ignore[no-untyped-def]
    """Project A is over its share; B (empty, equal share) will ask for space."""
    w: World = make_world({"A": 1, "B": 1})
    for flag, value in policy.items():
        setattr(w.project("A"), flag, value)
    return w, DiskLimits(0)


def _order(w: World, limits_apl: int, need: int) -> list[str]:
    limits = w.limits(limits_apl)
    plan = get_more_disk_space(w.state, limits, w.now, url("B"), need)
    assert plan.ok
    results = w.disk.carry_out(w.state, plan.deletions, w.now)
    assert all(r.outcome is DeletionOutcome.DELETED for r in results)
    return [d.file_name for d in plan.deletions]


def test_lru_is_the_default_order(make_world) -> None:  # type: ignore[no-untyped-def]
    w, _ = _offender_world(make_world)
    # Priorities and expiry are ignored without the project's policy flags.
    w.file("A", "used_5", last_use=T0 - 5, priority=1)
    w.file("A", "used_1", last_use=T0 - 50, priority=5)
    w.file("A", "used_3", last_use=T0 - 30, exp_time=T0 - 1)
    # aPl 2 units: limits 1 each; A is 2 over, free is -1, so B's 1 unit needs 2 from A.
    assert _order(w, 2 * UNIT, 1 * UNIT) == ["used_1", "used_3"]
    assert w.on_disk("A") == {"used_5"}


def test_priority_policy_order_and_escalation(make_world) -> None:  # type: ignore[no-untyped-def]
    w, _ = _offender_world(make_world, deletion_policy_priority=True)
    w.file("A", "p5", priority=5, arrival=T0 - 900)
    w.file("A", "p1_late", priority=1, arrival=T0 - 100)
    w.file("A", "p3", priority=3, arrival=T0 - 800)
    w.file("A", "p1_early", priority=1, arrival=T0 - 200)
    w.file("A", "p1_tie_old", priority=1, arrival=T0 - 200, last_use=T0 - 5000)
    # aPl 8 units: limits 4, A 1 over, free 3; B needs 4: one P_LOW file.
    limits = w.limits(8 * UNIT)
    plan = get_more_disk_space(w.state, limits, w.now, url("B"), 4 * UNIT)
    assert [d.file_name for d in plan.deletions] == ["p1_tie_old"]  # same arrival: LRU breaks the tie
    # aPl 2 units: limits 1, A 4 over, free -3; B needs 1, so 4 must go: every P_LOW file,
    # then the level escalates to P_MEDIUM; P_HIGH survives.
    limits = w.limits(2 * UNIT)
    plan = get_more_disk_space(w.state, limits, w.now, url("B"), 1 * UNIT)
    assert [d.file_name for d in plan.deletions] == ["p1_tie_old", "p1_early", "p1_late", "p3"]
    assert all(d.rule is DeletionRule.PRIORITY for d in plan.deletions)
    w.disk.carry_out(w.state, plan.deletions, w.now)
    assert w.on_disk("A") == {"p5"}


def test_expire_policy_deletes_expired_files_first(make_world) -> None:  # type: ignore[no-untyped-def]
    w, _ = _offender_world(make_world, deletion_policy_expire=True)
    w.file("A", "old_unexpired", last_use=T0 - 9000, exp_time=T0 + 100)
    w.file("A", "expired_recent", last_use=T0 - 10, exp_time=T0 - 1)
    w.file("A", "default_expiry", last_use=T0 - 20, arrival=T0 - DEFAULT_EXPIRY_S - 5)  # 60 days ago
    w.file("A", "fresh", last_use=T0 - 8000, arrival=T0 - 100)
    order = _order(w, 4 * UNIT, 2 * UNIT)  # limits 2, A 2 over, free 0
    assert order == ["default_expiry", "expired_recent"]  # both expired; then LRU among them
    assert w.on_disk("A") == {"old_unexpired", "fresh"}


def test_expire_and_priority_together(make_world) -> None:  # type: ignore[no-untyped-def]
    w, _ = _offender_world(make_world, deletion_policy_expire=True, deletion_policy_priority=True)
    w.file("A", "high_expired", priority=5, exp_time=T0 - 1)
    w.file("A", "low", priority=1, exp_time=T0 + 100)
    w.file("A", "medium", priority=3, exp_time=T0 + 100)
    limits = w.limits(1 * UNIT)
    plan = get_more_disk_space(w.state, limits, w.now, url("B"), 3 * UNIT)
    assert [(d.file_name, d.rule) for d in plan.deletions] == [
        ("high_expired", DeletionRule.EXPIRED), ("low", DeletionRule.PRIORITY), ("medium", DeletionRule.PRIORITY),
    ]


def test_offender_is_only_cut_down_to_its_share_and_greatest_goes_first(make_world) -> None:  # type: ignore[no-untyped-def]
    w: World = make_world({"A": 1, "B": 1, "C": 1, "D": 1})
    for i in range(6):
        w.file("A", f"a{i}", last_use=T0 - 100 + i)  # 6 units: 4 over
    for i in range(4):
        w.file("B", f"b{i}", last_use=T0 - 100 + i)  # 4 units: 2 over
    limits = w.limits(8 * UNIT)  # every limit is 2 units; free -2 -> over the limit already
    assert greatest_offender(w.state, limits) == url("A")
    assert potentially_free(w.state, limits, w.now, url("A")) == 4 * UNIT
    assert potentially_free(w.state, limits, w.now, url("C")) == 0
    plan = get_more_disk_space(w.state, limits, w.now, url("D"), 2 * UNIT)
    # 4 units needed (2 owed + 2 asked): A down to its share first, nothing from B.
    assert [d.file_name for d in plan.deletions] == ["a0", "a1", "a2", "a3"]
    plan = get_more_disk_space(w.state, limits, w.now, url("D"), 3 * UNIT)
    assert [d.file_name for d in plan.deletions] == ["a0", "a1", "a2", "a3", "b0"]
    # If everything offenders could give is not enough, the plan says so.
    plan = get_more_disk_space(w.state, limits, w.now, url("D"), 6 * UNIT)
    assert not plan.ok and plan.freed == 6 * UNIT


def test_requesting_offender_cannot_take_from_smaller_offenders(make_world) -> None:  # type: ignore[no-untyped-def]
    w: World = make_world({"A": 1, "B": 1, "C": 1})
    for i in range(5):
        w.file("A", f"a{i}")
    for i in range(4):
        w.file("B", f"b{i}")
    limits = w.limits(9 * UNIT)  # limits 3 units: A over by 2, B over by 1, free 0
    assert offenders(w.state, limits) == [url("A"), url("B")]
    fi = FileInfo(url("A"), FileName("more"), nbytes=1.0 * UNIT)
    d = associate_file(w.state, limits, w.now, fi)
    assert not d.accepted and d.deletions == ()  # a refusal deletes nothing
    assert total_potentially_free(w.state, limits, w.now, url("A"))[1] == 0


def test_referenced_files_are_never_candidates(make_world) -> None:  # type: ignore[no-untyped-def]
    w: World = make_world({"A": 1, "B": 1})
    w.file("A", "queued_in")
    w.file("A", "running_in")
    w.file("A", "unreported_out")
    w.file("A", "acked_out")
    w.file("A", "app_exe")
    w.file("A", "old_app_exe")
    w.file("A", "downloading", status=FileStatus.NOT_PRESENT, on_disk=False)
    w.file("A", "busy")
    w.file("A", "finished_in")
    w.file("A", "free_sticky")
    w.result("A", "r_queued", inputs=("queued_in",))
    w.result("A", "r_running", inputs=("running_in",), running=True)
    w.result("A", "r_done", inputs=("finished_in",), outputs=("unreported_out",), state=ResultState.FILES_UPLOADED)
    w.result("A", "r_acked", outputs=("acked_out",), state=ResultState.FILES_UPLOADED, acked=True)
    w.app_version("A", ("old_app_exe",), version=1)
    w.app_version("A", ("app_exe",), version=2)
    index = DiskIndex.build(w.state, w.now, busy={(url("A"), FileName("busy"))})
    names = {fi.name for fi in index.of(url("A")).files}
    # Inputs of a finished task, outputs of an acknowledged one and an old app version are free.
    assert names == {"acked_out", "old_app_exe", "finished_in", "free_sticky"}
    non_sticky = FileInfo(url("A"), FileName("tmp"), nbytes=1.0, status=FileStatus.PRESENT)
    w.state.file_infos[(url("A"), FileName("tmp"))] = non_sticky
    index = DiskIndex.build(w.state, w.now)
    assert index.of(url("A")).files[0].name == "tmp"  # no longer needed at all: first to go


def test_delete_from_self(make_world) -> None:  # type: ignore[no-untyped-def]
    w: World = make_world({"A": 1, "B": 1})
    w.file("A", "own_old", last_use=T0 - 500)
    w.file("A", "own_new", last_use=T0 - 5)
    w.file("A", "own_high", priority=5, last_use=T0 - 900)
    w.project("A").deletion_policy_priority = True
    w.file("B", "b0")
    limits = w.limits(4 * UNIT)  # A at 3 of its 2: offender; B within; free 0
    fi = FileInfo(url("A"), FileName("next"), nbytes=1.0 * UNIT)
    d = associate_file(w.state, limits, w.now, fi)
    assert not d.accepted and "delete_from_self" in d.message
    w.project("A").delete_from_self = True
    d = associate_file(w.state, limits, w.now, fi)
    assert d.accepted and d.reason is AddFileReason.OWN_FILES_DELETED
    assert [(x.file_name, x.reason) for x in d.deletions] == [("own_old", DeletionReason.OWN_FILES)]
    assert total_potentially_free(w.state, limits, w.now, url("A")) == (0.0, 0.0, 2.0 * UNIT)  # P_HIGH is kept


def test_refusals_explain_themselves(make_world) -> None:  # type: ignore[no-untyped-def]
    w: World = make_world({"A": 1})
    limits = w.limits(4 * UNIT)
    too_big = associate_file(w.state, limits, w.now, FileInfo(url("A"), FileName("huge"), nbytes=5.0 * UNIT))
    assert too_big.reason is AddFileReason.REFUSED_TOO_LARGE and "raise the disk limits" in too_big.message
    for bad in (float("nan"), -1.0, float("inf")):
        d = associate_file(w.state, limits, w.now, FileInfo(url("A"), FileName("bad"), nbytes=bad))
        assert not d.accepted and d.reason in (AddFileReason.REFUSED_BAD_SIZE, AddFileReason.REFUSED_TOO_LARGE)
    d = associate_file(w.state, limits, w.now, FileInfo(url("Z"), FileName("x"), nbytes=1.0))
    assert d.reason is AddFileReason.REFUSED_UNKNOWN_PROJECT
    exact = associate_file(w.state, limits, w.now, FileInfo(url("A"), FileName("fits"), nbytes=4.0 * UNIT))
    assert exact.accepted and exact.reason is AddFileReason.FITS


def test_init_file_attributes_defaults_and_template_overrides() -> None:
    fi = FileInfo(url("A"), FileName("f"))
    assert init_file_attributes(fi, T0) == ()
    assert (fi.priority, fi.last_use_time, fi.arrival_time) == (1, T0, T0)
    assert fi.exp_time == T0 + 60 * 86400
    assert not fi.expired(T0 + 60 * 86400 - 1) and fi.expired(T0 + 60 * 86400)
    assert init_file_attributes(fi, T0, priority=5, exp_days=2) == ()
    assert fi.priority == 5 and fi.exp_time == T0 + 2 * 86400
    problems = init_file_attributes(fi, T0, priority=9, exp_days=-3)
    assert len(problems) == 2 and fi.priority == 1 and fi.exp_time == T0 + 60 * 86400
    problems = init_file_attributes(fi, T0, exp_days=float("inf"))
    assert problems and fi.exp_time == T0 + 60 * 86400
    assert init_file_attributes(fi, T0, exp_days=1e9) and fi.exp_time == T0 + 36500 * 86400
    init_file_attributes(fi, 0.0, exp_days=0)
    assert fi.expired(1.0)  # keep 0 days: expired at once, not after the default 60 days


def test_unusable_resource_shares(make_world) -> None:  # type: ignore[no-untyped-def]
    w: World = make_world({"A": -5, "B": float("nan"), "C": 100})
    limits = DiskLimits(total_limit=30 * UNIT)
    assert [project_limit(w.state, limits, url(p)) for p in "ABC"] == [0, 0, 30 * UNIT]
    w.project("C").resource_share = 0
    assert [project_limit(w.state, limits, url(p)) for p in "ABC"] == [10 * UNIT] * 3  # all zero: equal


def test_books_follow_a_download_an_output_and_a_removal_as_a_measurement_would(make_world) -> None:  # type: ignore[no-untyped-def]
    """Between two measurements (the live client's are a minute apart) the books keep what is
    on disk and what is reserved apart as the files come and go, so that the Projects tab's
    figure is right at once, not from the next measurement (it read 0 after an attach)."""
    w: World = make_world({"A": 100})
    w.file("A", "app", 3 * UNIT)
    limits = w.limits(64 * UNIT)  # measured: the app on disk, nothing reserved
    a = w.project("A")
    assert (a.disk_usage, a.disk_reserved) == (3 * UNIT, 0.0)

    wanted = FileInfo(url("A"), FileName("input"), nbytes=float(2 * UNIT))
    init_file_attributes(wanted, w.now)
    assert associate_file(w.state, limits, w.now, wanted).accepted
    apply_association(w.state, wanted)  # admitted, not downloaded yet: reserved
    assert (a.disk_usage, a.disk_reserved) == (3 * UNIT, 2 * UNIT)

    w.path("A", "input").write_bytes(b"i" * 2 * UNIT)  # the download arrives
    book_downloaded(w.state, wanted)
    wanted.status = FileStatus.PRESENT
    book_downloaded(w.state, wanted)  # counted once, whoever calls again
    output = w.file("A", "output", 0, status=FileStatus.NOT_PRESENT, on_disk=False)
    w.path("A", "output").write_bytes(b"o" * UNIT)  # the app writes its output
    book_written(w.state, output, float(UNIT))
    output.nbytes, output.status = float(UNIT), FileStatus.PRESENT
    books = (a.disk_usage, a.disk_reserved)
    w.limits(64 * UNIT)
    assert books == (a.disk_usage, a.disk_reserved) == (6 * UNIT, 0.0)

    w.path("A", "input").unlink()  # the garbage collector: nothing refers to it any more
    del w.state.file_infos[(url("A"), FileName("input"))]
    book_removed(w.state, wanted)
    books = (a.disk_usage, a.disk_reserved)
    w.limits(64 * UNIT)
    assert books == (a.disk_usage, a.disk_reserved) == (4 * UNIT, 0.0)
