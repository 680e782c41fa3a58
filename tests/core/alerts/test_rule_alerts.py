"""A rule's notification becomes a rule alert by what the line is, not by its words.

The live client's rule lines carry ``MessageKind.RULE`` from the rule runner to the snapshot;
the alert engine reads that. Here the rule runner's words are changed (another prefix, as a
rewording or a translation would) and the notification is still a rule alert; a user alert
that merely starts like a rule line is not one.
"""
from __future__ import annotations

from pathlib import Path

import pytest

import core.rules.runner
from core.alerts.engine import AlertEngine
from core.alerts.log import AlertLog
from core.alerts.model import AlertKind
from core.eventlog.log import MsgPriority
from core.ports import BatteryReading
from core.state.messages import MessageKind
from tests.core.alerts.test_alerts_live import Feeder
from tests.core.client.e2e import wait_for
from tests.core.rules.rules_live import DialSensors, recheck, start_client

pytestmark = pytest.mark.timeout(120)

SAVE_BATTERY = ("<rules><rule><name>save battery</name><when><battery_below>30</battery_below></when>"
                "<then><notify>Battery low</notify></then></rule></rules>\n")


@pytest.mark.parametrize("prefix", ["Rule '", "Regel «"])
def test_a_rule_notification_is_a_rule_alert_whatever_its_words(tmp_path: Path, prefix: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core.rules.runner, "RULE_NOTE_PREFIX", prefix)
    sensors = DialSensors(battery_reading=BatteryReading(80.0, plugged=False))
    engine = AlertEngine(log=AlertLog())
    client = start_client(tmp_path / "client", sensors, SAVE_BATTERY)
    try:
        feeder = Feeder(client, engine)
        # A user alert that starts as rule lines do, about no rule: words alone make no rule alert.
        client.session.log("", f"{prefix}not a rule': said by something else", MsgPriority.USER_ALERT,
                           kind=MessageKind.PLAIN)
        sensors.battery_reading = BatteryReading(25.0, plugged=False)
        recheck(client)
        wait_for(lambda: bool(feeder.kinds(AlertKind.RULE)), 30, "the rule's notification as an alert")
        wait_for(lambda: feeder.snapshots >= 3, 30, "more snapshots")
    finally:
        client.stop()
    [alert] = [a for a in engine.log.entries() if a.kind is AlertKind.RULE]
    assert alert.body == f"{prefix}save battery': Battery low (on battery at 25 %)"


@pytest.mark.parametrize("prefix", ["Rule '", "Regel «"])
def test_a_remote_clients_rule_lines_are_told_at_the_edge_by_the_runners_own_words(
        prefix: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """GUI RPC's <msg> carries words only: the remote client tells rule lines by the constant the
    runner writes them with, so a rewording moves both together."""
    monkeypatch.setattr(core.rules.runner, "RULE_NOTE_PREFIX", prefix)
    assert core.rules.runner.kind_of_words(f"{prefix}save battery': Battery low") is MessageKind.RULE
    assert core.rules.runner.kind_of_words("Rules file read: 1 rule in force") is MessageKind.PLAIN
