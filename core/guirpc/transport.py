"""How the manager reaches a host's GUI RPC: plain TCP, TLS with a pinned certificate, or SSH.

A host entry's choice travels as a small frozen value (``TlsSettings`` or
``SshSettings``; None for plain TCP), which pickles into the host poller's child
process; ``connector_for`` turns it into the ``GuiRpcClient`` connector that
opens the byte stream there.
"""
from __future__ import annotations

from collections.abc import Callable

from core.guirpc.connection import Connector
from core.guirpc.ssh_tunnel import SshSettings, SshTunnel
from core.guirpc.tls import PinnedTls, TlsSettings

Transport = TlsSettings | SshSettings


def connector_for(transport: Transport | None,
                  on_pinned: Callable[[str], None] | None = None) -> Connector | None:
    """The connector for ``transport`` (None: plain TCP). ``on_pinned``: told the fingerprint
    pinned at first use when a TLS host had none."""
    if isinstance(transport, TlsSettings):
        return PinnedTls(transport.pin, on_pinned)
    if isinstance(transport, SshSettings):
        return SshTunnel(transport)
    return None


def describe(transport: Transport | None) -> str:
    """A few words for the host list: how this host is reached."""
    if isinstance(transport, TlsSettings):
        return "TLS"
    if isinstance(transport, SshSettings):
        return f"SSH via {transport.host}"
    return "plain"


__all__ = ["SshSettings", "TlsSettings", "Transport", "connector_for", "describe"]
