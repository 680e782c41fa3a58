"""Scenario elements for files, disk, apps and the deletion and affinity switches."""
from __future__ import annotations

import pytest

from core.emulator.scenario import parse_scenario
from core.errors import ScenarioError

FULL = """<scenario>
  <host><ncpus>1</ncpus><disk_total_gb>50</disk_total_gb><disk_other_gb>10</disk_other_gb>
    <disk_core_gb>0.5</disk_core_gb></host>
  <prefs><disk_max_used_gb>8</disk_max_used_gb><disk_max_used_pct>50</disk_max_used_pct>
    <disk_min_free_gb>1</disk_min_free_gb></prefs>
  <project>
    <name>p</name>
    <affinity>0</affinity>
    <deletion_policy_priority/>
    <deletion_policy_expire>1</deletion_policy_expire>
    <delete_from_self>true</delete_from_self>
    <files><input_bytes>1e6</input_bytes><output_bytes>2e6</output_bytes><sticky_bytes>3e8</sticky_bytes>
      <sticky_probability>0.25</sticky_probability><sticky_per_jobs>4</sticky_per_jobs>
      <sticky_priority>5</sticky_priority><sticky_exp_days>7</sticky_exp_days>
      <chain_length>6</chain_length><chain_bytes>1e8</chain_bytes><chain_priority>3</chain_priority></files>
    <app><name>a</name><weight>2</weight><latency_bound_days>3</latency_bound_days><fpops_est>1e13</fpops_est>
      <files><output_bytes>5</output_bytes></files></app>
    <app><name>b</name><fpops_est>2e13</fpops_est></app>
  </project>
</scenario>"""


def test_every_new_element_is_read() -> None:
    s = parse_scenario(FULL)
    assert (s.host.disk_total_gb, s.host.disk_other_gb, s.host.disk_core_gb) == (50, 10, 0.5)
    assert (s.prefs.disk_max_used_gb, s.prefs.disk_max_used_pct, s.prefs.disk_min_free_gb) == (8, 50, 1)
    (p,) = s.projects
    assert not p.affinity and p.deletion_policy_priority and p.deletion_policy_expire and p.delete_from_self
    f = p.files
    assert (f.input_bytes, f.output_bytes, f.sticky_bytes, f.sticky_probability, f.sticky_per_jobs) == (
        1e6, 2e6, 3e8, 0.25, 4)
    assert (f.sticky_priority, f.sticky_exp_days, f.chain_length, f.chain_bytes, f.chain_priority) == (
        5, 7, 6, 1e8, 3)
    a, b = p.apps
    assert (a.name, a.weight, a.latency_bound_s, a.fpops_est, a.files.output_bytes) == ("a", 2, 3 * 86400, 1e13, 5)
    assert b.name == "b" and not b.files.used
    assert s.uses_disk


def test_defaults_use_no_disk() -> None:
    s = parse_scenario("<scenario><project><name>x</name></project></scenario>")
    (p,) = s.projects
    assert not s.uses_disk and p.affinity and not p.files.used and p.apps == ()


@pytest.mark.parametrize(
    ("body", "element", "words"),
    [
        ("<files><sticky_priority>7</sticky_priority></files>", "sticky_priority", "1 (P_LOW) to 5"),
        ("<files><sticky_probability>1.5</sticky_probability></files>", "sticky_probability", "[0, 1]"),
        ("<files><chain_length>2.5</chain_length></files>", "chain_length", "whole number"),
        ("<files><chain_bytes>-1</chain_bytes></files>", "chain_bytes", "negative"),
        ("<files><colour>red</colour></files>", "colour", "unknown element"),
        ("<affinity>maybe</affinity>", "affinity", "expected 0, 1 or nothing"),
        ("<app><name>a</name><fpops_est>0</fpops_est></app>", "fpops_est", "positive"),
        ("<app><name>a</name><flops_est>1</flops_est></app>", "flops_est", "unknown element"),
    ],
)
def test_bad_values_name_element_and_line(body: str, element: str, words: str) -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(f"<scenario>\n<project>\n{body}\n</project>\n</scenario>", source="s.xml")
    assert info.value.element == element and info.value.line == 3
    assert words in str(info.value)


def test_duplicate_app_names_are_an_error() -> None:
    with pytest.raises(ScenarioError, match="unique"):
        parse_scenario("<scenario><project><app><name>a</name></app><app><name>a</name></app></project></scenario>")
