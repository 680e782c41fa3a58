"""A client's refusal of a command in the window's language (context ``command``).

The core says why a command failed as a ``CommandProblem`` and the facts its words name
(core/api/commands.py); its ``message`` stays English for the logs and the bridges. The status
bar and the dialogs that show a refusal word it here: a project's URL, a task's or a file's name
stay as they are, an OS error's or a parser's text stays the core's (it comes from below us).
A result without a kind, or of a kind this table does not know (a newer core than this window),
is shown as the core's English ``message``: better English than nothing.
"""
from __future__ import annotations

from concurrent.futures import CancelledError

from PySide6.QtCore import QCoreApplication

from boinc_gui.formatting import fill
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.problem_words import problem_words
from core.api.commands import CommandProblem, CommandResult

__all__ = ["COMMAND_FORMS", "RAISED_FORMS", "command_words", "problem_form", "raised_words"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("command", text) or text


# Every kind's words, its facts as %1, %2… (tests/gui/test_command_words.py checks none is missing).
# HOST_UNREACHABLE's %2 is the connection's kind in the window's words (boinc_gui/problem_words.py),
# not the core's English fact; HOST_REFUSED is those words alone when the kind is known.
COMMAND_FORMS: dict[CommandProblem, str] = {
    CommandProblem.NOT_ATTACHED: QT_TRANSLATE_NOOP("command", "This computer is not attached to %1."),
    CommandProblem.ALREADY_ATTACHED: QT_TRANSLATE_NOOP("command", "Already attached to %1."),
    CommandProblem.NOT_EMULATED_PROJECT: QT_TRANSLATE_NOOP(
        "command", "%1 is a BOINC project, but the emulated client attaches only emulated projects "
                   "(addresses on emulated.invalid). Use the live client to attach real projects."),
    CommandProblem.NO_TASK: QT_TRANSLATE_NOOP("command", "The client has no task %1 (any more)."),
    CommandProblem.TASK_FINISHED: QT_TRANSLATE_NOOP("command", "Task %1 has already finished."),
    CommandProblem.NO_TRANSFER: QT_TRANSLATE_NOOP("command", "The client has no transfer of %1 (any more)."),
    CommandProblem.MANAGED_BY_ACCOUNT_MANAGER: QT_TRANSLATE_NOOP(
        "command", "This project was added by the account manager: remove it there."),
    CommandProblem.UNKNOWN_COMMAND: QT_TRANSLATE_NOOP("command", "The client does not know this command (%1)."),
    CommandProblem.CLIENT_STOPPED: QT_TRANSLATE_NOOP(
        "command", "The client has stopped; the command was not carried out."),
    CommandProblem.CLIENT_NOT_RUNNING: QT_TRANSLATE_NOOP("command", "The client is not running."),
    CommandProblem.CONNECTION_CLOSED: QT_TRANSLATE_NOOP(
        "command", "The connection to the computer was closed; the command was not carried out."),
    CommandProblem.CONNECTION_REPLACED: QT_TRANSLATE_NOOP(
        "command", "The connection to the computer was replaced; the command was not carried out."),
    CommandProblem.POLLER_STOPPED: QT_TRANSLATE_NOOP(
        "command", "The process that reads the other computers stopped (exit code %1); the command was not "
                   "carried out."),
    CommandProblem.HOST_UNREACHABLE: QT_TRANSLATE_NOOP("command", "%1: %2"),
    CommandProblem.HOST_REFUSED: QT_TRANSLATE_NOOP("command", "The computer's client refused: %1"),
    CommandProblem.NOT_SUPPORTED_HERE: QT_TRANSLATE_NOOP(
        "command", "The emulated client cannot do this: it keeps no such files and uses no network."),
    CommandProblem.NO_PREFS_FILE: QT_TRANSLATE_NOOP("command", "There is no local preferences file to read."),
    CommandProblem.NO_CC_CONFIG: QT_TRANSLATE_NOOP("command", "This client keeps no cc_config.xml."),
    CommandProblem.CC_CONFIG_UNREADABLE: QT_TRANSLATE_NOOP(
        "command", "cc_config.xml cannot be read, so it was left unchanged: %1"),
    CommandProblem.APP_CONFIG_REFUSED: QT_TRANSLATE_NOOP(
        "command", "app_config.xml was refused and nothing was changed: %1"),
    CommandProblem.APP_CONFIG_NOT_WRITTEN: QT_TRANSLATE_NOOP("command", "app_config.xml could not be written: %1"),
    CommandProblem.PROXY_NOT_SAVED: QT_TRANSLATE_NOOP("command", "The proxy settings could not be saved: %1"),
    CommandProblem.NOT_USING_ACCOUNT_MANAGER: QT_TRANSLATE_NOOP("command", "This computer uses no account manager."),
    CommandProblem.OTHER_ACCOUNT_MANAGER: QT_TRANSLATE_NOOP(
        "command", "This computer uses another account manager: leave it first."),
    CommandProblem.ACCOUNT_MANAGER_BUSY: QT_TRANSLATE_NOOP(
        "command", "A request to the account manager is already under way."),
    CommandProblem.BAD_URL: QT_TRANSLATE_NOOP("command", "That is not a web address: %1"),
    CommandProblem.INTERNAL_ERROR: QT_TRANSLATE_NOOP("command", "Internal error (please report it): %1"),
    # The attach checks (core/accounts/attach_probe.py): the URL, the proxy and the figures stay as
    # they are; a reason (%2 or %3) is the OS's or the HTTP library's own words.
    CommandProblem.NO_PROJECT_URL: QT_TRANSLATE_NOOP("command", "Enter the project's web address (URL)."),
    CommandProblem.URL_SCHEME: QT_TRANSLATE_NOOP(
        "command", "A project's web address starts with http:// or https://, not %1://."),
    CommandProblem.URL_NO_HOST: QT_TRANSLATE_NOOP("command", "The web address names no host."),
    CommandProblem.URL_SPACES: QT_TRANSLATE_NOOP("command", "The web address contains spaces or control characters."),
    CommandProblem.URL_BAD_HOST: QT_TRANSLATE_NOOP("command", "The web address's host name or port is not valid."),
    CommandProblem.BAD_ACCOUNT_KEY: QT_TRANSLATE_NOOP("command", "The account key is empty or contains spaces."),
    CommandProblem.PROXY_PATH_FAILED: QT_TRANSLATE_NOOP(
        "command", "%1 could not be reached through the proxy %2 (%3). Check the proxy settings."),
    CommandProblem.PROXY_UNREACHABLE: QT_TRANSLATE_NOOP(
        "command", "No connection to the proxy %1 (%2). Check the proxy settings."),
    CommandProblem.PROXY_REFUSED: QT_TRANSLATE_NOOP(
        "command", "The proxy %1 refused the connection. Check the proxy settings."),
    CommandProblem.PROJECT_UNREACHABLE: QT_TRANSLATE_NOOP(
        "command", "No connection to %1 (%2). Check the address and your network."),
    CommandProblem.PROJECT_REFUSED: QT_TRANSLATE_NOOP(
        "command", "%1 refused the connection. Check the address and your network."),
    CommandProblem.PROJECT_NO_ANSWER: QT_TRANSLATE_NOOP("command", "%1 did not answer within %2 seconds."),
    CommandProblem.PROJECT_UNREADABLE: QT_TRANSLATE_NOOP("command", "%1 could not be read (%2)."),
    CommandProblem.PROXY_CREDENTIALS: QT_TRANSLATE_NOOP(
        "command", "The proxy %1 refused the user name or password (HTTP 407). Check the proxy settings."),
    CommandProblem.PROJECT_HTTP_ERROR: QT_TRANSLATE_NOOP(
        "command", "%1 answered with HTTP error %2. Is the address right?"),
    CommandProblem.NOT_A_PROJECT: QT_TRANSLATE_NOOP(
        "command", "%1 is a web site but not a BOINC project: its page names no scheduler. Use the project's "
                   "master URL (its web site shows it)."),
    CommandProblem.ACCOUNT_FILE_NOT_SAVED: QT_TRANSLATE_NOOP("command", "The project's account file could not be "
                                                                        "written: %1"),
}


def problem_form(problem: CommandProblem, *facts: str) -> str:
    """A problem's kind and facts in the window's language (its English when this window lacks it)."""
    form = COMMAND_FORMS.get(problem)
    return fill(_tr(form), *facts) if form is not None else problem.words(facts)


def command_words(result: CommandResult) -> str:
    """Why ``result`` failed, in the window's language (its English ``message`` when of no known kind)."""
    problem = result.problem
    form = COMMAND_FORMS.get(problem) if problem is not None else None
    if problem is None or form is None:
        return result.message  # no kind, or one this window does not know: the core's English
    facts = list(result.facts)
    if problem is CommandProblem.HOST_UNREACHABLE and len(facts) >= 2:
        facts[1] = problem_words(result.connection, result.connection_facts, facts[1])
    elif problem is CommandProblem.HOST_REFUSED and result.connection is not None:
        return problem_words(result.connection, result.connection_facts, result.message)  # says "refused" itself
    return fill(_tr(form), *facts)


# A client that raised instead of answering (the command's future failed): what it means for the
# volunteer, by the error's class, most particular first. Its text is the client's English, or a
# library's, so it is not shown; the class's name is, for a report.
RAISED_FORMS: tuple[tuple[type[BaseException], str], ...] = (
    (TimeoutError, QT_TRANSLATE_NOOP("command", "the client did not answer in time")),
    (ConnectionError, QT_TRANSLATE_NOOP("command", "the connection to the client was lost")),
    (CancelledError, QT_TRANSLATE_NOOP("command", "the client stopped before answering")),
    (NotImplementedError, QT_TRANSLATE_NOOP("command", "this client cannot do that")),
)
RAISED_OTHER = QT_TRANSLATE_NOOP("command", "the client failed with an error of its own (%1)")


def raised_words(exc: BaseException) -> str:
    """Why a command got no answer but an error, in the window's language (never the error's
    English text: that is the log's, where the client wrote it)."""
    for kind, form in RAISED_FORMS:
        if isinstance(exc, kind):
            return _tr(form)
    return fill(_tr(RAISED_OTHER), type(exc).__name__)
