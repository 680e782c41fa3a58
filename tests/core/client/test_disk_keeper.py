"""The live client's disk keeper on real files: limits, deletions, suspension, admission."""
from __future__ import annotations

from pathlib import Path

from core.client.disk_keeper import DiskKeeper
from core.ids import FileName, ProjectUrl
from core.state import ClientState, FileInfo, GlobalPrefs, Project
from core.state.files import FileStatus

A = ProjectUrl("http://a.example/")
B = ProjectUrl("http://b.example/")
MB = 1 << 20


def _setup(tmp_path: Path, prefs: GlobalPrefs) -> tuple[ClientState, DiskKeeper, list[tuple[str, str, int]]]:
    state = ClientState(prefs=prefs)
    for url in (A, B):
        state.projects[url] = Project(url, project_name=url[7:8].upper(), resource_share=100)
    dirs = {A: tmp_path / "projects" / "a", B: tmp_path / "projects" / "b"}
    for d in dirs.values():
        d.mkdir(parents=True)
    log: list[tuple[str, str, int]] = []
    keeper = DiskKeeper(state, tmp_path, lambda u: dirs[u], lambda p, b, pri: log.append((p, b, pri)))
    return state, keeper, log


def _file(state: ClientState, tmp_path: Path, url: ProjectUrl, name: str, size: int, t: float) -> Path:
    sub = "a" if url == A else "b"
    path = tmp_path / "projects" / sub / name
    path.write_bytes(b"x" * size)
    state.file_infos[(url, FileName(name))] = FileInfo(
        url, FileName(name), nbytes=size, status=FileStatus.PRESENT, sticky=True,
        arrival_time=t, last_use_time=t,
    )
    return path


def test_lowering_the_limit_deletes_the_offenders_oldest_sticky_file(tmp_path: Path) -> None:
    state, keeper, log = _setup(tmp_path, GlobalPrefs(disk_max_used_gb=1.0, disk_max_used_pct=0, disk_min_free_gb=0))
    old = _file(state, tmp_path, A, "old.dat", 3 * MB, t=10)
    new = _file(state, tmp_path, A, "new.dat", 3 * MB, t=20)
    keep = _file(state, tmp_path, B, "b.dat", 1 * MB, t=5)
    keeper.poll(now=100.0)
    assert old.exists() and not keeper.over_limit  # 7 MB is well under 1 GB
    # The volunteer lowers the limit to 6 MB: A (6 MB, share 3 MB) is the offender and
    # its least recently used file goes first; one deletion is enough.
    state.prefs.disk_max_used_gb = 6 * MB / (1 << 30)
    keeper.check_soon()
    keeper.poll(now=200.0)
    assert not old.exists()
    assert new.exists() and keep.exists()
    assert (A, FileName("old.dat")) not in state.file_infos
    assert not keeper.over_limit
    assert any("old.dat" in body for _, body, _ in log)


def test_nothing_deletable_suspends_computing_with_one_message(tmp_path: Path) -> None:
    state, keeper, log = _setup(
        tmp_path, GlobalPrefs(disk_max_used_gb=1 * MB / (1 << 30), disk_max_used_pct=0, disk_min_free_gb=0)
    )
    big = tmp_path / "projects" / "a" / "unknown.bin"  # not a file the client knows: never deleted
    big.write_bytes(b"y" * (3 * MB))
    keeper.poll(now=100.0)
    assert keeper.over_limit and big.exists()
    keeper.check_soon()
    keeper.poll(now=200.0)
    suspends = [b for _, b, _ in log if b.startswith("Computing suspended")]
    assert len(suspends) == 1 and "allowed" in suspends[0]
    snap = keeper.snapshot(200.0)
    assert snap is not None and len(snap.projects) == 2


def test_admit_refuses_a_file_that_cannot_fit(tmp_path: Path) -> None:
    state, keeper, _ = _setup(
        tmp_path, GlobalPrefs(disk_max_used_gb=4 * MB / (1 << 30), disk_max_used_pct=0, disk_min_free_gb=0)
    )
    keeper.poll(now=1.0)
    small = FileInfo(B, FileName("in.dat"), nbytes=1 * MB)
    ok, why = keeper.admit(small, now=2.0)
    assert ok, why
    huge = FileInfo(B, FileName("huge.dat"), nbytes=50 * MB)
    ok, why = keeper.admit(huge, now=3.0)
    assert not ok and "huge.dat" in why
    fig = keeper.figures(B, now=3.0)
    assert fig is not None and fig.free <= 4 * MB
