"""The host's GPUs as the client uses them: cc_config's options, the child, the rule."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from core.gpu.child import DEFAULT_TIMEOUT_S, DetectionChild, end_detection
from core.gpu.coproc_info import DetectionReport
from core.gpu.correlate import GpuConfig, HostGpus, correlate
from core.gpu.launch import Launched
from core.persist.cc_config import CcOptions


@dataclass(slots=True)
class GpuSurvey:
    host: HostGpus
    report: DetectionReport | None  # None when detection was off or failed
    log: list[str] = field(default_factory=list)  # event-log lines, in order


def begin_gpu_detection(data_dir: Path, options: CcOptions, *, timeout: float = DEFAULT_TIMEOUT_S,
                        env: dict[str, str] | None = None, launched: Launched | None = None) -> DetectionChild | None:
    """Start the detection child now, or take the one ``launched`` before cc_config.xml was read
    (core/gpu/launch.py); None under ``<no_gpus>``. ``find_gpus`` reads it later."""
    if launched is not None and (options.no_gpus or launched.no_opencl != options.no_opencl):
        # The file changed since it was looked at: this child runs as the options no longer say.
        if launched.proc is not None:
            end_detection(launched.proc)
        launched = None
    if options.no_gpus:
        return None
    return DetectionChild(data_dir, no_opencl=options.no_opencl, timeout=timeout, env=env, launched=launched)


def find_gpus(data_dir: Path, options: CcOptions, *, timeout: float = DEFAULT_TIMEOUT_S,
              env: dict[str, str] | None = None, started: DetectionChild | None = None) -> GpuSurvey:
    """Detect (unless ``<no_gpus>``) in a child, or read the one ``begin_gpu_detection`` started,
    then apply the options. Never raises."""
    log: list[str] = []
    report = None
    if options.no_gpus:
        log.append("GPU detection skipped: <no_gpus> in cc_config.xml")
    else:
        child = started or DetectionChild(data_dir, no_opencl=options.no_opencl, timeout=timeout, env=env)
        outcome = child.outcome()
        log.extend(outcome.log)
        report = outcome.report
    host = correlate(report, GpuConfig.from_options(options))
    log.extend(host.messages[:len(options.coproc)])  # the declared types first, as BOINC logs them
    log.extend(host.descriptions)
    log.extend(host.messages[len(options.coproc):])
    return GpuSurvey(host=host, report=report, log=log)
