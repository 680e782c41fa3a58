"""Transfer settings (cc_config and prefs values), the proxy, and the shared TLS context.

``TransferSettings`` gathers what the transfer layer reads from cc_config.xml
(``max_file_xfers``, ``max_file_xfers_per_project``, ``http_transfer_timeout``,
``http_transfer_timeout_bps``), from the global preferences (``max_bytes_sec_down``
and ``_up``) and BOINC's retry constants, so tests can shrink timeouts and
delays. ``ProxySettings`` mirrors BOINC's ``<proxy_info>`` (cc_config.xml or the
GUI RPC ``set_proxy_settings``) and turns into httpx client arguments; file
transfers and scheduler RPCs use the same one. Rules, as BOINC's
``HTTP_OP::setup_proxy_session``: an HTTP proxy wins over a SOCKS one; HTTP
proxy credentials are sent only with ``use_http_auth`` (Basic: httpx has no
digest/NTLM proxy auth); SOCKS5 credentials whenever a name or password is
set; hosts in ``no_proxy`` (comma-separated host names or URLs, compared
exactly) are reached directly. SOCKS needs httpx's optional ``socksio``
dependency (``httpx[socks]``), and the proxy always resolves host names
(BOINC's ``socks5_remote_dns``). Nothing here does I/O.
"""
from __future__ import annotations

import functools
import platform
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, urlsplit

from core.transfer.codes import PERS_GIVEUP_S, PERS_RETRY_DELAY_MAX_S, PERS_RETRY_DELAY_MIN_S
from core.transfer.upload_protocol import ClientVersion

if TYPE_CHECKING:
    import ssl

    # httpx is imported in the functions that use it: an idle manager makes no HTTP request,
    # and httpx with httpcore, h11, anyio and certifi is ~3 MB resident (issue 20).
    import httpx

    from core.persist.cc_config import ProxyInfo

CLIENT_VERSION: ClientVersion = (7, 20, 5)
"""Version written into upload requests and the User-Agent (the version of our fixtures)."""


def default_user_agent(version: ClientVersion = CLIENT_VERSION) -> str:
    """BOINC's ``BOINC client (<HOSTTYPE> <maj>.<min>.<rel>)`` string."""
    system = platform.system().lower()
    host_type = {"linux": "pc-linux-gnu", "darwin": "apple-darwin", "windows": "pc-mingw32"}.get(system, system)
    return f"BOINC client ({platform.machine() or 'unknown'}-{host_type} {version[0]}.{version[1]}.{version[2]})"


@functools.cache
def tls_verify(verify: bool = True) -> ssl.SSLContext | bool:
    """What to pass as httpx's ``verify``: one shared context for the process.

    Loading the CA bundle takes about 30 ms; an httpx client built with
    ``verify=True`` does it again for each client, i.e. for each transfer
    attempt and scheduler RPC. An ``SSLContext`` is safe to share between
    threads once configured, and nothing configures it after this.
    """
    import httpx  # on first use (see the module's imports)

    if not verify:
        return False
    return httpx.create_ssl_context(verify=True, trust_env=False)


def parse_no_proxy(text: str) -> tuple[str, ...]:
    """BOINC's ``<no_proxy>``: comma-separated host names or URLs -> lower-case host names."""
    hosts: list[str] = []
    for token in text.split(","):
        token = token.strip()
        if not token:
            continue
        try:
            host = urlsplit(token if "://" in token else f"http://{token}").hostname
        except ValueError:
            continue  # not a host or URL (e.g. a stray bracket): nothing to exempt
        if host and host not in hosts:
            hosts.append(host)
    return tuple(hosts)


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


@dataclass(frozen=True, slots=True)
class ProxySettings:
    """HTTP or SOCKS5 proxy, as in BOINC's ``<proxy_info>``; empty server name = not used."""

    use_http_proxy: bool = False
    http_server_name: str = ""
    http_server_port: int = 80
    use_http_auth: bool = True  # send http_user_name/passwd (BOINC sends them only with <use_http_auth/>)
    http_user_name: str = ""
    http_user_passwd: str = ""  # secret: never logged
    use_socks_proxy: bool = False
    socks_server_name: str = ""
    socks_server_port: int = 1080
    socks5_user_name: str = ""
    socks5_user_passwd: str = ""  # secret: never logged
    no_proxy_hosts: tuple[str, ...] = ()  # lower-case host names reached directly (BOINC's noproxy list)

    @staticmethod
    def from_proxy_info(info: ProxyInfo | None) -> ProxySettings:
        """The proxy of a cc_config ``<proxy_info>`` (None or absent = direct connections)."""
        if info is None:
            return ProxySettings()
        return ProxySettings(
            use_http_proxy=info.use_http_proxy, http_server_name=info.http_server_name.strip(),
            http_server_port=info.http_server_port, use_http_auth=info.use_http_auth,
            http_user_name=info.http_user_name, http_user_passwd=info.http_user_passwd,
            use_socks_proxy=info.use_socks_proxy, socks_server_name=info.socks_server_name.strip(),
            socks_server_port=info.socks_server_port, socks5_user_name=info.socks5_user_name,
            socks5_user_passwd=info.socks5_user_passwd, no_proxy_hosts=parse_no_proxy(info.no_proxy),
        )

    def _server(self) -> tuple[str, str, int, str, str] | None:
        """(scheme, host, port, user, password) of the proxy in use, or None."""
        if self.use_http_proxy and self.http_server_name:
            user, password = (self.http_user_name, self.http_user_passwd) if self.use_http_auth else ("", "")
            return "http", self.http_server_name, self.http_server_port, user, password
        if self.use_socks_proxy and self.socks_server_name:
            return (
                "socks5",
                self.socks_server_name,
                self.socks_server_port,
                self.socks5_user_name,
                self.socks5_user_passwd,
            )
        return None

    def proxy_url(self) -> str | None:
        """The proxy URL for httpx (with credentials), or None when no proxy is configured."""
        server = self._server()
        if server is None:
            return None
        scheme, host, port, user, password = server
        auth = f"{quote(user, safe='')}:{quote(password, safe='')}@" if (user or password) else ""
        return f"{scheme}://{auth}{_url_host(host)}:{port}"

    def describe(self) -> str:
        """The proxy for messages, without credentials: 'socks5 proxy 10.0.0.1:1080' ('' if none)."""
        server = self._server()
        if server is None:
            return ""
        scheme, host, port, user, _password = server
        return f"{'SOCKS5' if scheme == 'socks5' else 'HTTP'} proxy {_url_host(host)}:{port}" + (
            f" as {user}" if user else ""
        )

    def proxy_for(self, url: str) -> str:
        """``describe()`` if requests to ``url`` go through the proxy, else ''."""
        import httpx  # on first use (see the module's imports)

        try:
            host = httpx.URL(url).host.lower()
        except httpx.InvalidURL:
            host = ""
        return "" if host in self.no_proxy_hosts else self.describe()

    def httpx_mounts(self, *, verify: ssl.SSLContext | bool = True) -> dict[str, httpx.BaseTransport | None] | None:
        """``mounts=`` for ``httpx.Client``: the proxy for everything but ``no_proxy_hosts``."""
        import httpx  # on first use (see the module's imports)

        url = self.proxy_url()
        if url is None:
            return None
        mounts: dict[str, httpx.BaseTransport | None] = {
            f"all://{_url_host(h)}": httpx.HTTPTransport(verify=verify, trust_env=False) for h in self.no_proxy_hosts
        }
        mounts["all://"] = httpx.HTTPTransport(proxy=url, verify=verify, trust_env=False)
        return mounts

    def __repr__(self) -> str:  # keep passwords out of logs and tracebacks
        return f"ProxySettings({self.describe() or 'no proxy'}, no_proxy_hosts={self.no_proxy_hosts!r})"


DEFAULT_SILENT_SERVER_S = 300.0
"""cc_config's default http_transfer_timeout: seconds a transfer may crawl (or a server stay silent)."""


@dataclass(frozen=True, slots=True)
class TransferSettings:
    """Everything the transfer manager reads; defaults are BOINC's."""

    max_file_xfers: int = 8  # cc_config: concurrent transfers per direction, all projects
    max_file_xfers_per_project: int = 2  # cc_config: concurrent transfers per direction, one project
    # cc_config: abort when slower than the bps below for this long
    http_transfer_timeout_s: float = DEFAULT_SILENT_SERVER_S
    http_transfer_timeout_bps: float = 10.0  # cc_config
    connect_timeout_s: float = 120.0
    max_bytes_sec_down: float = 0.0  # prefs: shared by all downloads; 0 = no limit
    max_bytes_sec_up: float = 0.0  # prefs: shared by all uploads; 0 = no limit
    retry_delay_min_s: float = PERS_RETRY_DELAY_MIN_S
    retry_delay_max_s: float = PERS_RETRY_DELAY_MAX_S
    giveup_s: float = PERS_GIVEUP_S  # a transfer failing transiently this long gives up
    max_redirects: int = 5  # only http(s), never https -> http
    max_unknown_download_bytes: float = 4 * 2**30  # cap when neither nbytes nor max_nbytes is known
    proxy: ProxySettings = field(default_factory=ProxySettings)
    user_agent: str = field(default_factory=default_user_agent)
    client_version: ClientVersion = CLIENT_VERSION
    verify_tls: bool = True

    def httpx_client_kwargs(self) -> dict[str, Any]:
        """Arguments for one ``httpx.Client`` used by one transfer attempt."""
        import httpx  # on first use (see the module's imports)

        # Reads and writes wait at most the slow-transfer window: a server that
        # sends nothing at all is caught here, a trickling one by LowSpeedWatch.
        # A window of 0 or less turns the slow-transfer check off, as in curl (BOINC passes
        # it as CURLOPT_LOW_SPEED_TIME); a silent server is still given up after the default.
        window = self.http_transfer_timeout_s if self.http_transfer_timeout_s > 0 else DEFAULT_SILENT_SERVER_S
        verify = tls_verify(self.verify_tls)
        kwargs: dict[str, Any] = {
            "timeout": httpx.Timeout(connect=self.connect_timeout_s, read=window, write=window, pool=window),
            "follow_redirects": False,
            "verify": verify,
            "trust_env": False,
            "headers": {"User-Agent": self.user_agent},
        }
        mounts = self.proxy.httpx_mounts(verify=verify)
        if mounts is not None:
            kwargs["mounts"] = mounts
        return kwargs
