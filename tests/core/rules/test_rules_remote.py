"""Rules for remote hosts: a real ``boinc-core run`` child whose rules a manager reads and replaces
over GUI RPC (get_rules / set_rules, our extension), and whose own engine then acts on them.

The remote client evaluates its own rules (its temperature, programs and battery are its
own); the manager only edits the file. A rule set over GUI RPC must show in that
client's cc_status as its suspend reason; bad rules must be refused with the client's
words and leave the file as it was; a client that does not know the operations (BOINC's
answer "unrecognized op") must be told apart from a refusal.
"""
from __future__ import annotations

import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from core.demo import DemoProject
from core.guirpc.backend import GuiRpcSnapshot, StateBackend
from core.guirpc.client import GuiRpcAuthError, GuiRpcClient, GuiRpcError, GuiRpcUnsupported
from core.guirpc.server import GuiRpcServer
from core.remote.client import RemoteClient
from core.rules.model import ProcessRunning, Resource, Rule, Suspend, TimeWindow
from core.rules.rules_file import rules_xml
from core.state.enums import SuspendReason
from tests.core.client.e2e import core_run, demo_project, free_port, wait_for
from tests.realboinc import CONNECTED_CLIENT, netns_problem, real_boinc, run_in_namespace

ALL_DAY = Rule("all day", (TimeWindow(0.0, 24.0),), (Suspend(Resource.CPU),))


@pytest.fixture
def project(tmp_path: Path) -> Iterator[DemoProject]:
    p = demo_project(tmp_path)
    yield p
    p.stop()


def _reason(rpc: GuiRpcClient) -> int:
    return rpc.get_cc_status().task_suspend_reason


def test_rules_set_over_gui_rpc_are_acted_on_by_the_remote_engine(tmp_path: Path, project: DemoProject) -> None:
    data, port = tmp_path / "remote", free_port()
    with core_run(data, project, port) as (_proc, password), GuiRpcClient("127.0.0.1", port, password) as rpc:
        wait_for(lambda: _reason(rpc) == SuspendReason.NONE, 30, "the remote client computing")
        before = rpc.get_rules()
        assert before.text is None and before.in_force == () and before.computing_suspended == ""

        # A time window that holds all day: BOINC's nearest reason is "time of day".
        sent = rules_xml([ALL_DAY]).decode()
        rpc.set_rules(sent)
        assert (data / "rules.xml").read_text() == sent  # the file as sent, written by the remote client
        wait_for(lambda: _reason(rpc) == SuspendReason.TIME_OF_DAY, 30, "the rule's suspend reason in cc_status")
        info = rpc.get_rules()
        assert info.text == sent and info.refused == ()
        assert [name for name, _why in info.in_force] == ["all day"]
        assert "rule 'all day'" in info.computing_suspended, info.computing_suspended
        assert info.network_suspended == ""

        # A rule naming a program that runs there (this test's own): "an exclusive app is running".
        me = psutil.Process().name()
        program = Rule("my program", (ProcessRunning(me),), (Suspend(Resource.CPU), Suspend(Resource.NETWORK)))
        rpc.set_rules(rules_xml([program]).decode())
        wait_for(lambda: _reason(rpc) == SuspendReason.EXCLUSIVE_APP_RUNNING, 30, "the program rule's reason")
        wait_for(lambda: rpc.get_cc_status().network_suspend_reason != SuspendReason.NONE, 30, "network suspended")
        info = rpc.get_rules()
        assert [name for name, _why in info.in_force] == ["my program"]
        assert f"{me} is running, rule 'my program'" in info.computing_suspended
        assert "rule 'my program'" in info.network_suspended
        assert (data / "rules.xml.bak").read_text() == sent  # the previous rules are kept
        messages = [m.body for m in rpc.get_messages(0)]
        assert any(b.startswith("Rule 'my program' applies") for b in messages), messages[-10:]

        # No rules at all: computing again.
        rpc.set_rules("<rules></rules>")
        wait_for(lambda: _reason(rpc) == SuspendReason.NONE, 30, "computing again once the rules are gone")


def test_bad_rules_are_refused_with_the_reason_and_the_file_is_unchanged(tmp_path: Path,
                                                                         project: DemoProject) -> None:
    data, port = tmp_path / "remote", free_port()
    with core_run(data, project, port) as (_proc, password), GuiRpcClient("127.0.0.1", port, password) as rpc:
        good = rules_xml([ALL_DAY]).decode()
        rpc.set_rules(good)
        stamp = (data / "rules.xml").stat().st_mtime_ns
        typo = ("<rules><rule><name>typo</name><when><cpu_temprature_above>80</cpu_temprature_above></when>"
                "<then><suspend>cpu</suspend></then></rule></rules>")
        with pytest.raises(GuiRpcError) as refused:
            rpc.set_rules(typo)
        assert not isinstance(refused.value, GuiRpcUnsupported)
        assert "rule 1 ('typo') refused: unknown condition <cpu_temprature_above>" in str(refused.value)
        # One bad rule refuses the whole file: the good one beside it is not written either.
        half = good.replace("</rules>", typo.removeprefix("<rules>"))
        with pytest.raises(GuiRpcError, match="unknown condition"):
            rpc.set_rules(half)
        with pytest.raises(GuiRpcError, match="malformed XML|not XML|parse"):
            rpc.set_rules("<rules><rule><name>x</name></rules>")
        with pytest.raises(GuiRpcError, match="Missing <rules>"):
            rpc.set_rules("<policy/>")
        assert (data / "rules.xml").read_text() == good
        assert (data / "rules.xml").stat().st_mtime_ns == stamp
        assert not (data / "rules.xml.bak").exists()
        assert rpc.get_rules().text == good

    # Without the password nothing is read or written.
    with core_run(tmp_path / "other", project, port2 := free_port()) as (_p, _password):
        stranger = GuiRpcClient("127.0.0.1", port2, "wrong")
        with pytest.raises(GuiRpcAuthError):
            stranger.connect()
        plain = GuiRpcClient("127.0.0.1", port2, "")
        plain.connect()  # no password: the connection works, the ops need one
        try:
            with pytest.raises(GuiRpcAuthError):
                plain.get_rules()
        finally:
            plain.close()
        assert not (tmp_path / "other" / "rules.xml").exists()


def test_remote_client_reads_and_writes_rules_on_its_own_connection(tmp_path: Path, project: DemoProject) -> None:
    data, port = tmp_path / "remote", free_port()
    with core_run(data, project, port) as (_proc, password):
        remote = RemoteClient("127.0.0.1", port, password, label="remote")
        remote.start()
        try:
            remote.set_rules(rules_xml([ALL_DAY]).decode()).result(timeout=30)
            deadline = time.monotonic() + 30
            info = remote.get_rules().result(timeout=30)
            while not info.in_force and time.monotonic() < deadline:
                time.sleep(0.3)
                info = remote.get_rules().result(timeout=30)
            assert info.in_force and info.in_force[0][0] == "all day"
            with pytest.raises(GuiRpcError, match="needs <start> and <end>"):
                remote.set_rules("<rules><rule><name>n</name><when><time_window><start>09:00</start>"
                                 "</time_window></when><then><suspend>cpu</suspend></then></rule></rules>"
                                 ).result(timeout=30)
        finally:
            remote.stop()


def test_a_client_without_rules_answers_like_boinc_and_the_manager_says_so() -> None:
    """BOINC 7.20's client answers ``<error>unrecognized op: get_rules</error>`` (gui_rpc_server_ops.cpp);
    a server whose backend keeps no rules answers the same, and the client library says "unsupported"."""
    server = GuiRpcServer(StateBackend(GuiRpcSnapshot()), "pw", port=0)
    server.start()
    try:
        with GuiRpcClient("127.0.0.1", server.port, "pw") as rpc:
            with pytest.raises(GuiRpcUnsupported, match="unrecognized op: get_rules"):
                rpc.get_rules()
            with pytest.raises(GuiRpcUnsupported, match="unrecognized op: set_rules"):
                rpc.set_rules(rules_xml([ALL_DAY]).decode())
    finally:
        server.stop()


RULES_AGAINST_BOINC = CONNECTED_CLIENT + textwrap.dedent("""
    from core.guirpc.client import GuiRpcUnsupported
    out = {}
    for op, call in (("get", lambda: c.get_rules()), ("set", lambda: c.set_rules("<rules></rules>"))):
        try:
            call()
            out[op] = "answered"
        except GuiRpcUnsupported as exc:
            out[op] = "unsupported: " + str(exc)
    out["still_answers"] = c.get_cc_status().task_mode
    print(json.dumps(out))
""")


@pytest.mark.timeout(90)
@pytest.mark.skipif(bool(netns_problem()), reason=netns_problem() or "ok")
def test_the_real_boinc_client_is_told_apart_as_having_no_rules(tmp_path: Path) -> None:
    with real_boinc(tmp_path / "boinc.log", 31416, "real-pw", "rules_test") as ns:
        out = run_in_namespace(ns, RULES_AGAINST_BOINC, 31416, "real-pw", tmp_path / "boinc.log", tmp_path)
    assert out["get"].startswith("unsupported: unrecognized op: get_rules"), out  # BOINC says "get_rules/"
    assert out["set"].startswith("unsupported: unrecognized op: set_rules"), out
    assert out["still_answers"] in (1, 2, 3)  # the connection survives the unknown ops
