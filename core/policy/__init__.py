"""Pure policies: functions and small classes over (state, now) returning decisions.

No module here does I/O, reads the wall clock, sleeps or starts a thread. The live
client and the emulator call the same code.
"""
from __future__ import annotations
