"""The processor and operating-system words of ``<host_info>``, as BOINC's Linux client reads them.

Projects choose app versions and plan classes by these strings (``p_features``
holds the instruction-set flags, ``p_vendor`` the maker) and a scheduler notices
"Missing CPU type" without them, so they follow BOINC's rules for
``/proc/cpuinfo`` and ``/etc/os-release``:

- ``p_vendor``: the first ``vendor_id`` (x86) or ``system type`` line.
- ``p_model``: the first ``model name`` (or ``cpu model``), then
  `` [Family F Model M Stepping S]`` on x86; on ARM the ``CPU implementer``,
  ``architecture``, ``variant``, ``part`` and ``revision`` as
  `` [Impl I Arch A Variant V Part P Rev R]``.
- ``p_features``: the first ``flags`` (x86) or ``Features`` (ARM) line.
- ``m_cache``: the first ``cache size`` in bytes.
- ``os_name``: the kernel's name, then the distribution's name;
  ``os_version``: the distribution's description then ``[kernel release|libc version]``.
  As BOINC's client (client/hostinfo_unix.cpp, hostinfo_linux.cpp), the words come
  from ``lsb_release -a`` (``Distributor ID``, ``Description``) when that command
  answers, else from os-release (``NAME``, ``PRETTY_NAME``): "Linux Debian" with
  lsb_release, "Linux Debian GNU/Linux" without it.

The parsers take text, so other machines' files can be tested here.
"""
from __future__ import annotations

import platform
import re
import shutil
import socket
import subprocess
from dataclasses import dataclass
from pathlib import Path

import psutil


@dataclass(frozen=True, slots=True)
class CpuFacts:
    vendor: str = ""
    model: str = ""
    features: str = ""
    cache_bytes: float = 0.0


_ARM_PARTS = (("CPU implementer", "Impl"), ("CPU architecture", "Arch"), ("CPU variant", "Variant"),
              ("CPU part", "Part"), ("CPU revision", "Rev"))


def _first_int(text: str) -> int | None:
    m = re.match(r"\s*(-?\d+)", text)
    return int(m.group(1)) if m else None


def parse_cpuinfo(text: str) -> CpuFacts:
    """The processor facts of a ``/proc/cpuinfo`` text (the first processor's lines win)."""
    first: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if not sep:
            continue
        key = key.strip()
        if key and key not in first:
            first[key] = value.strip()
    vendor = first.get("vendor_id") or first.get("system type") or ""
    model = first.get("model name") or first.get("cpu model") or first.get("Processor") or ""
    features = first.get("flags") or first.get("features") or first.get("Features") or ""
    arm = [(label, first[key]) for key, label in _ARM_PARTS if first.get(key)]
    if arm:
        model = f"{model} [{' '.join(f'{label} {value}' for label, value in arm)}]".strip()
    else:
        numbers = [(label, _first_int(first.get(key, ""))) for key, label in
                   (("cpu family", "Family"), ("model", "Model"), ("stepping", "Stepping"))]
        shown = [f"{label} {n}" for label, n in numbers if n is not None and n >= 0]
        if shown:
            model = f"{model} [{' '.join(shown)}]"
    cache = first.get("cache size", "")
    kib = _first_int(cache)
    return CpuFacts(vendor, model, features, float(kib * 1024) if kib and kib > 0 else 0.0)


def _os_release_value(raw: str) -> str:
    value = raw.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        value = value[1:-1]
    # os-release allows shell escapes of quote, backslash, dollar and backtick.
    return re.sub(r"\\([\\\"'$`])", r"\1", value)


def parse_os_release(text: str) -> tuple[str, str]:
    """(distribution name, its description) from an ``os-release`` text.

    The description is ``PRETTY_NAME``, or else ``NAME VERSION`` and the code name.
    """
    fields: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.strip().partition("=")
        if sep and key and key not in fields:
            fields[key] = _os_release_value(value)
    name = fields.get("NAME", "")
    pretty = fields.get("PRETTY_NAME", "")
    if not pretty:
        codename = fields.get("VERSION_CODENAME") or fields.get("UBUNTU_CODENAME") or ""
        pretty = " ".join(x for x in (name, fields.get("VERSION", ""), codename) if x)
    return name, pretty


def parse_lsb_release(text: str) -> tuple[str, str]:
    """(distribution name, its description) from ``lsb_release -a``'s output.

    The description is ``Description``, or else the ID, release and code name.
    """
    fields: dict[str, str] = {}
    for line in text.splitlines():
        for key in ("Description", "Distributor ID", "Release", "Codename"):
            head, sep, value = line.partition(f"{key}:")
            if sep and not head.strip():
                fields[key] = value.strip()
    name = fields.get("Distributor ID", "")
    pretty = fields.get("Description", "")
    if not pretty:
        pretty = " ".join(x for x in (name, fields.get("Release", ""), fields.get("Codename", "")) if x)
    return name, pretty


def os_words(system: str, release: str, os_release: str | None, libc: str,
             lsb_release: str | None = None) -> tuple[str, str]:
    """``(os_name, os_version)`` from the kernel's name and release, ``lsb_release -a``'s
    output (tried first, as BOINC does) or else an os-release text, and libc's version."""
    name, version = system, release
    extra: list[str] = []
    found = parse_lsb_release(lsb_release) if lsb_release else ("", "")
    if not any(found) and os_release is not None:
        found = parse_os_release(os_release)
    dist_name, dist_desc = found
    if dist_name or dist_desc:
        extra.append(release)
        version = dist_desc
        if dist_name:
            name = f"{system} {dist_name}"
    if libc:
        extra.append(f"libc {libc}")
    if extra:
        version = f"{version} [{'|'.join(extra)}]".strip()
    return name, version


def _read(path: str) -> str | None:
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def this_cpu() -> CpuFacts:
    """This machine's processor (``/proc/cpuinfo``; the platform module where there is none)."""
    text = _read("/proc/cpuinfo")
    facts = parse_cpuinfo(text) if text else CpuFacts()
    if not facts.model:
        facts = CpuFacts(facts.vendor, platform.processor() or platform.machine(), facts.features,
                         facts.cache_bytes)
    return facts


def this_address() -> str:
    """The first IPv4 address of an interface that is up and not loopback; else 127.0.0.1.

    Read from the interfaces, never by resolving the host name (which could ask a name server).
    """
    try:
        stats = psutil.net_if_stats()
        for name, addrs in psutil.net_if_addrs().items():
            if name in stats and not stats[name].isup:
                continue
            for a in addrs:
                if a.family == socket.AF_INET and a.address and not a.address.startswith("127."):
                    return str(a.address)
    except (OSError, AttributeError):
        pass
    return "127.0.0.1"


def _lsb_release() -> str | None:
    """``lsb_release -a``'s output, or None where the command is missing or fails."""
    exe = shutil.which("lsb_release")
    if exe is None:
        return None
    try:
        done = subprocess.run([exe, "-a"], capture_output=True, text=True, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def this_os() -> tuple[str, str]:
    """This machine's ``(os_name, os_version)``."""
    os_release = _read("/etc/os-release") or _read("/usr/lib/os-release")
    lib, libc_version = platform.libc_ver()
    return os_words(platform.system(), platform.release(), os_release, libc_version if lib == "glibc" else "",
                    _lsb_release() if platform.system() == "Linux" else None)
