"""data_manager_poll: bring the client back under Total_Limit.

Runs at the top of the engine's poll. When the client's usage (Core_Usage plus
all projects' usage) is within Total_Limit it does nothing. Otherwise it plans
three reductions in order, stopping as soon as usage is back within the limit
(the data manager seed, "Violating user disk usage preferences"):

1. Offenders: delete from the greatest offender first, escalating the priority
   level, until no project is over its share or nothing more can go (the same
   planner as adding a file, with nobody excluded).
2. Every project in turn, one file at a time (greatest excess first, then the
   state's project order), each in its own deletion order (expired and lowest
   priority first), until only referenced files are left.
3. Every project in turn, one queued task at a time: abort a result that has
   not started (no active task) and is not finished, latest deadline first;
   its input files that no other task needs are deleted with it. Tasks that
   are running or waiting for the server's acknowledgement are never touched.

If usage still exceeds the limit after all three, computation must be
suspended and the volunteer told why (``PollDecision.suspend`` and
``message``); the engine resumes computing once a later poll returns
``WITHIN_LIMIT``. Step 3 is all or nothing: when aborting every queued task
would still leave the client over the limit, no task is aborted (the work would
be lost for nothing; raising the limit lets it run).

Reads: like ``policy.py``, plus results, workunits and active tasks for step 3.
Writes nothing; ``apply_poll`` records a carried-out decision in the state.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from core.disk.accounting import accounts, clean_bytes
from core.disk.candidates import DiskIndex, deletion_rule
from core.disk.limits import DiskLimits
from core.disk.policy import Deletion, DeletionReason, Plan, apply_deletions, fmt_bytes
from core.ids import FileKey, ProjectUrl, ResultKey
from core.state import ClientState, FileStatus, Result, ResultState

EXIT_ABORTED_BY_CLIENT = 194
"""Exit status BOINC reports for a task the client itself aborted."""


class PollAction(Enum):
    """What data_manager_poll had to do (the last step it needed)."""

    WITHIN_LIMIT = "disk usage is within the limit"
    DELETED_FROM_OFFENDERS = "deleted files of projects over their disk share"
    DELETED_FILES = "deleted files no task needs from every project"
    ABORTED_RESULTS = "aborted queued tasks and deleted their files"
    SUSPEND_COMPUTATION = "nothing more can be deleted; computing must be suspended"


@dataclass(frozen=True, slots=True)
class ResultAbort:
    """A queued task to abort so that its input files can be deleted."""

    key: ResultKey
    freed: float  # bytes of input files deleted because of this abort
    message: str


@dataclass(frozen=True, slots=True)
class PollDecision:
    """What data_manager_poll decided, with the numbers behind it (bytes)."""

    action: PollAction
    usage: float  # client usage before the poll (Core_Usage + all projects)
    limit: float  # Total_Limit
    excess: float  # bytes over the limit before the poll (0 if within)
    freed: float  # bytes the deletions free
    deletions: tuple[Deletion, ...]
    aborts: tuple[ResultAbort, ...]
    suspend: bool  # True: suspend computation and show ``message`` to the volunteer
    message: str

    @property
    def over_limit(self) -> bool:
        """The seed's return value: still over the limit after everything possible."""
        return self.suspend


def _round_robin_files(plan: Plan, order: list[ProjectUrl], needed: float, detail: str) -> None:
    active = [u for u in order if plan.cursor.get(u, 0) < len(plan.index.of(u))]
    while active and plan.freed < needed:
        still: list[ProjectUrl] = []
        for url in active:
            if plan.freed >= needed:
                return
            start = plan.cursor.get(url, 0)
            plan.take(url, start + 1, DeletionReason.OVER_LIMIT, detail)
            if start + 1 < len(plan.index.of(url)):
                still.append(url)
        active = still


def _abortable(state: ClientState) -> dict[ProjectUrl, list[Result]]:
    """Queued, unstarted tasks per project, latest deadline first."""
    out: dict[ProjectUrl, list[Result]] = {}
    for key, r in state.results.items():
        if r.got_server_ack or key in state.active_tasks or r.state >= ResultState.COMPUTE_ERROR:
            continue
        out.setdefault(r.project_url, []).append(r)
    for rows in out.values():
        rows.sort(key=lambda r: (-r.report_deadline, -r.received_time, r.name))
    return out


def _plan_aborts(
    state: ClientState, index: DiskIndex, order: list[ProjectUrl], needed: float, limit_words: str
) -> tuple[list[ResultAbort], list[Deletion], float]:
    queues = _abortable(state)
    refs = dict(index.refs.input_refs)
    pinned = index.refs.pinned
    aborts: list[ResultAbort] = []
    deletions: list[Deletion] = []
    freed = 0.0
    cursors = {u: 0 for u in order if queues.get(u)}
    while cursors and freed < needed:
        for url in list(cursors):
            if freed >= needed:
                break
            r = queues[url][cursors[url]]
            cursors[url] += 1
            if cursors[url] >= len(queues[url]):
                del cursors[url]
            wu = state.workunits.get((url, r.wu_name))
            got = 0.0
            for ref in wu.input_files if wu is not None else ():
                fk: FileKey = (url, ref.file_name)
                refs[fk] = refs.get(fk, 1) - 1
                if refs[fk] > 0 or fk in pinned:
                    continue
                fi = state.file_infos.get(fk)
                if fi is None or fi.status != FileStatus.PRESENT:
                    continue
                n = clean_bytes(fi.nbytes)
                got += n
                deletions.append(
                    Deletion(
                        url, fi.name, n, DeletionReason.RESULT_ABORTED,
                        deletion_rule(state.projects[url], fi, index.now),
                        f"task {r.name} was aborted: {limit_words}",
                    )
                )
            freed += got
            aborts.append(
                ResultAbort(r.key, got, f"task {r.name} aborted to free {fmt_bytes(got)}: {limit_words}")
            )
    return aborts, deletions, freed


def data_manager_poll(
    state: ClientState, limits: DiskLimits, now: float, index: DiskIndex | None = None
) -> PollDecision:
    """Plan how to bring disk usage back under Total_Limit (see the module text)."""
    acc = accounts(state, limits)
    usage = limits.core_usage + acc.total_usage
    # Usually -free_space; larger when Core_Usage alone exceeds Total_Limit, which no
    # deletion of project files can fix (then the poll ends in a suspension).
    excess = usage - limits.total_limit
    if excess <= 0:
        return PollDecision(
            PollAction.WITHIN_LIMIT, usage, limits.total_limit, 0.0, 0.0, (), (), False,
            f"the client uses {fmt_bytes(usage)} of the {fmt_bytes(limits.total_limit)} allowed",
        )
    idx = index if index is not None else DiskIndex.build(state, now)
    limit_words = (
        f"the client uses {fmt_bytes(usage)}, more than the {fmt_bytes(limits.total_limit)} "
        f"allowed ({limits.source.value})"
    )
    plan = Plan.start(state, acc, idx)

    def decided(action: PollAction, aborts: tuple[ResultAbort, ...] = (), extra: tuple[Deletion, ...] = (),
                freed_extra: float = 0.0, message: str = "") -> PollDecision:
        freed = plan.freed + freed_extra
        suspend = action is PollAction.SUSPEND_COMPUTATION
        return PollDecision(
            action,
            usage,
            limits.total_limit,
            excess,
            freed,
            plan.deletions(state) + extra,
            aborts,
            suspend,
            message or f"{limit_words[0].upper()}{limit_words[1:]}; {action.value}, freeing {fmt_bytes(freed)}",
        )

    plan.take_from_offenders(None, excess, DeletionReason.OVER_LIMIT)
    if plan.freed >= excess:
        return decided(PollAction.DELETED_FROM_OFFENDERS)

    order = sorted(state.projects, key=lambda u: -plan.over_by(u))
    _round_robin_files(plan, order, excess, limit_words)
    if plan.freed >= excess:
        return decided(PollAction.DELETED_FILES)

    order = sorted(state.projects, key=lambda u: -plan.over_by(u))
    aborts, extra, got = _plan_aborts(state, idx, order, excess - plan.freed, limit_words)
    if plan.freed + got >= excess:
        return decided(PollAction.ABORTED_RESULTS, tuple(aborts), tuple(extra), got)

    short = excess - plan.freed
    return decided(
        PollAction.SUSPEND_COMPUTATION,
        message=(
            f"Computing is suspended: {limit_words}. Every file that no task needs has been "
            f"deleted, and {fmt_bytes(short)} more would have to go. Raise the disk limit in "
            "the preferences, or free space on the disk, to resume."
        ),
    )


def apply_poll(state: ClientState, decision: PollDecision, carried_out: Iterable[Deletion] | None = None) -> None:
    """Record a carried-out poll decision: abort its tasks, forget deleted files.

    ``carried_out`` lists the deletions that succeeded (default: all of them).
    Aborted tasks become ABORTED with BOINC's exit status 194, ready to report.
    """
    for abort in decision.aborts:
        r = state.results.get(abort.key)
        if r is None:
            continue
        r.state = ResultState.ABORTED
        r.exit_status = EXIT_ABORTED_BY_CLIENT
        r.ready_to_report = True
        r.stderr_out = r.stderr_out or abort.message
    apply_deletions(state, decision.deletions if carried_out is None else carried_out)
