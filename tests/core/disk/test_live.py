"""The live adapter on real files: measuring, and deleting safely when things go wrong."""
from __future__ import annotations

import logging
import os
import shutil
import stat
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from core.disk.accounting import project_usage
from core.disk.candidates import DeletionRule
from core.disk.emulated import EmulatedDisk
from core.disk.events import DeletionOutcome, DiskEvent
from core.disk.live import LiveDisk, apply_measurement, measure_tree
from core.disk.policy import Deletion, DeletionReason
from core.file_names import file_name_problem
from core.ids import FileName, ProjectUrl
from core.state import FileStatus

from .world import UNIT, World, url

MakeWorld = Callable[..., World]


def deletion(project: str, name: str, nbytes: float = UNIT) -> Deletion:
    return Deletion(url(project), FileName(name), nbytes, DeletionReason.OVER_LIMIT, DeletionRule.LRU)


def test_measure_counts_real_files_per_project(make_world: MakeWorld) -> None:
    w = make_world({"A": 1, "B": 1})
    w.file("A", "a", 3 * UNIT)
    w.file("B", "b", 1 * UNIT)
    (w.data_dir / "client_state.xml").write_bytes(b"s" * 8192)
    (w.data_dir / "slots" / "0").mkdir(parents=True)
    (w.data_dir / "slots" / "0" / "stderr.txt").write_bytes(b"e" * 4096)
    m = w.disk.measure()
    assert m.project_usage == {url("A"): 3 * UNIT, url("B"): 1 * UNIT}
    # Core_Usage: the state file, the slot file, and the directory entries themselves.
    assert m.core_usage == 8192 + 4096 + 4096 * 5  # projects/, A/, B/, slots/, slots/0/
    assert m.disk_total > m.disk_free > 0 and m.problems == ()
    apply_measurement(w.state, m)
    assert w.project("A").disk_usage == 3 * UNIT


def test_vanished_project_directory(make_world: MakeWorld) -> None:
    w = make_world({"A": 1, "B": 1})
    w.file("A", "a0")
    w.file("B", "b0")
    for p in w.disk.project_dirs[url("A")].iterdir():
        p.unlink()
    w.disk.project_dirs[url("A")].rmdir()
    m = w.disk.measure()
    assert m.project_usage[url("A")] == 0 and any("missing" in p for p in m.problems)
    apply_measurement(w.state, m)
    assert w.project("A").disk_usage == 0
    results = w.disk.carry_out(w.state, [deletion("A", "a0"), deletion("B", "b0")], w.now)
    assert [r.outcome for r in results] == [DeletionOutcome.ALREADY_GONE, DeletionOutcome.DELETED]
    assert "vanished" in results[0].message
    assert (url("A"), "a0") not in w.state.file_infos  # the state follows the disk
    assert [e.outcome for e in w.events] == [DeletionOutcome.ALREADY_GONE, DeletionOutcome.DELETED]
    assert w.events[1].bytes == UNIT and w.events[0].bytes == 0


def test_file_deleted_behind_the_engines_back(make_world: MakeWorld) -> None:
    w = make_world({"A": 1})
    w.file("A", "gone")
    w.file("A", "here")
    w.limits(10 * UNIT)
    w.path("A", "gone").unlink()
    results = w.disk.carry_out(w.state, [deletion("A", "gone"), deletion("A", "here")], w.now)
    assert results[0].outcome is DeletionOutcome.ALREADY_GONE and "already gone" in results[0].message
    assert results[1].outcome is DeletionOutcome.DELETED
    assert w.state.file_infos == {} and w.project("A").disk_usage == 0


def test_read_only_file_is_deleted(make_world: MakeWorld) -> None:
    w = make_world({"A": 1})
    w.file("A", "ro")
    os.chmod(w.path("A", "ro"), stat.S_IRUSR | stat.S_IRGRP)
    (r,) = w.disk.delete([deletion("A", "ro")], w.now)
    assert r.outcome is DeletionOutcome.DELETED and not w.path("A", "ro").exists()
    assert r.freed == UNIT and "deleted ro" in r.message


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root ignores permissions")
def test_read_only_directory_fails_cleanly(make_world: MakeWorld) -> None:
    w = make_world({"A": 1})
    w.file("A", "stuck")
    pdir = w.disk.project_dirs[url("A")]
    os.chmod(pdir, stat.S_IRUSR | stat.S_IXUSR)
    try:
        (r,) = w.disk.carry_out(w.state, [deletion("A", "stuck")], w.now)
    finally:
        os.chmod(pdir, stat.S_IRWXU)
    assert r.outcome is DeletionOutcome.FAILED and "permissions" in r.message
    assert w.path("A", "stuck").exists() and (url("A"), "stuck") in w.state.file_infos


def test_undeletable_file_fails_cleanly(make_world: MakeWorld) -> None:
    """An immutable file (chattr +i) resists even root: the failure path, for real."""
    w = make_world({"A": 1})
    w.file("A", "stuck")
    w.file("A", "fine")
    path = w.path("A", "stuck")
    chattr = shutil.which("chattr")
    if chattr is None or subprocess.run([chattr, "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("cannot make a file immutable here")
    try:
        results = w.disk.carry_out(w.state, [deletion("A", "stuck"), deletion("A", "fine")], w.now)
    finally:
        subprocess.run([chattr, "-i", str(path)], check=True)
    assert [r.outcome for r in results] == [DeletionOutcome.FAILED, DeletionOutcome.DELETED]
    assert "could not delete stuck" in results[0].message and "stays on disk" in results[0].message
    assert path.exists() and (url("A"), "stuck") in w.state.file_infos
    assert (url("A"), "fine") not in w.state.file_infos
    assert w.events[0].outcome is DeletionOutcome.FAILED and w.events[0].bytes == 0


def test_something_else_where_the_file_should_be(make_world: MakeWorld) -> None:
    w = make_world({"A": 1})
    (w.disk.project_dirs[url("A")] / "dir").mkdir()
    (w.disk.project_dirs[url("A")] / "dir" / "inner").write_bytes(b"1")
    (r,) = w.disk.delete([deletion("A", "dir")], w.now)
    assert r.outcome is DeletionOutcome.REFUSED and "not a regular file" in r.message
    assert (w.disk.project_dirs[url("A")] / "dir" / "inner").exists()


@pytest.mark.parametrize("name", ["../outside", "/etc/passwd", "a/b", "..", "", "%2e%2e", "C:evil", "x\0y",
                                  "a\\b", "tab\there"])
def test_server_given_names_never_escape_the_project_directory(make_world: MakeWorld, name: str) -> None:
    w = make_world({"A": 1})
    outside = w.data_dir / "projects" / "outside"
    outside.write_bytes(b"precious")
    assert file_name_problem(name)
    (r,) = w.disk.delete([deletion("A", name)], w.now)
    assert r.outcome is DeletionOutcome.REFUSED and "refused" in r.message
    assert outside.read_bytes() == b"precious"


def test_symlink_is_removed_not_followed(make_world: MakeWorld) -> None:
    w = make_world({"A": 1})
    target = w.data_dir / "precious.txt"
    target.write_bytes(b"keep me")
    os.symlink(target, w.path("A", "link"))
    (r,) = w.disk.delete([deletion("A", "link")], w.now)
    assert r.outcome is DeletionOutcome.DELETED
    assert not os.path.lexists(w.path("A", "link")) and target.read_bytes() == b"keep me"


def test_unknown_project_and_failing_listener(make_world: MakeWorld, caplog: pytest.LogCaptureFixture) -> None:
    w = make_world({"A": 1})
    w.file("A", "a0")
    w.file("A", "a1")

    def broken(event: DiskEvent) -> None:
        raise RuntimeError("listener bug")

    disk = LiveDisk(w.data_dir, w.disk.project_dirs, on_event=broken)
    with caplog.at_level(logging.ERROR):
        results = disk.delete([deletion("A", "a0"), deletion("Z", "z"), deletion("A", "a1")], w.now)
    assert [r.outcome for r in results] == [
        DeletionOutcome.DELETED, DeletionOutcome.REFUSED, DeletionOutcome.DELETED,
    ]
    assert "no directory is known" in results[1].message
    assert "listener failed" in caplog.text
    assert w.on_disk("A") == set()


def test_measure_tree_of_missing_and_plain_paths(tmp_path: Path) -> None:
    assert measure_tree(tmp_path / "nope") == (0.0, [f"directory {tmp_path / 'nope'} is missing"])
    (tmp_path / "f").write_bytes(b"x" * 4096)
    assert measure_tree(tmp_path / "f") == (4096.0, [])


def test_apply_measurement_keeps_reservations_for_downloads(make_world: MakeWorld) -> None:
    w = make_world({"A": 1})
    w.file("A", "present", 2 * UNIT)
    w.file("A", "downloading", 5 * UNIT, status=FileStatus.NOT_PRESENT, on_disk=False)
    apply_measurement(w.state, w.disk.measure())
    # On disk is what is there; the download is reserved beside it, and the data manager counts both.
    assert w.project("A").disk_usage == 2 * UNIT and w.project("A").disk_reserved == 5 * UNIT
    assert project_usage(w.state, url("A")) == 7 * UNIT


def test_emulated_disk_measures_and_deletes_like_the_live_one(make_world: MakeWorld) -> None:
    w = make_world({"A": 1})
    w.file("A", "a", 2 * UNIT, on_disk=False)
    w.file("A", "b", 1 * UNIT, on_disk=False)
    events: list[DiskEvent] = []
    disk = EmulatedDisk(100 * UNIT, other_usage=10 * UNIT, core_usage=UNIT, on_event=events.append)
    m = disk.measure(w.state)
    assert m.project_usage == {url("A"): 3 * UNIT} and m.disk_free == 86 * UNIT and m.core_usage == UNIT
    apply_measurement(w.state, m)
    results = disk.carry_out(w.state, [deletion("A", "a"), deletion("A", "nope")], w.now)
    assert [r.outcome for r in results] == [DeletionOutcome.DELETED, DeletionOutcome.ALREADY_GONE]
    assert w.project("A").disk_usage == UNIT and len(events) == 2
    assert events[0].project == ProjectUrl(url("A")) and events[0].bytes == 2 * UNIT
