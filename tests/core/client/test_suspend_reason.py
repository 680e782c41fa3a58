"""Suspend with a reason (issue 39, part 4; BOINC issue #5753 proposed it and never shipped it).

A run mode or a snooze asked with a reason keeps it with the mode: the event log says
"Suspending computation - <reason>", the snapshot's suspend words are the reason (the
status bar and the tray show them), GUI RPC's set_run_mode takes a ``<reason>`` and
get_cc_status tells it in ``<task_suspend_text>``, which our manager shows and BOINC's
boinccmd skips. A temporary mode's reason ends with it; a reason is one short line.
"""
from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from core.api.commands import SetRunMode, Snooze
from core.api.snapshot import ActivityStatus, ClientSnapshot, HostSummary
from core.client.gui_rpc import start_gui_rpc
from core.client.live_host import LiveHost, ModeSetting
from core.emulator.window_client.emulated_world import ModeHost
from core.engine.commands import REASON_MAX
from core.engine.run_modes import HostConditions
from core.guirpc.client import GuiRpcClient
from core.ports import Availability
from core.remote.rows import activity_from
from core.state import GlobalPrefs, RunMode
from core.state.enums import SuspendReason
from tests.core.client.e2e import free_port, live_client, wait_for
from tests.core.client.gui_rpc_run import BOINCCMD, boinccmd
from tests.core.guirpc.sample import RawConn
from tests.realboinc import CONNECTED_CLIENT, netns_problem, real_boinc, run_in_namespace

PRICE = "electricity price above 0.30"


def test_each_level_of_a_mode_keeps_its_own_reason() -> None:
    m = ModeSetting()
    m.set(RunMode.NEVER, 0, now=0.0, reason="away for the week")
    m.set(RunMode.NEVER, 600, now=100.0, reason=PRICE)
    assert m.reason(200.0) == PRICE
    assert m.reason(800.0) == "away for the week"  # the temporary one ended, and its reason with it
    m.set(RunMode.AUTO, 0, now=900.0)
    assert m.reason(900.0) == ""


def test_live_host_words_and_event_log_lines() -> None:
    said: list[str] = []
    host = LiveHost(GlobalPrefs, conditions=lambda now: HostConditions(local_hour=12), say=said.append)
    assert host.availability(0.0).computing
    host.set_mode("run", RunMode.NEVER, 0.0, 1.0, reason=PRICE)
    assert not host.availability(1.0).computing
    assert host.task_reason == SuspendReason.USER_REQ
    assert host.suspend_words(1.0) == PRICE
    assert said == [f"Suspending computation - {PRICE}"]
    host.availability(2.0)
    assert len(said) == 1  # the same suspension is told once
    host.set_mode("run", RunMode.NEVER, 0.0, 3.0, reason="Home Assistant")
    host.availability(3.0)
    assert said[-1] == "Suspending computation - Home Assistant"  # a new reason is a new line
    host.set_mode("run", RunMode.AUTO, 0.0, 4.0)
    assert host.availability(4.0).computing and said[-1] == "Resuming computation"
    host.snooze(900.0, 5.0, reason="Home Assistant")
    host.availability(5.0)
    assert host.suspend_words(5.0) == host.suspend_words(5.0, network=True) == "snoozed: Home Assistant"
    assert "Suspending computation - Home Assistant" in said[-2:]
    assert "Suspending network activity - Home Assistant" in said[-2:]
    host.snooze(0, 6.0)
    host.availability(6.0)
    assert host.suspend_words(6.0) == "" and host.snooze_reason == ""
    host.snooze(900.0, 7.0)  # no reason: BOINC's words, as before
    host.availability(7.0)
    assert host.suspend_words(7.0) == "snoozed" and said[-1] == "Suspending network activity - user request"


class _On:
    def availability(self, now: float) -> Availability:
        return Availability(True, True, float("inf"))


def test_the_window_s_emulated_host_shows_the_reason_too() -> None:
    host = ModeHost(_On())
    host.set_mode("run", RunMode.NEVER, 0.0, 0.0, reason=PRICE)
    host.availability(0.0)
    assert host.activity(0.0).task_suspend_reason == PRICE
    host.set_mode("run", RunMode.AUTO, 0.0, 1.0)
    host.snooze(60.0, 1.0, reason="Home Assistant")
    host.availability(1.0)
    assert host.reason_now == host.network_reason_now == "snoozed: Home Assistant"


def _wait_words(client: object, words: str) -> ActivityStatus:
    found: list[ActivityStatus] = []

    def has() -> bool:
        snap = client.poll_snapshot()  # type: ignore[attr-defined]
        if snap is not None and snap.activity.task_suspend_reason == words:
            found.append(snap.activity)
            return True
        return False

    wait_for(has, 15, f"the snapshot's suspend words to be {words!r}")
    return found[0]


def test_live_client_command_gui_rpc_and_boinccmd(tmp_path: Path) -> None:
    client = live_client(tmp_path / "client")
    port = free_port()
    server = start_gui_rpc(client, port)
    try:
        # The window's (or a bridge's) command: the reason reaches the snapshot and the event log.
        assert client.submit(SetRunMode(RunMode.NEVER, reason=f"  {PRICE}\n")).result(timeout=15).ok
        act = _wait_words(client, PRICE)
        assert not act.computing and act.run_mode == RunMode.NEVER
        with GuiRpcClient(port=port, password=client.session.password) as rpc:
            wait_for(lambda: any(m.body == f"Suspending computation - {PRICE}" for m in rpc.get_messages()), 15,
                     "the event-log line with the reason")
            assert any(m.body == f"Run mode set to never - {PRICE}" for m in rpc.get_messages())
            cc = rpc.get_cc_status()
            assert (cc.task_suspend_reason, cc.task_suspend_text) == (int(SuspendReason.USER_REQ), PRICE)
            # Our manager's rows for a remote client show the words, not "user request".
            assert activity_from(cc, 0.0).task_suspend_reason == PRICE
            # GUI RPC's own set_run_mode with <reason> (escaped on the wire, read back as given).
            rpc.set_run_mode(RunMode.NEVER, 0.0, reason="tariff <peak> & storm")
            wait_for(lambda: rpc.get_cc_status().task_suspend_text == "tariff <peak> & storm", 15,
                     "get_cc_status to tell the new reason")
            assert _wait_words(client, "tariff <peak> & storm").run_mode == RunMode.NEVER
            raw = RawConn(port)
            try:
                reply = raw.call("<get_cc_status/>").decode()
            finally:
                raw.close()
            assert "<task_suspend_text>tariff &lt;peak&gt; &amp; storm</task_suspend_text>" in reply
            if shutil.which(BOINCCMD) or Path(BOINCCMD).exists():
                # BOINC's own tool skips the element it does not know and reads the rest.
                out = boinccmd(port, client.session.password, "--get_cc_status")
                assert out.returncode == 0, out.stderr
                assert "user request" in out.stdout and "never" in out.stdout
            rpc.set_run_mode(RunMode.AUTO)
            wait_for(lambda: rpc.get_cc_status().task_suspend_reason == 0, 15, "computing to resume")
            cc = rpc.get_cc_status()
            assert cc.task_suspend_text == "" and activity_from(cc, 0.0).task_suspend_reason == ""
        # A snooze with a reason; and a reason too long for a status line is cut to one.
        assert client.submit(Snooze(600.0, reason="x" * 1000)).result(timeout=15).ok
        act = _wait_words(client, "snoozed: " + "x" * (REASON_MAX - 1) + "…")
        assert act.snooze_until is not None
    finally:
        server.stop()
        client.stop()


def _snap(activity: ActivityStatus) -> ClientSnapshot:
    return ClientSnapshot(seq=1, time=0.0, host=HostSummary("h", 1, 1, 1e9, 1e9), activity=activity,
                          projects=(), tasks=(), transfers=(), disk=None, messages=(), notices=(), stats=())


@pytest.mark.parametrize(("activity", "expected"), [
    (ActivityStatus(RunMode.NEVER, RunMode.AUTO, False, True, PRICE, "", None),
     f"boinc-gui: computing suspended ({PRICE})"),
    (ActivityStatus(RunMode.AUTO, RunMode.AUTO, False, False, "snoozed: Home Assistant", "snoozed: Home Assistant",
                    3600.0), "boinc-gui: snoozed (Home Assistant), 01:00:00 left"),
    (ActivityStatus(RunMode.AUTO, RunMode.AUTO, False, False, "snoozed", "snoozed", 3600.0),
     "boinc-gui: snoozed, 01:00:00 left"),
])
def test_tray_and_status_bar_words(activity: ActivityStatus, expected: str) -> None:
    from boinc_gui.main_window import mode_words
    from boinc_gui.shell.tray import summary

    assert summary(_snap(activity)) == expected
    if activity.run_mode == RunMode.NEVER:
        assert mode_words(activity.run_mode, activity.computing, activity.task_suspend_reason) == f"suspended ({PRICE})"


REAL_SCRIPT = CONNECTED_CLIENT + textwrap.dedent("""
    from core.state.enums import RunMode
    c.set_run_mode(RunMode.NEVER, 0.0, reason="electricity price above 0.30 & <rising>")
    time.sleep(1.5)
    cc = c.get_cc_status()
    out = dict(mode=cc.task_mode, perm=cc.task_mode_perm, reason=cc.task_suspend_reason, text=cc.task_suspend_text)
    c.set_run_mode(RunMode.AUTO, 0.0, reason="cheap again")
    out["back"] = c.get_cc_status().task_mode
    print(json.dumps(out))
""")


@pytest.mark.timeout(90)
@pytest.mark.skipif(bool(netns_problem()), reason=netns_problem() or "ok")
def test_a_stock_boinc_client_takes_the_reason_as_a_plain_request(tmp_path: Path) -> None:
    """Our manager sends <reason> to every host: BOINC 7.20's client skips it and obeys the rest."""
    with real_boinc(tmp_path / "boinc.log", 31416, "real-pw", "reason_test") as ns:
        out = run_in_namespace(ns, REAL_SCRIPT, 31416, "real-pw", tmp_path / "boinc.log", tmp_path)
    assert (out["mode"], out["perm"], out["back"]) == (int(RunMode.NEVER), int(RunMode.NEVER), int(RunMode.AUTO))
    assert out["reason"] == int(SuspendReason.USER_REQ) and out["text"] == ""  # BOINC has no such element


def test_a_rule_s_words_reach_managers_over_gui_rpc(tmp_path: Path) -> None:
    """A rule that suspends gives its own words; get_cc_status now tells them to managers too."""
    from tests.core.rules.rules_live import DialSensors, recheck, start_client
    from tests.core.rules.test_rules_live import COOL_DOWN

    client = start_client(tmp_path / "client", DialSensors(temperature_c=87.0), COOL_DOWN)
    port = free_port()
    server = start_gui_rpc(client, port)
    try:
        recheck(client)
        words = "CPU at 87 °C, rule 'cool down'"
        with GuiRpcClient(port=port, password=client.session.password) as rpc:
            wait_for(lambda: rpc.get_cc_status().task_suspend_text == words, 20, "the rule's words in cc_status")
            cc = rpc.get_cc_status()
            assert cc.task_suspend_reason == int(SuspendReason.USER_REQ) and cc.task_mode == int(RunMode.AUTO)
            assert activity_from(cc, 0.0).task_suspend_reason == words
    finally:
        server.stop()
        client.stop()
