"""The live client against the real account manager's recorded replies, on 127.0.0.1 (issue 34, items 2-4).

``FixtureManager`` answers as the self-hosted manager answered Debian's BOINC 7.20.5
(/work/shared/fixtures/boinc-7.20/acct-mgr/) and refuses, as it does, a request lacking
what BOINC's client sends. Our requests must carry every element of the real client's,
in the same nesting; the replies must be applied as BOINC applies them (preferences
saved and put in force when newer, suspend and resource share, detach); the manager's
``<opaque>`` block must come back exactly as it was sent; and a refusal must reach the
volunteer in the manager's own words.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.accounts.acct_mgr import ACCT_MGR_LOGIN_FILE
from core.api.commands import AcctMgrRpc
from core.client.gui_rpc import start_gui_rpc
from core.client.live import LiveClient
from core.guirpc.client import GuiRpcClient
from core.hashing import passwd_hash
from core.ids import ProjectUrl
from core.persist import DataDir
from tests.core.accounts.fixture_am import FIXTURES, FixtureManager, document_paths, fixture
from tests.core.client.e2e import free_port, live_client, on_engine, wait_for

pytestmark = [pytest.mark.timeout(120),
              pytest.mark.skipif(not FIXTURES.is_dir(), reason="the real client's account-manager fixtures are absent")]

NAME, PASSWORD = "amuser", "am-secret"
PROJECT = ProjectUrl("http://127.0.0.1:31490/testproj/")  # the project the recorded replies attach (signed URL)


def _rpc_done(client: LiveClient, command: AcctMgrRpc) -> None:
    """Send ``command`` and wait until its reply has been handled."""
    assert client.submit(command).result(timeout=10).ok
    wait_for(lambda: client.acct_mgr.view().error_num != -204, 30, "the account manager's reply handled")


def _join(client: LiveClient, am: FixtureManager) -> None:
    _rpc_done(client, AcctMgrRpc(am.url, NAME, passwd_hash(PASSWORD, NAME)))


def _sync(client: LiveClient) -> None:
    _rpc_done(client, AcctMgrRpc(use_config_file=True))


def _block(document: bytes, pattern: str) -> str:
    found = re.search(pattern, document.decode(), re.S)
    assert found is not None, (pattern, document.decode()[:3000])
    return found.group(1)


PREFS_FILE_BLOCK = r"</working_global_preferences>\n(<global_preferences>.*?</global_preferences>)"
OPAQUE_BLOCK = r"\n(   <opaque>.*?</opaque>)"


def _log(client: LiveClient) -> str:
    return on_engine(client, lambda s: "\n".join(m.body for m in s.eventlog.messages_since(0)) if s.eventlog else "")


def test_requests_carry_every_element_the_real_client_sends(tmp_path: Path) -> None:
    replies = [fixture(f"acct_mgr_reply.{n}.xml") for n in ("join", "sync_attach", "sync_suspend_share", "detach")]
    with FixtureManager(replies) as am:
        client = live_client(tmp_path / "client")
        try:
            _join(client, am)
            assert am.refused == 0, am.requests[-1].decode()
            _sync(client)  # the project is attached
            _sync(client)  # the request the real client sent with one project attached
            _sync(client)  # ... and after the manager suspended it
            assert am.refused == 0 and len(am.requests) == 4, am.requests[-1].decode()
            for ours, theirs in ((am.requests[0], "join"), (am.requests[2], "sync"), (am.requests[3], "detach")):
                real = fixture(f"acct_mgr_request.{theirs}.xml")
                missing = document_paths(real) - document_paths(ours)
                assert not missing, (theirs, sorted(missing))
                # the opaque block and the preferences file are the manager's, as the real client sends them
                if theirs != "join":
                    assert _block(ours, OPAQUE_BLOCK) == _block(real, OPAQUE_BLOCK), theirs
                if theirs == "sync":  # (the recorded detach followed a prefs change not among the replies)
                    assert _block(ours, PREFS_FILE_BLOCK) == _block(real, PREFS_FILE_BLOCK)
            # one <project> per attached project, with its queue and disk share
            sync = am.requests[2].decode()
            for tag in ("not_started_dur", "in_progress_dur", "disk_share"):
                assert sync.count(f"<{tag}>") == 1, tag
            assert "<coprocs>" in _block(am.requests[0], r"(<host_info>.*?</host_info>)")
        finally:
            client.stop()


def test_replies_applied_as_boinc_applies_them(tmp_path: Path) -> None:
    replies = [fixture(f"acct_mgr_reply.{n}.xml") for n in ("join", "sync_attach", "sync_suspend_share", "detach")]
    dd = DataDir(tmp_path / "client")
    with FixtureManager(replies) as am:
        client = live_client(dd.root)
        try:
            _join(client, am)
            # the manager's preferences (newer than none) saved and in force: vm_max_used_pct 75 (ours: 100)
            assert dd.global_prefs.exists()
            assert on_engine(client, lambda s: s.state.prefs.vm_max_used_pct) == 75.0
            assert on_engine(client, lambda s: s.state.prefs.mod_time) == pytest.approx(1795927371.337661)
            assert "General preferences: now those from account manager BoincHubTest" in _log(client)

            _sync(client)
            project = on_engine(client, lambda s: s.state.projects.get(PROJECT))
            assert project is not None and project.attached_via_acct_mgr and project.resource_share == 100.0
            assert not project.suspended_via_gui
            # global_prefs.xml as BOINC's client writes it (and then sends it: the recorded sync request)
            real_sync = fixture("acct_mgr_request.sync.xml")
            assert dd.global_prefs.read_text() == _block(real_sync, PREFS_FILE_BLOCK) + "\n"

            _sync(client)  # suspend, share 50
            assert on_engine(client, lambda s: (s.state.projects[PROJECT].suspended_via_gui,
                                                s.state.projects[PROJECT].resource_share)) == (True, 50.0)
            _sync(client)  # detach
            assert on_engine(client, lambda s: PROJECT in s.state.projects) is False
            newest = dd.global_prefs.read_bytes()
            assert b"<mod_time>1795928259.1412780284881591796875</mod_time>" in newest

            # older preferences than those in force are not taken (BOINC compares <mod_time>)
            older = fixture("acct_mgr_reply.join.xml").replace(
                b"<mod_time>1795927371.3376610279083251953125</mod_time>", b"<mod_time>1000000000.0</mod_time>"
            ).replace(b"<vm_max_used_pct>75.000000</vm_max_used_pct>", b"<vm_max_used_pct>60.000000</vm_max_used_pct>")
            am.queue(older)
            _sync(client)
            assert client.acct_mgr.view().error_num == 0
            assert dd.global_prefs.read_bytes() == newest
            assert on_engine(client, lambda s: s.state.prefs.vm_max_used_pct) == 75.0
        finally:
            client.stop()


TRICKY_OPAQUE = ("<uuid kind='v4'>08961801-cd9a-46cf-b337-6a5b3153fdc5</uuid><!-- the manager's note -->\n"
                 "      <seen></seen><t>a &amp; b &#65;</t><![CDATA[<raw> & ]]>")


def test_opaque_comes_back_byte_for_byte_across_a_restart(tmp_path: Path) -> None:
    reply = fixture("acct_mgr_reply.join.xml").replace(
        b"<uuid>08961801-cd9a-46cf-b337-6a5b3153fdc5</uuid>", TRICKY_OPAQUE.encode())
    with FixtureManager([reply]) as am:
        client = live_client(tmp_path / "client")
        try:
            _join(client, am)
            _sync(client)
            assert am.refused == 0
            assert f"   <opaque>\n{TRICKY_OPAQUE}\n   </opaque>\n" in am.requests[1].decode()
        finally:
            client.stop()
        login = (tmp_path / "client" / ACCT_MGR_LOGIN_FILE).read_text()
        assert TRICKY_OPAQUE in login  # kept as XML, not escaped into text
        client = live_client(tmp_path / "client")
        try:
            _sync(client)
            assert f"   <opaque>\n{TRICKY_OPAQUE}\n   </opaque>\n" in am.requests[2].decode()
        finally:
            client.stop()


def test_a_managers_refusal_reaches_the_volunteer_in_its_words(tmp_path: Path) -> None:
    with FixtureManager([]) as am:
        am.always_refuse = True  # HTTP 400 with <error_msg>Invalid request format</error_msg>
        client = live_client(tmp_path / "client")
        port = free_port()
        server = start_gui_rpc(client, port)
        try:
            _join(client, am)
            view = client.acct_mgr.view()
            assert view.error_num == -112
            assert "Invalid request format" in view.messages[0] and "HTTP 400" in view.messages[0], view.messages
            with GuiRpcClient(port=port, password=client.session.password) as rpc:
                poll = rpc.call("<acct_mgr_rpc_poll/>", retry=False)
                messages = [m.text or "" for m in poll.iter("message")]
                assert any("Invalid request format" in m for m in messages), messages
                assert (poll.findtext(".//error_num") or "").strip() == "-112"
                log = [m.body for m in rpc.get_messages()]
                assert any("Message from account manager" in m and "Invalid request format" in m for m in log), log
            # an <error_msg> with HTTP 200 too
            am.always_refuse = False
            am.queue(b"<acct_mgr_reply>\n<error_num>-206</error_num>\n"
                     b"<error_msg>Wrong password for this account</error_msg>\n</acct_mgr_reply>\n")
            _join(client, am)
            assert client.acct_mgr.view().error_num == -206
            assert "Wrong password for this account" in client.acct_mgr.view().messages[0]
        finally:
            server.stop()
            client.stop()


def test_a_reply_with_ten_thousand_projects_says_what_it_dropped(tmp_path: Path) -> None:
    base = fixture("acct_mgr_reply.sync_attach.xml").decode()
    start = base.index("  <account>")
    end = base.index("</account>\n") + len("</account>\n")
    bogus = "".join(f"  <account>\n    <url>http://127.0.0.1:9/p{i}/</url>\n    <url_signature>00\n.</url_signature>\n"
                    f"    <authenticator>k{i}</authenticator>\n  </account>\n" for i in range(10_000))
    flood = (base[:end] + bogus + base[end:]).encode()
    assert flood.count(b"<account>") == 10_001 and base[start:end] in flood.decode()
    with FixtureManager([fixture("acct_mgr_reply.join.xml"), flood]) as am:
        client = live_client(tmp_path / "client")
        try:
            _join(client, am)
            _sync(client)
            assert client.acct_mgr.view().error_num == 0
            assert on_engine(client, lambda s: list(s.state.projects)) == [PROJECT]
            log = _log(client)
            said = [line for line in log.splitlines() if "listed 10001 projects" in line]
            assert len(said) == 1, log[-3000:]
            assert "at most 500" in said[0] and "1 attached" in said[0] and "9501 dropped" in said[0], said
            assert log.count("Bad signature for URL http://127.0.0.1:9/p") == 499  # the rest looked at, refused
            assert any("listed 10001 projects" in m for m in client.acct_mgr.view().messages)
        finally:
            client.stop()


def test_repeated_tags_in_a_reply_count_with_their_last_value(tmp_path: Path) -> None:
    """BOINC's parsers assign as they read: of a repeated tag, the last one is what counts."""
    reply = fixture("acct_mgr_reply.sync_attach.xml").replace(
        b"<name>BoincHubTest</name>", b"<name>Decoy</name>\n  <authenticator>first</authenticator>\n"
                                      b"  <name>BoincHubTest</name>\n  <authenticator>second</authenticator>"
    ).replace(
        b"<suspend>0</suspend>", b"<suspend>1</suspend>\n    <suspend>0</suspend>"
    ).replace(
        b"<resource_share>100.000000</resource_share>", b"<resource_share>100</resource_share><resource_share>30"
                                                        b"</resource_share>"
    ).replace(
        b"  <opaque>", b"  <opaque><uuid>decoy</uuid></opaque>\n  <opaque>"
    )
    with FixtureManager([reply]) as am:
        client = live_client(tmp_path / "client")
        try:
            _join(client, am)
            assert client.acct_mgr.view().name == "BoincHubTest"
            assert on_engine(client, lambda s: (s.state.projects[PROJECT].suspended_via_gui,
                                                s.state.projects[PROJECT].resource_share)) == (False, 30.0)
            login = (tmp_path / "client" / ACCT_MGR_LOGIN_FILE).read_text()
            assert "<authenticator>second</authenticator>" in login
            _sync(client)
            sent = am.requests[-1].decode()
            assert "<authenticator>second</authenticator>" in sent and "decoy" not in sent
            assert "<uuid>08961801-cd9a-46cf-b337-6a5b3153fdc5</uuid>" in sent
        finally:
            client.stop()


def test_a_reply_with_another_signing_key_changes_nothing(tmp_path: Path) -> None:
    """BOINC's sig_ok: with a signing key other than the one kept, no project, preference, name or
    opaque block of the reply is taken."""
    forged = fixture("acct_mgr_reply.sync_attach.xml").replace(
        b"ab4facab12f567cee1b4fd94e7dd1d3d", b"ab4facab12f567cee1b4fd94e7dd1d3e"
    ).replace(b"<name>BoincHubTest</name>", b"<name>Impostor</name>").replace(
        b"<uuid>08961801-cd9a-46cf-b337-6a5b3153fdc5</uuid>", b"<uuid>forged</uuid>")
    dd = DataDir(tmp_path / "client")
    with FixtureManager([fixture("acct_mgr_reply.join.xml"), forged]) as am:
        client = live_client(dd.root)
        try:
            _join(client, am)
            before = dd.global_prefs.read_bytes()
            _sync(client)
            assert on_engine(client, lambda s: list(s.state.projects)) == []
            assert dd.global_prefs.read_bytes() == before  # the forged reply's prefs are newer, yet not taken
            assert client.acct_mgr.view().name == "BoincHubTest"
            assert any("different signing key" in m for m in client.acct_mgr.view().messages)
            _sync(client)
            assert "<uuid>08961801-cd9a-46cf-b337-6a5b3153fdc5</uuid>" in am.requests[-1].decode()
        finally:
            client.stop()
