"""Issue 34 item 8, end to end on loopback: what BOINC's client says and does around a
project's configuration, its replies, a reset and a detach.

- get_project_config: the event log says "Fetching configuration file from URL" and the
  GUI RPC reply is the project's own (``<server_version>``, each platform's
  ``<user_friendly_name>`` kept), as BOINC's get_project_config_poll returns it.
- a reply's request_delay: "Project requested delay of N seconds" (cs_scheduler.cpp).
- reset: the master page is read again (BOINC's reset_project clears the scheduler list).
- detach of a project an account manager attached: refused, with BOINC's line.
- detach: sched_request_*.xml, sched_reply_*.xml and master_*.xml go with the project.
"""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from core.api.commands import ProjectAction, ProjectOp
from core.client.gui_rpc import start_gui_rpc
from core.guirpc.client import GuiRpcClient
from core.ids import ProjectUrl
from core.persist import DataDir
from tests.core.client.e2e import attach, demo_project, free_port, live_client, on_engine, wait_for


def _log(data: Path) -> str:
    return (data / "stdoutdae.txt").read_text(errors="replace")


@pytest.mark.timeout(150)
def test_config_delay_reset_and_detach_as_boinc(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    url = ProjectUrl(project.master_url)
    data = tmp_path / "client"
    dd = DataDir(data)
    client = live_client(data)
    port = free_port()
    server = start_gui_rpc(client, port)
    try:
        password = (data / "gui_rpc_auth.cfg").read_text().strip()
        with GuiRpcClient(port=port, password=password) as rpc:
            assert rpc.call(f"<get_project_config><url>{url}</url></get_project_config>").find("success") is not None
            deadline = time.monotonic() + 30
            while True:
                reply = rpc.call("<get_project_config_poll/>").find("project_config")
                assert reply is not None
                if reply.findtext("error_num", "0").strip() != "-204":  # ERR_IN_PROGRESS
                    break
                assert time.monotonic() < deadline, "get_project_config never finished"
                time.sleep(0.2)
        assert reply.findtext("server_version") == "1.0.0"
        assert reply.findtext("platforms/platform/user_friendly_name")
        wait_for(lambda: f"Fetching configuration file from {url}get_project_config.php" in _log(data), 10,
                 "the configuration-file line")

        attach(client, project)
        wait_for(lambda: "Project requested delay of 1 seconds" in _log(data), 30, "the request-delay line")

        master = dd.master_file(str(url))
        wait_for(master.exists, 10, "the master page of the attach")
        master.unlink()
        assert client.submit(ProjectOp(url, ProjectAction.RESET)).result(timeout=10).ok
        wait_for(master.exists, 30, "the master page read again after the reset")
        wait_for(lambda: bool(on_engine(client, lambda s: s.state.projects[url].scheduler_urls)), 30,
                 "the scheduler list back")

        def managed(flag: bool) -> None:
            on_engine(client, lambda s: setattr(s.state.projects[url], "attached_via_acct_mgr", flag))

        managed(True)
        refused = client.submit(ProjectOp(url, ProjectAction.DETACH)).result(timeout=10)
        assert not refused.ok and "account manager" in refused.message
        assert "This project must be detached using the account manager web site." in _log(data)
        assert on_engine(client, lambda s: url in s.state.projects)

        managed(False)
        request, reply_file = dd.sched_request_file(str(url)), dd.sched_reply_file(str(url))
        assert request.exists() and reply_file.exists() and master.exists()
        assert client.submit(ProjectOp(url, ProjectAction.DETACH)).result(timeout=10).ok
        assert on_engine(client, lambda s: url not in s.state.projects)
        assert not request.exists() and not reply_file.exists() and not master.exists()
    finally:
        server.stop()
        client.stop()
        project.stop()
