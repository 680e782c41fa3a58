"""The volunteer's GPU settings the engine obeys: devices kept from a project."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GpuExclusion:
    """cc_config ``<exclude_gpu>``: keep a project (or one app of it) off a GPU type or device.

    ``device_num`` -1 = every device; ``rsc_type`` "" = every GPU type; ``app`` "" = every app.
    """

    url: str
    device_num: int = -1
    rsc_type: str = ""
    app: str = ""
