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
    # What the server sent, refused (core/accounts/fetch.py): host[:port] first.
    REDIRECTED_AWAY = "{0} redirected to {1}: not an http:// or https:// address with a host"  # the target
    TOO_MANY_REDIRECTS = "{0} redirected more than {1} times"  # the most followed
    REPLY_TOO_LARGE = "{0} sent more than {1} bytes; reply refused"  # the most read
    REPLY_TOO_SLOW = "{0} took longer than {1} s; reply refused"  # the seconds allowed
    CANNOT_REACH = "cannot reach {0}: {1}"  # the HTTP library's or the OS's words (they have no others)
    NOT_ACCOUNT_OUT = "{0} sent <{1}>, not <account_out>"  # the page, the root tag it sent
    NO_KEY_NOR_ERROR = "{0} sent neither an account key nor an error"  # the page
    UNUSABLE_KEY = "{0} sent an unusable account key"  # the page
    # An address that cannot be fetched (core/accounts/fetch.py check_web_url): the address, quoted.
    URL_NOT_WEB = "{0} is not an http:// or https:// address"
    URL_NO_HOST = "{0} names no host"
    URL_BAD_CHARACTERS = "{0} contains spaces or control characters"
    EXCHANGE_FAILED = "{0}"  # another failure of the exchange: an English sentence of no kind
