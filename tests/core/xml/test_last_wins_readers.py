"""Two readers of outside XML that took the first of a repeated tag: BOINC's parsers assign
as they read, so the last one wins (the GUI RPC client reading another client's replies, and
the demo project reading a client's scheduler request)."""
from __future__ import annotations

from core.demo.request import parse_request
from core.guirpc.client_types import flag
from core.ids import ProjectUrl
from core.xml.hardened import parse_xml


def test_a_repeated_flag_in_a_gui_rpc_reply_reads_its_last_value() -> None:
    project = parse_xml(b"<project><suspended_via_gui>1</suspended_via_gui>"
                        b"<suspended_via_gui>0</suspended_via_gui></project>")
    assert flag(project, "suspended_via_gui") is False
    project = parse_xml(b"<project><ended>0</ended><ended/></project>")  # BOINC's empty element is true
    assert flag(project, "ended") is True


def test_a_repeated_tag_in_a_scheduler_request_reads_its_last_value() -> None:
    body = (b"<scheduler_request><authenticator>first</authenticator><authenticator>second</authenticator>"
            b"<platform_name>windows_x86_64</platform_name><platform_name>x86_64-pc-linux-gnu</platform_name>"
            b"<hostid>3</hostid></scheduler_request>")
    request = parse_request(body, ProjectUrl("http://127.0.0.1/demo/"))
    assert (request.authenticator, request.platform_name) == ("second", "x86_64-pc-linux-gnu")
