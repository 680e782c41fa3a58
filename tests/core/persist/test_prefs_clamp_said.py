"""Out-of-range preferences and cc_config's <ncpus>: BOINC's limits applied, and said in the event log."""
from __future__ import annotations

from pathlib import Path

from core.client.session import LiveSession, SessionOptions
from core.eventlog.log import MsgPriority
from core.persist import DataDir
from core.persist.cc_config import parse_cc_config
from core.persist.prefs_file import read_global_prefs

OVERRIDE = b"""<global_preferences>
<max_ncpus_pct>-5</max_ncpus_pct>
<work_buf_min_days>-1.5</work_buf_min_days>
<max_bytes_sec_down>-100</max_bytes_sec_down>
<cpu_usage_limit>-20</cpu_usage_limit>
<niu_max_ncpus_pct>250</niu_max_ncpus_pct>
<disk_min_free_gb>-2</disk_min_free_gb>
<day_prefs><day_of_week>2</day_of_week><start_hour>-4</start_hour><end_hour>31</end_hour></day_prefs>
<idle_time_to_run>5</idle_time_to_run>
</global_preferences>
"""


def test_each_out_of_range_value_is_clamped_as_boinc_does_and_named(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    dd.ensure()
    dd.global_prefs_override.write_bytes(OVERRIDE)
    load = read_global_prefs(dd)
    p = load.prefs
    assert (p.max_ncpus_pct, p.work_buf_min_days, p.max_bytes_sec_down) == (0.0, 0.0, 0.0)
    assert p.cpu_usage_limit == 100.0 and p.niu_max_ncpus_pct == 100.0 and p.idle_time_to_run == 5.0
    assert p.disk_min_free_gb == -2.0  # BOINC's parser lets it through; so do we, but not silently
    assert p.day_prefs[0].start_hour == 0.0 and p.day_prefs[0].end_hour == 24.0
    said = "\n".join(load.warnings)
    for field, given, used in (("max_ncpus_pct", "-5", "0 used"), ("work_buf_min_days", "-1.5", "0 used"),
                               ("max_bytes_sec_down", "-100", "0 used"), ("niu_max_ncpus_pct", "250", "100 used"),
                               ("cpu_usage_limit", "-20", "the previous 100 kept"),
                               ("disk_min_free_gb", "-2", "used as given"),
                               ("start_hour", "-4", "0 used"), ("end_hour", "31", "24 used")):
        line = next((w for w in load.warnings if f"<{field}> {given} " in w), None)
        assert line is not None, (field, said)
        assert used in line and str(dd.global_prefs_override) in line
    assert "idle_time_to_run" not in said  # a value in range is not mentioned
    assert len(load.warnings) == 8


def test_values_a_venue_replaced_are_not_reported(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    dd.ensure()
    dd.global_prefs.write_bytes(b"<global_preferences><work_buf_min_days>-2</work_buf_min_days>"
                                b"<venue name=\"home\"><work_buf_min_days>-3</work_buf_min_days></venue>"
                                b"</global_preferences>")
    assert [w.split(": ", 1)[1] for w in read_global_prefs(dd).warnings] == [
        "<work_buf_min_days> -2 is out of range (it cannot be negative); 0 used"]
    assert [w.split(": ", 1)[1] for w in read_global_prefs(dd, venue="home").warnings] == [
        "<work_buf_min_days> -3 is out of range (it cannot be negative); 0 used"]


def test_an_ncpus_no_c_int_can_hold_is_refused_as_boinc_refuses_it() -> None:
    cc, warnings = parse_cc_config(b"<cc_config><options><ncpus>99999999999</ncpus></options></cc_config>")
    assert cc.options.ncpus == -1
    assert warnings == ["cc_config.xml, line 1, <options><ncpus>: unusable value '99999999999'; default kept"]


def test_the_live_client_says_what_it_did_with_ncpus_and_the_prefs(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    dd.ensure()
    dd.cc_config.write_bytes(b"<cc_config><options><ncpus>100000</ncpus></options></cc_config>")
    dd.global_prefs_override.write_bytes(b"<global_preferences><max_ncpus_pct>-5</max_ncpus_pct></global_preferences>")
    s = LiveSession(tmp_path, SessionOptions(seed=1))
    s.open()
    try:
        assert s.eventlog is not None
        msgs = s.eventlog.messages_since(0)
        bodies = [m.body for m in msgs]
        assert "Config: simulate 100000 CPUs" in bodies
        alert = next(m for m in msgs if "<ncpus> 100000" in m.body)
        assert alert.priority == MsgPriority.USER_ALERT and "100000 used" in alert.body
        assert "CPUs" in alert.body and s.state.host_info.p_ncpus == 100000
        assert any("<max_ncpus_pct> -5 is out of range" in b and "0 used" in b for b in bodies)
        assert s.state.prefs.max_ncpus_pct == 0.0
    finally:
        s.close()
