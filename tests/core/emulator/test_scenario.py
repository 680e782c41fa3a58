from __future__ import annotations

from pathlib import Path

import pytest

from core.emulator.scenario import load_scenario, parse_scenario
from core.errors import ScenarioError

ROOT = Path(__file__).resolve().parents[3]


def test_base_scenario_file_reads_as_the_study_describes() -> None:
    s = load_scenario(ROOT / "resources/scenarios/base.xml")
    assert s.duration_s == 100 * 86400
    assert (s.host.ncpus, s.host.flops, s.host.availability) == (2, 1e9, 0.8)
    assert s.prefs.work_buf_min_days == 0.1 and s.prefs.work_buf_additional_days == 0.25
    (p,) = s.projects
    assert p.latency_bound_s == 9 * 86400 and p.flops_mean == 1.3e13 and p.client_fpops_est == 1.3e13


def test_every_shipped_scenario_parses() -> None:
    files = sorted((ROOT / "resources/scenarios").glob("*.xml"))
    assert files
    for f in files:
        assert load_scenario(f).projects


@pytest.mark.parametrize(
    ("body", "element", "line", "words"),
    [
        ("<project>\n<name>a</name>\n<colour>red</colour>\n</project>", "colour", 4, "unknown element"),
        ("<host>\n<ncpus>two</ncpus>\n</host><project/>", "ncpus", 3, "expected a number"),
        ("<host>\n<ncpus>1.5</ncpus>\n</host><project/>", "ncpus", 3, "whole number"),
        ("<project>\n<resource_share>-5</resource_share>\n</project>", "resource_share", 3, "negative"),
        ("<host><availability>1.5</availability></host><project/>", "availability", 2, "(0, 1]"),
        (
            "<prefs>\n<work_buf_min_dayz>1</work_buf_min_dayz>\n</prefs><project/>",
            "work_buf_min_dayz",
            3,
            "unknown preference",
        ),
        ("<project><flops_mean>inf</flops_mean></project>", "flops_mean", 2, "finite"),
    ],
)
def test_bad_values_name_element_and_line(body: str, element: str, line: int, words: str) -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(f"<scenario>\n{body}\n</scenario>", source="s.xml")
    err = info.value
    assert err.element == element
    assert err.line == line
    assert words in str(err) and "s.xml" in str(err)


def test_no_project_is_an_error() -> None:
    with pytest.raises(ScenarioError, match="at least one"):
        parse_scenario("<scenario><name>x</name></scenario>")


def test_malformed_xml_names_the_line(tmp_path: Path) -> None:
    f = tmp_path / "bad.xml"
    f.write_text("<scenario>\n<project>\n</scenario>\n")
    with pytest.raises(ScenarioError) as info:
        load_scenario(f)
    assert info.value.line == 3 and "bad.xml" in str(info.value)
