"""Transfer caps from cc_config.xml that would stop every transfer (issue 16, item 9).

``<max_file_xfers>-5`` and ``<max_file_xfers_per_project>0`` used to park every download
and upload with nothing in the event log. Now the reader raises them to 1 and says
so, and the transfer manager never lets a cap below 1 hold a transfer back. The test
runs a real client against the demo project on 127.0.0.1 with exactly that
cc_config.xml and waits for files to move both ways.
"""
from __future__ import annotations

from pathlib import Path

from core.api.commands import CommandResult
from core.client.session import LiveSession
from core.persist.cc_config import read_cc_config
from tests.core.client.e2e import attach, credited, demo_project, live_client, wait_for

CC_CONFIG = """<cc_config>
  <options>
    <max_file_xfers>-5</max_file_xfers>
    <max_file_xfers_per_project>0</max_file_xfers_per_project>
  </options>
</cc_config>
"""


def test_reader_raises_caps_to_one_and_names_them(tmp_path: Path) -> None:
    path = tmp_path / "cc_config.xml"
    path.write_text(CC_CONFIG)
    cc, warnings = read_cc_config(path)
    assert (cc.options.max_file_xfers, cc.options.max_file_xfers_per_project) == (1, 1)
    assert any("line 3, <options><max_file_xfers>: -5 would stop every file transfer; 1 is used" in w
               for w in warnings), warnings
    assert any("line 4, <options><max_file_xfers_per_project>: 0 would stop every file transfer" in w
               for w in warnings), warnings


def test_transfers_run_with_zero_and_negative_caps(tmp_path: Path) -> None:
    data = tmp_path / "client"
    data.mkdir()
    (data / "cc_config.xml").write_text(CC_CONFIG)
    project = demo_project(tmp_path)
    client = live_client(data)
    try:
        attach(client, project)
        # A credited result means its inputs were downloaded and its output uploaded.
        wait_for(lambda: credited(project) >= 1, 120, "a result downloaded, run, uploaded and credited")
        caps: list[tuple[int, int]] = []

        def read_caps(s: LiveSession, now: float) -> CommandResult:
            caps.append((s.transfers.settings.max_file_xfers, s.transfers.settings.max_file_xfers_per_project))
            return CommandResult(True)

        assert client.inspect(read_caps).result(timeout=30).ok
        assert caps == [(1, 1)]
    finally:
        client.stop()
        project.stop()
    log = (data / "stdoutdae.txt").read_text()
    assert "<max_file_xfers>: -5 would stop every file transfer; 1 is used" in log
    assert "<max_file_xfers_per_project>: 0 would stop every file transfer; 1 is used" in log
    assert "Finished download" in log and "Finished upload" in log
