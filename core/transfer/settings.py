"""Transfer settings (cc_config and prefs values) and the proxy description.

``TransferSettings`` gathers what the transfer layer reads from cc_config.xml
(``max_file_xfers``, ``max_file_xfers_per_project``, ``http_transfer_timeout``,
``http_transfer_timeout_bps``), from the global preferences (``max_bytes_sec_down``
and ``_up``) and BOINC's retry constants, so tests can shrink timeouts and
delays. ``ProxySettings`` mirrors the GUI RPC ``<proxy_info>`` fields and turns
into httpx client arguments. Nothing here does I/O.
"""
from __future__ import annotations

import platform
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import httpx

from core.transfer.codes import PERS_GIVEUP_S, PERS_RETRY_DELAY_MAX_S, PERS_RETRY_DELAY_MIN_S
from core.transfer.upload_protocol import ClientVersion

CLIENT_VERSION: ClientVersion = (7, 20, 5)
"""Version written into upload requests and the User-Agent (the version of our fixtures)."""


def default_user_agent(version: ClientVersion = CLIENT_VERSION) -> str:
    """BOINC's ``BOINC client (<HOSTTYPE> <maj>.<min>.<rel>)`` string."""
    system = platform.system().lower()
    host_type = {"linux": "pc-linux-gnu", "darwin": "apple-darwin", "windows": "pc-mingw32"}.get(system, system)
    return f"BOINC client ({platform.machine() or 'unknown'}-{host_type} {version[0]}.{version[1]}.{version[2]})"


@dataclass(frozen=True, slots=True)
class ProxySettings:
    """HTTP or SOCKS proxy, as in BOINC's ``<proxy_info>``; empty server name = not used.

    SOCKS needs httpx's optional ``socksio`` dependency (``httpx[socks]``).
    """

    use_http_proxy: bool = False
    http_server_name: str = ""
    http_server_port: int = 80
    http_user_name: str = ""
    http_user_passwd: str = ""  # secret: never logged
    use_socks_proxy: bool = False
    socks_server_name: str = ""
    socks_server_port: int = 1080
    socks5_user_name: str = ""
    socks5_user_passwd: str = ""  # secret: never logged
    no_proxy_hosts: tuple[str, ...] = ()  # host names that bypass the proxy (BOINC's noproxy list)

    def proxy_url(self) -> str | None:
        """The proxy URL for httpx, or None when no proxy is configured."""
        if self.use_http_proxy and self.http_server_name:
            scheme, host, port = "http", self.http_server_name, self.http_server_port
            user, password = self.http_user_name, self.http_user_passwd
        elif self.use_socks_proxy and self.socks_server_name:
            scheme, host, port = "socks5", self.socks_server_name, self.socks_server_port
            user, password = self.socks5_user_name, self.socks5_user_passwd
        else:
            return None
        auth = f"{quote(user, safe='')}:{quote(password, safe='')}@" if user else ""
        return f"{scheme}://{auth}{host}:{port}"

    def httpx_mounts(self, *, verify: bool = True) -> dict[str, httpx.BaseTransport | None] | None:
        """``mounts=`` for ``httpx.Client``: the proxy for everything but ``no_proxy_hosts``."""
        url = self.proxy_url()
        if url is None:
            return None
        mounts: dict[str, httpx.BaseTransport | None] = {
            f"all://{h}": httpx.HTTPTransport(verify=verify) for h in self.no_proxy_hosts
        }
        mounts["all://"] = httpx.HTTPTransport(proxy=url, verify=verify)
        return mounts

    def __repr__(self) -> str:  # keep passwords out of logs and tracebacks
        return f"ProxySettings(proxy={'set' if self.proxy_url() else 'none'}, no_proxy_hosts={self.no_proxy_hosts!r})"


@dataclass(frozen=True, slots=True)
class TransferSettings:
    """Everything the transfer manager reads; defaults are BOINC's."""

    max_file_xfers: int = 8  # cc_config: concurrent transfers per direction, all projects
    max_file_xfers_per_project: int = 2  # cc_config: concurrent transfers per direction, one project
    http_transfer_timeout_s: float = 300.0  # cc_config: abort when slower than the bps below for this long
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
        # Reads and writes wait at most the slow-transfer window: a server that
        # sends nothing at all is caught here, a trickling one by LowSpeedWatch.
        window = max(self.http_transfer_timeout_s, 0.001)
        kwargs: dict[str, Any] = {
            "timeout": httpx.Timeout(connect=self.connect_timeout_s, read=window, write=window, pool=window),
            "follow_redirects": False,
            "verify": self.verify_tls,
            "trust_env": False,
            "headers": {"User-Agent": self.user_agent},
        }
        mounts = self.proxy.httpx_mounts(verify=self.verify_tls)
        if mounts is not None:
            kwargs["mounts"] = mounts
        return kwargs
