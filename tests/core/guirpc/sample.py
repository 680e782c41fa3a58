"""Snapshots that hold what the real client held in the fixtures, and a raw-socket helper."""
from __future__ import annotations

import hashlib
import socket

from core.guirpc.backend import (
    CcStatus,
    DailyStatistics,
    DailyXfer,
    DiskUsage,
    FileTransfer,
    GuiRpcSnapshot,
    Message,
    Notice,
    OldResult,
    TaskExtras,
)
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state.app import App, AppVersion, FileRef
from core.state.client_state import ClientState
from core.state.enums import CpuSchedState, ResultState, TaskState
from core.state.host import HostInfo
from core.state.project import Project
from core.state.task import ActiveTask
from core.state.work import Result, Workunit

URL = ProjectUrl("http://127.0.0.1:31480/")
PASSWORD = "fixture-pw"
NOW = 1795248054.0


def attached_state(n_results: int = 1, running: bool = True) -> ClientState:
    st = ClientState()
    st.host_info = HostInfo(p_ncpus=2, p_vendor="GenuineIntel", p_model="Xeon", m_nbytes=25e9,
                            d_total=2.7e11, d_free=8e10, os_name="Linux Debian", os_version="12",
                            domain_name="vm", host_cpid="140c1176231469c3e024a2b9514eebdd")
    st.projects[URL] = Project(URL, project_name="Fixture Project", user_name="fixture_user",
                               userid=1, hostid=1, rpc_seqno=5, disk_usage=53248.0)
    app = AppName("fixture_app")
    st.apps[(URL, app)] = App(URL, app, "Fixture App")
    st.app_versions.append(AppVersion(URL, app, 102, "x86_64-pc-linux-gnu", flops=1e9, file_refs=[
        FileRef(FileName("fixture_app_1.02_x86_64-pc-linux-gnu.sh"), main_program=True)]))
    for i in range(n_results):
        wu = WorkunitName(f"fixture_wu_{i + 3}")
        st.workunits[(URL, wu)] = Workunit(URL, wu, app, 102, rsc_fpops_est=1e10, rsc_fpops_bound=1e12,
                                           command_line=f"--fixture {wu} --sleep 120",
                                           input_files=[FileRef(FileName(f"{wu}_in.txt"), "in.txt", copy_file=True)])
        name = ResultName(f"{wu}_0")
        st.results[(URL, name)] = Result(URL, name, wu, report_deadline=NOW + 6e5, received_time=NOW - 20,
                                         state=ResultState.FILES_DOWNLOADED, version_num=102,
                                         platform="x86_64-pc-linux-gnu", report_immediately=True)
        if running and i == 0:
            st.active_tasks[(URL, name)] = ActiveTask(
                URL, name, slot=0, scheduler_state=CpuSchedState.SCHEDULED, task_state=TaskState.EXECUTING,
                app_version_num=102, elapsed_time=13.0, swap_size=2990080.0, working_set_size=1798144.0)
    return st


def attached_snapshot(n_results: int = 1, transfers: bool = True) -> GuiRpcSnapshot:
    st = attached_state(n_results)
    first = next(iter(st.results))
    return GuiRpcSnapshot(
        now=NOW,
        state=st,
        cc_status=CcStatus(),
        messages=tuple(
            Message(i, "" if i < 3 else "Fixture Project", 1, f"message {i} & <more>", 1795247977 + i)
            for i in range(1, 6)
        ),
        notices=(Notice(1, "Hello", "A notice", NOW - 10, NOW - 5),),
        transfers=(
            FileTransfer(
                URL,
                "Fixture Project",
                FileName("fixture_wu_9_out"),
                12000.0,
                20000.0,
                is_upload=True,
                num_retries=1,
                active=True,
                bytes_xferred=4096.0,
                url="http://127.0.0.1:31480/file_upload_handler",
            ),
        )
        if transfers
        else (),
        disk_usage=DiskUsage(((URL, 53248.0),), 2.7e11, 8e10, 102400.0, 7.9e10),
        statistics={URL: (DailyStatistics(1795219200.0),)},
        daily_xfers=(DailyXfer(20778, 60906.0, 12611.0),),
        old_results=(OldResult(URL, ResultName("fixture_wu_2_0"), "fixture_app", 0, 5.0, 0.0, NOW - 50, NOW - 48),),
        task_extras={first: TaskExtras(pid=22153)},
        global_prefs_override="<global_preferences>\n   <suspend_cpu_usage>0.000000</suspend_cpu_usage>\n"
        "</global_preferences>\n",
        cc_config="<cc_config>\n  <options>\n    <dont_contact_ref_site>1</dont_contact_ref_site>\n  </options>\n"
        "</cc_config>\n",
        data_dir="/var/lib/boinc-client",
    )


def frame(body: str) -> bytes:
    return f"<boinc_gui_rpc_request>\n{body}\n</boinc_gui_rpc_request>\n\x03".encode()


class RawConn:
    """A bare socket speaking the framing, to drive the server byte by byte."""

    def __init__(self, port: int, source: str | None = None, timeout: float = 5.0) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        if source:
            self.sock.bind((source, 0))
        self.sock.connect(("127.0.0.1", port))

    def send_raw(self, data: bytes) -> None:
        self.sock.sendall(data)

    def recv_reply(self) -> bytes:
        """Bytes up to and including 0x03; b"" if the server closed first."""
        buf = bytearray()
        while True:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                return bytes(buf)
            buf += chunk
            if b"\x03" in chunk:
                return bytes(buf)

    def call(self, body: str) -> bytes:
        self.send_raw(frame(body))
        return self.recv_reply()

    def closed(self) -> bool:
        try:
            return self.sock.recv(1) == b""
        except (ConnectionResetError, BrokenPipeError):
            return True

    def authorize(self, password: str = PASSWORD) -> bytes:
        nonce = self.call("<auth1/>").split(b"<nonce>")[1].split(b"</nonce>")[0].decode()
        digest = hashlib.md5((nonce + password).encode()).hexdigest()
        return self.call(f"<auth2>\n<nonce_hash>{digest}</nonce_hash>\n</auth2>")

    def close(self) -> None:
        self.sock.close()
