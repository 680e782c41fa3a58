"""The checks an attach passes before any network traffic (core/accounts/attach_probe.py),
as the live client answers them: a bad URL or account key is refused at once, in words."""
from __future__ import annotations

from pathlib import Path

from core.accounts.attach_probe import attach_problem
from core.api.commands import Attach
from core.client.live import LiveClient


def test_attach_problem_names_the_url_or_the_key() -> None:
    assert attach_problem("", "k") == "Enter the project's web address (URL)."
    assert attach_problem("ftp://example.org/", "k") == "A project URL starts with http:// or https://, not ftp://."
    for key in ("", "   ", "two words", "tab\there"):
        assert attach_problem("http://127.0.0.1:1/", key) == "The account key is empty or contains spaces.", key
    assert attach_problem("127.0.0.1:1/project", "  abc123  ") == ""  # surrounding blanks are dropped later


def test_the_live_client_refuses_a_bad_attach_without_probing(tmp_path: Path) -> None:
    # Port 1 on loopback: were the probe reached, its answer would be "could not connect", not these.
    client = LiveClient(tmp_path, probe_attach=True)
    refused = client.submit(Attach("http://127.0.0.1:1/", "has space")).result(5)
    assert not refused.ok and refused.message == "The account key is empty or contains spaces."
    refused = client.submit(Attach("gopher://127.0.0.1:1/", "abc")).result(5)
    assert not refused.ok and refused.message.startswith("A project URL starts with http:// or https://")


def test_hosts_and_ports_the_http_library_refuses_are_refused_as_typed_and_never_raise() -> None:
    """Each of these raised: "[::1" and "[zz]" in the check itself (the wizard's slot, on every key),
    "xn--" in the probe's proxy look-up; a port out of range reached the network."""
    from core.accounts.attach_probe import probe_project, url_syntax_problem
    from core.api.commands import CommandProblem

    for typed in ("http://[::1/", "http://[zz]/", "http://xn--/", "http://xn--.example/", "http://127.0.0.1:99999/",
                  "http://127.0.0.1:0/"):
        assert url_syntax_problem(typed) == (CommandProblem.URL_BAD_HOST, ()), typed
        found = probe_project(typed, timeout_s=1)
        assert not found.ok and found.problem is CommandProblem.URL_BAD_HOST, typed
    for fine in ("http://127.0.0.1:1/", "https://bücher.example/", "http://under_score.example/", "http://[::1]:31416/"):
        assert url_syntax_problem(fine) is None, fine
