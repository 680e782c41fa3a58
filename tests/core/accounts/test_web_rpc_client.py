"""The client side of the project web RPCs against the demo project, and hostile servers refused."""
from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.accounts.fetch import WebRpcError, fetch
from core.accounts.join import create, sign_in
from core.accounts.project_list import SHIPPED_LIST, list_text, load_project_list, parse_project_list
from core.accounts.web_rpc import (
    ClientFacts,
    check_config,
    create_account,
    explain,
    get_project_config,
    lookup_account,
)
from core.demo import DemoProject
from core.demo.web_rpc import WebRpcSettings
from core.hashing import passwd_hash
from tests.core.accounts.hostile import hostile_server

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def project(tmp_path: Path) -> Iterator[DemoProject]:
    with DemoProject(tmp_path / "p", web=WebRpcSettings(min_passwd_length=8)) as p:
        yield p


def test_sign_in_right_wrong_unknown(project: DemoProject) -> None:
    email, password = project.web.demo_email, project.web.demo_password
    assert (
        lookup_account(project.master_url, email, passwd_hash(password, email)).authenticator == project.authenticator
    )
    wrong = lookup_account(project.master_url, email, passwd_hash("guess", email))
    assert explain(wrong.error_num, wrong.error_msg) == "wrong password"
    unknown = lookup_account(project.master_url, "who@example.com", passwd_hash(password, "who@example.com"))
    assert explain(unknown.error_num, unknown.error_msg) == "no account with this email"


def test_config_limits_then_create(project: DemoProject, tmp_path: Path) -> None:
    cfg = get_project_config(project.master_url)
    assert cfg.min_passwd_length == 8 and cfg.terms_of_use
    assert check_config(cfg, creating=True, password="short") == \
        "the password must have at least 8 characters for this project"
    assert check_config(cfg, creating=True, password="long enough") == ""
    assert "has no applications for this computer" in check_config(cfg, creating=False,
                                                                    facts=ClientFacts(platforms=("sparc-sun-solaris",)))
    out = create_account(project.master_url, "Me@Example.com", passwd_hash("long enough", "me@example.com"), "me",
                         consent_source="test")
    assert len(out.authenticator) == 32
    with DemoProject(
        tmp_path / "old", web=WebRpcSettings(min_client_version=80000, account_creation_disabled=True)
    ) as p:
        cfg = get_project_config(p.master_url)
        assert check_config(cfg, creating=False) == \
            "this project needs client version 8.0.0 or later; this client is 7.20.5"
        assert check_config(cfg, creating=True, password="x" * 20, facts=ClientFacts(version=80000)) == \
            "this project is not accepting new accounts"
        refused = create_account(p.master_url, "a@example.com", passwd_hash("whatever1", "a@example.com"), "a")
        assert explain(refused.error_num, refused.error_msg) == "this project is not accepting new accounts"


def test_unreachable_says_cannot_reach() -> None:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    with pytest.raises(WebRpcError) as caught:
        lookup_account(f"http://127.0.0.1:{port}/", "a@example.com", "0" * 32)
    assert caught.value.message.startswith(f"cannot reach 127.0.0.1:{port}")


@pytest.mark.parametrize("mode, words", [
    ("malformed", "not XML"), ("huge", "sent more than"), ("slow", "took longer than"),
    ("redirect_loop", "redirected more than"), ("redirect_file", "not an http"), ("not_xml_root", "not <account_out>"),
    ("http_500", "HTTP 500"),
])
def test_hostile_project_replies_refused(mode: str, words: str) -> None:
    with hostile_server(mode) as url:
        started = time.monotonic()
        with pytest.raises(WebRpcError) as caught:
            if mode == "slow":
                fetch(url + "lookup_account.php", timeout_s=1.5)
            else:
                lookup_account(url, "a@example.com", "0" * 32)
        assert words in caught.value.message
        assert time.monotonic() - started < 20


def test_repeated_tags_count_with_their_last_value(tmp_path: Path) -> None:
    """A reply with a tag twice (two <authenticator>s): the last one counts, as in BOINC's parsers."""
    with hostile_server("repeated_tags") as url:
        assert lookup_account(url, "a@example.com", "0" * 32).authenticator == "second_key"
        assert create_account(url, "a@example.com", "0" * 32, "a").authenticator == "second_key"
        cfg = get_project_config(url)
        assert (cfg.name, cfg.min_passwd_length, cfg.account_creation_disabled) == ("Real Project", 9, False)
    copy = tmp_path / "all_projects_list.xml"
    copy.write_text("<projects><project><name>Old</name><name>New Name</name><url>https://a.example.org/</url>"
                    "<url>https://b.example.org/</url></project></projects>")
    assert [(p.name, p.url) for p in load_project_list(copy)] == [("New Name", "https://b.example.org/")]


def test_project_list_shipped_and_client_copy(tmp_path: Path) -> None:
    shipped = load_project_list()
    names = [p.name for p in shipped]
    assert "boinc-gui Demo Project" in names
    assert any(p.is_account_manager for p in shipped)
    assert [p.name for p in shipped if p.matches("astro")] == ["Asteroids@home", "Milkyway@home", "Einstein@home"]
    copy = tmp_path / "all_projects_list.xml"
    copy.write_text("<projects><project><name>Only One</name><url>https://one.example.org/</url></project>"
                    "<project><name>Bad</name><url>file:///etc/passwd</url></project></projects>")
    assert [p.name for p in load_project_list(copy)] == ["Only One"]
    assert "<name>Only One</name>" in list_text(copy) and "passwd" not in list_text(copy)
    copy.write_text("<projects><project>")  # broken: the shipped list stands in
    assert [p.name for p in load_project_list(copy)] == names
    assert parse_project_list(SHIPPED_LIST.read_bytes())[0].platforms[0] == "x86_64-pc-linux-gnu"


# ---- the attach wizard's account paths (core/accounts/join.py): a key, or the refusal in words


def test_sign_in_gives_the_key_or_the_projects_refusal(project: DemoProject) -> None:
    email, password = project.web.demo_email, project.web.demo_password
    assert sign_in(project.master_url, email, password).authenticator == project.authenticator
    wrong = sign_in(project.master_url, email, "not the password")
    assert (wrong.authenticator, wrong.problem) == ("", "wrong password") and wrong.config is not None
    unknown = sign_in(project.master_url, "who@example.com", password)
    assert unknown.problem == "no account with this email"


def test_create_shows_the_terms_first_then_gives_a_key(project: DemoProject) -> None:
    first = create(project.master_url, "new@example.com", "long enough", "newbie", terms_accepted=False)
    assert first.terms_of_use and not first.authenticator and not first.problem
    made = create(project.master_url, "new@example.com", "long enough", "newbie", terms_accepted=True)
    assert len(made.authenticator) == 32 and not made.problem
    assert sign_in(project.master_url, "new@example.com", "long enough").authenticator == made.authenticator


def test_an_unreachable_project_is_said_in_words() -> None:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nothing listens there now
    out = sign_in(f"http://127.0.0.1:{port}/", "a@example.com", "whatever1")
    assert out.problem and not out.authenticator
