"""The emulator with GPUs: our scenario format's <gpu> and <gpu_version>, and BOINC emulator
input directories whose client_state.xml has <coprocs> and app versions with <coproc>."""
from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from core.emulator.boinc_input import load_boinc_dir
from core.emulator.run import run_scenario
from core.emulator.scenario import GpuSpec, load_scenario, parse_scenario
from core.errors import ScenarioError

ROOT = Path(__file__).resolve().parents[3]
GPU_SCENARIO = ROOT / "resources" / "scenarios" / "gpu_and_cpus.xml"

# Idle below 1 %: work arrives in the emulated RPC's instant, so the only idle time a working
# per-resource fetch leaves is the seconds before the first reply and the instants between a
# job's end and the next job's start (none: the buffer holds the next one). A fetch that asked
# for CPU work only would leave the GPU idle all along (idleness 1), one that never filled the
# CPUs beside the GPU job half of them.
IDLE_LIMIT = 0.01
# Share violation (0 = each project got its share, 1 = the worst possible) on the CPUs, which
# both projects can use: one job more or less of a project in the last hours of 10 days moves
# it by about 0.05, so 0.1 says the shares hold and a scheduler that gave the CPUs to one
# project (1.0) or ignored shares fails.
SHARE_LIMIT = 0.1


def test_gpu_scenario_keeps_gpu_and_cpus_busy_with_shares_per_resource() -> None:
    scenario = load_scenario(GPU_SCENARIO)
    assert scenario.gpus == (GpuSpec("NVIDIA", 1, 2e10),)
    result = run_scenario(scenario, days=10)
    res = result.resources
    assert res is not None
    cpu, gpu = res["CPU"], res["NVIDIA"]
    assert gpu["instances"] == 1 and cpu["instances"] == 2
    assert gpu["idleness"] < IDLE_LIMIT, gpu
    assert cpu["idleness"] < IDLE_LIMIT, cpu
    # Only einstein has a GPU version: it is owed the whole GPU and got it.
    assert gpu["projects"] == {"einstein": {"share": 1.0, "used_share": 1.0}}
    assert gpu["share_violation"] == 0.0
    assert cpu["share_violation"] < SHARE_LIMIT, cpu
    assert set(cpu["projects"]) == {"einstein", "rosetta"}
    assert cpu["projects"]["rosetta"]["used_share"] > 0.4
    # GPU jobs were run: a 3.6e13-FLOP job takes 1,800 s on the GPU and 36,000 s on a CPU;
    # ten days of one busy GPU is 480 of them, which the CPU versions could never do.
    einstein = next(p for p in result.projects if p["name"] == "einstein")
    assert einstein["jobs_done"] > 400
    assert result.figures["jobs_late"] == 0
    assert result.as_json()["resources"] == res


def test_without_the_gpu_the_same_projects_run_on_cpus_only() -> None:
    scenario = replace(load_scenario(GPU_SCENARIO), gpus=())
    result = run_scenario(scenario, days=10)
    assert result.resources is None and "resources" not in result.as_json()
    einstein = next(p for p in result.projects if p["name"] == "einstein")
    assert 0 < einstein["jobs_done"] < 40  # CPU jobs of 10 hours each, on part of two CPUs


def test_gpu_scenario_errors_name_the_element() -> None:
    with pytest.raises(ScenarioError, match="gpu_version"):
        parse_scenario("<scenario><project><app><name>a</name><gpu_version><gpu_usage>1</gpu_usage>"
                       "</gpu_version></app></project></scenario>")
    with pytest.raises(ScenarioError, match="gpu"):
        parse_scenario("<scenario><host><gpu><count>1</count></gpu></host><project/></scenario>")
    with pytest.raises(ScenarioError, match="count"):
        parse_scenario("<scenario><host><gpu><type>ATI</type><count>0</count></gpu></host><project/></scenario>")


def write_gpu_dir(d: Path) -> Path:
    """A BOINC emulator input directory in BOINC's own layout: <coprocs> in <host_info> as the
    real client writes it (../shared/fixtures/boinc-7.20/gpu-declared/client_state.xml), a
    project with a CPU and a GPU version of its app (<coproc><type><count>) and one GPU job
    already on the host, and a project with CPU work only."""
    d.mkdir(parents=True)
    state = """<client_state>
<host_info>
    <p_ncpus>2</p_ncpus>
    <p_fpops>1000000000.000000</p_fpops>
    <m_nbytes>8000000000.000000</m_nbytes>
    <n_usable_coprocs>2</n_usable_coprocs>
    <coprocs>
<coproc>
   <type>fakegpu</type>
   <count>2</count>
   <peak_flops>1000000000000.000000</peak_flops>
</coproc>
    </coprocs>
</host_info>
<time_stats><on_frac>1</on_frac><connected_frac>-1</connected_frac><active_frac>1</active_frac></time_stats>
<project><master_url>http://example.org/gpuproj/</master_url><project_name>gpuproj</project_name>
  <resource_share>100</resource_share></project>
<app><name>crunch</name><latency_bound>86400</latency_bound><fpops_est>3.6e14</fpops_est>
  <fpops><mean>3.6e14</mean><std_dev>0</std_dev></fpops><weight>1</weight></app>
<app_version><app_name>crunch</app_name><version_num>100</version_num><platform>x86_64-pc-linux-gnu</platform>
  <avg_ncpus>1</avg_ncpus><flops>1e9</flops></app_version>
<app_version><app_name>crunch</app_name><version_num>100</version_num><platform>x86_64-pc-linux-gnu</platform>
  <plan_class>opencl_fake</plan_class><avg_ncpus>0.25</avg_ncpus><flops>4e11</flops>
  <coproc><type>fakegpu</type><count>0.5</count></coproc><gpu_ram>1e8</gpu_ram></app_version>
<workunit><name>crunch_wu0</name><app_name>crunch</app_name><rsc_fpops_est>3.6e14</rsc_fpops_est></workunit>
<result><name>crunch_wu0_0</name><wu_name>crunch_wu0</wu_name><report_deadline>90000</report_deadline>
  <plan_class>opencl_fake</plan_class><version_num>100</version_num><state>2</state></result>
<project><master_url>http://example.org/cpuproj/</master_url><project_name>cpuproj</project_name>
  <resource_share>100</resource_share></project>
<app><name>fold</name><latency_bound>864000</latency_bound><fpops_est>7.2e12</fpops_est>
  <fpops><mean>7.2e12</mean><std_dev>0</std_dev></fpops><weight>1</weight></app>
<app_version><app_name>fold</app_name><version_num>1</version_num><avg_ncpus>1</avg_ncpus><flops>1e9</flops>
  </app_version>
</client_state>
"""
    (d / "client_state.xml").write_text(state)
    (d / "global_prefs.xml").write_text(
        "<global_preferences><work_buf_min_days>0.1</work_buf_min_days>"
        "<work_buf_additional_days>0.25</work_buf_additional_days></global_preferences>")
    return d


def test_boinc_dir_with_coprocs_is_read_and_emulated(tmp_path: Path) -> None:
    d = write_gpu_dir(tmp_path / "gpu")
    scenario = load_boinc_dir(d)
    assert scenario.gpus == (GpuSpec("fakegpu", 2, 1e12),)
    gpuproj = next(p for p in scenario.projects if p.name == "gpuproj")
    (crunch,) = gpuproj.apps
    assert crunch.cpu_version
    (version,) = crunch.gpu_versions
    assert (version.type, version.gpu_usage, version.avg_ncpus, version.flops) == ("fakegpu", 0.5, 0.25, 4e11)
    (job,) = gpuproj.initial_jobs
    assert job.plan_class == "emu_fakegpu"  # the job already there is a GPU job

    result = run_scenario(scenario, days=1)
    res = result.resources
    assert res is not None
    gpu, cpu = res["fakegpu"], res["CPU"]
    assert gpu["instances"] == 2
    # Two devices × 0.5 per job: four GPU jobs at once, each 900 s; only gpuproj can use them.
    assert gpu["idleness"] < IDLE_LIMIT, gpu
    assert gpu["projects"]["gpuproj"]["used_share"] == 1.0
    assert cpu["idleness"] < IDLE_LIMIT, cpu
    gp = next(p for p in result.projects if p["name"] == "gpuproj")
    assert gp["jobs_done"] > 300  # 86,400 s × 4 slots / 900 s = 384; on the CPU a job takes 100 hours


def test_boinc_dir_without_the_gpu_type_drops_gpu_versions(tmp_path: Path) -> None:
    d = write_gpu_dir(tmp_path / "gpu")
    text = (d / "client_state.xml").read_text().replace("<type>fakegpu</type>\n   <count>2</count>",
                                                        "<type>othergpu</type>\n   <count>2</count>")
    (d / "client_state.xml").write_text(text)
    scenario = load_boinc_dir(d)
    gpuproj = next(p for p in scenario.projects if p.name == "gpuproj")
    assert gpuproj.apps[0].gpu_versions == ()
    assert gpuproj.initial_jobs[0].plan_class == ""


def test_emulate_command_prints_resources(tmp_path: Path) -> None:
    d = write_gpu_dir(tmp_path / "gpu")
    run = subprocess.run([sys.executable, "-m", "core.cli", "emulate", str(d), "--days", "0.5", "--pure-python",
                          "--json"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert set(out["resources"]) == {"CPU", "fakegpu"}
    text = subprocess.run([sys.executable, "-m", "core.cli", "emulate", str(d), "--days", "0.5", "--pure-python"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert text.returncode == 0, text.stderr
    assert "fakegpu (2): idleness" in text.stdout


GPU_ONLY = """<scenario>
  <duration_days>2</duration_days>
  <host><ncpus>1</ncpus><availability>1</availability>
    <gpu><type>ATI</type><count>2</count><peak_flops>1e10</peak_flops></gpu></host>
  <project><name>gpuonly</name>
    <app><name>g</name><fpops_est>9e12</fpops_est><no_cpu_version/>
      <gpu_version><type>ATI</type><gpu_usage>0.5</gpu_usage><avg_ncpus>0.25</avg_ncpus></gpu_version></app>
  </project>
</scenario>"""


def test_gpu_only_app_runs_on_its_devices_only() -> None:
    scenario = parse_scenario(GPU_ONLY)
    assert not scenario.projects[0].apps[0].cpu_version
    result = run_scenario(scenario)
    res = result.resources
    assert res is not None
    # Four GPU jobs at once (two devices, 0.5 each), one CPU for their four quarter CPUs.
    assert res["ATI"]["idleness"] < IDLE_LIMIT, res["ATI"]
    assert res["CPU"]["used_instance_s"] == pytest.approx(2 * 86400.0, rel=0.02)
    # 9e12 FLOPs at 0.5 × 1e10 FLOPS = 1,800 s; four slots for two days
    assert result.figures["jobs_done"] == pytest.approx(4 * 2 * 86400 / 1800, rel=0.02)
    with pytest.raises(ScenarioError, match="needs a <gpu_version>"):
        parse_scenario(GPU_ONLY.replace("<gpu_version><type>ATI</type><gpu_usage>0.5</gpu_usage>"
                                        "<avg_ncpus>0.25</avg_ncpus></gpu_version>", ""))
