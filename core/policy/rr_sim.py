"""Round-robin simulation (rr_sim): placeholder for the shared types; filled in below."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from core.ids import ProjectUrl, ResultKey


@dataclass(frozen=True, slots=True)
class RrSimResult:
    """What weighted round-robin would do with the queue as it stands.

    All times are absolute (same clock as ``now``); CPU-seconds are at full
    availability-adjusted rate.
    """

    finish_time: Mapping[ResultKey, float] = field(default_factory=dict)
    """Projected completion of every runnable or running result."""
    misses: frozenset[ResultKey] = frozenset()
    """Results projected to finish after their report deadline."""
    project_idle_at: Mapping[ProjectUrl, float] = field(default_factory=dict)
    """When each project's queued work would run out (now if it has none)."""
    saturated_until: float = 0.0
    """Until when every usable CPU stays busy."""
    shortfall_s: float = 0.0
    """Idle CPU-seconds within [now, now + horizon]."""
    project_shortfall_s: Mapping[ProjectUrl, float] = field(default_factory=dict)
    """CPU-seconds within the horizon a project is entitled to by share but lacks work for."""
