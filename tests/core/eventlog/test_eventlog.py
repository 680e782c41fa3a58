"""Event log: numbering, bounds, flags, the rotating file, threads; the notice board."""
from __future__ import annotations

import threading
from pathlib import Path

from core.eventlog.log import EventLog, MsgPriority, format_line
from core.eventlog.notices import NoticeBoard
from core.persist.cc_config import LogFlags


class ManualClock:
    def __init__(self, t: float = 1_767_225_600.0) -> None:
        self.t = t

    def now(self) -> float:
        return self.t


def test_seqno_starts_at_one_and_messages_since_returns_newer_only() -> None:
    clock = ManualClock()
    log = EventLog(clock=clock.now)
    assert log.last_seqno == 0 and log.messages_since(0) == []
    first = log.append("Starting BOINC client")
    clock.t += 5
    second = log.append("Starting task sim_42_0", project="Example Physics")
    assert first is not None and second is not None
    assert (first.seqno, second.seqno) == (1, 2)
    assert second.time == clock.t and second.project == "Example Physics"
    assert [m.seqno for m in log.messages_since(1)] == [2]
    assert log.messages_since(2) == [] and log.last_seqno == 2


def test_memory_is_bounded_to_the_newest_messages() -> None:
    log = EventLog(clock=ManualClock().now, max_kept=2000)
    for i in range(2500):
        log.append(f"m{i}")
    kept = log.messages_since(0)
    assert len(kept) == 2000 and kept[0].seqno == 501 and kept[-1].seqno == 2500
    assert [m.seqno for m in log.messages_since(2498)] == [2499, 2500]
    assert len(log.messages_since(10)) == 2000


def test_flags_filter_and_prefix_debug_messages() -> None:
    flags = LogFlags()
    log = EventLog(clock=ManualClock().now, log_flags=flags)
    assert log.append("rr sim detail", flag="rr_simulation") is None
    task_msg = log.append("Computation finished", flag="task")
    assert task_msg is not None and task_msg.body == "Computation finished"
    log.set_log_flags(LogFlags(cpu_sched_debug=True))
    debug = log.append("preempting", flag="cpu_sched_debug")
    assert debug is not None and debug.body == "[cpu_sched_debug] preempting"
    err = log.append("state file write failed", priority=MsgPriority.INTERNAL_ERROR)
    assert err is not None and err.body.startswith("[error] ") and err.wire_priority == 3
    alert = log.append("server says hi", priority=MsgPriority.SCHEDULER_ALERT)
    assert alert is not None and alert.wire_priority == 2
    assert [m.seqno for m in log.messages_since(0)] == [1, 2, 3, 4]


def test_log_file_lines_and_rotation(tmp_path: Path) -> None:
    path = tmp_path / "stdoutdae.txt"
    log = EventLog(path, clock=ManualClock().now, max_file_bytes=4096)
    for i in range(200):
        log.append(f"message number {i}", project="P")
    log.close()
    old = tmp_path / "stdoutdae.old"
    assert old.exists() and path.stat().st_size <= 4096 and old.stat().st_size <= 4096
    last = path.read_text().splitlines()[-1]
    assert last.endswith("[P] message number 199")
    assert last[2] == "-" and last[6] == "-"  # 01-Jan-2026 style date
    message = log.messages_since(198)[0]
    assert format_line(message).endswith("[P] message number 198\n")


def test_unwritable_log_file_does_not_stop_logging(tmp_path: Path) -> None:
    log = EventLog(tmp_path / "missing-dir" / "stdoutdae.txt", clock=ManualClock().now)
    assert log.append("still works") is not None
    log.append("and again")
    # The message, then (once) why the file is not written, then the next message.
    bodies = [m.body for m in log.messages_since(0)]
    assert bodies[0] == "still works" and bodies[2] == "and again" and len(bodies) == 3
    assert bodies[1].startswith("[error] Can't write the event log file") and "No such file" in bodies[1]
    assert log.file_error == "No such file or directory"


def test_concurrent_appends_and_reads_keep_seqnos_unique_and_ordered() -> None:
    log = EventLog(clock=ManualClock().now, max_kept=100_000)
    seen: list[int] = []

    def writer() -> None:
        for i in range(2000):
            log.append(f"x{i}")

    def reader() -> None:
        last = 0
        for _ in range(200):
            batch = log.messages_since(last)
            if batch:
                assert [m.seqno for m in batch] == list(range(last + 1, last + 1 + len(batch)))
                last = batch[-1].seqno
        seen.append(last)

    threads = [threading.Thread(target=writer) for _ in range(4)] + [threading.Thread(target=reader)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    msgs = log.messages_since(0)
    assert [m.seqno for m in msgs] == list(range(1, 8001)) and seen


def test_listeners_and_user_alerts_become_notices() -> None:
    board = NoticeBoard()
    log = EventLog(clock=ManualClock().now, notices=board)
    got: list[int] = []
    log.add_listener(lambda m: got.append(m.seqno))
    log.append("info")
    log.append("Disk full: computing suspended", project="P", priority=MsgPriority.USER_ALERT)
    assert got == [1, 2]
    (notice,) = board.notices_since(0)
    assert notice.description == "Disk full: computing suspended" and notice.category == "client"
    assert notice.project_name == "P"


def test_notice_board_numbers_filters_and_signals_removal() -> None:
    board = NoticeBoard()
    a = board.add("New version", "7.12 is out", 100.0, category="client")
    b = board.add("Suspended", "disk full", 101.0, project_name="P", is_private=True)
    assert (a.seqno, b.seqno) == (1, 2)
    assert board.notices_since(1) == [b] and board.notices_since(0, public_only=True) == [a]
    gen = board.generation
    assert board.remove_where(lambda n: n.title == "Suspended") == 1
    assert board.generation == gen + 1 and board.notices_since(0) == [a]
    assert board.add("again", "", 102.0).seqno == 3
