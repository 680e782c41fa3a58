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
"""
from __future__ import annotations

import ctypes
import importlib.util
import sys

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
    try:
        module_object = ctypes.CDLL(spec.origin)
        init = module_object.OPENSSL_init_crypto  # found in the libcrypto it was linked with
    except (OSError, AttributeError):
        return False
    init.argtypes = [ctypes.c_uint64, ctypes.c_void_p]
    init.restype = ctypes.c_int
    return bool(init(OPENSSL_INIT_NO_ATEXIT, None))
