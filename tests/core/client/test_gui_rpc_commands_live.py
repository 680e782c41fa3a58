"""GUI RPC's own operations reach the live client as its one set of commands, and take effect.

Over a real GUI RPC connection to a live client attached to the demo project:
detach_when_done and its undo set both flags as BOINC does; set_cc_config followed by
read_cc_config puts new transfer caps in force without a restart; a changed override
read with read_global_prefs_override puts its bandwidth limits in force.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.client.gui_rpc import start_gui_rpc
from core.guirpc.client import GuiRpcClient
from tests.core.client.e2e import attach, demo_project, free_port, live_client, on_engine, wait_for

pytestmark = pytest.mark.timeout(120)


def test_gui_rpc_operations_take_effect_in_the_live_client(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    client = live_client(tmp_path / "client")
    port = free_port()
    server = start_gui_rpc(client, port)
    try:
        attach(client, project)
        url = project.master_url
        with GuiRpcClient(port=port, password=client.session.password) as rpc:
            rpc.project_op(url, "detach_when_done")
            wait_for(lambda: on_engine(client, lambda s: (s.state.projects[url].detach_when_done,
                                                          s.state.projects[url].dont_request_more_work))
                     == (True, True), 10, "detach when done")
            rpc.project_op(url, "dont_detach_when_done")
            wait_for(lambda: on_engine(client, lambda s: (s.state.projects[url].detach_when_done,
                                                          s.state.projects[url].dont_request_more_work))
                     == (False, False), 10, "detach when done cleared")

            rpc.set_cc_config("<cc_config><options><max_file_xfers>3</max_file_xfers>"
                              "<max_file_xfers_per_project>1</max_file_xfers_per_project>"
                              "<http_transfer_timeout>77</http_transfer_timeout></options></cc_config>")
            rpc.simple("read_cc_config")
            wait_for(lambda: on_engine(client, lambda s: (s.transfers.settings.max_file_xfers,
                                                          s.transfers.settings.max_file_xfers_per_project,
                                                          s.transfers.settings.http_transfer_timeout_s))
                     == (3, 1, 77.0), 10, "new transfer caps in force")

            override = rpc.get_global_prefs_override() or "<global_preferences>\n</global_preferences>\n"
            rpc.set_global_prefs_override(override.replace(
                "</global_preferences>", "<max_bytes_sec_down>12345</max_bytes_sec_down>\n</global_preferences>"))
            rpc.simple("read_global_prefs_override")
            wait_for(lambda: on_engine(client, lambda s: s.transfers.settings.max_bytes_sec_down) == 12345.0, 10,
                     "the download limit in force")
            assert on_engine(client, lambda s: s.state.prefs.max_bytes_sec_down) == 12345.0
    finally:
        server.stop()
        client.stop()
        project.stop()
