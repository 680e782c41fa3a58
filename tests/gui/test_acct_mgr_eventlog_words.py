"""The core's own account-manager lines in the window's language (issue 37): the live client joins
a manager replaying a real client's recorded replies (tests/core/accounts/fixture_am.py), one of
them listing more projects than a reply may bring; the event log keeps its English lines and the
window shows them in German (boinc_gui/eventlog_words.py through client_text)."""
from __future__ import annotations

from pathlib import Path

import pytest

from boinc_gui.i18n import Installed, client_text
from tests.core.accounts.fixture_am import FIXTURES, FixtureManager, fixture
from tests.core.accounts.test_acct_mgr_fixtures import _join, _log, _sync
from tests.core.client.e2e import live_client

pytestmark = [pytest.mark.timeout(120),
              pytest.mark.skipif(not FIXTURES.is_dir(), reason="the real client's account-manager fixtures are absent")]

EXTRA = 600  # projects past the one the recorded reply attaches: 100 more than a reply may bring


def test_account_manager_lines_in_german(german: Installed, tmp_path: Path) -> None:
    base = fixture("acct_mgr_reply.sync_attach.xml").decode()
    end = base.index("</account>\n") + len("</account>\n")
    bogus = "".join(f"  <account>\n    <url>http://127.0.0.1:9/p{i}/</url>\n    <url_signature>00\n.</url_signature>\n"
                    f"    <authenticator>k{i}</authenticator>\n  </account>\n" for i in range(EXTRA))
    with FixtureManager([fixture("acct_mgr_reply.join.xml"), (base[:end] + bogus + base[end:]).encode()]) as am:
        client = live_client(tmp_path / "client")
        try:
            _join(client, am)
            _sync(client)
            lines = _log(client).splitlines()
        finally:
            client.stop()
    listed = [line for line in lines if line.startswith("The account manager listed")]
    assert listed == [f"The account manager listed {EXTRA + 1} projects; this client takes at most 500 from one "
                      "reply (a guard against a faulty or hostile manager): 1 attached, 101 dropped without being "
                      "looked at"]  # the file keeps the core's English
    assert client_text(listed[0]) == (
        "Die Kontoverwaltung hat 601 Projekte aufgeführt; dieser Client übernimmt aus einer Antwort höchstens 500 "
        "(ein Schutz vor fehlerhaften oder feindseligen Verwaltungen): 1 angemeldet, 101 ungesehen verworfen")
    contacting = [line for line in lines if line.startswith("Contacting account manager at ")]
    assert contacting and client_text(contacting[0]) == (
        f"Kontoverwaltung unter {am.url} wird kontaktiert")
    assert "Account manager contact succeeded" in lines
    assert client_text("Account manager contact succeeded") == "Kontakt mit der Kontoverwaltung erfolgreich"
    attaching = [line for line in lines if line.startswith("Attaching to ") and "account manager" in line]
    assert len(attaching) == 1
    url = attaching[0].split()[2]
    assert client_text(attaching[0]) == f"Anmeldung bei {url} (von der Kontoverwaltung verlangt)"
