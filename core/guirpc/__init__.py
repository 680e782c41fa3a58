"""GUI RPC: the server real BOINC tools talk to, and a typed client for real BOINC clients.

``server.GuiRpcServer`` serves a ``backend.GuiRpcBackend`` (snapshots out,
commands in); ``client.GuiRpcClient`` drives any BOINC-compatible client.
"""
from __future__ import annotations
