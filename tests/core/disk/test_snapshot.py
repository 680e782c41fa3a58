"""The Disk tab snapshot and the explanation string."""
from __future__ import annotations

from collections.abc import Callable

import pytest

from core.disk.candidates import DeletionRule
from core.disk.limits import DiskLimits, LimitSource
from core.disk.policy import GB
from core.disk.snapshot import DiskSaid, disk_snapshot, explain

from .world import T0, World, url

MakeWorld = Callable[..., World]


def test_offender_explanation_reproduces_the_issue_example(make_world: MakeWorld) -> None:
    w = make_world({"X": 1, "Y": 1})
    w.project("X").deletion_policy_expire = True
    w.file("X", "old", 1 << 20, on_disk=False, exp_time=T0 - 1)
    w.file("X", "new", 1 << 20, on_disk=False)
    w.project("X").disk_usage = 5 * GB + 2.1 * GB  # limit 5 GB
    w.project("Y").disk_usage = 1 * GB
    limits = DiskLimits(total_limit=10.5 * GB, core_usage=0.5 * GB, disk_total=100 * GB, disk_free=40 * GB,
                        client_usage=8.6 * GB, source=LimitSource.MAX_USED_GB)
    assert (
        explain(w.state, limits, w.now)
        == "Project X is over its share by 2.1 GB; its expired files will be deleted first."
    )
    snap = disk_snapshot(w.state, limits, w.now)
    x, y = snap.projects
    assert (x.name, x.offender, x.limit, x.share) == ("X", True, 5 * GB, 0.5)
    assert x.over_by == pytest.approx(2.1 * GB) and x.deletable == 2 * (1 << 20)
    assert (y.offender, y.over_by, y.deletable) == (False, -4 * GB, 0)
    assert snap.client_total == pytest.approx(8.6 * GB)
    assert snap.other_programs == pytest.approx(100 * GB - 40 * GB - 8.6 * GB)
    assert snap.free_for_projects == pytest.approx(10 * GB - 8.1 * GB)
    assert snap.total_limit == 10.5 * GB and snap.limit_source is LimitSource.MAX_USED_GB


def test_other_explanations(make_world: MakeWorld) -> None:
    w = make_world({"X": 1, "Y": 1})
    w.file("X", "f", 1 << 30, on_disk=False)
    w.sync_usage()
    text = explain(w.state, DiskLimits(total_limit=4 * GB), w.now)
    assert text == (
        "All projects are within their disk shares; 3.0 GB of the 4.0 GB allowed is free "
        "(keep at least disk_min_free_gb free)."
    )
    text = explain(w.state, DiskLimits(total_limit=0.5 * GB), w.now)
    assert text.startswith("The client uses 1.0 GB, 512 MB more than the 512 MB allowed")
    assert ". Project X is over its share by 768 MB; its least recently used files will be deleted first" in text
    w.result("X", "r", inputs=("f",))
    text = explain(w.state, DiskLimits(total_limit=0.5 * GB), w.now)
    assert "every one of its files is in use, so none can be deleted" in text
    assert explain(w.state, DiskLimits(total_limit=0.0), w.now).startswith("The client may use no disk space")
    w.project("X").deletion_policy_priority = True
    w.result("X", "r", inputs=(), state=w.state.results[(url("X"), "r")].state)  # type: ignore[index]
    assert "lowest-priority files" in explain(w.state, DiskLimits(total_limit=0.5 * GB), w.now)


def test_the_explanation_is_typed_too(make_world: MakeWorld) -> None:
    # The window words these notes in its language; the English sentence is theirs.
    w = make_world({"X": 1, "Y": 1})
    w.project("X").deletion_policy_expire = True
    w.file("X", "old", 1 << 20, on_disk=False, exp_time=T0 - 1)
    w.project("X").disk_usage = 5 * GB + 2.1 * GB
    w.project("Y").disk_usage = 1 * GB
    limits = DiskLimits(total_limit=10.5 * GB, core_usage=0.5 * GB, disk_total=100 * GB, disk_free=40 * GB,
                        client_usage=8.6 * GB, source=LimitSource.MAX_USED_GB)
    snap = disk_snapshot(w.state, limits, w.now)
    [note] = snap.notes
    assert (note.said, note.name, note.rule) == (DiskSaid.PROJECT_OVER, "X", DeletionRule.EXPIRED)
    assert len(note.figures) == 1 and note.figures[0] == pytest.approx(2.1 * GB)
    assert snap.explanation == explain(w.state, limits, w.now)
    within = disk_snapshot(w.state, DiskLimits(total_limit=40 * GB), w.now)
    assert [(n.said, n.source) for n in within.notes] == [(DiskSaid.ALL_WITHIN, LimitSource.MIN_FREE)]
