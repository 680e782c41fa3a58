"""The demo validator's sieve (core.demo.jobs.count_primes) counts the primes of any range,
across the boundaries of the pieces it sieves at a time, against trial division."""
from __future__ import annotations

import random

import pytest

from core.demo import jobs


def _trial_division(start: int, end: int) -> int:
    return sum(1 for n in range(max(start, 2), end) if all(n % d for d in range(2, int(n ** 0.5) + 1)))


@pytest.mark.parametrize("chunk", [7, 64, 1 << 18])  # pieces smaller than the primes used, and the default
def test_counts_agree_with_trial_division(chunk: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jobs, "_SIEVE_CHUNK", chunk)
    rng = random.Random(chunk)
    ranges = [(0, 0), (0, 3), (2, 3), (10, 10), (0, 1000), (997, 1010)]
    ranges += [(a, a + rng.randint(0, 2500)) for a in (rng.randint(0, 20_000) for _ in range(60))]
    for start, end in ranges:
        assert jobs.count_primes(start, end) == _trial_division(start, end), (start, end)


def test_a_default_job_is_counted_the_same_in_one_piece_and_in_many(monkeypatch: pytest.MonkeyPatch) -> None:
    start, end = jobs.prime_range(3, 300_000)
    monkeypatch.setattr(jobs, "_SIEVE_CHUNK", end - start)
    whole = jobs.count_primes(start, end)
    monkeypatch.setattr(jobs, "_SIEVE_CHUNK", 4096)
    assert jobs.count_primes(start, end) == whole > 0
