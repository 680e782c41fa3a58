"""A project's disk usage is what its files hold on disk (issue 16, item 9).

get_disk_usage reported 36 MB where the project directory held 23.5 MB: the
measurement added the full size of every file not downloaded yet, so that the data
manager would not promise the same free space twice. The reservation now lives
beside the measurement (``Project.disk_reserved``): the data manager still counts
it, the volunteer is shown only what is there (``Project.disk_usage``, which GUI RPC
reports), as BOINC's ``get_disk_usages`` measures the directories. Real files in a
temporary data directory: one complete input, one download cut short.
"""
from __future__ import annotations

from pathlib import Path

from core.client.disk_keeper import DiskKeeper
from core.disk.accounting import accounts, project_usage
from core.disk.live import measure_tree
from core.ids import FileName, ProjectUrl
from core.state import ClientState, FileInfo, GlobalPrefs, Project
from core.state.files import FileStatus

A = ProjectUrl("http://a.example/")
MB = 1 << 20


def _keeper(tmp_path: Path) -> tuple[ClientState, DiskKeeper, Path]:
    state = ClientState(prefs=GlobalPrefs(disk_max_used_gb=1.0, disk_max_used_pct=0, disk_min_free_gb=0))
    state.projects[A] = Project(A, project_name="A", resource_share=100)
    pdir = tmp_path / "projects" / "a"
    pdir.mkdir(parents=True)
    keeper = DiskKeeper(state, tmp_path, lambda u: pdir, lambda p, b, pri: None)
    return state, keeper, pdir


def test_usage_counts_bytes_on_disk_and_reserves_the_rest(tmp_path: Path) -> None:
    state, keeper, pdir = _keeper(tmp_path)
    (pdir / "input_1.dat").write_bytes(b"x" * (3 * MB))
    state.file_infos[(A, FileName("input_1.dat"))] = FileInfo(A, FileName("input_1.dat"), nbytes=3 * MB,
                                                              status=FileStatus.PRESENT)
    # A reply asked for a 10 MB input; the download was admitted and got 1.5 MB in.
    big = FileInfo(A, FileName("input_2.dat"), nbytes=10 * MB)
    state.file_infos[(A, big.name)] = big
    ok, _ = keeper.admit(big, now=10.0)
    assert ok
    (pdir / ".input_2.dat.part").write_bytes(b"y" * (3 * MB // 2))

    keeper.poll(now=20.0)
    on_disk, problems = measure_tree(pdir)
    assert problems == []
    p = state.projects[A]
    assert p.disk_usage == on_disk  # what GUI RPC's get_disk_usage reports
    assert 4.5 * MB <= p.disk_usage < 5 * MB  # allocated blocks of 3 MB + 1.5 MB, not 13 MB
    # The data manager still keeps room for the whole download.
    assert p.disk_reserved == 10 * MB
    assert project_usage(state, A) == on_disk + 10 * MB
    assert accounts(state, keeper.limits or keeper.measure()).total_usage == on_disk + 10 * MB


def test_admission_reserves_without_touching_the_measured_usage(tmp_path: Path) -> None:
    state, keeper, pdir = _keeper(tmp_path)
    (pdir / "present.dat").write_bytes(b"x" * MB)
    state.file_infos[(A, FileName("present.dat"))] = FileInfo(A, FileName("present.dat"), nbytes=MB,
                                                               status=FileStatus.PRESENT)
    keeper.poll(now=0.0)
    measured = state.projects[A].disk_usage
    for i in range(3):
        fi = FileInfo(A, FileName(f"in_{i}.dat"), nbytes=2 * MB)
        state.file_infos[(A, fi.name)] = fi
        assert keeper.admit(fi, now=1.0)[0]
    assert state.projects[A].disk_usage == measured
    assert state.projects[A].disk_reserved == 6 * MB
    assert project_usage(state, A) == measured + 6 * MB
