"""One GUI RPC connection's state and what every operation handler shares.

``Session`` is a connection's authentication state (and what it was last told
about notices); ``Ctx`` is one request with the backend and the session, and
reads the backend's snapshot at most once. The helpers build reply bodies.
Pure data and string helpers: nothing here blocks or does I/O.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.guirpc import render
from core.guirpc.backend import GuiRpcBackend, GuiRpcSnapshot, RulesFiles
from core.guirpc.request import Request
from core.ids import ProjectUrl

SERVER_VERSION = (7, 20, 5)
"""Reported by exchange_versions and get_state; the protocol we emulate (fixtures' client)."""


@dataclass(slots=True)
class Session:
    """One connection's authentication state."""

    password: str
    is_local: bool
    authorized: bool = False
    nonce: str | None = None
    auth1_count: int = 0
    auth2_tried: bool = False
    refusals: int = 0
    client_name: str = ""
    # Sequence numbers of the notices that existed at this connection's last get_notices;
    # one of them gone means notices were removed: the next reply starts over (refresh).
    notices_known: frozenset[int] | None = None
    # This connection's project web RPCs (lookup_account, create_account, get_project_config),
    # one of each kind as in BOINC (core.guirpc.account_ops.WebOp).
    web_ops: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.password:
            self.authorized = True


@dataclass(slots=True)
class Ctx:
    req: Request
    backend: GuiRpcBackend
    session: Session
    _snap: GuiRpcSnapshot | None = None
    rules: RulesFiles | None = None  # the client's rules file, when it evaluates rules (get_rules, set_rules)

    @property
    def snap(self) -> GuiRpcSnapshot:
        if self._snap is None:
            self._snap = self.backend.snapshot()
        return self._snap


def lines(out: list[str]) -> str:
    return "\n".join(out) + "\n" if out else ""


def success() -> str:
    return "<success/>\n"


def error(text: str) -> str:
    return f"<error>{render.esc(text)}</error>\n"


def canonical(url: str) -> str:
    """Project URL for comparison: no scheme, no leading www., lower case, trailing '/'."""
    u = url.strip().lower()
    u = u.split("://", 1)[-1]
    if u.startswith("www."):
        u = u[4:]
    return u if u.endswith("/") else u + "/"


def find_project(ctx: Ctx, url: str) -> ProjectUrl | None:
    want = canonical(url)
    for key in ctx.snap.state.projects:
        if canonical(key) == want:
            return key
    return None


Handler = Callable[[Ctx], str]


def fixed(body: str) -> Handler:
    """A handler that always answers ``body``."""
    return lambda ctx: body
