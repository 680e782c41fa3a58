"""Is this URL a BOINC project? The attach wizard's first check, over HTTP.

A project's master page names its scheduler with ``<scheduler>URL</scheduler>``
or ``<link rel="boinc_scheduler" href="URL">`` (scheduler-rpc.md). This module
fetches the page once, with a short timeout, and says what is wrong as a kind with its facts
(``CommandProblem``; its English in ``message``): unreachable, an HTTP error, or a page that
names no scheduler. It runs off the
engine thread (the emulated client gives it its own thread), never in a poll.
It goes through the proxy the client uses for everything else (``proxy``), and
ignores the environment's proxy variables as the transfers do.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from core.api.commands import CommandProblem, CommandResult
from core.persist.paths import canonicalize_master_url
from core.transfer.settings import ProxySettings, tls_verify

if TYPE_CHECKING:
    # httpx is imported in the functions that use it: an idle manager makes no HTTP request,
    # and httpx with httpcore, h11, anyio and certifi is ~3 MB resident (issue 20).
    pass

MAX_MASTER_BYTES = 1 << 20
_SCHEDULER = re.compile(
    rb"<scheduler>\s*([^<\s]+)\s*</scheduler>|<link[^>]+rel=[\"']?boinc_scheduler[\"']?[^>]*href=[\"']?([^\"'\s>]+)",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class ProbeResult:
    ok: bool
    url: str  # the normalised master URL
    message: str  # what is wrong (``problem``'s English), or what was found
    schedulers: tuple[str, ...] = ()
    problem: CommandProblem | None = None  # what is wrong, as a kind (None when ok)
    facts: tuple[str, ...] = ()  # what ``problem``'s words name

    @classmethod
    def failed(cls, url: str, problem: CommandProblem, *facts: str) -> ProbeResult:
        return cls(False, url, problem.words(facts), problem=problem, facts=tuple(facts))

    def refusal(self) -> CommandResult:
        """A failed probe as the attach command's answer."""
        if self.problem is None:
            return CommandResult(self.ok, self.message)
        return CommandResult.refused(self.problem, *self.facts)


def normalise_url(text: str) -> str:
    """A typed project URL as BOINC keeps it (``canonicalize_master_url``: http:// when no scheme is
    given, the host in lower case, a trailing slash); "" when nothing was typed. Another scheme
    (ftp://) is kept as typed, so that ``check_url_syntax`` can say so rather than replace it."""
    url = text.strip()
    scheme = url.split("://", 1)[0].lower() if "://" in url else "http"
    if not url or scheme not in ("http", "https"):
        return url if not url or url.endswith("/") else url + "/"
    return canonicalize_master_url(url)


def url_syntax_problem(text: str) -> tuple[CommandProblem, tuple[str, ...]] | None:
    """None when the text can be a project URL, else what is wrong as a kind and its facts."""
    url = normalise_url(text)
    if not url:
        return CommandProblem.NO_PROJECT_URL, ()
    try:
        parts = urlsplit(url)
        host = parts.hostname
    except ValueError:  # "http://[::1/": an address in brackets that never closes
        return CommandProblem.URL_BAD_HOST, ()
    if parts.scheme not in ("http", "https"):
        return CommandProblem.URL_SCHEME, (parts.scheme,)
    if not host:
        return CommandProblem.URL_NO_HOST, ()
    if any(c.isspace() for c in url) or "\x00" in url:
        return CommandProblem.URL_SPACES, ()
    if not _connectable(url):
        return CommandProblem.URL_BAD_HOST, ()
    return None


def _connectable(url: str) -> bool:
    """Whether the HTTP library that will fetch the URL accepts its host and port (it refuses a
    port out of range, an address in brackets that is none, an "xn--" label that is no IDNA name)."""
    import httpx  # on first use (see the module's imports)

    try:
        url_object = httpx.URL(url)
        return bool(url_object.host) and (url_object.port is None or 0 < url_object.port < 65536)
    except (ValueError, httpx.InvalidURL):
        return False


def check_url_syntax(text: str) -> str:
    """"" when the text can be a project URL, else the problem in (English) words."""
    found = url_syntax_problem(text)
    return found[0].words(found[1]) if found is not None else ""


def attach_refusal(url: str, authenticator: str) -> CommandResult | None:
    """None when an attach to ``url`` with ``authenticator`` may go ahead to the probe, else the
    refusal (the window's clients check this before any network traffic)."""
    found = url_syntax_problem(url)
    if found is not None:
        return CommandResult.refused(found[0], *found[1])
    key = authenticator.strip()
    if not key or any(ch.isspace() for ch in key):
        return CommandResult.refused(CommandProblem.BAD_ACCOUNT_KEY)
    return None


def attach_problem(url: str, authenticator: str) -> str:
    """``attach_refusal`` in (English) words: "" when the attach may go ahead."""
    refusal = attach_refusal(url, authenticator)
    return refusal.message if refusal is not None else ""


def probe_project(text: str, timeout_s: float = 5.0, *, proxy: ProxySettings | None = None) -> ProbeResult:
    """Fetch the master page (through ``proxy`` when one is set) and look for a scheduler. Never raises."""
    import httpx  # on first use (see the module's imports)

    url = normalise_url(text)
    syntax = url_syntax_problem(text)
    if syntax is not None:
        return ProbeResult.failed(url, syntax[0], *syntax[1])
    proxy = proxy or ProxySettings()
    via = proxy.proxy_for(url)
    try:
        verify = tls_verify(True)
        with httpx.Client(timeout=timeout_s, follow_redirects=True, verify=verify, trust_env=False,
                          mounts=proxy.httpx_mounts(verify=verify)) as client, client.stream("GET", url) as reply:
            body = b""
            for chunk in reply.iter_bytes():
                body += chunk
                if len(body) > MAX_MASTER_BYTES:
                    break
            status = reply.status_code
    except (httpx.ProxyError, ImportError, ValueError) as exc:  # ImportError: SOCKS without socksio
        return ProbeResult.failed(url, CommandProblem.PROXY_PATH_FAILED, url, via or "the proxy", _reason(exc))
    except httpx.ConnectError as exc:
        refused = _refused(exc)
        if via:  # with a proxy, the only connection we open is to the proxy
            return (ProbeResult.failed(url, CommandProblem.PROXY_REFUSED, via) if refused
                    else ProbeResult.failed(url, CommandProblem.PROXY_UNREACHABLE, via, _reason(exc)))
        return (ProbeResult.failed(url, CommandProblem.PROJECT_REFUSED, url) if refused
                else ProbeResult.failed(url, CommandProblem.PROJECT_UNREACHABLE, url, _reason(exc)))
    except httpx.TimeoutException:
        return ProbeResult.failed(url, CommandProblem.PROJECT_NO_ANSWER, url, f"{timeout_s:.0f}")
    except httpx.HTTPError as exc:
        return ProbeResult.failed(url, CommandProblem.PROJECT_UNREADABLE, url, _reason(exc))
    if status == 407:
        return ProbeResult.failed(url, CommandProblem.PROXY_CREDENTIALS, via or "A proxy")
    if status != 200:
        return ProbeResult.failed(url, CommandProblem.PROJECT_HTTP_ERROR, url, str(status))
    found = tuple(
        (m.group(1) or m.group(2)).decode("utf-8", "replace") for m in _SCHEDULER.finditer(body[:MAX_MASTER_BYTES])
    )
    if not found:
        return ProbeResult.failed(url, CommandProblem.NOT_A_PROJECT, url)
    return ProbeResult(True, url, f"found {len(found)} scheduler(s)", found)


def _refused(exc: Exception) -> bool:
    return "refused" in str(exc).lower()


def _reason(exc: Exception) -> str:
    text = str(exc) or type(exc).__name__
    return "connection refused" if _refused(exc) else text
