"""The CPU-time limit (``cpu_usage_limit``) as a one-second on/off duty cycle.

BOINC's client throttles running tasks from a thread that wakes every second
(prefs.md section 4.4): it keeps a level X, starting at 100; each second it adds
the limit (a percentage) to X, and if X reaches 100 the throttled tasks run for
that second and X drops by 100, otherwise they are suspended for the second. At
50 % tasks alternate one second on and one off; at 75 % three on and one off.
One second is the finest useful step because a BOINC-API app reads its control
messages only about that often.

``DutyCycle`` is that level and its clock, nothing else: the live executor asks
it at each poll whether tasks should be held now and when the next step falls,
and does the suspending itself. No I/O, no wall clock of its own.
"""
from __future__ import annotations

import math

from core.state.prefs import effective_cpu_usage_limit

STEP_S = 1.0
"""Length of one on or off step (BOINC's throttler sleeps one second)."""


class DutyCycle:
    """The throttle's level and step clock (engine thread only)."""

    def __init__(self) -> None:
        self.level = 100.0
        self.held = False  # tasks are in an "off" step
        self.next_step = -math.inf

    @property
    def active(self) -> bool:
        """A step clock is running (the limit was below 100 at the last step)."""
        return self.next_step != -math.inf

    def update(self, limit_pct: float, now: float) -> bool:
        """Advance to ``now`` under ``limit_pct``; True = throttle-able tasks must be held."""
        limit = effective_cpu_usage_limit(limit_pct)
        if limit >= 100.0:
            self.held = False
            self.next_step = -math.inf
            return False
        if now < self.next_step:
            return self.held
        self.level += limit
        if self.level >= 100.0:
            self.level -= 100.0
            self.held = False
        else:
            self.held = True
        # Keep a steady one-second cadence; after a long stall start a fresh one.
        self.next_step = self.next_step + STEP_S if now - self.next_step < STEP_S else now + STEP_S
        return self.held

    def wake_at(self) -> float:
        """When the next step is due (inf when not throttling)."""
        return self.next_step if self.active else math.inf
