"""The event log (numbered messages, rotating log file) and the notice board."""
from __future__ import annotations

from core.eventlog.log import MAX_SAVED_MESSAGES, EventLog, Message, MsgPriority, format_line
from core.eventlog.notices import Notice, NoticeBoard

__all__ = ["MAX_SAVED_MESSAGES", "EventLog", "Message", "MsgPriority", "Notice", "NoticeBoard", "format_line"]
