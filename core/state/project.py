"""A project the client is attached to (``<project>`` in client_state.xml)."""
from __future__ import annotations

from dataclasses import dataclass, field

from core.ids import ProjectUrl
from core.state.enums import RpcReason


@dataclass(slots=True)
class Project:
    master_url: ProjectUrl
    project_name: str = ""
    authenticator: str = ""  # from the account file; persisted there, not in client_state
    resource_share: float = 100.0  # persisted (account file wins)
    gui_urls: str = ""  # inner XML of the project's <gui_urls>: kept in the account file, not in client_state

    # ---- account and identity, from scheduler replies (persisted) ----
    user_name: str = ""
    team_name: str = ""
    userid: int = 0
    teamid: int = 0
    hostid: int = 0
    rpc_seqno: int = 0
    user_total_credit: float = 0.0
    user_expavg_credit: float = 0.0
    host_total_credit: float = 0.0
    host_expavg_credit: float = 0.0
    cross_project_id: str = ""
    external_cpid: str = ""

    # ---- scheduler RPC timing (rpc_backoff policy) ----
    scheduler_urls: list[str] = field(default_factory=list)
    nrpc_failures: int = 0  # consecutive failed RPCs; persisted
    master_fetch_failures: int = 0  # persisted
    min_rpc_time: float = 0.0  # no RPC before this; written but not read back (as BOINC)
    next_rpc_time: float = 0.0  # project-requested contact time; persisted
    master_url_fetch_pending: bool = False  # persisted
    sched_rpc_pending: RpcReason = RpcReason.NONE  # persisted
    last_rpc_time: float = 0.0  # persisted
    rpc_count: int = 0  # RPCs made since attach (statistic; not in BOINC's file)
    # The most tasks one scheduler reply brought (not in BOINC's file): what the project sends
    # at most when asked for more, which the what-if preview's twin may send too.
    largest_reply: int = 0

    # ---- flags set by the volunteer or the project (persisted) ----
    suspended_via_gui: bool = False
    dont_request_more_work: bool = False
    detach_when_done: bool = False
    ended: bool = False
    attached_via_acct_mgr: bool = False  # an account manager attached it; only it may detach it
    non_cpu_intensive: bool = False
    dont_use_dcf: bool = False
    project_max_concurrent: int = 0  # app_config.xml: most of its tasks running at once; 0 = no limit

    # ---- CPU scheduling and work fetch accounting ----
    debt: float = 0.0  # v4 short-term debt, CPU seconds (cpu_sched 'debt')
    long_term_debt: float = 0.0  # WF2 long-term debt, CPU seconds
    exp_avg_cpu: float = 0.0  # exponentially averaged CPU seconds (resource debt)
    exp_avg_cpu_time: float = 0.0  # when exp_avg_cpu was last decayed
    rec: float = 0.0  # recent estimated credit (BOINC's current priority); persisted
    rec_time: float = 0.0  # persisted
    cpu_time: float = 0.0  # total CPU seconds for this project; persisted
    gpu_time: float = 0.0  # GPU device-seconds its GPU tasks were scheduled (BOINC's <gpu_time>); persisted
    duration_correction_factor: float = 1.0  # JC2's DCF; persisted
    rsc_backoff_time: float = 0.0  # CPU work-fetch backoff until; persisted
    rsc_backoff_interval: float = 0.0  # its current interval; persisted
    # The same per GPU type (BOINC's rsc_pwf backoff): {type: (until, interval)}; persisted.
    gpu_backoff: dict[str, tuple[float, float]] = field(default_factory=dict)
    # Resources the project has no app versions for ("CPU", "NVIDIA", ...), as its last
    # reply said (<no_rsc_apps>, or the older no_cpu_apps/no_cuda_apps/no_ati_apps); persisted.
    no_rsc_apps: list[str] = field(default_factory=list)
    computation_failures: int = 0  # consecutive failed jobs (backoff input)
    njobs_success: int = 0
    njobs_error: int = 0
    elapsed_time: float = 0.0

    # ---- disk manager (issue 3) ----
    disk_usage: float = 0.0  # bytes of this project's files on disk (what get_disk_usage reports)
    # Bytes of files accepted for download but not on disk yet: the data manager counts
    # them as used (two downloads must not count on the same free space). Not persisted.
    disk_reserved: float = 0.0
    deletion_policy_priority: bool = False
    deletion_policy_expire: bool = False
    delete_from_self: bool = False

    # ---- code signing ----
    code_sign_key: str = ""

    @property
    def can_request_work(self) -> bool:
        return not (self.suspended_via_gui or self.dont_request_more_work or self.ended)
