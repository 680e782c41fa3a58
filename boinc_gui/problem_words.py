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
# HEALTH_PHRASES (their English is the kind's); TRANSPORT and OTHER carry their own text (a
# TLS or SSH layer's sentence of no kind, an error of no known kind) and show it as it is. The
# TLS and SSH kinds' facts are names, paths, fingerprints and, for SSH_FAILED / SSH_TUNNEL_CLOSED,
# the SSH library's own English (it has no other).
PROBLEM_FORMS: dict[ConnectionProblem, str] = {
    ConnectionProblem.REPLY_TOO_LARGE: QT_TRANSLATE_NOOP("HostManager", "the host's answer is too large to read"),
    ConnectionProblem.NOT_GUI_RPC: QT_TRANSLATE_NOOP(
        "HostManager", "the host's answer is not BOINC's GUI RPC (is a BOINC client listening on this port?)"),
    ConnectionProblem.UNSUPPORTED: QT_TRANSLATE_NOOP(
        "HostManager", "the host's client does not know this request (%1)"),
    ConnectionProblem.CLIENT_ERROR: QT_TRANSLATE_NOOP("HostManager", "the host's client answered with an error: %1"),
    ConnectionProblem.NETWORK_ERROR: QT_TRANSLATE_NOOP("HostManager", "network error (%1)"),
    ConnectionProblem.CERTIFICATE_CHANGED: QT_TRANSLATE_NOOP(
        "HostManager", "The TLS certificate of %1 has changed, so nothing was sent to it. Pinned: SHA-256 %2. "
                       "Presented now: SHA-256 %3. If that computer's certificate was made anew on purpose, "
                       "compare the new fingerprint with what \"boinc-core tls-fingerprint\" prints there and "
                       "accept it in Hosts > Edit (\"Accept the new certificate\"). Otherwise someone may be in "
                       "between: do not accept it."),
    ConnectionProblem.SSH_HOST_KEY_CHANGED: QT_TRANSLATE_NOOP(
        "HostManager", "SSH: the host key of %1 is not the one in %2 (it changed, or someone is in between), so "
                       "nothing was sent. If it changed on purpose, check it, remove the old key (ssh-keygen -R) "
                       "and log in once with ssh."),
    ConnectionProblem.SSH_HOST_UNKNOWN: QT_TRANSLATE_NOOP(
        "HostManager", "SSH: %1 is not in %2. Log in once with \"ssh -p %3 %4\", compare its host key "
                       "fingerprint and accept it, then try again."),
    ConnectionProblem.SSH_AUTH_REFUSED: QT_TRANSLATE_NOOP(
        "HostManager", "SSH: %1 accepted none of the keys offered (agent, %2). Is the public key in its "
                       "authorized_keys?"),
    ConnectionProblem.SSH_FAILED: QT_TRANSLATE_NOOP("HostManager", "SSH to %1 failed: %2"),
    ConnectionProblem.SSH_TARGET_REFUSED: QT_TRANSLATE_NOOP(
        "HostManager", "SSH to %1: %2:%3 refused the connection there (%4). Is the BOINC client running?"),
    ConnectionProblem.SSH_TUNNEL_CLOSED: QT_TRANSLATE_NOOP("HostManager", "SSH to %1: the connection was lost (%2)"),
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
