"""The boinc-gui engine: a BOINC-compatible volunteer-computing client, Qt-free.

The GUI uses only what this package exports; see DESIGN.md for the layering.
"""
from __future__ import annotations

from core.errors import CoreError

__all__ = ["CoreError"]
