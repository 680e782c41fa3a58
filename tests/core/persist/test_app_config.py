"""The one app_config.xml parser (core.persist.app_config) on real files.

BOINC's rules: a repeated scalar counts as its last value; a bad value is skipped and
named (line and element); an unknown element is named and passed over; a malformed,
oversized or wrongly rooted file is refused whole. What it writes is BOINC's
APP_CONFIGS::write layout and reads back the same.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.errors import XmlInputError
from core.persist.app_config import AppConfig, AppConfigs, AppVersionConfig, read_app_config
from core.xml.hardened import MAX_CONFIG_FILE_BYTES


def _write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "app_config.xml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


def test_every_field_and_last_wins(tmp_path: Path) -> None:
    parsed = read_app_config(_write(tmp_path, """<app_config>
  <app>
    <name>einstein</name>
    <max_concurrent>3</max_concurrent>
    <max_concurrent>2</max_concurrent>
    <report_results_immediately/>
    <gpu_versions><gpu_usage>0.5</gpu_usage><cpu_usage>0.25</cpu_usage></gpu_versions>
  </app>
  <app_version>
    <app_name>einstein</app_name>
    <plan_class>mt</plan_class>
    <avg_ncpus>4</avg_ncpus>
    <cmdline>--nthreads 4</cmdline>
  </app_version>
  <project_max_concurrent>5</project_max_concurrent>
  <project_max_concurrent>6</project_max_concurrent>
  <report_results_immediately>0</report_results_immediately>
</app_config>
"""))
    assert parsed.problems == ()
    assert parsed.config == AppConfigs(
        apps=(AppConfig("einstein", max_concurrent=2, report_results_immediately=True, gpu_usage=0.5, cpu_usage=0.25),),
        app_versions=(AppVersionConfig("einstein", plan_class="mt", cmdline="--nthreads 4", avg_ncpus=4.0),),
        project_max_concurrent=6, report_results_immediately=False)


def test_bad_values_are_skipped_and_named(tmp_path: Path) -> None:
    parsed = read_app_config(_write(tmp_path, """<app_config>
<app><name>a</name><max_concurrent>2</max_concurrent><max_concurrent>-1</max_concurrent></app>
<app_version><app_name>a</app_name><avg_ncpus>0</avg_ncpus><cmdline>-x</cmdline></app_version>
<project_max_concurrent>1.5</project_max_concurrent>
<report_results_immediately>yes</report_results_immediately>
<mystery>1</mystery>
<app><max_concurrent>1</max_concurrent></app>
</app_config>
"""))
    said = [str(p) for p in parsed.problems]
    assert said == [
        "app_config.xml line 2, <max_concurrent>: must be a whole number ≥ 0, not -1; skipped",
        "app_config.xml line 3, <avg_ncpus>: must be positive, not 0; skipped",
        "app_config.xml line 4, <project_max_concurrent>: must be a whole number ≥ 0, not 1.5; skipped",
        "app_config.xml line 5, <report_results_immediately>: expected 0 or 1, found 'yes'; skipped",
        "app_config.xml line 6, <mystery>: unknown element in <app_config>; ignored",
        "app_config.xml line 7, <app>: <app> without a <name>; skipped",
    ]
    # The good values stay: the earlier max_concurrent, the cmdline.
    assert parsed.config.apps == (AppConfig("a", max_concurrent=2),)
    assert parsed.config.app_versions == (AppVersionConfig("a", cmdline="-x"),)
    assert parsed.config.project_max_concurrent == 0


@pytest.mark.parametrize(("text", "why"), [
    (b"<app_config><app><name>a</name></app_config>", "malformed"),
    (b"<cc_config/>", "root element must be <app_config>"),
    (b"<app_config>" + b" " * MAX_CONFIG_FILE_BYTES + b"</app_config>", "over the"),
    (b'<!DOCTYPE x [<!ENTITY e "e">]><app_config/>', "entities"),
], ids=["malformed", "wrong-root", "oversized", "entities"])
def test_refused_whole(tmp_path: Path, text: bytes, why: str) -> None:
    with pytest.raises(XmlInputError, match=why):
        read_app_config(_write(tmp_path, text))


def test_boinc_layout_reads_back_the_same(tmp_path: Path) -> None:
    cfg = AppConfigs(
        apps=(AppConfig("a<b", max_concurrent=1, report_results_immediately=True, fraction_done_exact=True),
              AppConfig("c", gpu_usage=0.5, cpu_usage=1.0)),
        app_versions=(AppVersionConfig("a<b", plan_class="mt", cmdline="--x & y", avg_ncpus=2.0, ngpus=0.5),),
        project_max_concurrent=3, report_results_immediately=True)
    text = cfg.to_xml()
    assert text.startswith(
        "<app_config>\n    <app>\n        <name>a&lt;b</name>\n        <max_concurrent>1</max_concurrent>\n"
        "        <gpu_versions>\n            <gpu_usage>0.000000</gpu_usage>\n"
    )
    assert text.endswith("    <project_max_concurrent>3</project_max_concurrent>\n"
                         "    <report_results_immediately>1</report_results_immediately>\n</app_config>\n")
    parsed = read_app_config(_write(tmp_path, text))
    assert parsed.problems == () and parsed.config == cfg
