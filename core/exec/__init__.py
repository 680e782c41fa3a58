"""Running tasks: slot directories, the BOINC app API's shared memory, process control.

``LiveExecutor`` (``core.exec.executor``) is the live ``Executor`` port; the other
modules are its parts (``slots``, ``shmem``, ``init_data``, ``process``, ``task``)
and the Tasks-tab wording (``status``).
"""
from __future__ import annotations
