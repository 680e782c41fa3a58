"""The contract between the window and any client (no Qt, no I/O).

``commands`` (what the window asks; the row actions' enums in ``actions``), ``snapshot``
(what a client publishes), ``figures`` (the engine's counters a snapshot carries),
``client`` (the ``ClientInterface`` protocol and its ``Capabilities``), ``threaded`` (the
thread-safe plumbing a client uses to publish), ``prefs_check`` (what a preferences edit may
hold). It imports nothing of core but the records (core/state, core/ids, core/errors): the
clients that implement it stand beside each other above it: live (core/client), emulated
(core/emulator/window_client), remote (core/remote).

Names are imported from their module (``from core.api.commands import Attach``); the package
itself loads nothing, so the window can make its client (``client``) before it is complete
without the commands' and the snapshot's dataclasses, which load with the engine (issue 36).
"""
