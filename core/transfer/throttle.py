"""Bandwidth limiting and the slow-transfer rule, used inside transfer worker threads.

``TokenBucket`` enforces ``max_bytes_sec_down``/``_up`` over all transfers of
one direction together: each chunk reserves its bytes and the thread sleeps off
any debt, so N transfers share the rate as BOINC's equal division does, and a
transfer that is idle leaves its share to the others. ``LowSpeedWatch`` is
curl's LOW_SPEED_LIMIT/LOW_SPEED_TIME, which BOINC sets from
``http_transfer_timeout_bps`` and ``http_transfer_timeout``. Both use the
monotonic clock because they pace real bytes, not engine decisions.
"""
from __future__ import annotations

import threading
import time

BURST_S = 0.1
"""The bucket holds at most this many seconds of tokens, so bursts stay small."""


class TokenBucket:
    """A thread-safe byte-rate limiter; rate 0 means unlimited."""

    def __init__(self, rate_bytes_s: float = 0.0) -> None:
        self._lock = threading.Lock()
        self._rate = max(0.0, rate_bytes_s)
        self._tokens = self._rate * BURST_S
        self._stamp = time.monotonic()

    @property
    def rate_bytes_s(self) -> float:
        return self._rate

    def set_rate(self, rate_bytes_s: float) -> None:
        """Change the limit (0 = none); takes effect for the next chunk."""
        with self._lock:
            self._rate = max(0.0, rate_bytes_s)
            self._tokens = min(self._tokens, self._rate * BURST_S)
            self._stamp = time.monotonic()

    def consume(self, nbytes: int, cancel: threading.Event) -> None:
        """Take ``nbytes`` and sleep until the rate allows them; returns early if cancelled."""
        with self._lock:
            if self._rate <= 0:
                return
            now = time.monotonic()
            self._tokens = min(self._rate * BURST_S, self._tokens + (now - self._stamp) * self._rate)
            self._stamp = now
            self._tokens -= nbytes
            wait_s = -self._tokens / self._rate if self._tokens < 0 else 0.0
        if wait_s > 0:
            cancel.wait(wait_s)


class LowSpeedWatch:
    """True from ``too_slow`` once the average rate stayed under ``limit_bps`` for ``window_s``."""

    def __init__(self, limit_bps: float, window_s: float) -> None:
        self._limit = limit_bps
        self._window = window_s
        self._anchor_t = time.monotonic()
        self._anchor_bytes = 0

    def too_slow(self, total_bytes: int) -> bool:
        """Feed the running byte count; check after every chunk."""
        now = time.monotonic()
        elapsed = now - self._anchor_t
        if self._window <= 0 or self._limit <= 0 or elapsed < self._window:
            return False  # a window or rate of 0 turns the check off, as in curl
        if (total_bytes - self._anchor_bytes) / elapsed < self._limit:
            return True
        self._anchor_t, self._anchor_bytes = now, total_bytes
        return False
