"""Process-level tuning and desktop integration.

Garbage collection, the interpreter lock, PySide workarounds, one instance, autostart."""
