"""The event log file after a full disk (issue 16, item 5), on a real 1 MB tmpfs.

One failed write used to stop ``stdoutdae.txt`` until the client restarted. Now the
log says once, in memory, that the file is not being written; tries the file again
after a backoff (or at once when told space was freed); and when it works again the
file gets a line counting the messages it missed, then the new ones.
"""
from __future__ import annotations

import re
import time
from pathlib import Path

from core.eventlog.log import EventLog
from tests.core.small_disk import fill, small_tmpfs

_NOTE = "Can't write the event log file"


def _fill_until_the_log_fails(log: EventLog, fs: Path) -> Path:
    filler = fill(fs)
    # The log file's last page may still have room: append until a write is refused.
    for i in range(100_000):
        log.append(f"filling {i}")
        if log.file_error:
            return filler
    raise AssertionError("the log file never failed on a full filesystem")


def _notes(log: EventLog) -> list[str]:
    return [m.body for m in log.messages_since(0) if _NOTE in m.body]


def test_log_file_written_again_after_space_is_freed(tmp_path: Path) -> None:
    with small_tmpfs(tmp_path / "fs", "1m") as fs:
        path = fs / "stdoutdae.txt"
        log = EventLog(path)
        log.append("before the disk filled up")
        filler = _fill_until_the_log_fails(log, fs)
        assert log.file_error == "No space left on device"
        # Still full: more messages, and a retry that fails again, say nothing more.
        for i in range(20):
            log.append(f"while full {i}")
        log.retry_file_now()
        log.append("retried while still full")
        assert log.file_error
        [note] = _notes(log)
        assert note.startswith("[error] ") and "No space left on device" in note and str(path) in note

        filler.unlink()
        # No retry_file_now: the backoff alone must bring the file back.
        deadline = time.monotonic() + 60
        i = 0
        while log.file_error or "after the space was freed" not in path.read_text():
            assert time.monotonic() < deadline, "the log file was never written again"
            log.append(f"after the space was freed {i}")
            i += 1
            time.sleep(0.1)
        log.append("and the next one")
        log.close()
        lines = path.read_text().splitlines()
        assert lines[0].endswith("[---] before the disk filled up")
        missed = [n for n, line in enumerate(lines) if re.search(r"\[---\] \d+ messages? not written to this file "
                                                                r"\(No space left on device\)$", line)]
        assert len(missed) == 1
        after = lines[missed[0] + 1:]
        assert after[0].endswith("after the space was freed 0") or "after the space was freed" in after[0]
        assert after[-1].endswith("[---] and the next one")
        bad = [line for line in lines if not re.match(r"\d\d-\w{3}-\d{4} \d\d:\d\d:\d\d \[", line)]
        assert bad == []
        assert len(_notes(log)) == 1  # said once for the whole episode


def test_retry_file_now_skips_the_backoff(tmp_path: Path) -> None:
    with small_tmpfs(tmp_path / "fs", "1m") as fs:
        path = fs / "stdoutdae.txt"
        log = EventLog(path)
        filler = _fill_until_the_log_fails(log, fs)
        filler.unlink()
        log.retry_file_now()
        log.append("space is back")
        assert log.file_error == ""
        log.close()
        tail = path.read_text().splitlines()[-2:]
        assert "1 message not written to this file (No space left on device)" in tail[0]
        assert tail[1].endswith("[---] space is back")
