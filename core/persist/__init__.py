"""The data directory on disk: BOINC's file formats, written atomically, read defensively.

``paths`` names the files, ``atomic`` replaces them crash-safely, ``state_file``
saves and loads ``client_state.xml``, ``accounts`` the account and statistics
files, ``prefs_file`` the preference files, ``cc_config`` the client
configuration and ``gui_rpc_auth`` the GUI RPC password.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from core.lazy_names import lazy_names
from core.persist.paths import DataDir, canonicalize_master_url, default_data_dir, escape_url

if TYPE_CHECKING:
    from core.persist.state_file import LoadedState, read_client_state, write_client_state

# The state file's reader and writer (some 40 modules: the schema, every record of the state)
# load when first asked for (PEP 562): the window's start-up names only ``DataDir``, the
# engine's thread reads the state file later (issue 36).
__getattr__ = lazy_names(__name__, dict.fromkeys(("LoadedState", "read_client_state", "write_client_state"),
                                                "state_file"), globals())


__all__ = [
    "DataDir",
    "LoadedState",
    "canonicalize_master_url",
    "default_data_dir",
    "escape_url",
    "read_client_state",
    "write_client_state",
]
