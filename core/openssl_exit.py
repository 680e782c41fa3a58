"""OpenSSL's state kept to the very end of the process, for the threads still using it then.

OpenSSL 3 frees its global state from a C ``atexit`` handler, which runs as the process exits
after Python has finished. A thread still inside OpenSSL at that moment, with the interpreter
lock let go (loading the CA certificates for an HTTPS request, reading from a TLS socket),
then uses freed memory: a volunteer who quit, or logged out, as the project list was being
fetched got a segmentation fault (one start in about fifteen, ended at a third of a second).
Python stops such threads only when they come back for the lock, which they never get.

OpenSSL lets a program that has such threads keep its state (``OPENSSL_INIT_NO_ATEXIT``), but
only on the first initialisation in the process, which importing ``hashlib`` or ``ssl`` makes.
``keep_state_past_exit`` makes it, before them, in the very library Python's own OpenSSL
module uses: it loads that module's shared object (not imported: its dependencies only) and
asks it for OpenSSL's entry point. The operating system frees the memory as the process ends.

``keep_state_at_first_use`` defers that to the moment some module first imports hashlib or
ssl (directly or through hmac, secrets, httpx): a headless client with nothing to download
never maps OpenSSL (some 5 MB of its idle memory, more than BOINC's client uses in all).
"""
from __future__ import annotations

import importlib.util
import sys
import threading
from importlib.machinery import ModuleSpec
from types import ModuleType

OPENSSL_INIT_NO_ATEXIT = 0x00080000  # openssl/crypto.h, OpenSSL 1.1.1b and later


def keep_state_past_exit() -> bool:
    """Initialise OpenSSL without its exit handler; False where that is not possible here (no
    OpenSSL module, one that is already imported, an OpenSSL without the option)."""
    if "_hashlib" in sys.modules or "_ssl" in sys.modules:
        return False  # initialised already, with the handler: too late (the first call decides)
    try:
        spec = importlib.util.find_spec("_hashlib")
    except (ImportError, ValueError):
        return False
    if spec is None or not spec.origin or not spec.has_location:
        return False  # built into the interpreter, or not there
    import ctypes  # here: only a process that is about to load OpenSSL pays for it

    try:
        module_object = ctypes.CDLL(spec.origin)
        init = module_object.OPENSSL_init_crypto  # found in the libcrypto it was linked with
    except (OSError, AttributeError):
        return False
    init.argtypes = [ctypes.c_uint64, ctypes.c_void_p]
    init.restype = ctypes.c_int
    return bool(init(OPENSSL_INIT_NO_ATEXIT, None))


_OPENSSL_MODULES = frozenset({"_hashlib", "_ssl"})


class _BeforeOpenSsl:
    """An import finder asked first for every module, that finds none: as Python looks for the
    first of the two modules that initialise OpenSSL, it keeps the state, then steps aside."""

    def __init__(self) -> None:
        # Reentrant: keep_state_past_exit looks _hashlib up itself, which asks this finder again
        # in the same thread. Another thread's import of the other module waits here until
        # the state is kept, as it must (the first initialisation decides).
        self._lock = threading.RLock()
        self._kept: bool | None = None
        self._keeping = False

    def find_spec(self, name: str, path: object = None, target: ModuleType | None = None) -> ModuleSpec | None:
        if name in _OPENSSL_MODULES:
            with self._lock:
                if self._kept is None and not self._keeping:
                    self._keeping = True
                    try:
                        self._kept = keep_state_past_exit()
                    finally:
                        self._keeping = False
                        if self in sys.meta_path:
                            sys.meta_path.remove(self)
        return None  # the usual finders find it


def keep_state_at_first_use() -> None:
    """``keep_state_past_exit``, done just before OpenSSL is first loaded rather than now (for
    a process that may never need it). Call it before any import of hashlib or ssl."""
    if not any(isinstance(finder, _BeforeOpenSsl) for finder in sys.meta_path):
        sys.meta_path.insert(0, _BeforeOpenSsl())
