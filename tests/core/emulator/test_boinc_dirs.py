"""BOINC emulator input directories: written here, read and run for real."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from core.emulator.availability import OnOffProcess
from core.emulator.boinc_input import load_boinc_dir
from core.emulator.run import RunOptions, run_scenario
from core.errors import ScenarioError
from core.persist.paths import escape_url as escape_project_url

ROOT = Path(__file__).resolve().parents[3]


def write_dir(
    d: Path,
    projects: list[tuple[str, float, float, float]],  # (name, share, latency bound s, fpops)
    *,
    on_frac: float = 1.0,
    initial_jobs: list[tuple[str, float, float]] | None = None,  # (project, fpops_est, deadline)
    app_config: str | None = None,
    extra_state: str = "",
) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    parts = ["<client_state>",
             "<host_info><p_ncpus>2</p_ncpus><p_fpops>1e9</p_fpops><m_nbytes>8e9</m_nbytes></host_info>",
             f"<time_stats><on_frac>{on_frac}</on_frac><on_lambda>3600</on_lambda>"
             "<connected_frac>1</connected_frac><active_frac>1</active_frac></time_stats>"]
    for name, share, bound, fpops in projects:
        parts.append(f"<project><master_url>http://example.org/{name}/</master_url><project_name>{name}</project_name>"
                     f"<resource_share>{share}</resource_share><rec>0</rec></project>")
        parts.append(f"<app><name>app_{name}</name><latency_bound>{bound}</latency_bound><fpops_est>{fpops}</fpops_est>"
                     f"<fpops><mean>{fpops}</mean><std_dev>0</std_dev></fpops><weight>1</weight></app>")
        parts.append(f"<app_version><app_name>app_{name}</app_name><version_num>1</version_num>"
                     "<avg_ncpus>1</avg_ncpus><flops>1e9</flops><platform>x86_64-pc-linux-gnu</platform></app_version>")
        for i, (proj, est, deadline) in enumerate(initial_jobs or []):
            if proj == name:
                parts.append(f"<workunit><name>{name}_wu{i}</name><app_name>app_{name}</app_name>"
                             f"<rsc_fpops_est>{est}</rsc_fpops_est></workunit>")
                parts.append(f"<result><name>{name}_wu{i}_0</name><wu_name>{name}_wu{i}</wu_name>"
                             f"<report_deadline>{deadline}</report_deadline><state>2</state></result>")
    parts += [extra_state, "</client_state>"]
    (d / "client_state.xml").write_text("\n".join(parts))
    (d / "global_prefs.xml").write_text(
        "<global_preferences><work_buf_min_days>0.1</work_buf_min_days>"
        "<work_buf_additional_days>0.25</work_buf_additional_days>"
        "<cpu_scheduling_period_minutes>60</cpu_scheduling_period_minutes></global_preferences>")
    (d / "cc_config.xml").write_text("<cc_config><log_flags><task>1</task></log_flags>"
                                     "<options><rec_half_life_days>5</rec_half_life_days></options></cc_config>")
    if app_config is not None:
        pdir = d / "projects" / escape_project_url(f"http://example.org/{projects[0][0]}/")
        pdir.mkdir(parents=True)
        (pdir / "app_config.xml").write_text(app_config)
    return d


BASE = ("base", 100.0, 9 * 86400.0, 1.3e13)
MIX3 = [("p1", 100.0, 9 * 86400.0, 1.3e13), ("p2", 200.0, 18 * 86400.0, 2.6e13), ("p3", 300.0, 27 * 86400.0, 3.9e13)]


def test_one_project_reads_and_runs(tmp_path: Path) -> None:
    scen = load_boinc_dir(write_dir(tmp_path / "one", [BASE]))
    assert scen.source_format == "boinc" and scen.availability_model == "boinc"
    assert scen.rec_half_life_s == 5 * 86400.0  # from cc_config
    assert scen.projects[0].apps[0].latency_bound_s == 9 * 86400.0
    res = run_scenario(scen, days=5)
    assert res.policy == "REC_WFREC_WS1_JC2"  # BOINC's current policy by default
    assert res.figures["jobs_done"] > 40
    assert set(res.boinc_metrics) == {"idle_fraction", "wasted_fraction", "share_violation", "monotony",
                                      "rpcs_per_job"}
    p = res.projects[0]
    assert p["flops_used"] == pytest.approx(p["cpu_s"] * 1e9)
    assert p["deadlines_met"] == p["jobs_done"] and p["deadlines_missed"] == 0


def test_several_projects_follow_shares(tmp_path: Path) -> None:
    res = run_scenario(load_boinc_dir(write_dir(tmp_path / "mix", MIX3)), days=20)
    shares = {p["name"]: p["flops_share"] for p in res.projects}
    assert shares["p3"] > shares["p2"] > shares["p1"]
    assert res.boinc_metrics["share_violation"] < 0.3


def test_availability_models_differ_as_documented(tmp_path: Path) -> None:
    scen = load_boinc_dir(write_dir(tmp_path / "avail", [BASE], on_frac=0.6))
    assert scen.host.availability == 0.6
    boinc = run_scenario(scen, days=10)
    study = run_scenario(scen, days=10, options=RunOptions(availability_model="study"))
    assert boinc.availability_model == "boinc" and study.availability_model == "study"
    # BOINC's model keeps jobs computing while the host is off: far less idle.
    assert boinc.boinc_metrics["idle_fraction"] < 0.1
    assert study.boinc_metrics["idle_fraction"] > 0.3


def test_initial_jobs_and_existing_jobs_only(tmp_path: Path) -> None:
    jobs = [("base", 3.6e12, 3600 + 86400.0), ("base", 3.6e12, 3600 + 86400.0), ("base", 3.6e13, 3600 + 7200.0)]
    scen = load_boinc_dir(write_dir(tmp_path / "jobs", [BASE], initial_jobs=jobs))
    assert len(scen.projects[0].initial_jobs) == 3
    res = run_scenario(scen, days=2, options=RunOptions(existing_jobs_only=True))
    assert res.figures["jobs_done"] == 3
    assert res.figures["jobs_late"] == 1  # 10 h of work, 2 h deadline
    assert res.projects[0]["jobs_sent"] == 0


def test_app_config_overrides(tmp_path: Path) -> None:
    cfg = ("<app_config><app><name>app_base</name><max_concurrent>1</max_concurrent></app>"
           "<app_version><app_name>app_base</app_name><avg_ncpus>2</avg_ncpus></app_version>"
           "<project_max_concurrent>2</project_max_concurrent></app_config>")
    scen = load_boinc_dir(write_dir(tmp_path / "cfg", [BASE], app_config=cfg))
    app = scen.projects[0].apps[0]
    assert (app.max_concurrent, app.avg_ncpus, app.flops) == (1, 2.0, 2e9)
    res = run_scenario(scen, days=3)
    assert res.figures["jobs_done"] > 10  # 2-CPU jobs at 2 GFLOPS run one at a time


@pytest.mark.parametrize("limit", ["<app><name>app_base</name><max_concurrent>1</max_concurrent></app>",
                                   "<project_max_concurrent>1</project_max_concurrent>"], ids=["app", "project"])
def test_max_concurrent_is_enforced(tmp_path: Path, limit: str) -> None:
    free = run_scenario(load_boinc_dir(write_dir(tmp_path / "free", [BASE])), days=4)
    scen = load_boinc_dir(write_dir(tmp_path / "one", [BASE], app_config=f"<app_config>{limit}</app_config>"))
    capped = run_scenario(scen, days=4)
    # Two CPUs, one job at a time: about half the work, and half the CPU time idle.
    assert 0.35 < capped.figures["jobs_done"] / free.figures["jobs_done"] < 0.65
    assert capped.boinc_metrics["idle_fraction"] > free.boinc_metrics["idle_fraction"] + 0.3


@pytest.mark.parametrize("projects", [[BASE], MIX3], ids=["one", "three"])
def test_fixed_step_and_event_driven_agree(tmp_path: Path, projects: list[tuple[str, float, float, float]]) -> None:
    """Tolerances: BOINC's idle/wasted fraction within 0.03, share violation within 0.05,
    jobs done within 5 % (same policy, same availability model, 10 days)."""
    scen = load_boinc_dir(write_dir(tmp_path / "agree", projects, on_frac=0.8))
    ev = run_scenario(scen, days=10)
    fx = run_scenario(scen, days=10, step_s=60)
    for key in ("idle_fraction", "wasted_fraction"):
        assert abs(ev.boinc_metrics[key] - fx.boinc_metrics[key]) <= 0.03, key
    assert abs(ev.boinc_metrics["share_violation"] - fx.boinc_metrics["share_violation"]) <= 0.05
    done_ev, done_fx = ev.figures["jobs_done"], fx.figures["jobs_done"]
    assert abs(done_ev - done_fx) <= 0.05 * max(done_ev, done_fx)


@pytest.mark.parametrize(
    ("extra", "element", "message"),
    [
        ("<project><master_url>http://x.org/</master_url><latency_bund>3</latency_bund></project>",
         "latency_bund", "unknown element"),
        ("<mystery/>", "mystery", "unknown element"),
    ],
)
def test_unknown_elements_name_file_element_line(tmp_path: Path, extra: str, element: str, message: str) -> None:
    d = write_dir(tmp_path / "bad", [BASE], extra_state=extra)
    with pytest.raises(ScenarioError) as exc:
        load_boinc_dir(d)
    assert exc.value.element == element and message in str(exc.value)
    assert exc.value.source.endswith("client_state.xml")
    line = next(i for i, t in enumerate((d / "client_state.xml").read_text().splitlines(), 1) if element in t)
    assert exc.value.line == line


def test_out_of_range_and_bad_numbers(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match=r"line 3, <on_frac>: must be in \(0, 1\]"):
        load_boinc_dir(write_dir(tmp_path / "a", [BASE], on_frac=1.5))
    d = write_dir(tmp_path / "b", [BASE])
    (d / "global_prefs.xml").write_text("<global_preferences>\n<work_buf_min_days>lots</work_buf_min_days>"
                                        "</global_preferences>")
    with pytest.raises(ScenarioError, match=r"global_prefs.xml, line 2, <work_buf_min_days>: expected a number"):
        load_boinc_dir(d)
    d = write_dir(tmp_path / "c", [BASE], app_config="<app_config><app><name>app_base</name>"
                  "<max_concurrent>-1</max_concurrent></app></app_config>")
    with pytest.raises(ScenarioError, match=r"app_config.xml, line 1, <max_concurrent>"):
        load_boinc_dir(d)
    d = write_dir(tmp_path / "d", [BASE])
    (d / "cc_config.xml").write_text("<cc_config><options><rec_half_life_dayz>3</rec_half_life_dayz></options>"
                                     "</cc_config>")
    with pytest.raises(ScenarioError, match="rec_half_life_dayz"):
        load_boinc_dir(d)


def test_project_without_usable_app_is_dropped(tmp_path: Path) -> None:
    d = write_dir(tmp_path / "drop", [BASE], extra_state=(
        "<project><master_url>http://example.org/gpu/</master_url></project>"
        "<app><name>g</name></app><app_version><app_name>g</app_name><coproc><type>NVIDIA</type>"
        "<count>1</count></coproc></app_version>"))
    scen = load_boinc_dir(d)
    assert [p.name for p in scen.projects] == ["base"]


def test_quantised_process_flips_at_most_once_per_step() -> None:
    fast = OnOffProcess(0.5, 10.0, random.Random(3), 0.0, quantised=True)  # periods ≪ the step
    states = []
    for step in range(1, 200):
        states.append(fast.state(step * 60.0)[0])
        assert fast.state(step * 60.0)[0] == states[-1]  # a second look at the same instant never flips
    flips = sum(a != b for a, b in zip(states, states[1:]))
    assert 0 < flips <= len(states) - 1


@pytest.mark.timeout(60)
def test_cli_runs_a_directory_and_reports_errors(tmp_path: Path) -> None:
    d = write_dir(tmp_path / "cli", MIX3)
    out = subprocess.run([sys.executable, "-m", "core.cli", "emulate", str(d), "--json", "--duration", "172800",
                          "--server-uses-workload", "--rr-only"], capture_output=True, text=True, cwd=ROOT,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["policy"] == "RECRR_WFREC_WS2_JC2" and data["simulated_days"] == 2.0
    assert "boinc_metrics" in data and len(data["projects"]) == 3
    bad = write_dir(tmp_path / "cli_bad", [BASE], on_frac=0)
    out = subprocess.run([sys.executable, "-m", "core.cli", "emulate", str(bad)], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert out.returncode == 2 and "client_state.xml, line 3, <on_frac>" in out.stderr
