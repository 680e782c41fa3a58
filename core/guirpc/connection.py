"""What a GUI RPC connection is made of and how it fails: the byte stream, the connector, the
errors. Light on purpose (no XML, no client): the window's host settings and the TLS and SSH
transports import it without loading the GUI RPC client itself.
"""
from __future__ import annotations

import socket
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from core.errors import CoreError

if TYPE_CHECKING:  # a type only: this module stays light (see above)
    from core.api.client import ConnectionProblem


class Stream(Protocol):
    """What a GUI RPC connection needs of its byte stream: a socket, a TLS socket, an SSH channel."""

    def sendall(self, data: bytes, /) -> None: ...
    def recv(self, bufsize: int, /) -> bytes: ...
    def close(self) -> None: ...


# Opens the byte stream to (host, port) within a timeout in seconds: plain TCP unless given
# (core.guirpc.tls.PinnedTls, core.guirpc.ssh_tunnel.SshTunnel).
Connector = Callable[[str, int, float], Stream]


def plain_tcp(host: str, port: int, timeout_s: float) -> Stream:
    return socket.create_connection((host, port), timeout=timeout_s)


class GuiRpcError(CoreError):
    """A request the other client refused or could not answer; ``code`` is BOINC's error number."""

    def __init__(self, message: str, code: int = -1) -> None:
        super().__init__(message)
        self.code = code


class GuiRpcAuthError(GuiRpcError):
    """Wrong or missing password (ERR_AUTHENTICATOR, -155)."""

    def __init__(self, message: str = "wrong GUI RPC password") -> None:
        super().__init__(message, -155)


class GuiRpcUnsupported(GuiRpcError):
    """The host's client does not know the operation ("unrecognized op": a real BOINC client
    asked for one of our extensions, such as get_rules)."""


class GuiRpcProtocolError(GuiRpcError):
    """The host answered, but not as a GUI RPC server does (an element every reply of the kind
    has is missing, or the reply cannot be read): another program on the port, or a damaged reply."""


class GuiRpcReplyTooLarge(GuiRpcProtocolError):
    """The host's reply passed the size this client reads (client.MAX_REPLY_BYTES)."""


class GuiRpcConnectionError(GuiRpcError):
    """The host cannot be reached or dropped the connection (ERR_CONNECT, -111... in words)."""


class TransportError(GuiRpcConnectionError):
    """The TLS or SSH layer stopped the connection; the message says why and what to do, in full.

    ``problem`` and ``facts``: the same as a kind and what its words name, for a window to say it
    in its own language (the message is ``problem.words(facts)``); None for a sentence of no kind."""

    def __init__(self, message: str, problem: ConnectionProblem | None = None, facts: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.problem, self.facts = problem, facts

    @classmethod
    def of(cls, problem: ConnectionProblem, *facts: str) -> TransportError:
        """The error of kind ``problem``, its message the kind's English."""
        return cls(problem.words(facts), problem, facts)
