"""Why a project refused a sign-in or a new account, as a kind (the attach wizard's two account paths).

core/accounts says each problem as an ``AccountProblem`` and the facts its words name
(``JoinOutcome.kind`` and ``facts``; ``WebRpcError.kind``); a window words the kind in its own
language (boinc_gui/dialogs/account_words.py), the core keeps the English ``words`` for logs and
``JoinOutcome.problem``. Pure data: imports nothing.
"""
from __future__ import annotations

from core.errors import ProblemKind


class AccountProblem(ProblemKind):
    """Each member's ``template`` is its English, its facts as {0}, {1}… (core/errors.py)."""

    # The project's answer to a lookup or a creation (BOINC's error numbers, lib/error_numbers.h).
    WRONG_PASSWORD = "wrong password"
    NO_ACCOUNT = "no account with this email"
    ACCOUNT_EXISTS = "an account with this email already exists (with another password): sign in instead"
    CREATION_DISABLED = "this project is not accepting new accounts"
    EMAIL_REFUSED = "the project does not accept this email address"
    USER_NAME_REFUSED = "the project does not accept this user name"
    USER_NAME_REFUSED_BECAUSE = "the project does not accept this user name: {0}"  # the project's own words
    CONSENT_REQUIRED = "the project requires you to accept its terms of use"
    PROJECT_DOWN = "the project is down for maintenance; try again later"
    PROJECT_SAID = "{0}"  # another error: the project's own words (its error_msg), shown as it said them
    PROJECT_REFUSED = "the project refused (error {0})"  # another error without words: its number
    # The project's configuration (get_project_config.php) against this request and this client.
    WEB_STOPPED = "the project's web site is down for maintenance; try again later"
    IS_ACCOUNT_MANAGER = "this address is an account manager, not a project: use 'Use an account manager'"
    CLIENT_TOO_OLD = "this project needs client version {0} or later; this client is {1}"  # versions x.y.z
    NO_APPS = "this project has no applications for this computer ({0})"  # this computer's platforms
    PASSWORD_TOO_SHORT = "the password must have at least {0} characters for this project"  # the minimum
    # What the volunteer left out.
    NEED_EMAIL_AND_PASSWORD = "enter the email address and the password of your account"
    NEED_NAME_EMAIL_AND_PASSWORD = "enter a user name, an email address and a password"
    # The exchange itself (core/accounts/fetch.py, web_rpc.py).
    HOST_NOT_FOUND = "cannot reach {0}: host name not found"  # host[:port]
    NO_ANSWER = "cannot reach {0}: no answer within {1} s"  # host[:port], the seconds waited
    CONNECTION_REFUSED = "cannot reach {0}: connection refused"  # host[:port]
    HTTP_ERROR = "{0} answered HTTP {1}"  # host[:port], the HTTP status
    NOT_XML = "{0} sent a reply that is not XML ({1})"  # the page (get_project_config.php…), the parser's words
    NOT_PROJECT_CONFIG = "{0} sent <{1}>, not <project_config>"  # the page, the root tag it sent
    EXCHANGE_FAILED = "{0}"  # another failure of the exchange: fetch's English sentence (names, HTTP status)
