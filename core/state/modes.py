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
    """A run mode with an optional temporary override (``until`` = when it ends)."""

    perm: RunMode = RunMode.AUTO
    temp: RunMode | None = None
    until: float = 0.0
    prev: RunMode = RunMode.AUTO

    def set(self, mode: RunMode, duration_s: float, now: float) -> None:
        before = self.current(now)
        if mode == RunMode.RESTORE:
            self.temp, self.until = None, 0.0
        elif duration_s > 0:
            self.temp, self.until = mode, now + duration_s
        else:
            self.perm, self.temp, self.until = mode, None, 0.0
        if self.current(now) != before:
            self.prev = before

    def current(self, now: float) -> RunMode:
        if self.temp is not None and now < self.until:
            return self.temp
        self.temp = None
        return self.perm

    def change_at(self, now: float) -> float:
        return self.until if self.temp is not None and self.until > now else math.inf


@dataclass(slots=True)
class UserModes:
    """Run, GPU and network modes. The GPU mode is kept and saved, not acted on (no GPU work here)."""

    run: ModeSetting = field(default_factory=ModeSetting)
    gpu: ModeSetting = field(default_factory=ModeSetting)
    network: ModeSetting = field(default_factory=ModeSetting)
