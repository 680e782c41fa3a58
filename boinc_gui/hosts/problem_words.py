"""A connection problem in the window's language (context ``HostManager``).

The core says why a host's client cannot be read as a ``ConnectionProblem`` and the facts its
words name (core/api/client.py; core/remote/client.py finds the kind from the error's type).
The status bar, the hosts list and the host's alert all word it here. The kinds whose English
names nothing are boinc_gui/hosts/manager.py's HEALTH_PHRASES, translated by that English.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boinc_gui.formatting import fill
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from core.api.client import ConnectionProblem

__all__ = ["PROBLEM_FORMS", "problem_words"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("HostManager", text) or text


# The kinds of ConnectionProblem of our own words, the fact as %1. The others are manager.py's
# HEALTH_PHRASES (their English is the kind's); TRANSPORT and OTHER carry their own text (the
# TLS or SSH layer's sentence, an error of no known kind) and show it as it is.
PROBLEM_FORMS: dict[ConnectionProblem, str] = {
    ConnectionProblem.REPLY_TOO_LARGE: QT_TRANSLATE_NOOP("HostManager", "the host's answer is too large to read"),
    ConnectionProblem.NOT_GUI_RPC: QT_TRANSLATE_NOOP(
        "HostManager", "the host's answer is not BOINC's GUI RPC (is a BOINC client listening on this port?)"),
    ConnectionProblem.UNSUPPORTED: QT_TRANSLATE_NOOP(
        "HostManager", "the host's client does not know this request (%1)"),
    ConnectionProblem.CLIENT_ERROR: QT_TRANSLATE_NOOP("HostManager", "the host's client answered with an error: %1"),
    ConnectionProblem.NETWORK_ERROR: QT_TRANSLATE_NOOP("HostManager", "network error (%1)"),
}


def problem_words(problem: ConnectionProblem | None, facts: tuple[str, ...] = (), error: str = "") -> str:
    """A connection problem in the window's language: by its kind when the core gave one (every
    client of this program does), else ``error`` translated when it is a known phrase."""
    if problem is None:
        return _tr(error or "connecting…")
    form = PROBLEM_FORMS.get(problem)
    if form is not None:
        return fill(_tr(form), *facts)
    if problem is ConnectionProblem.TRANSPORT or problem is ConnectionProblem.OTHER:
        return problem.words(facts)
    return _tr(problem.words(facts))
