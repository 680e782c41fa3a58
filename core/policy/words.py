"""Explanations formatted only when someone reads them.

Every policy decision carries sentences for the volunteer ("why is this task
waiting?", "why no work from X?"). The live client makes a few decisions a
minute and the manager reads them; the emulator makes thousands a second and
reads none, and formatting the numbers was a good part of its time. A ``LazyText``
holds a formatting function and the values it needs, captured at decision time
(numbers, enum members and strings, never the mutable state objects), and calls
it once, on first read. The sentences of work fetch, CPU scheduling and the
scheduler-RPC choice are the formatting functions below.

Reads and writes nothing outside itself.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any


class LazyText:
    """``words(*args)``, computed on first ``str()`` and then remembered.

    Compares and hashes as its text, so a decision holding one compares equal
    to the same decision holding the formatted string.
    """

    __slots__ = ("_words", "_args", "_text")

    def __init__(self, words: Callable[..., str], *args: Any) -> None:
        self._words: Callable[..., str] | None = words
        self._args: tuple[Any, ...] = args
        self._text = ""

    def __str__(self) -> str:
        words = self._words
        if words is not None:
            # The arguments stay: a second thread reading at the same moment
            # formats the same text again rather than failing.
            self._text = words(*self._args)
            self._words = None
        return self._text

    def __repr__(self) -> str:
        return repr(str(self))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (LazyText, str)):
            return str(self) == str(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(str(self))


def text(value: str | LazyText) -> str:
    """The sentence, formatting it now if it was deferred."""
    return value if isinstance(value, str) else str(value)


# ---- work fetch (core.policy.work_fetch) ----


def buffer_words(policy: str, total_wall: float, low: float, high: float, idle_at_low: float,
                 ncpus: int, idle_now: bool) -> str:
    return (
        f"{policy}: queued work lasts {total_wall:.0f} s (low mark {low:.0f} s, "
        f"high mark {high:.0f} s); {idle_at_low:g} of {ncpus} CPUs idle at the low mark"
        + ("; a CPU is idle now" if idle_now else "")
    )


def v4_words(min_results: int, s: float, t: float, rate: float, req: float, debt: float) -> str:
    return (
        f"min_results {min_results}, ETTPRC {s:.0f} s against T {t:.0f} s, "
        f"avg_proc_rate {rate:.3g}, work_request {req:.0f} CPU-s, "
        f"resource debt {debt:.3g}"
    )


def wf1_words(queued_cpu_s: float, njobs: int, target: float) -> str:
    return f"{queued_cpu_s:.0f} CPU-s in {njobs} jobs queued against a share of the high mark of {target:.0f} CPU-s"


def wf2_words(ltd: float, wall_s: float, net: float, shortfall: float, project_shortfall: float) -> str:
    return (
        f"LTD {ltd:.0f} s, queue lasts {wall_s:.0f} s at its share, "
        f"net {net:.0f} s; shortfall {shortfall:.0f} CPU-s in all, "
        f"{project_shortfall:.0f} CPU-s for this project"
    )


def rec_fetch_words(rec: float, prio: float, busy_s: float, low: float, shortfall: float) -> str:
    return (
        f"REC {rec:.3g}, fetch priority {prio:+.3f}; CPUs busy for "
        f"{busy_s:.0f} s (low mark {low:.0f} s), shortfall {shortfall:.0f} CPU-s"
    )


# ---- CPU scheduling verdicts (core.policy.cpu_sched) ----

HOW_OF_CLASS = ("keeps its running task", "resumes its preempted task", "starts its earliest-deadline job")
"""What a pick does, by candidate class (running, preempted, new)."""


def priority_text(rec: bool, value: float) -> str:
    return f"{value:+.3f}" if rec else f"{value:+.0f} s"


def late_words(late: float) -> str:
    if late > 0:
        return f"running first: under round-robin it would miss its deadline by {late:.0f} s"
    # rr_sim's computation deadline lies the work buffer's low mark before the report deadline
    return (f"running first: under round-robin it would end only {-late:.0f} s before its deadline, "
            "less than the work buffer's low mark")


def slice_words(left: float) -> str:
    return f"running: its time slice has {left:.0f} s left"


def priority_words(name: str, rec: bool, debt: float, cls: int) -> str:
    most = "highest REC priority" if rec else "largest debt"
    return f"running: {name} has the {most} ({priority_text(rec, debt)}) and {HOW_OF_CLASS[cls]}"


def behind_words(name: str) -> str:
    return f"waiting: {name}'s share goes to its running or earlier-deadline jobs"


def lower_words(name: str, rec: bool, a: float, other: str, b: float) -> str:
    less = "REC priority" if rec else "debt"
    return (f"waiting: {name} has lower {less} ({priority_text(rec, a)}) "
            f"than {other} ({priority_text(rec, b)})")


def limit_words(limit: int, what: str) -> str:
    return f"waiting: at most {limit} tasks of {what} may run at once (max_concurrent in app_config.xml)"


def needs_words(ncpus: float, free: float) -> str:
    return f"waiting: needs {ncpus:g} CPUs, {free:g} free"


# ---- scheduler RPC choice (core.policy.rpc_backoff) ----


def rpc_choice_words(reason: str, why: str, nreport: int, asking_s: float | None) -> str:
    return f"{reason}: {why}; reporting {nreport} tasks" + (
        f"; asking for {asking_s:.0f} CPU-s" if asking_s is not None else ""
    )
