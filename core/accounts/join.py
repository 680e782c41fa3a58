"""The attach wizard's two account paths, Qt-free: sign in with email and password, or create
an account. Each first fetches the project's configuration and honours it (account creation
switched off, client-version and platform limits, minimum password length, terms of use),
then asks the project; the outcome is an account key or why not: a kind and its facts
(``AccountProblem``, for a window to word) and its English sentence (``problem``).

Blocking (two HTTP exchanges): the GUI runs these on a worker thread.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from core.accounts.account_problem import AccountProblem
from core.accounts.fetch import WebRpcError
from core.accounts.web_rpc import (
    AccountOut,
    ClientFacts,
    ProjectConfig,
    config_problem,
    create_account,
    explain_kind,
    get_project_config,
    lookup_account,
)
from core.hashing import passwd_hash
from core.transfer.settings import ProxySettings

CONSENT_SOURCE = "boinc-gui"
"""Sent as create_account.php's ``source`` when the volunteer accepted the terms (BOINC sends its GUI's name)."""


@dataclass(frozen=True, slots=True)
class JoinOutcome:
    authenticator: str = ""  # the account key; "" unless the project said yes
    problem: str = ""  # why not, in plain (English) words: ``kind``'s; "" = no problem
    terms_of_use: str = ""  # set when the terms must be shown (and accepted) before creating
    config: ProjectConfig | None = None
    kind: AccountProblem | None = None  # why not, as a kind; None = no problem
    facts: tuple[str, ...] = ()  # what ``kind``'s words name

    @classmethod
    def refused(cls, kind: AccountProblem, facts: tuple[str, ...] = (),
                config: ProjectConfig | None = None) -> JoinOutcome:
        return cls(problem=kind.words(facts), config=config, kind=kind, facts=facts)


def _config(url: str, creating: bool, password: str, facts: ClientFacts,
            proxy: ProxySettings | None) -> tuple[ProjectConfig | None, JoinOutcome | None]:
    """The project's configuration, and the outcome when it forbids the request (else None)."""
    try:
        cfg = get_project_config(url, proxy=proxy)
    except WebRpcError as exc:
        return None, JoinOutcome.refused(exc.kind, exc.facts)
    found = config_problem(cfg, creating=creating, password=password, facts=facts)
    return cfg, (JoinOutcome.refused(found[0], found[1], cfg) if found is not None else None)


def _account(ask: Callable[[], AccountOut], cfg: ProjectConfig | None) -> JoinOutcome:
    """The project's answer to ``ask`` (lookup or create): the account key, or why not in words."""
    try:
        out = ask()
    except WebRpcError as exc:
        return JoinOutcome.refused(exc.kind, exc.facts, cfg)
    if out.error_num:
        kind, facts = explain_kind(out.error_num, out.error_msg)
        return JoinOutcome.refused(kind, facts, cfg)
    return JoinOutcome(authenticator=out.authenticator, config=cfg)


def sign_in(url: str, email: str, password: str, *, facts: ClientFacts = ClientFacts(),
            proxy: ProxySettings | None = None) -> JoinOutcome:
    """The account key of (email, password) at the project at ``url``. Never raises."""
    if not email.strip() or not password:
        return JoinOutcome.refused(AccountProblem.NEED_EMAIL_AND_PASSWORD)
    cfg, refused = _config(url, False, password, facts, proxy)
    if refused is not None:
        return refused
    return _account(lambda: lookup_account(url, email.strip(), passwd_hash(password, email.strip()), proxy=proxy),
                    cfg)


def create(url: str, email: str, password: str, user_name: str, *, terms_accepted: bool,
           facts: ClientFacts = ClientFacts(), proxy: ProxySettings | None = None) -> JoinOutcome:
    """Create an account. A project with terms of use gets no request until ``terms_accepted``:
    the outcome then carries the terms to show. Never raises."""
    if not email.strip() or not password or not user_name.strip():
        return JoinOutcome.refused(AccountProblem.NEED_NAME_EMAIL_AND_PASSWORD)
    cfg, refused = _config(url, True, password, facts, proxy)
    if refused is not None or cfg is None:
        return refused or JoinOutcome()
    if cfg.terms_of_use and not terms_accepted:
        return JoinOutcome(terms_of_use=cfg.terms_of_use, config=cfg)
    consent = CONSENT_SOURCE if cfg.terms_of_use else ""
    return _account(lambda: create_account(url, email.strip(), passwd_hash(password, email.strip()),
                                           user_name.strip(), consent_source=consent, proxy=proxy), cfg)
