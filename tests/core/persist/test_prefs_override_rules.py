"""BOINC's rules for an override file: not-in-use fallbacks, and one bad value costs one element."""
from __future__ import annotations

from pathlib import Path

from core.persist.paths import DataDir
from core.persist.prefs_file import apply_override, parse_global_prefs, read_global_prefs
from core.state.prefs import GlobalPrefs


def test_override_without_niu_values_gives_them_the_in_use_ones() -> None:
    web = parse_global_prefs(b"<global_preferences><niu_suspend_cpu_usage>50</niu_suspend_cpu_usage>"
                             b"<niu_max_ncpus_pct>40</niu_max_ncpus_pct><max_ncpus_pct>80</max_ncpus_pct>"
                             b"<cpu_usage_limit>70</cpu_usage_limit></global_preferences>").prefs
    assert (web.niu_suspend_cpu_usage, web.niu_max_ncpus_pct) == (50.0, 40.0)
    over = apply_override(web, b"<global_preferences><suspend_cpu_usage>0</suspend_cpu_usage>"
                               b"</global_preferences>").prefs
    # Each not-in-use limit the override leaves out follows its in-use value after the override.
    assert over.suspend_cpu_usage == 0.0 and over.niu_suspend_cpu_usage == 0.0
    assert over.niu_max_ncpus_pct == 80.0 and over.niu_cpu_usage_limit == 70.0


def test_override_with_an_niu_value_keeps_it() -> None:
    over = apply_override(GlobalPrefs(), b"<global_preferences><suspend_cpu_usage>0</suspend_cpu_usage>"
                                         b"<niu_suspend_cpu_usage>25</niu_suspend_cpu_usage>"
                                         b"</global_preferences>").prefs
    assert over.niu_suspend_cpu_usage == 25.0 and over.niu_max_ncpus_pct == over.max_ncpus_pct


def test_one_bad_override_value_keeps_the_rest_and_names_the_element(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    dd.global_prefs_override.write_text(
        "<global_preferences>\n<work_buf_min_days>nan</work_buf_min_days>\n"
        "<max_ncpus_pct>50</max_ncpus_pct>\n<cpu_usage_limit>60</cpu_usage_limit>\n</global_preferences>\n")
    load = read_global_prefs(dd)
    assert load.override_present
    assert load.prefs.max_ncpus_pct == 50.0 and load.prefs.cpu_usage_limit == 60.0
    assert load.prefs.work_buf_min_days == GlobalPrefs().work_buf_min_days
    assert len(load.warnings) == 1
    assert "work_buf_min_days" in load.warnings[0] and "line 2" in load.warnings[0]


def test_an_oversized_prefs_file_is_refused_unread(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    filler = "<!-- " + "x" * (2 * 1024 * 1024) + " -->"
    dd.global_prefs_override.write_text(f"<global_preferences><max_ncpus_pct>10</max_ncpus_pct>{filler}"
                                        "</global_preferences>")
    dd.global_prefs.write_text(f"<global_preferences><max_ncpus_pct>20</max_ncpus_pct>{filler}"
                               "</global_preferences>")
    load = read_global_prefs(dd)
    assert load.prefs.max_ncpus_pct == GlobalPrefs().max_ncpus_pct and not load.override_present
    assert len(load.warnings) == 2
    assert "global_prefs_override.xml" in load.warnings[0] and "global_prefs.xml" in load.warnings[1]
