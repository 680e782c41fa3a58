"""GUI RPC get_app_config and set_app_config against a real ``boinc-core run`` attached to the demo project.

Debian's boinccmd 7.20.5 has ``--get_app_config URL`` (it parses the reply with BOINC's
own APP_CONFIGS::parse and prints it with APP_CONFIGS::write) but no set command, so
set_app_config is sent as BOINC's RPC_CLIENT::set_app_config sends it (``<url>`` then the
APP_CONFIGS::write text) over a real GUI RPC connection. The file is then applied by
``boinccmd --read_cc_config``; a malformed request is refused and changes nothing.
"""
from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from core.guirpc.client import GuiRpcClient
from core.persist import DataDir
from tests.core.client.e2e import core_run, demo_project, free_port
from tests.core.client.gui_rpc_run import boinccmd

pytestmark = [pytest.mark.timeout(120),
              pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")]


def _until(port: int, password: str, args: tuple[str, ...], want: str) -> str:
    out = ""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        r = boinccmd(port, password, *args)
        out = r.stdout + r.stderr
        if want in out:
            return out
        time.sleep(0.3)
    raise AssertionError(f"boinccmd {' '.join(args)} never showed {want!r}; last output:\n{out}")


def _reply_text(rpc: GuiRpcClient, body: str) -> str:
    reply = rpc.call(body, retry=False)
    err = reply.find("error")
    return "error: " + "".join(err.itertext()) if err is not None else \
        ("success" if reply.find("success") is not None else "other")


def test_get_and_set_app_config_with_boinccmd_and_gui_rpc(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    url = project.master_url
    data = tmp_path / "client"
    port = free_port()
    try:
        with core_run(data, project, port) as (_proc, password):
            path = DataDir(data).project_dir(url) / "app_config.xml"
            _until(port, password, ("--get_project_status",), url)  # attached
            none = boinccmd(port, password, "--get_app_config", url)
            assert "app_config.xml not found" in none.stdout + none.stderr
            unknown = boinccmd(port, password, "--get_app_config", "http://127.0.0.1:1/none/")
            assert "no such project" in unknown.stdout + unknown.stderr

            path.write_text("<app_config>\n  <app>\n    <name>demo_app</name>\n    <max_concurrent>1</max_concurrent>\n"
                            "  </app>\n  <app_version>\n    <app_name>demo_app</app_name>\n"
                            "    <cmdline>--delay 0.1</cmdline>\n    <avg_ncpus>0.5</avg_ncpus>\n  </app_version>\n"
                            "  <project_max_concurrent>3</project_max_concurrent>\n</app_config>\n")
            out = _until(port, password, ("--get_app_config", url), "<app_config>")
            # boinccmd's own print of what it parsed from our reply: BOINC's layout.
            for want in (
                "<name>demo_app</name>",
                "<max_concurrent>1</max_concurrent>",
                "<cmdline>--delay 0.1</cmdline>",
                "<avg_ncpus>0.500000</avg_ncpus>",
                "<project_max_concurrent>3</project_max_concurrent>",
            ):
                assert want in out, (want, out)

            with GuiRpcClient(port=port, password=password) as rpc:
                assert _reply_text(rpc, f"<set_app_config>\n<url>{url}</url>\n<app_config>\n    <app>\n"
                                        "        <name>demo_app</name>\n        <max_concurrent>2</max_concurrent>\n"
                                        "    </app>\n    <project_max_concurrent>0</project_max_concurrent>\n"
                                        "    <report_results_immediately>1</report_results_immediately>\n"
                                        "</app_config>\n</set_app_config>\n") == "success"
                out = _until(port, password, ("--get_app_config", url), "<max_concurrent>2</max_concurrent>")
                assert "<report_results_immediately>1</report_results_immediately>" in out
                written = path.read_text()
                assert written.startswith("<app_config>\n    <app>\n        <name>demo_app</name>\n"), written

                for bad in ("<app_config><app><name>demo_app</name><max_concurrent>lots</max_concurrent></app>",
                            "<app_config><app><name>demo_app</name><max_concurrent>2</app>"):  # bad value; malformed
                    answer = _reply_text(rpc, f"<set_app_config><url>{url}</url>{bad}</app_config></set_app_config>")
                    assert answer.startswith("error: XML parse failed"), answer
                refused = _reply_text(rpc, "<set_app_config><url>http://127.0.0.1:1/none/</url>"
                                           "<app_config></app_config></set_app_config>")
                assert refused == "error: no such project"
                assert path.read_text() == written  # nothing changed

            r = boinccmd(port, password, "--read_cc_config")
            assert r.returncode == 0, r.stderr
            log = _until(port, password, ("--get_messages", "0"), "Found app_config.xml")
            assert "Found app_config.xml" in log
    finally:
        project.stop()
