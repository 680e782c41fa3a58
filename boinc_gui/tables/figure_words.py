"""The engine's figures behind a row's sentence, in the window's language (context ``figures``).

A task's and a project's tooltip say why in plain words (boinc_gui/tables/reasons.py) and then
the figures the decision was made on, for whoever wants the formula. The engine writes both
as one English sentence (core/policy/words.py: the CPU scheduler's verdicts and the work-fetch
policies' numbers); the forms below find the figures in it and say them in the window's
language, numbers in its digits. A sentence of no form here has no figures beyond its words:
no line is shown for it. BOINC's own variable names (LTD, REC, ETTPRC, min_results…) stay as
BOINC's documentation writes them.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale

from boinc_gui.formatting import fill
from boinc_gui.i18n import QT_TRANSLATE_NOOP

__all__ = ["fetch_figures", "verdict_figures"]

_N = r"([-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?)"  # a figure as the engine prints it (%.0f, %+.3f, %.3g)

# The work-fetch policies' numbers (wf1_words, wf2_words, rec_fetch_words, v4_words): the end
# of a project's work-fetch detail, after its reason (which the sentence above says).
_FETCH: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"{_N} CPU-s in (\d+) jobs queued against a share of the high mark of {_N} CPU-s$"),
     QT_TRANSLATE_NOOP("figures", "%1 CPU-s queued in %2 tasks, against a share of the high mark of %3 CPU-s")),
    (re.compile(rf"LTD {_N} s, queue lasts {_N} s at its share, net {_N} s; "
                rf"shortfall {_N} CPU-s in all, {_N} CPU-s for this project$"),
     QT_TRANSLATE_NOOP("figures", "LTD %1 s; the queue lasts %2 s at its share, net %3 s; "
                                  "shortfall %4 CPU-s in all, %5 CPU-s for this project")),
    (re.compile(rf"REC {_N}, fetch priority {_N}; CPUs busy for {_N} s \(low mark {_N} s\), shortfall {_N} CPU-s$"),
     QT_TRANSLATE_NOOP("figures", "REC %1, fetch priority %2; the CPUs are busy for %3 s (low mark %4 s); "
                                  "shortfall %5 CPU-s")),
    (re.compile(rf"min_results {_N}, ETTPRC {_N} s against T {_N} s, avg_proc_rate {_N}, "
                rf"work_request {_N} CPU-s, resource debt {_N}$"),
     QT_TRANSLATE_NOOP("figures", "min_results %1; ETTPRC %2 s against T %3 s; avg_proc_rate %4; "
                                  "work_request %5 CPU-s; resource debt %6")),
)

# The CPU scheduler's verdicts that hold figures their plain sentence rounds or leaves out
# (priority_words, lower_words, slice_words, late_words).
_MOST = re.compile(rf"^running: (.+) has the (highest REC priority|largest debt) \({_N}( s)?\) and .+$")
_LOWER = re.compile(rf"^waiting: (.+) has lower (REC priority|debt) \({_N}( s)?\) than (.+) \({_N}( s)?\)$")
_SLICE = re.compile(rf"^running: its time slice has {_N} s left$")
_LATE = re.compile(rf"^running first: under round-robin it would miss its deadline by {_N} s$")
_CLOSE = re.compile(rf"^running first: under round-robin it would end only {_N} s before its deadline, .*$")


def _tr(text: str) -> str:
    return QCoreApplication.translate("figures", text) or text


def _figure(text: str) -> str:
    """A figure as the engine printed it, in the language's digits (its decimals and sign kept)."""
    value = float(text)
    decimals = len(text.split(".", 1)[1]) if "." in text and "e" not in text.lower() else 0
    shown = QLocale().toString(value, "f", decimals) if "e" not in text.lower() else QLocale().toString(value, "g", 3)
    return ("+" + shown) if text.startswith("+") else shown


_ASKED = re.compile(rf"^asked for work: {_N} CPU-s; ")  # the head of the chosen project's detail


def fetch_figures(detail: str) -> str:
    """The figures of a project's work-fetch detail in the window's language ("" when it holds none)."""
    for pattern, form in _FETCH:
        m = pattern.search(detail)
        if m is not None:
            figures = fill(_tr(form), *(_figure(g) if g and g[-1].isdigit() else g for g in m.groups()))
            if asked := _ASKED.match(detail):
                return fill(_tr(QT_TRANSLATE_NOOP("figures", "asking for %1 CPU-s; %2")), _figure(asked.group(1)),
                            figures)
            return figures
    return ""


def _priority(kind: str, value: str) -> str:
    """A debt (seconds) or a REC priority, named in the window's language."""
    if kind in ("largest debt", "debt"):
        return fill(_tr(QT_TRANSLATE_NOOP("figures", "debt %1 s")), _figure(value))
    return fill(_tr(QT_TRANSLATE_NOOP("figures", "REC priority %1")), _figure(value))


def verdict_figures(why: str) -> str:
    """The figures of a CPU-scheduler verdict in the window's language ("" when it holds none
    beyond its plain sentence)."""
    if m := _MOST.match(why):
        return fill(_tr(QT_TRANSLATE_NOOP("figures", "%1: %2")), m.group(1), _priority(m.group(2), m.group(3)))
    if m := _LOWER.match(why):
        return fill(_tr(QT_TRANSLATE_NOOP("figures", "%1: %2; %3: %4")), m.group(1),
                    _priority(m.group(2), m.group(3)), m.group(5), _priority(m.group(2), m.group(6)))
    if m := _SLICE.match(why):
        return fill(_tr(QT_TRANSLATE_NOOP("figures", "time slice left: %1 s")), _figure(m.group(1)))
    if m := _LATE.match(why):
        return fill(_tr(QT_TRANSLATE_NOOP("figures", "under round-robin: %1 s after its deadline")),
                    _figure(m.group(1)))
    if m := _CLOSE.match(why):
        return fill(_tr(QT_TRANSLATE_NOOP("figures", "under round-robin: %1 s before its deadline")),
                    _figure(m.group(1)))
    return ""
