"""Events the disk adapters report for the event log: one per deletion attempted.

The records live in core/state/disk.py (the Disk port speaks them); this module keeps their old address.
"""
from __future__ import annotations

from core.state.disk import DeletionOutcome, DeletionResult, DiskEvent

__all__ = ["DeletionOutcome", "DeletionResult", "DiskEvent"]
