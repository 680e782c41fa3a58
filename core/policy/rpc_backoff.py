"""Scheduler-RPC timing: which project to contact now, and the backoffs after failures.

``choose_rpc`` answers, at one instant, "which single scheduler operation now?"
in the priority order of the real client's ``scheduler_rpc_poll``
(reference/scheduler-rpc.md section 3):

1. a pending master-file fetch (``master_url_fetch_pending``), honouring
   ``min_rpc_time`` and suspension;
2. ``sched_rpc_pending``: USER_REQ ignores backoff and suspension; INIT and
   ACCT_MGR_REQ ignore suspension only; the rest honour both. A project whose
   ``next_rpc_time`` has passed counts as PROJECT_REQ (unless it is set to no new
   tasks and holds no results);
3. (trickle-up messages: not modelled yet);
4. only when ``work_fetch_due`` (the engine's WORK_FETCH_PERIOD tick or an
   explicit request): a project with results due by the report triggers
   (RESULTS_DUE), then the project ``WorkFetchDecision.project`` names
   (NEED_WORK).

Every RPC carries all of that project's ready-to-report results and asks for
work when the project is the one the work-fetch decision names.

The seed's *sessions* (seeds/scheduler-rpc-timing-and-retry.txt) are realised
without hidden state, one ``choose_rpc`` per poll. A *get-work session* is the
run of NEED_WORK choices while the buffer is below its mark: each picks the
top-priority project allowed by ``min_rpc_time``; a failure backs that project
off (``on_rpc_failure``), so the next poll picks the next one; trying every
scheduler URL of a project is the transport's job within one RPC; the session
ends when ``WorkFetch.decide`` says DONT_NEED_WORK. A *report-result session* is
a RESULTS_DUE choice; it fetches work as a side effect exactly when the
work-fetch decision names the same project (the seed's "if P is the project with
greatest resource debt"). The seed's poll tests the low-water mark before overdue
results; the later reference puts RESULTS_DUE first, and we follow it.

Report triggers (``report_trigger_time``): no-new-tasks project,
``report_immediately``, 64 or more ready results in the project, deadline
minus max(REPORT_DEADLINE_CUSHION, work_buf_min), completion plus
MAX_REPORT_DELAY. A result is due when ``now >= trigger`` (the real client
uses ``>``; ``>=`` lets an event-driven emulator that wakes exactly at the
trigger time see it due instead of waking forever at the same instant).
Not modelled here: cc_config report_results_immediately, sporadic networks,
time-of-day suspensions, the WF_UPLOAD_DEFER_INTERVAL upload rule, and
"network known down" (every failure counts).

Reads: projects (flags, backoff fields, next_rpc_time), results, prefs
(work_buf_min), network_mode. ``choose_rpc``, ``report_trigger_time`` and
``next_rpc_wakeup`` write nothing; each ``on_*`` function lists the Project
fields it writes.
"""
from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from core.ids import ProjectUrl, ResultName
from core.policy import words
from core.policy.words import LazyText, text
from core.policy.work_fetch import Urgency, WorkFetchDecision
from core.state import ClientState, Project, Result, RpcReason, RunMode

SCHED_RETRY_DELAY_MIN = 60.0
SCHED_RETRY_DELAY_MAX = 14400.0
RETRY_CAP = 10
"""Cap on n in the RPC backoff formula."""
MASTER_FETCH_PERIOD = 10
"""Consecutive RPC failures after which the master file is fetched again."""
MASTER_FETCH_RETRY_CAP = 3
"""Master-fetch failures after which the project waits MASTER_FETCH_INTERVAL."""
MASTER_FETCH_INTERVAL = 86400.0
WF_MIN_BACKOFF_INTERVAL = 600.0
WF_MAX_BACKOFF_INTERVAL = 86400.0
WORK_FETCH_PERIOD = 60.0
"""The engine checks for work fetch and overdue results this often (s)."""
REPORT_DEADLINE_CUSHION = 86400.0
MAX_REPORT_DELAY = 3600.0
RESULT_REPORT_IF_AT_LEAST_N = 64
MAX_SERVER_DELAY_S = 30 * 86400.0
"""Cap on request_delay / next_rpc_delay from a reply: a broken or hostile
server cannot silence a project for ever (real servers send at most 2 days)."""

_FETCH_BACKOFF_REASONS = frozenset(
    {RpcReason.RESULTS_DUE, RpcReason.NEED_WORK, RpcReason.TRICKLE_UP}
)
_NO_REASON = RpcReason.NONE


def calculate_exponential_backoff(n: int, min_s: float, max_s: float, u: float) -> float:
    """min(min_s · 2^n, max_s) · (0.5 + 0.5·u), with u uniform in [0, 1)."""
    n = min(max(n, 0), 1000)  # 2.0 ** 1024 overflows; any n this large is capped anyway
    u = min(max(u, 0.0), 1.0)
    return min(min_s * 2.0**n, max_s) * (0.5 + 0.5 * u)


class DeferReason(Enum):
    """Why a project is not contacted now; the value is the short human string."""

    NONE = "nothing to wait for"
    SUSPENDED = "suspended by the volunteer"
    NETWORK_SUSPENDED = "network activity is suspended"
    RPC_BACKOFF = "backing off after failures"
    REQUEST_DELAY = "the project asked us to wait"
    MASTER_FETCH_WAIT = "scheduler list unavailable; retrying daily"
    OTHER_PROJECT_FIRST = "another project is contacted first"
    REPORT_NOT_DUE = "finished tasks not due for reporting yet"
    WORK_FETCH_NOT_DUE = "waiting for the next work-fetch check"


# choose_rpc's per-project verdicts and tests, read at every work-fetch tick (an Enum's
# attribute costs a look-up through its class each time)
_SUSPENDED, _OTHER_FIRST = DeferReason.SUSPENDED, DeferReason.OTHER_PROJECT_FIRST
_FETCH_NOT_DUE, _REPORT_NOT_DUE = DeferReason.WORK_FETCH_NOT_DUE, DeferReason.REPORT_NOT_DUE
_NEVER, _DONT_NEED_WORK = RunMode.NEVER, Urgency.DONT_NEED_WORK


@dataclass(frozen=True, slots=True)
class RpcChoice:
    """The scheduler operation to start now, if any. Not persisted."""

    project: ProjectUrl | None
    reason: RpcReason  # NONE when no RPC (and for a master fetch)
    ask_for_work: bool
    report: tuple[ResultName, ...]  # results to report in this RPC
    deferred: Mapping[ProjectUrl, tuple[DeferReason, float]]  # (why, until when; inf = open)
    detail_text: str | LazyText  # one sentence; read it as ``detail``
    master_fetch: bool = False  # fetch the master file instead of a scheduler RPC

    @property
    def detail(self) -> str:
        return text(self.detail_text)


# ------------------------------------------------------------------ report triggers


def report_trigger_time(state: ClientState, result: Result) -> float:
    """The time from which this result is due for reporting (<= now: due now).

    ``inf`` for a result that is not ready to report or already acknowledged.
    """
    if not result.ready_to_report or result.got_server_ack:
        return math.inf
    project = state.projects.get(result.project_url)
    immediate = result.completed_time
    if result.report_immediately or project is None or project.dont_request_more_work:
        return immediate
    if len(state.results_to_report(result.project_url)) >= RESULT_REPORT_IF_AT_LEAST_N:
        return immediate
    return _timed_trigger(state, result)


def _timed_trigger(state: ClientState, result: Result) -> float:
    return _timed(result, max(REPORT_DEADLINE_CUSHION, state.prefs.work_buf_min_s))


def _timed(result: Result, cushion: float) -> float:
    return min(result.report_deadline - cushion, result.completed_time + MAX_REPORT_DELAY)


ReportTriggers = dict[ProjectUrl, tuple[float, list[Result]]]
"""Per project with ready results: the earliest trigger time and those results."""


def report_triggers(state: ClientState) -> ReportTriggers:
    """Per project: the earliest trigger time and the ready results, in one pass.

    ``choose_rpc`` and ``next_rpc_wakeup`` both need it; a caller asking both
    about the same unchanged state computes it once and passes it to each.
    """
    ready: dict[ProjectUrl, list[Result]] = {}
    for r in state.results.values():
        if r.ready_to_report and not r.got_server_ack:
            listed = ready.get(r.project_url)
            if listed is None:
                ready[r.project_url] = [r]
            else:
                listed.append(r)
    out: ReportTriggers = {}
    if not ready:
        return out
    cushion = max(REPORT_DEADLINE_CUSHION, state.prefs.work_buf_min_s)
    for url, results in ready.items():
        project = state.projects.get(url)
        immediate = (
            project is None
            or project.dont_request_more_work
            or len(results) >= RESULT_REPORT_IF_AT_LEAST_N
        )
        first = min(
            r.completed_time if (immediate or r.report_immediately) else _timed(r, cushion)
            for r in results
        )
        out[url] = (first, results)
    return out


# ------------------------------------------------------------------------ choosing


def _defer_for_backoff(p: Project) -> DeferReason:
    if p.master_url_fetch_pending and p.master_fetch_failures >= MASTER_FETCH_RETRY_CAP:
        return DeferReason.MASTER_FETCH_WAIT
    return DeferReason.RPC_BACKOFF if p.nrpc_failures > 0 else DeferReason.REQUEST_DELAY


def _pending_reason(state: ClientState, url: ProjectUrl, p: Project, now: float) -> RpcReason:
    """``sched_rpc_pending``, or PROJECT_REQ once ``next_rpc_time`` has passed."""
    if p.sched_rpc_pending != _NO_REASON:
        return p.sched_rpc_pending
    if 0.0 < p.next_rpc_time <= now:
        holds_results = any(r.project_url == url for r in state.results.values())
        if p.dont_request_more_work and not holds_results:
            return RpcReason.NONE
        return RpcReason.PROJECT_REQ
    return RpcReason.NONE


def choose_rpc(
    state: ClientState, now: float, fetch: WorkFetchDecision | None, *, work_fetch_due: bool,
    triggers: ReportTriggers | None = None,
) -> RpcChoice:
    """The one scheduler operation to start now (see the module docstring). Pure.

    ``triggers``: ``report_triggers(state)`` if the caller has it already.
    """
    if state.network_mode == _NEVER:
        off = {u: (DeferReason.NETWORK_SUSPENDED, math.inf) for u in state.projects}
        return RpcChoice(None, RpcReason.NONE, False, (), off, "network activity is suspended")
    if triggers is None:
        triggers = report_triggers(state)

    def free(p: Project) -> bool:
        return p.min_rpc_time <= now

    fetch_url = None
    if fetch is not None and fetch.urgency > _DONT_NEED_WORK:
        fetch_url = fetch.project
    wanting: set[ProjectUrl] = set()
    chosen: tuple[ProjectUrl, RpcReason, bool, str] | None = None  # url, reason, master, why

    for url, p in state.projects.items():
        if p.master_url_fetch_pending:
            wanting.add(url)
            if chosen is None and free(p) and not p.suspended_via_gui:
                chosen = (url, RpcReason.NONE, True, "the scheduler list must be (re)read")
    for url, p in state.projects.items():
        if p.sched_rpc_pending == _NO_REASON and not 0.0 < p.next_rpc_time <= now:
            continue  # _pending_reason would say NONE
        pending = _pending_reason(state, url, p, now)
        if pending == _NO_REASON:
            continue
        wanting.add(url)
        if chosen is not None:
            continue
        ignores_suspension = pending in (RpcReason.USER_REQ, RpcReason.INIT, RpcReason.ACCT_MGR_REQ)
        if pending == RpcReason.USER_REQ or (
            free(p) and (ignores_suspension or not p.suspended_via_gui)
        ):
            chosen = (url, pending, False, f"pending request ({pending.name})")
    for url, (first, _) in triggers.items():
        if first <= now:
            wanting.add(url)
            p = state.projects[url]
            if chosen is None and work_fetch_due and free(p) and not p.suspended_via_gui:
                chosen = (url, RpcReason.RESULTS_DUE, False, "finished tasks are due for reporting")
    if fetch_url is not None and fetch_url in state.projects:
        wanting.add(fetch_url)
        p = state.projects[fetch_url]
        if chosen is None and work_fetch_due and free(p) and not p.suspended_via_gui:
            chosen = (fetch_url, RpcReason.NEED_WORK, False, "work fetch")

    deferred: dict[ProjectUrl, tuple[DeferReason, float]] = {}
    for url, p in state.projects.items():
        if chosen is not None and url == chosen[0]:
            continue
        if p.suspended_via_gui:
            deferred[url] = (_SUSPENDED, math.inf)
        elif not free(p):
            deferred[url] = (_defer_for_backoff(p), p.min_rpc_time)
        elif url in wanting:
            if chosen is not None:
                deferred[url] = (_OTHER_FIRST, now)
            else:
                deferred[url] = (_FETCH_NOT_DUE, now)
        elif url in triggers:
            deferred[url] = (_REPORT_NOT_DUE, triggers[url][0])

    if chosen is None:
        return RpcChoice(None, _NO_REASON, False, (), deferred, "no scheduler contact needed")
    url, reason, master, why = chosen
    if master:
        # The transport sends the scheduler request right after the master page; a
        # project just attached asks for work in it, as BOINC's first RPC does.
        return RpcChoice(url, RpcReason.NONE, fetch_url == url, (), deferred, f"master fetch: {why}", True)
    results = tuple(triggers[url][1]) if url in triggers else ()
    ask = fetch_url == url
    asking = fetch.request_s if ask and fetch is not None else None
    detail = LazyText(words.rpc_choice_words, reason.name, why, len(results), asking)
    return RpcChoice(url, reason, ask, tuple(r.name for r in results), deferred, detail)


def next_rpc_wakeup(state: ClientState, now: float, triggers: ReportTriggers | None = None) -> float:
    """The earliest time after ``now`` at which ``choose_rpc`` could answer differently.

    The minimum over future ``min_rpc_time`` and ``rsc_backoff_time`` expiries,
    future ``next_rpc_time`` values and future report-trigger times; ``inf`` if
    none. Changes made by others (new results, a work-fetch decision, the
    WORK_FETCH_PERIOD tick) are the engine's to schedule. ``triggers``:
    ``report_triggers(state)`` if the caller has it already.
    """
    earliest = math.inf
    for p in state.projects.values():
        for t in (p.min_rpc_time, p.rsc_backoff_time, p.next_rpc_time):
            if t > now and t < earliest:
                earliest = t
    if triggers is None:
        triggers = report_triggers(state)
    for t, _ in triggers.values():
        if t > now and t < earliest:
            earliest = t
    return earliest


# ------------------------------------------------------------------- outcomes


def set_min_rpc_time(project: Project, until: float) -> None:
    """Writes ``min_rpc_time``, only ever later (BOINC's ``PROJECT::set_min_rpc_time``)."""
    if until > project.min_rpc_time:
        project.min_rpc_time = until


def _server_delay(d: float) -> float:
    return min(d, MAX_SERVER_DELAY_S) if math.isfinite(d) and d > 0 else 0.0


def on_rpc_success(
    project: Project, now: float, *, request_delay_s: float, next_rpc_delay_s: float
) -> None:
    """A reply was received and handled.

    Writes ``nrpc_failures`` (0), ``min_rpc_time`` (0, or now + request_delay),
    ``next_rpc_time`` (now + next_rpc_delay, or 0), ``sched_rpc_pending``
    (NONE), ``last_rpc_time`` (now) and ``rpc_count`` (+1).
    """
    project.nrpc_failures = 0
    project.min_rpc_time = 0.0
    delay = _server_delay(request_delay_s)
    if delay > 0:
        project.min_rpc_time = now + delay
    nxt = _server_delay(next_rpc_delay_s)
    project.next_rpc_time = now + nxt if nxt > 0 else 0.0
    project.sched_rpc_pending = RpcReason.NONE
    project.last_rpc_time = now
    project.rpc_count += 1


def on_rpc_failure(
    project: Project, now: float, rng: random.Random, *, request_delay_s: float = 0.0
) -> None:
    """Every scheduler URL failed, the reply was unusable, or it said project_is_down.

    ``request_delay_s`` is a project_is_down reply's request_delay, applied
    before the backoff. Writes ``rpc_count`` (+1), ``sched_rpc_pending``
    (cleared unless INIT or ACCT_MGR_REQ, which are retried), ``min_rpc_time``
    (only later) and, through the backoff, ``nrpc_failures``,
    ``master_url_fetch_pending`` and ``master_fetch_failures``.
    """
    project.rpc_count += 1
    if project.sched_rpc_pending not in (RpcReason.INIT, RpcReason.ACCT_MGR_REQ):
        project.sched_rpc_pending = RpcReason.NONE
    delay = _server_delay(request_delay_s)
    if delay > 0:
        set_min_rpc_time(project, now + delay)
    _project_rpc_backoff(project, now, rng)


def on_master_fetch_success(project: Project, now: float, *, urls_changed: bool) -> None:
    """The master file gave at least one scheduler URL (the engine stores them).

    Writes ``master_fetch_failures`` (0), ``master_url_fetch_pending`` (False)
    and, if the URL set changed, ``min_rpc_time`` and ``nrpc_failures`` (0).
    """
    project.master_fetch_failures = 0
    project.master_url_fetch_pending = False
    if urls_changed:
        project.min_rpc_time = 0.0
        project.nrpc_failures = 0


def on_master_fetch_failure(project: Project, now: float, rng: random.Random) -> None:
    """The master file could not be fetched or named no scheduler.

    Writes ``master_fetch_failures`` (+1), ``master_url_fetch_pending`` (True)
    and, through the backoff, ``nrpc_failures`` and ``min_rpc_time``.
    """
    project.master_fetch_failures += 1
    project.master_url_fetch_pending = True
    _project_rpc_backoff(project, now, rng)


def on_computation_failure(project: Project, now: float, rng: random.Random) -> None:
    """A job of this project ended in an unrecoverable error or a transfer failed.

    The same backoff as a failed RPC, so a crashing app delays the next contact
    (BOINC's ``report_result_error``). Writes ``computation_failures`` (+1) and,
    through the backoff, ``nrpc_failures``, ``min_rpc_time``,
    ``master_url_fetch_pending`` and ``master_fetch_failures``.
    """
    project.computation_failures += 1
    _project_rpc_backoff(project, now, rng)


def on_user_update(project: Project) -> None:
    """The volunteer pressed "Update": contact the project now, backoffs or not.

    Writes ``sched_rpc_pending`` (USER_REQ) and clears the work-fetch backoff
    (``rsc_backoff_time``, ``rsc_backoff_interval``), as the real client does.
    """
    project.sched_rpc_pending = RpcReason.USER_REQ
    project.rsc_backoff_time = 0.0
    project.rsc_backoff_interval = 0.0


def on_work_fetch_result(
    project: Project,
    now: float,
    asked_s: float,
    got_jobs: int,
    rng: random.Random,
    *,
    reason: RpcReason = RpcReason.NEED_WORK,
) -> None:
    """Start, double or clear the project's work-fetch backoff after a reply.

    Jobs arrived: clear it. Work was asked for (``asked_s`` > 0), none came, and
    the RPC was for RESULTS_DUE, NEED_WORK or TRICKLE_UP, and no backoff is running
    already (a request piggybacked on an RPC made while backed off): the interval starts
    at 600 s or doubles up to 86400 s, and the backoff lasts interval ·
    (0.5 + u). Writes ``rsc_backoff_interval`` and ``rsc_backoff_time``.
    """
    if got_jobs > 0:
        project.rsc_backoff_interval = 0.0
        project.rsc_backoff_time = 0.0
        return
    if asked_s <= 0 or reason not in _FETCH_BACKOFF_REASONS:
        return
    if project.rsc_backoff_time > now:
        return  # a piggybacked request made while backed off: the backoff already runs
    if project.rsc_backoff_interval > 0:
        interval = min(project.rsc_backoff_interval * 2, WF_MAX_BACKOFF_INTERVAL)
    else:
        interval = WF_MIN_BACKOFF_INTERVAL
    project.rsc_backoff_interval = interval
    project.rsc_backoff_time = now + interval * (0.5 + rng.random())


def _project_rpc_backoff(project: Project, now: float, rng: random.Random) -> None:
    """BOINC's ``SCHEDULER_OP::project_rpc_backoff``, step for step.

    The master-refetch test runs *before* the count goes up, so the refetch is
    scheduled while handling the failure after the 10th (nrpc_failures == 10).
    """
    if project.master_fetch_failures >= MASTER_FETCH_RETRY_CAP:
        project.master_url_fetch_pending = True
        set_min_rpc_time(project, now + MASTER_FETCH_INTERVAL)
        return
    if project.nrpc_failures == MASTER_FETCH_PERIOD:
        project.master_url_fetch_pending = True
        project.min_rpc_time = 0.0
        project.nrpc_failures = 0
        project.master_fetch_failures += 1
    project.nrpc_failures += 1
    n = min(project.nrpc_failures, RETRY_CAP)
    u = rng.random()
    delay = calculate_exponential_backoff(n, SCHED_RETRY_DELAY_MIN, SCHED_RETRY_DELAY_MAX, u)
    set_min_rpc_time(project, now + delay)
