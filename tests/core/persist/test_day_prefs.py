"""Per-weekday windows (``<day_prefs>``) survive every preference file path."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from core.persist.paths import DataDir
from core.persist.prefs_file import (
    parse_global_prefs,
    read_global_prefs,
    write_global_prefs_override,
)
from core.persist.prefs_io import read_override, write_override
from core.state.prefs import DayPrefs, GlobalPrefs

WEB = b"""<global_preferences>
<start_hour>8</start_hour><end_hour>18</end_hour>
<day_prefs><day_of_week>0</day_of_week><start_hour>0</start_hour><end_hour>24</end_hour></day_prefs>
<day_prefs><day_of_week>3</day_of_week><net_start_hour>1</net_start_hour><net_end_hour>5</net_end_hour></day_prefs>
<day_prefs><day_of_week>12</day_of_week><start_hour>1</start_hour><end_hour>2</end_hour></day_prefs>
</global_preferences>
"""


def test_web_prefs_day_blocks_give_each_weekday_its_window() -> None:
    prefs = parse_global_prefs(WEB).prefs
    assert prefs.cpu_window(0) == (0.0, 24.0)  # Sunday: all day
    assert prefs.cpu_window(1) == (8.0, 18.0)  # Monday: the everyday window
    assert prefs.net_window(3) == (1.0, 5.0) and prefs.cpu_window(3) == (8.0, 18.0)
    assert [d.day_of_week for d in prefs.day_prefs] == [0, 3]  # day 12 ignored


def test_live_override_keeps_day_prefs_and_overrides_per_day(tmp_path: Path) -> None:
    dd = DataDir(tmp_path)
    dd.global_prefs.write_bytes(WEB)
    local = replace(GlobalPrefs(), day_prefs=(DayPrefs(0, 9.0, 17.0),))
    assert write_global_prefs_override(dd, local)
    load = read_global_prefs(dd)
    # Only the web prefs' day-12 block is skipped, and said to be.
    assert len(load.warnings) == 1 and "invalid day of week" in load.warnings[0], load.warnings
    # Sunday comes from the override, Wednesday's network window from the web prefs.
    assert load.prefs.cpu_window(0) == (9.0, 17.0) and load.prefs.net_window(3) == (1.0, 5.0)


def test_manager_and_client_writers_agree(tmp_path: Path) -> None:
    days = (DayPrefs(2, 20.0, 6.0, 0.0, 0.0), DayPrefs(5, 0.0, 0.0, 22.0, 23.5))
    write_override(tmp_path, replace(GlobalPrefs(), cpu_usage_limit=60.0), days)
    load = read_global_prefs(DataDir(tmp_path))
    assert load.prefs.day_prefs == days and load.prefs.cpu_usage_limit == 60.0
    back = read_override(tmp_path)
    assert back is not None and back.prefs == load.prefs and not back.problems
