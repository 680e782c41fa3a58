"""Why a project refused a sign-in or a new account, in the window's language (context ``accounts``).

core/accounts says a problem as one English phrase (core.accounts.web_rpc.explain, check_config,
join, fetch); the attach dialog shows it through ``account_problem``: a known phrase translated,
one of the known forms with its figures and names put back in, anything else as it came (a
project's own error text).
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from boinc_gui.formatting import fill
from boinc_gui.i18n import QT_TRANSLATE_NOOP

__all__ = ["PHRASES", "account_problem"]

PHRASES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("accounts", "wrong password"),
    QT_TRANSLATE_NOOP("accounts", "no account with this email"),
    QT_TRANSLATE_NOOP("accounts", "an account with this email already exists (with another password): sign in instead"),
    QT_TRANSLATE_NOOP("accounts", "this project is not accepting new accounts"),
    QT_TRANSLATE_NOOP("accounts", "the project does not accept this email address"),
    QT_TRANSLATE_NOOP("accounts", "the project does not accept this user name"),
    QT_TRANSLATE_NOOP("accounts", "the project requires you to accept its terms of use"),
    QT_TRANSLATE_NOOP("accounts", "the project is down for maintenance; try again later"),
    QT_TRANSLATE_NOOP("accounts", "the project's web site is down for maintenance; try again later"),
    QT_TRANSLATE_NOOP("accounts", "this address is an account manager, not a project: use 'Use an account manager'"),
    QT_TRANSLATE_NOOP("accounts", "enter the email address and the password of your account"),
    QT_TRANSLATE_NOOP("accounts", "enter a user name, an email address and a password"),
)

# (the core's English with its figures as groups, the message with %1, %2… in their place)
FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^this project needs client version (\S+) or later; this client is (\S+)$"),
     QT_TRANSLATE_NOOP("accounts", "this project needs client version %1 or later; this client is %2")),
    (re.compile(r"^this project has no applications for this computer \((.*)\)$"),
     QT_TRANSLATE_NOOP("accounts", "this project has no applications for this computer (%1)")),
    (re.compile(r"^the password must have at least (\d+) characters for this project$"),
     QT_TRANSLATE_NOOP("accounts", "the password must have at least %1 characters for this project")),
    (re.compile(r"^the project does not accept this user name: (.*)$"),
     QT_TRANSLATE_NOOP("accounts", "the project does not accept this user name: %1")),
    (re.compile(r"^cannot reach (\S+): host name not found$"),
     QT_TRANSLATE_NOOP("accounts", "cannot reach %1: host name not found")),
    (re.compile(r"^cannot reach (\S+): no answer within (\S+) s$"),
     QT_TRANSLATE_NOOP("accounts", "cannot reach %1: no answer within %2 s")),
    (re.compile(r"^the project refused \(error (-?\d+)\)$"),
     QT_TRANSLATE_NOOP("accounts", "the project refused (error %1)")),
)


def account_problem(text: str) -> str:
    """``text`` from core/accounts in the window's language where it is a known phrase or form."""
    if text in PHRASES:
        return QCoreApplication.translate("accounts", text) or text
    for pattern, form in FORMS:
        m = pattern.match(text)
        if m is not None:
            translated = QCoreApplication.translate("accounts", form) or form
            return text if translated == form else fill(translated, *m.groups())
    return text
