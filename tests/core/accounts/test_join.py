"""The attach wizard's account paths (core/accounts/join.py) against a real demo project on
127.0.0.1: an account key, or the project's refusal in words, for signing in and creating."""
from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.accounts.join import create, sign_in
from core.demo import DemoProject
from core.demo.web_rpc import WebRpcSettings

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def project(tmp_path: Path) -> Iterator[DemoProject]:
    with DemoProject(tmp_path / "p", web=WebRpcSettings(min_passwd_length=8)) as p:
        yield p


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
