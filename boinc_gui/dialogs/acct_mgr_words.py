"""The account manager's outcome in the window's language (context ``acct_mgr``).

The client tells how its last account-manager request went by BOINC's error number
(``AccountManagerView.error_num``, as GUI RPC's acct_mgr_rpc_poll does) and passes on what the
manager itself said (``manager_words``, in the manager's language, shown as it came, its
``_("…")`` markers handled as every client text is). The sentence for the number is ours, here;
the core's own English lines about it stay in the event log. A request the client refused
outright comes back as a ``CommandResult`` of a kind, worded by boinc_gui/command_words.py.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boinc_gui.formatting import fill
from boinc_gui.i18n import QT_TRANSLATE_NOOP, client_text

__all__ = ["ERROR_WORDS", "error_words", "failure_words", "manager_outcome"]

# BOINC's error numbers (lib/error_numbers.h) an account-manager request ends with.
ERROR_WORDS: dict[int, str] = {
    -206: QT_TRANSLATE_NOOP("acct_mgr", "wrong password"),
    -136: QT_TRANSLATE_NOOP("acct_mgr", "no account with this name at the account manager"),
    -137: QT_TRANSLATE_NOOP("acct_mgr", "an account with this name already exists at the account manager"),
    -205: QT_TRANSLATE_NOOP("acct_mgr", "the account manager does not accept this email address"),
    -208: QT_TRANSLATE_NOOP("acct_mgr", "the account manager is not accepting new accounts"),
    -183: QT_TRANSLATE_NOOP("acct_mgr", "the account manager is down for maintenance; try again later"),
    -112: QT_TRANSLATE_NOOP("acct_mgr", "the account manager's answer could not be read"),
    -189: QT_TRANSLATE_NOOP("acct_mgr", "this is not the web address of an account manager"),
    -113: QT_TRANSLATE_NOOP("acct_mgr", "the account manager's host name was not found"),
    -182: QT_TRANSLATE_NOOP("acct_mgr", "the account manager did not answer in time"),
    -107: QT_TRANSLATE_NOOP("acct_mgr", "no connection to the account manager could be made"),
    -184: QT_TRANSLATE_NOOP("acct_mgr", "the account manager's web site is not answering now; try again later"),
    -224: QT_TRANSLATE_NOOP("acct_mgr", "the account manager's web site refused the request"),
    -131: QT_TRANSLATE_NOOP("acct_mgr", "the account manager's answer was too large"),
}
OTHER_ERROR = QT_TRANSLATE_NOOP("acct_mgr", "the account manager could not be used (error %1)")

def _tr(text: str) -> str:
    return QCoreApplication.translate("acct_mgr", text) or text


def error_words(error_num: int) -> str:
    """What BOINC's ``error_num`` means for an account-manager request, in the window's language."""
    known = ERROR_WORDS.get(error_num)
    return _tr(known) if known else fill(_tr(OTHER_ERROR), error_num)


def manager_outcome(error_num: int, manager_words: tuple[str, ...]) -> str:
    """A failed request's outcome: our sentence for the number, then the manager's own words."""
    said = "; ".join(client_text(w) for w in manager_words if w.strip())
    words = error_words(error_num)
    return fill(_tr(QT_TRANSLATE_NOOP("acct_mgr", "%1: %2")), words, said) if said else words


def failure_words(exc: BaseException) -> str:
    """A request that failed inside this program (the client's command raised): named by the
    error's kind, which reads the same in every language."""
    return fill(_tr(QT_TRANSLATE_NOOP("acct_mgr", "the request could not be made (%1)")), type(exc).__name__)
