"""Process-level tuning and desktop integration: garbage collection, the interpreter lock, PySide workarounds, one instance, autostart."""
