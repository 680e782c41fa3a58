"""One capped HTTP exchange with a project's or an account manager's web server.

Everything these servers send is hostile until checked: a reply may be huge, endless,
drip slowly, or redirect in circles. ``fetch`` bounds each: at most ``max_bytes``
read (the rest is never read), one deadline for the whole exchange (not per read),
at most ``MAX_REDIRECTS`` redirects and only to http(s) URLs. Failures come back as
``WebRpcError`` carrying BOINC's error number and a sentence for the volunteer
("cannot reach 127.0.0.1:8: connection refused").

Blocking: call it from a worker thread, never from the engine's or the GUI's.
Reads and writes no files. Ignores the environment's proxy variables; ``proxy``
is the client's own setting, as for transfers.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from core.accounts.account_problem import AccountProblem
from core.errors import CoreError
from core.transfer.settings import ProxySettings, default_user_agent, tls_verify

if TYPE_CHECKING:
    # httpx is imported in the functions that use it: an idle manager makes no HTTP request,
    # and httpx with httpcore, h11, anyio and certifi is ~3 MB resident (issue 20).
    import httpx

MAX_REPLY_BYTES = 1 << 20
"""A project_config with terms of use is a few KB; an account manager's reply for 50 projects ~50 KB."""
MAX_REDIRECTS = 5
DEFAULT_TIMEOUT_S = 30.0

ERR_CONNECT = -107
ERR_XML_PARSE = -112
ERR_GETHOSTBYNAME = -113
ERR_FILE_TOO_BIG = -131
ERR_TIMEOUT = -182
ERR_HTTP_TRANSIENT = -184
ERR_INVALID_URL = -189
ERR_HTTP_PERMANENT = -224


MAX_ERROR_BODY_BYTES = 64 * 1024
"""What is kept of an HTTP error's body: a manager's <error_msg> says why it refused, in a few bytes."""


class WebRpcError(CoreError):
    """A web RPC that did not get an answer; ``error_num`` is BOINC's code for it.

    ``body`` is what an HTTP error status came with (capped; b"" otherwise): account
    managers answer a request they refuse with HTTP 400 and an ``<error_msg>``.
    """

    def __init__(self, error_num: int, message: str, body: bytes = b"", *,
                 kind: AccountProblem | None = None, facts: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.error_num = error_num
        self.message = message
        self.body = body
        # What a window words: the kind when there is one, else the English sentence as a fact.
        self.kind = kind or AccountProblem.EXCHANGE_FAILED
        self.facts = facts if kind is not None else (message,)

    @classmethod
    def of_kind(cls, error_num: int, kind: AccountProblem, *facts: str) -> WebRpcError:
        return cls(error_num, kind.words(facts), kind=kind, facts=facts)


def web_url_problem(url: str) -> tuple[AccountProblem, tuple[str, ...]] | None:
    """None when ``url`` can be fetched (http or https with a host), else why not: a kind and
    its fact (the address as Python quotes it, so that spaces and control characters show)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return AccountProblem.URL_NOT_WEB, (repr(url),)
    if not parts.hostname:
        return AccountProblem.URL_NO_HOST, (repr(url),)
    if any(c.isspace() or ord(c) < 32 for c in url):
        return AccountProblem.URL_BAD_CHARACTERS, (repr(url),)
    return None


def check_web_url(url: str) -> str:
    """"" when ``url`` can be fetched (http or https with a host), else the problem in (English) words."""
    found = web_url_problem(url)
    return "" if found is None else found[0].words(found[1])


def _where(url: str) -> str:
    parts = urlsplit(url)
    return parts.netloc or url


def _error_body(reply: httpx.Response, deadline: float) -> bytes:
    """The start of an error reply's body, within the exchange's deadline; what cannot be read is left."""
    import httpx  # already loaded by fetch

    got = bytearray()
    try:
        for chunk in reply.iter_raw():
            got += chunk
            if len(got) >= MAX_ERROR_BODY_BYTES or time.monotonic() > deadline:
                break
    except (httpx.HTTPError, OSError):  # the status says enough; the body is a bonus
        pass
    return bytes(got[:MAX_ERROR_BODY_BYTES])


def fetch(url: str, *, body: bytes | None = None, timeout_s: float = DEFAULT_TIMEOUT_S,
          max_bytes: int = MAX_REPLY_BYTES, proxy: ProxySettings | None = None) -> bytes:
    """GET ``url`` (POST ``body`` when given) and return the reply body; raises ``WebRpcError``."""
    import httpx  # on first use (see the module's imports)

    bad = web_url_problem(url)
    if bad is not None:
        raise WebRpcError.of_kind(ERR_INVALID_URL, bad[0], *bad[1])
    proxy = proxy or ProxySettings()
    deadline = time.monotonic() + timeout_s
    verify = tls_verify(True)
    try:
        with httpx.Client(timeout=timeout_s, follow_redirects=False, verify=verify, trust_env=False,
                          mounts=proxy.httpx_mounts(verify=verify),
                          headers={"User-Agent": default_user_agent(),
                                   "Accept-Encoding": "identity"}) as client:
            current = url
            for _ in range(MAX_REDIRECTS + 1):
                request = client.build_request("POST" if body is not None else "GET", current, content=body)
                reply = client.send(request, stream=True)
                try:
                    if reply.is_redirect:
                        location = reply.headers.get("Location", "")
                        target = str(reply.url.join(location))
                        if web_url_problem(target) is not None:  # named as the server wrote it, cut short
                            raise WebRpcError.of_kind(ERR_HTTP_PERMANENT, AccountProblem.REDIRECTED_AWAY,
                                                      _where(url), location[:200])
                        current = target
                        continue
                    if reply.status_code >= 400:
                        code = ERR_HTTP_TRANSIENT if reply.status_code >= 500 else ERR_HTTP_PERMANENT
                        raise WebRpcError(code, f"{_where(current)} answered HTTP {reply.status_code}",
                                          _error_body(reply, deadline), kind=AccountProblem.HTTP_ERROR,
                                          facts=(_where(current), str(reply.status_code)))
                    got = bytearray()
                    for chunk in reply.iter_raw():
                        got += chunk
                        if len(got) > max_bytes:
                            raise WebRpcError.of_kind(ERR_FILE_TOO_BIG, AccountProblem.REPLY_TOO_LARGE,
                                                      _where(current), str(max_bytes))
                        if time.monotonic() > deadline:
                            raise WebRpcError.of_kind(ERR_TIMEOUT, AccountProblem.REPLY_TOO_SLOW,
                                                      _where(current), f"{timeout_s:g}")
                    return bytes(got)
                finally:
                    reply.close()
            raise WebRpcError.of_kind(ERR_HTTP_PERMANENT, AccountProblem.TOO_MANY_REDIRECTS, _where(url),
                                      str(MAX_REDIRECTS))
    except WebRpcError:
        raise
    except httpx.TimeoutException:
        raise WebRpcError.of_kind(ERR_TIMEOUT, AccountProblem.NO_ANSWER, _where(url), f"{timeout_s:g}") from None
    except httpx.ConnectError as exc:
        text = str(exc) or "connection failed"
        if "Name or service not known" in text or "getaddrinfo" in text or "nodename" in text:
            raise WebRpcError.of_kind(ERR_GETHOSTBYNAME, AccountProblem.HOST_NOT_FOUND, _where(url)) from None
        if "refused" in text.lower():
            raise WebRpcError.of_kind(ERR_CONNECT, AccountProblem.CONNECTION_REFUSED, _where(url)) from None
        raise WebRpcError.of_kind(ERR_CONNECT, AccountProblem.CANNOT_REACH, _where(url), text) from None
    except (httpx.HTTPError, OSError, ValueError) as exc:
        raise WebRpcError.of_kind(ERR_CONNECT, AccountProblem.CANNOT_REACH, _where(url),
                                  str(exc) or type(exc).__name__) from None
