"""A project's account web RPCs, client side: get_project_config.php, lookup_account.php,
create_account.php (BOINC 7.20's client/acct_setup.cpp builds the same URLs).

The password never leaves as typed: BOINC's hash is md5(password + lower-cased email)
(``core.hashing.passwd_hash``). Replies go through the one hardened parser; what they say is kept
in plain records (``ProjectConfig``, ``AccountOut``) and said back in plain words by
``explain`` ("wrong password", "no account with this email", "this project is not
accepting new accounts", "cannot reach …"). ``check_config`` applies a project's
limits (account creation, client version, platform, password length) before the
volunteer's request is sent.

Blocking (one HTTP exchange each, see core.accounts.fetch): call from a worker thread.
"""
from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

from lxml import etree

from core.accounts.account_problem import AccountProblem
from core.accounts.fetch import ERR_XML_PARSE, WebRpcError, fetch
from core.errors import XmlInputError
from core.persist import canonicalize_master_url
from core.transfer.settings import CLIENT_VERSION, ProxySettings
from core.xml.fields import last_child
from core.xml.hardened import parse_xml

ERR_DB_NOT_FOUND = -136
ERR_DB_NOT_UNIQUE = -137
ERR_BAD_USER_NAME = -188
ERR_IN_PROGRESS = -204
ERR_BAD_EMAIL_ADDR = -205
ERR_BAD_PASSWD = -206
ERR_ACCT_CREATION_DISABLED = -208
ERR_ACCT_REQUIRE_CONSENT = -242
ERR_PROJECT_DOWN = -183

MAX_TEXT = 65536  # terms of use and messages beyond this are cut (BOINC's own buffer is 64 KiB)


def client_version_number(version: tuple[int, int, int] = CLIENT_VERSION) -> int:
    """BOINC's version number: major*10000 + minor*100 + release."""
    return version[0] * 10000 + version[1] * 100 + version[2]


@dataclass(frozen=True, slots=True)
class ProjectConfig:
    """What ``get_project_config.php`` said (PROJECT_CONFIG in lib/gui_rpc_client.h)."""

    name: str = ""
    master_url: str = ""
    web_rpc_url_base: str = ""
    min_passwd_length: int = 6
    account_manager: bool = False
    uses_username: bool = False
    account_creation_disabled: bool = False
    client_account_creation_disabled: bool = False
    terms_of_use: str = ""
    min_client_version: int = 0  # 0 = no limit
    platforms: tuple[str, ...] = ()
    web_stopped: bool = False
    sched_stopped: bool = False
    error_num: int = 0
    error_msg: str = ""
    # The whole <project_config> as the project sent it (re-serialised from the parsed tree):
    # BOINC's client hands the reply to GUI RPC callers as it came, every element kept
    # (server_version, each platform's user_friendly_name and plan_class, ...).
    raw_xml: str = ""


@dataclass(frozen=True, slots=True)
class AccountOut:
    """What lookup_account.php / create_account.php said: an authenticator or an error."""

    authenticator: str = ""
    error_num: int = 0
    error_msg: str = ""


def _text(e: etree._Element, tag: str) -> str:
    """The last ``tag`` child's text: BOINC's parsers assign as they read, so a repeated tag's last value wins."""
    found = last_child(e, tag)
    return "" if found is None else "".join(found.itertext()).strip()[:MAX_TEXT]


def _int(e: etree._Element, tag: str, default: int = 0) -> int:
    try:
        return int(float(_text(e, tag) or default))
    except ValueError:
        return default


def _flag(e: etree._Element, tag: str) -> bool:
    found = last_child(e, tag)
    if found is None:
        return False
    text = "".join(found.itertext()).strip()
    return text != "0"


def _root(data: bytes, source: str, *, lenient: bool = False) -> etree._Element:
    """The reply's root. Real project servers paste unescaped & and < into error messages and
    terms of use, so those may be recovered; an account key is taken only from a well-formed
    reply (a cut-off one could carry a cut-off key)."""
    try:
        return parse_xml(data, source=source)
    except XmlInputError as exc:
        problem = exc
    try:
        root = parse_xml(data, source=source, recover=True)
    except XmlInputError:
        root = None
    if root is not None and (lenient or root.tag == "error"):
        return root
    raise WebRpcError.of_kind(ERR_XML_PARSE, AccountProblem.NOT_XML, source, str(problem)) from None


def parse_project_config(data: bytes, source: str = "get_project_config.php") -> ProjectConfig:
    root = _root(data, source, lenient=True)
    if root.tag != "project_config":
        if root.tag == "error":
            return ProjectConfig(error_num=_int(root, "error_num", -1), error_msg=_text(root, "error_msg"))
        raise WebRpcError.of_kind(ERR_XML_PARSE, AccountProblem.NOT_PROJECT_CONFIG, source, str(root.tag))
    platforms = tuple(_text(p, "platform_name") for p in root.iter("platform") if _text(p, "platform_name"))
    return ProjectConfig(
        name=_text(root, "name"), master_url=_text(root, "master_url"),
        web_rpc_url_base=_text(root, "web_rpc_url_base"),
        min_passwd_length=max(0, _int(root, "min_passwd_length", 6)),
        account_manager=_flag(root, "account_manager"), uses_username=_flag(root, "uses_username"),
        account_creation_disabled=_flag(root, "account_creation_disabled"),
        client_account_creation_disabled=_flag(root, "client_account_creation_disabled"),
        terms_of_use=_text(root, "terms_of_use"), min_client_version=_int(root, "min_client_version"),
        platforms=platforms[:200], web_stopped=_text(root, "web_stopped") not in ("", "0"),
        sched_stopped=_text(root, "sched_stopped") not in ("", "0"),
        error_num=_int(root, "error_num"), error_msg=_text(root, "error_msg"),
        raw_xml=etree.tostring(root, encoding="unicode", with_tail=False),
    )


def parse_account_out(data: bytes, source: str) -> AccountOut:
    root = _root(data, source)
    # BOINC's ACCOUNT_OUT::parse reads these tags wherever they are (<account_out> or <error>).
    auth = _text(root, "authenticator") if root.tag == "account_out" else ""
    num = _int(root, "error_num") if last_child(root, "error_num") is not None else 0
    if root.tag == "error" and not num:
        num = -1
    if root.tag not in ("account_out", "error"):
        raise WebRpcError.of_kind(ERR_XML_PARSE, AccountProblem.NOT_ACCOUNT_OUT, source, str(root.tag))
    if not auth and not num:
        raise WebRpcError.of_kind(ERR_XML_PARSE, AccountProblem.NO_KEY_NOR_ERROR, source)
    if auth and (len(auth) > 256 or any(c.isspace() or c in "<>&" for c in auth)):
        raise WebRpcError.of_kind(ERR_XML_PARSE, AccountProblem.UNUSABLE_KEY, source)
    return AccountOut(authenticator=auth, error_num=num, error_msg=_text(root, "error_msg"))


def _base(url: str) -> str:
    return canonicalize_master_url(url)


def get_project_config(url: str, *, timeout_s: float = 30.0, proxy: ProxySettings | None = None) -> ProjectConfig:
    """Fetch and parse ``URL/get_project_config.php``; raises ``WebRpcError``."""
    return parse_project_config(fetch(_base(url) + "get_project_config.php", timeout_s=timeout_s, proxy=proxy))


def lookup_account(url: str, email: str, hashed: str, *, timeout_s: float = 30.0,
                   proxy: ProxySettings | None = None) -> AccountOut:
    """Ask the project for the account key of (email, password hash); raises ``WebRpcError``."""
    target = f"{_base(url)}lookup_account.php?email_addr={quote(email, safe='')}&passwd_hash={quote(hashed, safe='')}"
    return parse_account_out(fetch(target, timeout_s=timeout_s, proxy=proxy), "lookup_account.php")


def create_account(url: str, email: str, hashed: str, user_name: str, *, team_name: str = "",
                   consent_source: str = "", timeout_s: float = 30.0, proxy: ProxySettings | None = None) -> AccountOut:
    """Create an account; ``consent_source`` (the program's name) says the terms were accepted."""
    target = (f"{_base(url)}create_account.php?email_addr={quote(email, safe='')}"
              f"&passwd_hash={quote(hashed, safe='')}&user_name={quote(user_name, safe='')}")
    if team_name:
        target += f"&team_name={quote(team_name, safe='')}"
    if consent_source:
        target += f"&consent_flag=1&source={quote(consent_source, safe='')}"
    return parse_account_out(fetch(target, timeout_s=timeout_s, proxy=proxy), "create_account.php")


# ---------------------------------------------------------------- plain words


def explain_kind(error_num: int, error_msg: str = "") -> tuple[AccountProblem, tuple[str, ...]]:
    """A project's account error as a kind and the facts its words name."""
    if error_num == ERR_BAD_PASSWD:
        return AccountProblem.WRONG_PASSWORD, ()
    if error_num == ERR_DB_NOT_FOUND:
        return AccountProblem.NO_ACCOUNT, ()
    if error_num == ERR_DB_NOT_UNIQUE:
        return AccountProblem.ACCOUNT_EXISTS, ()
    if error_num == ERR_ACCT_CREATION_DISABLED or "not accepting new accounts" in error_msg:
        return AccountProblem.CREATION_DISABLED, ()
    if error_num == ERR_BAD_EMAIL_ADDR:
        return AccountProblem.EMAIL_REFUSED, ()
    if error_num == ERR_BAD_USER_NAME:
        return (AccountProblem.USER_NAME_REFUSED_BECAUSE, (error_msg,)) if error_msg \
            else (AccountProblem.USER_NAME_REFUSED, ())
    if error_num == ERR_ACCT_REQUIRE_CONSENT:
        return AccountProblem.CONSENT_REQUIRED, ()
    if error_num == ERR_PROJECT_DOWN:
        return AccountProblem.PROJECT_DOWN, ()
    if error_msg:
        return AccountProblem.PROJECT_SAID, (error_msg,)
    return AccountProblem.PROJECT_REFUSED, (str(error_num),)


def explain(error_num: int, error_msg: str = "") -> str:
    """A project's account error in words a volunteer understands (English: ``explain_kind``'s words)."""
    kind, facts = explain_kind(error_num, error_msg)
    return kind.words(facts)


@dataclass(frozen=True, slots=True)
class ClientFacts:
    """What a project's limits are checked against."""

    version: int = client_version_number()
    platforms: tuple[str, ...] = ("x86_64-pc-linux-gnu",)


def config_problem(cfg: ProjectConfig, *, creating: bool, password: str = "",
                   facts: ClientFacts = ClientFacts()) -> tuple[AccountProblem, tuple[str, ...]] | None:
    """None when the project's configuration allows the request, else why not, as a kind and its facts."""
    if cfg.error_num:
        return explain_kind(cfg.error_num, cfg.error_msg)
    if cfg.web_stopped:
        return AccountProblem.WEB_STOPPED, ()
    if cfg.account_manager:
        return AccountProblem.IS_ACCOUNT_MANAGER, ()
    if cfg.min_client_version and facts.version < cfg.min_client_version:
        return AccountProblem.CLIENT_TOO_OLD, (_version(cfg.min_client_version), _version(facts.version))
    if cfg.platforms and not any(p in cfg.platforms for p in facts.platforms):
        return AccountProblem.NO_APPS, (", ".join(facts.platforms),)
    if creating:
        if cfg.account_creation_disabled or cfg.client_account_creation_disabled:
            return AccountProblem.CREATION_DISABLED, ()
        if len(password) < cfg.min_passwd_length:
            return AccountProblem.PASSWORD_TOO_SHORT, (str(cfg.min_passwd_length),)
    return None


def _version(number: int) -> str:
    """BOINC's version number (major * 10000 + minor * 100 + release) as x.y.z."""
    return f"{number // 10000}.{number // 100 % 100}.{number % 100}"


def check_config(cfg: ProjectConfig, *, creating: bool, password: str = "",
                 facts: ClientFacts = ClientFacts()) -> str:
    """"" when the project's configuration allows the request, else why not, in (English) words."""
    found = config_problem(cfg, creating=creating, password=password, facts=facts)
    return found[0].words(found[1]) if found is not None else ""
