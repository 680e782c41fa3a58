"""The demo project's account web RPCs and the demo account manager, over real HTTP on 127.0.0.1."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from lxml import etree

from core.demo import DemoConfig, DemoProject
from core.demo.acct_mgr import DemoAccountManager, DemoAmAccount
from core.demo.web_rpc import WebRpcSettings
from core.hashing import passwd_hash
from core.signing import verify_signature
from core.xml.hardened import parse_xml

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def project(tmp_path: Path) -> Iterator[DemoProject]:
    p = DemoProject(tmp_path / "data", config=DemoConfig(request_delay_s=1.0),
                    web=WebRpcSettings(min_passwd_length=8, min_client_version=70000))
    p.start()
    yield p
    p.stop()


def _get(url: str, **params: str) -> etree._Element:
    r = httpx.get(url, params=params, timeout=10)
    assert r.status_code == 200
    return parse_xml(r.content)


def _sched_accepts(p: DemoProject, authenticator: str) -> bool:
    """The scheduler knows the account key (it answers with the user's name, not an error)."""
    body = (f"<scheduler_request>\n<authenticator>{authenticator}</authenticator>\n<hostid>0</hostid>\n"
            "<platform_name>x86_64-pc-linux-gnu</platform_name>\n<core_client_major_version>7</core_client_major_version>\n"
            "<core_client_minor_version>20</core_client_minor_version>\n<core_client_release>5</core_client_release>\n"
            "<work_req_seconds>0</work_req_seconds>\n</scheduler_request>\n")
    root = parse_xml(httpx.post(p.master_url + "cgi", content=body.encode(), timeout=10).content)
    return root.findtext("user_name") is not None


def test_project_config_names_limits_and_terms(project: DemoProject) -> None:
    cfg = _get(project.master_url + "get_project_config.php")
    assert cfg.tag == "project_config"
    assert cfg.findtext("master_url") == project.master_url
    assert cfg.findtext("min_passwd_length") == "8"
    assert cfg.findtext("min_client_version") == "70000"
    assert "agree" in (cfg.findtext("terms_of_use") or "")
    assert cfg.find("account_creation_disabled") is None
    assert [p.findtext("platform_name") for p in cfg.iter("platform")][0] == "x86_64-pc-linux-gnu"


def test_lookup_account_right_wrong_and_unknown(project: DemoProject) -> None:
    email, password = project.web.demo_email, project.web.demo_password
    right = _get(project.master_url + "lookup_account.php", email_addr=email.upper(),
                 passwd_hash=passwd_hash(password, email))
    assert right.findtext("authenticator") == project.authenticator
    wrong = _get(project.master_url + "lookup_account.php", email_addr=email, passwd_hash=passwd_hash("nope", email))
    assert (wrong.tag, wrong.findtext("error_num")) == ("error", "-206")
    unknown = _get(project.master_url + "lookup_account.php", email_addr="nobody@example.com",
                   passwd_hash=passwd_hash(password, "nobody@example.com"))
    assert (unknown.tag, unknown.findtext("error_num")) == ("error", "-136")


def test_create_account_then_lookup_and_schedule(project: DemoProject) -> None:
    email = "New.Person@Example.com"
    hashed = passwd_hash("long enough", email)
    made = _get(project.master_url + "create_account.php", email_addr=email, passwd_hash=hashed, user_name="newbie")
    key = made.findtext("authenticator")
    assert key and key != project.authenticator
    again = _get(project.master_url + "lookup_account.php", email_addr=email.lower(), passwd_hash=hashed)
    assert again.findtext("authenticator") == key
    assert _sched_accepts(project, key) and not _sched_accepts(project, "0" * 32)
    clash = _get(project.master_url + "create_account.php", email_addr=email, passwd_hash=passwd_hash("other", email),
                 user_name="someone")
    assert clash.findtext("error_num") == "-137"
    bad = _get(project.master_url + "create_account.php", email_addr="not-an-email", passwd_hash=hashed, user_name="x")
    assert bad.findtext("error_num") == "-205"


def test_creation_disabled_and_consent_required(tmp_path: Path) -> None:
    with DemoProject(tmp_path / "off", web=WebRpcSettings(account_creation_disabled=True)) as off:
        cfg = _get(off.master_url + "get_project_config.php")
        assert cfg.find("account_creation_disabled") is not None
        refused = _get(off.master_url + "create_account.php", email_addr="a@example.com",
                       passwd_hash=passwd_hash("secret1", "a@example.com"), user_name="a")
        assert "not accepting new accounts" in (refused.findtext("error_msg") or "")
    with DemoProject(tmp_path / "consent", web=WebRpcSettings(require_consent=True)) as strict:
        args = {"email_addr": "b@example.com", "passwd_hash": passwd_hash("secret1", "b@example.com"), "user_name": "b"}
        assert _get(strict.master_url + "create_account.php", **args).findtext("error_num") == "-242"
        assert _get(strict.master_url + "create_account.php", consent_flag="1", source="test", **args) \
            .findtext("authenticator")


def test_account_manager_signs_urls_and_checks_passwords(tmp_path: Path) -> None:
    with DemoAccountManager(tmp_path / "am") as am:
        am.add_user("Vol@Example.com", "am-secret", [DemoAmAccount("http://127.0.0.1:9/a/", "k1", resource_share=50),
                                                     DemoAmAccount("http://127.0.0.1:9/b/", "k2", suspend=True)])
        cfg = _get(am.url + "get_project_config.php")
        assert cfg.find("account_manager") is not None

        # BOINC's client sends its host's blocks too; like a real manager, the demo refuses a request without
        blocks = ("<working_global_preferences><global_preferences/></working_global_preferences>\n"
                  "<host_info/>\n<time_stats/>\n<net_stats/>\n")

        def rpc(name: str, hashed: str, status: int = 200, full: bool = True) -> etree._Element:
            body = (f"<acct_mgr_request>\n<name>{name}</name>\n<password_hash>{hashed}</password_hash>\n"
                    f"{blocks if full else ''}</acct_mgr_request>\n")
            r = httpx.post(am.url + "rpc.php", content=body.encode(), timeout=10)
            assert r.status_code == status, r.text
            return parse_xml(r.content)

        bare = rpc("vol@example.com", passwd_hash("am-secret", "vol@example.com"), status=400, full=False)
        assert (bare.findtext("error_num"), bare.findtext("error_msg")) == ("-112", "Invalid request format")
        ok = rpc("vol@example.com", passwd_hash("am-secret", "vol@example.com"))
        key = ok.findtext("signing_key") or ""
        accounts = ok.findall("account")
        assert [a.findtext("url") for a in accounts] == ["http://127.0.0.1:9/a/", "http://127.0.0.1:9/b/"]
        for a in accounts:
            assert verify_signature(key, (a.findtext("url") or "").encode(), a.findtext("url_signature") or "")
        assert accounts[0].findtext("resource_share") == "50.000000" and accounts[1].findtext("suspend") == "1"
        assert rpc("vol@example.com", passwd_hash("wrong", "vol@example.com")).findtext("error_num") == "-206"
        assert rpc("ghost", passwd_hash("x", "ghost")).findtext("error_num") == "-136"
