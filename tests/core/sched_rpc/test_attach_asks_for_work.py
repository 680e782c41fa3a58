"""The first scheduler RPC after an attach asks for work at once, as BOINC's client does."""
from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from core.api.commands import Attach
from tests.core.client.e2e import live_client, wait_for
from tests.core.sched_rpc.conftest import LoopbackServer, send

pytestmark = pytest.mark.timeout(60)


def _asked_seconds(body: bytes) -> float:
    found = re.search(rb"<work_req_seconds>([^<]*)</work_req_seconds>", body)
    assert found is not None, body[:400]
    return float(found.group(1))


def test_attach_while_running_asks_for_work_in_its_first_rpc(server: LoopbackServer, tmp_path: Path) -> None:
    server.on_get = lambda h: send(h, 200, server.master_page())
    server.on_post = lambda h: send(h, 200, b"<scheduler_reply>\n<request_delay>60</request_delay>\n"
                                            b"<project_name>Loopback</project_name>\n</scheduler_reply>\n")
    client = live_client(tmp_path / "client")
    try:
        time.sleep(1.5)  # the client's own first work-fetch tick has passed: the next is 60 s away
        assert client.submit(Attach(server.url, "k" * 32)).result(timeout=20).ok
        wait_for(lambda: len(server.posts) >= 1, 20, "the first scheduler request")
    finally:
        client.stop()
    first = server.posts[0]
    assert b"<authenticator>" + b"k" * 32 in first
    assert _asked_seconds(first) > 0
    assert float(re.search(rb"<cpu_req_secs>([^<]*)<", first).group(1)) > 0  # type: ignore[union-attr]
