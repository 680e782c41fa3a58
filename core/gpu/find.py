"""The host's GPUs as the client uses them: cc_config's options, the child, the rule."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from core.gpu.child import DEFAULT_TIMEOUT_S, run_detection_child
from core.gpu.coproc_info import DetectionReport
from core.gpu.correlate import GpuConfig, HostGpus, correlate
from core.persist.cc_config import CcOptions


@dataclass(slots=True)
class GpuSurvey:
    host: HostGpus
    report: DetectionReport | None  # None when detection was off or failed
    log: list[str] = field(default_factory=list)  # event-log lines, in order


def find_gpus(data_dir: Path, options: CcOptions, *, timeout: float = DEFAULT_TIMEOUT_S,
              env: dict[str, str] | None = None) -> GpuSurvey:
    """Detect (unless ``<no_gpus>``) in a child, then apply the options. Never raises."""
    log: list[str] = []
    report = None
    if options.no_gpus:
        log.append("GPU detection skipped: <no_gpus> in cc_config.xml")
    else:
        outcome = run_detection_child(data_dir, no_opencl=options.no_opencl, timeout=timeout, env=env)
        log.extend(outcome.log)
        report = outcome.report
    host = correlate(report, GpuConfig.from_options(options))
    log.extend(host.messages[:len(options.coproc)])  # the declared types first, as BOINC logs them
    log.extend(host.descriptions)
    log.extend(host.messages[len(options.coproc):])
    return GpuSurvey(host=host, report=report, log=log)
