"""The three free-space figures and the server's three passes."""
from __future__ import annotations

from collections.abc import Callable

from core.disk.limits import DiskLimits
from core.disk.server import ServerPass, request_figures, server_passes

from .world import UNIT, World, url

MakeWorld = Callable[..., World]


def borrowed_world(make_world: MakeWorld) -> tuple[World, DiskLimits]:
    """A (75%) uses 10 of its 48 units; B (25%) borrowed: 40 units against a limit of 16."""
    w = make_world({"A": 75, "B": 25})
    for i in range(5):
        w.file("A", f"a{i}", 2 * UNIT, on_disk=False, last_use=w.now - 100 + i)
    for i in range(10):
        w.file("B", f"b{i}", 4 * UNIT, on_disk=False, last_use=w.now - 100 + i)
    w.sync_usage()
    return w, DiskLimits(total_limit=68 * UNIT, core_usage=4 * UNIT)


def test_figures_for_a_project_within_its_share(make_world: MakeWorld) -> None:
    w, limits = borrowed_world(make_world)
    f = request_figures(w.state, limits, w.now, url("A"))
    assert (f.d_boinc_used_total, f.d_boinc_used_project, f.d_project_share) == (54 * UNIT, 10 * UNIT, 48 * UNIT)
    assert f.free == 14 * UNIT
    assert f.free_if_offenders == 14 * UNIT + 24 * UNIT  # B down to its share of 16
    assert f.free_if_self == f.free_if_offenders + 10 * UNIT  # all of A's files are expendable


def test_figures_for_the_offender(make_world: MakeWorld) -> None:
    w, limits = borrowed_world(make_world)
    w.project("B").deletion_policy_priority = True
    for i in range(5):
        w.state.file_infos[(url("B"), f"b{i}")].priority = 3  # type: ignore[index]
    f = request_figures(w.state, limits, w.now, url("B"))
    # Nobody else is over their share, and only B's five P_LOW files are expendable.
    assert (f.free, f.free_if_offenders, f.free_if_self) == (14 * UNIT, 14 * UNIT, 34 * UNIT)


def test_figures_never_negative_when_over_the_limit(make_world: MakeWorld) -> None:
    w, _ = borrowed_world(make_world)
    f = request_figures(w.state, DiskLimits(total_limit=30 * UNIT), w.now, url("A"))
    # free is -20; B is 32.5 over its 7.5 and gives whole 4-unit files until within: 9 files,
    # 36 units -> 16 left for A; A's own 10 on top.
    assert f.free == 0 and f.free_if_offenders == 16 * UNIT and f.free_if_self == 26 * UNIT


def test_server_passes() -> None:
    from core.disk.server import DiskRequestFigures
    from core.ids import ProjectUrl

    figs = DiskRequestFigures(ProjectUrl("p"), 0, 0, 0, free=10, free_if_offenders=25, free_if_self=60)
    need = {"small": 4.0, "mid": 20.0, "big": 50.0, "bad": float("nan")}
    jobs = ["bad", "small", "mid", "small"]
    r = server_passes(jobs, need.__getitem__, figs, delete_from_self=False)
    assert (r.pass_used, r.jobs, r.disk_used) == (ServerPass.FREE, ("small", "small"), 8.0)
    r = server_passes(["mid", "mid"], need.__getitem__, figs, delete_from_self=False)
    assert (r.pass_used, r.jobs, r.budget) == (ServerPass.OFFENDERS, ("mid",), 25)
    r = server_passes(["big"], need.__getitem__, figs, delete_from_self=False)
    assert r.pass_used is ServerPass.NONE and r.jobs == () and "delete_from_self" in r.message
    r = server_passes(["big", "mid"], need.__getitem__, figs, delete_from_self=True)
    assert (r.pass_used, r.jobs) == (ServerPass.OFFENDERS, ("mid",))  # pass 2 found something
    r = server_passes(["big"], need.__getitem__, figs, delete_from_self=True)
    assert (r.pass_used, r.jobs) == (ServerPass.SELF, ("big",))
    r = server_passes(["small"] * 5, need.__getitem__, figs, delete_from_self=True, max_jobs=1)
    assert r.jobs == ("small",)
