"""The scheduler RPC, client side: build requests, parse and merge replies, HTTP.

``request`` builds the ``<scheduler_request>`` document, ``reply`` parses a
``<scheduler_reply>`` tolerantly into data, ``merge`` applies that data to the
state, ``master`` finds scheduler URLs in a master page, and ``transport``
(``LiveTransport``) runs the exchange over HTTP for the live client.
"""
from __future__ import annotations

from core.sched_rpc.master import MasterPage, parse_master_page
from core.sched_rpc.merge import LogMessage, MergeOutcome, merge_reply, unsafe_name_reason
from core.sched_rpc.reply import ParsedFile, ParsedReply, ReplyMessage, parse_scheduler_reply
from core.sched_rpc.host_blocks import RequestExtras
from core.sched_rpc.request import build_scheduler_request
from core.sched_rpc.transport import LiveTransport, TransportConfig

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
    "unsafe_name_reason",
]
