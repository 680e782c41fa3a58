"""Host and server availability: alternating on/off periods, exponentially distributed.

An ``OnOffProcess`` alternates "on" periods of mean ``mean_on_s`` with "off"
periods of mean ``mean_on_s × (1 − frac) / frac``, so that the long-run
fraction of time on is ``frac`` (BOINC's emulator and the study use this
model). Periods are drawn lazily from the process's own seeded generator, so
adding a query never changes the sequence another process sees.

In fixed-step mode a process is *quantised* as in BOINC's emulator
(``RANDOM_PROCESS::sample``): it flips at most once per distinct sample time,
and a period shorter than a step carries its overshoot into the next one.

``EmulatedHost`` combines BOINC's processes: the host is *on* (the scenario's
``availability``); while on, computing needs *active* and the network needs
*connected* (each its own process, absent when its fraction is 1) and the
connection interval's window. A host with GPUs may also be *in use* (``in_use_frac``):
GPUs then rest unless the preferences let them run while the computer is in use (the
what-if preview's GPU figures; CPU availability keeps to ``active_frac``, measured under
the preferences in force).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from core.emulator.scenario import HostSpec
from core.ports import Availability

INF = math.inf


class OnOffProcess:
    def __init__(self, frac: float, mean_on_s: float, rng: random.Random, start: float, start_on: bool = True,
                 quantised: bool = False) -> None:
        self.frac = frac
        self.quantised = quantised
        self._last_flip = -INF
        self.always = frac >= 1.0
        self.mean_on = mean_on_s
        self.mean_off = mean_on_s * (1.0 - frac) / frac if frac > 0 else INF
        self.rng = rng
        self.on = start_on or self.always
        self.change_at = INF if self.always else start + self._draw()

    def _draw(self) -> float:
        mean = self.mean_on if self.on else self.mean_off
        return self.rng.expovariate(1.0 / mean) if mean > 0 else 0.0

    def state(self, now: float) -> tuple[bool, float]:
        """(on?, time of the next change) at ``now``; ``now`` must not go backwards."""
        if self.quantised:
            if now >= self.change_at and now > self._last_flip:
                self.on = not self.on
                self.change_at += self._draw()
                self._last_flip = now
            return self.on, self.change_at
        while now >= self.change_at:
            self.on = not self.on
            self.change_at += self._draw()
        return self.on, self.change_at


@dataclass(slots=True)
class _Connection:
    interval: float
    window: float

    def state(self, now: float) -> tuple[bool, float]:
        if self.interval <= 0:
            return True, INF
        phase = now % self.interval
        if phase < self.window:
            return True, now - phase + self.window
        return False, now - phase + self.interval


class EmulatedHost:
    """The ``Host`` port in simulated time: computing follows the on/off process;
    the network additionally follows the connection interval."""

    def __init__(self, spec: HostSpec, rng: random.Random, start: float, quantised: bool = False,
                 gpu_rests_in_use: bool = False) -> None:
        self.process = OnOffProcess(spec.availability, spec.mean_available_s, rng, start, quantised=quantised)
        self.connection = _Connection(spec.connection_interval_s, spec.connected_window_s)
        self._last_now = -INF
        self._last = Availability(computing=False, network=False, until=-INF)
        # Created only when used, so scenarios without them draw exactly as before.
        self.active = self.connected = None
        if spec.active_frac < 1.0:
            self.active = OnOffProcess(spec.active_frac, spec.active_mean_s, random.Random(rng.random()), start,
                                       quantised=quantised)
        if spec.connected_frac < 1.0:
            self.connected = OnOffProcess(spec.connected_frac, spec.connected_mean_s, random.Random(rng.random()),
                                          start, quantised=quantised)
        # Drawn from a generator of its own, made after the others, so hosts without it draw as before.
        self.in_use: OnOffProcess | None = None
        if 0.0 < spec.in_use_frac < 1.0:
            # Starts in use with the probability of being in use at any instant: a preview of
            # minutes must not always begin with the computer left alone.
            use_rng = random.Random(rng.random())
            self.in_use = OnOffProcess(spec.in_use_frac, spec.in_use_mean_s, use_rng, start,
                                       start_on=use_rng.random() < spec.in_use_frac, quantised=quantised)
        self.gpu_rests_in_use = gpu_rests_in_use  # not prefs.run_gpu_if_user_active
        # No other process and no connection interval: availability is the on/off process alone.
        self._only_on = (self.active is None and self.connected is None and not quantised
                         and spec.connection_interval_s <= 0 and self.in_use is None)

    def is_on(self, now: float) -> bool:
        """Is the host powered on (BOINC's ``on`` process) at ``now``?"""
        return self.process.state(now)[0]

    def availability(self, now: float) -> Availability:
        # The engine and the run loop both ask at each instant: the same instant gets the
        # same answer (no process flips twice at one instant, none draws without a flip).
        if now == self._last_now:
            return self._last
        self._last_now = now
        self._last = self._availability(now)
        return self._last

    def _availability(self, now: float) -> Availability:
        if self._only_on:
            # Only the on/off process (BOINC's inputs): OnOffProcess.state written out, unquantised
            process = self.process
            while now >= process.change_at:
                process.on = not process.on
                process.change_at += process._draw()
            on = process.on
            return Availability(computing=on, network=on, until=process.change_at)
        on, change = self.process.state(now)
        connected, conn_change = self.connection.state(now)
        until = min(change, conn_change)
        active = True
        if self.active is not None:
            active, a_change = self.active.state(now)
            until = min(until, a_change)
        if self.connected is not None:
            up, c_change = self.connected.state(now)
            connected = connected and up
            until = min(until, c_change)
        gpu = True
        if self.in_use is not None:
            used, u_change = self.in_use.state(now)
            until = min(until, u_change)
            gpu = not (used and self.gpu_rests_in_use)
        return Availability(computing=on and active, network=on and connected, until=until, gpu=gpu)
