"""What a task uses, in the words BOINC's client sends as a result's ``<resources>``.

The format is BOINC's (client/result.cpp, RESULT::write_gui): "0.5 CPUs + 0.5 NVIDIA GPUs",
"1 CPU + 1 NVIDIA GPU", "2 CPUs" for a multi-threaded CPU job, and the device a running
GPU job was given when its type has more than one ("... (device 1)"); a GPU job whose type
this host lacks "0.1 CPUs + fakegpu GPU (missing)". A job of one whole
CPU says nothing ("", BOINC's " "): its managers then show "1 CPU".
"""
from __future__ import annotations

from core.coprocs.devices import readable_type
from core.policy.gpu_assign import gpu_use_of
from core.state import ClientState, Result


def _cpus(n: float) -> str:
    return f"{n:.3g} {'CPU' if n == 1 else 'CPUs'}"


def resources_text(state: ClientState, result: Result) -> str:
    wu = state.workunits.get((result.project_url, result.wu_name))
    av = state.app_version_of(result)
    ncpus = wu.avg_ncpus if wu is not None and wu.avg_ncpus > 0 else (av.avg_ncpus if av is not None else 1.0)
    use = gpu_use_of(state, result)
    if use is not None and not any(c.type == use.rsc_type and c.count > 0 for c in state.coprocs):
        # Its type is not on this host: BOINC's words for a job whose coprocessor is missing.
        return f"{_cpus(ncpus)} + {use.rsc_type[:12]} GPU (missing)"
    if use is not None:
        name = readable_type(use.rsc_type)
        text = (f"{_cpus(ncpus)} + 1 {name}" if use.usage == 1
                else f"{_cpus(ncpus)} + {use.usage:.3g} {name}s")
        task = state.active_tasks.get((result.project_url, result.name))
        count = next((c.count for c in state.coprocs if c.type == use.rsc_type), 0)
        if task is not None and task.running and task.gpu_device >= 0 and count > 1:
            text += f" (device {task.gpu_device})"
        return text
    project = state.projects.get(result.project_url)
    if ncpus != 1 and not (project is not None and project.non_cpu_intensive):
        return _cpus(ncpus)
    return ""
