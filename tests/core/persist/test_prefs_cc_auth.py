"""Preference files, cc_config.xml and the GUI RPC password file."""
from __future__ import annotations

import stat
from pathlib import Path

import pytest

from core.errors import XmlInputError
from core.persist.cc_config import CcConfig, parse_cc_config, read_cc_config, render_cc_config, write_cc_config
from core.persist.gui_rpc_auth import read_or_create_password
from core.persist.paths import DataDir
from core.persist.prefs_file import (
    apply_override,
    parse_global_prefs,
    read_global_prefs,
    render_override,
    write_global_prefs_override,
)
from core.state.prefs import GlobalPrefs

WEB_PREFS = b"""<global_preferences>
    <source_project>https://example.org/physics/</source_project>
<mod_time>1767139200</mod_time>
<run_if_user_active>1</run_if_user_active>
<idle_time_to_run>3</idle_time_to_run>
<max_ncpus_pct>75</max_ncpus_pct>
<cpu_usage_limit>150</cpu_usage_limit>
<work_buf_min_days>-2</work_buf_min_days>
<venue name="work">
  <run_if_user_active>0</run_if_user_active>
  <max_ncpus_pct>50</max_ncpus_pct>
</venue>
<ram_max_used_busy_pct>0</ram_max_used_busy_pct>
</global_preferences>
"""


def test_web_prefs_follow_boincs_parse_rules() -> None:
    parsed = parse_global_prefs(WEB_PREFS, now=1767000000.0)
    p = parsed.prefs
    assert p.run_if_user_active and p.max_ncpus_pct == 75
    assert p.niu_max_ncpus_pct == 75  # absent niu_* takes the in-use value
    assert p.cpu_usage_limit == 100.0  # out of (0, 100]: kept
    assert p.work_buf_min_days == 0.0  # < 0 -> 0
    assert p.ram_max_used_busy_pct == 100.0  # 0 -> 100
    assert not p.run_on_batteries and not p.confirm_before_connecting  # absent boolean = false in a file
    assert p.network_wifi_only
    assert p.mod_time == 1767000000.0  # clamped to now
    assert p.source_project == "https://example.org/physics/"
    assert "max_ncpus_pct" in parsed.present and "leave_apps_in_memory" not in parsed.present


def test_matching_venue_replaces_top_level_prefs() -> None:
    p = parse_global_prefs(WEB_PREFS, venue="work").prefs
    assert not p.run_if_user_active and p.max_ncpus_pct == 50
    assert p.idle_time_to_run == 3.0 and p.ram_max_used_busy_pct == 50.0  # defaults, later top-level ignored
    assert p.source_project == "https://example.org/physics/"
    assert parse_global_prefs(WEB_PREFS, venue="home").prefs.max_ncpus_pct == 75


def test_override_wins_per_field_and_round_trips(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    dd.global_prefs.write_bytes(WEB_PREFS)
    changed = GlobalPrefs(cpu_usage_limit=80.0, max_ncpus_pct=50.0, run_if_user_active=False)
    assert write_global_prefs_override(dd, changed, host_venue="work")
    text = dd.global_prefs_override.read_text()
    assert "<cpu_usage_limit>80.000000</cpu_usage_limit>" in text and "idle_time_to_run" not in text
    load = read_global_prefs(dd)
    assert load.venue == "work" and load.override_present and load.warnings == []
    assert load.prefs.cpu_usage_limit == 80.0 and load.prefs.max_ncpus_pct == 50.0
    assert load.override_fields == {"cpu_usage_limit", "max_ncpus_pct", "run_if_user_active"}
    # nothing left to override: the file goes away
    assert not write_global_prefs_override(dd, GlobalPrefs())
    assert not dd.global_prefs_override.exists()


def test_override_subset_names_and_venues_ignored() -> None:
    out = render_override(GlobalPrefs(), names=["work_buf_min_days"])
    assert out.count(b"<work_buf_min_days>") == 1
    over = apply_override(GlobalPrefs(), b"<global_preferences><venue name='x'><max_ncpus_pct>5"
                                         b"</max_ncpus_pct></venue><disk_interval>-3</disk_interval>"
                                         b"</global_preferences>")
    assert over.prefs.max_ncpus_pct == 0.0 and over.prefs.disk_interval == 0.0


def test_bad_value_names_file_line_and_element(tmp_path: Path) -> None:
    with pytest.raises(XmlInputError) as err:
        parse_global_prefs(b"<global_preferences>\n<work_buf_min_days>lots</work_buf_min_days>\n"
                           b"</global_preferences>", source="global_prefs.xml")
    assert (err.value.source, err.value.line, err.value.element) == ("global_prefs.xml", 2, "work_buf_min_days")
    dd = DataDir(tmp_path)
    dd.global_prefs.write_text("<global_preferences><max_ncpus_pct>nan</max_ncpus_pct>"
                               "<disk_max_used_gb>7</disk_max_used_gb></global_preferences>")
    load = read_global_prefs(dd)
    # BOINC skips the bad element only: its default stays, the file's other values apply.
    assert load.prefs.max_ncpus_pct == GlobalPrefs().max_ncpus_pct and load.prefs.disk_max_used_gb == 7.0
    assert len(load.warnings) == 1 and "max_ncpus_pct" in load.warnings[0]


def test_cc_config_defaults_flags_and_round_trip(tmp_path: Path) -> None:
    cfg, warnings = read_cc_config(tmp_path / "cc_config.xml")
    assert warnings == ["cc_config.xml not found - using defaults"]
    assert cfg.log_flags.task and cfg.log_flags.file_xfer and cfg.log_flags.sched_ops
    assert not cfg.log_flags.cpu_sched_debug
    o = cfg.options
    assert (o.max_file_xfers, o.max_file_xfers_per_project, o.ncpus) == (8, 2, -1)
    assert (o.http_transfer_timeout, o.http_transfer_timeout_bps, o.stdout_file_size_cap) == (300, 10, 2 << 20)
    cfg.log_flags.work_fetch_debug = True
    cfg.options.exclusive_app = ["blender", "a&b"]
    cfg.options.allow_remote_gui_rpc = True
    write_cc_config(tmp_path / "cc_config.xml", cfg)
    back, warnings = read_cc_config(tmp_path / "cc_config.xml")
    assert back == cfg and warnings == []


def test_cc_config_unknown_and_bad_elements_are_warnings() -> None:
    cfg, warnings = parse_cc_config(b"""<cc_config>
<log_flags><task>0</task><bogus_flag>1</bogus_flag></log_flags>
<options><ncpus>four</ncpus><max_file_xfers>3</max_file_xfers><client_version_check_url>x</client_version_check_url>
<proxy_info><use_http_proxy/><http_server_name>proxy.lan</http_server_name><http_server_port>3128</http_server_port>
</proxy_info></options>
<extra/>
</cc_config>""")
    assert not cfg.log_flags.task and cfg.options.ncpus == -1 and cfg.options.max_file_xfers == 3
    assert cfg.options.proxy_info is not None and cfg.options.proxy_info.http_server_port == 3128
    assert cfg.options.proxy_info.use_http_proxy
    assert len(warnings) == 3 and "line 2" in warnings[0]
    with pytest.raises(XmlInputError):
        parse_cc_config(b"<config/>")
    assert b"<proxy_info>" in render_cc_config(cfg)
    assert CcConfig() == parse_cc_config(render_cc_config(CcConfig()))[0]


def test_gui_rpc_password_created_once_private_and_stripped(tmp_path: Path) -> None:
    dd = DataDir(tmp_path / "data")
    pw = read_or_create_password(dd)
    assert len(pw) == 32 and int(pw, 16) >= 0
    assert stat.S_IMODE(dd.gui_rpc_auth.stat().st_mode) == 0o600
    assert dd.gui_rpc_auth.read_text() == pw
    assert read_or_create_password(dd) == pw
    dd.gui_rpc_auth.write_text("  secret \nsecond line\n")
    assert read_or_create_password(dd) == "secret"
    dd.gui_rpc_auth.write_text("")
    assert read_or_create_password(dd) == ""  # empty file = no password
