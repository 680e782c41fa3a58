"""The demo project's account web RPCs: get_project_config.php, lookup_account.php, create_account.php.

The replies carry BOINC's tags and error numbers (html/user/*.php of BOINC 7.20): an
``<account_out>`` with the ``<authenticator>`` on success, else
``<error><error_num>N</error_num><error_msg>…</error_msg></error>``. A password reaches
the project only as BOINC's hash, md5(password + lower-cased email); lookup also accepts
md5(account key + email), as BOINC's does.

Accounts live in the project database (``account`` table: email, password hash, the
``user`` row whose authenticator the scheduler checks). The first user (the demo
account the embedded project hands out) gets ``WebRpcSettings.demo_email`` and
``demo_password`` so a volunteer can sign in with them.

Reads and writes: the project database only. Thread-safe through the store's lock.
"""
from __future__ import annotations

import re
import secrets
import time
from dataclasses import dataclass

from core.demo.store import ProjectStore
from core.hashing import passwd_hash
from core.xml.text_escape import escape

DEMO_SERVER_VERSION = "1.0.0"
"""What the demo's get_project_config.php says in <server_version> (BOINC's says its server release)."""
ERR_DB_NOT_FOUND = -136
ERR_DB_NOT_UNIQUE = -137
ERR_BAD_USER_NAME = -188
ERR_BAD_EMAIL_ADDR = -205
ERR_BAD_PASSWD = -206
ERR_ACCT_CREATION_DISABLED = -208
ERR_ACCT_REQUIRE_CONSENT = -242

DEFAULT_TERMS = ("By creating an account you agree that this demo project may run its demo application "
                 "on your computer and keep the results it sends back. It runs on your own computer only.")

_EMAIL = re.compile(r"^[^@\s<>&\"']+@[^@\s<>&\"']+\.[^@\s<>&\"']+$")
_HEX32 = re.compile(r"^[0-9a-f]{32}$")

_SCHEMA = """CREATE TABLE IF NOT EXISTS account (
    email TEXT PRIMARY KEY, passwd_hash TEXT NOT NULL, userid INTEGER NOT NULL)"""


@dataclass(frozen=True, slots=True)
class WebRpcSettings:
    """What the project's web RPCs say and allow (not persisted; given at start)."""

    account_creation_disabled: bool = False  # <account_creation_disabled/>; create_account refused
    min_passwd_length: int = 6  # BOINC's default when config.xml names none
    terms_of_use: str = DEFAULT_TERMS  # "" = the project has none
    require_consent: bool = False  # account_creation_rpc_require_consent: no consent, no account
    min_client_version: int = 0  # major*10000 + minor*100 + release; 0 = no limit
    platforms: tuple[str, ...] = ("x86_64-pc-linux-gnu", "i686-pc-linux-gnu")
    demo_email: str = "volunteer@example.com"  # the first user's sign-in
    demo_password: str = "demo-password"


def xml_error(num: int, msg: str) -> bytes:
    return _doc(f"<error>\n    <error_num>{num}</error_num>\n    <error_msg>{escape(msg)}</error_msg>\n</error>\n")


def _doc(body: str) -> bytes:
    return ('<?xml version="1.0" encoding="UTF-8" ?>\n' + body).encode("utf-8")


def _account_out(authenticator: str) -> bytes:
    return _doc(f"<account_out>\n    <authenticator>{escape(authenticator)}</authenticator>\n</account_out>\n")


class DemoAccounts:
    """The project's accounts and the three web RPCs over them."""

    def __init__(self, store: ProjectStore, settings: WebRpcSettings, project_name: str, master_url: str) -> None:
        self.store = store
        self.settings = settings
        self.project_name = project_name
        self.master_url = master_url
        with store.transaction() as db:
            db.execute(_SCHEMA)
        first = store.ensure_user(time.time())
        if settings.demo_email and self._by_email(settings.demo_email) is None:
            email = settings.demo_email.lower()
            with store.transaction() as db:
                db.execute("INSERT OR IGNORE INTO account (email, passwd_hash, userid) VALUES (?, ?, ?)",
                           (email, passwd_hash(settings.demo_password, email), first.id))

    def _by_email(self, email: str) -> tuple[str, str] | None:
        """(password hash, authenticator) of the account with this email."""
        with self.store.transaction() as db:
            row = db.execute("SELECT a.passwd_hash, u.authenticator FROM account a JOIN user u ON u.id = a.userid "
                             "WHERE a.email = ?", (email.lower(),)).fetchone()
        return None if row is None else (str(row[0]), str(row[1]))

    # ---- get_project_config.php

    def project_config(self) -> bytes:
        s = self.settings
        out = [f"<project_config>\n    <name>{escape(self.project_name)}</name>",
               f"    <master_url>{escape(self.master_url)}</master_url>",
               f"    <web_rpc_url_base>{escape(self.master_url)}</web_rpc_url_base>",
               # As BOINC's get_project_config.php: the server's version (the demo's own).
               f"<server_version>{DEMO_SERVER_VERSION}</server_version>",
               "    <web_stopped>0</web_stopped>"]
        if s.account_creation_disabled:
            out.append("    <account_creation_disabled/>")
        out.append(f"    <min_passwd_length>{s.min_passwd_length}</min_passwd_length>")
        out.append("    <sched_stopped>0</sched_stopped>")
        if s.min_client_version:
            out.append(f"    <min_client_version>{s.min_client_version}</min_client_version>")
        out.append("    <platforms>")
        for p in s.platforms:
            out.append(f"        <platform>\n            <platform_name>{escape(p)}</platform_name>\n"
                       f"            <user_friendly_name>{escape(p)}</user_friendly_name>\n        </platform>")
        out.append("    </platforms>")
        if s.terms_of_use:
            out.append(f"    <terms_of_use>\n{escape(s.terms_of_use)}\n</terms_of_use>")
        out.append("</project_config>\n")
        return _doc("\n".join(out))

    # ---- lookup_account.php

    def lookup_account(self, email: str, hashed: str | None) -> bytes:
        found = self._by_email(email)
        if found is None:
            return xml_error(ERR_DB_NOT_FOUND, "Not found")
        if hashed is None:  # the caller only asks whether the account exists
            return _doc("<account_out>\n   <success/>\n</account_out>\n")
        stored, authenticator = found
        key_hash = passwd_hash(authenticator, email)  # BOINC takes the account key in the password's place
        if secrets.compare_digest(hashed.lower(), stored) or secrets.compare_digest(hashed.lower(), key_hash):
            return _account_out(authenticator)
        return xml_error(ERR_BAD_PASSWD, "Invalid password")

    # ---- create_account.php

    def create_account(self, email: str, hashed: str, user_name: str, consent: bool, now: float) -> bytes:
        s = self.settings
        if s.account_creation_disabled:
            return xml_error(-1, "The project is not accepting new accounts.")
        email = email.strip().lower()
        if not user_name.strip() or "<" in user_name or ">" in user_name:
            return xml_error(ERR_BAD_USER_NAME, "Invalid user name")
        if not _EMAIL.match(email):
            return xml_error(ERR_BAD_EMAIL_ADDR, "Email address has invalid syntax")
        if not _HEX32.match(hashed.lower()):
            return xml_error(-1, "password hash length not 32")
        found = self._by_email(email)
        if found is not None:
            stored, authenticator = found
            if secrets.compare_digest(stored, hashed.lower()):  # the same person again: their account
                return _account_out(authenticator)
            return xml_error(ERR_DB_NOT_UNIQUE, "Name or email address is not unique")
        if s.require_consent and not consent:
            return xml_error(ERR_ACCT_REQUIRE_CONSENT,
                             "This project requires you to consent to its terms of use.")
        authenticator = secrets.token_hex(16)
        with self.store.transaction() as db:
            cur = db.execute("INSERT INTO user (authenticator, name, create_time) VALUES (?, ?, ?)",
                             (authenticator, user_name.strip(), now))
            db.execute("INSERT INTO account (email, passwd_hash, userid) VALUES (?, ?, ?)",
                       (email, hashed.lower(), cur.lastrowid))
        return _account_out(authenticator)

    # ---- am_get_info.php (is this account key known?)

    def am_get_info(self, account_key: str) -> bytes:
        user = self.store.user_by_authenticator(account_key) if account_key else None
        if user is None:
            return xml_error(ERR_DB_NOT_FOUND, "Not found")
        return _doc(f"<am_get_info_reply>\n    <success/>\n    <id>{user.id}</id>\n"
                    f"    <name>{escape(user.name)}</name>\n</am_get_info_reply>\n")


def handle_get(accounts: DemoAccounts, path: str, query: dict[str, list[str]], now: float) -> bytes | None:
    """The reply to a GET of one of the web RPC pages, or None for another path."""
    def arg(name: str) -> str:
        return query.get(name, [""])[0]

    if path == "/get_project_config.php":
        return accounts.project_config()
    if path == "/lookup_account.php":
        if not arg("email_addr"):
            return xml_error(-1, "missing email_addr")
        return accounts.lookup_account(arg("email_addr"), arg("passwd_hash") if "passwd_hash" in query else None)
    if path == "/create_account.php":
        for name in ("email_addr", "passwd_hash", "user_name"):
            if not arg(name):
                return xml_error(-1, f"missing {name}")
        consent = arg("consent_flag") == "1" and bool(arg("source"))
        return accounts.create_account(arg("email_addr"), arg("passwd_hash"), arg("user_name"), consent, now)
    if path == "/am_get_info.php":
        return accounts.am_get_info(arg("account_key"))
    return None
