"""One HTTP request under the transfer rules: client, proxy, redirects, status and error mapping.

Used by ``attempt`` for downloads and uploads. ``open_client`` builds the httpx
client of one attempt (shared TLS context, proxy mounts; unusable proxy
settings become an ``AttemptFailed``), ``send_following_redirects`` sends a
request following redirects by BOINC's policy (only http/https, never https ->
http, at most ``max_redirects``, uploads only through 307/308),
``check_status`` turns a non-2xx answer into a BOINC error, and
``http_failure`` does the same for httpx exceptions, naming the proxy when one
was in use. It also raises httpcore's socket read size (see ``READ_NUM_BYTES``).
Runs in transfer worker threads; no state.
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from core.errors import plain_reason
from core.transfer import codes
from core.transfer.settings import TransferSettings

if TYPE_CHECKING:
    # httpx is imported in the functions that use it: an idle manager makes no HTTP request,
    # and httpx with httpcore, h11, anyio and certifi is ~3 MB resident (issue 20).
    import httpx

log = logging.getLogger(__name__)

_REDIRECTS = frozenset({301, 302, 303, 307, 308})

READ_NUM_BYTES = 256 * 1024
"""Most bytes one socket read may return (httpcore's default is 64 KiB)."""

# httpcore runs its HTTP/1.1 parser once per socket read. At loopback or LAN
# speeds that parser, not the network, bounds a download: 256 KiB reads cut the
# client's CPU per byte by about a third (bench/download_throughput.py), which
# is what leaves a core free for the MD5. READ_NUM_BYTES is httpcore's own
# class-level knob; it only raises the size of one recv(), for every
# connection of the process (scheduler RPCs read small replies either way).
# It is set when the first HTTP client opens (transfers here, scheduler RPCs in
# core.sched_rpc.transport), not at import, so that importing this module does not load
# httpcore (issue 20).
def raise_read_size() -> None:
    """Raise httpcore's socket read size to ``READ_NUM_BYTES``; call before opening a client."""
    import httpcore

    if getattr(httpcore.HTTP11Connection, "READ_NUM_BYTES", READ_NUM_BYTES) < READ_NUM_BYTES:
        httpcore.HTTP11Connection.READ_NUM_BYTES = READ_NUM_BYTES


class AttemptFailed(Exception):
    """One attempt failed with a BOINC error number; raised inside a worker, caught by the attempt."""

    def __init__(self, error: int, message: str) -> None:
        super().__init__(message)
        self.error = error
        self.message = message


def http_failure(exc: Exception, via: str = "") -> AttemptFailed:
    """The BOINC error for an httpx failure; ``via`` names the proxy in use ('' if none)."""
    import httpx  # on first use (see the module's imports)

    text = plain_reason(exc, limit=400)
    if isinstance(exc, httpx.ProxyError):
        return AttemptFailed(codes.ERR_CONNECT, f"{via or 'proxy'} failed: {text}")
    where = f" (through {via})" if via else ""
    if isinstance(exc, httpx.TimeoutException):
        return AttemptFailed(codes.ERR_TIMEOUT, f"timed out{where}: {text}")
    if isinstance(exc, httpx.ConnectError):
        if via:  # with a proxy, the only connection we open is to the proxy
            return AttemptFailed(codes.ERR_CONNECT, f"cannot connect to {via}: {text}")
        lowered = text.lower()
        if "name or service" in lowered or "getaddrinfo" in lowered or "nodename" in lowered:
            return AttemptFailed(codes.ERR_GETHOSTBYNAME, f"host name lookup failed: {text}")
        return AttemptFailed(codes.ERR_CONNECT, f"connect failed: {text}")
    return AttemptFailed(codes.ERR_HTTP_TRANSIENT, f"transfer error{where}: {text}")


def open_client(settings: TransferSettings) -> httpx.Client:
    """An httpx client for one attempt; unusable proxy settings become a transient failure."""
    import httpx  # on first use (see the module's imports)

    raise_read_size()
    try:
        return httpx.Client(**settings.httpx_client_kwargs())
    except ImportError as exc:  # SOCKS without the socksio package
        raise AttemptFailed(codes.ERR_CONNECT, f"cannot use {settings.proxy.describe()}: {exc}") from None
    except (ValueError, httpx.InvalidURL) as exc:
        raise AttemptFailed(
            codes.ERR_CONNECT, f"unusable proxy settings ({settings.proxy.describe()}): {exc}"
        ) from None


def check_status(response: httpx.Response, via: str) -> None:
    if response.status_code == 407:
        # About our proxy settings, not the file: a permanent failure would fail
        # the job for a password the volunteer can still fix, so retry with backoff.
        raise AttemptFailed(codes.ERR_HTTP_TRANSIENT,
                    f"{via or 'a proxy'} refused the credentials (HTTP 407); check the proxy user name and password")
    error = codes.http_status_error(response.status_code)
    if error:
        raise AttemptFailed(error, f"HTTP {response.status_code} from {response.url}")


def send_following_redirects(
    client: httpx.Client,
    method: str,
    url: str,
    headers: dict[str, str],
    body: Callable[[], Iterator[bytes]] | None,
    settings: TransferSettings,
) -> httpx.Response:
    """Send a request, following redirects by our policy; returns a streaming response."""
    import httpx  # on first use (see the module's imports)

    target = httpx.URL(url)
    for _hop in range(settings.max_redirects + 1):
        if target.scheme not in ("http", "https"):
            raise AttemptFailed(codes.ERR_HTTP_PERMANENT, f"refused URL scheme {target.scheme!r}")
        request = client.build_request(method, target, headers=headers, content=body() if body else None)
        response = client.send(request, stream=True)
        location = response.headers.get("location")
        if response.status_code not in _REDIRECTS or not location:
            return response
        response.close()
        try:
            nxt = target.join(location)
        except httpx.InvalidURL:
            raise AttemptFailed(codes.ERR_HTTP_PERMANENT, f"bad redirect target {location!r}") from None
        if nxt.scheme not in ("http", "https") or (target.scheme == "https" and nxt.scheme == "http"):
            raise AttemptFailed(codes.ERR_HTTP_PERMANENT, f"refused redirect from {target} to {nxt}")
        if method == "POST" and response.status_code not in (307, 308):
            raise AttemptFailed(codes.ERR_HTTP_PERMANENT, f"refused redirect of an upload ({response.status_code})")
        log.info("[file_xfer] redirected from %s to %s", target, nxt)
        target = nxt
    raise AttemptFailed(codes.ERR_HTTP_PERMANENT, f"more than {settings.max_redirects} redirects")
