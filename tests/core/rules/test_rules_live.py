"""Each rule condition and action on the live client, attached to the demo project on 127.0.0.1.

The temperature and the battery come from a sensor reading source the test turns (the
Sensors port; this machine may have neither); running programs are the real process
table, with a real child process of a distinctive name; times of day are the real
local clock; the power-price schedule is a real CSV file.
"""
from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from core.api.commands import Snooze
from core.api.snapshot import ClientSnapshot
from core.demo import DemoProject
from core.ports import BatteryReading
from core.state import RunMode
from core.state.enums import SuspendReason
from tests.core.client.e2e import FAST_PREFS, attach, demo_project, on_engine, wait_for
from tests.core.rules.rules_live import (
    DialSensors,
    log_bodies,
    recheck,
    snapshot_where,
    start_client,
    today,
    window_around_now,
    window_not_now,
)

pytestmark = pytest.mark.timeout(150)


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DemoProject]:
    # Long jobs: a task that starts keeps running while the rules suspend and resume it.
    p = demo_project(tmp_path_factory.mktemp("demo"), job_size=200_000_000)
    yield p
    p.stop()


def rules(*bodies: str) -> str:
    return "<rules>\n" + "\n".join(f"<rule>{b}</rule>" for b in bodies) + "\n</rules>\n"


def running(snap: ClientSnapshot) -> int:
    return sum(t.running for t in snap.tasks)


COOL_DOWN = rules("<name>cool down</name><when><cpu_temperature_above>80</cpu_temperature_above></when>"
                  "<then><suspend>cpu</suspend></then>")


def test_temperature_rule_suspends_running_tasks_says_why_and_resumes(tmp_path: Path, project: DemoProject) -> None:
    sensors = DialSensors(temperature_c=60.0)
    client = start_client(tmp_path / "client", sensors, COOL_DOWN)
    try:
        attach(client, project)
        snapshot_where(client, lambda s: running(s) >= 1, 90, "a task running")

        sensors.temperature_c = 87.0
        words = "CPU at 87 °C, rule 'cool down'"
        snap = snapshot_where(client, lambda s: s.activity.task_suspend_reason == words and running(s) == 0,
                              30, "computing suspended by the rule")
        assert not snap.activity.computing
        assert any(t.status == f"Suspended - {words}" for t in snap.tasks if not t.finished), \
            [t.status for t in snap.tasks]
        assert on_engine(client, lambda s: s.host.task_reason) == SuspendReason.USER_REQ  # what GUI RPC reports
        assert log_bodies(client, "Rule 'cool down' applies (CPU at 87 °C): suspend computing")
        assert log_bodies(client, f"Suspending computation - {words}")

        # Cooler, but not by the hysteresis margin yet: still suspended, no flapping.
        sensors.temperature_c = 78.5
        recheck(client)
        time.sleep(1.5)
        assert on_engine(client, lambda s: s.host.task_reason) == SuspendReason.USER_REQ
        assert not log_bodies(client, "Rule 'cool down' no longer applies")

        sensors.temperature_c = 70.0
        snapshot_where(client, lambda s: s.activity.computing and running(s) >= 1, 30, "computing resumed")
        assert log_bodies(client, "Rule 'cool down' no longer applies")
        assert log_bodies(client, "Resuming computation")
        assert len(log_bodies(client, "Suspending computation")) == 1
    finally:
        client.stop()


def test_no_temperature_sensor_is_said_plainly_once_and_computing_goes_on(tmp_path: Path, project: DemoProject) -> None:
    sensors = DialSensors(temperature_c=None)
    client = start_client(tmp_path / "client", sensors, COOL_DOWN)
    try:
        attach(client, project)
        wait_for(lambda: bool(log_bodies(client, "no CPU temperature sensor")), 20, "the no-sensor message")
        for _ in range(3):
            recheck(client)
            time.sleep(0.3)
        [said] = log_bodies(client, "no CPU temperature sensor")
        assert said == "Rule 'cool down': no CPU temperature sensor on this computer; the rule cannot hold"
        assert on_engine(client, lambda s: s.host.task_reason) == SuspendReason.NONE
        assert "temperature" in sensors.reads
        # A sensor appears: the rule works, and a later loss of it is said again.
        sensors.temperature_c = 95.0
        recheck(client)
        wait_for(lambda: on_engine(client, lambda s: s.host.task_words) == "CPU at 95 °C, rule 'cool down'", 20,
                 "the rule holding once the sensor reads")
        sensors.temperature_c = None
        recheck(client)
        wait_for(lambda: len(log_bodies(client, "no CPU temperature sensor")) == 2, 20, "the loss said again")
    finally:
        client.stop()


def test_time_windows_set_different_limits(tmp_path: Path, project: DemoProject) -> None:
    start, end = window_around_now()
    other_start, other_end = window_not_now()
    text = rules(
        f"<name>evening</name><when><time_window><days>{today()}</days><start>{start}</start><end>{end}</end>"
        "</time_window></when><then><cpu_count>1</cpu_count><cpu_time_limit_pct>40</cpu_time_limit_pct></then>",
        f"<name>night</name><when><time_window><start>{other_start}</start><end>{other_end}</end></time_window>"
        "</when><then><suspend>cpu</suspend><cpu_count>3</cpu_count></then>",
    )
    client = start_client(tmp_path / "client", DialSensors(), text)
    try:
        attach(client, project)
        wait_for(lambda: on_engine(client, lambda s: (s.state.ncpus, s.host.cpu_usage_limit())) == (1, 40.0), 20,
                 "the window's limits in force")
        assert on_engine(client, lambda s: s.host.task_reason) == SuspendReason.NONE  # "night" does not hold
        assert log_bodies(client, "Rule 'evening' applies")
        assert not log_bodies(client, "Rule 'night' applies")
        snap = snapshot_where(client, lambda s: running(s) >= 1, 90, "a task running")
        assert running(snap) == 1  # one CPU, whatever this machine has

        # The window moves away from now (the editor rewrites the file): the preferences rule again.
        (tmp_path / "client" / "rules.xml").write_text(text.replace(f"<start>{start}</start><end>{end}</end>",
                                                                    f"<start>{other_start}</start><end>{other_end}</end>"))
        recheck(client)
        wait_for(lambda: on_engine(client, lambda s: s.host.rule_cpu_count) == 0, 20, "the CPU count lifted")
        prefs_ncpus = on_engine(client, lambda s: s.state.prefs.usable_cpus(s.state.host_info.p_ncpus))
        assert on_engine(client, lambda s: (s.state.ncpus, s.host.cpu_usage_limit())) == (prefs_ncpus, 100.0)
        assert log_bodies(client, "Rule 'evening' no longer applies")
        assert log_bodies(client, "Rules file read: 2 rules in force")
    finally:
        client.stop()


def test_weekday_window_on_another_day_does_not_hold(tmp_path: Path, project: DemoProject) -> None:
    start, end = window_around_now()
    names = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    not_today = names[(names.index(today()) + 3) % 7]
    text = rules(f"<name>other day</name><when><time_window><days>{not_today}</days><start>{start}</start>"
                 f"<end>{end}</end></time_window></when><then><suspend>network</suspend></then>")
    client = start_client(tmp_path / "client", DialSensors(), text)
    try:
        attach(client, project)
        wait_for(lambda: bool(log_bodies(client, "Rules file read: 1 rule in force")), 20, "the rules read")
        recheck(client)
        time.sleep(1.0)
        assert on_engine(client, lambda s: s.host.network_reason) == SuspendReason.NONE
        assert not log_bodies(client, "Rule 'other day' applies")
    finally:
        client.stop()


def test_named_process_running_suspends_cpu_and_network(tmp_path: Path, project: DemoProject) -> None:
    name = "brp" + secrets.token_hex(4)  # 11 characters: the whole name shows in the process table
    program = tmp_path / name
    sleep_bin = shutil.which("sleep")
    assert sleep_bin is not None
    shutil.copy(sleep_bin, program)
    os.chmod(program, 0o755)
    text = rules(f"<name>gaming</name><when><process_running>{name}</process_running></when>"
                 "<then><suspend>cpu</suspend><suspend>network</suspend></then>")
    client = start_client(tmp_path / "client", DialSensors(), text)
    try:
        attach(client, project)
        snapshot_where(client, lambda s: running(s) >= 1, 90, "a task running")
        assert on_engine(client, lambda s: s.host.task_reason) == SuspendReason.NONE
        child = subprocess.Popen([str(program), "60"])
        try:
            words = f"{name} is running, rule 'gaming'"
            snap = snapshot_where(client, lambda s: s.activity.task_suspend_reason == words and running(s) == 0,
                                  30, "suspended while the program runs")
            assert snap.activity.network_suspend_reason == words and not snap.activity.network
            # BOINC's own number for this case, for GUI RPC managers that show only the number.
            assert on_engine(client, lambda s: s.host.task_reason) == SuspendReason.EXCLUSIVE_APP_RUNNING
        finally:
            child.kill()
            child.wait(10)
        snapshot_where(client, lambda s: s.activity.computing and s.activity.network and running(s) >= 1, 30,
                       "resumed after the program quit")
        assert log_bodies(client, "Rule 'gaming' no longer applies")
    finally:
        client.stop()


def test_battery_below_snoozes_and_notifies_once(tmp_path: Path, project: DemoProject) -> None:
    sensors = DialSensors(battery_reading=BatteryReading(80.0, plugged=False))
    text = rules("<name>save battery</name><when><battery_below>30</battery_below></when>"
                 "<then><snooze_minutes>10</snooze_minutes><notify>Battery low: computing snoozed</notify></then>")
    client = start_client(tmp_path / "client", sensors, text)
    try:
        attach(client, project)
        wait_for(lambda: "battery" in sensors.reads, 20, "the battery read")
        assert on_engine(client, lambda s: s.host.snooze_until) == 0.0

        sensors.battery_reading = BatteryReading(25.0, plugged=False)
        words = "snoozed: on battery at 25 %, rule 'save battery'"
        snap = snapshot_where(client, lambda s: s.activity.task_suspend_reason == words, 20, "the rule's snooze")
        assert snap.activity.snooze_until is not None
        assert 9 * 60 < snap.activity.snooze_until - snap.time <= 10 * 60
        assert snap.activity.network_suspend_reason == words
        for _ in range(3):  # the rule keeps holding: no second snooze, no second notification
            recheck(client)
            time.sleep(0.3)
        [note] = log_bodies(client, "Rule 'save battery': Battery low")
        assert note == "Rule 'save battery': Battery low: computing snoozed (on battery at 25 %)"
        notices = on_engine(client, lambda s: [n.description for n in s.notices.notices_since(0)])
        assert notices.count(note) == 1

        # Plugged in: the rule ends; the snooze is the volunteer's to end, as any snooze.
        sensors.battery_reading = BatteryReading(26.0, plugged=True)
        wait_for(lambda: bool(log_bodies(client, "Rule 'save battery' no longer applies")), 20, "the rule ending")
        assert client.submit(Snooze(0)).result(timeout=30).ok
        snapshot_where(client, lambda s: s.activity.computing and s.activity.snooze_until is None, 20,
                       "the snooze ended")
    finally:
        client.stop()


def test_a_rule_soft_stops(tmp_path: Path, project: DemoProject) -> None:
    """The soft stop as a rule's action: the run mode becomes never with the rule's words
    (the demo app is a plain program, so its tasks are held at once; the checkpointing case
    is tests/core/client/test_soft_stop_live.py)."""
    sensors = DialSensors(battery_reading=BatteryReading(80.0, plugged=False))
    client = start_client(tmp_path / "client", sensors, rules(
        "<name>low battery</name><when><battery_below>30</battery_below></when><then><soft_stop/></then>"))
    try:
        attach(client, project)
        snapshot_where(client, lambda s: running(s) >= 1, 60, "a task running")
        sensors.battery_reading = BatteryReading(25.0, plugged=False)
        recheck(client)
        words = "on battery at 25 %, rule 'low battery'"
        snap = snapshot_where(client, lambda s: s.activity.run_mode == RunMode.NEVER and running(s) == 0, 30,
                              "the rule's soft stop")
        assert snap.activity.task_suspend_reason == words
        assert log_bodies(client, f"Soft stop: no task is running; run mode set to never - {words}")
        assert log_bodies(client, "does not checkpoint (cannot report checkpoints): suspended now")
    finally:
        client.stop()


def test_power_price_schedule_suspends_and_allows(tmp_path: Path, project: DemoProject) -> None:
    csv = tmp_path / "prices.csv"
    csv.write_text("time,price\n00:00,0.42\n")
    start, end = window_not_now()
    # Preferences that suspend computing now (a window elsewhere in the day), and a cheap-power
    # rule that lifts them; a dear-power rule before it suspends.
    prefs = replace(FAST_PREFS, start_hour=float(start[:2]), end_hour=float(end[:2]))
    text = rules(
        f"<name>expensive</name><when><schedule><file>{csv}</file><above>0.30</above><what>power price</what>"
        "</schedule></when><then><suspend>cpu</suspend></then>",
        f"<name>cheap</name><when><schedule><file>{csv}</file><below>0.15</below><what>power price</what>"
        "</schedule></when><then><resume>cpu</resume></then>",
    )
    client = start_client(tmp_path / "client", DialSensors(), text, prefs=prefs)
    try:
        attach(client, project)
        snapshot_where(client, lambda s: s.activity.task_suspend_reason == "power price at 0.42, rule 'expensive'",
                       20, "suspended by the dear power")
        csv.write_text("time,price\n00:00,0.10\n")
        recheck(client)
        snap = snapshot_where(client, lambda s: s.activity.computing, 20, "allowed by the cheap power")
        assert snap.activity.task_suspend_reason == ""
        snapshot_where(client, lambda s: running(s) >= 1, 90, "a task running outside the preferences' window")
        csv.write_text("time,price\n00:00,0.20\n")  # neither rule: the preferences' window rules
        recheck(client)
        snapshot_where(client, lambda s: s.activity.task_suspend_reason == "time of day", 20,
                       "the preferences' suspension back")
        csv.write_text("time,price\n00:00,not a price\n")
        recheck(client)
        wait_for(lambda: bool(log_bodies(client, "is not a number")), 20, "the bad schedule said")
        assert any("prices.csv: line 2" in b for b in log_bodies(client, "Rule 'expensive': schedule"))
    finally:
        client.stop()


def test_network_resume_lifts_the_preferences_network_window(tmp_path: Path, project: DemoProject) -> None:
    start, end = window_not_now()
    prefs = replace(FAST_PREFS, net_start_hour=float(start[:2]), net_end_hour=float(end[:2]))
    now_start, now_end = window_around_now()
    text = rules(f"<name>office wifi</name><when><time_window><start>{now_start}</start><end>{now_end}</end>"
                 "</time_window></when><then><resume>network</resume></then>")
    client = start_client(tmp_path / "client", DialSensors(), text, prefs=prefs)
    try:
        attach(client, project)
        snapshot_where(client, lambda s: running(s) >= 1, 90, "work fetched through the allowed network")
        assert on_engine(client, lambda s: s.host.network_reason) == SuspendReason.NONE
        (tmp_path / "client" / "rules.xml").unlink()
        recheck(client)
        snapshot_where(client, lambda s: s.activity.network_suspend_reason == "time of day", 20,
                       "the preferences' window back once the rules file is gone")
        assert log_bodies(client, "Rules file read: 0 rules in force")
    finally:
        client.stop()


def test_bad_rules_are_refused_with_a_message_and_the_rest_work(tmp_path: Path, project: DemoProject) -> None:
    sensors = DialSensors(temperature_c=90.0)
    text = rules(
        "<name>typo</name><when><cpu_temprature_above>80</cpu_temprature_above></when><then><suspend>cpu</suspend></then>",
        "<name>cool down</name><when><cpu_temperature_above>80</cpu_temperature_above></when>"
        "<then><suspend>cpu</suspend></then>",
        "<name>cool down</name><when><battery_below>10</battery_below></when><then><suspend>cpu</suspend></then>",
        "<name>hot</name><when><cpu_temperature_above>warm</cpu_temperature_above></when><then><suspend>cpu</suspend></then>",
    )
    client = start_client(tmp_path / "client", sensors, text)
    try:
        attach(client, project)
        snapshot_where(client, lambda s: s.activity.task_suspend_reason == "CPU at 90 °C, rule 'cool down'", 20,
                       "the good rule in force")
        refused = log_bodies(client, "refused:")
        assert len(refused) == 3, refused
        assert "rule 1 ('typo') refused: unknown condition <cpu_temprature_above>" in refused[0]
        assert "rule 3 ('cool down') refused: another rule is already named 'cool down'" in refused[1]
        assert "rule 4 ('hot') refused: <cpu_temperature_above> must be a temperature in °C, not “warm”" in refused[2]
        assert log_bodies(client, "Rules file read: 1 rule in force, 3 refused")
        log = client.session.eventlog
        assert log is not None
        alerts = [m for m in log.messages_since(0) if "refused:" in m.body]
        assert all(int(m.priority) == 2 for m in alerts)  # user alerts: the volunteer must see them

        (tmp_path / "client" / "rules.xml").write_text("<rules><rule><name>x</name>")  # not XML at all
        recheck(client)
        wait_for(
            lambda: bool(log_bodies(client, "No rules used: rules.xml, line 1: malformed XML")),
            20,
            "the broken file said",
        )
        assert client.running
        snapshot_where(client, lambda s: s.activity.computing, 20, "no rule in force")
    finally:
        client.stop()
