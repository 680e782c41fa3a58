"""Lost results and deadlines: what the demo project does so no workunit waits for ever.

A host can lose results the project recorded as sent to it: the client was killed
after the project committed a reply but before the reply (or the state file that
holds it) was complete. BOINC's scheduler finds them by comparing the results it
believes are on the host with the request's ``<other_results>``
(``resend_lost_work`` in sched/sched_resend.cpp); its transitioner times out results
past their deadline (sched/transitioner.cpp). Both are here, run inside the
scheduler's transaction:

* ``expire_deadlines``: an in-progress result past its report deadline becomes
  over with outcome ``no_reply``; its workunit, if still open, gets a new result
  (up to ``MAX_TOTAL_RESULTS_PER_WU`` results, then the workunit is in error).
  A report that arrives after that is still kept (BOINC: "late in arriving, but
  keep it anyhow"), see core.demo.scheduler.
* ``detach_results``: a host that lost its host id (killed before it saved the
  reply that gave it) is found again by its ``host_cpid`` (core.demo.scheduler);
  if it holds no result, what the project had in progress there is over with
  outcome ``client_detached`` and gets replacements (BOINC's ``mark_results_over``).
  If it holds some, ``resend_lost`` deals with the rest.
* ``resend_lost``: each in-progress result of this host that the request neither
  reports nor lists in ``<other_results>`` is lost. It is sent again with a new
  deadline (BOINC's ``possibly_give_result_new_deadline``: now + half the
  original delay, never earlier than the old deadline nor later than now + the
  delay bound) when its workunit is still open and the host can finish it by
  then; otherwise it is timed out at once ("Didn't resend lost task ... (expired)")
  so its workunit gets a new result. BOINC does this only when the request asks
  for work and carries the list, and sends no new work in a reply that resends.

Reads and writes the project database (the caller's connection) and, through
core.demo.workgen, nothing else.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Collection
from dataclasses import dataclass

from core.demo import workgen

MAX_TOTAL_RESULTS_PER_WU = 10
"""BOINC's ``max_total_results``: a workunit whose results keep getting lost stops here."""
RESEND_FRACTION = 0.5
"""BOINC's ``resend_frac``: a resent result gets this share of its original delay again."""


@dataclass(frozen=True, slots=True)
class Resend:
    """A lost result to send again, with its new deadline."""

    result_name: str
    wu_name: str
    input_name: str
    fpops_est: float
    report_deadline: float


def time_out(db: sqlite3.Connection, rid: int, wuid: int, outcome: str = "no_reply") -> None:
    """Mark result ``rid`` over with ``outcome`` (no reply, or the host lost it) and give its
    workunit a replacement if it needs one."""
    db.execute("UPDATE result SET server_state='over', outcome=? WHERE id=?", (outcome, rid))
    status = db.execute("SELECT status FROM workunit WHERE id=?", (wuid,)).fetchone()
    if status is None or status[0] != "open":
        return
    total = int(db.execute("SELECT COUNT(*) FROM result WHERE wuid=?", (wuid,)).fetchone()[0])
    if total >= MAX_TOTAL_RESULTS_PER_WU:
        db.execute("UPDATE workunit SET status='error' WHERE id=?", (wuid,))
        return
    workgen.new_result(db, wuid)


def expire_deadlines(db: sqlite3.Connection, now: float) -> list[str]:
    """Time out every in-progress result whose deadline has passed; returns their names."""
    rows = db.execute(
        "SELECT id, wuid, name FROM result WHERE server_state='in_progress' AND report_deadline > 0 "
        "AND report_deadline < ? ORDER BY id", (now,)).fetchall()
    for rid, wuid, _name in rows:
        time_out(db, int(rid), int(wuid))
    return [str(r[2]) for r in rows]


def detach_results(db: sqlite3.Connection, hostid: int) -> list[str]:
    """A host came back without its host id and holding no result: what the project had in
    progress there is over (BOINC's ``mark_results_over``, outcome "client detached")."""
    rows = db.execute("SELECT id, wuid, name FROM result WHERE hostid=? AND server_state='in_progress' "
                      "ORDER BY id", (hostid,)).fetchall()
    for rid, wuid, _name in rows:
        time_out(db, int(rid), int(wuid), "client_detached")
    return [str(r[2]) for r in rows]


def new_deadline(now: float, sent_time: float, deadline: float, delay_bound: float) -> float:
    """The deadline a resent result gets (BOINC's ``possibly_give_result_new_deadline``)."""
    d = now + RESEND_FRACTION * max(deadline - sent_time, 0.0)
    d = max(d, deadline)
    return min(d, now + delay_bound)


def resend_lost(db: sqlite3.Connection, hostid: int, held: Collection[str], now: float, delay_bound: float,
                p_fpops: float, limit: int) -> tuple[list[Resend], list[str]]:
    """Results of ``hostid`` in progress but not ``held``: (to send again, timed out instead).

    ``held`` holds every result name the request mentions (reported or in
    ``<other_results>``). At most ``limit`` results are resent per request; the
    rest wait for the next one, as BOINC stops at ``max_wus_to_send``.
    """
    rows = db.execute(
        "SELECT r.id, r.wuid, r.name, w.name, w.input_name, w.fpops_est, r.sent_time, r.report_deadline, "
        "w.status FROM result r JOIN workunit w ON w.id = r.wuid "
        "WHERE r.hostid=? AND r.server_state='in_progress' ORDER BY r.id", (hostid,)).fetchall()
    resent: list[Resend] = []
    expired: list[str] = []
    speed = p_fpops if p_fpops > 0 else 1e9
    for rid, wuid, rname, wu_name, input_name, fpops, sent, deadline, status in rows:
        if str(rname) in held:
            continue
        if len(resent) >= limit:
            break
        d = new_deadline(now, float(sent), float(deadline), delay_bound)
        if status != "open" or float(fpops) / speed > d - now:
            time_out(db, int(rid), int(wuid))
            expired.append(str(rname))
            continue
        db.execute("UPDATE result SET sent_time=?, report_deadline=?, resend_count=resend_count+1 WHERE id=?",
                   (now, d, rid))
        resent.append(Resend(str(rname), str(wu_name), str(input_name), float(fpops), d))
    return resent, expired
