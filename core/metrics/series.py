"""A published ``ClientSnapshot`` as metric families (the series ``/metrics`` serves).

Runs on the HTTP server's thread, on an immutable snapshot: never on the engine's
state. Every label value comes from a bounded set: attached projects, their apps,
task states, slots, directions, outcomes, suspend reasons. Running tasks are told by
slot, never by name, so the number of series does not grow with the tasks ever seen.
Gauges per state and per reason are written for every state and reason (zeros too),
so a dashboard's series do not come and go as the client's state changes.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from core.api.figures import SCHED_OUTCOMES, TICK_BUCKETS_S, TRANSFER_OUTCOMES, EngineFigures
from core.api.snapshot import ClientSnapshot, TaskRow
from core.metrics.exposition import Family, Labels
from core.state.enums import RunMode, SuspendReason

TASK_STATES: tuple[str, ...] = (
    "downloading",  # new, or its input files are coming
    "queued",  # downloaded, never started (or postponed by a temporary exit)
    "running",
    "waiting",  # started before, now preempted or held by a global suspension
    "suspended",  # suspended by the volunteer (the task or its project)
    "uploading",
    "ready_to_report",  # done and uploaded, not yet reported
    "reported",  # acknowledged by the project, kept a while
    "failed",  # computation error, failed transfer, aborted
    "kept",  # reported, kept with its sticky files for a successor
)

# Status texts (core/exec/status.py's words) that mean the task failed.
_FAILED_TEXTS = ("Computation error", "Download failed", "Upload failed", "Aborted")

SUSPEND_REASONS: tuple[tuple[str, int], ...] = tuple(
    (r.name.lower(), int(r)) for r in SuspendReason if r != SuspendReason.NONE
)
_REASON_BY_WORDS = {r.words: int(r) for r in SuspendReason if r.words}

_APP_VERSION = re.compile(r"^(.*) \d+\.\d+(?: \([^()]*\))?$")


def task_state(row: TaskRow) -> str:
    """The row's state, one of ``TASK_STATES``. (Most rows sit queued: those are decided first.)"""
    if row.running:
        return "running"
    status = row.status
    if not row.finished:
        if status.startswith(("New", "Downloading")):
            return "downloading"
        if status.startswith(_FAILED_TEXTS):
            return "failed"
        if row.suspended:
            return "suspended"
        return "waiting" if row.active else "queued"
    if row.kept_for_successor:
        return "kept"
    if row.exit_status != 0 or status.startswith(_FAILED_TEXTS):
        return "failed"
    if status.startswith("Uploading"):
        return "uploading"
    return "reported" if status == "Acknowledged" else "ready_to_report"


def app_name(row: TaskRow) -> str:
    """The application without its version and plan class (versions change; names stay)."""
    m = _APP_VERSION.match(row.application)
    return m.group(1) if m else row.application


def _mode(mode: RunMode) -> str:
    return mode.name.lower()


def families(snap: ClientSnapshot) -> list[Family]:
    out: list[Family] = []
    names: dict[str, str] = {p.url: p.name for p in snap.projects}

    def proj(url: str) -> Labels:
        return (("project_url", url), ("project", names.get(url, url)))

    # ---- client and host
    f = Family("boinc_snapshot_timestamp_seconds", "gauge",
               "Client time of the snapshot these figures come from (Unix seconds for a live client)", "seconds")
    f.add(snap.time)
    out.append(f)
    f = Family("boinc_host_cpus", "gauge", "Logical CPUs of the host, and those the preferences let the client use")
    f.add(snap.host.ncpus, (("kind", "logical"),))
    f.add(snap.host.usable_cpus, (("kind", "usable"),))
    out.append(f)
    f = Family("boinc_host_memory_bytes", "gauge", "Physical memory of the host", "bytes")
    f.add(snap.host.memory_bytes)
    out.append(f)

    # ---- activity: modes and suspend reasons
    act = snap.activity
    f = Family(
        "boinc_run_mode", "gauge", "The volunteer's run mode for computing and network (1 for the mode in force)"
    )
    for kind, mode in (("computing", act.run_mode), ("network", act.network_mode)):
        for m in (RunMode.ALWAYS, RunMode.AUTO, RunMode.NEVER):
            f.add(1 if mode == m else 0, (("kind", kind), ("mode", _mode(m))))
    out.append(f)
    f = Family("boinc_suspended", "gauge", "1 while computing or network activity is suspended, for any reason")
    f.add(0 if act.computing else 1, (("kind", "computing"),))
    f.add(0 if act.network else 1, (("kind", "network"),))
    out.append(f)
    out.append(_suspend_reasons(snap, snap.engine))

    # ---- projects
    credit = Family("boinc_project_credit", "gauge", "Total credit granted, to the volunteer's account or to this host")
    average = Family("boinc_project_credit_average", "gauge", "Recent average credit per day (user or host)")
    cpu = Family("boinc_project_cpu_time_seconds", "counter", "CPU time given to the project's tasks", "seconds")
    gpu = Family("boinc_project_gpu_time_seconds", "counter",
                 "GPU time given to the project's tasks (device-seconds: half a GPU for an hour is 1800)", "seconds")
    jobs = Family("boinc_project_jobs", "counter", "Tasks the project's applications finished, by outcome")
    disk = Family("boinc_project_disk_usage_bytes", "gauge", "Disk space the project's files use", "bytes")
    share = Family("boinc_project_resource_share_ratio", "gauge", "The project's fraction of the total resource share",
                   "ratio")
    psusp = Family("boinc_project_suspended", "gauge", "1 when the volunteer suspended the project")
    nonew = Family("boinc_project_no_new_tasks", "gauge", "1 when the project may not send new tasks")
    rpc_fail = Family(
        "boinc_project_rpc_failures", "gauge", "Consecutive failed scheduler requests (the backoff's cause)"
    )
    for p in snap.projects:
        lab = proj(p.url)
        credit.add(p.user_total_credit, (*lab, ("scope", "user")))
        credit.add(p.host_total_credit, (*lab, ("scope", "host")))
        average.add(p.user_expavg_credit, (*lab, ("scope", "user")))
        average.add(p.host_expavg_credit, (*lab, ("scope", "host")))
        cpu.add(max(0.0, p.cpu_time_s), lab)
        gpu.add(max(0.0, p.gpu_time_s), lab)
        jobs.add(max(0, p.njobs_success), (*lab, ("outcome", "success")))
        jobs.add(max(0, p.njobs_error), (*lab, ("outcome", "error")))
        disk.add(p.disk_usage_bytes, lab)
        share.add(p.share_fraction, lab)
        psusp.add(1 if p.suspended else 0, lab)
        nonew.add(1 if p.no_new_tasks else 0, lab)
        rpc_fail.add(p.rpc_failures, lab)
    out += [credit, average, cpu, gpu, jobs, disk, share, psusp, nonew, rpc_fail]

    # ---- tasks
    out += _tasks(snap.tasks, proj)

    # ---- transfers now
    f = Family("boinc_transfers", "gauge", "File transfers the client holds now, by direction and state")
    counts = {(d, s): 0 for d in ("download", "upload") for s in ("active", "waiting", "failed")}
    pending = {"download": 0.0, "upload": 0.0}
    for t in snap.transfers:
        d = "upload" if t.direction.value == "Upload" else "download"
        counts[
            (d, "failed" if t.failed else "active" if t.speed_bps > 0 or t.status.endswith("active") else "waiting")
        ] += 1
        pending[d] += max(0.0, t.nbytes - t.bytes_done)
    for (d, s), n in counts.items():
        f.add(n, (("direction", d), ("state", s)))
    out.append(f)
    f = Family("boinc_transfer_pending_bytes", "gauge", "Bytes the transfers held now still have to move", "bytes")
    for d, left in pending.items():
        f.add(left, (("direction", d),))
    out.append(f)

    # ---- disk
    if snap.disk is not None:
        dk = snap.disk
        f = Family("boinc_disk_bytes", "gauge", "The disk as the client sees it: total, free, used by the client, "
                   "allowed to the client", "bytes")
        for kind, value in (("total", dk.disk_total), ("free", dk.disk_free), ("client", dk.client_total),
                            ("allowed", dk.total_limit), ("other_programs", dk.other_programs)):
            f.add(value, (("kind", kind),))
        out.append(f)

    # ---- the engine's own counts
    if snap.engine is not None:
        out += _engine(snap.engine, proj)
    return out


def _suspend_reasons(snap: ClientSnapshot, eng: EngineFigures | None) -> Family:
    f = Family("boinc_suspend_reason", "gauge",
               "1 for each reason computing or network activity is suspended now (BOINC's suspend reasons)")
    act = snap.activity
    for kind, allowed, words, code in (
        ("computing", act.computing, act.task_suspend_reason, eng.task_suspend_reason if eng else None),
        ("network", act.network, act.network_suspend_reason, eng.network_suspend_reason if eng else None),
    ):
        if code is None:  # a snapshot without the engine's figures: read the reason from its words
            code = 0 if allowed else _REASON_BY_WORDS.get(words, 0)
        snoozed = (eng.snoozed if eng is not None else act.snooze_until is not None) and not allowed
        known = False
        for name, bit in SUSPEND_REASONS:
            on = code > 0 and bool(code & bit)
            known = known or on
            f.add(1 if on else 0, (("kind", kind), ("reason", name)))
        f.add(1 if snoozed else 0, (("kind", kind), ("reason", "snoozed")))
        f.add(1 if not allowed and not known and not snoozed else 0, (("kind", kind), ("reason", "other")))
    return f


def _tasks(tasks: Iterable[TaskRow], labels_of: Callable[[str], Labels]) -> list[Family]:
    by_state: dict[tuple[str, str], dict[str, int]] = {}
    frac = Family("boinc_task_fraction_done", "gauge", "Fraction done (0 to 1) of the task in each slot")
    elapsed = Family("boinc_task_elapsed_seconds", "gauge", "Elapsed time of the task in each slot", "seconds")
    cpu = Family("boinc_task_cpu_time_seconds", "gauge", "CPU time of the task in each slot", "seconds")
    remaining = Family("boinc_task_remaining_seconds", "gauge", "Estimated time left for the task in each slot",
                       "seconds")
    risk = Family("boinc_tasks_deadline_risk", "gauge", "Unfinished tasks projected to miss their deadline")
    at_risk: dict[str, int] = {}
    apps: dict[str, str] = {}  # application text -> app name: a few distinct texts among thousands of rows
    for row in tasks:
        app = apps.get(row.application)
        if app is None:
            app = apps[row.application] = app_name(row)
        key = (row.project_url, app)
        counts = by_state.get(key)
        if counts is None:
            counts = by_state[key] = dict.fromkeys(TASK_STATES, 0)
        counts[task_state(row)] += 1
        if row.deadline_risk and not row.finished:
            at_risk[row.project_url] = at_risk.get(row.project_url, 0) + 1
        if row.active and row.slot >= 0:
            lab = (("slot", str(row.slot)), *labels_of(row.project_url), ("app", key[1]),
                   ("running", "1" if row.running else "0"))
            frac.add(min(1.0, max(0.0, row.fraction_done)), lab)
            elapsed.add(row.elapsed_s, lab)
            cpu.add(row.cpu_time_s, lab)
            remaining.add(row.remaining_s, lab)
    f = Family("boinc_tasks", "gauge", "Tasks the client holds, by project, application and state")
    for (url, app), counts in by_state.items():
        for state, n in counts.items():
            f.add(n, (*labels_of(url), ("app", app), ("state", state)))
    for url, n in at_risk.items():
        risk.add(n, labels_of(url))
    return [f, frac, elapsed, cpu, remaining, risk]


def _engine(e: EngineFigures, labels_of: Callable[[str], Labels]) -> list[Family]:
    out: list[Family] = []
    f = Family("boinc_engine_tick_duration_seconds", "histogram", "Time one pass of the engine's loop took", "seconds")
    for bound, n in zip(TICK_BUCKETS_S, e.tick_buckets):
        f.add(n, (("le", repr(bound)),), "_bucket")
    f.add(e.ticks, (("le", "+Inf"),), "_bucket")
    f.add(e.ticks, (), "_count")
    f.add(e.tick_sum_s, (), "_sum")
    out.append(f)
    f = Family(
        "boinc_engine_start_time_seconds", "gauge", "When this client started counting (Unix seconds)", "seconds"
    )
    f.add(e.started_at)
    out.append(f)
    f = Family("boinc_state_file_writes", "counter", "Writes of client_state.xml, by outcome")
    f.add(e.state_writes, (("outcome", "ok"),))
    f.add(e.state_write_failures, (("outcome", "failed"),))
    out.append(f)
    f = Family("boinc_state_file_last_write_timestamp_seconds", "gauge",
               "When client_state.xml was last written (Unix seconds; 0 = not yet)", "seconds")
    f.add(e.last_state_write)
    out.append(f)

    sent = Family("boinc_scheduler_requests", "counter", "Scheduler requests sent, per project")
    replies = Family("boinc_scheduler_replies", "counter", "Scheduler requests that ended, by outcome")
    got = Family("boinc_scheduler_tasks_received", "counter", "New tasks the project's scheduler sent")
    rep = Family(
        "boinc_scheduler_tasks_reported", "counter", "Finished tasks reported in a scheduler reply that worked"
    )
    for url, c in e.rpc:
        lab = labels_of(url)
        sent.add(c.sent, lab)
        for outcome, n in zip(SCHED_OUTCOMES, (c.ok, c.failed, c.project_down)):
            replies.add(n, (*lab, ("outcome", outcome)))
        got.add(c.tasks_received, lab)
        rep.add(c.tasks_reported, lab)
    out += [sent, replies, got, rep]

    done = Family("boinc_file_transfers", "counter", "File transfer attempts that ended, by direction and outcome")
    have = {(d, o): n for d, o, n in e.transfers}
    for d in ("download", "upload"):
        for o in TRANSFER_OUTCOMES:
            done.add(have.get((d, o), 0), (("direction", d), ("outcome", o)))
    out.append(done)
    moved = Family("boinc_transfer_bytes", "counter", "Bytes moved by file transfer attempts that ended", "bytes")
    bytes_by = dict(e.transfer_bytes)
    for d in ("download", "upload"):
        moved.add(bytes_by.get(d, 0), (("direction", d),))
    out.append(moved)
    return out
