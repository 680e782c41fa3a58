"""Stand-in CUDA driver and NVML libraries, built with gcc from the figures below.

They export the symbols BOINC's client (and ours) looks up in libcuda.so.1 and
libnvidia-ml.so.1, answering with these fixed figures. They test our ctypes binding:
argument types, the order of calls, the attribute numbers, the units. They say
nothing about NVIDIA's real driver, which no machine here has.
"""
from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest


@dataclass(frozen=True)
class FakeCard:
    name: str
    major: int
    minor: int
    multiprocessors: int
    clock_khz: int
    total_mem: int
    free_mem: int
    bus_id: int


CARDS = (
    FakeCard("Stand-in RTX 3080", 8, 6, 68, 1_710_000, 10 * 2**30, 9 * 2**30, 1),
    FakeCard("Stand-in GTX 1050", 6, 1, 5, 1_455_000, 2 * 2**30, 2**30, 2),
    FakeCard("Stand-in emulator", 0, 0, 1, 1_000_000, 2**30, 2**30, 3),  # compute capability 0: emulation
)
CUDA_VERSION = 12020
DRIVER_TEXT = "535.54.03"


def _cuda_source(behaviour: str) -> str:
    n = len(CARDS)

    def column(attr: str) -> str:
        return ", ".join(str(getattr(c, attr)) for c in CARDS)

    names = ", ".join(f'"{c.name}"' for c in CARDS)
    init = {"normal": "return 0;", "capability": "return 0;", "hang": "for (;;) pause(); return 0;",
            "crash": "raise(SIGSEGV); return 0;", "exit": "_exit(3);"}[behaviour]
    # The older entry point for the compute capability, which BOINC prefers when it is there.
    capability = ("int cuDeviceComputeCapability(int* a, int* b, int d) { *a = major[d]; *b = minor[d]; return 0; }"
                  if behaviour == "capability" else "")
    return f"""
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>
static const char* names[{n}] = {{{names}}};
static const int major[{n}] = {{{column("major")}}};
static const int minor[{n}] = {{{column("minor")}}};
static const int mps[{n}] = {{{column("multiprocessors")}}};
static const int clock_khz[{n}] = {{{column("clock_khz")}}};
static const size_t total[{n}] = {{{column("total_mem")}}};
static const size_t freemem[{n}] = {{{column("free_mem")}}};
static const int bus[{n}] = {{{column("bus_id")}}};
static int current = -1;
int cuInit(unsigned int flags) {{ (void)flags; {init} }}
int cuDriverGetVersion(int* v) {{ *v = {CUDA_VERSION}; return 0; }}
int cuDeviceGetCount(int* c) {{ *c = {n}; return 0; }}
int cuDeviceGet(int* d, int ordinal) {{ if (ordinal < 0 || ordinal >= {n}) return 101; *d = ordinal; return 0; }}
int cuDeviceGetName(char* out, int len, int d) {{ strncpy(out, names[d], len - 1); out[len - 1] = 0; return 0; }}
int cuDeviceTotalMem_v2(size_t* bytes, int d) {{ *bytes = total[d]; return 0; }}
int cuDeviceGetAttribute(int* v, int attr, int d) {{
    switch (attr) {{
    case 1: *v = 1024; return 0;
    case 2: case 3: *v = 1024; return 0;
    case 4: *v = 64; return 0;
    case 5: *v = 2147483647; return 0;
    case 6: case 7: *v = 65535; return 0;
    case 8: *v = 49152; return 0;
    case 9: *v = 65536; return 0;
    case 10: *v = 32; return 0;
    case 11: *v = 2147483647; return 0;
    case 12: *v = 65536; return 0;
    case 13: *v = clock_khz[d]; return 0;
    case 14: *v = 512; return 0;
    case 15: *v = 1; return 0;
    case 16: *v = mps[d]; return 0;
    case 33: *v = bus[d]; return 0;
    case 34: *v = 0; return 0;
    case 50: *v = 0; return 0;
    case 75: *v = major[d]; return 0;
    case 76: *v = minor[d]; return 0;
    }}
    return 1;
}}
int cuCtxCreate_v2(void** ctx, unsigned int flags, int d) {{
    (void)flags; current = d; *ctx = (void*)&current; return 0;
}}
int cuCtxDestroy_v2(void* ctx) {{ (void)ctx; current = -1; return 0; }}
int cuMemGetInfo_v2(size_t* f, size_t* t) {{
    if (current < 0) return 201; *f = freemem[current]; *t = total[current]; return 0;
}}
{capability}
"""


NVML_SOURCE = f"""
#include <string.h>
static int up = 0;
int nvmlInit_v2(void) {{ up = 1; return 0; }}
int nvmlShutdown(void) {{ up = 0; return 0; }}
int nvmlSystemGetDriverVersion(char* out, unsigned int len) {{
    if (!up) return 1;
    strncpy(out, "{DRIVER_TEXT}", len - 1); out[len - 1] = 0; return 0;
}}
"""


def build_library(directory: Path, name: str, source: str) -> Path:
    if shutil.which("gcc") is None:
        pytest.skip("gcc is not installed: cannot build the stand-in CUDA/NVML libraries")
    c_file = directory / f"{name}.c"
    c_file.write_text(source)
    out = directory / f"{name}.so"
    done = subprocess.run(["gcc", "-shared", "-fPIC", "-O0", "-o", str(out), str(c_file)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return out


def build_cuda(directory: Path, behaviour: str = "normal") -> Path:
    return build_library(directory, f"libcuda-standin-{behaviour}", _cuda_source(behaviour))


def build_nvml(directory: Path) -> Path:
    return build_library(directory, "libnvml-standin", NVML_SOURCE)
