"""The data directory on disk: BOINC's file formats, written atomically, read defensively.

``paths`` names the files, ``atomic`` replaces them crash-safely, ``state_file``
saves and loads ``client_state.xml``, ``accounts`` the account and statistics
files, ``prefs_file`` the preference files, ``cc_config`` the client
configuration and ``gui_rpc_auth`` the GUI RPC password.
"""
from __future__ import annotations

from core.persist.paths import DataDir, canonicalize_master_url, default_data_dir, escape_url
from core.persist.state_file import LoadedState, read_client_state, write_client_state

__all__ = [
    "DataDir",
    "LoadedState",
    "canonicalize_master_url",
    "default_data_dir",
    "escape_url",
    "read_client_state",
    "write_client_state",
]
