"""The demo project's job generator: plain workunits, chains, and chain successors.

``top_up`` keeps ``ready_jobs`` unsent results in the pool. With
``chain_length`` N < 2 it makes plain workunits (input ``<wu>_in`` = ``"start
end"``). With N >= 2 it starts chains instead (workunit affinity, the early
design notes): chain c covers ``[s, e)`` = ``prime_range(c - 1, N × job_size)``;
its one input file ``<app>_chain_<c>_in`` holds ``"s e"`` and is shared by every
link; link k runs with ``--part k/N`` and counts its own N-th. Only the head is
made up front: ``make_successor`` makes link k + 1 when link k's result is
valid. The successor reads the predecessor's output as a second input
(``prev``: the count so far, which its own output continues), so the
predecessor's output is copied into the download directory (a host that does
not hold it fetches it there), and the successor is reserved for the
predecessor's host until ``reserve_until`` (now + ``chain_timeout_s``). Chained
workunits always have one result each: a second copy would fork the chain.

Reads and writes: the project database (inside the caller's transaction), the
download directory (inputs), the upload directory (read outputs).
"""
from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from core.demo import jobs as science
from core.demo.appdir import AppDescription


def new_result(db: sqlite3.Connection, wuid: int) -> None:
    """One more unsent result of workunit ``wuid`` (named ``<wu>_<n>``)."""
    wu_name = str(db.execute("SELECT name FROM workunit WHERE id=?", (wuid,)).fetchone()[0])
    n = int(db.execute("SELECT COUNT(*) FROM result WHERE wuid=?", (wuid,)).fetchone()[0])
    name = f"{wu_name}_{n}"
    db.execute("INSERT INTO result (name, wuid, output_name) VALUES (?, ?, ?)", (name, wuid, f"{name}_r0"))


def _fpops(desc: AppDescription, job_size: int) -> float:
    return desc.fpops_est if desc.work_kind != "prime_count" else job_size * desc.fpops_per_unit


def top_up(db: sqlite3.Connection, download_dir: Path, desc: AppDescription, job_size: int, ready_jobs: int,
           replication: int, chain_length: int, now: float) -> None:
    """Make workunits (or chain heads) until ``ready_jobs`` results are unsent."""
    # Replacements of a workunit another result has since finished are never sent: not ready work.
    unsent = int(db.execute("SELECT COUNT(*) FROM result r JOIN workunit w ON w.id = r.wuid "
                            "WHERE r.server_state='unsent' AND w.status='open'").fetchone()[0])
    while unsent < ready_jobs:
        if chain_length >= 2:
            new_result(db, _new_chain(db, download_dir, desc, job_size, chain_length, now))
            unsent += 1
            continue
        index = int(db.execute("SELECT COUNT(*) FROM workunit").fetchone()[0])
        wu_name = f"{desc.name}_wu_{index}"
        start, end = science.prime_range(index, job_size)
        input_name = f"{wu_name}_in"
        (download_dir / input_name).write_bytes(science.input_text(desc.work_kind, start, end, wu_name))
        cur = db.execute(
            "INSERT INTO workunit (name, input_name, range_start, range_end, fpops_est, create_time) "
            "VALUES (?,?,?,?,?,?)", (wu_name, input_name, start, end, _fpops(desc, job_size), now))
        for _ in range(max(1, min(replication, 2))):
            new_result(db, int(cur.lastrowid or 0))
            unsent += 1


def _new_chain(db: sqlite3.Connection, download_dir: Path, desc: AppDescription, job_size: int, length: int,
               now: float) -> int:
    chain = int(db.execute("SELECT COALESCE(MAX(chain_id), 0) + 1 FROM workunit").fetchone()[0])
    start, end = science.prime_range(chain - 1, job_size * length)
    input_name = f"{desc.name}_chain_{chain}_in"
    (download_dir / input_name).write_bytes(science.input_text(desc.work_kind, start, end, input_name))
    return _insert_link(db, desc, input_name, chain, 0, length, start, end, job_size, now)


def _insert_link(db: sqlite3.Connection, desc: AppDescription, input_name: str, chain: int, pos: int,
                 length: int, start: int, end: int, job_size: int, now: float, *, count_base: int = 0,
                 prev_result_id: int = 0, prev_output: str = "", reserve_until: float = 0.0) -> int:
    lo, hi = science.chain_part(start, end, pos, length)
    cur = db.execute(
        "INSERT INTO workunit (name, input_name, range_start, range_end, fpops_est, create_time, chain_id, "
        "chain_pos, chain_len, count_base, prev_result_id, prev_output, reserve_until) "
        "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (f"{desc.name}_chain_{chain}_{pos}", input_name, lo, hi, _fpops(desc, job_size), now, chain, pos, length,
         count_base, prev_result_id, prev_output, reserve_until))
    return int(cur.lastrowid or 0)


def make_successor(db: sqlite3.Connection, download_dir: Path, upload_dir: Path, desc: AppDescription,
                   job_size: int, wuid: int, rid: int, output_name: str, timeout_s: float, now: float) -> str:
    """After result ``rid`` of chain link ``wuid`` was found valid: make the next link.

    Returns the new workunit's name ("" when ``wuid`` is not chained or is the last link).
    """
    row = db.execute("SELECT input_name, chain_id, chain_pos, chain_len FROM workunit WHERE id=?",
                     (wuid,)).fetchone()
    if row is None or int(row[1]) == 0 or int(row[2]) + 1 >= int(row[3]):
        return ""
    input_name, chain, pos, length = str(row[0]), int(row[1]), int(row[2]) + 1, int(row[3])
    start = end = 0
    if desc.work_kind == "prime_count":
        words = (download_dir / input_name).read_bytes().split()
        start, end = int(words[0]), int(words[1])
    # Where a host that does not hold the predecessor's output will fetch it.
    shutil.copyfile(upload_dir / output_name, download_dir / output_name)
    base = science.output_count(upload_dir / output_name) or 0
    new = _insert_link(db, desc, input_name, chain, pos, length, start, end, job_size, now, count_base=base,
                       prev_result_id=rid, prev_output=output_name, reserve_until=now + timeout_s)
    new_result(db, new)
    return f"{desc.name}_chain_{chain}_{pos}"
