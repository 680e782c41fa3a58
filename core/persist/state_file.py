"""Save and load ``client_state.xml`` with BOINC's crash-safe procedure (sections 3.2, 3.3).

``write_client_state`` renders the state, writes ``client_state_next.xml``,
fsyncs it, moves ``client_state.xml`` to ``client_state_prev.xml`` and renames
the new file into place. ``read_client_state`` picks the first usable file of
next, current and previous (usable = starts with ``<client_state>``, ends with
``</client_state>`` and parses), merges the account files, and reports in
``warnings`` what it had to skip or repair. It never raises for bad content: with
no usable file it returns an empty state and says so.

Thread: call from the engine thread (the writer reads the live state).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from core.errors import XmlInputError
from core.ids import ProjectUrl
from core.persist.accounts import AccountFile, read_account_files
from core.persist.atomic import write_atomic
from core.persist.paths import DataDir
from core.persist.state_reader import parse_client_state
from core.persist.state_writer import render_client_state
from core.state import ClientState, Project, RpcReason
from core.xml.hardened import MAX_XML_BYTES


@dataclass(slots=True)
class LoadedState:
    state: ClientState
    warnings: list[str] = field(default_factory=list)  # what was skipped, repaired or fallen back on
    source: Path | None = None  # the file the state came from; None = started empty
    accounts: dict[ProjectUrl, AccountFile] = field(default_factory=dict)


def _as_datadir(datadir: DataDir | Path) -> DataDir:
    return datadir if isinstance(datadir, DataDir) else DataDir(Path(datadir))


def write_client_state(state: ClientState, datadir: DataDir | Path, now: float) -> None:
    """Persist ``state`` atomically, keeping the previous file. Raises ``OSError`` on I/O failure.

    Writes only ``client_state.xml`` (and its next/prev copies); authenticators
    live in the account files (``write_account_file``).
    """
    dd = _as_datadir(datadir)
    dd.root.mkdir(parents=True, exist_ok=True)
    data = render_client_state(state, now)
    write_atomic(dd.client_state, data, keep_previous=dd.client_state_prev, temp=dd.client_state_next)


def _looks_complete(data: bytes) -> str:
    """BOINC's ``valid_state_file`` check; returns "" if fine, else what is wrong."""
    first_line = data.split(b"\n", 1)[0]
    if b"<client_state>" not in first_line:
        return "first line lacks <client_state>"
    if b"</client_state>" not in data[-4096:]:
        return "no </client_state> at the end (torn write?)"
    return ""


def _try_file(path: Path, now: float | None) -> tuple[ClientState | None, list[str], str]:
    try:
        if path.stat().st_size > MAX_XML_BYTES:
            return None, [], f"{path.name} is larger than {MAX_XML_BYTES} bytes"
        data = path.read_bytes()
    except OSError as exc:
        return None, [], f"{path.name} cannot be read: {exc.strerror or exc}"
    problem = _looks_complete(data)
    if problem:
        return None, [], f"{path.name}: {problem}"
    try:
        state, warnings = parse_client_state(data, source=path.name, now=now)
    except XmlInputError as exc:
        return None, [], str(exc)
    return state, warnings, ""


def merge_accounts(state: ClientState, accounts: dict[ProjectUrl, AccountFile], warnings: list[str]) -> None:
    """Apply account files to the projects, as BOINC does at start-up (section 2.2).

    The account file gives the authenticator and, if its preferences name one,
    the resource share; a project with an account file but no state is added,
    to be initialised by a scheduler RPC. A project in the state without an
    account file is kept (dropping it would lose its results) with a warning.
    """
    for url, account in accounts.items():
        project = state.projects.get(url)
        if project is None:
            project = Project(url, project_name=account.project_name)
            project.master_url_fetch_pending = True
            project.sched_rpc_pending = RpcReason.INIT
            state.projects[url] = project
        project.authenticator = account.authenticator
        project.gui_urls = account.gui_urls
        if account.resource_share is not None:
            project.resource_share = account.resource_share
        if not project.project_name:
            project.project_name = account.project_name
    for url in state.projects:
        if url not in accounts:
            warnings.append(f"Project {url} is in state file but no account file found")


def read_client_state(
    datadir: DataDir | Path, *, now: float | None = None, with_accounts: bool = True
) -> LoadedState:
    """Load the newest usable state file (next, current, previous) and the account files.

    ``now`` (optional) lets the reader discard times in the future as BOINC does.
    Never raises for bad or missing files: problems are listed in ``warnings``.
    """
    dd = _as_datadir(datadir)
    loaded = LoadedState(ClientState())
    problems: list[str] = []
    for path in dd.state_files:
        if not path.exists():
            continue
        state, warnings, problem = _try_file(path, now)
        if state is None:
            problems.append(problem)
            continue
        loaded.state, loaded.source = state, path
        loaded.warnings.extend(problems)
        if path != dd.client_state:
            loaded.warnings.append(f"Using state file {path.name}")
        loaded.warnings.extend(warnings)
        break
    else:
        loaded.warnings.extend(problems)
        if problems:
            loaded.warnings.append(
                "no usable state file; starting with an empty state (projects come from account files)"
            )
    if with_accounts:
        accounts, account_warnings = read_account_files(dd)
        loaded.accounts = accounts
        loaded.warnings.extend(account_warnings)
        merge_accounts(loaded.state, accounts, loaded.warnings)
    return loaded
