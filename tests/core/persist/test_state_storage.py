"""The live client's Storage port over a real data directory: when client_state.xml is written.

Routine changes wait out SAVE_MIN_INTERVAL, urgent ones are written at the next flush, and
a write that fails (here the temporary file's name is taken by a directory, so the write
really fails in the kernel) is said once and retried with a backoff until it works.
"""
from __future__ import annotations

from pathlib import Path

from core.ids import ProjectUrl
from core.persist import DataDir, read_client_state
from core.persist.state_storage import SAVE_MIN_INTERVAL, SAVE_RETRY_MIN_S, StateFileStorage
from core.state import ClientState, Project

URL = ProjectUrl("http://127.0.0.1/demo/")


class _Told:
    def __init__(self) -> None:
        self.failed: list[OSError] = []
        self.again: list[tuple[int, str]] = []


def _storage(root: Path, state: ClientState) -> tuple[StateFileStorage, _Told, DataDir]:
    told = _Told()
    dd = DataDir(root)
    return StateFileStorage(lambda: state, dd, told.failed.append,
                            lambda n, why: told.again.append((n, why))), told, dd


def _saved_names(dd: DataDir) -> list[str]:
    return sorted(str(u) for u in read_client_state(dd, now=0.0).state.projects)


def test_routine_changes_wait_urgent_ones_do_not(tmp_path: Path) -> None:
    state = ClientState()
    storage, _, dd = _storage(tmp_path, state)
    assert not storage.flush(100.0)  # nothing changed: nothing written
    assert not dd.client_state.exists()
    assert storage.write(100.0)
    state.projects[URL] = Project(URL, project_name="demo")
    storage.save_soon()
    assert not storage.flush(100.0 + SAVE_MIN_INTERVAL / 2)
    assert _saved_names(dd) == []
    assert storage.flush(100.0 + SAVE_MIN_INTERVAL)
    assert _saved_names(dd) == [str(URL)]
    del state.projects[URL]
    storage.save_soon(urgent=True)
    assert storage.flush(100.0 + SAVE_MIN_INTERVAL + 0.5)  # an urgent change does not wait
    assert _saved_names(dd) == []
    assert not storage.flush(200.0)  # and is not written twice


def test_failed_write_is_said_once_and_retried_with_backoff(tmp_path: Path) -> None:
    state = ClientState()
    storage, told, dd = _storage(tmp_path, state)
    dd.client_state_next.mkdir(parents=True)  # the temporary file cannot be created
    storage.save_soon(urgent=True)
    assert storage.flush(10.0) and storage.failures == 1
    assert not storage.flush(10.0 + SAVE_RETRY_MIN_S / 2)  # backing off
    assert storage.flush(10.0 + SAVE_RETRY_MIN_S) and storage.failures == 2
    assert not storage.flush(10.0 + SAVE_RETRY_MIN_S + 1.5)  # the backoff doubled
    assert storage.flush(10.0 + SAVE_RETRY_MIN_S + 2 * SAVE_RETRY_MIN_S) and storage.failures == 3
    assert len(told.failed) == 1 and isinstance(told.failed[0], IsADirectoryError)
    assert told.again == []
    dd.client_state_next.rmdir()
    assert storage.flush(100.0)
    assert dd.client_state.exists() and storage.failures == 0 and storage.error == ""
    assert told.again == [(3, told.failed[0].strerror)]


def test_due_at_says_when_flush_will_write(tmp_path: Path) -> None:
    """The live loop sleeps until ``due_at`` at rest (core.client.session.LiveSession.tick):
    it must name the first instant at which ``flush`` writes, never a later one."""
    state = ClientState()
    storage, _, dd = _storage(tmp_path, state)
    assert storage.due_at() == float("inf")  # nothing to write
    assert storage.write(100.0)
    storage.save_soon()
    due = storage.due_at()
    assert due == 100.0 + SAVE_MIN_INTERVAL
    assert not storage.flush(due - 0.01) and storage.flush(due)
    assert storage.due_at() == float("inf")
    storage.save_soon(urgent=True)
    assert storage.due_at() <= 100.0 + SAVE_MIN_INTERVAL  # now: an urgent write does not wait
    dd.client_state_next.mkdir(parents=True)  # the next write fails and backs off
    assert storage.flush(200.0)
    due = storage.due_at()
    assert due == 200.0 + SAVE_RETRY_MIN_S
    assert not storage.flush(due - 0.01)
    dd.client_state_next.rmdir()
    assert storage.flush(due) and storage.due_at() == float("inf")
