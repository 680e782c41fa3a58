"""The live client and the demo account manager on 127.0.0.1: join, attach two projects, later
detach one, leave; a wrong password and hostile managers change nothing and write nothing outside."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from core.accounts.acct_mgr import ACCT_MGR_LOGIN_FILE, ACCT_MGR_URL_FILE, AcctMgrInfo, read_info, write_info
from core.api.commands import AcctMgrRpc, ProjectAction, ProjectOp
from core.client.live import LiveClient
from core.demo.acct_mgr import DemoAccountManager, DemoAmAccount
from core.hashing import passwd_hash
from core.ids import ProjectUrl
from core.persist import DataDir
from tests.core.accounts.hostile import hostile_server
from tests.core.client.e2e import demo_project, live_client, on_engine, wait_for

pytestmark = pytest.mark.timeout(120)

NAME, PASSWORD = "Volunteer@Example.com", "am-secret"


def _projects(client: LiveClient) -> dict[ProjectUrl, tuple[bool, bool, float]]:
    """URL -> (attached via the manager, suspended, resource share), read on the engine thread."""
    out: dict[ProjectUrl, tuple[bool, bool, float]] = {}

    def read(s: object, now: float) -> object:
        from core.api.commands import CommandResult
        for u, p in client.session.state.projects.items():
            out[u] = (p.attached_via_acct_mgr, p.suspended_via_gui, p.resource_share)
        return CommandResult(True)

    client.inspect(read).result(timeout=10)  # type: ignore[arg-type]
    return out


def _files(root: Path) -> set[Path]:
    return {Path(d) / f for d, _, fs in os.walk(root) for f in fs} | {Path(d) for d, _, _ in os.walk(root)}


def test_join_attach_two_then_detach_one_and_leave(tmp_path: Path) -> None:
    a, b = demo_project(tmp_path / "a"), demo_project(tmp_path / "b")
    am = DemoAccountManager(tmp_path / "am")
    am.start()
    am.add_user(NAME, PASSWORD, [DemoAmAccount(a.master_url, a.authenticator, resource_share=250),
                                 DemoAmAccount(b.master_url, b.authenticator, suspend=True)])
    am.messages.append("Welcome to the demo account manager")
    am.opaque = "<volunteer id='7'>kept</volunteer>"
    am.global_prefs = "<global_preferences><mod_time>1700000000</mod_time><vm_max_used_pct>60</vm_max_used_pct>" \
                      "</global_preferences>"
    client = live_client(tmp_path / "client")
    data = DataDir(tmp_path / "client")
    try:
        wrong = client.submit(AcctMgrRpc(am.url, NAME, passwd_hash("nope", NAME))).result(timeout=10)
        assert wrong.ok  # started; the answer comes later
        wait_for(lambda: client.acct_mgr.view().error_num == -206, 20, "the wrong password refused")
        assert "Invalid password" in client.acct_mgr.view().messages[0]
        assert client.acct_mgr.view().manager_words == ("Invalid password",)  # the manager's own, apart
        assert not (data.root / ACCT_MGR_URL_FILE).exists() and not _projects(client)

        assert client.submit(AcctMgrRpc(am.url, NAME, passwd_hash(PASSWORD, NAME))).result(timeout=10).ok
        wait_for(lambda: len(_projects(client)) == 2, 20, "both projects attached")
        got = _projects(client)
        assert got[ProjectUrl(a.master_url)] == (True, False, 250.0)
        assert got[ProjectUrl(b.master_url)][:2] == (True, True)
        view = client.acct_mgr.view()
        assert (view.url, view.name, view.have_credentials, view.error_num) == \
            (am.url, am.name, True, 0)
        assert view.messages == ("Welcome to the demo account manager",)
        assert view.manager_words == view.messages
        info, problems = read_info(data)
        assert not problems and info.url == am.url and info.authenticator == am.users[NAME.lower()].authenticator
        assert info.signing_key.split() == am.signing_key.split()
        url_file = (data.root / ACCT_MGR_URL_FILE).read_text()
        assert url_file.startswith(f"<acct_mgr>\n    <name>{am.name}</name>\n    <url>{am.url}</url>\n")
        login = (data.root / ACCT_MGR_LOGIN_FILE).read_text()
        assert login.startswith("<acct_mgr_login>\n    <authenticator>")  # the manager gave one: BOINC keeps it
        # the project's scheduler accepted the key the manager gave
        wait_for(lambda: client.session.state.projects[ProjectUrl(a.master_url)].user_name == "demo_user", 30,
                 "the first project's scheduler reply")
        join = am.requests[1].decode()  # BOINC's request: login name and md5(password + lower-cased name)
        assert f"<name>{NAME}</name>" in join and f"<password_hash>{passwd_hash(PASSWORD, NAME)}<" in join

        am.set_accounts(NAME, [DemoAmAccount(a.master_url, a.authenticator, resource_share=250),
                               DemoAmAccount(b.master_url, b.authenticator, detach=True)])
        assert client.submit(AcctMgrRpc(use_config_file=True)).result(timeout=10).ok
        wait_for(lambda: list(_projects(client)) == [ProjectUrl(a.master_url)], 20, "the second project detached")
        sync = am.requests[-1].decode()
        assert f"<url>{a.master_url}</url>" in sync and "<attached_via_acct_mgr>1</attached_via_acct_mgr>" in sync
        assert "<opaque>\n<volunteer id='7'>kept</volunteer>\n   </opaque>" in sync
        assert on_engine(client, lambda s: s.state.prefs.vm_max_used_pct) == 60.0  # the manager's prefs in force
        assert f"<account_key>{a.authenticator}</account_key>" in sync

        assert client.submit(AcctMgrRpc("", "", "")).result(timeout=10).ok
        assert not (data.root / ACCT_MGR_URL_FILE).exists() and not (data.root / ACCT_MGR_LOGIN_FILE).exists()
        assert _projects(client)[ProjectUrl(a.master_url)][0] is False  # stays attached, now the volunteer's
        assert client.submit(ProjectOp(ProjectUrl(a.master_url), ProjectAction.DETACH)).result(timeout=10).ok
    finally:
        client.stop()
        am.stop()
        a.stop()
        b.stop()


def test_hostile_account_managers_refused(tmp_path: Path) -> None:
    am = DemoAccountManager(tmp_path / "am")
    am.start()
    # signed, but not projects: another scheme, a bare path, a climb out of the directory, the same climb
    # percent-encoded (once and twice), a host named "..", backslash paths (plain and encoded)
    hostile = {"file:///etc/": "not an http", "/etc/passwd": "not an http",
               "http://127.0.0.1:9/a/../../../x/": "'..' step", "http://127.0.0.1:9/%2e%2e/%2E%2e/x/": "'..' step",
               "http://127.0.0.1:9/%252e%252e/x/": "'..' step", "http://../x/": "not a host name",
               "http://127.0.0.1:9/a\\..\\..\\x/": "backslash", "http://127.0.0.1:9/a%5c..%5cx/": "backslash"}
    am.add_user(NAME, PASSWORD, [DemoAmAccount(url, "k") for url in hostile])
    root = tmp_path / "client"
    client = live_client(root)
    before_outside = _files(tmp_path) - _files(root)
    try:
        assert client.submit(AcctMgrRpc(am.url, NAME, passwd_hash(PASSWORD, NAME))).result(timeout=10).ok
        wait_for(lambda: client.acct_mgr.view().error_num == 0 and client.acct_mgr.view().url != "", 20,
                 "the reply handled")
        refused = client.acct_mgr.view().messages
        assert len(refused) == len(hostile), refused
        for message, (url, why) in zip(refused, hostile.items()):
            assert f"{url!r}; refused: " in message and why in message, (url, message)
        assert not _projects(client)
        projects = DataDir(root).projects_root
        assert not projects.exists() or not any(projects.iterdir()), list(projects.iterdir())
        for mode, code in (("malformed", -112), ("huge", -131), ("redirect_loop", -224), ("redirect_file", -224),
                           ("http_500", -184)):
            client.submit(AcctMgrRpc("", "", "")).result(timeout=10)
            with hostile_server(mode) as url:
                assert client.submit(AcctMgrRpc(url, NAME, "0" * 32)).result(timeout=10).ok
                wait_for(lambda: client.acct_mgr.view().error_num not in (0, -204), 30, f"{mode} refused")
                assert client.acct_mgr.view().error_num == code, (mode, client.acct_mgr.view())
            assert not (root / ACCT_MGR_URL_FILE).exists()
        client.acct_mgr.timeout_s = 1.0
        with hostile_server("slow") as url:
            assert client.submit(AcctMgrRpc(url, NAME, "0" * 32)).result(timeout=10).ok
            wait_for(lambda: client.acct_mgr.view().error_num == -182, 20, "the slow manager cut off")
        assert _files(tmp_path) - _files(root) - {Path(p) for p in before_outside} <= \
            {p for p in _files(tmp_path / "am")}, "something was written outside the data directory"
    finally:
        client.stop()
        am.stop()


def test_files_round_trip_in_boinc_layout(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    dd.ensure()
    info = AcctMgrInfo(url="http://127.0.0.1:9/", name="AM & co", login_name="me", password_hash="ab" * 16,
                       signing_key="1024\nabc\n.", next_rpc_time=12.5, opaque="<x/>")
    write_info(dd, info)
    login = (tmp_path / ACCT_MGR_LOGIN_FILE).read_text()
    assert "    <login>me</login>\n    <password_hash>" + "ab" * 16 in login
    back, problems = read_info(dd)
    assert not problems and (back.url, back.name, back.login_name, back.next_rpc_time) == \
        ("http://127.0.0.1:9/", "AM & co", "me", 12.5)
    assert back.opaque == "<x/>" and "<opaque>\n<x/>\n    </opaque>" in login  # XML, kept as XML
    # a damaged login file: what it holds as opaque is not XML, so none is kept (never sent on)
    (tmp_path / ACCT_MGR_LOGIN_FILE).write_text(login.replace("<x/>", "<x><y></x>"))
    assert read_info(dd)[0].opaque == ""
    (tmp_path / ACCT_MGR_URL_FILE).write_text("<acct_mgr><url>file:///etc/</url></acct_mgr>")
    bad, problems = read_info(dd)
    assert not bad.using_am and "not an http" in problems[0]
