"""The live client through a SOCKS5 proxy named in cc_config.xml, end to end.

Scheduler requests, the master page, downloads and uploads must all go through
the one proxy the volunteer configured; the proxy's own log proves it.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.client.e2e import attach, credited, demo_project, live_client, wait_for
from tests.core.transfer.proxies import Socks5Proxy

pytest.importorskip("socksio", reason="httpx needs socksio (httpx[socks]) for SOCKS proxies")


@pytest.mark.timeout(150)
def test_everything_goes_through_the_configured_socks_proxy(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    data = tmp_path / "client"
    data.mkdir()
    with Socks5Proxy(user="volunteer", password="s3cret pass") as proxy:
        (data / "cc_config.xml").write_text(
            "<cc_config><options><proxy_info>\n"
            "  <use_socks_proxy/>\n"
            "  <socks_server_name>127.0.0.1</socks_server_name>\n"
            f"  <socks_server_port>{proxy.port}</socks_server_port>\n"
            "  <socks5_user_name>volunteer</socks5_user_name>\n"
            "  <socks5_user_passwd>s3cret pass</socks5_user_passwd>\n"
            "</proxy_info></options></cc_config>\n")
        client = live_client(data)
        try:
            attach(client, project)
            wait_for(lambda: credited(project) >= 1, 120, "a result credited through the proxy")
        finally:
            client.stop()
            project.stop()
        port = project.master_url.split(":")[2].split("/")[0]
        assert proxy.log.targets and all(t.endswith(f":{port}") for t in proxy.log.targets)
        assert proxy.log.bytes_up > 0 and proxy.log.bytes_down > 0 and proxy.log.refused == 0
        assert set(proxy.log.users) == {"volunteer"}
    log = (data / "stdoutdae.txt").read_text()
    assert f"Using SOCKS5 proxy 127.0.0.1:{proxy.port} as volunteer" in log
    assert "s3cret" not in log  # the password never reaches the event log
    assert "Finished upload" in log
