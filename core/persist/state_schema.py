"""Which state-model field goes under which ``client_state.xml`` tag, in BOINC's order.

One table per record (client-state.md section 2). Fields the real client has
and our model does not are absent (the reader skips them). Our own fields
travel under tags the real client skips: ``boinc_gui_*`` for ours alone, BOINC's
historic ``short_term_debt``/``long_term_debt`` for the v4 debts, and the disk
data manager's own names (``priority``, ``exp_time``, ``deletion_policy_*``) from
its design.
"""
from __future__ import annotations

from core.state.enums import ResultState, RpcReason, TaskState
from core.xml.fields import Field, Kind

F = Kind.FLOAT
OF = Kind.OFLOAT
S = Kind.STR
OS = Kind.OSTR
I = Kind.INT  # noqa: E741 -- one letter per kind keeps the schema tables readable
OI = Kind.OINT
B01 = Kind.BOOL01
FL = Kind.FLAG
BL = Kind.BLOCK

HOST_INFO = (
    Field("domain_name", "domain_name", S),
    Field("ip_addr", "ip_addr", S),
    Field("host_cpid", "host_cpid", S),
    Field("p_ncpus", "p_ncpus", I),
    Field("p_vendor", "p_vendor", S),
    Field("p_model", "p_model", S),
    Field("p_features", "p_features", S),
    Field("p_fpops", "p_fpops", F),
    Field("p_iops", "p_iops", F),
    Field("p_membw", "p_membw", F),
    Field("p_calculated", "p_calculated", F),
    Field("m_nbytes", "m_nbytes", F),
    Field("m_cache", "m_cache", F),
    Field("m_swap", "m_swap", F),
    Field("d_total", "d_total", F),
    Field("d_free", "d_free", F),
    Field("os_name", "os_name", S),
    Field("os_version", "os_version", S),
    # BOINC 8.2 writes its Podman/Docker facts here too, only when found.
    Field("docker_version", "docker_version", OS),
    Field("docker_type", "docker_type", OI),
    Field("docker_compose_version", "docker_compose_version", OS),
    Field("docker_compose_type", "docker_compose_type", OI),
)

TIME_STATS_FRACS = (
    "on_frac",
    "connected_frac",
    "cpu_and_network_available_frac",
    "active_frac",
    "gpu_active_frac",
)
TIME_STATS = tuple(Field(name, name, F) for name in TIME_STATS_FRACS) + (
    # Not restored: a new session starts now (BOINC does the same).
    Field("client_start_time", "client_start_time", F, read=False),
    Field("total_start_time", "total_start_time", F),
    Field("total_duration", "total_duration", F),
    Field("total_active_duration", "total_active_duration", F),
    Field("total_gpu_active_duration", "total_gpu_active_duration", F),
)
# previous_uptime (the session's length, now - client_start_time) and last_update are
# written by the writer itself; previous_uptime is read back as the last session's length.
TIME_STATS_READ_ONLY = (Field("previous_uptime", "previous_uptime", F),)

# <net_stats>: each direction's three figures (BOINC's NET_STATS::write order).
NET_UP = (
    Field("bwup", "max_rate", F),
    Field("avg_up", "avg_rate", F),
    Field("avg_time_up", "avg_time", F),
)
NET_DOWN = (
    Field("bwdown", "max_rate", F),
    Field("avg_down", "avg_rate", F),
    Field("avg_time_down", "avg_time", F),
)

PROJECT = (
    Field("master_url", "master_url", S),
    Field("project_name", "project_name", S),
    Field("user_name", "user_name", S),
    Field("team_name", "team_name", S),
    Field("cross_project_id", "cross_project_id", S),
    Field("external_cpid", "external_cpid", S),
    Field("user_total_credit", "user_total_credit", F),
    Field("user_expavg_credit", "user_expavg_credit", F),
    Field("rpc_seqno", "rpc_seqno", I),
    Field("userid", "userid", I),
    Field("teamid", "teamid", I),
    Field("hostid", "hostid", I),
    Field("host_total_credit", "host_total_credit", F),
    Field("host_expavg_credit", "host_expavg_credit", F),
    Field("nrpc_failures", "nrpc_failures", I),
    Field("master_fetch_failures", "master_fetch_failures", I),
    # BOINC writes min_rpc_time but reads it into a dummy; so do we.
    Field("min_rpc_time", "min_rpc_time", F, read=False),
    Field("next_rpc_time", "next_rpc_time", F),
    Field("rec", "rec", F),
    Field("rec_time", "rec_time", F),
    Field("resource_share", "resource_share", F),
    Field("disk_usage", "disk_usage", F),
    Field("duration_correction_factor", "duration_correction_factor", F),
    Field("sched_rpc_pending", "sched_rpc_pending", I, enum=RpcReason),
    Field("njobs_success", "njobs_success", I),
    Field("njobs_error", "njobs_error", I),
    Field("elapsed_time", "elapsed_time", F),
    Field("last_rpc_time", "last_rpc_time", F),
    Field("master_url_fetch_pending", "master_url_fetch_pending", FL),
    Field("dont_use_dcf", "dont_use_dcf", FL),
    Field("non_cpu_intensive", "non_cpu_intensive", FL),
    Field("suspended_via_gui", "suspended_via_gui", FL),
    Field("dont_request_more_work", "dont_request_more_work", FL),
    Field("detach_when_done", "detach_when_done", FL),
    Field("ended", "ended", FL),
    Field("attached_via_acct_mgr", "attached_via_acct_mgr", FL),
)
# then rsc_backoff_*, scheduler_url, code_sign_key (written by hand), then:
PROJECT_TAIL = (
    Field("cpu_time", "cpu_time", F),
    Field("gpu_time", "gpu_time", F),
    Field("short_term_debt", "debt", F),
    Field("long_term_debt", "long_term_debt", F),
    Field("boinc_gui_exp_avg_cpu", "exp_avg_cpu", F),
    Field("boinc_gui_exp_avg_cpu_time", "exp_avg_cpu_time", F),
    Field("boinc_gui_rpc_count", "rpc_count", I),
    Field("boinc_gui_computation_failures", "computation_failures", I),
    Field("boinc_gui_largest_reply", "largest_reply", OI),
    Field("deletion_policy_priority", "deletion_policy_priority", FL),
    Field("deletion_policy_expire", "deletion_policy_expire", FL),
    Field("delete_from_self", "delete_from_self", FL),
)

APP = (
    Field("name", "name", S),
    Field("user_friendly_name", "user_friendly_name", S),
    Field("non_cpu_intensive", "non_cpu_intensive", B01),
)

FILE = (
    Field("name", "name", S),
    Field("nbytes", "nbytes", F),
    Field("max_nbytes", "max_nbytes", F),
    Field("md5_cksum", "md5_cksum", OS),
    Field("status", "status", I),
    Field("executable", "executable", FL),
    Field("uploaded", "uploaded", FL),
    Field("sticky", "sticky", FL),
    Field("gzip_when_done", "gzip_when_done", FL),
    Field("download_gzipped", "download_gzipped", FL),
    Field("gzipped_nbytes", "gzipped_nbytes", OF),
    Field("signature_required", "signature_required", FL),
    Field("is_user_file", "is_user_file", FL),
    Field("file_signature", "file_signature", BL),
    Field("sticky_expire_time", "sticky_expire_time", OF),
)
# then download_url/upload_url, persistent_file_xfer (by hand), then:
FILE_TAIL = (
    Field("xml_signature", "xml_signature", BL),
    Field("error_msg", "error_msg", BL),
    Field("priority", "priority", I),
    Field("exp_time", "exp_time", OF),
    Field("last_use_time", "last_use_time", OF),
    Field("arrival_time", "arrival_time", OF),
    Field("boinc_gui_is_upload", "is_upload", FL),
    Field("boinc_gui_upload_requested", "upload_requested", FL),
)

PERS_FILE_XFER = (
    Field("num_retries", "num_retries", I),
    Field("first_request_time", "first_request_time", F),
    Field("next_request_time", "next_request_time", F),
    Field("time_so_far", "time_so_far", F),
    Field("last_bytes_xferred", "last_bytes_xferred", F),
    Field("is_upload", "is_upload", B01),
)

FILE_REF = (
    Field("file_name", "file_name", S),
    Field("open_name", "open_name", OS),
    Field("main_program", "main_program", FL),
    Field("copy_file", "copy_file", FL),
    Field("optional", "optional", FL),
)

APP_VERSION = (
    Field("app_name", "app_name", S),
    Field("version_num", "version_num", I),
    Field("platform", "platform", S),
    Field("plan_class", "plan_class", OS),
    Field("api_version", "api_version", OS),
    Field("cmdline", "cmdline", OS),
)
# then file_refs, then:
APP_VERSION_TAIL = (
    Field("avg_ncpus", "avg_ncpus", F),
    Field("flops", "flops", F),
)

WORKUNIT = (
    Field("name", "name", S),
    Field("app_name", "app_name", S),
    Field("version_num", "version_num", I),
    Field("rsc_fpops_est", "rsc_fpops_est", F),
    Field("rsc_fpops_bound", "rsc_fpops_bound", F),
    Field("rsc_memory_bound", "rsc_memory_bound", F),
    Field("rsc_disk_bound", "rsc_disk_bound", F),
    Field("command_line", "command_line", BL),
    Field("sub_appname", "sub_appname", OS),
)

RESULT = (
    Field("name", "name", S),
    Field("final_cpu_time", "final_cpu_time", F),
    Field("final_elapsed_time", "final_elapsed_time", F),
    Field("exit_status", "exit_status", I),
    Field("state", "state", I, enum=ResultState),
    Field("platform", "platform", S),
    Field("version_num", "version_num", I),
    Field("plan_class", "plan_class", OS),
)
# then stderr_out (by hand), then:
RESULT_TAIL = (
    Field("got_server_ack", "got_server_ack", FL),
    Field("ready_to_report", "ready_to_report", FL),
    Field("completed_time", "completed_time", OF),
    Field("suspended_via_gui", "suspended_via_gui", FL),
    Field("report_immediately", "report_immediately", FL),
    Field("wu_name", "wu_name", S),
    Field("report_deadline", "report_deadline", F),
    Field("received_time", "received_time", F),
    Field("boinc_gui_previous_resultid", "previous_resultid", OI),
    Field("boinc_gui_has_successor", "has_successor", FL),
    Field("boinc_gui_previous_result_name", "previous_result_name", OS),
)

ACTIVE_TASK = (
    Field("project_master_url", "project_url", S),
    Field("result_name", "result_name", S),
    # Informational for other readers; a restarted task starts afresh (as BOINC).
    Field("active_task_state", "task_state", I, enum=TaskState, read=False),
    Field("app_version_num", "app_version_num", I, read=False),
    Field("slot", "slot", I),
    Field("checkpoint_cpu_time", "checkpoint_cpu_time", F),
    Field("checkpoint_elapsed_time", "checkpoint_elapsed_time", F),
    Field("checkpoint_fraction_done", "checkpoint_fraction_done", F),
    Field("current_cpu_time", "current_cpu_time", F, read=False),
    Field("once_ran_edf", "once_ran_edf", B01),
    Field("swap_size", "swap_size", F, read=False),
    Field("working_set_size", "working_set_size", F),
    Field("working_set_size_smoothed", "working_set_size_smoothed", F),
)
