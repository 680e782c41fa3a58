"""A real ``boinc-core run`` answers every captured GUI RPC with values the real client's readers accept.

The structure tests (test_fixture_replay) use a built snapshot; this one asks the live
client, running a real task of the demo project, and compares each field with the real
client's reply for the same request: where the real client sends a value, we send one
too (never an empty element), and where it sends a number, ours is a number.
"""
from __future__ import annotations

import re
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from core.xml.hardened import parse_xml
from tests.core.client.e2e import core_run, demo_project, free_port
from tests.core.guirpc.sample import RawConn

FIXTURES = Path("/work/shared/fixtures/boinc-7.20/guirpc/attached_running_task")
NUMBER = re.compile(r"-?\d+(\.\d+)?([eE][-+]?\d+)?")
OPS = ("exchange_versions", "get_state", "get_results", "get_host_info", "get_project_status", "get_cc_status",
       "get_simple_gui_info", "get_disk_usage", "get_messages", "get_message_count", "get_statistics",
       "get_file_transfers", "get_global_prefs_working", "get_daily_xfer_history", "get_proxy_settings",
       "acct_mgr_info", "get_notices")

pytestmark = pytest.mark.timeout(180)


def leaves(raw: bytes) -> dict[str, list[str]]:
    """Every leaf element's text by its tag path below the reply element."""
    root = parse_xml(raw.rstrip(b"\x03"), source="reply")
    out: dict[str, list[str]] = defaultdict(list)

    def walk(e: Any, path: str) -> None:
        kids = [c for c in e if isinstance(c.tag, str)]
        if not kids:
            out[path].append((e.text or "").strip())
        for c in kids:
            walk(c, f"{path}/{c.tag}" if path else c.tag)

    walk(root, "")
    return out


def problems(op: str, real: dict[str, list[str]], ours: dict[str, list[str]]) -> list[str]:
    found = []
    for path, values in real.items():
        if path not in ours:
            continue
        sent = [v for v in values if v]
        if sent and not any(ours[path]):
            found.append(f"{op}: <{path}> empty, the real client sends {sent[0][:40]!r}")
        elif sent and all(NUMBER.fullmatch(v) for v in sent):
            bad = [v for v in ours[path] if v and not NUMBER.fullmatch(v)]
            if bad:
                found.append(f"{op}: <{path}> is {bad[0][:40]!r}, the real client sends a number")
    return found


def _running(conn: RawConn) -> bool:
    return b"<active_task_state>1</active_task_state>" in conn.call("<get_results/>")


def test_live_replies_follow_the_real_clients_field_rules(tmp_path: Path) -> None:
    # Tasks long enough to be still running when the screensaver call comes (seconds of work).
    project = demo_project(tmp_path, job_size=40_000_000)
    port = free_port()
    try:
        with core_run(tmp_path / "client", project, port) as (_, password):
            conn = RawConn(port, timeout=10)
            assert b"<authorized/>" in conn.authorize(password)
            deadline = time.monotonic() + 90
            while not _running(conn):
                assert time.monotonic() < deadline, "no task started"
                time.sleep(0.5)
            found: list[str] = []
            for op in OPS:
                request = (FIXTURES / f"{op}.request.xml").read_bytes()
                conn.send_raw(request)
                ours = conn.recv_reply()
                real = (FIXTURES / f"{op}.reply.xml").read_bytes()
                found += problems(op, leaves(real), leaves(ours))
            newer = leaves(conn.call("<get_newer_version/>"))
            saver = parse_xml(conn.call("<get_screensaver_tasks/>").rstrip(b"\x03"), source="reply")
            conn.close()
    finally:
        project.stop()
    assert not found, "\n".join(found)
    assert newer["download_url"][0].startswith("https://")
    # BOINC 7.20.5's element (later releases renamed it); it lists the running task.
    assert [c.tag for c in saver] == ["handle_get_screensaver_tasks"]
    assert saver[0].find("result") is not None
