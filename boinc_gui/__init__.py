"""The Qt manager window (PySide6, pyqtgraph). Uses core only through its public surface."""
from __future__ import annotations
