"""rules.xml: every condition and action read and written back; bad rules refused one by one."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.rules.model import (
    BatteryBelow,
    CpuTemperatureAbove,
    Notify,
    ProcessRunning,
    Resource,
    Resume,
    Rule,
    ScheduleValue,
    SetCpuCount,
    SetCpuTimeLimit,
    Snooze,
    SoftStop,
    Suspend,
    TimeWindow,
)
from core.rules.rules_file import RuleError, parse_days, parse_rules, read_rules_file, rules_xml, write_rules_file

EVERYTHING = (
    Rule("cool down", (CpuTemperatureAbove(80.0),), (Suspend(Resource.CPU), Notify("Too hot <here> & now"))),
    Rule("office", (TimeWindow(9.0, 17.5, frozenset({1, 2, 3, 4, 5})),),
         (SetCpuCount(2), SetCpuTimeLimit(50.0))),
    Rule("night", (TimeWindow(22.0, 6.0),), (Resume(Resource.CPU), Resume(Resource.NETWORK))),
    Rule("gaming", (ProcessRunning("steam"),), (Suspend(Resource.NETWORK), Suspend(Resource.CPU)), enabled=False),
    Rule("battery", (BatteryBelow(30.0),), (Snooze(45.0),)),
    Rule("peak", (TimeWindow(17.0, 19.0),), (SoftStop(), Notify("soft stop for the peak"))),
    Rule("price", (ScheduleValue("/tmp/p rices.csv", above=0.3, below=None, what="power price"),
                   TimeWindow(0.0, 24.0)), (Suspend(Resource.CPU),)),
)


def test_every_condition_and_action_round_trips_through_the_file(tmp_path: Path) -> None:
    path = tmp_path / "rules.xml"
    write_rules_file(path, EVERYTHING)
    loaded = read_rules_file(path)
    assert loaded.problems == ()
    assert loaded.rules == EVERYTHING
    write_rules_file(path, EVERYTHING[:1])
    assert (tmp_path / "rules.xml.bak").read_bytes() == rules_xml(EVERYTHING)  # the previous file kept
    assert read_rules_file(path).rules == EVERYTHING[:1]


def test_missing_file_is_no_rules_and_no_problem(tmp_path: Path) -> None:
    loaded = read_rules_file(tmp_path / "rules.xml")
    assert loaded.rules == () and loaded.problems == ()


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("<when><battery_below>5</battery_below></when><then><suspend>cpu</suspend></then>", "the rule has no <name>"),
        ("<name>a</name><then><suspend>cpu</suspend></then>", "no condition"),
        ("<name>a</name><when><battery_below>5</battery_below></when>", "no action"),
        ("<name>a</name><when><battery_below>150</battery_below></when><then><suspend>cpu</suspend></then>",
         "<battery_below> must be a charge in percent between 0 and 100, not 150"),
        ("<name>a</name><when><battery_below>5</battery_below></when><then><suspend>gpu</suspend></then>",
         "<suspend> must be cpu or network, not “gpu”"),
        ("<name>a</name><when><battery_below>5</battery_below></when><then><cpu_count>1.5</cpu_count></then>",
         "whole number"),
        ("<name>a</name><when><time_window><start>25:00</start><end>03:00</end></time_window></when>"
         "<then><suspend>cpu</suspend></then>", "“25:00” is not a time of day"),
        ("<name>a</name><when><time_window><days>mon-fry</days><start>01:00</start><end>03:00</end></time_window>"
         "</when><then><suspend>cpu</suspend></then>", "“mon-fry” is not a day"),
        ("<name>a</name><when><schedule><file>x.csv</file></schedule></when><then><suspend>cpu</suspend></then>",
         "<schedule> needs <above> or <below>"),
        ("<name>a</name><when><process_running>/usr/bin/x</process_running></when><then><suspend>cpu</suspend></then>",
         "not a path"),
        ("<name>a</name><when><battery_below>5</battery_below></when>"
         "<then><suspend>cpu</suspend><resume>cpu</resume></then>", "both suspends and allows computing"),
        ("<name>a</name><colour>red</colour><when><battery_below>5</battery_below></when>"
         "<then><suspend>cpu</suspend></then>", "unknown element <colour>"),
    ],
)
def test_a_bad_rule_is_refused_and_its_neighbours_stay(body: str, message: str) -> None:
    good = (
        "<rule><name>ok</name><when><battery_below>20</battery_below></when><then><suspend>cpu</suspend></then></rule>"
    )
    loaded = parse_rules(f"<rules>\n{good}\n<rule>{body}</rule>\n{good.replace('ok', 'ok2')}\n</rules>")
    assert [r.name for r in loaded.rules] == ["ok", "ok2"]
    [problem] = loaded.problems
    assert problem.startswith("rules.xml line 3, rule 2")
    assert message in problem


def test_a_file_that_is_not_rules_uses_none() -> None:
    assert parse_rules("<cc_config/>").problems == (
        "rules.xml: no rules used: the top element is <cc_config>, not <rules>",)
    [problem] = parse_rules("<rules><rule>").problems
    assert problem.startswith("No rules used: rules.xml, line 1: malformed XML")
    [problem] = parse_rules('<!DOCTYPE r [<!ENTITY a "b">]><rules/>').problems
    assert "declares entities" in problem


def test_days() -> None:
    assert parse_days("mon-fri") == frozenset({1, 2, 3, 4, 5})
    assert parse_days("fri-mon") == frozenset({5, 6, 0, 1})
    assert parse_days("Sat, sunday") == frozenset({6, 0})
    assert parse_days("") == frozenset(range(7))
    with pytest.raises(RuleError):
        parse_days("someday")
