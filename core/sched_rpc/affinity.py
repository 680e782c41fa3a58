"""Workunit affinity and project-directed uploads on the client (early design notes).

A project may chain results: a result says it has a successor
(``<has_successor/>``) and names its predecessor (``<previous_resultid>``, the
project's database id, and ``<previous_result_name>``). The successor runs
cheaply on the host that still holds the predecessor's sticky files. The rules
kept here:

* keep: when the project acknowledges a result that has a successor, finished
  successfully and still holds all its sticky files, the record is kept
  (``got_server_ack`` set, but not forgotten) together with its workunit, as
  the notes say ("it retains the result record");
* offer: every scheduler request lists each successful result with a successor
  whose sticky files are all present, acknowledged or not, in
  ``<results_with_successors>``; the scheduler prefers to send the successors
  of listed results to this host;
* chain files: the sticky inputs of such a result's workunit and its sticky
  outputs. ``chain_files`` is the set the disk manager must treat as
  referenced; garbage collection keeps them because the record stays;
* release: the record goes when its successor arrives here (the successor's
  own inputs keep what it needs), when a reply says ``<chain_end>`` for it, when
  one of its sticky files is gone, or ``CHAIN_KEEP_MAX_S`` after it was
  received; a project reset or detach drops it with the rest. Released files
  are ordinary again: non-sticky ones are collected, sticky ones wait for the
  disk manager or ``<delete_file_info>``;
* uploads: ``<upload_file_info>`` names a file this host holds and where to
  send it; the file is marked ``upload_requested`` and the live client sends it
  through its usual transfers.

Tag names other than ``previous_resultid`` and ``has_successor`` (from the notes)
are this project's; docs/demo-project.md documents them.

Reads and writes the ``ClientState`` only (engine thread). No I/O, no clock.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from core.ids import FileKey, FileName, ProjectUrl, ResultKey, ResultName
from core.state import ClientState, Result, ResultState
from core.xml.text_escape import escape

CHAIN_KEEP_MAX_S = 30 * 86400.0
"""A kept result is released this long after it was received, whatever the project says:
a project that stopped answering must not pin files for ever."""


@dataclass(frozen=True, slots=True)
class UploadDirective:
    """``<upload_file_info>``: send this held file to the project (URLs optional)."""

    name: FileName
    urls: tuple[str, ...] = ()


def is_kept(r: Result) -> bool:
    """Acknowledged, but kept because its successor may come here."""
    return r.has_successor and r.got_server_ack


def _succeeded(r: Result) -> bool:
    return r.state == ResultState.FILES_UPLOADED and r.exit_status == 0


def sticky_files(state: ClientState, r: Result) -> list[FileKey]:
    """The sticky inputs of ``r``'s workunit and ``r``'s sticky outputs (known files only)."""
    url = r.project_url
    names = [ref.file_name for ref in r.output_files]
    wu = state.workunits.get((url, r.wu_name))
    if wu is not None:
        names.extend(ref.file_name for ref in wu.input_files)
    keys: list[FileKey] = []
    for name in dict.fromkeys(names):
        fi = state.file_infos.get((url, name))
        if fi is not None and fi.sticky:
            keys.append((url, name))
    return keys


def holds_chain_files(state: ClientState, r: Result) -> bool:
    return all(state.file_infos[k].present for k in sticky_files(state, r))


def offered(state: ClientState, url: ProjectUrl) -> list[Result]:
    """Results of ``url`` this host offers as predecessors (see the module text)."""
    return [r for r in state.results.values()
            if r.project_url == url and r.has_successor and _succeeded(r) and holds_chain_files(state, r)]


def request_xml(state: ClientState, url: ProjectUrl) -> str:
    """The request's ``<results_with_successors>`` block ("" when there is none)."""
    names = [r.name for r in offered(state, url)]
    if not names:
        return ""
    body = "".join(f"    <result_with_successor>\n        <name>{escape(n)}</name>\n    </result_with_successor>\n"
                   for n in names)
    return f"<results_with_successors>\n{body}</results_with_successors>\n"


def chain_files(state: ClientState) -> set[FileKey]:
    """Files a live chain needs: never deletable by the disk manager.

    Every result with a successor that has not failed counts, from the moment it
    arrives: a finished one waiting to be reported must not lose its files either.
    """
    keys: set[FileKey] = set()
    for r in state.results.values():
        if r.has_successor and r.state <= ResultState.FILES_UPLOADED and r.exit_status == 0:
            keys.update(sticky_files(state, r))
    return keys


def keep_on_ack(state: ClientState, url: ProjectUrl, name: ResultName) -> bool:
    """An ack for ``name`` arrived: keep the record (True) or let it be forgotten (False)."""
    r = state.results.get((url, name))
    if r is None or not r.has_successor or not _succeeded(r) or not holds_chain_files(state, r):
        return False
    if any(o.project_url == url and o.previous_result_name == name for o in state.results.values()):
        return False  # the successor is already here; nothing left to wait for
    r.got_server_ack = True
    return True


def release(state: ClientState, key: ResultKey) -> bool:
    """Forget a kept result, and its workunit once no other result uses it."""
    r = state.results.get(key)
    if r is None or not is_kept(r):
        return False
    del state.results[key]
    url, wu_name = r.project_url, r.wu_name
    if not any(o.project_url == url and o.wu_name == wu_name for o in state.results.values()):
        state.workunits.pop((url, wu_name), None)
    return True


def successors_arrived(state: ClientState, url: ProjectUrl, new: Iterable[Result]) -> list[ResultName]:
    """Release the kept predecessors of newly arrived results; returns their names."""
    released: list[ResultName] = []
    for r in new:
        prev = ResultName(r.previous_result_name)
        if prev and release(state, (url, prev)):
            released.append(prev)
    return released


def end_chains(state: ClientState, url: ProjectUrl, names: Sequence[ResultName]) -> list[ResultName]:
    """``<chain_end>``: release the named kept results; returns those released."""
    return [n for n in names if release(state, (url, n))]


def upkeep(state: ClientState, now: float) -> list[ResultKey]:
    """Release kept results that lost a sticky file or were kept too long; returns their keys."""
    gone = [key for key, r in state.results.items()
            if is_kept(r) and (not holds_chain_files(state, r) or now - r.received_time > CHAIN_KEEP_MAX_S)]
    for key in gone:
        release(state, key)
    return gone


def request_uploads(state: ClientState, url: ProjectUrl,
                    directives: Sequence[UploadDirective]) -> tuple[list[FileName], list[str]]:
    """Mark the files the project asked for; returns (names marked, problems in words).

    A file is sent only if this host holds it; its upload URLs are replaced by the
    directive's when it gives any, and a file with none at all is refused.
    """
    marked: list[FileName] = []
    problems: list[str] = []
    for d in directives:
        fi = state.file_infos.get((url, d.name))
        if fi is None or not fi.present:
            problems.append(f"Project asked for {d.name!r}, which this computer does not hold")
            continue
        if fi.is_upload and not fi.uploaded:
            continue  # a job's output on its way already: its own upload serves the request
        urls = [u for u in d.urls if u.startswith(("http://", "https://"))]
        if urls:
            fi.upload_urls = urls
        if not fi.upload_urls:
            problems.append(f"Project asked for {d.name} but gave no upload URL")
            continue
        fi.upload_requested = True
        fi.uploaded = False
        marked.append(d.name)
    return marked, problems
