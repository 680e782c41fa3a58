"""Cloning an installation (early design notes, issue 9), end to end on loopback.

Copying only the account files into a new data directory attaches the same
projects; the new client's first request names no host id and carries a new host
CPID, so the demo scheduler gives it a host record of its own. Nothing beyond
what BOINC's client sends is needed for that (a stock scheduler calls a
``<client_opaque>`` unexpected). A copied state file sends a stale
``rpc_seqno``: the scheduler makes a new host record and the client accepts the
new host id and generates a new host CPID (scheduler-rpc.md section 5).
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from core.api.commands import ProjectAction, ProjectOp
from core.client.live import LiveClient
from core.ids import ProjectUrl
from core.persist import DataDir, read_client_state
from tests.core.client.e2e import attach, credited, demo_project, live_client, wait_for


def _hostid(client: LiveClient, url: ProjectUrl) -> int:
    p = client.session.state.projects.get(url)
    return p.hostid if p is not None else 0


@pytest.mark.timeout(120)
def test_copied_account_files_attach_with_a_new_host_id(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    url = ProjectUrl(project.master_url)
    original = live_client(tmp_path / "a")
    try:
        attach(original, project)
        wait_for(lambda: credited(project) >= 1, 60, "the original client's first credited result")
    finally:
        original.stop()
    first_host = original.session.state.projects[url].hostid
    assert first_host > 0

    accounts = sorted((tmp_path / "a").glob("account_*.xml"))
    assert len(accounts) == 1
    (tmp_path / "b").mkdir()
    for f in accounts:
        shutil.copy(f, tmp_path / "b" / f.name)
    clone = live_client(tmp_path / "b")
    try:
        assert clone.session.state_file_missing
        assert url in clone.session.state.projects  # attached from the account file alone
        wait_for(lambda: _hostid(clone, url) > 0, 30, "the clone's host id")
        wait_for(lambda: credited(project) >= 2, 60, "a result credited to the clone")
        # Later requests name the new host: no more host records.
    finally:
        clone.stop()
        project_hosts = list(project.scheduler.fresh_install_hosts) if project.scheduler else []
        project.stop()
    clone_host = clone.session.state.projects[url].hostid
    assert clone_host not in (0, first_host)
    # Two fresh installations (the original's first run and the clone), one host each.
    assert project_hosts == [first_host, clone_host]
    assert clone.session.state.projects[url].authenticator == original.session.state.projects[url].authenticator


@pytest.mark.timeout(120)
def test_stale_rpc_seqno_gets_a_new_host_record_and_cpid(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    url = ProjectUrl(project.master_url)
    a_dir, c_dir = tmp_path / "a", tmp_path / "c"
    original = live_client(a_dir)
    try:
        attach(original, project)
        wait_for(lambda: _hostid(original, url) > 0, 30, "the first host id")
    finally:
        original.stop()
    shutil.copytree(a_dir, c_dir)  # a full copy: state file and all
    copied = read_client_state(DataDir(c_dir)).state
    host = copied.projects[url].hostid
    stale = copied.projects[url].rpc_seqno

    # The original keeps running and moves the server's record past the copy's seqno.
    original = live_client(a_dir)
    try:
        assert project.store is not None
        store = project.store
        def server_seqno() -> int:
            row = store.host(host)
            return row.rpc_seqno if row is not None else -1
        for _ in range(10):
            if server_seqno() > stale:
                break
            original.submit(ProjectOp(url, ProjectAction.UPDATE)).result(timeout=10)
            before = server_seqno()
            wait_for(lambda: server_seqno() != before, 20, "the original's next RPC")  # noqa: B023 -- waited on within this iteration
        assert server_seqno() > stale
    finally:
        original.stop()
    old_cpid = copied.host_info.host_cpid

    clone = live_client(c_dir)
    try:
        wait_for(lambda: _hostid(clone, url) not in (0, host), 30, "a new host id for the copy")
        new_host = _hostid(clone, url)
        # The new record must hold: the next RPCs (seqno restarted at 0) keep this host id.
        clone.submit(ProjectOp(url, ProjectAction.UPDATE)).result(timeout=10)
        wait_for(lambda: store.host(new_host) is not None and store.host(new_host).rpc_seqno >= 1,  # type: ignore[union-attr]
                 30, "a further RPC under the new host id")
        assert _hostid(clone, url) == new_host
    finally:
        clone.stop()
        project.stop()
    assert clone.session.state.host_info.host_cpid not in ("", old_cpid)
    log = (c_dir / "stdoutdae.txt").read_text()
    assert f"Computer ID changed from {host} to {new_host}" in log
    assert "generated new computer cross-project ID" in log
    # The original's record is untouched: its host id stays its own.
    assert read_client_state(DataDir(a_dir)).state.projects[url].hostid == host
