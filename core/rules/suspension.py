"""How a rules verdict combines with the run modes and the preferences.

The volunteer's own hand comes first: "never" (or a snooze) and a full disk keep
their reasons whatever the rules say. A rule that suspends wins over everything
else, "always" included: a heat or power rule protects the computer and must not
be switched off by a run mode picked for another reason (disable the rule
instead). A rule that allows computing or the network lifts only the
preferences' suspensions (batteries, in use, time of day, no recent input, CPU
busy), and only in "according to preferences" mode.
"""
from __future__ import annotations

from core.rules.evaluate import Hold
from core.state import RunMode
from core.state.enums import SuspendReason

_OWN_HAND = (SuspendReason.USER_REQ, SuspendReason.DISK_SIZE)


def combine(base: SuspendReason, mode: RunMode, suspend: Hold | None, code: SuspendReason,
            resume: Hold | None) -> tuple[SuspendReason, str, str]:
    """The reason in force, its words ("CPU at 87 °C, rule 'cool down'"; "" = not suspended)
    and the rule that suspends ("" = none): the words change with every reading, the rule
    only when another one takes over, which is what the event log tells."""
    if base in _OWN_HAND:
        return base, base.words, ""
    if suspend is not None:
        return (code if code != SuspendReason.NONE else SuspendReason.USER_REQ), suspend.words, suspend.rule
    if resume is not None and mode == RunMode.AUTO:
        return SuspendReason.NONE, "", ""
    return base, base.words, ""
