"""Alerts for the volunteer, from snapshots (no Qt): ``model`` (kinds, settings, records),
``engine`` (what raises them), ``grouping`` (few notifications, never a storm), ``log``
(the alert log kept across restarts)."""
