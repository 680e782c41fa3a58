"""Science of the demo project: making job inputs and checking job outputs.

``prime_count`` jobs ask the app to count the primes in ``[start, end)``; the
input file is ``"start end\\n"`` and the expected output starts with the count
(``"count\\n"``). The validator recomputes the count with a sieve, which takes
a fraction of a second for the default job size, so every reported result is
checked against the truth rather than against a quorum. ``any_output`` jobs
(any application directory) have an empty-ish input naming the job and are
valid when the output file exists and is not empty.

Chains (workunit affinity): link ``k`` of a chain of ``n`` links shares the
chain's input ``"start end\n"`` (the whole chain range, a sticky file) and runs
with ``--part k/n``, so it counts its own part; from the second link on it also
reads its predecessor's output (``prev``) and writes the running total, so the
last link's output counts the primes of the whole chain range.

Reads: the uploaded output file. Writes: nothing (callers store the inputs).
"""
from __future__ import annotations

import math
from pathlib import Path

PRIME_RANGE_BASE = 1_000_000_000
"""Ranges start here so every job has about the same density of primes (and cost)."""

_MAX_VALIDATE_BYTES = 4096


def prime_range(index: int, job_size: int) -> tuple[int, int]:
    """The ``[start, end)`` range of the ``index``-th prime_count job."""
    start = PRIME_RANGE_BASE + index * job_size
    return start, start + job_size


def input_text(kind: str, start: int, end: int, wu_name: str) -> bytes:
    """The input file of a job."""
    if kind == "prime_count":
        return f"{start} {end}\n".encode("ascii")
    return f"{wu_name}\n".encode("ascii")


_SIEVE_CHUNK = 1 << 18
"""Numbers sieved at a time. The validator runs in the embedded demo project's request
thread, inside the window's process: every C call it makes holds the interpreter lock, so
each stays well under a millisecond (one ``sum`` over a 3,000,000-number segment held it
for 15 ms, and with the repaint's many hand-overs the window froze for 100-200 ms)."""


def count_primes(start: int, end: int) -> int:
    """Number of primes p with start <= p < end (segmented sieve, ``_SIEVE_CHUNK`` at a time)."""
    start = max(start, 2)
    if end <= start:
        return 0
    limit = math.isqrt(end - 1)
    base = bytearray([1]) * (limit + 1)
    base[0:2] = b"\x00\x00"[: min(2, limit + 1)]
    for i in range(2, math.isqrt(limit) + 1):
        if base[i]:
            base[i * i::i] = bytes(len(range(i * i, limit + 1, i)))
    primes = [p for p in range(2, limit + 1) if base[p]]
    zeros = memoryview(bytes(_SIEVE_CHUNK))
    total = 0
    for lo in range(start, end, _SIEVE_CHUNK):
        hi = min(lo + _SIEVE_CHUNK, end)
        seg = bytearray([1]) * (hi - lo)
        for p in primes:
            if p * p >= hi:
                break
            first = max(p * p, (lo + p - 1) // p * p)
            if first < hi:
                seg[first - lo::p] = zeros[:(hi - 1 - first) // p + 1]
        total += seg.count(1)
    return total


def chain_part(start: int, end: int, k: int, n: int) -> tuple[int, int]:
    """The range link ``k`` of ``n`` counts in a chain over ``[start, end)`` (the app's ``--part k/n``)."""
    span = end - start
    return start + span * k // n, start + span * (k + 1) // n


def output_count(output: Path) -> int | None:
    """The count at the head of an output file (None if unreadable)."""
    try:
        with open(output, "rb") as f:
            words = f.read(_MAX_VALIDATE_BYTES).split()
        return int(words[0]) if words else None
    except (OSError, ValueError):
        return None


def check_output(kind: str, start: int, end: int, output: Path, base: int = 0) -> tuple[bool, str]:
    """(valid, reason) for an uploaded output file; ``base`` is a chain's running count so far."""
    try:
        with open(output, "rb") as f:
            head = f.read(_MAX_VALIDATE_BYTES)
    except OSError as exc:
        return False, f"output file not found or unreadable ({exc.strerror or exc})"
    if kind != "prime_count":
        return (True, "output present") if head.strip() else (False, "output file is empty")
    words = head.split()
    if not words:
        return False, "output file is empty"
    try:
        claimed = int(words[0])
    except ValueError:
        return False, f"output does not start with a count: {words[0][:40]!r}"
    truth = base + count_primes(start, end)
    plus = f"{base} + " if base else ""
    if claimed != truth:
        return False, f"wrong answer: {claimed} primes claimed for {plus}[{start}, {end}), there are {truth}"
    return True, f"{truth} primes for {plus}[{start}, {end}) confirmed"
