"""A history file with damaged pages: nothing written to a file said to be left alone; a repair keeps a copy."""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from boinc_gui.tabs.history_open import open_history, open_history_early
from core.history import HISTORY_FILE, DailyStat, HistoryDb, Outcome, TaskRecord
from core.history.damage import HistoryDamagedError, note_clean_close

URL = "http://127.0.0.1:31480/"
N_TASKS = 3000


def _history(root: Path) -> Path:
    path = root / HISTORY_FILE
    with HistoryDb(path) as db:
        db.upsert_tasks([TaskRecord("h1", URL, f"t{i}", Outcome.SUCCESS, project_name="Demo", app="primes",
                                    cpu_time_s=float(i), completed_time=1.7e9 + i) for i in range(N_TASKS)])
        db.upsert_daily([DailyStat("h1", URL, 1.7e9, 10.0, 1.0, 10.0, 1.0, 5.0)])
    c = sqlite3.connect(path)
    c.execute("PRAGMA journal_mode=DELETE")  # the file alone holds everything, as after any clean close
    c.close()
    return path


def _damage(path: Path, keep_mark: bool = False, step: int = 2) -> bytes:
    """Overwrite bytes inside every ``step``-th page from the third (the header and schema stay readable)."""
    st = path.stat()
    data = bytearray(path.read_bytes())
    size = int.from_bytes(data[16:18], "big")
    for page in range(3, len(data) // size, step):
        data[page * size: page * size + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))
    if keep_mark:
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    return bytes(data)


def test_a_damaged_file_is_found_before_any_write_and_left_byte_for_byte(tmp_path: Path) -> None:
    path = _history(tmp_path)
    damaged = _damage(path)
    asked: list[str] = []

    def decline(title: str, text: str) -> bool:
        asked.append(text)
        return False

    db, said = open_history(tmp_path, None, decline)
    assert db is None
    assert path.read_bytes() == damaged  # not one byte written (before: 4 header bytes changed)
    assert "damaged" in said and "left exactly as it is" in said and "not recorded this time" in said
    assert len(asked) == 1 and "kept as a copy" in asked[0]
    assert not list(tmp_path.glob("*.damaged-*"))  # declined: no repair, no copy
    with pytest.raises(HistoryDamagedError) as caught:
        HistoryDb(path)
    assert caught.value.untouched and path.read_bytes() == damaged


def test_a_damage_found_late_is_not_called_untouched(tmp_path: Path) -> None:
    # The file's size and time match the clean-close note, so the whole-file check is skipped;
    # the damage shows only once opening has begun writing (turning WAL mode on rewrites the
    # header of this rollback-journal file): the words must not say "left as it is".
    path = _history(tmp_path)
    note_clean_close(path)
    damaged = _damage(path, keep_mark=True, step=1)
    db, said = open_history(tmp_path, None, lambda title, text: True)
    assert db is None
    assert "left exactly as it is" not in said and "may have changed it" in said
    assert not list(tmp_path.glob("*.damaged-*"))  # no repair of a file already written to
    assert path.read_bytes() != damaged


def test_a_damage_found_while_opening_a_wal_file_before_any_write_is_called_untouched(tmp_path: Path) -> None:
    path = _history(tmp_path)
    with HistoryDb(path):  # WAL mode from now on; the close notes the file as clean
        pass
    damaged = _damage(path, keep_mark=True, step=1)
    with pytest.raises(HistoryDamagedError) as caught:
        HistoryDb(path)
    assert caught.value.untouched and path.read_bytes() == damaged


def test_a_repair_keeps_the_damaged_file_and_saves_what_can_be_read(tmp_path: Path) -> None:
    path = _history(tmp_path)
    damaged = _damage(path, step=20)
    db, said = open_history(tmp_path, None, lambda title, text: True)
    assert db is not None
    try:
        (kept,) = tmp_path.glob(HISTORY_FILE + ".damaged-*")
        assert kept.read_bytes() == damaged  # the copy is the damaged file as it was
        assert str(kept) in said and "repaired" in said
        saved = db.count()
        assert 0 < saved < N_TASKS and f"{saved} tasks" in said
        assert "daily figures kept" in said and "damaged rows could not be read" in said
        got = db.page(limit=1)[0]
        assert got.project_name == "Demo" and got.app == "primes" and got.host == "h1"
    finally:
        db.close()
    with sqlite3.connect(path) as check:
        assert check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_the_attempt_made_on_a_thread_at_start_up_is_met_as_one_made_in_place(tmp_path: Path) -> None:
    """The window opens the history on a thread of its own while the engine loads (issue 36);
    what open_history then says and asks is what it says and asks of an attempt of its own."""
    import threading

    from core.history import db as history_db

    threads: list[str] = []
    real_init = history_db.HistoryDb.__init__

    def noted(self: HistoryDb, *args: object, **kwargs: object) -> None:
        threads.append(threading.current_thread().name)
        real_init(self, *args, **kwargs)  # type: ignore[arg-type]

    good = tmp_path / "good"
    good.mkdir()
    _history(good)
    history_db.HistoryDb.__init__ = noted  # type: ignore[method-assign]
    try:
        db, said = open_history(good, None, lambda title, text: False, open_history_early(good, None))
    finally:
        history_db.HistoryDb.__init__ = real_init  # type: ignore[method-assign]
    assert db is not None and said == "" and db.count() == N_TASKS
    db.close()
    assert threads == ["history-open"]  # opened once, on its own thread
    # A damaged file: found before any write, the volunteer asked, the file left as it was.
    bad = tmp_path / "bad"
    bad.mkdir()
    damaged = _damage(_history(bad))
    asked: list[str] = []

    def decline(title: str, text: str) -> bool:
        asked.append(text)
        return False

    db, said = open_history(bad, None, decline, open_history_early(bad, None))
    assert db is None and (bad / HISTORY_FILE).read_bytes() == damaged
    assert "left exactly as it is" in said and len(asked) == 1 and "kept as a copy" in asked[0]
    # Damage found once opening had written: not called untouched, no question of a repair.
    late = tmp_path / "late"
    late.mkdir()
    path = _history(late)
    note_clean_close(path)
    _damage(path, keep_mark=True, step=1)
    db, said = open_history(late, None, lambda title, text: True, open_history_early(late, None))
    assert db is None and "may have changed it" in said and not list(late.glob("*.damaged-*"))
