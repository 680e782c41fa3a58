"""The application a demo project distributes: a directory plus ``boinc_app.toml``.

The description file (documented in docs/demo-project.md) names the app, its
version, which file is the main program, how to make job inputs and how to
check outputs. A directory without the file is accepted when it holds exactly
one ``*.py`` file or a ``demo_app.py``: the defaults then describe the prime
counter of resources/demo_app/ (input ``"start end\\n"``, output ``"count\\n"``).

Reads: the directory and its description. Writes nothing.
"""
from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass
from pathlib import Path

from core.errors import CoreError

DESCRIPTION_FILE = "boinc_app.toml"
WORK_KINDS = ("prime_count", "any_output")


class AppDirError(CoreError):
    """An application directory or description that cannot be served."""


@dataclass(frozen=True, slots=True)
class AppDescription:
    """What the demo project needs to know about its application."""

    directory: Path
    name: str
    """BOINC app name (``<app><name>``)."""
    user_friendly_name: str
    version_num: int
    """BOINC version number, e.g. 100 for 1.00."""
    platform: str
    """Platform string; empty = echo the requesting client's primary platform."""
    main_program: str
    """File name (in ``directory``) of the main program."""
    files: tuple[str, ...]
    """Every file of the app version, main program included; all are signed."""
    command_line: str
    """Workunit command line given to the app."""
    input_open_name: str
    output_open_name: str
    work_kind: str
    """How inputs are made and outputs validated: ``prime_count`` or ``any_output``."""
    job_size: int
    """prime_count: numbers per job (the range ``[start, start + job_size)``)."""
    fpops_per_unit: float
    """FLOPs per number examined (prime_count) or per job (any_output)."""
    max_output_bytes: int
    avg_ncpus: float = 1.0
    api_version: str = ""
    """``<api_version>`` of the app version: empty, the client runs it as a plain program
    (signals, no shared memory); the demo app speaks the API and may say so."""

    @property
    def fpops_est(self) -> float:
        """The workunit's ``rsc_fpops_est``."""
        units = self.job_size if self.work_kind == "prime_count" else 1
        return max(1.0, units * self.fpops_per_unit)

    def physical_name(self, file_name: str) -> str:
        """Name on the download server and in the client's project dir (unique per version)."""
        return f"{self.name}_{self.version_num}_{file_name}"


def _default_main(directory: Path) -> str:
    if (directory / "demo_app.py").is_file():
        return "demo_app.py"
    scripts = sorted(p.name for p in directory.glob("*.py") if p.is_file())
    if len(scripts) == 1:
        return scripts[0]
    raise AppDirError(f"{directory}: no {DESCRIPTION_FILE} and no single Python main program")


def _safe_name(value: object, what: str) -> str:
    if not isinstance(value, str) or not value or "/" in value or "\\" in value or "\0" in value \
            or value in (".", "..") or value.startswith(".") or "%" in value:
        raise AppDirError(f"{what} {value!r} is not a plain file name")
    return value


def _api_version(value: object) -> str:
    text = str(value).strip()
    if text and not all(part.isdigit() for part in text.split(".")):
        raise AppDirError(f"api_version {text!r} must be empty or like 7.20.0")
    return text


def load_app_dir(directory: Path) -> AppDescription:
    """Read ``directory``'s description (or defaults) and check every named file exists."""
    directory = Path(directory)
    if not directory.is_dir():
        raise AppDirError(f"{directory}: not a directory")
    desc_path = directory / DESCRIPTION_FILE
    raw: dict[str, object] = {}
    if desc_path.is_file():
        try:
            raw = tomllib.loads(desc_path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise AppDirError(f"{desc_path}: {exc}") from None
    main = _safe_name(raw.get("main_program") or _default_main(directory), "main_program")
    files_raw = raw.get("files", [main])
    if not isinstance(files_raw, list):
        raise AppDirError(f"{desc_path}: files must be a list of names")
    files = tuple(dict.fromkeys([main] + [_safe_name(f, "file") for f in files_raw]))
    for f in files:
        if not (directory / f).is_file():
            raise AppDirError(f"{directory}: file {f} named in the description is missing")
    kind = str(raw.get("work_kind", "prime_count"))
    if kind not in WORK_KINDS:
        raise AppDirError(f"{desc_path}: work_kind must be one of {', '.join(WORK_KINDS)}")
    try:
        version = int(str(raw.get("version_num", 100)))
        job_size = int(str(raw.get("job_size", 3_000_000)))
        fpops = float(str(raw.get("fpops_per_unit", 1000.0)))
        max_out = int(str(raw.get("max_output_bytes", 100_000)))
        ncpus = float(str(raw.get("avg_ncpus", 1.0)))
    except ValueError as exc:
        raise AppDirError(f"{desc_path}: {exc}") from None
    if version <= 0 or job_size <= 0 or not (math.isfinite(fpops) and fpops > 0) or max_out <= 0 \
            or not (math.isfinite(ncpus) and ncpus > 0):
        raise AppDirError(f"{desc_path}: version_num, job_size, fpops_per_unit, max_output_bytes "
                          "and avg_ncpus must be positive")
    name = str(raw.get("name", "demo_app"))
    if not name.replace("_", "").replace("-", "").isalnum():
        raise AppDirError(f"{desc_path}: app name {name!r} must be letters, digits, _ or -")
    return AppDescription(
        directory=directory,
        name=name,
        user_friendly_name=str(raw.get("user_friendly_name", name)),
        version_num=version,
        platform=str(raw.get("platform", "")),
        main_program=main,
        files=files,
        command_line=str(raw.get("command_line", "")),
        input_open_name=_safe_name(raw.get("input_open_name", "in"), "input_open_name"),
        output_open_name=_safe_name(raw.get("output_open_name", "out"), "output_open_name"),
        work_kind=kind,
        job_size=job_size,
        fpops_per_unit=fpops,
        max_output_bytes=max_out,
        avg_ncpus=ncpus,
        api_version=_api_version(raw.get("api_version", "")),
    )
