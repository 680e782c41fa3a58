"""Whether computing and the network are allowed now: the rule book is core/engine/run_modes.py.

The live client's modules and tests import it by this name; the window's emulated host
reads the same rules there (core/api must not import core/client).
"""
from __future__ import annotations

from core.engine.run_modes import (
    IDLE_UNKNOWN,
    HostConditions,
    computing_suspend_reason,
    current_cpu_usage_limit,
    network_suspend_reason,
    outside_window,
    user_active,
)

__all__ = [
    "IDLE_UNKNOWN",
    "HostConditions",
    "computing_suspend_reason",
    "current_cpu_usage_limit",
    "network_suspend_reason",
    "outside_window",
    "user_active",
]
