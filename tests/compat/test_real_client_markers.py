"""The real BOINC client still marks the fragment the window's fixture holds.

tests/fixtures/real-boinc-7.20.5/get_messages_unrecognized_cc_config_tag.xml is what Debian's
boinc 7.20.5 answered to get_messages with <translatable/> after starting on a cc_config.xml
with an option it does not know; tests/gui/test_i18n.py shows that line in German and without
markers. This test starts the real client the same way (a loopback-only network namespace,
dont_contact_ref_site and no_info_fetch set) and checks it says the same words today.
"""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from core.guirpc.client_types import MessageInfo
from core.xml.hardened import parse_xml_file
from tests.realboinc import CONNECTED_CLIENT, netns_problem, real_boinc, run_in_namespace

PORT = 31416
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "real-boinc-7.20.5" / \
    "get_messages_unrecognized_cc_config_tag.xml"
UNKNOWN = "<boinc_gui_no_such_option>1</boinc_gui_no_such_option>"

SCRIPT = CONNECTED_CLIENT + textwrap.dedent("""
    lines = [m.body for m in c.get_messages(0, translatable=True)]
    plain = [m.body for m in c.get_messages(0)]
    print(json.dumps(dict(lines=lines, plain=plain)))
""")


def _marked(bodies: list[str]) -> set[str]:
    return {b for b in bodies if "Unrecognized tag" in b}


@pytest.mark.timeout(90)
@pytest.mark.skipif(bool(netns_problem()), reason=netns_problem() or "ok")
def test_the_real_client_marks_the_fragment_our_fixture_holds(tmp_path: Path) -> None:
    fixture = [MessageInfo.parse(m).body for m in parse_xml_file(FIXTURE).iter("msg")]
    with real_boinc(tmp_path / "boinc.log", PORT, "real-pw", "markers", cc_options=UNKNOWN) as ns:
        out = run_in_namespace(ns, SCRIPT, PORT, "real-pw", tmp_path / "boinc.log", tmp_path)
    assert _marked(out["lines"]) == _marked(fixture) == {
        '_("Unrecognized tag in cc_config.xml"): <boinc_gui_no_such_option>'}
    # Without <translatable/> the client strips its own markers (what a manager that asks
    # for nothing gets).
    assert _marked(out["plain"]) == {"Unrecognized tag in cc_config.xml: <boinc_gui_no_such_option>"}
