"""What an event-log line is about, as a fact beside its words.

The words of a line are for people and may change; a consumer that acts on a kind of line
(the alert engine raises a rule's notification as a rule alert) reads this instead. BOINC's
own lines, and lines from a stock client over GUI RPC, are PLAIN: its protocol carries words
and a priority only.
"""
from __future__ import annotations

from enum import Enum


class MessageKind(Enum):
    PLAIN = "plain"
    RULE = "rule"  # about one of the volunteer's rules (core/rules): it holds, ends, notifies, cannot hold
