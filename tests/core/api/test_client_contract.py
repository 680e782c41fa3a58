"""What the window needs from a client is in the contract (core/api/client.py), not found by
reaching into a client: the data directory, the speed, the account manager, the rules, the health."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.api.client import IN_PROCESS, AccountManagerView
from core.client.live import LiveClient
from core.emulator.scenario import parse_scenario
from core.emulator.window_client.emulated import EmulatedClient
from core.rules.rules_file import RuleError
from tests.core.api.test_command_parity import ONE_PROJECT

ROOT = Path(__file__).resolve().parents[3]
GOOD_RULES = ("<rules><rule><name>nights</name><when><time_window><start>22:00</start><end>06:00</end>"
              "</time_window></when><then><suspend>cpu</suspend></then></rule></rules>\n")


def test_the_live_client_tells_its_data_directory_account_manager_health_and_rules(tmp_path: Path) -> None:
    client = LiveClient(tmp_path, probe_attach=False)
    caps = client.capabilities
    assert caps.data_dir == tmp_path and caps.has_rules and not caps.can_change_speed
    assert client.health() is IN_PROCESS and client.speed == 1.0
    client.start()
    try:
        assert client.wait_opened()
        view = client.account_manager()
        assert isinstance(view, AccountManagerView) and view.url == ""  # joined none
        client.set_rules(GOOD_RULES).result(5)
        info = client.get_rules().result(5)
        assert info.text == GOOD_RULES and info.refused == ()
        typo = GOOD_RULES.replace("time_window>", "time_windw>")
        with pytest.raises(RuleError):
            client.set_rules(typo).result(5)
        assert (tmp_path / "rules.xml").read_text() == GOOD_RULES  # refused whole: unchanged
    finally:
        client.stop()


def test_the_emulated_client_changes_speed_and_keeps_no_rules() -> None:
    client = EmulatedClient(parse_scenario(ONE_PROJECT), speed=60.0)
    caps = client.capabilities
    assert caps.can_change_speed and caps.data_dir is None and not caps.has_rules
    client.set_speed(120.0)
    assert client.speed == 120.0 and client.health().connected and client.account_manager() is None
    with pytest.raises(NotImplementedError):
        client.get_rules().result(1)


SIDE_DOORS = (
    r"getattr\(.*[\"'](session|acct_mgr|speed|dd)[\"']",  # reaching into a client's parts
    r"hasattr\([^)]*client[^)]*,",  # asking a client what it is
    r"isinstance\([^)]*client[^)]*,\s*\(?\s*(RemoteClient|PolledClient|LiveClient|EmulatedClient)",
)


def test_the_window_reaches_clients_only_through_the_contract() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in sorted((ROOT / "boinc_gui").rglob("*.py"))
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if any(re.search(p, line) for p in SIDE_DOORS)
    ]
    assert found == []
