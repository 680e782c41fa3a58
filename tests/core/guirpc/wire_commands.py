"""What a GUI RPC control op posts, named as the op (the tests' shorthand).

GUI RPC's server posts the client's own commands (core/api/commands.py); these name
them by the op that asks for them, so a test reads as the request it sends:
``ResultOp(URL, name, "suspend")`` is what ``suspend_result`` posts.
"""
from __future__ import annotations

from core.api.commands import (
    Attach,
    Command,
    ProjectAction,
    ProjectOp as ApiProjectOp,
    Quit,
    ReadConfigFiles,
    ReadPrefsFiles,
    RunBenchmarks,
    SetNetworkMode,
    SetProxy,
    SetRunMode,
    TaskAction,
    TaskOp,
    TransferAction,
    TransferOp,
)
from core.ids import FileName, ProjectUrl, ResultName
from core.persist.cc_config import ProxyInfo
from core.state.enums import RunMode


def SetMode(which: str, mode: RunMode, duration_s: float = 0.0) -> Command:  # noqa: N802 (named as the op)
    """set_run_mode / set_network_mode."""
    assert which in ("run", "network"), which
    return SetRunMode(mode, duration_s) if which == "run" else SetNetworkMode(mode, duration_s)


def ProjectOp(url: ProjectUrl, op: str) -> Command:  # noqa: N802 -- named as the op
    """project_<op>."""
    return ApiProjectOp(url, ProjectAction(op))


def ProjectAttach(url: ProjectUrl, authenticator: str, project_name: str = "") -> Command:  # noqa: N802 -- named as the op
    """project_attach (the project's name is not kept: the client learns it from the project)."""
    return Attach(str(url), authenticator)


def ResultOp(url: ProjectUrl, name: ResultName, op: str) -> Command:  # noqa: N802 -- named as the op
    """suspend_result / resume_result / abort_result."""
    return TaskOp((url, name), TaskAction(op))


def FileTransferOp(url: ProjectUrl, filename: FileName, op: str) -> Command:  # noqa: N802 -- named as the op
    """retry_file_transfer / abort_file_transfer (GUI RPC names no direction)."""
    return TransferOp((url, filename, ""), TransferAction(op))


def SetProxySettings(info: ProxyInfo) -> Command:  # noqa: N802 -- named as the op
    """set_proxy_settings."""
    return SetProxy(info)


def Simple(op: str) -> Command:  # noqa: N802 -- named as the op
    """An argument-free op that has a command."""
    commands: dict[str, Command] = {"read_global_prefs_override": ReadPrefsFiles(), "read_cc_config": ReadConfigFiles(),
                                    "run_benchmarks": RunBenchmarks(), "quit": Quit()}
    return commands[op]
