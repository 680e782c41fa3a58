"""LiveTransport against a real loopback server that misbehaves in every way we know."""
from __future__ import annotations

import socket
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from core.ids import ProjectUrl, ResultName, WorkunitName
from core.persist.paths import escape_url as escape_project_url
from core.ports import SchedulerReply, SchedulerRequest
from core.sched_rpc import LiveTransport, TransportConfig
from core.state import ClientState, Result, ResultState
from tests.core.sched_rpc.conftest import LoopbackServer, attached_state, send

pytestmark = pytest.mark.timeout(60)


def _state(url: ProjectUrl) -> ClientState:
    state = attached_state(url)
    state.projects[url].scheduler_urls = [f"{url}cgi"]
    done = Result(url, ResultName("old_0"), WorkunitName("old"), state=ResultState.FILES_UPLOADED, ready_to_report=True)
    state.results[done.key] = done
    return state


def _rpc(
    state: ClientState, url: ProjectUrl, tmp_path: Path, **cfg: float
) -> tuple[SchedulerReply, list[tuple[str, str, int]]]:
    logged: list[tuple[str, str, int]] = []
    config = TransportConfig(**cfg) if cfg else TransportConfig(connect_timeout_s=5, reply_timeout_s=5)  # type: ignore[arg-type]
    transport = LiveTransport(state, tmp_path, log=lambda p, b, pr: logged.append((p, b, pr)), config=config)
    req = SchedulerRequest(url, reason=2, work_req_seconds=0.0, req_instances=0.0, report=(ResultName("old_0"),))
    transport.send(req, 100.0)
    assert transport.busy()
    assert transport.wait(30)
    [(got_req, reply)] = transport.poll(101.0)
    assert got_req is req and not transport.busy()
    assert (url, "old_0") in state.results  # whatever happened, the result to report is still there
    return reply, logged


def _serve(server: LoopbackServer, body: bytes, status: int = 200) -> None:
    server.on_post = lambda h: send(h, status, body)


def test_connection_refused(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = ProjectUrl(f"http://127.0.0.1:{port}/")
    reply, logged = _rpc(_state(url), url, tmp_path)
    assert not reply.ok and "cannot connect" in reply.error
    assert logged and "cannot connect" in logged[0][1]


def test_http_500(server: LoopbackServer, tmp_path: Path) -> None:
    _serve(server, b"oops", 500)
    reply, _ = _rpc(_state(server.url), server.url, tmp_path)
    assert not reply.ok and "HTTP status 500" in reply.error


def test_reply_that_never_finishes_times_out(server: LoopbackServer, tmp_path: Path) -> None:
    def slow(h: BaseHTTPRequestHandler) -> None:
        h.send_response(200)
        h.send_header("Content-Length", "1000")
        h.end_headers()
        h.wfile.write(b"<scheduler_reply>")
        h.wfile.flush()
        time.sleep(4)

    server.on_post = slow
    start = time.monotonic()
    reply, _ = _rpc(_state(server.url), server.url, tmp_path, connect_timeout_s=1.0, reply_timeout_s=1.0)
    assert not reply.ok and "within 1 s" in reply.error
    assert time.monotonic() - start < 3.5


def test_reply_larger_than_the_cap(server: LoopbackServer, tmp_path: Path) -> None:
    _serve(server, b"<scheduler_reply>" + b" " * 5000 + b"</scheduler_reply>")
    reply, _ = _rpc(_state(server.url), server.url, tmp_path, max_reply_bytes=1000)  # type: ignore[arg-type]
    assert not reply.ok and "larger than 1000 bytes" in reply.error


def test_truncated_reply(server: LoopbackServer, tmp_path: Path) -> None:
    _serve(server, b"<scheduler_reply>\n<hostid>9</hostid>\n<result_ack><name>old_0</name></result_ack>\n")
    state = _state(server.url)
    reply, _ = _rpc(state, server.url, tmp_path)
    assert not reply.ok and "truncated" in reply.error
    assert state.projects[server.url].hostid == 0  # nothing half-applied


def test_malformed_reply_names_the_line(server: LoopbackServer, tmp_path: Path) -> None:
    _serve(server, b"<scheduler_reply>\n<hostid>9</hostid>\n<app><name>a</app>\n</scheduler_reply>")
    reply, _ = _rpc(_state(server.url), server.url, tmp_path)
    assert not reply.ok and "line 3" in reply.error and "malformed" in reply.error


def test_unescaped_message_text_is_repaired(server: LoopbackServer, tmp_path: Path) -> None:
    _serve(server, b'<scheduler_reply>\n<message priority="notice">R&D <3 you</message>\n</scheduler_reply>')
    reply, logged = _rpc(_state(server.url), server.url, tmp_path)
    assert reply.ok and reply.messages == ("R&D <3 you",)
    assert (server.url, "R&D <3 you", 2) in logged


RSS_FEEDS_AS_STOCK_SERVERS_SEND = (
    b"<scheduler_reply>\n<rss_feeds>\n<rss_feed>\n"
    b"    <url>http://127.0.0.1:1/notices.php?userid=1&auth=x</url>\n"
    b"    <poll_interval>86400</poll_interval>\n</rss_feed>\n</rss_feeds>\n"
    b"<request_delay>7</request_delay>\n</scheduler_reply>\n")


def test_bare_ampersand_in_rss_feeds_is_read_silently_and_debugged_once(
        server: LoopbackServer, tmp_path: Path) -> None:
    _serve(server, RSS_FEEDS_AS_STOCK_SERVERS_SEND)
    url = server.url
    state = _state(url)
    logged: list[tuple[str, str, int]] = []
    debug: list[tuple[str, str]] = []
    transport = LiveTransport(state, tmp_path, log=lambda p, b, pr: logged.append((p, b, pr)),
                              debug_log=lambda p, b: debug.append((p, b)),
                              config=TransportConfig(connect_timeout_s=5, reply_timeout_s=5))
    for i in range(3):
        transport.send(SchedulerRequest(url, reason=2, work_req_seconds=0.0, req_instances=0.0), 100.0 + i)
        assert transport.wait(30)
        [(_, reply)] = transport.poll(101.0 + i)
        assert reply.ok and reply.request_delay_s == 7.0
    assert logged == []  # BOINC says nothing of it, and neither do we
    assert len(debug) == 1 and "repaired" in debug[0][1]


BOMB = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<scheduler_reply><message>&lol3;</message></scheduler_reply>"""

XXE = b"""<?xml version="1.0"?>
<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<scheduler_reply><project_name>&xxe;</project_name><message>&xxe;</message></scheduler_reply>"""


@pytest.mark.parametrize("body", [BOMB, XXE], ids=["entity_bomb", "external_entity"])
def test_entities_are_refused(server: LoopbackServer, tmp_path: Path, body: bytes) -> None:
    _serve(server, body)
    state = _state(server.url)
    reply, logged = _rpc(state, server.url, tmp_path)
    assert not reply.ok and "refused" in reply.error
    assert "root:" not in repr(state) and all("root:" not in b for _, b, _ in logged)


def test_undeclared_entity_reference_does_not_reach_the_file(server: LoopbackServer, tmp_path: Path) -> None:
    _serve(server, b"<scheduler_reply><project_name>&xxe;</project_name></scheduler_reply>")
    state = _state(server.url)
    reply, _ = _rpc(state, server.url, tmp_path)
    assert "root:" not in state.projects[server.url].project_name
    assert reply.ok or "malformed" in reply.error


HOSTILE_NAMES = b"""<scheduler_reply>
<app><name>a</name></app>
<file_info><name>../evil</name><url>http://127.0.0.1/x</url></file_info>
<file_info><name>/etc/cron.d/evil</name><url>http://127.0.0.1/y</url></file_info>
<file_info><name>good_in</name><url>http://127.0.0.1/good_in</url><nbytes>3</nbytes></file_info>
<file_info><name>a_1.sh</name><url>http://127.0.0.1/a_1.sh</url><executable/></file_info>
<app_version><app_name>a</app_name><version_num>1</version_num>
  <file_ref><file_name>a_1.sh</file_name><main_program/></file_ref></app_version>
<workunit><name>wu_bad</name><app_name>a</app_name><file_ref><file_name>../evil</file_name></file_ref></workunit>
<workunit><name>wu_good</name><app_name>a</app_name><file_ref><file_name>good_in</file_name></file_ref></workunit>
<result><name>wu_good_0</name><wu_name>wu_good</wu_name><report_deadline>5000</report_deadline></result>
<result><name>wu_bad_0</name><wu_name>wu_bad</wu_name></result>
</scheduler_reply>"""


def test_hostile_file_names_are_refused_and_the_rest_applied(server: LoopbackServer, tmp_path: Path) -> None:
    _serve(server, HOSTILE_NAMES)
    state = _state(server.url)
    reply, logged = _rpc(state, server.url, tmp_path)
    assert reply.ok
    names = {name for (_, name) in state.file_infos}
    assert names == {"good_in", "a_1.sh"}
    assert [r.name for r in reply.results] == ["wu_good_0"]
    refused = [b for _, b, _ in logged if "refused" in b]
    assert any("'../evil'" in b and "path separator" in b for b in refused)
    assert any("'/etc/cron.d/evil'" in b and "absolute path" in b for b in refused)
    assert any("wu_bad" in b for b in refused)
    esc = escape_project_url(server.url)
    assert (tmp_path / f"sched_reply_{esc}.xml").read_bytes() == HOSTILE_NAMES
    assert (tmp_path / f"sched_request_{esc}.xml").read_bytes() == server.posts[0]
    assert b"<name>old_0</name>" in server.posts[0]


def test_master_page_first_then_the_scheduler(server: LoopbackServer, tmp_path: Path) -> None:
    server.on_get = lambda h: send(h, 200, server.master_page())
    _serve(server, b"<scheduler_reply><hostid>7</hostid><request_delay>10</request_delay></scheduler_reply>")
    state = attached_state(server.url)
    state.projects[server.url].master_url_fetch_pending = True
    reply, _ = _rpc_plain(state, server.url, tmp_path)
    assert reply.ok and reply.request_delay_s == 10.0
    project = state.projects[server.url]
    assert project.scheduler_urls == [f"{server.url}cgi"] and not project.master_url_fetch_pending
    assert (project.hostid, project.rpc_seqno, server.gets) == (7, 0, 1)


def test_master_page_without_schedulers_is_a_failure(server: LoopbackServer, tmp_path: Path) -> None:
    server.on_get = lambda h: send(h, 200, b"<html>nothing here</html>")
    state = attached_state(server.url)
    reply, _ = _rpc_plain(state, server.url, tmp_path)
    assert not reply.ok and "no scheduler URLs" in reply.error
    assert state.projects[server.url].master_fetch_failures == 1 and not server.posts


def _rpc_plain(
    state: ClientState, url: ProjectUrl, tmp_path: Path
) -> tuple[SchedulerReply, list[tuple[str, str, int]]]:
    transport = LiveTransport(state, tmp_path, config=TransportConfig(connect_timeout_s=5, reply_timeout_s=5))
    transport.send(SchedulerRequest(url, reason=6, work_req_seconds=1.0, req_instances=0.0), 100.0)
    assert transport.wait(30)
    [(_, reply)] = transport.poll(101.0)
    return reply, []
