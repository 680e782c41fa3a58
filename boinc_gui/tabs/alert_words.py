"""An alert's sentence and a notification's text in the window's language (context ``alerts``).

The alert engine (core/alerts) has no Qt: it keeps its own English sentence in ``Alert.body``
for the alert log's file, and says what happened in a typed form (``Alert.said`` and its
``values``). The window words that here, with the language's numbers, dates and sizes
(QLocale's default, set by boinc_gui/i18n.py). An alert logged before the typed form was kept
has none and is shown in the English it was written in.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from boinc_gui.formatting import fill, format_bytes, format_short_date_time, translate
from boinc_gui.hosts.names import shown_host
from boinc_gui.i18n import status_text
from boinc_gui.problem_words import problem_words
from boinc_gui.tables.reasons import rough_span
from core.alerts.model import Alert, AlertKind, Notification, Said
from core.api.client import ConnectionProblem

__all__ = ["alert_text", "notification_text", "notification_title"]


def _count(a: Alert, name: str) -> int:
    value = a.value(name, 0.0)
    return int(value) if isinstance(value, float) else 0


def _number(a: Alert, name: str) -> float:
    value = a.value(name, 0.0)
    return value if isinstance(value, float) else 0.0


def alert_text(a: Alert) -> str:
    """What ``a`` says, in the window's language."""
    def s(name: str) -> str:  # a name or a word the core sent
        return str(a.value(name))

    if a.said is Said.TASK_FAILED:
        return fill(translate("alerts", "%1 (%2): %3"), s("task"), s("project"), status_text(s("status")))
    if a.said is Said.DEADLINE_MISS:
        return fill(translate("alerts", "%1 (%2) may miss its deadline (%3)"), s("task"), s("project"),
                    format_short_date_time(_number(a, "deadline")))
    if a.said is Said.DEADLINE_CLOSE:
        return fill(translate("alerts", "%1 (%2) would finish only %3 before its deadline (%4)"), s("task"),
                    s("project"), rough_span(_number(a, "slack_s")), format_short_date_time(_number(a, "deadline")))
    if a.said is Said.TASKS_FAILING:
        failed, span = _count(a, "failed"), rough_span(_number(a, "window_s"))
        if failed == 1:
            return fill(translate("alerts", "%1: 1 task failed in the last %2"), s("project"), span)
        return fill(translate("alerts", "%1: %n tasks failed in the last %2", None, failed), s("project"), span)
    if a.said is Said.RPCS_FAILING:
        failed = _count(a, "failed")
        if failed == 1:
            return fill(translate("alerts", "%1: 1 scheduler request failed"), s("project"))
        return fill(translate("alerts", "%1: %n scheduler requests in a row failed", None, failed), s("project"))
    if a.said is Said.DISK_NEAR:
        percent = QLocale().toString(100.0 * _number(a, "fraction"), "f", 0)
        return fill(translate("alerts", "Using %1 of the %2 the preferences allow (%3 %)"),
                    format_bytes(_number(a, "used")), format_bytes(_number(a, "limit")), percent)
    if a.said is Said.HOST_SILENT:
        kind = s("problem")  # the problem's kind when the core gave one, else its words as a known phrase
        facts = tuple(s(n) for n in ("fact", *(f"fact{i}" for i in range(2, 9))) if a.value(n, "\0") != "\0")
        error = problem_words(ConnectionProblem[kind], facts if s("fact") else (), s("error")) \
            if kind in ConnectionProblem.__members__ else QCoreApplication.translate("HostManager", s("error"))
        text = fill(translate("alerts", "%1 has not answered for %2"), shown_host(s("host")),
                    rough_span(_number(a, "silent_s")))
        return fill(translate("alerts", "%1 (%2)"), text, error) if error else text
    if a.said is Said.RULE:
        return s("text")  # the volunteer's own words
    return a.body


# The kinds' repeats as one notification says them ("3 tasks failed: a, b, c"; always more than one).
_MANY = {
    AlertKind.TASK_FAILED: lambda n: QCoreApplication.translate("alerts", "%n tasks failed: %1", None, n),
    AlertKind.PROJECT_FAILING: lambda n: QCoreApplication.translate("alerts", "%n projects keep failing: %1", None, n),
    AlertKind.DEADLINE_AT_RISK:
        lambda n: QCoreApplication.translate("alerts", "%n tasks may miss their deadlines: %1", None, n),
    AlertKind.DISK_NEAR_LIMIT:
        lambda n: QCoreApplication.translate("alerts", "%n disks near their limits: %1", None, n),
    AlertKind.HOST_UNREACHABLE:
        lambda n: QCoreApplication.translate("alerts", "%n computers not answering: %1", None, n),
    AlertKind.RULE: lambda n: QCoreApplication.translate("alerts", "%n rule messages: %1", None, n),
}


def notification_text(n: Notification) -> str:
    """A notification's body in the window's language: its one alert's sentence, or its kind's
    repeats counted with what they are about."""
    if not n.alerts:
        return n.body
    if n.count == 1 or len(n.kinds) != 1:
        return alert_text(n.alerts[0])
    kind = next(iter(n.kinds))
    names = ", ".join(dict.fromkeys(a.subject if a.subject and a.subject != "disk" else shown_host(a.host)
                                    for a in n.alerts))
    if len(names) > 200:
        names = names[:197] + "…"
    return fill(_MANY[kind](n.count), names)


def notification_title(n: Notification) -> str:
    """A notification's title with its kind's name and its computer in the window's language
    ("Aufgabe fehlgeschlagen: Dieser Computer", "Regel (×3)")."""
    for kind in n.kinds:
        if n.title.startswith(kind.title):
            rest = n.title[len(kind.title):]
            if rest.startswith(": "):
                rest = ": " + shown_host(rest[2:])
            return translate("alerts", kind.title) + rest
    return n.title
