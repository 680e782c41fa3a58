"""Simulated time: the engine's own policy code against an emulated world."""
from __future__ import annotations
