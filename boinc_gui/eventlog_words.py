"""The core's own event-log lines in the window's language (context ``eventlog``).

The core writes its event log in English, as BOINC's client does (core/engine, core/client,
core/emulator), and keeps it so in its files. Shown in the window, a line of a known form is
said in the volunteer's language: each form below is the core's English with its names and
figures as groups, and a message with %1, %2… in their place (names stay as they are, counts in
the language's digits). A line of no known form, or another client's, is shown as it came.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale

from boinc_gui.formatting import fill
from boinc_gui.i18n import QT_TRANSLATE_NOOP

__all__ = ["FORMS", "core_line"]


def _name(value: str) -> str:
    return value


def _count(value: str) -> str:
    return QLocale().toString(int(value))


def _rpc_reason(value: str) -> str:
    """BOINC's scheduler-request reasons (core.state.enums.RpcReason.words), as the Projects tab says them."""
    return QCoreApplication.translate("project_status", value) or value


_Form = tuple[re.Pattern[str], str, tuple[Callable[[str], str], ...]]
FORMS: tuple[_Form, ...] = (
    (re.compile(r"^Starting the emulated client \(scenario (.+)\)$"),
     QT_TRANSLATE_NOOP("eventlog", "Starting the emulated client (scenario %1)"), (_name,)),
    (re.compile(r"^Emulated client: This window shows the emulator in accelerated time, not real work\.$"),
     QT_TRANSLATE_NOOP("eventlog", "Emulated client: This window shows the emulator in accelerated time, "
                                   "not real work."), ()),
    (re.compile(r"^Attached to (\S+)$"), QT_TRANSLATE_NOOP("eventlog", "Attached to %1"), (_name,)),
    (re.compile(r"^Sending scheduler request: (.+)\.$"),
     QT_TRANSLATE_NOOP("eventlog", "Sending scheduler request: %1."), (_rpc_reason,)),
    (re.compile(r"^Scheduler request completed: got (\d+) new tasks$"),
     QT_TRANSLATE_NOOP("eventlog", "Scheduler request completed: got %1 new tasks"), (_count,)),
    (re.compile(r"^Scheduler request completed$"), QT_TRANSLATE_NOOP("eventlog", "Scheduler request completed"), ()),
    (re.compile(r"^Reporting (\d+) completed tasks$"),
     QT_TRANSLATE_NOOP("eventlog", "Reporting %1 completed tasks"), (_count,)),
    (re.compile(r"^Requesting new tasks for CPU$"), QT_TRANSLATE_NOOP("eventlog", "Requesting new tasks for CPU"), ()),
    (re.compile(r"^Project requested delay of (\d+) seconds$"),
     QT_TRANSLATE_NOOP("eventlog", "Project requested delay of %1 seconds"), (_count,)),
    (re.compile(r"^Started download of (\S+)$"), QT_TRANSLATE_NOOP("eventlog", "Started download of %1"), (_name,)),
    (re.compile(r"^Finished download of (\S+)$"), QT_TRANSLATE_NOOP("eventlog", "Finished download of %1"), (_name,)),
    (re.compile(r"^Started upload of (\S+)$"), QT_TRANSLATE_NOOP("eventlog", "Started upload of %1"), (_name,)),
    (re.compile(r"^Finished upload of (\S+)$"), QT_TRANSLATE_NOOP("eventlog", "Finished upload of %1"), (_name,)),
    (re.compile(r"^Computation for task (\S+) finished$"),
     QT_TRANSLATE_NOOP("eventlog", "Computation for task %1 finished"), (_name,)),
    (re.compile(r"^Computation for task (\S+) failed$"),
     QT_TRANSLATE_NOOP("eventlog", "Computation for task %1 failed"), (_name,)),
    (re.compile(r"^Task (\S+) aborted by user$"), QT_TRANSLATE_NOOP("eventlog", "Task %1 aborted by user"), (_name,)),
    (re.compile(r"^Task (\S+) aborted by project$"),
     QT_TRANSLATE_NOOP("eventlog", "Task %1 aborted by project"), (_name,)),
    (re.compile(r"^Task (\S+) suspended by user$"),
     QT_TRANSLATE_NOOP("eventlog", "Task %1 suspended by user"), (_name,)),
    (re.compile(r"^Task (\S+) resumed by user$"), QT_TRANSLATE_NOOP("eventlog", "Task %1 resumed by user"), (_name,)),
    (re.compile(r"^Retrying transfer of (\S+)$"), QT_TRANSLATE_NOOP("eventlog", "Retrying transfer of %1"), (_name,)),
    (re.compile(r"^Aborted transfer of (\S+)$"), QT_TRANSLATE_NOOP("eventlog", "Aborted transfer of %1"), (_name,)),
    # The core says "1 transfer"/"N transfers" in English; the count goes last so no language needs plural forms.
    (re.compile(r"^Network available: scheduler backoffs lifted, (\d+) transfers? retried now$"),
     QT_TRANSLATE_NOOP("eventlog", "Network available: scheduler backoffs lifted; transfers retried now: %1"),
     (_count,)),
    # The account manager's lines (core/accounts/acct_mgr_client.py); what the manager itself says
    # ("Account manager: …") is its own text and goes through client_text's markers instead.
    (re.compile(r"^Using account manager (.+)$"), QT_TRANSLATE_NOOP("eventlog", "Using account manager %1"), (_name,)),
    (re.compile(r"^Removing account manager info \((.+)\)$"),
     QT_TRANSLATE_NOOP("eventlog", "Removing account manager info (%1)"), (_name,)),
    (re.compile(r"^Contacting account manager at (\S+)$"),
     QT_TRANSLATE_NOOP("eventlog", "Contacting account manager at %1"), (_name,)),
    (re.compile(r"^Account manager contact succeeded$"),
     QT_TRANSLATE_NOOP("eventlog", "Account manager contact succeeded"), ()),
    (re.compile(r"^Detaching (\S+) \(asked by the account manager\)$"),
     QT_TRANSLATE_NOOP("eventlog", "Detaching %1 (asked by the account manager)"), (_name,)),
    (re.compile(r"^Attaching to (\S+) \(asked by the account manager\)$"),
     QT_TRANSLATE_NOOP("eventlog", "Attaching to %1 (asked by the account manager)"), (_name,)),
    (re.compile(r"^The account manager listed (\d+) projects; this client takes at most (\d+) from one reply "
                r"\(a guard against a faulty or hostile manager\): (\d+) attached, (\d+) dropped without being "
                r"looked at$"),
     QT_TRANSLATE_NOOP("eventlog", "The account manager listed %1 projects; this client takes at most %2 from one "
                                   "reply (a guard against a faulty or hostile manager): %3 attached, %4 dropped "
                                   "without being looked at"), (_count, _count, _count, _count)),
    (re.compile(r"^Account manager reply refused: it sent no signing key$"),
     QT_TRANSLATE_NOOP("eventlog", "Account manager reply refused: it sent no signing key"), ()),
    (re.compile(r"^Account manager asked for (\S+): not done \((.+)\)$"),
     QT_TRANSLATE_NOOP("eventlog", "Account manager asked for %1: not done (%2)"), (_name, _name)),
)


def core_line(text: str) -> str | None:
    """``text`` in the window's language when it is one of the core's known lines, else None."""
    for pattern, form, shown in FORMS:
        m = pattern.match(text)
        if m is not None:
            translated = QCoreApplication.translate("eventlog", form) or form
            if translated == form:
                return text  # no translation: the line as the core wrote it, byte for byte
            return fill(translated, *(how(g) for how, g in zip(shown, m.groups())))
    return None
