"""Composition root of the manager (issue 6 builds the window here).

Until the window exists, ``boinc-gui`` says so plainly and points at what
already works, rather than failing with an import error.
"""
from __future__ import annotations

import sys


def main() -> int:
    print(
        "boinc-gui: the manager window is not built yet.\n"
        "The engine's emulator works today: boinc-core emulate resources/scenarios/demo.xml --summary",
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
