"""What the MQTT bridge publishes, made from a ``ClientSnapshot`` (pure functions).

Two kinds of message, each JSON (Home Assistant reads them with value templates):

- the client's state (``<prefix>/state``): the switch's position (``computing``: the
  volunteer's hand allows computing, i.e. the run mode is not "never" and no snooze),
  whether computing is suspended now for any reason and why in words (a requester's
  reason included), the run and network modes, the snooze's end, task counts and the
  credit summed over the projects;
- one per slot (``<prefix>/slot/<n>``): the progress of the task in that slot, in per
  cent, with its name, project and times; an empty slot is at 0 with no task.

A slot is a place a task runs in (BOINC's ``slots/<n>`` directories), so the number of
sensors is bounded by the host, never by the number of tasks seen.
"""
from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

from core.api.snapshot import ClientSnapshot, TaskRow
from core.state import RunMode

MODE_WORDS = {RunMode.ALWAYS: "always", RunMode.AUTO: "auto", RunMode.NEVER: "never", RunMode.RESTORE: "restore"}


def iso(t: float | None) -> str | None:
    """A client time as ISO 8601 in UTC (Home Assistant's timestamp form); None for none or "until resumed"."""
    if t is None or not math.isfinite(t):
        return None
    return datetime.fromtimestamp(t, UTC).isoformat(timespec="seconds")


def switch_on(snap: ClientSnapshot) -> bool:
    """The computing switch's position: the volunteer's own hand does not hold computing."""
    return snap.activity.run_mode != RunMode.NEVER and snap.activity.snooze_until is None


def state_payload(snap: ClientSnapshot) -> dict[str, Any]:
    a = snap.activity
    tasks = snap.tasks
    running = sum(1 for t in tasks if t.running)
    to_report = sum(1 for t in tasks if t.status.startswith("Ready to report"))
    waiting = sum(1 for t in tasks if not t.finished and not t.running)
    return {
        "computing": "ON" if switch_on(snap) else "OFF",
        "suspended": "OFF" if a.computing else "ON",
        "suspend_reason": "" if a.computing else (a.task_suspend_reason or "suspended"),
        "network_suspended": "OFF" if a.network else "ON",
        "network_suspend_reason": "" if a.network else (a.network_suspend_reason or "suspended"),
        "run_mode": MODE_WORDS.get(a.run_mode, "auto"),
        "network_mode": MODE_WORDS.get(a.network_mode, "auto"),
        "snoozed": a.snooze_until is not None,
        "snooze_until": iso(a.snooze_until),
        "tasks_running": running,
        "tasks_waiting": waiting,
        "tasks_ready_to_report": to_report,
        "tasks_total": len(tasks),
        "projects": len(snap.projects),
        "user_total_credit": round(float(sum(p.user_total_credit for p in snap.projects)), 2),
        "user_expavg_credit": round(float(sum(p.user_expavg_credit for p in snap.projects)), 2),
        "host_total_credit": round(float(sum(p.host_total_credit for p in snap.projects)), 2),
        "host_expavg_credit": round(float(sum(p.host_expavg_credit for p in snap.projects)), 2),
        "error": snap.error,
    }


def slot_count(snap: ClientSnapshot) -> int:
    """How many slot sensors: one per logical CPU, more if a task holds a higher slot (GPU tasks)."""
    highest = max((t.slot for t in snap.tasks if t.active and t.slot >= 0), default=-1)
    return max(snap.host.ncpus, highest + 1, 1)


def slot_tasks(snap: ClientSnapshot) -> dict[int, TaskRow]:
    """The task in each occupied slot (a running one wins over one preempted in the same slot)."""
    out: dict[int, TaskRow] = {}
    for t in snap.tasks:
        if t.active and t.slot >= 0 and (t.slot not in out or t.running):
            out[t.slot] = t
    return out


def slot_payload(task: TaskRow | None) -> dict[str, Any]:
    if task is None:
        return {"progress": 0.0, "state": "idle", "task": "", "project": "", "application": "",
                "elapsed_s": 0, "remaining_s": 0}
    return {
        "progress": round(100.0 * task.fraction_done, 2),
        "state": "running" if task.running else "waiting",
        "task": task.name,
        "project": task.project_name,
        "application": task.application,
        "elapsed_s": int(task.elapsed_s),
        "remaining_s": int(task.remaining_s),
    }


def slot_payloads(snap: ClientSnapshot) -> dict[int, dict[str, Any]]:
    held = slot_tasks(snap)
    return {n: slot_payload(held.get(n)) for n in range(slot_count(snap))}
