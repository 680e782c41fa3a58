"""The engine's reasons in the volunteer's words, where the volunteer looks.

The engine explains every decision (STYLE.md 2: decisions carry their
reasons), but in the words of its formulas: "LTD -4 s … shortfall 51106
CPU-s", "keep at least disk_min_free_gb free". This module turns them into
sentences a volunteer reads without the source at hand, for the Projects
tooltip and Project Properties ("asking for work: its queue is below your
0.1-day minimum"), the Tasks "Why" column and the Disk tab; the numbers stay
available in tooltips. Preference names become the labels of the Preferences
dialog. Pure functions over snapshot rows; no Qt.
"""
from __future__ import annotations

import re

from boinc_gui.formatting import format_span
from boinc_gui.pref_fields import FIELDS
from core.api.snapshot import ProjectRow, TaskRow
from core.state.prefs import GlobalPrefs

_LABELS = {f.name: f"“{f.label}{' … ' + f.unit if f.unit and f.unit != 'bool' else ''}”" for f in FIELDS}
_PREF_NAME = re.compile(r"\b(" + "|".join(sorted(map(re.escape, _LABELS), key=len, reverse=True)) + r")\b")


def _gb(value: float) -> str:
    return f"{value:g} GB"


def plain_disk_words(text: str, prefs: GlobalPrefs | None) -> str:
    """The disk manager's explanation with its rule names said as the preferences they are."""
    p = prefs or GlobalPrefs()
    rules = {
        "keep at least disk_min_free_gb free": f"your preference to leave at least {_gb(p.disk_min_free_gb)} free",
        "use at most disk_max_used_pct of the disk":
            f"your preference to use no more than {p.disk_max_used_pct:g} % of the disk",
        "use at most disk_max_used_gb": f"your preference to use no more than {_gb(p.disk_max_used_gb)}",
    }
    for raw, words in rules.items():
        text = text.replace(raw, words)
    return pref_words(text)


def pref_words(text: str) -> str:
    """Any preference name left in ``text`` becomes its label in the Preferences dialog."""
    return _PREF_NAME.sub(lambda m: _LABELS[m.group(1)], text)


def rough_span(seconds: float) -> str:
    """A wait in the words a volunteer uses: "40 s", "12 min", "3 h", "2 days"."""
    s = max(seconds, 0.0)
    if s < 90:
        return f"{s:.0f} s"
    if s < 90 * 60:
        return f"{s / 60:.0f} min"
    if s < 36 * 3600:
        return f"{s / 3600:.0f} h"
    return f"{s / 86400:.0f} days"


def _days(value: float) -> str:
    return f"{value:g}-day"


# Work fetch's reasons as sentences, by their keys in ``ProjectRow.fetch_reasons`` (the names of
# core.policy.work_fetch.FetchReason and core.policy.rpc_backoff.DeferReason): the engine's own
# words for them may change without changing these.
_FETCH: dict[str, str] = {
    "fetch:BUFFER_FULL": "not asking: the queue already holds the {min} days of work you asked for",
    "fetch:PROJECT_HAS_ENOUGH": "not asking: it has more than its share of queued work",
    "fetch:LOWER_DEBT": "not asking yet: another project is owed more computer time and is asked first",
    "fetch:SUSPENDED": "not asking: you suspended it",
    "fetch:NO_NEW_TASKS": "not asking: you set it to get no new tasks",
    "fetch:ENDED": "not asking: the project has ended; you can remove it",
    "fetch:NON_CPU_INTENSIVE": "not asking: it is a non-CPU-intensive project",
    "fetch:ZERO_SHARE": "not asking: its resource share is 0, so it gets work only when no other project has any",
    "fetch:FETCH_BACKOFF": "not asking for a while: its recent requests brought no work",
    "fetch:DEADLINES_AT_RISK": "not asking: queued tasks are already at risk of missing their deadlines",
    "fetch:OVERWORKED": "not asking: it has had more than its share of computer time lately",
    "fetch:COMPUTING_SUSPENDED": "not asking: computing is suspended, so the queued tasks would only wait",
    "fetch:MAX_CONCURRENT": "not asking: it has enough work for the tasks its app_config.xml limit lets run at once",
}
_DEFERRED = ("fetch:RPC_BACKOFF", "defer:RPC_BACKOFF")  # scheduler contact deferred / backing off after failures


def project_sentence(p: ProjectRow, now: float, prefs: GlobalPrefs | None = None) -> str:
    """Why the project is (not) asking for work and when it is contacted next, in plain words."""
    reasons = [key for key, _words in p.fetch_reasons]
    min_days = (prefs or GlobalPrefs()).work_buf_min_days
    wait = p.rpc_deferred_until - now if p.rpc_deferred_until > now else 0.0
    parts: list[str] = []
    for reason, words in p.fetch_reasons:
        if reason == "fetch:CHOSEN":
            parts.append(f"asking for work: its queue is below your {_days(min_days)} minimum")
        elif reason in _DEFERRED:
            if p.rpc_failures > 0:
                parts.append(f"backed off for {rough_span(wait)} after {p.rpc_failures} failed "
                             f"request{'s' if p.rpc_failures != 1 else ''}")
            elif reason == "fetch:RPC_BACKOFF" and "defer:REQUEST_DELAY" not in reasons:
                parts.append(f"waiting {rough_span(wait)} before contacting the project again")
        elif reason == "defer:REQUEST_DELAY":
            parts.append(f"the project asked for {rough_span(wait)} between requests" if wait else
                         "the project asked for a pause between requests")
        elif reason in _FETCH:
            parts.append(_FETCH[reason].format(min=f"{min_days:g}"))
        else:  # a reason without a sentence of its own: the engine's words
            parts.append(words)
    if not parts:
        if p.suspended:
            return "not asking: you suspended it"
        return "no work-fetch decision yet" if not p.fetch_detail else pref_words(p.fetch_detail)
    text = "; ".join(dict.fromkeys(parts))
    return text[0].upper() + text[1:]


def project_numbers(p: ProjectRow, now: float) -> str:
    """The figures behind ``project_sentence``, for its tooltip."""
    lines = [f"Work fetch: {p.fetch_detail or p.fetch_reason or '—'}",
             f"Scheduling priority (debt): {p.priority:+.1f} CPU s · long-term debt {p.long_term_debt:+.1f} s",
             f"Resource share {p.resource_share:g} ({p.share_fraction * 100:.2f}%)"]
    if p.rpc_deferred_until > now:
        lines.append(f"Next contact in {format_span(p.rpc_deferred_until - now)}"
                     + (f" · {p.rpc_failures} failed requests" if p.rpc_failures else ""))
    return "\n".join(lines)


# BOINC's suspend reasons (core.state.enums.SuspendReason words) as what the volunteer did or set.
_SUSPENDED: dict[str, str] = {
    "user request": "you suspended computing (Activity menu)",
    "computer is in use": "you are using the computer, and your preferences pause computing then",
    "no recent user activity": "no one has used the computer lately, and your preferences compute only while in use",
    "CPU is busy": "other programs keep the CPUs busy beyond the limit in your preferences",
    "on batteries": "the computer runs on batteries, and your preferences pause computing then",
    "time of day": "your preferences allow computing only at other times of day",
    "initial delay": "computing starts a little after the client starts",
    "CPU benchmarks in progress": "the CPU benchmarks are running",
    "need disk space - check preferences": "the client needs more disk space than your preferences allow",
}


def task_status(t: TaskRow) -> str:
    """The Status column: short, as it has no room for a reason; the reason goes to Why."""
    head, sep, _reason = t.status.partition(" - ")
    return head if sep and head.endswith("Suspended") else t.status


def suspension_words(t: TaskRow) -> str:
    """Why a suspended task does not run, in words; "" when it is not suspended."""
    status = t.status
    if status.startswith("Project suspended by user"):
        return "Suspended: you suspended its project"
    if status.startswith("Task suspended by user"):
        return "Suspended: you suspended this task"
    head, sep, reason = status.partition(" - ")
    if sep and head.endswith("Suspended"):
        return "Suspended: " + _SUSPENDED.get(reason.strip(), reason.strip())
    return ""


_SLICE = re.compile(r"^running: its time slice has (\d+) s left$")
_MOST = re.compile(r"^running: (.+) has the (?:highest REC priority|largest debt) \([^)]*\) and (.+)$")
_LOWER = re.compile(r"^waiting: (.+) has lower (?:REC priority|debt) \([^)]*\) than (.+) \([^)]*\)$")
_LATE = re.compile(r"^running first: under round-robin it would miss its deadline by (\d+) s$")
_CLOSE = re.compile(r"^running first: under round-robin it would end only (\d+) s before its deadline, .*$")
_LIMIT = re.compile(r"^waiting: at most (\d+) tasks of (.+) may run at once \(max_concurrent in app_config.xml\)$")


def plain_schedule_words(why: str) -> str:
    """The CPU scheduler's verdict (core.policy.words) without debt, REC or CPU-seconds."""
    if m := _SLICE.match(why):
        return f"running: it keeps its CPU for its time slice, about {rough_span(float(m.group(1)))} more"
    if m := _MOST.match(why):
        return f"running: {m.group(1)} is owed the most computer time for its resource share, so it {m.group(2)}"
    if m := _LOWER.match(why):
        return f"waiting: {m.group(2)} is owed more computer time than {m.group(1)} for its resource share"
    if m := _LATE.match(why):
        return (f"running first: taking turns with the other tasks it would finish "
                f"{rough_span(float(m.group(1)))} after its deadline")
    if m := _CLOSE.match(why):
        return (f"running first: taking turns it would finish only {rough_span(float(m.group(1)))} before "
                "its deadline, closer than your work buffer's minimum")
    if m := _LIMIT.match(why):
        return f"waiting: at most {m.group(1)} tasks of {m.group(2)} may run at once (your app_config.xml limit)"
    return why


def task_why(t: TaskRow) -> str:
    """The Tasks "Why" column: a suspension's reason first, else the scheduler's sentence in
    plain words, or what a finished task waits for."""
    suspended = suspension_words(t)
    if suspended:  # the scheduler's last verdict ("its time slice has ...") is stale while suspended
        return suspended
    if t.why:
        why = plain_schedule_words(t.why)
        return why[0].upper() + why[1:]
    status = t.status
    if status.startswith("Ready to report"):
        return "Done: it is reported at the next scheduler contact"
    if status.startswith("Uploading"):
        return "Done: its result is being sent to the project"
    if status.startswith("Downloading"):
        return "Its input files are being downloaded"
    if status.startswith("Ready to start"):
        return "Queued: it starts when a CPU is free and its turn comes"
    if t.finished:
        return "Finished"
    return ""
