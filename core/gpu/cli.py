"""``boinc-core detect-gpus``: what this computer's GPUs look like to a project.

Runs detection as the client does (in a child process with a time limit, with the data
directory's cc_config.xml), writes ``coproc_info.xml`` there, and prints the devices
found, the resource types the client would count, and the ``<coprocs>`` block a
scheduler request would carry. ``--child`` is the detection child itself, for a frozen
bundle (left out of the help).
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

from core.coprocs.coprocs_xml import coprocs_xml, usable_device_count
from core.coprocs.devices import ResourceRequest
from core.coprocs.opencl_prop import opencl_cpu_xml
from core.gpu.child import DEFAULT_TIMEOUT_S, child_main
from core.gpu.find import find_gpus
from core.persist.cc_config import read_cc_config


def add_detect_gpus_parser(sub: Any) -> None:
    p = sub.add_parser("detect-gpus", help="detect GPUs as the client does and print what a project would see",
                       description=__doc__.split("\n\n")[1] if __doc__ else None)
    p.add_argument("--dir", type=Path, default=None,
                   help="data directory: its cc_config.xml is used and coproc_info.xml written there "
                        "(default: the per-user data directory)")
    p.add_argument("--print-only", action="store_true",
                   help="write nothing to the data directory (detect in a temporary one)")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S,
                   help=f"seconds the detection process may take (default {DEFAULT_TIMEOUT_S:g})")
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--no-opencl", action="store_true", help=argparse.SUPPRESS)
    p.set_defaults(handler=detect_gpus_command)


def _survey(data_dir: Path, work_dir: Path, timeout: float) -> int:
    config, warnings = read_cc_config(data_dir / "cc_config.xml")
    for w in warnings:
        if "not found" not in w:
            print(f"cc_config.xml: {w}")
    survey = find_gpus(work_dir, config.options, timeout=timeout)
    print("Event log:")
    for line in survey.log or ["(nothing)"]:
        print(f"  {line}")
    if survey.report is not None and survey.report.warnings:
        print("Detection notes:")
        for w in survey.report.warnings:
            print(f"  {w}")
    host = survey.host
    print("Resource types a scheduler request counts:")
    for c in host.coprocs:
        origin = "declared in cc_config.xml" if c.specified_in_config else c.name
        print(f"  {c.type}: {c.count} device{'' if c.count == 1 else 's'} "
              f"(numbers {' '.join(map(str, c.device_nums)) or '-'}), {c.peak_flops / 1e9:g} GFLOPS peak each, "
              f"{origin}")
    if not host.coprocs:
        print("  none: a scheduler request asks for CPU work only")
    print(f"What a scheduler request would carry (<n_usable_coprocs>{usable_device_count(host.coprocs)}):")
    requests = {c.type: ResourceRequest() for c in host.coprocs}
    sys.stdout.write(coprocs_xml(host.coprocs, requests))
    for cpu in host.opencl_cpus:
        sys.stdout.write(opencl_cpu_xml(cpu))
    return 0


def detect_gpus_command(args: argparse.Namespace) -> int:
    if args.child:
        return child_main(args)
    from core.persist.paths import default_data_dir

    data_dir: Path = args.dir if args.dir is not None else default_data_dir()
    if args.print_only:
        with tempfile.TemporaryDirectory(prefix="boinc-gpu-") as tmp:
            return _survey(data_dir, Path(tmp), args.timeout)
    data_dir.mkdir(parents=True, exist_ok=True)
    code = _survey(data_dir, data_dir, args.timeout)
    print(f"Written: {data_dir / 'coproc_info.xml'}")
    return code
