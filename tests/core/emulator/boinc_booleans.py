"""BOINC-format files whose true booleans are empty elements, and what every reader makes of them.

BOINC's writers say true as ``<run_if_user_active/>`` (no text) and false as ``0`` or by
leaving the element out. ``write_inputs`` writes one directory that is both a BOINC emulator
input directory (core.emulator.boinc_input) and a client data directory (core.persist):
client_state.xml, global_prefs.xml, global_prefs_override.xml, cc_config.xml and a
project's app_config.xml, each with empty-element booleans (and a few ``0``s beside them).
``read_all`` runs every reader of those files over it and returns what they read, as JSON
values; ``EXPECTED`` is what BOINC's parse_bool makes of the same text.

Loaded by file path (not as ``tests.…``) so that a child process can run it with ``core``
imported from the compiled copy (test_empty_booleans.py): only ``core`` decides the answers.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

PROJECT_URL = "http://p1.example.org/"
PROJECT_DIR = "p1.example.org"  # BOINC's escaped form of PROJECT_URL

# Every boolean preference; global_prefs.xml says each as <tag/> but hangup_if_dialed (0),
# the override then sets hangup_if_dialed <tag/> and run_on_batteries 0.
_PREF_BOOLS = ("run_on_batteries", "run_if_user_active", "run_gpu_if_user_active", "leave_apps_in_memory",
               "confirm_before_connecting", "hangup_if_dialed", "dont_verify_images", "network_wifi_only",
               "host_specific")
PREFS_EXPECTED = dict.fromkeys(_PREF_BOOLS, True) | {"run_on_batteries": False}
PREFS_WITHOUT_OVERRIDE = dict.fromkeys(_PREF_BOOLS, True) | {"hangup_if_dialed": False}

_GLOBAL_PREFS = """<global_preferences>
   <source_project>http://p1.example.org/</source_project>
   <mod_time>1700000000.000000</mod_time>
   <run_on_batteries/>
   <run_if_user_active/>
   <run_gpu_if_user_active/>
   <idle_time_to_run>3.000000</idle_time_to_run>
   <leave_apps_in_memory/>
   <confirm_before_connecting/>
   <hangup_if_dialed>0</hangup_if_dialed>
   <dont_verify_images/>
   <work_buf_min_days>0.100000</work_buf_min_days>
   <work_buf_additional_days>0.250000</work_buf_additional_days>
   <max_ncpus_pct>100.000000</max_ncpus_pct>
   <cpu_scheduling_period_minutes>60.000000</cpu_scheduling_period_minutes>
   <network_wifi_only/>
   <host_specific/>
</global_preferences>
"""
_OVERRIDE = """<global_preferences>
   <run_on_batteries>0</run_on_batteries>
   <hangup_if_dialed/>
</global_preferences>
"""
_CC_CONFIG = """<cc_config>
   <log_flags>
      <sched_op_debug/>
      <cpu_sched/>
      <task>0</task>
   </log_flags>
   <options>
      <report_results_immediately/>
      <skip_cpu_benchmarks/>
      <abort_jobs_on_exit/>
      <dont_use_docker/>
      <fetch_minimal_work>0</fetch_minimal_work>
      <ncpus>2</ncpus>
   </options>
</cc_config>
"""
CC_EXPECTED = {"log_flags": {"sched_op_debug": True, "cpu_sched": True, "task": False},
               "options": {"report_results_immediately": True, "skip_cpu_benchmarks": True,
                           "abort_jobs_on_exit": True, "dont_use_docker": True, "fetch_minimal_work": False}}
_APP_CONFIG = """<app_config>
   <app>
      <name>a</name>
      <max_concurrent>1</max_concurrent>
      <report_results_immediately/>
      <fraction_done_exact/>
   </app>
   <report_results_immediately/>
</app_config>
"""
APP_CONFIG_EXPECTED = {"report_results_immediately": True, "fraction_done_exact": True,
                       "project_report_results_immediately": True}
# Three results: one computed and acknowledged, one computed and waiting to be reported,
# one still to run (BOINC never writes <ready_to_report>0</ready_to_report>, but its reader
# takes it as false, so the job is still to run).
_CLIENT_STATE = """<client_state>
<host_info>
   <p_ncpus>2</p_ncpus>
   <p_fpops>1000000000.000000</p_fpops>
   <m_nbytes>8000000000.000000</m_nbytes>
   <wsl_available>0</wsl_available>
</host_info>
<time_stats>
   <on_frac>0.900000</on_frac>
   <active_frac>1.000000</active_frac>
   <on_lambda>1000</on_lambda>
</time_stats>
<project>
   <master_url>http://p1.example.org/</master_url>
   <project_name>p1</project_name>
   <resource_share>100.000000</resource_share>
   <dont_request_more_work/>
   <suspended_via_gui>0</suspended_via_gui>
   <detach_when_done/>
   <dont_use_dcf/>
</project>
<app>
   <name>a</name>
   <latency_bound>200000</latency_bound>
   <fpops_est>13000000000000</fpops_est>
   <non_cpu_intensive>0</non_cpu_intensive>
</app>
<app_version>
   <app_name>a</app_name>
   <version_num>100</version_num>
   <avg_ncpus>1.000000</avg_ncpus>
   <flops>1000000000.000000</flops>
</app_version>
<workunit>
   <name>wu_done</name>
   <app_name>a</app_name>
   <version_num>100</version_num>
   <rsc_fpops_est>13000000000000.000000</rsc_fpops_est>
</workunit>
<workunit>
   <name>wu_ready</name>
   <app_name>a</app_name>
   <version_num>100</version_num>
   <rsc_fpops_est>13000000000000.000000</rsc_fpops_est>
</workunit>
<workunit>
   <name>wu_todo</name>
   <app_name>a</app_name>
   <version_num>100</version_num>
   <rsc_fpops_est>13000000000000.000000</rsc_fpops_est>
</workunit>
<result>
   <name>wu_done_0</name>
   <wu_name>wu_done</wu_name>
   <version_num>100</version_num>
   <report_deadline>200000.000000</report_deadline>
   <received_time>3600.000000</received_time>
   <state>5</state>
   <got_server_ack/>
   <ready_to_report/>
</result>
<result>
   <name>wu_ready_0</name>
   <wu_name>wu_ready</wu_name>
   <version_num>100</version_num>
   <report_deadline>200000.000000</report_deadline>
   <received_time>3600.000000</received_time>
   <state>2</state>
   <ready_to_report/>
</result>
<result>
   <name>wu_todo_0</name>
   <wu_name>wu_todo</wu_name>
   <version_num>100</version_num>
   <report_deadline>200000.000000</report_deadline>
   <received_time>3600.000000</received_time>
   <state>2</state>
   <ready_to_report>0</ready_to_report>
   <suspended_via_gui>0</suspended_via_gui>
   <report_immediately/>
</result>
</client_state>
"""
STATE_EXPECTED = {
    "project": {"dont_request_more_work": True, "suspended_via_gui": False, "detach_when_done": True,
                "dont_use_dcf": True},
    "results": {"wu_done_0": {"got_server_ack": True, "ready_to_report": True, "report_immediately": False},
                "wu_ready_0": {"got_server_ack": False, "ready_to_report": True, "report_immediately": False},
                "wu_todo_0": {"got_server_ack": False, "ready_to_report": False, "report_immediately": True}},
}
EMULATOR_EXPECTED = {"initial_jobs": ["wu_todo_0"], "max_concurrent": 1, "ncpus": 2}

EXPECTED: dict[str, Any] = {
    "boinc_input": {"prefs": PREFS_EXPECTED, **EMULATOR_EXPECTED},
    "prefs_file": {"read_global_prefs": PREFS_EXPECTED, "parse_global_prefs": PREFS_WITHOUT_OVERRIDE},
    "cc_config": CC_EXPECTED,
    "app_config": APP_CONFIG_EXPECTED,
    "client_state": STATE_EXPECTED,
    "from_state": {"prefs": PREFS_EXPECTED},
}


def write_inputs(root: Path) -> Path:
    """Write the directory under ``root`` and return it."""
    d = root / "boinc-booleans"
    (d / "projects" / PROJECT_DIR).mkdir(parents=True)
    (d / "client_state.xml").write_text(_CLIENT_STATE)
    (d / "global_prefs.xml").write_text(_GLOBAL_PREFS)
    (d / "global_prefs_override.xml").write_text(_OVERRIDE)
    (d / "cc_config.xml").write_text(_CC_CONFIG)
    (d / "projects" / PROJECT_DIR / "app_config.xml").write_text(_APP_CONFIG)
    return d


def _bools(obj: object, names: Any) -> dict[str, bool]:
    return {n: bool(getattr(obj, n)) for n in names}


def read_all(d: Path) -> dict[str, Any]:
    """What each reader of BOINC-format files reads from ``d``'s booleans."""
    from core.emulator.boinc_input import load_boinc_dir
    from core.emulator.from_state import scenario_from_state
    from core.persist.app_config import read_app_config
    from core.persist.cc_config import read_cc_config
    from core.persist.paths import DataDir
    from core.persist.prefs_file import parse_global_prefs, read_global_prefs
    from core.persist.state_reader import parse_client_state

    out: dict[str, Any] = {}
    scen = load_boinc_dir(d)
    (project,) = scen.projects
    out["boinc_input"] = {"prefs": _bools(scen.prefs, _PREF_BOOLS),
                          "initial_jobs": [j.name for j in project.initial_jobs],
                          "max_concurrent": project.apps[0].max_concurrent, "ncpus": scen.host.ncpus}
    load = read_global_prefs(DataDir(d))
    assert not load.warnings, load.warnings
    problems: list[str] = []
    parsed = parse_global_prefs((d / "global_prefs.xml").read_bytes(), problems=problems)
    assert not problems, problems
    out["prefs_file"] = {"read_global_prefs": _bools(load.prefs, _PREF_BOOLS),
                         "parse_global_prefs": _bools(parsed.prefs, _PREF_BOOLS)}
    cc, cc_warnings = read_cc_config(d / "cc_config.xml")
    assert not cc_warnings, cc_warnings
    out["cc_config"] = {"log_flags": _bools(cc.log_flags, CC_EXPECTED["log_flags"]),
                        "options": _bools(cc.options, CC_EXPECTED["options"])}
    app_cfg = read_app_config(d / "projects" / PROJECT_DIR / "app_config.xml")
    assert not app_cfg.problems, app_cfg.problems
    (app,) = app_cfg.config.apps
    out["app_config"] = {"report_results_immediately": app.report_results_immediately,
                         "fraction_done_exact": app.fraction_done_exact,
                         "project_report_results_immediately": app_cfg.config.report_results_immediately}
    state, _ = parse_client_state((d / "client_state.xml").read_bytes(), source=str(d / "client_state.xml"))
    (p,) = state.projects.values()
    out["client_state"] = {
        "project": _bools(p, STATE_EXPECTED["project"]),
        "results": {str(r.name): _bools(r, ("got_server_ack", "ready_to_report", "report_immediately"))
                    for r in state.results.values()},
    }
    live = scenario_from_state(d, days=0.5, now=3600.0)
    out["from_state"] = {"prefs": _bools(live.scenario.prefs, _PREF_BOOLS)}
    return out


def figures(d: Path) -> dict[str, Any]:
    """The emulator's fingerprints of ``d``, event driven and in 60-s steps (2 days each)."""
    from core.emulator.boinc_input import load_boinc_dir
    from core.emulator.run import run_scenario

    scen = load_boinc_dir(d)
    return {f"step-{step:g}": run_scenario(scen, step_s=step, days=2).fingerprint() for step in (0.0, 60.0)}
