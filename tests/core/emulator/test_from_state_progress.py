"""The preview continues the tasks the live client holds in memory from where they are.

The state file keeps a running task's last checkpoint only (where it restarts after the
client does); the app's last status in its slot's shared memory says how far it has got.
A data directory is written with the live client's own writers: the state file, and a
slot's ``boinc_mmap_file`` with an ``app_status`` message already taken by the client.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

from core.emulator.from_state import scenario_from_state
from core.exec import shmem
from core.exec.slots import slot_path
from core.ids import ResultName
from core.persist import DataDir, read_client_state
from core.persist.prefs_file import write_global_prefs_override
from core.persist.state_file import write_client_state
from core.state import ActiveTask, ClientState, GlobalPrefs
from core.state.enums import TaskState
from tests.core.emulator.test_from_state_spread import write_state


def status_in_slot(data: Path, slot: int, fraction: float) -> None:
    slot_path(data, slot).mkdir(parents=True, exist_ok=True)
    mem = shmem.SharedMem.create(slot_path(data, slot))
    try:
        assert mem.send(shmem.APP_STATUS, f"<current_cpu_time>0.05</current_cpu_time>\n"
                                          f"<checkpoint_cpu_time>0</checkpoint_cpu_time>\n"
                                          f"<fraction_done>{fraction:e}</fraction_done>\n")
        assert mem.receive(shmem.APP_STATUS) is not None  # the client took it: only the flag goes
    finally:
        mem.close()


def test_the_last_status_stays_readable_after_the_client_took_it(tmp_path: Path) -> None:
    status_in_slot(tmp_path, 3, 0.625)
    status = shmem.last_app_status(slot_path(tmp_path, 3))
    assert status is not None and status.fraction_done == 0.625
    assert shmem.last_app_status(slot_path(tmp_path, 4)) is None  # no file


def test_tasks_in_memory_go_on_from_their_progress_others_from_their_checkpoint(tmp_path: Path) -> None:
    now = time.time()
    data = tmp_path / "client"
    url = write_state(data, now, [3.0] * 12)
    dd = DataDir(data)
    state: ClientState = read_client_state(dd, now=now).state
    running, suspended, quit_ = (ResultName(f"wu_0_{k}_0") for k in range(3))
    for slot, (name, task_state) in enumerate(
            ((running, TaskState.EXECUTING), (suspended, TaskState.SUSPENDED), (quit_, TaskState.UNINITIALIZED))):
        state.active_tasks[(url, name)] = ActiveTask(url, name, slot=slot, task_state=task_state,
                                                     checkpoint_fraction_done=0.1, checkpoint_cpu_time=0.01)
        status_in_slot(data, slot, 0.7)
    write_client_state(state, dd, now)
    write_global_prefs_override(dd, GlobalPrefs(work_buf_min_days=45 / 86400, work_buf_additional_days=0.0))
    scenario = scenario_from_state(data, days=300 / 86400, now=now).scenario
    jobs = {job.name: job for p in scenario.projects if p.url == url for job in p.initial_jobs}
    assert jobs[str(running)].fraction_done == 0.7
    assert jobs[str(suspended)].fraction_done == 0.7
    # Quit (out of memory): it restarts from its checkpoint, whatever its slot's file says.
    assert jobs[str(quit_)].fraction_done == 0.1


def test_a_fifo_in_place_of_the_file_is_no_status(tmp_path: Path) -> None:
    slot = slot_path(tmp_path, 0)
    slot.mkdir(parents=True)
    os.mkfifo(slot / shmem.MMAPPED_FILE_NAME)  # opening it to read would wait for a writer
    assert shmem.last_app_status(slot) is None


def test_a_state_read_between_the_saves_renames_keeps_the_progress(tmp_path: Path) -> None:
    """The tasks in memory are read from the file the reader took, not from a name that
    is missing for that instant."""
    now = time.time()
    data = tmp_path / "client"
    url = write_state(data, now, [3.0] * 12)
    dd = DataDir(data)
    state: ClientState = read_client_state(dd, now=now).state
    name = ResultName("wu_0_0_0")
    state.active_tasks[(url, name)] = ActiveTask(url, name, slot=0, task_state=TaskState.EXECUTING,
                                                 checkpoint_fraction_done=0.1, checkpoint_cpu_time=0.01)
    status_in_slot(data, 0, 0.7)
    write_client_state(state, dd, now)
    (data / "client_state.xml").replace(data / "client_state_prev.xml")
    scenario = scenario_from_state(data, days=300 / 86400, now=now).scenario
    jobs = {job.name: job for p in scenario.projects if p.url == url for job in p.initial_jobs}
    assert jobs[str(name)].fraction_done == 0.7
