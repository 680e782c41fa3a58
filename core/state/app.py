"""Applications, their versions, and references from them to files."""
from __future__ import annotations

from dataclasses import dataclass, field

from core.ids import AppName, FileName, ProjectUrl


@dataclass(slots=True)
class FileRef:
    """``<file_ref>``: a file as a job or app version sees it."""

    file_name: FileName
    open_name: str = ""  # logical name the app opens; "" = file_name
    main_program: bool = False
    copy_file: bool = False
    optional: bool = False


@dataclass(slots=True)
class App:
    project_url: ProjectUrl
    name: AppName
    user_friendly_name: str = ""
    non_cpu_intensive: bool = False
    max_concurrent: int = 0  # app_config.xml <max_concurrent>: most tasks running at once; 0 = no limit


@dataclass(slots=True)
class AppVersion:
    project_url: ProjectUrl
    app_name: AppName
    version_num: int
    platform: str = ""
    plan_class: str = ""
    api_version: str = ""
    cmdline: str = ""
    avg_ncpus: float = 1.0  # CPUs one task uses
    flops: float = 0.0  # FLOPS one task achieves; 0 = avg_ncpus × host p_fpops
    file_refs: list[FileRef] = field(default_factory=list)
    # <coproc><type><count>: the GPU type a task uses and how much of one device
    # (0.5 = two tasks share a device); "" = a CPU version. A type the host lacks is
    # kept: BOINC's "missing coproc", whose tasks never run.
    gpu_type: str = ""
    gpu_usage: float = 0.0
    gpu_ram: float = 0.0  # bytes of GPU memory a task needs; 0 = not said

    @property
    def uses_gpu(self) -> bool:
        return bool(self.gpu_type) and self.gpu_usage > 0

    def effective_flops(self, host_p_fpops: float) -> float:
        """FLOPS of one task, filled in as BOINC's fill_in_resource_usage does."""
        if self.flops > 0:
            return self.flops
        return max(self.avg_ncpus, 1e-3) * max(host_p_fpops, 1.0)
