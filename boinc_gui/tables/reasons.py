"""The engine's reasons in the volunteer's words, where the volunteer looks.

The engine explains every decision (STYLE.md 2: decisions carry their
reasons), but in the words of its formulas: "LTD -4 s … shortfall 51106
CPU-s", "keep at least disk_min_free_gb free". This module turns them into
sentences a volunteer reads without the source at hand, for the Projects
tooltip and Project Properties ("asking for work: its queue is below your
0.1-day minimum"), the Tasks "Why" column and the Disk tab; the numbers stay
available in tooltips. Preference names become the labels of the Preferences
dialog. Pure functions over snapshot rows; their sentences are translated (context
``reasons``) where they are made, in the window's language.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from boinc_gui.formatting import fill, format_number, format_span, translate
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.pref_fields import FIELDS, FieldSpec, field_label, field_unit
from boinc_gui.tables.figure_words import fetch_figures
from boinc_gui.tables.suspend_words import reason_text

if TYPE_CHECKING:  # types only: the snapshot's and the commands' dataclasses load with the engine (issue 36)
    from core.api.snapshot import ProjectRow, TaskRow
    from core.state.prefs import GlobalPrefs


def _default_prefs() -> GlobalPrefs:
    """BOINC's defaults (the preferences' dataclasses load with the first snapshot, not with the
    tables before the window is complete: issue 36)."""
    from core.state.prefs import GlobalPrefs

    return GlobalPrefs()

_FIELDS = {f.name: f for f in FIELDS}
_PREF_NAME = re.compile(r"\b(" + "|".join(sorted(map(re.escape, _FIELDS), key=len, reverse=True)) + r")\b")


def _label(f: FieldSpec) -> str:
    """A preference as the Preferences dialog names it, quoted: “Use at most … % of the CPUs”."""
    unit = field_unit(f)
    return fill(translate("reasons", "“%1”"), field_label(f) + (" … " + unit if unit else ""))


def _num(value: float) -> str:
    """A figure as ``%g`` writes it, in the language's digits ("0,1" in German)."""
    return QLocale().toString(float(value), "g", 6)


def _signed(value: float) -> str:
    """A figure with one decimal and its sign, in the language's digits ("+12,5")."""
    return ("+" if value >= 0 else "") + format_number(value, 1)


def _gb(value: float) -> str:
    return f"{_num(value)} GB"


def plain_disk_words(text: str, prefs: GlobalPrefs | None) -> str:
    """The disk manager's explanation with its rule names said as the preferences they are."""
    p = prefs or _default_prefs()
    rules = {
        "keep at least disk_min_free_gb free": fill(
            translate("reasons", "your preference to leave at least %1 free"), _gb(p.disk_min_free_gb)
        ),
        "use at most disk_max_used_pct of the disk": fill(
            translate("reasons", "your preference to use no more than %1 % of the disk"), _num(p.disk_max_used_pct)
        ),
        "use at most disk_max_used_gb": fill(
            translate("reasons", "your preference to use no more than %1"), _gb(p.disk_max_used_gb)
        ),
    }
    for raw, words in rules.items():
        text = text.replace(raw, words)
    return pref_words(text)


def pref_words(text: str) -> str:
    """Any preference name left in ``text`` becomes its label in the Preferences dialog."""
    return _PREF_NAME.sub(lambda m: _label(_FIELDS[m.group(1)]), text)


def rough_span(seconds: float) -> str:
    """A wait in the words a volunteer uses: "40 s", "12 min", "3 h", "2 days"."""
    s = max(seconds, 0.0)
    if s < 90:
        return fill(translate("reasons", "%1 s"), f"{s:.0f}")
    if s < 90 * 60:
        return fill(translate("reasons", "%1 min"), f"{s / 60:.0f}")
    if s < 36 * 3600:
        return fill(translate("reasons", "%1 h"), f"{s / 3600:.0f}")
    return fill(translate("reasons", "%1 days"), f"{s / 86400:.0f}")


# Work fetch's reasons as sentences, by their keys in ``ProjectRow.fetch_reasons`` (the names of
# core.policy.work_fetch.FetchReason and core.policy.rpc_backoff.DeferReason): the engine's own
# words for them may change without changing these.
_FETCH: dict[str, str] = {
    "fetch:BUFFER_FULL": QT_TRANSLATE_NOOP(
        "reasons", "not asking: the queue already holds the {min} days of work you asked for"
    ),
    "fetch:PROJECT_HAS_ENOUGH": QT_TRANSLATE_NOOP("reasons", "not asking: it has more than its share of queued work"),
    "fetch:LOWER_DEBT": QT_TRANSLATE_NOOP(
        "reasons", "not asking yet: another project is owed more computer time and is asked first"
    ),
    "fetch:SUSPENDED": QT_TRANSLATE_NOOP("reasons", "not asking: you suspended it"),
    "fetch:NO_NEW_TASKS": QT_TRANSLATE_NOOP("reasons", "not asking: you set it to get no new tasks"),
    "fetch:ENDED": QT_TRANSLATE_NOOP("reasons", "not asking: the project has ended; you can remove it"),
    "fetch:NON_CPU_INTENSIVE": QT_TRANSLATE_NOOP("reasons", "not asking: it is a non-CPU-intensive project"),
    "fetch:ZERO_SHARE": QT_TRANSLATE_NOOP(
        "reasons", "not asking: its resource share is 0, so it gets work only when no other project has any"
    ),
    "fetch:FETCH_BACKOFF": QT_TRANSLATE_NOOP("reasons", "not asking for a while: its recent requests brought no work"),
    "fetch:DEADLINES_AT_RISK": QT_TRANSLATE_NOOP(
        "reasons", "not asking: queued tasks are already at risk of missing their deadlines"
    ),
    "fetch:OVERWORKED": QT_TRANSLATE_NOOP(
        "reasons", "not asking: it has had more than its share of computer time lately"
    ),
    "fetch:COMPUTING_SUSPENDED": QT_TRANSLATE_NOOP(
        "reasons", "not asking: computing is suspended, so the queued tasks would only wait"
    ),
    "fetch:MAX_CONCURRENT": QT_TRANSLATE_NOOP(
        "reasons", "not asking: it has enough work for the tasks its app_config.xml limit lets run at once"
    ),
}
# The scheduler contact's other reasons (core.policy.rpc_backoff.DeferReason), said the same way.
_FETCH_MORE: dict[str, str] = {
    "defer:NONE": QT_TRANSLATE_NOOP("reasons", "nothing to wait for"),
    "defer:SUSPENDED": QT_TRANSLATE_NOOP("reasons", "not contacted: you suspended it"),
    "defer:NETWORK_SUSPENDED": QT_TRANSLATE_NOOP("reasons", "not contacted: network activity is suspended"),
    "defer:MASTER_FETCH_WAIT": QT_TRANSLATE_NOOP(
        "reasons", "its list of schedulers could not be read; tried again daily"
    ),
    "defer:OTHER_PROJECT_FIRST": QT_TRANSLATE_NOOP("reasons", "another project is contacted first"),
    "defer:REPORT_NOT_DUE": QT_TRANSLATE_NOOP("reasons", "its finished tasks are not due for reporting yet"),
    "defer:WORK_FETCH_NOT_DUE": QT_TRANSLATE_NOOP("reasons", "waiting for the next check for work"),
}
_DEFERRED = ("fetch:RPC_BACKOFF", "defer:RPC_BACKOFF")  # scheduler contact deferred / backing off after failures


def project_sentence(p: ProjectRow, now: float, prefs: GlobalPrefs | None = None) -> str:
    """Why the project is (not) asking for work and when it is contacted next, in plain words."""
    reasons = [key for key, _words in p.fetch_reasons]
    min_days = (prefs or _default_prefs()).work_buf_min_days
    wait = p.rpc_deferred_until - now if p.rpc_deferred_until > now else 0.0
    parts: list[str] = []
    for reason, words in p.fetch_reasons:
        if reason == "fetch:CHOSEN":
            parts.append(fill(translate("reasons", "asking for work: its queue is below your %1-day minimum"),
                              _num(min_days)))
        elif reason in _DEFERRED:
            if p.rpc_failures == 1:
                parts.append(fill(translate("reasons", "backed off for %1 after a failed request"), rough_span(wait)))
            elif p.rpc_failures > 1:
                parts.append(fill(translate("reasons", "backed off for %1 after %2 failed requests"),
                                  rough_span(wait), p.rpc_failures))
            elif reason == "fetch:RPC_BACKOFF" and "defer:REQUEST_DELAY" not in reasons:
                parts.append(fill(translate("reasons", "waiting %1 before contacting the project again"),
                                  rough_span(wait)))
        elif reason == "defer:REQUEST_DELAY":
            parts.append(fill(translate("reasons", "the project asked for %1 between requests"), rough_span(wait))
                         if wait else translate("reasons", "the project asked for a pause between requests"))
        elif reason in _FETCH:
            parts.append(translate("reasons", _FETCH[reason]).format(min=_num(min_days)))
        elif reason in _FETCH_MORE:
            parts.append(translate("reasons", _FETCH_MORE[reason]))
        else:  # a reason the window does not know yet (a newer engine): the engine's words
            parts.append(words)
    if not parts:
        if p.suspended:
            return translate("reasons", "not asking: you suspended it")
        return translate("reasons", "no work-fetch decision yet") if not p.fetch_detail else pref_words(p.fetch_detail)
    text = "; ".join(dict.fromkeys(parts))
    return text[0].upper() + text[1:]


def project_numbers(p: ProjectRow, now: float) -> str:
    """The figures behind ``project_sentence``, for its tooltip."""
    figures = fetch_figures(p.fetch_detail)  # the policy's numbers; the sentence above says the reason
    lines = [fill(translate("reasons", "Work fetch: %1"), figures)] if figures else []
    lines += [fill(translate("reasons", "Scheduling priority (debt): %1 CPU s · long-term debt %2 s"),
                   _signed(p.priority), _signed(p.long_term_debt)),
              fill(translate("reasons", "Resource share %1 (%2%)"), _num(p.resource_share),
                   format_number(p.share_fraction * 100, 2))]
    if p.rpc_deferred_until > now:
        lines.append(fill(translate("reasons", "Next contact in %1"), format_span(p.rpc_deferred_until - now))
                     + (fill(translate("reasons", " · failed requests: %1"), p.rpc_failures) if p.rpc_failures else ""))
    return "\n".join(lines)


# BOINC's suspend reasons (core.state.enums.SuspendReason words) as what the volunteer did or set.
_SUSPENDED: dict[str, str] = {
    "user request": QT_TRANSLATE_NOOP("reasons", "you suspended computing (Activity menu)"),
    "computer is in use": QT_TRANSLATE_NOOP(
        "reasons", "you are using the computer, and your preferences pause computing then"
    ),
    "no recent user activity": QT_TRANSLATE_NOOP(
        "reasons", "no one has used the computer lately, and your preferences compute only while in use"
    ),
    "CPU is busy": QT_TRANSLATE_NOOP(
        "reasons", "other programs keep the CPUs busy beyond the limit in your preferences"
    ),
    "on batteries": QT_TRANSLATE_NOOP(
        "reasons", "the computer runs on batteries, and your preferences pause computing then"
    ),
    "time of day": QT_TRANSLATE_NOOP("reasons", "your preferences allow computing only at other times of day"),
    "initial delay": QT_TRANSLATE_NOOP("reasons", "computing starts a little after the client starts"),
    "CPU benchmarks in progress": QT_TRANSLATE_NOOP("reasons", "the CPU benchmarks are running"),
    "need disk space - check preferences": QT_TRANSLATE_NOOP(
        "reasons", "the client needs more disk space than your preferences allow"
    ),
}


def task_status(t: TaskRow) -> str:
    """The Status column: short, as it has no room for a reason; the reason goes to Why."""
    head, sep, _reason = t.status.partition(" - ")
    return head if sep and head.endswith("Suspended") else t.status


def suspension_words(t: TaskRow) -> str:
    """Why a suspended task does not run, in words; "" when it is not suspended."""
    status = t.status
    if status.startswith("Project suspended by user"):
        return translate("reasons", "Suspended: you suspended its project")
    if status.startswith("Task suspended by user"):
        return translate("reasons", "Suspended: you suspended this task")
    head, sep, reason = status.partition(" - ")
    if sep and head.endswith("Suspended"):
        known = _SUSPENDED.get(reason.strip())
        return fill(translate("reasons", "Suspended: %1"),
                    translate("reasons", known) if known else reason_text(reason.strip()))
    return ""


_SLICE = re.compile(r"^running: its time slice has (\d+) s left$")
_MOST = re.compile(r"^running: (.+) has the (?:highest REC priority|largest debt) \([^)]*\) and (.+)$")
_LOWER = re.compile(r"^waiting: (.+) has lower (?:REC priority|debt) \([^)]*\) than (.+) \([^)]*\)$")
_LATE = re.compile(r"^running first: under round-robin it would miss its deadline by (\d+) s$")
_CLOSE = re.compile(r"^running first: under round-robin it would end only (\d+) s before its deadline, .*$")
_LIMIT = re.compile(r"^waiting: at most (\d+) tasks of (.+) may run at once \(max_concurrent in app_config.xml\)$")
_BEHIND = re.compile(r"^waiting: (.+)'s share goes to its running or earlier-deadline jobs$")
_NEEDS = re.compile(r"^waiting: needs ([\d.e+-]+) CPUs, ([\d.e+-]+) free$")
_TOO_MANY = re.compile(r"^waiting: needs ([\d.e+-]+) CPUs but only (\d+) may be used$")
_POSTPONED = re.compile(r"^waiting: postponed by the app \((.*)\)$")
_PROJECT_OFF = re.compile(r"^waiting: project (.+) is suspended$")
_NO_GPU_TYPE = re.compile(r"^waiting: needs a (\S+) GPU, which this computer does not have$")
_GPU_RAM = re.compile(r"^waiting: needs (\d+) MB of GPU memory, the device has (\d+) MB$")
_GPU_EXCLUDED = re.compile(r"^waiting: every (\S+) device is excluded for its app \(cc_config.xml <exclude_gpu>\)$")
_GPU_FULL = re.compile(r"^waiting: no (\S+) GPU with room for ([\d.e+-]+) of a device$")
_GPU_GONE = re.compile(r"^waiting: its (\S+) device (\d+) is gone and no other has room$")
_GPU_JOB = re.compile(r"^GPU job: ([\d.e+-]+) of (\S+) device (\d+)$")
# What a pick does (core.policy.words.HOW_OF_CLASS), the end of "... is owed the most ..., so it %2".
_HOW: dict[str, str] = {
    "keeps its running task": QT_TRANSLATE_NOOP("reasons", "keeps its running task"),
    "resumes its preempted task": QT_TRANSLATE_NOOP("reasons", "resumes its preempted task"),
    "starts its earliest-deadline job": QT_TRANSLATE_NOOP("reasons", "starts its earliest-deadline job"),
}
# The verdicts without figures, whole.
_WHOLE: dict[str, str] = {
    "waiting: every CPU runs a job whose deadline is at risk or whose time slice is not over":
        QT_TRANSLATE_NOOP("reasons", "waiting: every CPU runs a task whose deadline is at risk or whose time slice "
                                     "is not over"),
    "preempted before its time slice ended: its CPU is needed by a job whose deadline is at risk":
        QT_TRANSLATE_NOOP("reasons", "stopped before its time slice ended: a task whose deadline is at risk needs "
                                     "its CPU"),
    "preempted before its time slice ended: fewer CPUs may be used than tasks were running":
        QT_TRANSLATE_NOOP("reasons", "stopped before its time slice ended: fewer CPUs may be used than tasks were "
                                     "running"),
    "waiting: computing is suspended (run mode: never)":
        QT_TRANSLATE_NOOP("reasons", "waiting: computing is suspended (Activity: never)"),
    "waiting: GPU computing is suspended": QT_TRANSLATE_NOOP("reasons", "waiting: GPU computing is suspended"),
    "waiting: suspended by the user": QT_TRANSLATE_NOOP("reasons", "waiting: you suspended it"),
    "waiting: input files are not downloaded yet":
        QT_TRANSLATE_NOOP("reasons", "waiting: its input files are not downloaded yet"),
    "finished": QT_TRANSLATE_NOOP("reasons", "finished"),
}


def plain_schedule_words(why: str) -> str:
    """The CPU scheduler's verdict (core.policy.words) without debt, REC or CPU-seconds."""
    if m := _SLICE.match(why):
        return fill(translate("reasons", "running: it keeps its CPU for its time slice, about %1 more"),
                    rough_span(float(m.group(1))))
    if m := _MOST.match(why):
        how = _HOW.get(m.group(2))
        return fill(translate("reasons", "running: %1 is owed the most computer time for its resource share, so it %2"),
                    m.group(1), translate("reasons", how) if how else m.group(2))
    if m := _LOWER.match(why):
        return fill(translate("reasons", "waiting: %1 is owed more computer time than %2 for its resource share"),
                    m.group(2), m.group(1))
    if m := _LATE.match(why):
        return fill(translate("reasons", "running first: taking turns with the other tasks it would finish "
                                         "%1 after its deadline"), rough_span(float(m.group(1))))
    if m := _CLOSE.match(why):
        return fill(translate("reasons", "running first: taking turns it would finish only %1 before "
                                         "its deadline, closer than your work buffer's minimum"),
                    rough_span(float(m.group(1))))
    if m := _LIMIT.match(why):
        return fill(translate("reasons", "waiting: at most %1 tasks of %2 may run at once (your app_config.xml limit)"),
                    m.group(1), m.group(2))
    return _more_schedule_words(why)


def _more_schedule_words(why: str) -> str:
    """The CPU scheduler's other verdicts (core/policy/cpu_sched.py), in the window's language."""
    if why in _WHOLE:
        return translate("reasons", _WHOLE[why])
    if m := _BEHIND.match(why):
        return fill(translate("reasons", "waiting: %1's CPU time goes to its running tasks or those due sooner"),
                    m.group(1))
    if m := _NEEDS.match(why):
        return fill(translate("reasons", "waiting: needs %1 CPUs, %2 free"), _num(float(m.group(1))),
                    _num(float(m.group(2))))
    if m := _TOO_MANY.match(why):
        return fill(translate("reasons", "waiting: needs %1 CPUs, but your preferences let the client use only %2"),
                    _num(float(m.group(1))), m.group(2))
    if m := _POSTPONED.match(why):
        return fill(translate("reasons", "waiting: its app asked to be started again later (%1)"), m.group(1))
    if m := _PROJECT_OFF.match(why):
        return fill(translate("reasons", "waiting: you suspended its project %1"), m.group(1))
    if m := _NO_GPU_TYPE.match(why):
        return fill(translate("reasons", "waiting: needs a %1 GPU, which this computer does not have"), m.group(1))
    if m := _GPU_RAM.match(why):
        return fill(translate("reasons", "waiting: needs %1 MB of GPU memory; the device has %2 MB"),
                    m.group(1), m.group(2))
    if m := _GPU_EXCLUDED.match(why):
        return fill(translate("reasons", "waiting: every %1 device is excluded for its app (cc_config.xml)"),
                    m.group(1))
    if m := _GPU_FULL.match(why):
        return fill(translate("reasons", "waiting: no %1 GPU has room for %2 of a device"), m.group(1),
                    _num(float(m.group(2))))
    if m := _GPU_GONE.match(why):
        return fill(translate("reasons", "waiting: its %1 device %2 is gone and no other has room"), m.group(1),
                    m.group(2))
    if m := _GPU_JOB.match(why):
        return fill(translate("reasons", "running: GPU task, %1 of %2 device %3"), _num(float(m.group(1))),
                    m.group(2), m.group(3))
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
        return translate("reasons", "Done: it is reported at the next scheduler contact")
    if status.startswith("Uploading"):
        return translate("reasons", "Done: its result is being sent to the project")
    if status.startswith("Downloading"):
        return translate("reasons", "Its input files are being downloaded")
    if status.startswith("Ready to start"):
        return translate("reasons", "Queued: it starts when a CPU is free and its turn comes")
    if t.finished:
        return translate("reasons", "Finished")
    return ""
