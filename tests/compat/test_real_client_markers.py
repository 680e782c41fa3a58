"""The real BOINC client still marks the fragment the window's fixture holds.

tests/fixtures/real-boinc-7.20.5/get_messages_unrecognized_cc_config_tag.xml is what Debian's
boinc 7.20.5 answered to get_messages with <translatable/> after starting on a cc_config.xml
with an option it does not know; tests/gui/test_i18n.py shows that line in German and without
markers. This test starts the real client the same way (a loopback-only network namespace,
dont_contact_ref_site and no_info_fetch set) and checks it says the same words today.

tests/fixtures/real-boinc-7.20.5/get_notices_unterminated_cc_config.xml is the client's
get_notices reply, as bytes, when that cc_config.xml also lacks its </cc_config>: BOINC makes
each of these alerts a notice too (client/client_msgs.cpp, show_message, for MSG_USER_ALERT),
but on reaching </cc_config> its parser takes back every notice whose text names cc_config.xml
(client/log_flags.cpp, CC_CONFIG::parse_client; client/cs_notice.cpp, REMOVE_CONFIG_MSG), so a
complete file leaves none. Notices carry their markers whatever the request (get_notices has
no <translatable/>). The last test here shows both, live.
"""
from __future__ import annotations

import base64
import re
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


NOTICES = FIXTURE.with_name("get_notices_unterminated_cc_config.xml")
NOTICES_SCRIPT = CONNECTED_CLIENT + textwrap.dedent("""
    import base64
    raw = c._exchange("<get_notices>\\n<seqno>0</seqno>\\n</get_notices>")
    print(json.dumps(dict(raw=base64.b64encode(raw).decode())))
""")


def _notices_reply(tmp_path: Path, cc_config_end: bool) -> bytes:
    with real_boinc(tmp_path / "boinc.log", PORT, "real-pw", "notices", cc_options=UNKNOWN,
                    cc_config_end=cc_config_end) as ns:
        out = run_in_namespace(ns, NOTICES_SCRIPT, PORT, "real-pw", tmp_path / "boinc.log", tmp_path)
    return base64.b64decode(out["raw"])


def _timeless(raw: bytes) -> bytes:
    """The reply with its notices' times blanked (the moment the client read its cc_config.xml)."""
    return re.sub(rb"<(create_time|arrival_time)>[0-9.]+</", rb"<\\1>T</", raw)


@pytest.mark.timeout(120)
@pytest.mark.skipif(bool(netns_problem()), reason=netns_problem() or "ok")
def test_the_real_client_gives_the_notices_our_fixture_holds(tmp_path: Path) -> None:
    assert b'_("Unrecognized tag in cc_config.xml")' in NOTICES.read_bytes()
    live = _notices_reply(tmp_path, cc_config_end=False)
    assert _timeless(live) == _timeless(NOTICES.read_bytes())
    # The same file with its end tag: the alert stays in the event log, its notice is taken back.
    complete = _notices_reply(tmp_path, cc_config_end=True)
    assert b"<notice>" not in complete and b"<notices>" in complete
