"""Version notices (early design notes, issue 9): a newer client is announced, never installed.

The demo scheduler, configured with ``newer_client_version``, tells older
clients in every reply that a newer version can be downloaded. The client shows
one notice per version (on the notice board the manager reads) and one event-log
line, and downloads nothing for it.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.ids import ProjectUrl
from core.sched_rpc.merge import merge_reply
from core.sched_rpc.reply import parse_scheduler_reply
from core.state import ClientState, Project
from tests.core.client.e2e import attach, credited, demo_project, live_client, wait_for

TITLE = "Newer client version available"


@pytest.mark.timeout(120)
def test_newer_version_becomes_one_notice(tmp_path: Path) -> None:
    project = demo_project(tmp_path, newer_client_version="99.1.0")
    client = live_client(tmp_path / "client")
    shown: list[str] = []  # notice titles as the manager receives them, snapshot by snapshot
    client.add_listener(lambda snap: shown.extend(n.title for n in snap.notices))
    try:
        attach(client, project)
        wait_for(lambda: credited(project) >= 2, 60, "two credited results")
        # Reports carry work requests (piggybacked), so RPCs are fewer than jobs: wait for several.
        wait_for(lambda: sum(p.rpc_count for p in client.session.state.projects.values()) >= 3, 60, "three RPCs")
        wait_for(lambda: TITLE in shown, 10, "the notice in a snapshot")
        rpcs = sum(p.rpc_count for p in client.session.state.projects.values())
    finally:
        client.stop()
        project.stop()
    assert rpcs >= 3
    assert shown.count(TITLE) == 1
    notices = client.session.notices.notices_since(0)
    version_notices = [n for n in notices if n.title == TITLE]
    assert len(version_notices) == 1
    assert "99.1.0" in version_notices[0].description
    assert "not installed automatically" in version_notices[0].description
    # The scheduler's per-RPC message is not turned into a notice each time.
    assert not any("newer version" in n.description.lower() for n in notices if n.title != TITLE)
    log = (tmp_path / "client" / "stdoutdae.txt").read_text()
    assert log.count("Newer version of BOINC available: 99.1.0") == 1
    # Nothing was fetched for it: the only files are the app and the job files.
    fetched = [f.name for f in (tmp_path / "client" / "projects").rglob("*") if f.is_file()]
    assert fetched and all(name.startswith("demo_app") for name in fetched)


def test_version_tags_parse_and_only_newer_counts() -> None:
    url = ProjectUrl("http://127.0.0.1/")
    state = ClientState()
    state.projects[url] = Project(url)
    auto = parse_scheduler_reply(
        b"<scheduler_reply><auto_update><version><major>8</major><minor>4</minor><release>2</release>"
        b"</version><file_ref><file_name>boinc_8.4.2.sh</file_name></file_ref></auto_update></scheduler_reply>",
        "test")
    assert auto.auto_update and auto.newer_client_version == "8.4.2"
    assert merge_reply(state, url, auto, 0.0).newer_client_version == "8.4.2"
    older = parse_scheduler_reply(
        b'<scheduler_reply><message priority="notice">A newer version of the BOINC client (7.0.1) can be '
        b"downloaded from https://boinc.berkeley.edu/download.php</message></scheduler_reply>", "test")
    assert older.newer_client_version == "7.0.1"
    out = merge_reply(state, url, older, 0.0)
    assert out.newer_client_version == "" and out.messages == []  # ours (7.20.5) is newer: nothing to say
    junk = parse_scheduler_reply(
        b"<scheduler_reply><auto_update><version><major>x</major></version></auto_update></scheduler_reply>",
        "test")
    assert junk.newer_client_version == ""
