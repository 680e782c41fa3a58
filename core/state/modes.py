"""The volunteer's activity settings as client_state.xml keeps them: run, GPU and network modes.

Each is BOINC's two-level setting (``ModeSetting``): a permanent mode, and a temporary
one with an end time after which the permanent one returns (``set_run_mode never
3600``); RESTORE ends the temporary one. ``prev`` is the mode in force before the last
change, which BOINC saves as ``<user_run_prev_request>``.

They live in the client state so that the state file always writes what is in force:
the live host's ``RunModes`` (core/engine/run_modes.py) works on these very objects.
BOINC saves the permanent modes only; we also save a temporary one with its end time,
so "Suspend for an hour" is still in force after a restart within that hour.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from core.state.enums import RunMode


@dataclass(slots=True)
class ModeSetting:
    """A run mode with an optional temporary override (``until`` = when it ends).

    Each level keeps the reason it was set with ("electricity price above 0.30"; "" = none
    given), so the words shown while it suspends are the asker's (BOINC issue #5753)."""

    perm: RunMode = RunMode.AUTO
    temp: RunMode | None = None
    until: float = 0.0
    prev: RunMode = RunMode.AUTO
    perm_reason: str = ""
    temp_reason: str = ""

    def set(self, mode: RunMode, duration_s: float, now: float, reason: str = "") -> None:
        before = self.current(now)
        if mode == RunMode.RESTORE:
            self.temp, self.until, self.temp_reason = None, 0.0, ""
        elif duration_s > 0:
            self.temp, self.until, self.temp_reason = mode, now + duration_s, reason
        else:
            self.perm, self.temp, self.until = mode, None, 0.0
            self.perm_reason, self.temp_reason = reason, ""
        if self.current(now) != before:
            self.prev = before

    def current(self, now: float) -> RunMode:
        if self.temp is not None and now < self.until:
            return self.temp
        self.temp, self.temp_reason = None, ""
        return self.perm

    def reason(self, now: float) -> str:
        """The reason given with the mode in force now ("" = none)."""
        return self.temp_reason if self.current(now) is self.temp else self.perm_reason

    def change_at(self, now: float) -> float:
        return self.until if self.temp is not None and self.until > now else math.inf


@dataclass(slots=True)
class UserModes:
    """Run, GPU and network modes. The GPU mode is kept and saved, not acted on (no GPU work here)."""

    run: ModeSetting = field(default_factory=ModeSetting)
    gpu: ModeSetting = field(default_factory=ModeSetting)
    network: ModeSetting = field(default_factory=ModeSetting)
