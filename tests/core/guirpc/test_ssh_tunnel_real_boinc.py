"""The manager reaches a stock BOINC client (Debian's ``boinc`` 7.20.5) through an SSH tunnel.

The real client runs in a loopback-only network namespace (tests/realboinc.py), listening
on that namespace's 127.0.0.1:31416 only. Debian's OpenSSH server runs in the same
namespace on a free port of 127.0.0.1 with a configuration this test writes: a throwaway
host key, one authorized throwaway user key (with a passphrase, as the manager would take
from the keyring), key login only. The manager's ``RemoteClient`` runs in the namespace too
(a script, as the other real-client tests do) with ``SshSettings``: it logs in with the
user key, checks the host key against a known_hosts file, and manages the real client
through the tunnel: it reads its state and sets its run mode, which the real client then
reports. A known_hosts entry with another key stops it with the words for that.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from tests.realboinc import netns_problem, real_boinc, run_in_namespace

SSHD = "/usr/sbin/sshd"
PORT = 31416
PASSWORD = "tunnel-pw"
PASSPHRASE = "throwaway passphrase"


def _problem() -> str:
    if netns_problem():
        return netns_problem()
    if not Path(SSHD).exists() or shutil.which("ssh-keygen") is None:
        return "needs Debian's openssh-server (/usr/sbin/sshd) and ssh-keygen (make deps)"
    try:
        import paramiko  # noqa: F401 -- only whether it imports
    except ImportError:
        return "needs paramiko (make deps)"
    return ""


pytestmark = [pytest.mark.slow, pytest.mark.timeout(180),
              pytest.mark.skipif(bool(_problem()), reason=_problem() or "ok")]

DRIVE = """
import json, sys, time
sys.path.insert(0, sys.argv[3])
from core.api.commands import SetRunMode
from core.remote.client import RemoteClient
from core.guirpc.ssh_tunnel import SshSettings
from core.state.enums import RunMode

port, password = int(sys.argv[1]), sys.argv[2]
settings = SshSettings(host="127.0.0.1", port={ssh_port}, user="root", key_file={key!r},
                       known_hosts={known!r}, passphrase={passphrase!r})

def wait(pred, what, timeout=60):
    deadline = time.monotonic() + timeout
    while not pred():
        if time.monotonic() > deadline:
            raise SystemExit("timed out waiting for " + what + ": " + remote.health().summary())
        time.sleep(0.2)

remote = RemoteClient("127.0.0.1", port, password, transport=settings, timeout_s=10, backoff_s=0.5)
remote.start()
wait(lambda: remote.poll_snapshot() is not None, "a snapshot through the tunnel")
first = remote.poll_snapshot()
result = remote.submit(SetRunMode(RunMode.NEVER, 3600.0)).result(timeout=30)
wait(lambda: remote.poll_snapshot().activity.run_mode == RunMode.NEVER, "the run mode set through the tunnel")
remote.stop()
# The same tunnel under a plain GUI RPC client: the version the real client tells in exchange_versions.
from core.guirpc.client import GuiRpcClient
from core.guirpc.ssh_tunnel import SshTunnel
tunnel = SshTunnel(settings)
with GuiRpcClient("127.0.0.1", port, password, timeout_s=10, connector=tunnel) as c:
    version = list(c.server_version)
tunnel.close()
import threading
def ssh_threads():
    return [t for t in threading.enumerate() if type(t).__name__ == "Transport" and t.is_alive()]
deadline = time.monotonic() + 5
while ssh_threads() and time.monotonic() < deadline:
    time.sleep(0.1)
ssh_left = len(ssh_threads())  # stop logs out of SSH too

wrong = SshSettings(host="127.0.0.1", port={ssh_port}, user="root", key_file={key!r},
                    known_hosts={wrong_known!r}, passphrase={passphrase!r})
remote = RemoteClient("127.0.0.1", port, password, transport=wrong, timeout_s=10, backoff_s=0.5)
remote.start()
wait(lambda: bool(remote.health().error), "the wrong host key refused", 30)
refused = remote.health().error
got_snapshot = remote.poll_snapshot() is not None
remote.stop()
print(json.dumps({{"version": version,
                  "ssh_left": ssh_left, "host": first.host.name, "os": first.host.os_name, "command_ok": result.ok,
                  "refused": refused, "snapshot_with_wrong_key": got_snapshot}}))
"""


def _free_port_in(ns: str) -> int:
    r = subprocess.run(["ip", "netns", "exec", ns, "python3", "-c",
                        "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"],
                       capture_output=True, text=True, timeout=10, check=True)
    return int(r.stdout.strip())


def _keygen(path: Path, passphrase: str = "") -> str:
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", passphrase, "-C", "throwaway", "-f", str(path)],
                   check=True, timeout=30)
    return path.with_suffix(".pub").read_text().strip()


def test_manager_drives_real_boinc_through_ssh_tunnel(tmp_path: Path) -> None:
    # sshd refuses keys and configs in a directory others may write; pytest's tmp is fine for root.
    work = Path(tempfile.mkdtemp(prefix="sshtunnel_", dir="/tmp"))
    os.chmod(work, 0o700)
    sshd: subprocess.Popen[bytes] | None = None
    try:
        host_pub = _keygen(work / "host_key")
        user_pub = _keygen(work / "user_key", PASSPHRASE)
        (work / "authorized_keys").write_text(user_pub + "\n")
        other_pub = _keygen(work / "other_host_key")
        Path("/run/sshd").mkdir(mode=0o755, exist_ok=True)  # sshd's privilege-separation directory
        with real_boinc(tmp_path / "boinc.log", PORT, PASSWORD, "sshtunnel_test") as ns:
            ssh_port = _free_port_in(ns)
            (work / "known_hosts").write_text(f"[127.0.0.1]:{ssh_port} {host_pub}\n")
            (work / "wrong_known_hosts").write_text(f"[127.0.0.1]:{ssh_port} {other_pub}\n")
            config = work / "sshd_config"
            config.write_text(
                f"Port {ssh_port}\nListenAddress 127.0.0.1\nHostKey {work / 'host_key'}\n"
                f"PidFile {work / 'sshd.pid'}\nAuthorizedKeysFile {work / 'authorized_keys'}\n"
                "PubkeyAuthentication yes\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
                "UsePAM no\nPermitRootLogin prohibit-password\nAllowTcpForwarding local\n"
                "PermitOpen 127.0.0.1:31416\nStrictModes no\nLogLevel DEBUG1\n")
            sshd = subprocess.Popen(["ip", "netns", "exec", ns, SSHD, "-D", "-e", "-f", str(config)],
                                    stdout=subprocess.DEVNULL, stderr=(work / "sshd.log").open("wb"))
            deadline = time.monotonic() + 20
            while subprocess.run(["ip", "netns", "exec", ns, "python3", "-c",
                                  f"import socket; socket.create_connection(('127.0.0.1', {ssh_port}), 1)"],
                                 capture_output=True, timeout=10).returncode != 0:
                assert sshd.poll() is None, (work / "sshd.log").read_text()
                assert time.monotonic() < deadline, "sshd did not listen in 20 s"
                time.sleep(0.2)
            script = DRIVE.format(ssh_port=ssh_port, key=str(work / "user_key"), known=str(work / "known_hosts"),
                                  wrong_known=str(work / "wrong_known_hosts"), passphrase=PASSPHRASE)
            try:
                out = run_in_namespace(ns, script, PORT, PASSWORD, tmp_path / "boinc.log", tmp_path, timeout_s=150)
            except AssertionError as exc:
                raise AssertionError(f"{exc}\n--- sshd log ---\n{(work / 'sshd.log').read_text()[-3000:]}") from None
        sshd.terminate()
        sshd.wait(10)
        sshd_log = (work / "sshd.log").read_text()
        # The real client answered through the tunnel and obeyed the command sent through it.
        assert out["command_ok"] is True
        assert out["version"] == [7, 20, 5], out  # Debian 12's boinc-client, managed through the tunnel
        assert out["ssh_left"] == 0  # the SSH login ended with the client
        assert out["host"] and "Linux" in out["os"], out
        # The login was by the throwaway key, and the tunnel went to the client's GUI RPC port.
        assert "Accepted publickey for root" in sshd_log, sshd_log[-2000:]
        # The GUI RPC went through sshd: it opened the forwarded channels to the client's port.
        assert "target 127.0.0.1 port 31416" in sshd_log, sshd_log[-2000:]
        # A host key other than the one in known_hosts: stopped, said so, nothing read.
        assert "is not the one in" in out["refused"] and "wrong_known_hosts" in out["refused"], out
        assert out["snapshot_with_wrong_key"] is False
    finally:
        if sshd is not None and sshd.poll() is None:
            sshd.terminate()
            sshd.wait(10)
        shutil.rmtree(work, ignore_errors=True)

