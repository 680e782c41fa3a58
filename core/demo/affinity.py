"""Workunit affinity in the demo scheduler: who gets a chain successor, and what
a host that holds chain files is told.

Chains are made by core.demo.workgen. For each request, inside the scheduler's
transaction and after the reports were recorded (which may have made
successors):

1. ``void_reservations``: a successor waits for the host that ran its
   predecessor until ``reserve_until``. If that host asks without listing the
   predecessor in ``<results_with_successors>``, it no longer holds the files and
   the reservation ends at once.
2. ``chain_ends``: each listed result whose successor no longer waits (it was
   sent elsewhere or is done, or there is none: the last link, an invalid
   result, an unknown name) gets a ``<chain_end>``; the host may drop it.
3. ``unwanted_files``: sticky files the host lists that belong to a chain but
   that neither a job in progress on this host nor a successor waiting for it
   reads get a ``<delete_file_info>`` (plain project-directed files are not
   chain files and are left alone).
4. ``sendable``: the unsent results this host may get, the successors of the
   results it listed first ("send them in preference to any other results", the
   notes). A successor still reserved for another host is left out; once the
   reservation has passed it goes to whoever asks (the chain migrates) and the
   host it left gets ``<chain_end>`` when it comes back. A host never gets two
   results of one workunit, except the replacement of one it let time out (it
   never returned that one, so nothing is validated twice by the same host).
5. ``chain_job``: what the reply says of a chained job (sticky flags, second
   input, ``has_successor``, the previous result).

Reads and writes the project database only (the caller's connection).
"""
from __future__ import annotations

import sqlite3
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path

from core.demo.reply import InputFile
from core.hashing import md5_hex

PREV_OPEN_NAME = "prev"
"""Logical name under which a successor reads its predecessor's output."""


@dataclass(frozen=True, slots=True)
class ChainJob:
    """The chain facts of one job as the reply carries them."""

    pos: int
    length: int
    has_successor: bool
    prev: InputFile | None
    previous_resultid: int
    previous_result_name: str

    @property
    def part_arg(self) -> str:
        """The app's command-line argument naming the part it counts."""
        return f"--part {self.pos}/{self.length}"


def void_reservations(db: sqlite3.Connection, hostid: int, listed: Collection[str], now: float) -> None:
    rows = db.execute(
        "SELECT w.id, p.name FROM workunit w JOIN result p ON p.id = w.prev_result_id "
        "WHERE w.status='open' AND w.reserve_until > ? AND p.hostid = ?", (now, hostid)).fetchall()
    for wuid, prev_name in rows:
        if str(prev_name) not in listed:
            db.execute("UPDATE workunit SET reserve_until=0 WHERE id=?", (wuid,))


def chain_ends(db: sqlite3.Connection, listed: Collection[str]) -> list[str]:
    ends: list[str] = []
    for name in listed:
        row = db.execute("SELECT id, server_state FROM result WHERE name=?", (name,)).fetchone()
        if row is not None and row[1] == "in_progress":
            continue  # not reported yet: its successor does not exist yet
        waiting = row is not None and db.execute(
            "SELECT 1 FROM workunit w JOIN result u ON u.wuid = w.id "
            "WHERE w.prev_result_id=? AND w.status='open' AND u.server_state='unsent'", (row[0],)).fetchone()
        if not waiting:
            ends.append(name)
    return ends


def _is_chain_file(db: sqlite3.Connection, name: str) -> bool:
    return db.execute(
        "SELECT 1 FROM workunit WHERE chain_id > 0 AND (input_name=? OR prev_output=?) "
        "UNION ALL SELECT 1 FROM result r JOIN workunit w ON w.id = r.wuid "
        "WHERE w.chain_id > 0 AND r.output_name=? LIMIT 1", (name, name, name)).fetchone() is not None


def unwanted_files(db: sqlite3.Connection, hostid: int, sticky: Collection[str]) -> list[str]:
    wanted: set[str] = set()
    for a, b in db.execute(
            "SELECT w.input_name, w.prev_output FROM result r JOIN workunit w ON w.id = r.wuid "
            "WHERE r.hostid=? AND r.server_state='in_progress' AND w.chain_id > 0 "
            "UNION ALL SELECT w.input_name, w.prev_output FROM workunit w JOIN result p ON p.id = w.prev_result_id "
            "WHERE p.hostid=? AND w.status='open' AND EXISTS "
            "(SELECT 1 FROM result u WHERE u.wuid = w.id AND u.server_state='unsent')", (hostid, hostid)):
        wanted.update((str(a), str(b)))
    return [n for n in sticky if n not in wanted and _is_chain_file(db, n)]


def sendable(db: sqlite3.Connection, hostid: int, listed: Collection[str],
             now: float) -> list[tuple[str, str, str, float]]:
    """(result, workunit, input file, fpops_est) of the results this host may get, preferred first."""
    rows = db.execute(
        "SELECT r.name, w.name, w.input_name, w.fpops_est, w.reserve_until, COALESCE(p.name, ''), "
        "COALESCE(p.hostid, 0) FROM result r JOIN workunit w ON w.id = r.wuid "
        "LEFT JOIN result p ON p.id = w.prev_result_id "
        "WHERE r.server_state='unsent' AND w.status='open' AND NOT EXISTS "
        "(SELECT 1 FROM result o WHERE o.wuid = r.wuid AND o.hostid = ? "
        "AND o.outcome NOT IN ('no_reply', 'client_detached')) "
        "ORDER BY r.id LIMIT 500",
        (hostid,),
    ).fetchall()
    first: list[tuple[str, str, str, float]] = []
    rest: list[tuple[str, str, str, float]] = []
    for rname, wname, input_name, fpops, reserve_until, prev_name, prev_host in rows:
        job = (str(rname), str(wname), str(input_name), float(fpops))
        if prev_name and prev_name in listed and int(prev_host) == hostid:
            first.append(job)
        elif float(reserve_until) > now and int(prev_host) != hostid:
            continue  # still waiting for the host that holds its predecessor's files
        else:
            rest.append(job)
    return first + rest


def chain_job(db: sqlite3.Connection, wu_name: str, download_dir: Path, base_url: str) -> ChainJob | None:
    row = db.execute("SELECT chain_id, chain_pos, chain_len, prev_result_id, prev_output FROM workunit "
                     "WHERE name=?", (wu_name,)).fetchone()
    if row is None or int(row[0]) == 0:
        return None
    pos, length, prev_id, prev_output = int(row[1]), int(row[2]), int(row[3]), str(row[4])
    prev: InputFile | None = None
    prev_name = ""
    if prev_output:
        data = (download_dir / prev_output).read_bytes()
        # Not sticky: only this link reads it; the client drops it once this job is done.
        prev = InputFile(prev_output, PREV_OPEN_NAME, f"{base_url}/download/{prev_output}",
                         md5_hex(data), len(data))
        found = db.execute("SELECT name FROM result WHERE id=?", (prev_id,)).fetchone()
        prev_name = str(found[0]) if found else ""
    return ChainJob(pos, length, pos + 1 < length, prev, prev_id, prev_name)
