"""Scheduler RPCs through real proxies on 127.0.0.1: the same ``ProxySettings`` as file transfers.

A master-page fetch and the scheduler POST go through an HTTP proxy with Basic
auth and through a SOCKS5 server with username/password; a proxy that is down
or refuses us gives a failed reply with a clear message (the engine's RPC
backoff takes it from there), and <no_proxy> hosts go direct.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from core.ports import SchedulerReply, SchedulerRequest
from core.sched_rpc import LiveTransport, TransportConfig
from core.transfer import ProxySettings
from tests.core.sched_rpc.conftest import LoopbackServer, attached_state, send
from tests.core.transfer.proxies import HttpProxy, Socks5Proxy, closed_port

pytestmark = pytest.mark.timeout(60)
REPLY = b"<scheduler_reply><hostid>7</hostid><request_delay>10</request_delay></scheduler_reply>"
needs_socksio = pytest.mark.skipif(importlib.util.find_spec("socksio") is None,
                                   reason="SOCKS needs httpx[socks] (the socksio package)")


def _rpc(server: LoopbackServer, tmp_path: Path, proxy: ProxySettings) -> SchedulerReply:
    server.on_get = lambda h: send(h, 200, server.master_page())
    server.on_post = lambda h: send(h, 200, REPLY)
    state = attached_state(server.url)
    state.projects[server.url].master_url_fetch_pending = True
    config = TransportConfig(connect_timeout_s=5, reply_timeout_s=5, proxy=proxy)
    transport = LiveTransport(state, tmp_path, config=config)
    transport.send(SchedulerRequest(server.url, reason=6, work_req_seconds=1.0, req_instances=0.0), 100.0)
    assert transport.wait(30)
    [(_, reply)] = transport.poll(101.0)
    return reply


def test_rpc_through_http_proxy_with_auth(server: LoopbackServer, tmp_path: Path) -> None:
    with HttpProxy("me", "pw") as proxy:
        reply = _rpc(server, tmp_path, ProxySettings(use_http_proxy=True, http_server_name="127.0.0.1",
                                                     http_server_port=proxy.port, http_user_name="me",
                                                     http_user_passwd="pw"))
    assert reply.ok and reply.request_delay_s == 10.0
    assert proxy.log.targets == [f"GET {server.url}", f"POST {server.url}cgi"]
    assert proxy.log.bytes_up >= len(server.posts[0]) and proxy.log.bytes_down >= len(REPLY)


@needs_socksio
def test_rpc_through_socks5_with_auth(server: LoopbackServer, tmp_path: Path) -> None:
    with Socks5Proxy("me", "pw") as proxy:
        reply = _rpc(server, tmp_path, ProxySettings(use_socks_proxy=True, socks_server_name="127.0.0.1",
                                                     socks_server_port=proxy.port, socks5_user_name="me",
                                                     socks5_user_passwd="pw"))
    assert reply.ok and reply.request_delay_s == 10.0
    assert proxy.log.users == ["me", "me"]  # one connection per request: the master page, then the RPC
    assert proxy.log.targets == [f"SOCKS 127.0.0.1:{server.port}"] * 2


@pytest.mark.parametrize("kind", ["http", pytest.param("socks5", marks=needs_socksio)])
def test_proxy_down_fails_the_rpc_clearly(kind: str, server: LoopbackServer, tmp_path: Path) -> None:
    port = closed_port()
    proxy = (ProxySettings(use_http_proxy=True, http_server_name="127.0.0.1", http_server_port=port) if kind == "http"
             else ProxySettings(use_socks_proxy=True, socks_server_name="127.0.0.1", socks_server_port=port))
    reply = _rpc(server, tmp_path, proxy)
    assert not reply.ok
    assert f"cannot connect to {'HTTP' if kind == 'http' else 'SOCKS5'} proxy 127.0.0.1:{port}" in reply.error
    assert server.gets == 0 and server.posts == []


def test_proxy_refusing_credentials_fails_the_rpc_clearly(server: LoopbackServer, tmp_path: Path) -> None:
    with HttpProxy("me", "right") as proxy:
        reply = _rpc(server, tmp_path, ProxySettings(use_http_proxy=True, http_server_name="127.0.0.1",
                                                     http_server_port=proxy.port, http_user_name="me",
                                                     http_user_passwd="wrong"))
    assert not reply.ok and "407" in reply.error and "wrong" not in reply.error
    assert server.gets == 0


def test_no_proxy_host_goes_direct(server: LoopbackServer, tmp_path: Path) -> None:
    reply = _rpc(server, tmp_path, ProxySettings(use_http_proxy=True, http_server_name="127.0.0.1",
                                                 http_server_port=closed_port(), no_proxy_hosts=("127.0.0.1",)))
    assert reply.ok and server.gets == 1 and len(server.posts) == 1
