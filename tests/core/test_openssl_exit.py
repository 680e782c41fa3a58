"""OpenSSL's state kept past the process's exit for threads still inside it (core/openssl_exit.py).

Each check runs in a child process of its own: OpenSSL is initialised once per process, and
this test process has long since imported ssl."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A daemon thread making TLS contexts (the CA certificates loaded with the interpreter lock let
# go, as the project list's fetch does) while the main thread exits. Without the kept state the
# child crashed in ten starts of ten here (SIGSEGV in OPENSSL_cleanup's wake). Each script
# below says how the state was kept (``kept``), then starts this thread and exits.
_BUSY_AS_IT_EXITS = """
started = threading.Event()

def busy():
    import ssl  # the first import of OpenSSL in the second script
    started.set()
    while True:
        ssl.create_default_context()

threading.Thread(target=busy, daemon=True).start()
started.wait()
import hashlib
assert hashlib.sha256(b"boinc").hexdigest().startswith("50eb")  # OpenSSL works as before
time.sleep(0.05)
print("kept" if kept() else "not kept")
sys.exit(0)
"""

_EXIT_WHILE_BUSY = """
import sys, threading, time
from core.openssl_exit import keep_state_past_exit
was_kept = keep_state_past_exit()
import hashlib, ssl
kept = lambda: was_kept
""" + _BUSY_AS_IT_EXITS

# The state kept by the finder as the busy thread's ssl first loads OpenSSL (a headless
# client that may never need it: core.cli's ``run``).
_KEPT_AT_FIRST_USE = """
import sys, threading, time
from core.openssl_exit import _BeforeOpenSsl, keep_state_at_first_use
keep_state_at_first_use()
keep_state_at_first_use()  # once is enough: no second finder
finders = [f for f in sys.meta_path if isinstance(f, _BeforeOpenSsl)]
assert len(finders) == 1, sys.meta_path
assert not {"_hashlib", "_ssl", "ctypes"} & set(sys.modules), "loaded before any use"

def kept():
    assert not any(isinstance(f, _BeforeOpenSsl) for f in sys.meta_path), "the finder stepped aside"
    return finders[0]._kept
""" + _BUSY_AS_IT_EXITS


def _child(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)


def test_a_thread_inside_openssl_as_the_process_exits_crashes_nothing() -> None:
    for _ in range(5):
        proc = _child(_EXIT_WHILE_BUSY)
        assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
        assert proc.stdout.strip() == "kept"


def test_kept_at_first_use_loads_nothing_before_and_crashes_nothing_at_exit() -> None:
    for _ in range(5):
        proc = _child(_KEPT_AT_FIRST_USE)
        assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
        assert proc.stdout.strip() == "kept"


def test_once_openssl_is_loaded_it_is_too_late_and_says_so() -> None:
    proc = _child("import hashlib\nfrom core.openssl_exit import keep_state_past_exit\n"
                  "print(keep_state_past_exit())")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() == "False"
