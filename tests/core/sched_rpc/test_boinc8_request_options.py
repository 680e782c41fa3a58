"""cc_config options BOINC 8 reads for scheduler requests: ``no_disk_usage`` and ``dont_use_docker``.

BOINC 8's ``client/cs_scheduler.cpp`` writes ``<dont_use_docker/>`` at the request's
top level when the option is set, and leaves ``<disk_usage>`` out when
``no_disk_usage`` is (``lib/cc_config.cpp`` reads both as booleans).
"""
from __future__ import annotations

from pathlib import Path

from core.client.session import LiveSession, SessionOptions
from core.disk.server import DiskRequestFigures
from core.ids import ProjectUrl
from core.persist.cc_config import parse_cc_config, render_cc_config
from core.ports import SchedulerRequest
from core.sched_rpc import RequestExtras, build_scheduler_request
from core.state import ClientState, Project
from core.xml.hardened import parse_xml

URL = ProjectUrl("http://127.0.0.1:31997/")


def _request(extras: RequestExtras) -> bytes:
    state = ClientState()
    state.projects[URL] = Project(URL, authenticator="a")
    disk = DiskRequestFigures(URL, 1e6, 5e5, 1e9, 1e10, 1e10, 1e10)
    return build_scheduler_request(state, SchedulerRequest(URL, reason=2, work_req_seconds=0.0, req_instances=0.0),
                                   1000.0, disk=disk, other=extras)


def test_options_are_read_without_warnings_and_written_back() -> None:
    cc, warnings = parse_cc_config(b"<cc_config><options><no_disk_usage>1</no_disk_usage>"
                                   b"<dont_use_docker/><max_overdue_days>2.5</max_overdue_days></options></cc_config>")
    assert warnings == []
    assert cc.options.no_disk_usage and cc.options.dont_use_docker and cc.options.max_overdue_days == 2.5
    again, _ = parse_cc_config(render_cc_config(cc))
    assert again.options.no_disk_usage and again.options.dont_use_docker


def test_no_disk_usage_leaves_the_block_out() -> None:
    with_block = parse_xml(_request(RequestExtras()), source="req")
    assert with_block.find("disk_usage") is not None and with_block.find("dont_use_docker") is None
    without = parse_xml(_request(RequestExtras(no_disk_usage=True, dont_use_docker=True)), source="req")
    assert without.find("disk_usage") is None
    assert without.find("dont_use_docker") is not None


def test_live_session_sends_what_cc_config_says(tmp_path: Path) -> None:
    dd = tmp_path / "client"
    dd.mkdir()
    (dd / "cc_config.xml").write_text("<cc_config><options><no_disk_usage>1</no_disk_usage>"
                                      "<dont_use_docker>1</dont_use_docker></options></cc_config>")
    s = LiveSession(dd, SessionOptions(seed=1, measure_host=False))
    s.open()
    try:
        extras = s._extras(URL)
    finally:
        s.close()
    assert extras.no_disk_usage and extras.dont_use_docker
