"""What merging a scheduler reply into the state changed, and what is left to carry out.

``core.sched_rpc.merge.merge_reply`` fills a ``MergeOutcome``; the reply record the
engine reads (``core.ports.SchedulerReply.merged``) carries it, so the engine acts on
a merged reply in one place (core/engine/engine.py ``_handle_reply``, then the
project-directed files of core/engine/directed_files.py). Plain records: no I/O.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from core.ids import FileKey, FileName, ProjectUrl, ResultName
from core.state.work import Result, Workunit

MSG_INFO = 1
MSG_USER_ALERT = 2
MSG_INTERNAL_ERROR = 3
"""Event-log priorities, BOINC's ``MSG_*`` values."""


@dataclass(frozen=True, slots=True)
class LogMessage:
    """One line for the event log."""

    project: ProjectUrl
    body: str
    priority: int  # MSG_INFO, MSG_USER_ALERT or MSG_INTERNAL_ERROR


@dataclass(slots=True)
class MergeOutcome:
    """What a merge changed and what the caller still has to carry out."""

    new_results: list[Result] = field(default_factory=list)
    new_workunits: list[Workunit] = field(default_factory=list)
    new_files: list[FileKey] = field(default_factory=list)  # file infos added (to download if needed)
    acked: list[ResultName] = field(default_factory=list)
    aborted: list[ResultName] = field(default_factory=list)  # now ABORTED; kill their tasks if any
    files_to_delete: list[FileName] = field(default_factory=list)  # sticky flag cleared by the server
    files_to_upload: list[FileName] = field(default_factory=list)  # marked upload_requested (<upload_file_info>)
    kept: list[ResultName] = field(default_factory=list)  # acked but kept for a successor (not in ``acked``)
    released: list[ResultName] = field(default_factory=list)  # kept results forgotten: successor here or chain end
    messages: list[LogMessage] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # refused items and other problems, in words
    global_prefs_xml: str | None = None  # to save as global_prefs.xml if its mod_time is newer
    project_prefs_xml: str | None = None  # to write into the account file
    gui_urls_xml: str | None = None  # the reply's <gui_urls> block, to keep in the account file (None = not sent)
    newer_client_version: str = ""  # "M.m.r" newer than ours that the project announced ("" = none)
    new_host_cpid: bool = False  # the host record was switched: a new host CPID was generated

    def refuse(self, url: ProjectUrl, what: str) -> None:
        self.errors.append(what)
        self.messages.append(LogMessage(url, what, MSG_INTERNAL_ERROR))
