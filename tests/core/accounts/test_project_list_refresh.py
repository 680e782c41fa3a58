"""BOINC's project list: the shipped snapshot, and the two-weekly fetch against a real server on 127.0.0.1."""
from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from core.accounts.project_list import (
    ALL_PROJECTS_LIST_FILE,
    load_project_list,
    parse_project_list,
)
from core.accounts.project_list_refresh import (
    CHECK_PERIOD_S,
    RETRY_AFTER_ERROR_S,
    TEMP_FILE,
    ProjectListRefresher,
)
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.eventlog.log import MsgPriority

pytestmark = pytest.mark.timeout(90)

DAY = 86400.0
T0 = 1_800_000_000.0


def _list(*names: str, managers: tuple[str, ...] = ()) -> bytes:
    # As BOINC's server writes it: ISO-8859-1, descriptions in CDATA, tags we do not read.
    body = "".join(f"<project><name>{n}</name><url>https://{n.lower()}.example.org/</url>"
                   f"<general_area>Mathematics</general_area><description><![CDATA[Caf\u00e9 <b>{n}</b>]]>"
                   "</description><platforms><name>x86_64-pc-linux-gnu</name></platforms>"
                   "<keywords>1 2</keywords></project>\n" for n in names)
    body += "".join(f"<account_manager><name>{m}</name><url>https://{m.lower()}.example.org/</url>"
                    "</account_manager>\n" for m in managers)
    return f'<?xml version="1.0" encoding="ISO-8859-1" ?>\n<projects>\n{body}</projects>\n'.encode("latin-1")


@dataclass
class ListServer:
    """Serves ``body`` at /project_list.php and counts the requests."""

    body: bytes = b""
    status: int = 200
    requests: list[str] = field(default_factory=list)
    url: str = ""


@contextmanager
def list_server() -> Iterator[ListServer]:
    state = ListServer()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            state.requests.append(self.path)
            self.send_response(state.status)
            self.send_header("Content-Type", "text/xml")
            self.send_header("Content-Length", str(len(state.body)))
            self.end_headers()
            self.wfile.write(state.body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}/project_list.php"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()


# ---------------------------------------------------------------- the shipped snapshot

def test_the_snapshot_names_every_current_project_and_account_manager() -> None:
    items = load_project_list(None)
    projects = [it for it in items if not it.is_account_manager and not it.url.startswith("http://127.0.0.1")]
    managers = [it for it in items if it.is_account_manager]
    assert len(projects) >= 27 and len(managers) == 3
    names = {it.name for it in items}
    assert {"Einstein@home", "Rosetta@home", "World Community Grid", "PrimeGrid", "LHC@home",
            "Climateprediction.net", "BOINC Central", "YAFU", "SIDock@home"} <= names
    assert {m.name for m in managers} == {"BAM!", "Science United", "GRCPool"}
    assert len(names) == len(items)
    for it in projects + managers:
        parts = urlsplit(it.url)
        assert parts.scheme == "https" and parts.hostname and "." in parts.hostname, it
        assert it.description, it
    for it in projects:
        assert it.general_area and it.specific_area and it.home and it.platforms, it
    # Plan classes are kept whole: the Docker notice looks for "[docker]" among them.
    assert any(p.endswith("[docker]") for it in projects for p in it.platforms)
    assert max(len(it.platforms) for it in projects) > 64


def test_a_repeated_tag_counts_its_last_occurrence() -> None:
    data = (b"<projects><project><name>First</name><name>Last</name><url>https://a.example.org/</url>"
            b"<url>https://b.example.org/</url><platforms><name>old</name></platforms>"
            b"<platforms><name>new</name></platforms></project></projects>")
    (it,) = parse_project_list(data)
    assert (it.name, it.url, it.platforms) == ("Last", "https://b.example.org/", ("new",))


# ---------------------------------------------------------------- the fetch

def test_a_good_list_replaces_and_is_not_fetched_again_for_two_weeks(tmp_path: Path) -> None:
    with list_server() as srv:
        srv.body = _list("Alpha", "Beta", managers=("Manager",))
        r = ProjectListRefresher(tmp_path, srv.url)
        assert r.due(T0)
        done = r.refresh(T0)
        assert done.replaced and (done.projects, done.account_managers) == (2, 1)
        assert "2 projects, 1 account managers" in done.message
        assert (tmp_path / ALL_PROJECTS_LIST_FILE).read_bytes() == srv.body
        got = load_project_list(tmp_path / ALL_PROJECTS_LIST_FILE)
        assert [it.name for it in got] == ["Alpha", "Beta", "Manager"]
        assert got[0].description == "Caf\u00e9 <b>Alpha</b>" and got[0].platforms == ("x86_64-pc-linux-gnu",)
        assert not (tmp_path / TEMP_FILE).exists()
        for later in (T0 + 1, T0 + 7 * DAY, T0 + CHECK_PERIOD_S - 60):
            assert not r.due(later)
        assert r.due(T0 + CHECK_PERIOD_S)


@pytest.mark.parametrize("body,status", [
    (b"", 200),
    (_list("Alpha", "Beta")[:-20], 200),  # cut off
    (b"<html><body>Maintenance</body></html>", 200),
    (_list(managers=("OnlyAManager",)), 200),
    (b"<projects><project><name>x</name><url>https://x.example.org/</url></project>", 200),  # no </projects>
    (_list("Alpha"), 503),
])
def test_a_broken_list_keeps_the_last_good_copy_and_waits_a_day(tmp_path: Path, body: bytes, status: int) -> None:
    with list_server() as srv:
        srv.body = _list("Alpha", "Beta", "Gamma")
        r = ProjectListRefresher(tmp_path, srv.url)
        assert r.refresh(T0).replaced
        good = (tmp_path / ALL_PROJECTS_LIST_FILE).read_bytes()

        srv.body, srv.status = body, status
        assert not r.due(T0 + 7 * DAY)  # a week on: nothing is asked
        later = T0 + CHECK_PERIOD_S
        done = r.refresh(later)
        assert not done.replaced
        assert "keeping the last good copy" in done.message and "trying again in a day" in done.message
        assert (tmp_path / ALL_PROJECTS_LIST_FILE).read_bytes() == good
        assert [it.name for it in load_project_list(tmp_path / ALL_PROJECTS_LIST_FILE)] == ["Alpha", "Beta", "Gamma"]
        assert not r.due(later + RETRY_AFTER_ERROR_S - 60)
        assert r.due(later + RETRY_AFTER_ERROR_S)
        assert len(srv.requests) == 2


def test_an_unreachable_server_leaves_the_shipped_list_in_use(tmp_path: Path) -> None:
    with list_server() as srv:
        url = srv.url
    r = ProjectListRefresher(tmp_path, url, timeout_s=5)  # the server is gone: connection refused
    done = r.refresh(T0)
    assert not done.replaced and "using the list shipped with boinc-gui" in done.message
    assert not (tmp_path / ALL_PROJECTS_LIST_FILE).exists()
    assert load_project_list(tmp_path / ALL_PROJECTS_LIST_FILE) == load_project_list(None)
    assert not r.due(T0 + 3600) and r.due(T0 + RETRY_AFTER_ERROR_S)


def test_no_address_no_fetch(tmp_path: Path) -> None:
    assert not ProjectListRefresher(tmp_path, "").due(T0)


def _wait(pred: object, timeout_s: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if pred():  # type: ignore[operator]
            return True
        time.sleep(0.05)
    return False


def test_the_live_client_fetches_at_start_and_logs_it(tmp_path: Path) -> None:
    with list_server() as srv:
        srv.body = _list("Alpha", "Beta", managers=("Manager",))
        client = LiveClient(tmp_path / "data", SessionOptions(seed=1, measure_host=False, project_list_url=srv.url),
                            probe_attach=False)
        client.start()
        try:
            assert client.wait_opened()
            path = tmp_path / "data" / ALL_PROJECTS_LIST_FILE
            assert _wait(lambda: path.exists())

            def said() -> list[str]:
                log = client.session.eventlog
                return [m.body for m in log.messages_since(0)] if log is not None else []

            assert _wait(lambda: any("Fetched BOINC's project list: 2 projects" in b for b in said()))
            assert path.read_bytes() == srv.body and srv.requests == ["/project_list.php"]
        finally:
            client.stop()


def test_cc_config_dont_contact_ref_site_stops_the_fetch(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "cc_config.xml").write_text("<cc_config><options><dont_contact_ref_site>1</dont_contact_ref_site>"
                                        "</options></cc_config>")
    with list_server() as srv:
        srv.body = _list("Alpha")
        client = LiveClient(data, SessionOptions(seed=1, measure_host=False, project_list_url=srv.url),
                            probe_attach=False)
        client.start()
        try:
            assert client.wait_opened()
            time.sleep(2.5)  # a few passes
            assert srv.requests == [] and not (data / ALL_PROJECTS_LIST_FILE).exists()
            log = client.session.eventlog
            assert log is not None and not any(m.priority == MsgPriority.INTERNAL_ERROR for m in log.messages_since(0))
        finally:
            client.stop()

