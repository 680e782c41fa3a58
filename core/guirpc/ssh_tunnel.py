"""GUI RPC through an SSH tunnel: a stock BOINC client that listens on its own 127.0.0.1 only.

The volunteer already reaches the computer with SSH; the manager logs in the same
way (paramiko: the SSH agent, the usual ~/.ssh keys, or a key file named in the
host entry) and asks that SSH server for a channel to 127.0.0.1:31416 on the far
side ("direct-tcpip", what ``ssh -L`` does). GUI RPC, MD5 challenge included, then
runs inside the channel: nothing is opened on the network but SSH, and the BOINC
client needs no remote_hosts.cfg at all.

Trust: the server's host key must already be in known_hosts (the volunteer's
~/.ssh/known_hosts, or the file the entry names): an unknown or changed key stops the
connection with a message saying so; the manager never adds keys on its own. No
password is sent or kept: login is by key only, and a key's passphrase, when there
is one, comes from the caller (the manager keeps it in the keyring like GUI RPC
passwords).

One SSH connection per ``SshTunnel`` carries every GUI RPC connection made through it
(each is a channel); a dropped SSH connection is made again on the next connect.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from core.api.client import ConnectionProblem
from core.guirpc.connection import Stream, TransportError

if TYPE_CHECKING:
    import paramiko


@dataclass(frozen=True, slots=True)
class SshSettings:
    """Where and how to log in; what a host entry keeps (no secret among them)."""

    host: str  # the SSH server: the computer running the BOINC client
    port: int = 22
    user: str = ""  # "" = the local user name
    key_file: str = ""  # "" = the agent and ~/.ssh's usual keys
    known_hosts: str = ""  # "" = ~/.ssh/known_hosts
    target_host: str = "127.0.0.1"  # where the BOINC client listens, as the SSH server sees it
    passphrase: str = field(default="", repr=False, compare=False)  # the key's, from the keyring; never stored


class SshTunnel:
    """A ``GuiRpcClient`` connector: ``SshTunnel(settings)(host, port, timeout_s)`` opens a channel
    to ``settings.target_host``:port on the SSH server (``host`` is only used in messages)."""

    def __init__(self, settings: SshSettings) -> None:
        self.settings = settings
        self._lock = threading.Lock()
        self._client: paramiko.SSHClient | None = None

    def _login(self, timeout_s: float) -> paramiko.SSHClient:
        import paramiko

        s = self.settings
        where = f"{s.user + '@' if s.user else ''}{s.host}:{s.port}"
        client = paramiko.SSHClient()
        known = Path(s.known_hosts).expanduser() if s.known_hosts else Path("~/.ssh/known_hosts").expanduser()
        if known.exists():
            client.load_host_keys(str(known))
        client.set_missing_host_key_policy(paramiko.RejectPolicy())
        try:
            client.connect(
                s.host, port=s.port, username=s.user or None, key_filename=s.key_file or None,
                passphrase=s.passphrase or None, password=None, allow_agent=True,
                look_for_keys=not s.key_file, timeout=timeout_s, banner_timeout=timeout_s, auth_timeout=timeout_s)
        except paramiko.BadHostKeyException as exc:
            client.close()
            raise TransportError.of(ConnectionProblem.SSH_HOST_KEY_CHANGED, where, str(known)) from exc
        except paramiko.SSHException as exc:
            client.close()
            if "not found in known_hosts" in str(exc):
                raise TransportError.of(ConnectionProblem.SSH_HOST_UNKNOWN, where, str(known), str(s.port),
                                        where.rsplit(':', 1)[0]) from exc
            if isinstance(exc, paramiko.AuthenticationException):
                raise TransportError.of(ConnectionProblem.SSH_AUTH_REFUSED, where, s.key_file or "~/.ssh keys") from exc
            raise TransportError.of(ConnectionProblem.SSH_FAILED, where, str(exc)) from exc
        except OSError as exc:
            client.close()
            raise TransportError.of(ConnectionProblem.SSH_FAILED, where, str(exc)) from exc
        transport = client.get_transport()
        if transport is not None:
            transport.set_keepalive(30)  # notices a dead link between polls
        return client

    def __call__(self, host: str, port: int, timeout_s: float) -> Stream:
        import paramiko

        with self._lock:
            client = self._client
            transport = client.get_transport() if client is not None else None
            if transport is None or not transport.is_active():
                if client is not None:
                    client.close()
                self._client = client = self._login(timeout_s)
                transport = client.get_transport()
            assert transport is not None
        try:
            channel = transport.open_channel("direct-tcpip", (self.settings.target_host, port),
                                             ("127.0.0.1", 0), timeout=timeout_s)
        except paramiko.ChannelException as exc:  # the far side could not connect: BOINC not running?
            raise TransportError.of(ConnectionProblem.SSH_TARGET_REFUSED, self.settings.host,
                                    self.settings.target_host, str(port), str(exc.text)) from exc
        except (paramiko.SSHException, OSError, EOFError) as exc:
            self.close()
            raise TransportError.of(ConnectionProblem.SSH_TUNNEL_CLOSED, self.settings.host, str(exc)) from exc
        channel.settimeout(timeout_s)
        return _Channel(channel)

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None


class _Channel:
    """A paramiko channel as a ``Stream``: its timeouts raise ``socket.timeout`` like a socket's."""

    def __init__(self, channel: paramiko.Channel) -> None:
        self._ch = channel

    def sendall(self, data: bytes, /) -> None:
        self._ch.sendall(data)

    def recv(self, bufsize: int, /) -> bytes:
        return bytes(self._ch.recv(bufsize))

    def close(self) -> None:
        self._ch.close()


__all__ = ["SshSettings", "SshTunnel"]
