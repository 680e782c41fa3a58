"""Icons drawn for this project (resources/icons/*.svg), by state name."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"


def icon(name: str) -> QIcon:
    """``computing``, ``idle``, ``suspended``, ``snoozed``, ``error`` or ``app``."""
    path = ICONS / f"{name}.svg"
    return QIcon(str(path)) if path.exists() else QIcon()
