from __future__ import annotations

import os

import pytest

# Qt must never need a display in tests.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No test reaches boinc.berkeley.edu for its project list (core/accounts/project_list_refresh.py).
os.environ.setdefault("BOINC_GUI_PROJECT_LIST_URL", "")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Longest first: ``make test``'s workers (pytest-xdist) take tests in this order, and a
    two-minute test dealt last kept one worker busy while the others had finished. A test's
    own timeout mark (or ``slow``) says how long its author expected it to take; the order
    among equals is kept."""

    def expected(item: pytest.Item) -> tuple[bool, float]:
        mark = item.get_closest_marker("timeout")
        limit = float(mark.args[0]) if mark is not None and mark.args else 0.0
        return item.get_closest_marker("slow") is None, -limit

    items.sort(key=expected)
