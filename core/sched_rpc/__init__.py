"""The scheduler RPC, client side: build requests, parse and merge replies, HTTP.

``request`` builds the ``<scheduler_request>`` document, ``reply`` parses a
``<scheduler_reply>`` tolerantly into data, ``merge`` applies that data to the
state, ``master`` finds scheduler URLs in a master page, and ``transport``
(``LiveTransport``) runs the exchange over HTTP for the live client.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.sched_rpc.host_blocks import RequestExtras
    from core.sched_rpc.master import MasterPage, parse_master_page
    from core.sched_rpc.merge import LogMessage, MergeOutcome, merge_reply
    from core.sched_rpc.reply import ParsedFile, ParsedReply, ReplyMessage, parse_scheduler_reply
    from core.sched_rpc.request import build_scheduler_request
    from core.sched_rpc.transport import LiveTransport, TransportConfig

# Each name is imported from its module on first use (PEP 562), not with the package: the
# batch emulator imports core.sched_rpc.affinity alone, and loading the HTTP transport (http,
# urllib, email) with it cost a third of `boinc-core emulate`'s start-up.
_HOME = {
    "MasterPage": "master", "parse_master_page": "master",
    "LogMessage": "merge", "MergeOutcome": "merge", "merge_reply": "merge",
    "ParsedFile": "reply", "ParsedReply": "reply", "ReplyMessage": "reply", "parse_scheduler_reply": "reply",
    "RequestExtras": "host_blocks", "build_scheduler_request": "request",
    "LiveTransport": "transport", "TransportConfig": "transport",
}


def __getattr__(name: str) -> object:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "LiveTransport",
    "LogMessage",
    "MasterPage",
    "MergeOutcome",
    "ParsedFile",
    "ParsedReply",
    "ReplyMessage",
    "RequestExtras",
    "TransportConfig",
    "build_scheduler_request",
    "merge_reply",
    "parse_master_page",
    "parse_scheduler_reply",
]
