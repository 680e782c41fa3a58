"""Commands the window sends to a client: small frozen objects, one per action.

A client applies each command on its own thread at its next poll and answers
the ``Future`` that ``ClientInterface.submit`` returned with a ``CommandResult``
(or an exception for a failure the volunteer must hear about, such as an
attach to a URL that is not a project). Expected refusals (an unknown task, a
project already detached) are results with ``ok=False`` and a message, not
exceptions (STYLE.md section 9).

Reads nothing, writes nothing: pure data types.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from core.api.actions import (
    ProjectAction as ProjectAction,  # exported here as before
    TaskAction as TaskAction,
    TransferAction as TransferAction,
)
from core.errors import ProblemKind
from core.ids import ProjectUrl, ResultKey
from core.state.enums import RunMode
from core.state.prefs import (
    DayPrefs as DayPrefs,  # re-exported: commands carry weekday windows
    GlobalPrefs,
)

if TYPE_CHECKING:  # a type only: the window need not load the config reader to send commands
    from core.api.client import ConnectionProblem
    from core.persist.cc_config import ProxyInfo


@dataclass(frozen=True, slots=True)
class ProjectOp:
    url: ProjectUrl
    op: ProjectAction


@dataclass(frozen=True, slots=True)
class TaskOp:
    key: ResultKey
    op: TaskAction


@dataclass(frozen=True, slots=True)
class TransferOp:
    key: tuple[ProjectUrl, str, str]  # TransferRow.key; a direction of "" means either (GUI RPC names none)
    op: TransferAction


@dataclass(frozen=True, slots=True)
class SetRunMode:
    """Computing mode; ``duration_s`` > 0 makes it temporary (then the previous mode returns).

    ``reason``: why, in the asker's words ("electricity price above 0.30"; "" = none given):
    shown with the suspension in the status bar, the tray, the event log and GUI RPC."""

    mode: RunMode
    duration_s: float = 0.0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class SetNetworkMode:
    mode: RunMode
    duration_s: float = 0.0
    reason: str = ""  # as SetRunMode's


@dataclass(frozen=True, slots=True)
class SetGpuMode:
    """GPU mode, apart from the computing mode (BOINC's set_gpu_mode): NEVER stops GPU jobs
    and asks for no GPU work; CPU jobs go on. ``duration_s`` and ``reason`` as SetRunMode's."""

    mode: RunMode
    duration_s: float = 0.0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class ExcludeGpu:
    """Keep a project off a GPU: an ``<exclude_gpu>`` added to cc_config.xml, then applied.

    ``device_num`` -1: every device; ``rsc_type`` "": every type; ``app`` "": every app."""

    url: ProjectUrl
    device_num: int = -1
    rsc_type: str = ""
    app: str = ""


@dataclass(frozen=True, slots=True)
class Snooze:
    """Suspend computing and network for ``duration_s`` wall seconds; None = until resumed.

    ``Snooze(0)`` (or any duration <= 0) ends a snooze. ``reason`` as SetRunMode's.
    """

    duration_s: float | None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class SoftStop:
    """Stop computing without losing work: each running task is suspended right after its
    next checkpoint (at once if its app never checkpoints), then the run mode becomes
    "never" with ``reason`` (as SetRunMode's). SetRunMode or Snooze(0) ends it early."""

    reason: str = ""


@dataclass(frozen=True, slots=True)
class SetPrefs:
    """Replace the preferences in force (the local override), applied live.

    ``day_prefs`` replaces the weekday windows ``prefs`` carries, an empty tuple included
    (the volunteer cleared them): read it through ``in_force`` everywhere.
    """

    prefs: GlobalPrefs
    day_prefs: tuple[DayPrefs, ...] = ()

    @property
    def in_force(self) -> GlobalPrefs:
        return replace(self.prefs, day_prefs=self.day_prefs)


@dataclass(frozen=True, slots=True)
class Attach:
    url: str  # master URL as typed; the client normalises it
    authenticator: str  # account key


@dataclass(frozen=True, slots=True)
class Quit:
    """Stop the client (the window closes separately)."""


@dataclass(frozen=True, slots=True)
class ReadPrefsFiles:
    """Read global_prefs.xml and the override again and apply them (GUI RPC read_global_prefs_override)."""


@dataclass(frozen=True, slots=True)
class ReadRules:
    """Evaluate the rules file now (it was just replaced, GUI RPC set_rules), not at the next host check."""


@dataclass(frozen=True, slots=True)
class ReadConfigFiles:
    """Read cc_config.xml and the projects' app_config.xml files again and apply them (GUI RPC read_cc_config)."""


@dataclass(frozen=True, slots=True)
class WriteConfigFile:
    """Replace a configuration file as GUI RPC's set_global_prefs_override and set_cc_config do.

    The file takes effect when it is read again (``ReadPrefsFiles``, ``ReadConfigFiles``);
    empty text removes it.
    """

    which: Literal["global_prefs_override", "cc_config"]
    text: str


@dataclass(frozen=True, slots=True)
class SetAppConfig:
    """Replace a project's app_config.xml and apply it (GUI RPC set_app_config, the manager's form).

    ``xml`` is an ``<app_config>`` document; one that does not parse is refused and
    nothing changes. The file is written in BOINC's layout, atomically.
    """

    url: ProjectUrl
    xml: str


@dataclass(frozen=True, slots=True, repr=False)
class SetProxy:
    """The proxy a manager sets (GUI RPC set_proxy_settings); cc_config's own stays first."""

    info: ProxyInfo

    def __repr__(self) -> str:  # the info holds passwords: keep them out of logs
        return f"SetProxy(http={self.info.http_server_name!r}, socks={self.info.socks_server_name!r})"


@dataclass(frozen=True, slots=True, repr=False)
class AcctMgrRpc:
    """Join an account manager (url, name, password hash), synchronise with the current one
    (``use_config_file``) or leave it (everything empty): GUI RPC acct_mgr_rpc, the wizard."""

    url: str = ""
    name: str = ""
    password_hash: str = ""  # md5(password + lower-cased name)
    use_config_file: bool = False

    def __repr__(self) -> str:  # keep the hash out of logs
        return f"AcctMgrRpc(url={self.url!r}, name={self.name!r}, use_config_file={self.use_config_file})"


@dataclass(frozen=True, slots=True)
class RunBenchmarks:
    """GUI RPC run_benchmarks."""


@dataclass(frozen=True, slots=True)
class NetworkAvailable:
    """The network is here now (GUI RPC network_available, BOINC Manager's "Do network
    communication"): every project may contact its scheduler and every waiting transfer may start,
    their backoffs lifted."""


@dataclass(frozen=True, slots=True)
class Tell:
    """A line a part of the client has for the volunteer (alert: also a notice)."""

    body: str
    alert: bool = False


Command = (
    ProjectOp
    | TaskOp
    | TransferOp
    | SetRunMode
    | SetNetworkMode
    | SetGpuMode
    | ExcludeGpu
    | Snooze
    | SoftStop
    | SetPrefs
    | Attach
    | Quit
    | ReadPrefsFiles
    | ReadRules
    | ReadConfigFiles
    | WriteConfigFile
    | SetAppConfig
    | SetProxy
    | RunBenchmarks
    | NetworkAvailable
    | Tell
    | AcctMgrRpc
)


class CommandProblem(ProblemKind):
    """Why a client refused or could not carry out a command, as a kind: a window says each in its
    own language (boinc_gui/command_words.py), the core in English (``words``: ``CommandResult.message``,
    the logs). Kinds that name something (a project's URL, a task's name, an OS error's text) take it
    from ``CommandResult.facts``; the English templates are the words the core has always said.

    Each member's ``template`` is its English (core/errors.py: ProblemKind)."""

    NOT_ATTACHED = "not attached to {0}"  # the project's URL
    ALREADY_ATTACHED = "Already attached to {0}"  # the project's URL
    NOT_EMULATED_PROJECT = ("{0} is a BOINC project, but this emulated client can only attach emulated "
                            "projects (URLs on emulated.invalid). The live client attaches real ones.")
    NO_TASK = "no task {0}"  # the task's name
    TASK_FINISHED = "task {0} has already finished"  # the task's name
    NO_TRANSFER = "no transfer of {0}"  # the file's name
    MANAGED_BY_ACCOUNT_MANAGER = "must detach using account manager"  # BOINC's own refusal, as it says it
    UNKNOWN_COMMAND = "unknown command {0}"  # the command's type name
    CLIENT_STOPPED = "the client stopped"
    CLIENT_NOT_RUNNING = "the client is not running"
    CONNECTION_CLOSED = "the connection to the host was closed"
    CONNECTION_REPLACED = "the connection to the host was replaced"
    POLLER_STOPPED = "the polling process stopped (exit code {0})"
    # The host's client cannot be reached: facts are the host's label and the connection's English;
    # CommandResult.connection and connection_facts say the kind (core/api/client.py ConnectionProblem).
    HOST_UNREACHABLE = "{0}: {1}"
    # The host's client answered the command with an error: the fact is its own words (English or
    # whatever the client said), the kind in CommandResult.connection.
    HOST_REFUSED = "{0}"
    NOT_SUPPORTED_HERE = "{0}"  # the emulated client keeps no such file or has no network; fact: the English
    NO_PREFS_FILE = "no local preferences file"
    NO_CC_CONFIG = "this client keeps no cc_config.xml"
    CC_CONFIG_UNREADABLE = "cc_config.xml is not left as it is: {0}"  # the parser's problem
    APP_CONFIG_REFUSED = "app_config.xml refused, nothing changed: {0}"  # the parser's problems
    APP_CONFIG_NOT_WRITTEN = "cannot write app_config.xml: {0}"  # the OS error's text
    PROXY_NOT_SAVED = "cannot save the proxy settings: {0}"  # the OS error's text
    NOT_USING_ACCOUNT_MANAGER = "Not using account manager"  # BOINC's own words (acct_mgr_rpc)
    OTHER_ACCOUNT_MANAGER = "attached to a different AM - detach first"  # BOINC's own words
    ACCOUNT_MANAGER_BUSY = "an account manager request is already in progress"
    BAD_URL = "{0}"  # check_web_url's English: why the URL is not a web address
    INTERNAL_ERROR = "internal error: {0}"  # a bug: the exception's text
    # An attach refused before or while the project's page is read (core/accounts/attach_probe.py).
    NO_PROJECT_URL = "Enter the project's web address (URL)."
    URL_SCHEME = "A project URL starts with http:// or https://, not {0}://."  # the scheme typed
    URL_NO_HOST = "The URL has no host name."
    URL_SPACES = "The URL contains spaces or control characters."
    URL_BAD_HOST = "The URL's host name or port is not valid."
    BAD_ACCOUNT_KEY = "The account key is empty or contains spaces."
    # Facts: the URL, the proxy (host:port, or "the proxy" when the client names none), the reason
    # (the OS's or the HTTP library's words; a refused connection is a kind of its own).
    PROXY_PATH_FAILED = "Could not reach {0} through {1}: {2}. Check the proxy settings."
    PROXY_UNREACHABLE = "Could not connect to {0}: {1}. Check the proxy settings."  # the proxy, the reason
    PROXY_REFUSED = "Could not connect to {0}: connection refused. Check the proxy settings."  # the proxy
    PROJECT_UNREACHABLE = "Could not connect to {0}: {1}. Check the address and your network."  # URL, reason
    PROJECT_REFUSED = "Could not connect to {0}: connection refused. Check the address and your network."
    PROJECT_NO_ANSWER = "{0} did not answer within {1} s."  # the URL, the seconds waited
    PROJECT_UNREADABLE = "Could not read {0}: {1}."  # the URL, the HTTP library's words
    PROXY_CREDENTIALS = ("{0} refused the credentials (HTTP 407); check the proxy user name and "
                         "password.")  # the proxy (or "A proxy")
    PROJECT_HTTP_ERROR = "{0} answered with HTTP error {1}; is the address right?"  # the URL, the status
    NOT_A_PROJECT = ("{0} is a web site but not a BOINC project: its page names no scheduler. "
                     "Use the project's master URL (shown on its web site).")  # the URL
    ACCOUNT_FILE_NOT_SAVED = "cannot write the project's account file: {0}"  # the OS error's text



@dataclass(frozen=True, slots=True)
class CommandResult:
    ok: bool
    message: str = ""  # what happened, in English (logs, bridges; a window words ``problem`` instead)
    problem: CommandProblem | None = None  # a failure's kind; None = none given (the window shows ``message``)
    facts: tuple[str, ...] = ()  # what ``problem``'s words name (see CommandProblem)
    connection: ConnectionProblem | None = None  # HOST_UNREACHABLE / HOST_REFUSED: the connection's kind
    connection_facts: tuple[str, ...] = ()  # what ``connection``'s words name

    @classmethod
    def refused(cls, problem: CommandProblem, *facts: str, connection: ConnectionProblem | None = None,
                connection_facts: tuple[str, ...] = ()) -> CommandResult:
        """A failure of a known kind; ``message`` is its English."""
        return cls(False, problem.words(facts), problem, tuple(facts), connection, connection_facts)
