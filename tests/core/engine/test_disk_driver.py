"""The one disk driver (core/engine/disk.py) over both Disk ports: the same decisions on real
files and on the emulated disk, one DiskIndex per tick, and a reused index that never
deletes a file a task has come to need."""
from __future__ import annotations

import math
from pathlib import Path

from core.disk.emulated import EmulatedDisk
from core.disk.live import LiveDiskPort
from core.engine.disk import DiskDriver
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state import ClientState, FileInfo, FileRef, GlobalPrefs, Project, Result, ResultState, Workunit
from core.state.files import FileStatus

A = ProjectUrl("http://a.example/")
B = ProjectUrl("http://b.example/")
MB = 1 << 20
GIB = float(1 << 30)


def _state(limit_bytes: float) -> ClientState:
    state = ClientState(prefs=GlobalPrefs(disk_max_used_gb=limit_bytes / GIB, disk_max_used_pct=0, disk_min_free_gb=0))
    for url in (A, B):
        state.projects[url] = Project(url, project_name=url[7:8].upper(), resource_share=100)
    return state


def _add(state: ClientState, url: ProjectUrl, name: str, size: int, t: float, root: Path | None = None) -> None:
    state.file_infos[(url, FileName(name))] = FileInfo(
        url, FileName(name), nbytes=size, status=FileStatus.PRESENT, sticky=True, arrival_time=t, last_use_time=t)
    p = state.projects[url]
    p.disk_usage += size
    if root is not None:
        (root / url[7:8] / name).write_bytes(b"x" * size)


def _live(tmp_path: Path, state: ClientState) -> DiskDriver:
    for sub in ("a", "b"):
        (tmp_path / sub).mkdir(exist_ok=True)
    port = LiveDiskPort(tmp_path, lambda u: tmp_path / u[7:8])
    return DiskDriver(state, port)


def _files(state: ClientState) -> set[tuple[str, str]]:
    return {(str(u), str(n)) for u, n in state.file_infos}


def test_live_and_emulated_ports_make_the_same_deletions(tmp_path: Path) -> None:
    """One layout of files over the limit: the driver deletes the same files whichever port
    measures and deletes them (real files in a directory, or the emulator's modelled sizes)."""
    layout = [(A, f"a{i}.dat", 2 * MB, 10.0 + i) for i in range(6)] + [
        (B, f"b{i}.dat", 1 * MB, 5.0 + i) for i in range(2)
    ]
    live_state, emu_state = _state(6 * MB), _state(6 * MB)
    live = _live(tmp_path, live_state)
    for url, name, size, t in layout:
        _add(live_state, url, name, size, t, tmp_path)
        _add(emu_state, url, name, size, t)
    # The emulated disk holds what the real directory holds besides the project files.
    core = live.disk.measure(live_state).core_usage
    emu = DiskDriver(emu_state, EmulatedDisk(1e12, 0.0, core), period=math.inf, reserve_on_admit=False,
                     index_per_tick=False)
    live.poll(100.0)
    emu.check_soon()
    emu.poll(100.0)
    assert _files(live_state) == _files(emu_state)
    assert len(live_state.file_infos) < len(layout)  # something had to go
    for url, name in {(u, n) for u, n, _, _ in layout} - {(ProjectUrl(u), n) for u, n in _files(live_state)}:
        assert not (tmp_path / url[7:8] / name).exists()  # and really went from the disk


def test_one_index_per_tick_and_a_quiet_tick_builds_none(tmp_path: Path) -> None:
    state = _state(1000 * MB)
    driver = _live(tmp_path, state)
    for i in range(50):
        _add(state, A if i % 2 else B, f"f{i}.dat", 64 * 1024, float(i), tmp_path)
    driver.begin_tick()
    driver.poll(100.0)
    snap = driver.snapshot(100.0)
    figures = driver.figures(A, 100.0)
    assert snap is not None and figures is not None
    assert driver.index_builds == 1  # the poll (within the limit) needs none; figures reuse the snapshot's
    # A quiet tick: nothing measured, nothing came or went; the same snapshot, no index.
    driver.begin_tick()
    driver.poll(101.0)
    assert driver.snapshot(101.0) is snap
    assert driver.index_builds == 1
    # The 60-second poll measures again: the figures may have moved, one new index.
    driver.begin_tick()
    driver.poll(161.0)
    assert driver.snapshot(161.0) is not snap
    assert driver.index_builds == 2


def test_a_reused_index_never_deletes_a_file_a_new_task_needs(tmp_path: Path) -> None:
    """Within one tick the index is shared; a task that arrives after it was built (a reply
    merged in the same pass) must still protect its input file from the poll."""
    state = _state(3 * MB)
    driver = _live(tmp_path, state)
    for i in range(4):
        _add(state, A, f"a{i}.dat", 1 * MB, float(i), tmp_path)
    driver.begin_tick()
    driver.measure()
    driver.index(50.0)  # built before the task arrives
    wu = Workunit(A, WorkunitName("wu"), AppName("app"), input_files=[FileRef(FileName("a0.dat"))])
    state.workunits[(A, wu.name)] = wu
    r = Result(A, ResultName("wu_0"), wu.name, state=ResultState.FILES_DOWNLOADED, report_deadline=1e9)
    state.results[r.key] = r
    driver.poll(50.0)
    assert (A, FileName("a0.dat")) in state.file_infos  # the least recently used file, but needed
    assert (tmp_path / "a" / "a0.dat").exists()
    assert len(state.file_infos) < 4  # the poll did delete others to get under the limit
