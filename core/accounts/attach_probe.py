"""Is this URL a BOINC project? The attach wizard's first check, over HTTP.

A project's master page names its scheduler with ``<scheduler>URL</scheduler>``
or ``<link rel="boinc_scheduler" href="URL">`` (scheduler-rpc.md). This module
fetches the page once, with a short timeout, and says in words what is wrong:
unreachable, an HTTP error, or a page that names no scheduler. It runs off the
engine thread (the emulated client gives it its own thread), never in a poll.
It goes through the proxy the client uses for everything else (``proxy``), and
ignores the environment's proxy variables as the transfers do.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

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
    message: str  # what is wrong, or what was found
    schedulers: tuple[str, ...] = ()


def normalise_url(text: str) -> str:
    """A typed project URL as BOINC keeps it (``canonicalize_master_url``: http:// when no scheme is
    given, the host in lower case, a trailing slash); "" when nothing was typed. Another scheme
    (ftp://) is kept as typed, so that ``check_url_syntax`` can say so rather than replace it."""
    url = text.strip()
    scheme = url.split("://", 1)[0].lower() if "://" in url else "http"
    if not url or scheme not in ("http", "https"):
        return url if not url or url.endswith("/") else url + "/"
    return canonicalize_master_url(url)


def check_url_syntax(text: str) -> str:
    """"" when the text can be a project URL, else the problem in words."""
    url = normalise_url(text)
    if not url:
        return "Enter the project's web address (URL)."
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return f"A project URL starts with http:// or https://, not {parts.scheme}://."
    if not parts.hostname:
        return "The URL has no host name."
    if any(c.isspace() for c in url) or "\x00" in url:
        return "The URL contains spaces or control characters."
    return ""


def attach_problem(url: str, authenticator: str) -> str:
    """"" when an attach to ``url`` with ``authenticator`` may go ahead to the probe, else the problem
    in words (the window's clients check this before any network traffic)."""
    problem = check_url_syntax(url)
    if problem:
        return problem
    key = authenticator.strip()
    if not key or any(ch.isspace() for ch in key):
        return "The account key is empty or contains spaces."
    return ""


def probe_project(text: str, timeout_s: float = 5.0, *, proxy: ProxySettings | None = None) -> ProbeResult:
    """Fetch the master page (through ``proxy`` when one is set) and look for a scheduler. Never raises."""
    import httpx  # on first use (see the module's imports)

    url = normalise_url(text)
    problem = check_url_syntax(text)
    if problem:
        return ProbeResult(False, url, problem)
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
        return ProbeResult(
            False, url, f"Could not reach {url} through {via or 'the proxy'}: {_reason(exc)}. Check the proxy settings."
        )
    except httpx.ConnectError as exc:
        if via:  # with a proxy, the only connection we open is to the proxy
            return ProbeResult(False, url, f"Could not connect to {via}: {_reason(exc)}. Check the proxy settings.")
        return ProbeResult(
            False, url, f"Could not connect to {url}: {_reason(exc)}. Check the address and your network."
        )
    except httpx.TimeoutException:
        return ProbeResult(False, url, f"{url} did not answer within {timeout_s:.0f} s.")
    except httpx.HTTPError as exc:
        return ProbeResult(False, url, f"Could not read {url}: {_reason(exc)}.")
    if status == 407:
        return ProbeResult(False, url, f"{via or 'A proxy'} refused the credentials (HTTP 407); "
                                       "check the proxy user name and password.")
    if status != 200:
        return ProbeResult(False, url, f"{url} answered with HTTP error {status}; is the address right?")
    found = tuple(
        (m.group(1) or m.group(2)).decode("utf-8", "replace") for m in _SCHEDULER.finditer(body[:MAX_MASTER_BYTES])
    )
    if not found:
        return ProbeResult(
            False, url,
            f"{url} is a web site but not a BOINC project: its page names no scheduler. "
            "Use the project's master URL (shown on its web site).",
        )
    return ProbeResult(True, url, f"found {len(found)} scheduler(s)", found)


def _reason(exc: Exception) -> str:
    text = str(exc) or type(exc).__name__
    if "refused" in text.lower():
        return "connection refused"
    return text
