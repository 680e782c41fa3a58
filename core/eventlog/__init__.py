"""The event log (numbered messages, rotating log file: log.py), the notice board
(notices.py) and BOINC's ``_("…")`` translation markers (markers.py).

Nothing is imported here: the window loads markers.py before its first paint, and the
log's module brings the client's configuration with it.
"""
