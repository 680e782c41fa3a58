"""Fixtures for the disk data manager tests."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from .world import T0, World


@pytest.fixture
def make_world(tmp_path: Path) -> Callable[..., World]:
    """Worlds in fresh directories under ``tmp_path`` (several per test are fine)."""
    counter = iter(range(1000))

    def make(shares: dict[str, float], now: float = T0) -> World:
        return World(tmp_path / f"w{next(counter)}", shares, now)

    return make
