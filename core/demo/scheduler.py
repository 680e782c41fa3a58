"""The demo project's scheduler: one request in, one reply out.

For each request, in one database transaction: authenticate the account key;
find or create the host record (hostid 0, an unknown or foreign hostid, or an
rpc_seqno lower than the stored one each make a new host and send its
``<hostid>``, scheduler-rpc.md §5, except that a request without a hostid whose
``host_cpid`` names one of the user's hosts gets that host back, its in-progress
results over if it holds none); time out results past their deadline
(core.demo.resend); acknowledge every reported result and, for the project's
own in-progress results (or timed-out ones, reported late), record the outcome,
validate the output and grant credit; a report of a result already over is
acknowledged again and changes nothing (each report is logged in the ``report``
table with its effect); top the job pool up; resend the results this host lost
(in progress here, absent from its ``<other_results>``) and, when none was
resent, choose work with core.disk.server's three
passes (disk) and core.policy.work_send (WS1, or WS2 when the request carries
the host's workload or the project is configured for it); write the reply with
the signed app version, the jobs, the acks, the credit totals and the
code-signing key when the client has none.

A client started from copied account files has no host id and a new host CPID,
so it gets a host record of its own (``fresh_install_hosts`` lists such records). With
``newer_client_version`` set, a client older than that gets a notice saying a
newer version can be downloaded (never an automatic update). ``send_sticky_file``
and ``delete_sticky_file`` direct hosts to store or drop files that belong to no
workunit (project-directed storage, core.demo.directed, which also asks hosts
to send files back): every reply lists them.

Workunit affinity (``chain_length`` >= 2): jobs come in chains (core.demo.workgen
makes them) and core.demo.affinity decides who gets a successor, which held
results end their chain and which chain files a host may delete.

A request whose key differs from the project's gets a notice and no work
(BOINC's "project has changed its security key"). Bad requests get a
well-formed error reply; nothing here raises for hostile input.

Reads and writes: the project database, the download directory (new inputs),
the upload directory (read outputs).
"""
from __future__ import annotations

import collections
import dataclasses
import logging
import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urljoin

from core.demo import affinity, jobs as science, resend, workgen
from core.demo.appdir import AppDescription
from core.demo.directed import DirectedStorage
from core.demo.reply import AppFile, GpuVersion, JobOut, ReplyParts, build_reply, error_reply
from core.demo.request import GpuRequest, ReportedResult, SchedRequest, parse_request
from core.demo.store import COBBLESTONE_SCALE, ProjectStore, update_average
from core.disk.server import server_passes
from core.errors import XmlInputError
from core.hashing import md5_hex
from core.ids import ProjectUrl
from core.policy.work_send import Candidate, HostWorkload, WorkSendPolicy, select_jobs

log = logging.getLogger(__name__)

RESULT_STATE_FILES_UPLOADED = 5
"""Client result state of a success (lib/common_defs.h RESULT_FILES_UPLOADED)."""
MAX_ERRORS_PER_WU = 3
CLIENT_DOWNLOAD_URL = "https://boinc.berkeley.edu/download.php"
OPENCL_CMDLINE = "--opencl"
"""The OpenCL version's ``<cmdline>``: the demo app counts with its OpenCL kernel."""


@dataclass(frozen=True, slots=True)
class DemoConfig:
    """Project settings (not persisted; given at start)."""

    project_name: str = "boinc-gui Demo Project"
    request_delay_s: float = 10.0
    """Minimum time between the client's RPCs (``<request_delay>``)."""
    error_request_delay_s: float = 60.0
    """Delay sent with error replies (bad request, unknown account)."""
    ready_jobs: int = 4
    """Unsent results the generator keeps in the pool."""
    delay_bound_s: float = 86400.0
    """Deadline = send time + this."""
    replication: int = 1
    """Results per workunit (1 or 2); each is validated by recomputation."""
    work_send_policy: WorkSendPolicy = WorkSendPolicy.WS1
    max_jobs_per_rpc: int = 8
    sign_executables: bool = True
    """False serves the app unsigned (the real client then refuses it: -186)."""
    send_code_sign_key: bool = True
    report_immediately: bool = True
    """Ask the client to report each result as soon as it is uploaded."""
    send_full_workload: bool = False
    """Ask the client to send its workload (in_progress_results) for WS2."""
    delete_from_self: bool = False
    rsc_disk_bound: float = 50e6
    rsc_memory_bound: float = 200e6
    gpu_usage: float = 0.5
    """Share of a device a GPU job says it uses (0.5 = two per device)."""
    gpu_avg_ncpus: float = 0.1
    """CPUs a GPU job says it uses (the stand-in really computes on a CPU)."""
    fpops_bound_factor: float = 20.0
    """rsc_fpops_bound = factor × rsc_fpops_est (the client aborts a job past it)."""
    job_size: int | None = None
    """Overrides the app description's job size (tests use tiny jobs)."""
    newer_client_version: str = ""
    """"M.m.r": clients older than this get a notice that a newer version can be downloaded."""
    chain_length: int = 0
    """Workunits per chain (workunit affinity); below 2, plain independent workunits."""
    chain_timeout_s: float = 3600.0
    """How long a successor waits for the host holding its predecessor's files before
    any host may take it (the chain migrates)."""
    gui_urls: tuple[tuple[str, str, str], ...] = (
        ("Home page", "The demo project's front page", ""),
        ("Your account", "Your account at the demo project", "home.php"),
    )
    """(name, description, path under the master URL or a full URL): the project's web links
    (``<gui_urls>``) that managers show as buttons or a menu."""


@dataclass(slots=True)
class SignedApp:
    """The app version as served: description plus per-file size and signature."""

    desc: AppDescription
    files: list[tuple[str, int, str | None]] = field(default_factory=list)
    """(file name in the app dir, nbytes, signature or None)."""


class Scheduler:
    """Handles scheduler requests for one project. Thread-safe through the store."""

    def __init__(self, store: ProjectStore, app: SignedApp, config: DemoConfig, master_url: str,
                 download_dir: Path, upload_dir: Path, public_key_text: str) -> None:
        self._store = store
        self._app = app
        self._config = config
        self._master_url = master_url
        self._download_dir = download_dir
        self._upload_dir = upload_dir
        self._key = public_key_text.strip()
        self._job_size = config.job_size or app.desc.job_size
        # How often each result name was reported: a client must never report a result
        # twice once it got the ack (tests check it across kill -9 restarts).
        self.report_counts: collections.Counter[str] = collections.Counter()
        # Host ids created for requests that named no host and no known host CPID
        # (first runs, clones started from copied account files).
        self.fresh_install_hosts: list[int] = []
        self.storage = DirectedStorage(download_dir, self.base_url)

    def send_sticky_file(self, name: str) -> None:
        """Have every host download and keep ``name`` (see core.demo.directed)."""
        self.storage.send_sticky_file(name)

    def delete_sticky_file(self, name: str) -> None:
        """Have every host delete ``name`` (see core.demo.directed)."""
        self.storage.delete_sticky_file(name)

    @property
    def max_output_bytes(self) -> int:
        """Upload cap of every output file (the app description's max_output_bytes)."""
        return self._app.desc.max_output_bytes

    @property
    def base_url(self) -> str:
        return self._master_url.rstrip("/")

    def handle(self, body: bytes, now: float) -> bytes:
        """Answer one request body (never raises for bad input)."""
        cfg = self._config
        try:
            req = parse_request(body, ProjectUrl(self._master_url))
        except XmlInputError as exc:
            return error_reply(self._master_url, cfg.project_name, f"Bad scheduler request: {exc}",
                               cfg.error_request_delay_s)
        try:
            return self._handle(req, now)
        except sqlite3.Error as exc:  # a full disk or a locked file must not kill the server
            log.exception("scheduler database error")
            return error_reply(self._master_url, cfg.project_name, f"Project database error: {exc}",
                               cfg.error_request_delay_s)

    def _handle(self, req: SchedRequest, now: float) -> bytes:
        cfg = self._config
        user = self._store.user_by_authenticator(req.authenticator) if req.authenticator else None
        if user is None:
            # Marked for the manager to translate, in BOINC's words (its scheduler sends this
            # notice so: sched/handle_request.cpp); a client asked without <translatable/> drops the marks.
            return error_reply(self._master_url, cfg.project_name,
                               '_("Invalid or missing account key.  To fix, remove and add this project.")',
                               cfg.error_request_delay_s)
        parts = ReplyParts(master_url=self._master_url, project_name=cfg.project_name,
                           request_delay_s=cfg.request_delay_s, report_immediately=cfg.report_immediately,
                           send_full_workload=cfg.send_full_workload,
                           gui_urls=[(name, desc, urljoin(self._master_url, path))
                                     for name, desc, path in cfg.gui_urls])
        with self._store.transaction() as db:
            hostid = self._host(db, req, user.id, now, parts)
            for name in resend.expire_deadlines(db, now):
                log.info("result %s timed out", name)
            self._reports(db, req, hostid, user.id, now, parts)
            affinity.void_reservations(db, hostid, req.kept_results, now)
            parts.chain_ends = affinity.chain_ends(db, req.kept_results)
            workgen.top_up(db, self._download_dir, self._app.desc, self._job_size, cfg.ready_jobs,
                           cfg.replication, cfg.chain_length, now)
            key_ok = req.code_sign_key is None or req.code_sign_key == self._key
            if not key_ok:
                parts.messages.append(("notice", "The project has changed its security key. "
                                       "Please remove and add this project."))
            elif not req.dont_send_work and not self._resend_lost(db, req, hostid, now, parts):
                self._send_work(db, req, hostid, now, parts)
            if req.code_sign_key is None and cfg.send_code_sign_key:
                parts.code_sign_key = self._key
            if _older(req.client_version, cfg.newer_client_version):
                parts.messages.append(("notice", f"A newer version of the BOINC client ({cfg.newer_client_version}) "
                                       f"can be downloaded from {CLIENT_DOWNLOAD_URL}"))
            parts.sticky_files, deletes, parts.upload_requests = self.storage.directions(req.sticky_files)
            parts.delete_files = deletes + affinity.unwanted_files(db, hostid, req.sticky_files)
            u = db.execute("SELECT id, name, create_time, total_credit, expavg_credit FROM user WHERE id=?",
                           (user.id,)).fetchone()
            h = db.execute("SELECT create_time, total_credit, expavg_credit FROM host WHERE id=?",
                           (hostid,)).fetchone()
        parts.userid, parts.user_name, parts.user_create_time = int(u[0]), str(u[1]), float(u[2])
        parts.user_total_credit, parts.user_expavg_credit = float(u[3]), float(u[4])
        parts.host_create_time, parts.host_total_credit, parts.host_expavg_credit = (float(x) for x in h)
        return build_reply(parts)

    # -- hosts -------------------------------------------------------------

    def _host(self, db: sqlite3.Connection, req: SchedRequest, userid: int, now: float,
              parts: ReplyParts) -> int:
        row = None
        if req.hostid:
            row = db.execute("SELECT userid, rpc_seqno FROM host WHERE id=?", (req.hostid,)).fetchone()
        if row is not None and int(row[0]) == userid and req.rpc_seqno >= int(row[1]):
            db.execute("UPDATE host SET rpc_seqno=?, p_fpops=?, p_ncpus=? WHERE id=?",
                       (req.rpc_seqno, req.p_fpops, req.p_ncpus, req.hostid))
            return req.hostid
        if req.hostid == 0 and req.host_cpid:
            # Killed before it saved the reply that gave it a host id, a client asks again
            # without one but with the host CPID it keeps in its state file: the same host
            # (BOINC looks for such a host record before it makes a new one).
            found = db.execute("SELECT id FROM host WHERE userid=? AND host_cpid=? ORDER BY id DESC LIMIT 1",
                               (userid, req.host_cpid)).fetchone()
            if found is not None:
                hostid = int(found[0])
                db.execute("UPDATE host SET rpc_seqno=0, p_fpops=?, p_ncpus=? WHERE id=?",
                           (req.p_fpops, req.p_ncpus, hostid))
                if not req.other_results:
                    for name in resend.detach_results(db, hostid):
                        log.info("result %s: host %d came back without it", name, hostid)
                parts.hostid = hostid
                return hostid
        # Seqno 0: a client that receives <hostid> restarts its count at 0, so storing the
        # request's stale seqno would make its next request look stale again.
        cur = db.execute(
            "INSERT INTO host (userid, rpc_seqno, create_time, host_cpid, p_fpops, p_ncpus) VALUES (?,?,?,?,?,?)",
            (userid, 0, now, req.host_cpid, req.p_fpops, req.p_ncpus))
        hostid = int(cur.lastrowid or 0)
        parts.hostid = hostid
        if req.hostid == 0:
            self.fresh_install_hosts.append(hostid)
        return hostid

    # -- reports, validation, credit ----------------------------------------

    def _reports(self, db: sqlite3.Connection, req: SchedRequest, hostid: int, userid: int, now: float,
                 parts: ReplyParts) -> None:
        for rep in req.results:
            self.report_counts[rep.name] += 1
            # Always acknowledged: a result we cannot use would otherwise stay on the client forever,
            # and a duplicate (the re-send of a request whose reply a crash lost) must be acked again.
            parts.acks.append(rep.name)
            effect = self._report(db, rep, hostid, userid, req.p_fpops, now)
            db.execute("INSERT INTO report (result_name, hostid, time, effect) VALUES (?,?,?,?)",
                       (rep.name, hostid, now, effect))

    def _report(self, db: sqlite3.Connection, rep: ReportedResult, hostid: int, userid: int, p_fpops: float,
                now: float) -> str:
        """Apply one report; returns its effect (core.demo.store.REPORT_EFFECTS)."""
        row = db.execute(
            "SELECT r.id, r.wuid, r.hostid, w.range_start, w.range_end, w.fpops_est, r.output_name, "
            "w.count_base, r.server_state, r.outcome FROM result r JOIN workunit w ON w.id=r.wuid "
            "WHERE r.name=?", (rep.name,)).fetchone()
        if row is None:
            return "unknown"
        rid, wuid, owner, start, end, fpops_est, output_name, base, server_state, outcome = row
        late = server_state == "over" and outcome in ("no_reply", "client_detached")
        if server_state == "unsent":
            return "unsent"
        if server_state == "over" and not late:
            # Already recorded (and credited once): BOINC's "result already over".
            log.info("result %s reported again; already over (%s)", rep.name, outcome)
            return "duplicate"
        if owner != hostid:
            # A host record may have been replaced (seqno rule); accept the same user's hosts.
            o = db.execute("SELECT userid FROM host WHERE id=?", (owner,)).fetchone()
            if o is None or int(o[0]) != userid:
                return "foreign"
        self._record(db, rep, int(rid), int(wuid), (int(start), int(end), int(base)), float(fpops_est),
                     str(output_name), hostid, userid, p_fpops, now, late)
        return "late" if late else "applied"

    def _resend_lost(self, db: sqlite3.Connection, req: SchedRequest, hostid: int, now: float,
                     parts: ReplyParts) -> bool:
        """Send again what the host lost (core.demo.resend); True if anything was resent."""
        if req.other_results is None or not _asks_for_work(req):
            return False
        held = set(req.other_results) | {r.name for r in req.results}
        resent, expired = resend.resend_lost(db, hostid, held, now, self._config.delay_bound_s, req.p_fpops,
                                             self._config.max_jobs_per_rpc)
        for name in expired:
            parts.messages.append(("low", f"Didn't resend lost task {name} (expired)"))
        for job in resent:
            parts.messages.append(("low", f"Resent lost task {job.result_name}"))
            parts.jobs.append(self._job_out(db, job.result_name, job.wu_name, job.input_name, job.fpops_est,
                                            job.report_deadline))
        if resent:
            log.info("resent %d lost result(s) to host %d", len(resent), hostid)
            self._fill_app(req, parts)
        return bool(resent)

    def _record(self, db: sqlite3.Connection, rep: ReportedResult, rid: int, wuid: int,
                job_range: tuple[int, int, int], fpops_est: float, output_name: str, hostid: int, userid: int,
                p_fpops: float, now: float, late: bool = False) -> None:
        """``job_range``: (start, end, count_base) the output must count (see core.demo.jobs);
        ``late``: the result had timed out before this report came."""
        # A workunit that is no longer open (another result finished it, or the timeout of
        # this one gave it a replacement that did) gets neither a successor nor a retry.
        wu_open = db.execute("SELECT status FROM workunit WHERE id=?", (wuid,)).fetchone()[0] == "open"
        success = rep.state == RESULT_STATE_FILES_UPLOADED and rep.exit_status == 0
        valid, detail, credit = False, "", 0.0
        if success:
            start, end, base = job_range
            valid, detail = science.check_output(self._app.desc.work_kind, start, end,
                                                 self._upload_dir / output_name, base)
            if valid:
                # Non-API apps report no CPU time to the real client (final_cpu_time 0): fall back
                # to elapsed time, as BOINC's credit code does when CPU time is unusable.
                seconds = rep.final_cpu_time if rep.final_cpu_time > 0 else rep.final_elapsed_time
                # A host that has not run its benchmarks yet reports no speed; BOINC's
                # server then assumes a nominal 1 GFLOPS rather than granting nothing.
                speed = p_fpops if p_fpops > 0 else 1e9
                claimed = min(seconds * speed, fpops_est * self._config.fpops_bound_factor)
                if claimed <= 0:
                    # A job done between two of the client's one-second polls can come
                    # back with no time at all; the estimate is then the fair claim.
                    claimed = fpops_est
                credit = claimed * COBBLESTONE_SCALE
        db.execute(
            "UPDATE result SET server_state='over', received_time=?, outcome=?, validate_state=?, "
            "validate_detail=?, exit_status=?, client_state=?, cpu_time=?, elapsed_time=?, granted_credit=? "
            "WHERE id=?",
            (now, "success" if success else "client_error", ("valid" if valid else "invalid") if success else "",
             detail, rep.exit_status, rep.state, rep.final_cpu_time, rep.final_elapsed_time, credit, rid))
        if valid:
            if wu_open:
                db.execute("UPDATE workunit SET status='done' WHERE id=?", (wuid,))
            for table, key in (("user", userid), ("host", hostid)):
                avg, avg_time = db.execute(f"SELECT expavg_credit, expavg_time FROM {table} WHERE id=?",
                                           (key,)).fetchone()
                new_avg, new_time = update_average(float(avg), float(avg_time), credit, now)
                db.execute(f"UPDATE {table} SET total_credit=total_credit+?, expavg_credit=?, expavg_time=? "
                           "WHERE id=?", (credit, new_avg, new_time, key))
            log.info("result %s valid (%s), %.4f credit", rep.name, detail, credit)
            if not wu_open:
                return
            workgen.make_successor(db, self._download_dir, self._upload_dir, self._app.desc, self._job_size,
                                   wuid, rid, output_name, self._config.chain_timeout_s, now)
            return
        if not wu_open:
            log.info("result %s failed (state %d, exit %d) after its workunit closed", rep.name, rep.state,
                     rep.exit_status)
            return
        errors = int(db.execute("UPDATE workunit SET error_count=error_count+1 WHERE id=? RETURNING error_count",
                                (wuid,)).fetchone()[0])
        log.info("result %s failed (state %d, exit %d) %s", rep.name, rep.state, rep.exit_status, detail)
        if errors >= MAX_ERRORS_PER_WU:
            db.execute("UPDATE workunit SET status='error' WHERE id=?", (wuid,))
        elif not late:  # a timed-out result already got its replacement
            workgen.new_result(db, wuid)

    # -- work send ---------------------------------------------------------------

    def _send_work(self, db: sqlite3.Connection, req: SchedRequest, hostid: int, now: float,
                   parts: ReplyParts) -> None:
        cfg = self._config
        if not _asks_for_work(req):
            return
        rows = affinity.sendable(db, hostid, req.kept_results, now)
        disk = server_passes(rows, lambda _r: cfg.rsc_disk_bound, req.disk, cfg.delete_from_self)
        deadline = now + cfg.delay_bound_s
        by_name = {str(r[0]): r for r in disk.jobs}
        policy = WorkSendPolicy.WS2 if req.in_progress is not None else cfg.work_send_policy
        host = HostWorkload(req.p_ncpus, req.p_fpops, req.availability, req.in_progress or (), dcf=req.dcf,
                            estimated_delay_s=req.estimated_delay_s)
        gpu = _gpu_asked(req)
        gpu_names: list[str] = []
        if gpu is not None:
            # GPU jobs first (the CPU part would fill the RPC's job limit): enough
            # device-seconds for the request and one per idle share of a device. With
            # OpenCL the app counts on the device (--opencl); without, the ordinary demo
            # app stands in for a GPU app and needs no GPU.
            runtime = max(req.p_fpops, 1.0)
            got_s, want_jobs = 0.0, int(gpu.req_instances / max(cfg.gpu_usage, 1e-3) + 0.999)
            # When the CPU asks too, the GPU takes at most half the RPC's job limit: GPU
            # jobs filling it would leave the CPU none and back its fetch off (the client
            # backs off a resource that asked and got nothing).
            cpu_asks = req.cpu_req_secs > 0 or req.cpu_req_instances > 0 or req.work_req_seconds > 0
            gpu_limit = max(1, cfg.max_jobs_per_rpc // 2) if cpu_asks else cfg.max_jobs_per_rpc
            for r in disk.jobs:
                if len(gpu_names) >= gpu_limit or (got_s >= gpu.req_secs and len(gpu_names) >= want_jobs):
                    break
                gpu_names.append(str(r[0]))
                got_s += float(r[3]) / runtime * cfg.gpu_usage
        # As BOINC's scheduler does, a job that the host would not finish by its deadline
        # (after the busy time the request states) is not sent.
        taken = set(gpu_names)
        decision = select_jobs(
            policy, now, max(req.cpu_req_secs, req.work_req_seconds), req.cpu_req_instances, host,
            (Candidate(str(r[0]), float(r[3]), deadline, self._app.desc.avg_ncpus) for r in disk.jobs
             if str(r[0]) not in taken),
            max_jobs=cfg.max_jobs_per_rpc - len(gpu_names), latency_check=True)
        seen_wus: set[str] = set()
        for name in [*decision.sent, *gpu_names]:
            rname, wu_name, input_name, fpops = by_name[name]
            if wu_name in seen_wus:  # never two results of one workunit to one host
                continue
            seen_wus.add(wu_name)
            db.execute("UPDATE result SET server_state='in_progress', hostid=?, sent_time=?, report_deadline=? "
                       "WHERE name=?", (hostid, now, deadline, rname))
            job = self._job_out(db, str(rname), str(wu_name), str(input_name), float(fpops), deadline)
            if name in gpu_names and gpu is not None:
                job = dataclasses.replace(job, plan_class=_plan_class(gpu))
            parts.jobs.append(job)
        if parts.jobs:
            self._fill_app(req, parts)
            if gpu is not None and any(j.plan_class for j in parts.jobs):
                parts.gpu_version = GpuVersion(_plan_class(gpu), gpu.rsc_type, cfg.gpu_usage, cfg.gpu_avg_ncpus,
                                               req.p_fpops, cmdline=OPENCL_CMDLINE if gpu.have_opencl else "")
            return
        reason = disk.message if not disk.jobs else (
            decision.verdicts[-1].detail if decision.verdicts else decision.stop_reason.value)
        parts.messages.append(("low", f"No tasks sent: no work available for {req.platform_name or 'this host'}"
                               f" ({reason})"))

    def _job_out(self, db: sqlite3.Connection, rname: str, wu_name: str, input_name: str, fpops: float,
                 deadline: float) -> JobOut:
        desc = self._app.desc
        data = (self._download_dir / input_name).read_bytes()
        chain = affinity.chain_job(db, wu_name, self._download_dir, self.base_url)
        command_line = desc.command_line
        if chain is not None and desc.work_kind == "prime_count":
            command_line = f"{command_line} {chain.part_arg}".strip()
        return JobOut(
            wu_name=wu_name, result_name=rname, command_line=command_line,
            input_name=input_name, input_open_name=desc.input_open_name,
            input_url=f"{self.base_url}/download/{input_name}", input_md5=md5_hex(data),
            input_nbytes=len(data), output_name=f"{rname}_r0", output_open_name=desc.output_open_name,
            upload_url=f"{self.base_url}/file_upload_handler", max_output_bytes=desc.max_output_bytes,
            fpops_est=fpops, fpops_bound=fpops * self._config.fpops_bound_factor,
            memory_bound=self._config.rsc_memory_bound, disk_bound=self._config.rsc_disk_bound,
            report_deadline=deadline,
            # A chain's shared input and a link's output matter beyond this job only while
            # the chain goes on: the last link lets the client drop them.
            input_sticky=bool(chain and chain.has_successor), output_sticky=bool(chain and chain.has_successor),
            prev=chain.prev if chain else None, has_successor=bool(chain and chain.has_successor),
            previous_resultid=chain.previous_resultid if chain else 0,
            previous_result_name=chain.previous_result_name if chain else "")

    def _fill_app(self, req: SchedRequest, parts: ReplyParts) -> None:
        desc = self._app.desc
        parts.app_name = desc.name
        parts.app_friendly_name = desc.user_friendly_name
        parts.version_num = desc.version_num
        parts.platform = desc.platform or req.platform_name
        parts.avg_ncpus = desc.avg_ncpus
        parts.api_version = desc.api_version
        parts.flops = req.p_fpops * desc.avg_ncpus
        parts.app_files = [
            AppFile(desc.physical_name(name), name, f"{self.base_url}/download/{desc.physical_name(name)}",
                    nbytes, sig, name == desc.main_program)
            for name, nbytes, sig in self._app.files
        ]


def _asks_for_work(req: SchedRequest) -> bool:
    return req.cpu_req_secs > 0 or req.cpu_req_instances > 0 or req.work_req_seconds > 0 or _gpu_asked(req) is not None


def _gpu_asked(req: SchedRequest) -> GpuRequest | None:
    """The first GPU type the request asks work of, if any."""
    return next((g for g in req.gpus if g.count > 0 and (g.req_secs > 0 or g.req_instances > 0)), None)


def _plan_class(gpu: GpuRequest) -> str:
    """The GPU version's plan class. With OpenCL, BOINC's ``opencl_<vendor>_101`` (its
    scheduler reads the trailing number as the OpenCL version needed, 1.1) and, for another
    type, ``opencl_<type>_101``; BOINC's client refuses a plan class naming OpenCL for a type
    without it. Without OpenCL: ``cuda`` for NVIDIA, else the type's own name (the stand-in)."""
    if gpu.have_opencl:
        vendor = {"NVIDIA": "nvidia", "ATI": "ati"}.get(gpu.rsc_type) or re.sub(r"[^A-Za-z0-9_]", "_", gpu.rsc_type)
        return f"opencl_{vendor}_101"
    return "cuda" if gpu.rsc_type == "NVIDIA" else gpu.rsc_type


def _older(version: str, than: str) -> bool:
    """Whether "M.m.r" ``version`` is older than ``than`` (False if either does not parse)."""
    try:
        mine = tuple(int(x) for x in version.split("."))
        newer = tuple(int(x) for x in than.split("."))
    except ValueError:
        return False
    return bool(than) and mine < newer
