"""Why a project refused a sign-in or a new account, in the window's language (context ``accounts``).

core/accounts says each problem as an ``AccountProblem`` and its facts (``JoinOutcome.kind``,
``facts``); the attach wizard shows it through ``account_words``: the kind's words here, its figures
and names put back in. A project's own words (``PROJECT_SAID``) and an exchange's failure of no
kind of its own (``EXCHANGE_FAILED``, core/accounts/fetch.py's sentence) are shown as they came.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boinc_gui.formatting import fill
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from core.accounts.account_problem import AccountProblem

__all__ = ["ACCOUNT_FORMS", "account_sentence", "account_words"]

# Every kind's words, its facts as %1, %2… (tests/gui/test_i18n_engine_words.py checks none is missing).
ACCOUNT_FORMS: dict[AccountProblem, str] = {
    AccountProblem.WRONG_PASSWORD: QT_TRANSLATE_NOOP("accounts", "wrong password"),
    AccountProblem.NO_ACCOUNT: QT_TRANSLATE_NOOP("accounts", "no account with this email"),
    AccountProblem.ACCOUNT_EXISTS: QT_TRANSLATE_NOOP(
        "accounts", "an account with this email already exists (with another password): sign in instead"),
    AccountProblem.CREATION_DISABLED: QT_TRANSLATE_NOOP("accounts", "this project is not accepting new accounts"),
    AccountProblem.EMAIL_REFUSED: QT_TRANSLATE_NOOP("accounts", "the project does not accept this email address"),
    AccountProblem.USER_NAME_REFUSED: QT_TRANSLATE_NOOP("accounts", "the project does not accept this user name"),
    AccountProblem.USER_NAME_REFUSED_BECAUSE: QT_TRANSLATE_NOOP(
        "accounts", "the project does not accept this user name: %1"),
    AccountProblem.CONSENT_REQUIRED: QT_TRANSLATE_NOOP(
        "accounts", "the project requires you to accept its terms of use"),
    AccountProblem.PROJECT_DOWN: QT_TRANSLATE_NOOP("accounts", "the project is down for maintenance; try again later"),
    AccountProblem.PROJECT_REFUSED: QT_TRANSLATE_NOOP("accounts", "the project refused (error %1)"),
    AccountProblem.WEB_STOPPED: QT_TRANSLATE_NOOP(
        "accounts", "the project's web site is down for maintenance; try again later"),
    AccountProblem.IS_ACCOUNT_MANAGER: QT_TRANSLATE_NOOP(
        "accounts", "this address is an account manager, not a project: use 'Use an account manager'"),
    AccountProblem.CLIENT_TOO_OLD: QT_TRANSLATE_NOOP(
        "accounts", "this project needs client version %1 or later; this client is %2"),
    AccountProblem.NO_APPS: QT_TRANSLATE_NOOP("accounts", "this project has no applications for this computer (%1)"),
    AccountProblem.PASSWORD_TOO_SHORT: QT_TRANSLATE_NOOP(
        "accounts", "the password must have at least %1 characters for this project"),
    AccountProblem.NEED_EMAIL_AND_PASSWORD: QT_TRANSLATE_NOOP(
        "accounts", "enter the email address and the password of your account"),
    AccountProblem.NEED_NAME_EMAIL_AND_PASSWORD: QT_TRANSLATE_NOOP(
        "accounts", "enter a user name, an email address and a password"),
    AccountProblem.HOST_NOT_FOUND: QT_TRANSLATE_NOOP("accounts", "cannot reach %1: host name not found"),
    AccountProblem.NO_ANSWER: QT_TRANSLATE_NOOP("accounts", "cannot reach %1: no answer within %2 s"),
    AccountProblem.CONNECTION_REFUSED: QT_TRANSLATE_NOOP("accounts", "cannot reach %1: connection refused"),
    AccountProblem.HTTP_ERROR: QT_TRANSLATE_NOOP(
        "accounts", "%1 answered with HTTP error %2: is this the project's address?"),
    AccountProblem.NOT_XML: QT_TRANSLATE_NOOP(
        "accounts", "%1 did not answer as a BOINC project does (%2): is this the project's address?"),
    AccountProblem.NOT_PROJECT_CONFIG: QT_TRANSLATE_NOOP(
        "accounts", "%1 did not answer as a BOINC project does (it sent <%2>): is this the project's address?"),
    AccountProblem.REDIRECTED_AWAY: QT_TRANSLATE_NOOP(
        "accounts", "%1 sent the request on to %2, which is not an http:// or https:// address: "
                    "is this the project's address?"),
    AccountProblem.TOO_MANY_REDIRECTS: QT_TRANSLATE_NOOP(
        "accounts", "%1 sent the request on more than %2 times: is this the project's address?"),
    AccountProblem.REPLY_TOO_LARGE: QT_TRANSLATE_NOOP(
        "accounts", "%1 sent an answer larger than %2 bytes, which was not read: is this the project's address?"),
    AccountProblem.REPLY_TOO_SLOW: QT_TRANSLATE_NOOP(
        "accounts", "%1 took longer than %2 s to answer; try again later"),
    AccountProblem.CANNOT_REACH: QT_TRANSLATE_NOOP("accounts", "cannot reach %1: %2"),
    AccountProblem.NOT_ACCOUNT_OUT: QT_TRANSLATE_NOOP(
        "accounts", "%1 did not answer as a BOINC project does (it sent <%2>): is this the project's address?"),
    AccountProblem.NO_KEY_NOR_ERROR: QT_TRANSLATE_NOOP(
        "accounts", "%1 sent neither an account key nor an error: is this the project's address?"),
    AccountProblem.UNUSABLE_KEY: QT_TRANSLATE_NOOP("accounts", "%1 sent an account key that cannot be used"),
    AccountProblem.URL_NOT_WEB: QT_TRANSLATE_NOOP("accounts", "%1 is not an http:// or https:// address"),
    AccountProblem.URL_NO_HOST: QT_TRANSLATE_NOOP("accounts", "%1 names no host"),
    AccountProblem.URL_BAD_CHARACTERS: QT_TRANSLATE_NOOP("accounts", "%1 contains spaces or control characters"),
}
AS_THEY_CAME = (AccountProblem.PROJECT_SAID, AccountProblem.EXCHANGE_FAILED)  # their one fact is their words


def account_words(kind: AccountProblem, facts: tuple[str, ...] = ()) -> str:
    """``kind`` with its facts in the window's language (a kind this window lacks: the core's English)."""
    form = ACCOUNT_FORMS.get(kind)
    if form is None:
        return kind.words(facts)
    return fill(QCoreApplication.translate("accounts", form) or form, *facts)


def account_sentence(kind: AccountProblem, facts: tuple[str, ...] = ()) -> str:
    """``account_words`` as a sentence on its own: its first letter a capital, unless it begins
    with a fact (a host, a page's name, the project's own words), which stays as it is."""
    form = ACCOUNT_FORMS.get(kind)
    words = account_words(kind, facts)
    translated = (QCoreApplication.translate("accounts", form) or form) if form is not None else kind.template
    if translated.startswith(("%1", "{0}")):
        return words
    return words[:1].upper() + words[1:]
