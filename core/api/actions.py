"""What a row's action asks of its project, task or transfer (the commands' ``ProjectOp``,
``TaskOp`` and ``TransferOp`` carry one): enums only, so that the window's menus name them
without loading the commands' dataclasses before the window is complete (issue 36).
``core.api.commands`` exports them as before.
"""
from __future__ import annotations

from enum import Enum


class ProjectAction(Enum):
    UPDATE = "update"
    SUSPEND = "suspend"
    RESUME = "resume"
    NO_MORE_WORK = "nomorework"
    ALLOW_MORE_WORK = "allowmorework"
    RESET = "reset"
    DETACH = "detach"
    DETACH_WHEN_DONE = "detach_when_done"
    DONT_DETACH_WHEN_DONE = "dont_detach_when_done"


class TaskAction(Enum):
    SUSPEND = "suspend"
    RESUME = "resume"
    ABORT = "abort"


class TransferAction(Enum):
    RETRY = "retry"
    ABORT = "abort"
