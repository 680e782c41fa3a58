"""The GUI-set proxy (BOINC's ``gui_proxy_info``): its ``<proxy_info>`` form, its file, and which proxy wins.

A volunteer can name a proxy in two places. ``set_proxy_settings`` (boinccmd,
BOINC Manager) sets the GUI proxy, which ``get_proxy_settings`` reports back;
cc_config.xml's ``<proxy_info>`` overrides it whenever that block turns a proxy
on (``use_http_proxy`` or ``use_socks_proxy``, BOINC's ``present``), as
``select_proxy_info`` does in the real client. BOINC keeps the GUI proxy inside
client_state.xml; we keep it in ``gui_proxy_info.xml`` in the data directory,
in the same ``<proxy_info>`` form (``PROXY_INFO::write``), written atomically and
readable only by its owner because it holds passwords.

Both the request and the file are read with the GUI RPC request scanner, the
lenient way BOINC's ``PROXY_INFO::parse`` reads them (boinccmd sends the
passwords unescaped). A server name that is not a host name, or a port outside
1..65535, is refused (``proxy_problem``) rather than turned into a proxy URL.

Reads and writes ``gui_proxy_info.xml`` only (``read_gui_proxy``,
``write_gui_proxy``); the rest is pure.
"""
from __future__ import annotations

import re
from pathlib import Path

from core.guirpc.request import Request
from core.persist.atomic import write_atomic
from core.persist.cc_config import ProxyInfo
from core.transfer.settings import ProxySettings
from core.xml.text_escape import escape_gui_rpc as esc

GUI_PROXY_FILE = "gui_proxy_info.xml"
MAX_FILE_BYTES = 65536

CLEARED = ProxyInfo(socks_server_port=80)
"""BOINC's ``PROXY_INFO::clear`` (both ports 80): what a client that was never given a proxy reports."""

_HOST = re.compile(r"[A-Za-z0-9._-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\]|[0-9A-Fa-f:.]{2,45}")


def parse_proxy_info(text: str) -> ProxyInfo:
    """A ``<proxy_info>`` (or a request holding one) -> ``ProxyInfo``; absent tags keep BOINC's cleared values."""
    req = Request(text=text, op_raw="")

    def port(tag: str, default: int) -> int:
        return req.integer(tag, default) if f"<{tag}>" in text else default

    return ProxyInfo(
        use_http_proxy=req.flag("use_http_proxy"),
        use_socks_proxy=req.flag("use_socks_proxy"),
        use_http_auth=req.flag("use_http_auth"),
        http_server_name=req.string("http_server_name"),
        http_server_port=port("http_server_port", CLEARED.http_server_port),
        http_user_name=req.string("http_user_name"),
        http_user_passwd=req.string("http_user_passwd"),
        socks_server_name=req.string("socks_server_name"),
        socks_server_port=port("socks_server_port", CLEARED.socks_server_port),
        socks5_user_name=req.string("socks5_user_name"),
        socks5_user_passwd=req.string("socks5_user_passwd"),
        socks5_remote_dns=req.flag("socks5_remote_dns"),
        no_proxy=req.string("no_proxy"),
    )


def proxy_problem(info: ProxyInfo) -> str:
    """Why ``info`` cannot be used, in words ("" when it can)."""
    for what, name, port in (("HTTP", info.http_server_name, info.http_server_port),
                             ("SOCKS", info.socks_server_name, info.socks_server_port)):
        if name and not _HOST.fullmatch(name):
            return f"the {what} proxy server name is not a host name"
        if name and not 0 < port < 65536:
            return f"the {what} proxy port {port} is not between 1 and 65535"
    return ""


def proxy_info_lines(info: ProxyInfo | None) -> list[str]:
    """``PROXY_INFO::write``: the ``get_proxy_settings`` reply and the file's text (None = never set)."""
    p = info if info is not None else CLEARED
    i = "    "
    flags = [
        f"{i}<{tag}/>"
        for tag, on in (
            ("use_http_proxy", p.use_http_proxy),
            ("use_socks_proxy", p.use_socks_proxy),
            ("use_http_auth", p.use_http_auth),
        )
        if on
    ]
    return ["<proxy_info>", *flags,
            f"{i}<socks_server_name>{esc(p.socks_server_name)}</socks_server_name>",
            f"{i}<socks_server_port>{p.socks_server_port}</socks_server_port>",
            f"{i}<http_server_name>{esc(p.http_server_name)}</http_server_name>",
            f"{i}<http_server_port>{p.http_server_port}</http_server_port>",
            f"{i}<socks5_user_name>{esc(p.socks5_user_name)}</socks5_user_name>",
            f"{i}<socks5_user_passwd>{esc(p.socks5_user_passwd)}</socks5_user_passwd>",
            f"{i}<socks5_remote_dns>{int(p.socks5_remote_dns)}</socks5_remote_dns>",
            f"{i}<http_user_name>{esc(p.http_user_name)}</http_user_name>",
            f"{i}<http_user_passwd>{esc(p.http_user_passwd)}</http_user_passwd>",
            f"{i}<no_proxy>{esc(p.no_proxy)}</no_proxy>",
            f"{i}<no_autodetect>0</no_autodetect>",
            "</proxy_info>"]


def read_gui_proxy(data_dir: Path) -> tuple[ProxyInfo | None, str]:
    """The GUI proxy kept in ``data_dir`` and a problem in words: (None, "") when none was ever set.

    An unreadable, oversized or unusable file gives (None, problem): the client then
    connects directly and says why, rather than using half a proxy.
    """
    path = data_dir / GUI_PROXY_FILE
    try:
        with path.open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return None, ""
    except OSError as exc:
        return None, f"{path}: cannot read ({exc.strerror or exc}); GUI proxy settings ignored"
    if len(data) > MAX_FILE_BYTES or b"<proxy_info>" not in data:
        return None, f"{path}: not a <proxy_info> file; GUI proxy settings ignored"
    info = parse_proxy_info(data.decode("utf-8", errors="replace").replace("\x00", ""))
    problem = proxy_problem(info)
    if problem:
        return None, f"{path}: {problem}; GUI proxy settings ignored"
    return info, ""


def write_gui_proxy(data_dir: Path, info: ProxyInfo) -> None:
    """Keep ``info`` as the GUI proxy (atomically, owner-only). Raises ``OSError``."""
    text = "\n".join(proxy_info_lines(info)) + "\n"
    write_atomic(data_dir / GUI_PROXY_FILE, text.encode("utf-8"), mode=0o600)


def cc_config_proxy_present(cc_proxy: ProxyInfo | None) -> bool:
    """BOINC's ``present``: cc_config's block turns a proxy on, so it overrides the GUI proxy."""
    return cc_proxy is not None and (cc_proxy.use_http_proxy or cc_proxy.use_socks_proxy)


def proxy_in_force(cc_proxy: ProxyInfo | None, gui_proxy: ProxyInfo | None) -> ProxySettings:
    """The proxy scheduler requests, transfers and the attach probe use."""
    if cc_config_proxy_present(cc_proxy):
        return ProxySettings.from_proxy_info(cc_proxy)
    return ProxySettings.from_proxy_info(gui_proxy)


__all__ = ["CLEARED", "GUI_PROXY_FILE", "cc_config_proxy_present", "parse_proxy_info", "proxy_in_force",
           "proxy_info_lines", "proxy_problem", "read_gui_proxy", "write_gui_proxy"]
