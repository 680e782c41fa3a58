"""Downloads and uploads through real proxies on 127.0.0.1 (HTTP with Basic auth, SOCKS5 with user/password).

The proxies (tests/core/transfer/proxies.py) record targets, user names and
bytes relayed, so each test checks that the bytes really went through them.
A proxy that is down, or refuses our credentials, must give a clear error and
the usual transfer backoff, never a crash or a permanent failure of the job.
"""
from __future__ import annotations

import datetime
import importlib.util
import ssl
from collections.abc import Iterator
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from core.persist.cc_config import ProxyInfo
from core.transfer import EventKind, ProxySettings, TransferEvent, TransferManager, TransferSettings, codes
from core.transfer.settings import parse_no_proxy
from tests.core.transfer.conftest import download_fi, payload, run_until, until_any, until_final, upload_fi
from tests.core.transfer.loopback import Loopback
from tests.core.transfer.proxies import HttpProxy, Socks5Proxy, closed_port

pytestmark = pytest.mark.timeout(60)
NOW = 1_000_000.0
needs_socksio = pytest.mark.skipif(importlib.util.find_spec("socksio") is None,
                                   reason="SOCKS needs httpx[socks] (the socksio package)")


def _http(port: int, user: str = "", password: str = "", use_http_auth: bool = True) -> TransferSettings:
    proxy = ProxySettings(use_http_proxy=True, http_server_name="127.0.0.1", http_server_port=port,
                          use_http_auth=use_http_auth, http_user_name=user, http_user_passwd=password)
    return TransferSettings(proxy=proxy)


def _socks(port: int, user: str = "", password: str = "") -> TransferSettings:
    proxy = ProxySettings(use_socks_proxy=True, socks_server_name="127.0.0.1", socks_server_port=port,
                          socks5_user_name=user, socks5_user_passwd=password)
    return TransferSettings(proxy=proxy)


def _download(settings: TransferSettings, server: Loopback, project_dir: Path,
              size: int = 200_000) -> tuple[bytes, list[TransferEvent]]:
    data = payload(size, seed=size)
    (server.root / "f").write_bytes(data)
    m = TransferManager(settings)
    m.start_download(download_fi("f", data, [f"{server.base}/f"]), project_dir / "f", NOW)
    return data, run_until(m, NOW, until_any)


def test_download_through_http_proxy_with_basic_auth(server: Loopback, project_dir: Path) -> None:
    with HttpProxy("volunteer", "s3cr:t@") as proxy:
        data, events = _download(_http(proxy.port, "volunteer", "s3cr:t@"), server, project_dir)
    assert [e.kind for e in events] == [EventKind.FINISHED]
    assert (project_dir / "f").read_bytes() == data
    assert proxy.log.targets == [f"GET {server.base}/f"] and proxy.log.users == ["volunteer"]
    assert proxy.log.bytes_down >= len(data)  # every byte came through the proxy
    assert "proxy-authorization" not in server.records[0].headers  # the proxy kept it


def test_upload_through_http_proxy(server: Loopback, tmp_path: Path) -> None:
    data = payload(20_000)
    src = tmp_path / "out_0"
    src.write_bytes(data)
    with HttpProxy("u", "p") as proxy:
        m = TransferManager(_http(proxy.port, "u", "p"))
        m.start_upload(upload_fi("out_0", data, [f"{server.base}/file_upload_handler"]), src, NOW)
        events = run_until(m, NOW, until_final)
    assert events[-1].kind is EventKind.FINISHED
    assert (server.upload_root / "out_0").read_bytes() == data
    assert proxy.log.targets.count(f"POST {server.base}/file_upload_handler") == 2  # size query + data
    assert proxy.log.bytes_up >= len(data)


def test_http_proxy_refusing_credentials_is_transient(server: Loopback, project_dir: Path) -> None:
    with HttpProxy("u", "right") as proxy:
        _data, events = _download(_http(proxy.port, "u", "wrong"), server, project_dir)
    [event] = events
    assert event.kind is EventKind.RETRY_SCHEDULED and event.error_code == codes.ERR_HTTP_TRANSIENT
    assert "407" in event.error and f"HTTP proxy 127.0.0.1:{proxy.port}" in event.error
    assert "wrong" not in event.error  # no password in messages
    assert proxy.log.refused == 1 and server.records == []


def test_http_auth_only_with_use_http_auth(server: Loopback, project_dir: Path) -> None:
    """BOINC sends HTTP proxy credentials only with <use_http_auth/>."""
    with HttpProxy("u", "p") as proxy:
        _data, events = _download(_http(proxy.port, "u", "p", use_http_auth=False), server, project_dir)
    assert events[0].kind is EventKind.RETRY_SCHEDULED and proxy.log.refused == 1


@needs_socksio
def test_download_through_socks5_with_user_and_password(server: Loopback, project_dir: Path) -> None:
    with Socks5Proxy("volunteer", "pa ss") as proxy:
        data, events = _download(_socks(proxy.port, "volunteer", "pa ss"), server, project_dir)
    assert [e.kind for e in events] == [EventKind.FINISHED]
    assert (project_dir / "f").read_bytes() == data
    assert proxy.log.targets == [f"SOCKS 127.0.0.1:{server.base.rsplit(':', 1)[1]}"]
    assert proxy.log.users == ["volunteer"] and proxy.log.bytes_down >= len(data)


@needs_socksio
def test_socks5_refusing_credentials_is_transient(server: Loopback, project_dir: Path) -> None:
    with Socks5Proxy("u", "right") as proxy:
        _data, events = _download(_socks(proxy.port, "u", "wrong"), server, project_dir)
    [event] = events
    assert event.kind is EventKind.RETRY_SCHEDULED and event.error_code == codes.ERR_CONNECT
    assert f"SOCKS5 proxy 127.0.0.1:{proxy.port}" in event.error and "wrong" not in event.error
    assert proxy.log.refused == 1 and server.records == []


@pytest.mark.parametrize("kind", ["http", pytest.param("socks5", marks=needs_socksio)])
def test_proxy_down_gives_a_clear_error_and_backoff(kind: str, server: Loopback, project_dir: Path) -> None:
    port = closed_port()
    settings = _http(port) if kind == "http" else _socks(port)
    data = payload(1000)
    (server.root / "f").write_bytes(data)
    m = TransferManager(settings)
    fi = download_fi("f", data, [f"{server.base}/f"])
    m.start_download(fi, project_dir / "f", NOW)
    [event] = run_until(m, NOW, until_any)
    assert event.kind is EventKind.RETRY_SCHEDULED and event.error_code == codes.ERR_CONNECT
    assert event.error.startswith(f"cannot connect to {'HTTP' if kind == 'http' else 'SOCKS5'} proxy 127.0.0.1:{port}")
    assert 120 <= event.next_request_time - NOW <= 240  # the first backoff of a transfer
    [status] = m.statuses(NOW)
    assert status.num_retries == 1 and status.last_error == event.error
    assert server.records == [] and not (project_dir / "f").exists()


def test_no_proxy_hosts_go_direct(server: Loopback, project_dir: Path) -> None:
    """A host in <no_proxy> bypasses the proxy: with the proxy down, the download still works."""
    settings = TransferSettings(proxy=ProxySettings(use_http_proxy=True, http_server_name="127.0.0.1",
                                                    http_server_port=closed_port(), no_proxy_hosts=("127.0.0.1",)))
    data, events = _download(settings, server, project_dir)
    assert [e.kind for e in events] == [EventKind.FINISHED]
    assert (project_dir / "f").read_bytes() == data


def _tls_context(tmp_path: Path) -> ssl.SSLContext:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(1).not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=1)).sign(key, hashes.SHA256()))
    (tmp_path / "cert.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (tmp_path / "key.pem").write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                                         serialization.NoEncryption()))
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(tmp_path / "cert.pem", tmp_path / "key.pem")
    return ctx


@pytest.fixture
def tls_server(tmp_path: Path) -> Iterator[Loopback]:
    (tmp_path / "tls").mkdir()
    with Loopback(root=tmp_path / "tls", upload_root=tmp_path / "tls_up", tls=_tls_context(tmp_path)) as lb:
        yield lb


def test_https_download_through_a_connect_tunnel(tls_server: Loopback, project_dir: Path) -> None:
    with HttpProxy("u", "p") as proxy:
        settings = TransferSettings(verify_tls=False, proxy=_http(proxy.port, "u", "p").proxy)  # self-signed test cert
        data, events = _download(settings, tls_server, project_dir)
    assert [e.kind for e in events] == [EventKind.FINISHED]
    assert (project_dir / "f").read_bytes() == data
    assert proxy.log.targets == [f"CONNECT 127.0.0.1:{tls_server.base.rsplit(':', 1)[1]}"]
    assert proxy.log.bytes_down >= len(data)  # TLS records carry at least the payload


def test_settings_from_cc_config_proxy_info() -> None:
    info = ProxyInfo(use_http_proxy=True, http_server_name=" proxy.lan ", http_server_port=3128,
                     use_http_auth=True, http_user_name="me", http_user_passwd="p@ss/word",
                     use_socks_proxy=True, socks_server_name="socks.lan", socks5_user_name="s",
                     no_proxy="local.lan, http://Intra.Example:8080/x,,[::1]")
    s = ProxySettings.from_proxy_info(info)
    assert s.proxy_url() == "http://me:p%40ss%2Fword@proxy.lan:3128"  # HTTP wins over SOCKS, as in BOINC
    assert s.no_proxy_hosts == ("local.lan", "intra.example", "::1")
    assert s.proxy_for("https://INTRA.example/file") == "" and s.proxy_for("http://[::1]:80/") == ""
    assert s.proxy_for("http://elsewhere.org/") == "HTTP proxy proxy.lan:3128 as me"
    assert "p@ss" not in repr(s)
    info.use_http_proxy = False
    socks = ProxySettings.from_proxy_info(info)
    assert socks.proxy_url() == "socks5://s:@socks.lan:1080" and socks.describe() == "SOCKS5 proxy socks.lan:1080 as s"
    info.use_http_auth, info.use_http_proxy = False, True
    assert ProxySettings.from_proxy_info(info).proxy_url() == "http://proxy.lan:3128"
    assert ProxySettings.from_proxy_info(None).proxy_url() is None
    assert parse_no_proxy("a, [bad, b") == ("a", "b")
