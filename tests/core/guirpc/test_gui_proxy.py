"""The GUI-set proxy: boinccmd's request, the reply and file forms, which proxy wins, the attach probe.

Requests are the bytes Debian's boinccmd 7.20 sends (captured on loopback); the
server is our real GUI RPC server; proxies and web servers are real, on 127.0.0.1.
"""
from __future__ import annotations

import stat
import threading
from collections.abc import Iterator
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest

from core.accounts.attach_probe import probe_project
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.guirpc.backend import StateBackend
from core.guirpc.gui_proxy import (
    CLEARED,
    GUI_PROXY_FILE,
    parse_proxy_info,
    proxy_in_force,
    proxy_info_lines,
    proxy_problem,
    read_gui_proxy,
    write_gui_proxy,
)
from core.guirpc.server import GuiRpcServer
from core.persist.cc_config import ProxyInfo
from core.transfer.settings import ProxySettings
from tests.core.guirpc.sample import PASSWORD, RawConn, attached_snapshot
from tests.core.guirpc.wire_commands import SetProxySettings
from tests.core.transfer.proxies import HttpProxy, closed_port

FIXTURES = Path("/work/shared/fixtures/boinc-7.20/guirpc")
# boinccmd --set_proxy_settings proxy.example 3128 bob 'p&w<x' socks.example 1081 sam spw 'a.example,b.example',
# as it went on the wire (boinccmd escapes nothing).
BOINCCMD_SET = (
    "<set_proxy_settings>\n    <proxy_info>\n        <use_http_proxy/>\n        <use_socks_proxy/>\n"
    "        <use_http_auth/>\n        <http_server_name>proxy.example</http_server_name>\n"
    "        <http_server_port>3128</http_server_port>\n        <http_user_name>bob</http_user_name>\n"
    "        <http_user_passwd>p&w<x</http_user_passwd>\n        <socks_server_name>socks.example</socks_server_name>\n"
    "        <socks_server_port>1081</socks_server_port>\n        <socks5_user_name>sam</socks5_user_name>\n"
    "        <socks5_user_passwd>spw</socks5_user_passwd>\n        <socks5_remote_dns>0</socks5_remote_dns>\n"
    "        <no_proxy>a.example,b.example</no_proxy>\n    </proxy_info>\n</set_proxy_settings>\n"
)
SET_INFO = ProxyInfo(use_http_proxy=True, use_socks_proxy=True, use_http_auth=True, http_server_name="proxy.example",
                     http_server_port=3128, http_user_name="bob", http_user_passwd="p&w<x",
                     socks_server_name="socks.example", socks_server_port=1081, socks5_user_name="sam",
                     socks5_user_passwd="spw", no_proxy="a.example,b.example")


def test_boinccmds_request_parses_with_its_unescaped_password() -> None:
    assert parse_proxy_info(BOINCCMD_SET) == SET_INFO


def test_never_set_reads_as_the_real_client_answers() -> None:
    fixture = (FIXTURES / "get_proxy_settings.reply.xml").read_text()
    assert fixture == "<boinc_gui_rpc_reply>\n" + "\n".join(proxy_info_lines(None)) + "\n</boinc_gui_rpc_reply>\n\x03"
    assert parse_proxy_info("\n".join(proxy_info_lines(None))) == CLEARED


def test_the_file_round_trips_and_only_its_owner_reads_it(tmp_path: Path) -> None:
    assert read_gui_proxy(tmp_path) == (None, "")
    write_gui_proxy(tmp_path, SET_INFO)
    path = tmp_path / GUI_PROXY_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert "<http_user_passwd>p&amp;w&lt;x</http_user_passwd>" in path.read_text()
    assert read_gui_proxy(tmp_path) == (SET_INFO, "")


@pytest.mark.parametrize("text", ["not xml at all", "<proxy_info><http_server_name>a b</http_server_name></proxy_info>",
                                  "<proxy_info>" + "x" * 70000 + "</proxy_info>"])
def test_an_unusable_file_is_ignored_with_a_reason(tmp_path: Path, text: str) -> None:
    (tmp_path / GUI_PROXY_FILE).write_text(text)
    info, problem = read_gui_proxy(tmp_path)
    assert info is None and "GUI proxy settings ignored" in problem


@pytest.mark.parametrize(("info", "words"), [
    (ProxyInfo(http_server_name="user@evil.example"), "not a host name"),
    (ProxyInfo(socks_server_name="socks/../x"), "not a host name"),
    (ProxyInfo(http_server_name="proxy.example", http_server_port=70000), "port 70000"),
    (ProxyInfo(socks_server_name="10.0.0.1", socks_server_port=0), "port 0"),
])
def test_hostile_servers_are_refused(info: ProxyInfo, words: str) -> None:
    assert words in proxy_problem(info)


def test_good_servers_pass() -> None:
    for name in ("proxy.example", "10.0.0.1", "[::1]", "::1", "my_proxy-2.lan"):
        assert proxy_problem(ProxyInfo(http_server_name=name)) == ""


def test_cc_config_wins_only_when_it_turns_a_proxy_on() -> None:
    gui = ProxyInfo(use_http_proxy=True, http_server_name="gui.example", http_server_port=3128)
    cc_on = ProxyInfo(use_socks_proxy=True, socks_server_name="cc.example", socks_server_port=1080)
    assert proxy_in_force(cc_on, gui).describe() == "SOCKS5 proxy cc.example:1080"
    assert proxy_in_force(ProxyInfo(socks_server_name="cc.example"), gui).describe() == "HTTP proxy gui.example:3128"
    assert proxy_in_force(None, gui).describe() == "HTTP proxy gui.example:3128"
    assert proxy_in_force(None, None) == ProxySettings()


@pytest.fixture
def served() -> Iterator[tuple[GuiRpcServer, StateBackend]]:
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        yield server, backend


@pytest.mark.timeout(30)
def test_the_server_posts_good_settings_refuses_bad_ones_and_reports_the_kept_ones(
        served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, backend = served
    conn = RawConn(server.port)
    try:
        conn.authorize()
        assert b"<success/>" in conn.call(BOINCCMD_SET)
        assert backend.take_commands() == [SetProxySettings(SET_INFO)]
        hostile = BOINCCMD_SET.replace("proxy.example", "bob:pw@evil.example")
        assert b"<error>the HTTP proxy server name is not a host name</error>" in conn.call(hostile)
        assert b"<error>Missing proxy info</error>" in conn.call("<set_proxy_settings/>")
        assert backend.take_commands() == []
        backend.publish(replace(backend.snapshot(), gui_proxy=SET_INFO))
        reply = conn.call("<get_proxy_settings/>").decode()
        assert "    <use_http_proxy/>\n    <use_socks_proxy/>\n    <use_http_auth/>\n" in reply
        assert "<http_server_port>3128</http_server_port>" in reply and "<http_user_passwd>p&amp;w&lt;x<" in reply
    finally:
        conn.close()
    assert "p&w<x" not in repr(SetProxySettings(SET_INFO))  # commands get logged; passwords must not


class _Project(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b"<html><scheduler>http://127.0.0.1/cgi</scheduler></html>"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def project_page() -> Iterator[str]:
    server = HTTPServer(("127.0.0.1", 0), _Project)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.mark.timeout(30)
def test_the_attach_probe_goes_through_the_proxy(project_page: str) -> None:
    with HttpProxy(user="volunteer", password="right") as proxy:
        good = ProxySettings(use_http_proxy=True, http_server_name="127.0.0.1", http_server_port=proxy.port,
                             http_user_name="volunteer", http_user_passwd="right")
        found = probe_project(project_page, proxy=good)
        assert found.ok and found.schedulers == ("http://127.0.0.1/cgi",)
        assert proxy.log.targets == [f"GET {project_page}"]
        refused = probe_project(project_page, proxy=replace(good, http_user_passwd="wrong"))
        assert not refused.ok and "refused the credentials" in refused.message and proxy.log.refused == 1
    gone = closed_port()
    down = probe_project(project_page, proxy=replace(good, http_server_port=gone))
    assert not down.ok and f"Could not connect to HTTP proxy 127.0.0.1:{gone}" in down.message


@pytest.mark.timeout(30)
def test_the_live_client_starts_with_the_kept_proxy_unless_cc_config_names_one(tmp_path: Path) -> None:
    write_gui_proxy(tmp_path, ProxyInfo(use_http_proxy=True, http_server_name="127.0.0.1", http_server_port=3128))
    client = LiveClient(tmp_path, SessionOptions(seed=1))
    client.start()
    try:
        assert client.wait_opened(20)
        assert client.proxy.describe() == "HTTP proxy 127.0.0.1:3128" and client.gui_proxy is not None
    finally:
        client.stop()
    log = (tmp_path / "stdoutdae.txt").read_text()
    assert "Using HTTP proxy 127.0.0.1:3128 (set from a manager)" in log
    (tmp_path / "cc_config.xml").write_text("<cc_config><options><proxy_info><use_socks_proxy/>"
                                            "<socks_server_name>127.0.0.1</socks_server_name>"
                                            "<socks_server_port>1085</socks_server_port></proxy_info></options></cc_config>")
    client = LiveClient(tmp_path, SessionOptions(seed=1))
    client.start()
    try:
        assert client.wait_opened(20)
        assert client.proxy.describe() == "SOCKS5 proxy 127.0.0.1:1085"
    finally:
        client.stop()
