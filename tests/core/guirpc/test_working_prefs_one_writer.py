"""GUI RPC's get_global_prefs_working and a scheduler request's working preferences come
from one writer (core/persist/working_prefs.py): a weekday window set by the volunteer is in
both, as BOINC's GLOBAL_PREFS::write puts it in both (GUI RPC's copy once left it out)."""
from __future__ import annotations

from core.guirpc import render
from core.sched_rpc.host_blocks import RequestExtras, working_prefs_xml
from core.state import ClientState, GlobalPrefs
from core.state.prefs import DayPrefs


def test_a_weekday_window_reaches_gui_rpc_and_requests_alike() -> None:
    prefs = GlobalPrefs(day_prefs=[DayPrefs(day_of_week=2, start_hour=8.0, end_hour=17.5)])
    out: list[str] = []
    render.global_prefs(out, prefs, override_present=True)
    gui = "\n".join(out)
    state = ClientState()
    state.prefs = prefs
    request = working_prefs_xml(state, RequestExtras(override_file_present=True))
    assert "<day_of_week>2</day_of_week>" in gui and "<end_hour>17.50</end_hour>" in gui
    assert "<override_file_present>1</override_file_present>" in gui
    assert gui in request  # the request wraps the very same block
