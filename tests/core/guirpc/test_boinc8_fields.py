"""BOINC 8's GUI RPC additions (issue 34 item 11): written by our server, read by our clients.

``<active_task>`` gains ``virtual_size``, ``<swap_too_large/>`` and ``<want_network/>``
(``client/app.cpp`` ``ACTIVE_TASK::write_gui``), ``<workunit>`` gains ``sub_appname``
(``client/client_types.cpp``), BOINC Manager words them "Waiting for swap space" and
"Waiting for network" and shows a sub-app name as the task's application
(``clientgui/MainDocument.cpp``, ``clientgui/ViewWork.cpp``); suspend reasons
4097-4103 have words (``lib/str_util.cpp``).
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest

from core.api.snapshot import ActivityStatus, ClientSnapshot
from core.engine.from_state import _application, task_status
from core.guirpc.backend import GuiRpcSnapshot, StateBackend
from core.guirpc.client import GuiRpcClient
from core.guirpc.client_types import CcStatusInfo, ResultInfo
from core.guirpc.server import GuiRpcServer
from core.remote.client import RemoteClient
from core.remote.rows import activity_from, result_status, suspend_words
from core.sched_rpc.reply import parse_scheduler_reply
from core.state.enums import RunMode, SuspendReason
from core.xml.hardened import parse_xml
from tests.core.guirpc.sample import PASSWORD, attached_snapshot

pytestmark = pytest.mark.timeout(60)


def boinc8_snapshot() -> GuiRpcSnapshot:
    """The fixture's running task, measured and asking for the network, in a BUDA job."""
    snap = attached_snapshot(n_results=1)
    st = snap.state
    task = next(iter(st.active_tasks.values()))
    task.virtual_size, task.swap_size, task.want_network = 3.25e9, 1.5e8, True
    wu = next(iter(st.workunits.values()))
    wu.sub_appname = "AutoDock Vina & co"
    return snap


@pytest.fixture
def served() -> Iterator[GuiRpcServer]:
    with GuiRpcServer(StateBackend(boinc8_snapshot()), PASSWORD, port=0) as srv:
        yield srv


def test_active_task_and_workunit_fields_cross_the_wire(served: GuiRpcServer) -> None:
    with GuiRpcClient("127.0.0.1", served.port, PASSWORD) as rpc:
        results = rpc.get_results()
        state = rpc.call("<get_state/>")
    (r,) = results
    assert (r.virtual_size, r.swap_size, r.want_network) == (3.25e9, 1.5e8, True)
    assert not r.swap_too_large
    assert (
        result_status(r, ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)) == "Waiting for network"
    )
    wus = state.find("client_state").findall("workunit")
    assert [w.findtext("sub_appname") for w in wus] == ["AutoDock Vina & co"]


def test_local_status_says_waiting_for_network() -> None:
    snap = boinc8_snapshot()
    st = snap.state
    key, at = next(iter(st.active_tasks.items()))
    act = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)
    assert task_status(st.results[key], st, at, act) == "Waiting for network"
    at.want_network = False
    assert task_status(st.results[key], st, at, act).startswith("Running")


def test_unmeasured_task_keeps_the_7_20_layout() -> None:
    """No virtual size measured yet, no flags: the lines 7.x tools expect, unchanged."""
    snap = attached_snapshot(n_results=1)
    with GuiRpcServer(StateBackend(snap), PASSWORD, port=0) as srv, \
            GuiRpcClient("127.0.0.1", srv.port, PASSWORD) as rpc:
        raw = rpc.call("<get_results/>")
    at = raw.find("results").find("result").find("active_task")
    assert at.find("virtual_size") is None and at.find("want_network") is None


BOINC8_RESULT = b"""<result>
    <name>buda_1_0</name>
    <wu_name>buda_1</wu_name>
    <project_url>https://example.org/</project_url>
    <state>2</state>
    <active_task>
        <active_task_state>0</active_task_state>
        <scheduler_state>1</scheduler_state>
        <swap_size>2147483648</swap_size>
        <virtual_size>4294967296</virtual_size>
        <working_set_size>1048576</working_set_size>
   <swap_too_large/>
    </active_task>
</result>"""


def test_a_boinc8_reply_reads_as_the_manager_reads_it() -> None:
    r = ResultInfo.parse(parse_xml(BOINC8_RESULT, source="boinc8"))
    assert (r.swap_size, r.virtual_size, r.swap_too_large) == (2147483648.0, 4294967296.0, True)
    act = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)
    assert result_status(r, act) == "Waiting for swap space"


@pytest.mark.parametrize("reason,words", [
    (4101, "Podman initializing"), (4102, "battery charge wait"), (4103, "battery heat wait"),
    (4097, "not connected to WiFi network"), (4100, "GUI not active")])
def test_boinc8_suspend_reasons_have_words(reason: int, words: str) -> None:
    assert SuspendReason(reason).words == words
    assert suspend_words(reason) == words
    act = activity_from(CcStatusInfo(task_suspend_reason=reason), time.time())
    assert act.task_suspend_reason == words and not act.computing


def test_scheduler_reply_sub_appname_is_kept() -> None:
    reply = parse_scheduler_reply(
        b"<scheduler_reply><workunit><name>w</name><app_name>buda</app_name>"
        b"<sub_appname>Vina</sub_appname></workunit></scheduler_reply>", "test")
    assert [wu.sub_appname for wu in reply.workunits] == ["Vina"]


def _wait(pred: Callable[[], bool], timeout_s: float = 10.0) -> None:
    end = time.monotonic() + timeout_s
    while not pred():
        assert time.monotonic() < end, "condition not met in time"
        time.sleep(0.02)


def test_remote_client_shows_the_sub_app_as_the_application(served: GuiRpcServer) -> None:
    client = RemoteClient("127.0.0.1", served.port, PASSWORD, poll_interval_s=0.1, timeout_s=5)
    seen: list[ClientSnapshot] = []
    client.add_listener(seen.append)
    client.start()
    try:
        _wait(lambda: bool(seen) and bool(seen[-1].tasks))
        task = seen[-1].tasks[0]
    finally:
        client.stop()
    assert task.application == "AutoDock Vina & co"
    assert task.status == "Waiting for network"


def test_local_rows_show_the_sub_app_too() -> None:
    st = boinc8_snapshot().state
    r = next(iter(st.results.values()))
    assert _application(st, r) == "AutoDock Vina & co"
    next(iter(st.workunits.values())).sub_appname = ""
    assert _application(st, r) == "Fixture App 1.02"
