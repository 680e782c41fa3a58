"""Debian's boinccmd joins projects and account managers through a real ``boinc-core run``:
--get_project_config, --lookup_account (right, wrong password, unknown email), --create_account,
--join_acct_mgr attaching two demo projects, --acct_mgr info, a sync that detaches one,
--quit_acct_mgr, and --get_app_config / --set_app_config; all against demo servers on 127.0.0.1."""
from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from core.demo.acct_mgr import DemoAccountManager, DemoAmAccount
from core.demo.web_rpc import WebRpcSettings
from core.persist import DataDir
from tests.core.client.e2e import demo_project, free_port
from tests.core.client.gui_rpc_run import boinc_core_run, boinccmd

pytestmark = [pytest.mark.timeout(180),
              pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")]


def _out(port: int, password: str, *args: str) -> str:
    r = boinccmd(port, password, *args, timeout_s=60)
    return r.stdout + r.stderr


def _until(port: int, password: str, args: tuple[str, ...], want: str, absent: bool = False) -> str:
    out = ""
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline:
        out = _out(port, password, *args)
        if (want in out) != absent:
            return out
        time.sleep(0.3)
    raise AssertionError(f"boinccmd {' '.join(args)}: {'still' if absent else 'never'} {want!r}; last output:\n{out}")


def test_boinccmd_accounts_and_account_manager(tmp_path: Path) -> None:
    a = demo_project(tmp_path / "a")
    b = demo_project(tmp_path / "b")
    closed = demo_project(tmp_path / "closed")
    closed.stop()
    am = DemoAccountManager(tmp_path / "am")
    am.start()
    am.add_user("vol", "am-secret", [DemoAmAccount(a.master_url, a.authenticator),
                                     DemoAmAccount(b.master_url, b.authenticator, resource_share=300)])
    data = tmp_path / "client"
    port = free_port()
    email, pw = a.web.demo_email, a.web.demo_password
    try:
        with boinc_core_run(data, port):
            password = (DataDir(data).root / "gui_rpc_auth.cfg").read_text().strip()
            cfg = _out(port, password, "--get_project_config", a.master_url)
            assert f"min_passwd_length: {WebRpcSettings().min_passwd_length}" in cfg and "name: " in cfg, cfg

            right = _out(port, password, "--lookup_account", a.master_url, email, pw)
            assert f"account key: {a.authenticator}" in right, right
            wrong = _out(port, password, "--lookup_account", a.master_url, email, "not-it")
            assert "bad password" in wrong, wrong
            unknown = _out(port, password, "--lookup_account", a.master_url, "nobody@example.com", pw)
            assert "no database rows found" in unknown, unknown
            made = _out(port, password, "--create_account", a.master_url, "fresh@example.com", "fresh-pass", "fresh")
            key = made.split("account key: ", 1)[1].split()[0]
            assert len(key) == 32 and key != a.authenticator
            gone = _out(port, password, "--lookup_account", closed.master_url, email, pw)
            assert "poll status" in gone and "account key" not in gone, gone

            joined = _out(port, password, "--join_acct_mgr", am.url, "vol", "am-secret")
            assert "polling for reply" in joined and "poll status: " not in joined.replace(
                "poll status: operation in progress", ""), joined
            info = _until(port, password, ("--acct_mgr", "info"), f"URL: {am.url}")
            assert f"Name: {am.name}" in info
            status = _until(port, password, ("--get_project_status",), b.master_url)
            assert a.master_url in status and "resource share: 300" in status, status
            refused = _out(port, password, "--project", a.master_url, "detach")
            assert "must detach using account manager" in refused, refused

            am.set_accounts("vol", [DemoAmAccount(a.master_url, a.authenticator),
                                    DemoAmAccount(b.master_url, b.authenticator, detach=True)])
            _out(port, password, "--acct_mgr", "sync")
            _until(port, password, ("--get_project_status",), b.master_url, absent=True)

            _out(port, password, "--quit_acct_mgr")
            info = _until(port, password, ("--acct_mgr", "info"), "URL: \n")
            assert not (data / "acct_mgr_url.xml").exists()

            wrong_am = _out(port, password, "--join_acct_mgr", am.url, "vol", "wrong")
            assert "poll status: bad password" in wrong_am, wrong_am

            _out(port, password, "--set_app_config", a.master_url)
            app_config = _until(
                port, password, ("--get_app_config", a.master_url), "<max_concurrent>2</max_concurrent>"
            )
            assert "<name>uppercase</name>" in app_config
    finally:
        am.stop()
        a.stop()
        b.stop()
