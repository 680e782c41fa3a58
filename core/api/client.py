"""The one client interface the manager window talks to (DESIGN.md, one interface).

Implementations: the in-process live client (``core.client.live.LiveClient``), the
emulator in a thread (``core.emulator.window_client.emulated.EmulatedClient``) and a
BOINC client on another host over GUI RPC (``core.remote.client.RemoteClient``, or the
``PolledClient`` of core/remote/host_poller.py). The window never knows which it has:
what differs is told by ``Capabilities`` and by the methods below, never found by
looking inside a client.

Threads: ``start``/``stop`` from the owner's thread; ``submit`` and
``poll_snapshot`` from any thread. Listeners are called on the client's own
thread, so a GUI must hop to its thread (boinc_gui/hosts/bridge.py does, with a
queued signal); a listener must return quickly and never raise.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    # Types only: the window makes its client before it is complete, and the commands' and the
    # snapshot's dataclasses load with the engine, on its thread (issue 36).
    from core.api.commands import Command, CommandResult
    from core.api.snapshot import ClientSnapshot

SnapshotListener = Callable[["ClientSnapshot"], None]


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What a client can do; the window hides or disables what it cannot."""

    label: str  # shown in the title bar, e.g. "emulated: demo" or "localhost"
    emulated: bool = False
    can_attach: bool = True
    can_set_prefs: bool = True
    has_transfers: bool = True
    has_disk: bool = True
    can_change_speed: bool = False  # emulated time can be sped up or slowed down (``set_speed``)
    data_dir: Path | None = None  # the client's data directory when this process may read it (the live client)
    has_rules: bool = False  # ``get_rules``/``set_rules`` may work (a remote host says at the call)


class ConnectionProblem(Enum):
    """Why a host's client cannot be read, as a kind: a window says each in its own language
    (boinc_gui/hosts/manager.py), the core in English (``words``: logs, ``HostHealth.error``).
    Kinds that name something take it from ``HostHealth.problem_facts``; TRANSPORT (a TLS or
    SSH layer's sentence of no kind) and OTHER (an error of no known kind) carry their text."""

    PASSWORD_NEEDED = "password needed"
    WRONG_PASSWORD = "wrong password"
    REFUSED = "connection refused (is the client running, and does it accept this computer?)"
    TIMED_OUT = "no answer (timed out)"
    UNKNOWN_HOST = "unknown host name"
    RESET = "connection reset by the host"
    UNREACHABLE = "host unreachable"
    CLOSED = "the host closed the connection (this computer may not be in its remote_hosts.cfg)"
    REPLY_TOO_LARGE = "the host's answer is too large to read"
    NOT_GUI_RPC = "the host's answer is not BOINC's GUI RPC (is a BOINC client listening on this port?)"
    UNSUPPORTED = "the host's client does not know this request ({0})"
    CLIENT_ERROR = "the host's client answered with an error: {0}"
    NETWORK_ERROR = "network error ({0})"
    # The TLS and SSH layers' refusals (core/guirpc/tls.py, ssh_tunnel.py), each with what to do.
    CERTIFICATE_CHANGED = (  # where (host:port), the pinned fingerprint, the one presented now
        "The TLS certificate of {0} has changed, so the manager did not log in. "
        "Pinned: SHA-256 {1}. Presented now: SHA-256 {2}. "
        "If that computer's certificate was made anew on purpose (its data directory was reset, "
        "or gui_rpc_tls_cert.pem was deleted), compare the new fingerprint with the one "
        "`boinc-core tls-fingerprint` prints there, then accept it in Hosts > Edit "
        "(\"Accept the new certificate\"). Otherwise someone may be in between: do not accept it.")
    SSH_HOST_KEY_CHANGED = (  # where (user@host:port), the known_hosts file
        "SSH: the host key of {0} is not the one in {1} (it changed, or someone is in "
        "between): not connecting. If it changed on purpose, check it and update {1} "
        "(ssh-keygen -R) by logging in once with ssh.")
    SSH_HOST_UNKNOWN = (  # where, the known_hosts file, the SSH port, user@host
        "SSH: {0} is not in {1}; log in once with `ssh -p {2} {3}`, "
        "compare its host key fingerprint, accept it, then try again")
    SSH_AUTH_REFUSED = (  # where, the keys offered (the key file, or "~/.ssh keys")
        "SSH: {0} accepted none of the keys offered (agent, {1}); is the public key in its authorized_keys?")
    SSH_FAILED = "SSH to {0}: {1}"  # where, the SSH library's or the OS's own words
    SSH_TARGET_REFUSED = (  # the SSH host, the client's host as seen from there, its port, the SSH server's reason
        "SSH to {0}: {1}:{2} there refused the connection ({3}): is the BOINC client running?")
    SSH_TUNNEL_CLOSED = "SSH to {0}: the connection was lost ({1})"  # the SSH host, the library's words
    # Not connected (yet), and no attempt has failed: no error to name (a command sent to a host
    # whose first connection is still to come).
    NOT_CONNECTED = "not connected"
    TRANSPORT = "transport"  # its words are its one fact, the TLS or SSH layer's sentence
    OTHER = "other"  # its words are its one fact, the error's own text

    def words(self, facts: tuple[str, ...] = ()) -> str:
        """The problem in the core's English, its facts put in."""
        if self is ConnectionProblem.TRANSPORT or self is ConnectionProblem.OTHER:
            return facts[0] if facts else ""
        template: str = self.value
        return template.format(*facts, *[""] * template.count("{"))


@dataclass(frozen=True, slots=True)
class HostHealth:
    """How the connection to one host is doing (what the status bar and host list show)."""

    connected: bool
    latency_s: float | None = None  # round trip of the last get_cc_status; None = unknown
    last_contact: float = 0.0  # wall time of the last answer; 0 = never
    error: str = ""  # the last problem in plain words; "" = none
    problem: ConnectionProblem | None = None  # ``error``'s kind, for a window's own words; None = none
    problem_facts: tuple[str, ...] = ()  # what ``problem``'s words name (see ConnectionProblem)
    retry_at: float = 0.0  # wall time of the next connection attempt; 0 = none planned
    tls_fingerprint: str = ""  # over TLS: the pinned certificate's SHA-256 ("" = not TLS, or not yet seen)

    def summary(self) -> str:
        """One line for a status bar."""
        if self.connected:
            ms = f", {self.latency_s * 1000:.0f} ms" if self.latency_s is not None else ""
            return f"connected{ms}"
        words = self.error or "connecting…"
        if self.retry_at > time.time():
            words += f"; retrying in {max(1, round(self.retry_at - time.time()))} s"
        return words


#: A client in this process is always reachable.
IN_PROCESS = HostHealth(connected=True)


@dataclass(frozen=True, slots=True)
class AccountManagerView:
    """The account manager a client has joined, as GUI RPC's acct_mgr_info tells it (immutable)."""

    url: str = ""  # "" = none joined
    name: str = ""
    have_credentials: bool = False
    error_num: int = 0  # the last RPC: 0 ok, -204 in progress, else BOINC's error code
    messages: tuple[str, ...] = ()
    # What the manager itself said in its last reply, as it said it: its <error_msg> on a
    # refusal, its <message>s otherwise (``messages`` adds this client's own English lines).
    # A window words ``error_num`` in its language and adds these, not ``messages``.
    manager_words: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RulesInfo:
    """A client's rules file and what its rules do now (GUI RPC get_rules, our extension)."""

    text: str | None = None  # the rules file as it is on disk; None = no file
    refused: tuple[str, ...] = ()  # the file's rules the client refuses, one sentence each
    in_force: tuple[tuple[str, str], ...] = ()  # (rule name, why it holds) at the last evaluation
    computing_suspended: str = ""  # why computing is suspended now ("" = it is not)
    network_suspended: str = ""  # why network activity is suspended now ("" = it is not)


@runtime_checkable
class ClientInterface(Protocol):
    capabilities: Capabilities

    def start(self) -> None:
        """Start the client's thread; snapshots follow. Calling twice is harmless."""
        ...

    def stop(self, timeout_s: float = 5.0) -> None:
        """Stop and join the client's thread; pending commands are answered with failure."""
        ...

    def submit(self, command: Command) -> Future[CommandResult]:
        """Queue a command for the client's next poll (thread-safe, never blocks)."""
        ...

    def poll_snapshot(self) -> ClientSnapshot | None:
        """The latest snapshot (None before the first). Thread-safe."""
        ...

    def add_listener(self, listener: SnapshotListener) -> None:
        """Call ``listener`` with every snapshot published from now on (on the client's thread)."""
        ...

    def remove_listener(self, listener: SnapshotListener) -> None: ...

    def health(self) -> HostHealth:
        """How the connection to the client is doing (``IN_PROCESS`` for one in this process). Thread-safe."""
        ...

    def account_manager(self) -> AccountManagerView | None:
        """The account manager the client has joined, when the client tells it (None: unknown). Thread-safe."""
        ...

    @property
    def speed(self) -> float:
        """Simulated seconds per wall second (1 for a real client)."""
        ...

    def set_speed(self, speed: float) -> None:
        """Change ``speed`` (only with ``capabilities.can_change_speed``; others ignore it)."""
        ...

    def get_rules(self) -> Future[RulesInfo]:
        """The client's rules file and what its rules do now. The future raises when the client keeps
        no rules (``capabilities.has_rules`` False, or a host that answers so) or cannot be reached."""
        ...

    def set_rules(self, rules_xml: str) -> Future[None]:
        """Replace the client's rules file with ``rules_xml``, checked whole; the future raises with the
        refusal (every refused rule named; the file is then unchanged) or the failure to write."""
        ...
