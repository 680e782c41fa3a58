"""Fixtures shared by the emulator's tests."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.emulator import compiled

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def compiled_copy() -> Path:
    """The copy for this tree's sources: make test's, else built here once.

    The tests that use it measure no time, so they run among the parallel ones: ``make test``
    builds the copy before the suite, and where there is none the workers that need it take
    the build's lock in turn and the first one builds (core/emulator/compiled.py).

    Skips where the tools are missing; fails where they are there and the build fails (an
    edit mypyc cannot compile would otherwise quietly make the emulator pure Python again).
    """
    root = compiled.find(ROOT / "core")
    if root is None:
        lacking = compiled.missing_tools()
        if lacking:
            pytest.skip(f"no compiled copy can be built here ({lacking}); the pure-Python fallback is all "
                        "there is")
        built = compiled.build(ROOT / "core", say=False)
        assert built.root is not None, built.message
        root = built.root
    return root
