#!/usr/bin/env python3
"""demo_app: the demo project's science application (count primes in a range).

One file, standard library only. It implements the application side of the
BOINC app API itself, so the client runs it like any BOINC app:

* reads ``init_data.xml`` in its working directory (the slot); without it, it
  runs "standalone" (no shared memory, no heartbeat checks);
* maps ``boinc_mmap_file`` (8 channels of 1024 bytes; byte 0 = "full" flag,
  then a NUL-terminated message), reads ``<heartbeat/>`` and the process-control
  messages ``<suspend/>``, ``<resume/>``, ``<quit/>`` (exit 0, no finish file)
  and ``<abort/>`` (exit 194), and sends ``app_status`` once a second while not
  suspended (current CPU time, checkpoint CPU time, fraction done);
* exits 0 if the client is gone (``client_pid`` no longer exists, or no
  heartbeat for 30 s when ``client_pid`` is 0);
* resolves logical file names through soft-link files
  (``<soft_link>PATH</soft_link>``) or real symbolic links;
* checkpoints every ``checkpoint_period`` seconds into ``demo_checkpoint.txt``
  in the slot, and continues from it after a restart;
* on success writes the output, then ``boinc_finish_called`` containing ``0``,
  and exits 0. Errors go to stderr (the client keeps ``stderr.txt``).

INPUT (logical name ``in``): one line of ASCII text, two decimal integers
``START END`` separated by whitespace, e.g. ``"1000000 1200000\\n"``, with
0 <= START <= END <= 10**12 and END - START <= 10**9. The range is half-open:
START is counted, END is not.

OUTPUT (logical name ``out``): one line, the number of primes p with
START <= p < END as a decimal integer, e.g. ``"14440\\n"`` for the example above. A validator can
recompute it.

CHAINS (optional): with ``--part K/N`` the app counts only the K-th of N equal
parts of the range (K from 0); with an input file of logical name ``prev`` (a
previous part's output) it adds that count, so the output is a running total.

Command line (optional): ``--delay S`` sleeps S seconds after each chunk (makes
the demo visible and the tests controllable); ``--chunk N`` numbers per chunk
(default 20000, 262144 with ``--opencl``); ``--part K/N`` (see CHAINS); ``--no-checkpoint``
never checkpoints (an app of the kind a soft stop must suspend at once; tests use it).

OPENCL (``--opencl``, what the demo project's OpenCL app version passes): the same count,
computed by an OpenCL kernel (trial division by the primes up to the square root, one
work-item per 64 numbers) on the device the client assigned, found as BOINC's
``boinc_get_opencl_ids`` finds it: the type is init_data.xml's ``gpu_type``, the device
``gpu_opencl_dev_index`` (else ``gpu_device_num``, else ``--device N``). For the types
NVIDIA, ATI, intel_gpu and apple_gpu it is the platform's N-th GPU or accelerator (as the
client's detection numbers them) whose vendor is of that type. Any other type is a vendor
string (BOINC passes the device's vendor for such types): the N-th device of exactly that
vendor, its GPUs and accelerators first, then its CPU devices, which a type declared by
hand in cc_config.xml can name (this is how a host without a GPU runs the OpenCL version
on pocl). Without init_data.xml any vendor's GPU or accelerator counts. The app never
falls back to computing on the CPU itself: no library, no platform, no matching device or
a failing OpenCL call ends it with exit code 2 and a line on stderr.

A checkpoint's status message is sent at once, so the client records the checkpoint with
the fraction done it holds (not one measured a chunk later).

Exit codes: 0 success or quit; 1 bad input or output; 2 no usable OpenCL device (``--opencl``);
194 aborted by the client.
"""
from __future__ import annotations

import ctypes
import math
import mmap
import os
import re
import sys
import threading
import time

SHM_FILE = "boinc_mmap_file"
CH_SIZE = 1024
CH_CONTROL, CH_HEARTBEAT, CH_STATUS = 0, 4, 5
CHECKPOINT_FILE = "demo_checkpoint.txt"
FINISH_FILE = "boinc_finish_called"
EXIT_ABORTED_BY_CLIENT = 194
EXIT_NO_OPENCL = 2


def log(msg: str) -> None:
    sys.stderr.write(time.strftime("%H:%M:%S ") + "demo_app: " + msg + "\n")
    sys.stderr.flush()


def resolve(logical: str) -> str:
    """boinc_resolve_filename: follow a soft-link file, else use the name itself."""
    if os.path.islink(logical) or not os.path.isfile(logical):
        return logical
    try:
        with open(logical, "rb") as f:
            first = f.read(4096).split(b"\n", 1)[0].decode("utf-8", "replace")
    except OSError:
        return logical
    m = re.search(r"<soft_link>(.*?)</soft_link>", first)
    return m.group(1) if m else logical


def read_init_data() -> dict[str, str]:
    try:
        with open("init_data.xml", encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return {}
    if "<app_init_data>" not in text:
        return {}
    return {m.group(1): m.group(2).strip() for m in re.finditer(r"<(\w+)>([^<]*)</\1>", text)}


def num(d: dict[str, str], key: str, default: float) -> float:
    try:
        return float(d.get(key, default))
    except ValueError:
        return default


class Channel:
    """The app's view of the shared-memory file."""

    def __init__(self, mm: mmap.mmap) -> None:
        self.mm = mm

    def receive(self, ch: int) -> str | None:
        off = ch * CH_SIZE
        if not self.mm[off]:
            return None
        raw = self.mm[off + 1 : off + CH_SIZE]
        end = raw.find(b"\0")
        text = raw[: end if end >= 0 else len(raw)].decode("ascii", "replace")
        self.mm[off] = 0
        return text

    def send(self, ch: int, text: str, overwrite: bool = False) -> bool:
        off = ch * CH_SIZE
        if self.mm[off] and not overwrite:
            return False
        data = text.encode("ascii", "replace")[: CH_SIZE - 2] + b"\0"
        self.mm[off + 1 : off + 1 + len(data)] = data
        self.mm[off] = 1
        return True


class Api:
    """The BOINC API state and its timer thread."""

    def __init__(self) -> None:
        self.init = read_init_data()
        self.standalone = not self.init
        self.cpu_base = num(self.init, "wu_cpu_time", 0.0)
        self.checkpoint_period = num(self.init, "checkpoint_period", 300.0) or 300.0
        self.client_pid = int(num(self.init, "client_pid", 0))
        self.fraction = 0.0
        self.reported_fraction = False
        self.checkpoint_cpu = self.cpu_base
        self.last_checkpoint = time.monotonic()
        self.resume = threading.Event()
        self.resume.set()
        self.lock = threading.Lock()
        self.chan: Channel | None = None
        if not self.standalone and self.init.get("shm_key", "-1") == "-1":
            try:
                fd = os.open(SHM_FILE, os.O_RDWR)
                try:
                    size = os.fstat(fd).st_size
                    if size >= 8 * CH_SIZE:
                        self.chan = Channel(mmap.mmap(fd, size, mmap.MAP_SHARED))
                finally:
                    os.close(fd)
            except OSError:
                self.chan = None
            if self.chan is None:
                log("can't set up shared memory; running in standalone mode")
        self.last_heartbeat = time.monotonic()
        if self.chan is not None:
            threading.Thread(target=self._timer, daemon=True).start()

    def cpu_time(self) -> float:
        return self.cpu_base + time.process_time()

    def status_text(self) -> str:
        text = (
            f"<current_cpu_time>{self.cpu_time():e}</current_cpu_time>\n"
            f"<checkpoint_cpu_time>{self.checkpoint_cpu:e}</checkpoint_cpu_time>\n"
        )
        if self.reported_fraction:
            text += f"<fraction_done>{self.fraction:e}</fraction_done>\n"
        return text

    def _timer(self) -> None:
        assert self.chan is not None
        tick = 0
        while True:
            time.sleep(0.1)
            tick += 1
            msg = self.chan.receive(CH_CONTROL)
            if msg:
                self._control(msg)
            if self.chan.receive(CH_HEARTBEAT) is not None:
                self.last_heartbeat = time.monotonic()
            if tick % 10 == 0 and self.resume.is_set():
                with self.lock:
                    self.chan.send(CH_STATUS, self.status_text())
            if tick % 100 == 0 and self._client_dead():
                log("client is gone; exiting")
                os._exit(0)

    def _client_dead(self) -> bool:
        if self.client_pid > 0:
            try:
                os.kill(self.client_pid, 0)
            except ProcessLookupError:
                return True
            except PermissionError:
                return False
            return False
        return time.monotonic() - self.last_heartbeat > 30

    def _control(self, msg: str) -> None:
        if "<quit/>" in msg:
            log("quit requested")
            os._exit(0)
        if "<abort/>" in msg:
            log("abort requested")
            os._exit(EXIT_ABORTED_BY_CLIENT)
        if "<suspend/>" in msg:
            self.resume.clear()
        if "<resume/>" in msg:
            self.resume.set()

    def work_for(self, seconds: float) -> None:
        """Stand-in for ``seconds`` of computing (``--delay``): like real work it stops
        while the client has the task suspended, within the control channel's 0.1 s,
        instead of sleeping through a suspension."""
        left = seconds
        while left > 0:
            self.resume.wait()
            step = min(left, 0.05)
            time.sleep(step)
            left -= step

    def fraction_done(self, value: float) -> None:
        self.fraction = min(max(value, 0.0), 1.0)
        self.reported_fraction = True

    def time_to_checkpoint(self) -> bool:
        return time.monotonic() - self.last_checkpoint >= self.checkpoint_period

    def checkpoint_completed(self) -> None:
        self.checkpoint_cpu = self.cpu_time()
        self.last_checkpoint = time.monotonic()
        if self.chan is not None and self.resume.is_set():
            with self.lock:
                self.chan.send(CH_STATUS, self.status_text(), overwrite=True)

    def finish(self, status: int) -> None:
        if self.chan is not None:
            with self.lock:
                self.chan.send(CH_STATUS, self.status_text(), overwrite=True)
        if not self.standalone:
            with open(FINISH_FILE, "w", encoding="ascii") as f:
                f.write(f"{status}\n")
        sys.stderr.flush()
        os._exit(status)


def count_primes(lo: int, hi: int) -> int:
    """Primes in [lo, hi) by trial division over a small sieve of divisors."""
    if hi <= 2:
        return 0
    lo = max(lo, 2)
    limit = int(hi**0.5) + 1
    sieve = bytearray([1]) * (limit + 1)
    sieve[0:2] = b"\0\0"
    for i in range(2, int(limit**0.5) + 1):
        if sieve[i]:
            sieve[i * i :: i] = bytearray(len(sieve[i * i :: i]))
    small = [i for i in range(2, limit + 1) if sieve[i]]
    # Segmented sieve over [lo, hi).
    seg = bytearray([1]) * (hi - lo)
    for p in small:
        if p * p >= hi:
            break
        start = max(p * p, (lo + p - 1) // p * p)
        seg[start - lo :: p] = bytearray(len(seg[start - lo :: p]))
    return sum(seg)


# --- OpenCL, through the system's ICD loader with ctypes (the entry points and constants
# are those the client's detection binds in core/gpu/opencl.py; this file stands alone
# because the client runs it under any Python, on any host).

CL_SUCCESS = 0
CL_TRUE = 1
CL_DEVICE_TYPE_CPU, CL_DEVICE_TYPE_GPU, CL_DEVICE_TYPE_ACCELERATOR = 1 << 1, 1 << 2, 1 << 3
CL_DEVICE_NAME, CL_DEVICE_VENDOR = 0x102B, 0x102C
CL_PLATFORM_NAME = 0x0902
CL_MEM_WRITE_ONLY, CL_MEM_READ_ONLY, CL_MEM_COPY_HOST_PTR = 1 << 1, 1 << 2, 1 << 5
CL_PROGRAM_BUILD_LOG = 0x1183
GPU_TYPES = ("NVIDIA", "ATI", "intel_gpu", "apple_gpu")
NUMBERS_PER_ITEM = 64
OPENCL_CHUNK = 1 << 18

KERNEL_SOURCE = """
// One work-item counts the primes among NUMBERS_PER_ITEM numbers of [lo, hi) by trial
// division by every prime up to the square root (the host's list covers sqrt(hi - 1)).
__kernel void count_primes(ulong lo, ulong hi, __global const uint* primes, uint n_primes,
                           __global uint* counts) {
    size_t item = get_global_id(0);
    ulong a = lo + (ulong)item * NUMBERS_PER_ITEM;
    ulong b = a + NUMBERS_PER_ITEM < hi ? a + NUMBERS_PER_ITEM : hi;
    uint found = 0;
    for (ulong n = a < 2 ? 2 : a; n < b; n++) {
        uint prime = 1;
        for (uint i = 0; i < n_primes; i++) {
            ulong p = primes[i];
            if (p * p > n) break;
            if (n % p == 0) { prime = 0; break; }
        }
        found += prime;
    }
    counts[item] = found;
}
"""


class OpenClError(Exception):
    """No usable device, or an OpenCL call that failed: the job cannot run here."""


def vendor_class(vendor: str) -> str:
    """The GPU type of a device's vendor, by the client's rule; another vendor stays itself."""
    if "ATI" in vendor or "AMD" in vendor or "Advanced Micro Devices, Inc." in vendor:
        return "ATI"
    if "NVIDIA" in vendor:
        return "NVIDIA"
    if "intel" in vendor.lower():
        return "intel_gpu"
    if "apple" in vendor.lower():
        return "apple_gpu"
    return vendor


def _load_opencl() -> ctypes.CDLL:
    names = [os.environ["BOINC_GUI_OPENCL_LIB"]] if os.environ.get("BOINC_GUI_OPENCL_LIB") \
        else ["libOpenCL.so.1", "libOpenCL.so"]
    for name in names:
        try:
            lib = ctypes.CDLL(name)
            break
        except OSError as exc:
            error = str(exc)
    else:
        raise OpenClError(f"no OpenCL library ({error})")
    vp, u32, u64, size_t, i32 = ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_size_t, ctypes.c_int32
    err_p = ctypes.POINTER(i32)
    signatures = {
        "clGetPlatformIDs": (i32, [u32, vp, ctypes.POINTER(u32)]),
        "clGetPlatformInfo": (i32, [vp, u32, size_t, vp, ctypes.POINTER(size_t)]),
        "clGetDeviceIDs": (i32, [vp, u64, u32, vp, ctypes.POINTER(u32)]),
        "clGetDeviceInfo": (i32, [vp, u32, size_t, vp, ctypes.POINTER(size_t)]),
        "clCreateContext": (vp, [vp, u32, vp, vp, vp, err_p]),
        "clCreateCommandQueue": (vp, [vp, vp, u64, err_p]),
        "clCreateProgramWithSource": (vp, [vp, u32, ctypes.POINTER(ctypes.c_char_p), vp, err_p]),
        "clBuildProgram": (i32, [vp, u32, vp, ctypes.c_char_p, vp, vp]),
        "clGetProgramBuildInfo": (i32, [vp, vp, u32, size_t, vp, ctypes.POINTER(size_t)]),
        "clCreateKernel": (vp, [vp, ctypes.c_char_p, err_p]),
        "clCreateBuffer": (vp, [vp, u64, size_t, vp, err_p]),
        "clSetKernelArg": (i32, [vp, u32, size_t, vp]),
        "clEnqueueNDRangeKernel": (i32, [vp, vp, u32, vp, ctypes.POINTER(size_t), vp, u32, vp, vp]),
        "clEnqueueReadBuffer": (i32, [vp, vp, u32, size_t, size_t, vp, u32, vp, vp]),
        "clFinish": (i32, [vp]),
    }
    for name, (restype, argtypes) in signatures.items():
        try:
            fn = getattr(lib, name)
        except AttributeError:
            raise OpenClError(f"the OpenCL library lacks {name}") from None
        fn.restype, fn.argtypes = restype, argtypes
    return lib


def _check(err: int, what: str) -> None:
    if err != CL_SUCCESS:
        raise OpenClError(f"{what} failed (OpenCL error {err})")


class OpenClCounter:
    """The kernel built for one device, with the divisor list uploaded."""

    def __init__(self, gpu_type: str, index: int, standalone: bool, largest: int, chunk: int) -> None:
        self.cl = _load_opencl()
        self.device, self.description = self._find_device(gpu_type, index, standalone)
        cl, err = self.cl, ctypes.c_int32(0)
        dev = ctypes.c_void_p(self.device)
        self.context = cl.clCreateContext(None, 1, ctypes.byref(dev), None, None, ctypes.byref(err))
        _check(err.value, "clCreateContext")
        self.queue = cl.clCreateCommandQueue(self.context, self.device, 0, ctypes.byref(err))
        _check(err.value, "clCreateCommandQueue")
        source = ctypes.c_char_p(KERNEL_SOURCE.encode("ascii"))
        program = cl.clCreateProgramWithSource(self.context, 1, ctypes.byref(source), None, ctypes.byref(err))
        _check(err.value, "clCreateProgramWithSource")
        built = cl.clBuildProgram(program, 1, ctypes.byref(dev), f"-DNUMBERS_PER_ITEM={NUMBERS_PER_ITEM}".encode(),
                                  None, None)
        if built != CL_SUCCESS:
            size = ctypes.c_size_t(0)
            cl.clGetProgramBuildInfo(program, self.device, CL_PROGRAM_BUILD_LOG, 0, None, ctypes.byref(size))
            text = ctypes.create_string_buffer(max(size.value, 1))
            cl.clGetProgramBuildInfo(program, self.device, CL_PROGRAM_BUILD_LOG, size.value, text, None)
            raise OpenClError(f"the kernel did not build (error {built}): {text.value.decode(errors='replace')[:500]}")
        self.kernel = cl.clCreateKernel(program, b"count_primes", ctypes.byref(err))
        _check(err.value, "clCreateKernel")
        primes = small_primes(math.isqrt(max(largest, 1)))
        self.n_primes = len(primes)
        host = (ctypes.c_uint32 * max(len(primes), 1))(*primes)
        self.primes = cl.clCreateBuffer(self.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                                        ctypes.sizeof(host), host, ctypes.byref(err))
        _check(err.value, "clCreateBuffer")
        self.items = (chunk + NUMBERS_PER_ITEM - 1) // NUMBERS_PER_ITEM
        self.counts = cl.clCreateBuffer(self.context, CL_MEM_WRITE_ONLY, 4 * self.items, None, ctypes.byref(err))
        _check(err.value, "clCreateBuffer")

    def _text(self, getter: str, handle: object, param: int) -> str:
        size = ctypes.c_size_t(0)
        if getattr(self.cl, getter)(handle, param, 0, None, ctypes.byref(size)) != CL_SUCCESS:
            return ""
        buf = ctypes.create_string_buffer(max(size.value, 1))
        if getattr(self.cl, getter)(handle, param, size.value, buf, None) != CL_SUCCESS:
            return ""
        return buf.value.decode("utf-8", "replace").strip()

    def _devices(self, platform: object, kinds: int) -> list[int]:
        ids, count = (ctypes.c_void_p * 64)(), ctypes.c_uint32(0)
        if self.cl.clGetDeviceIDs(platform, kinds, 64, ids, ctypes.byref(count)) != CL_SUCCESS:
            return []  # CL_DEVICE_NOT_FOUND: the platform has none of these
        return [int(ids[i] or 0) for i in range(min(count.value, 64))]

    def _find_device(self, gpu_type: str, index: int, standalone: bool) -> tuple[int, str]:
        platforms, n = (ctypes.c_void_p * 16)(), ctypes.c_uint32(0)
        if self.cl.clGetPlatformIDs(16, platforms, ctypes.byref(n)) != CL_SUCCESS or n.value == 0:
            raise OpenClError("no OpenCL platform")
        vendor_gpus: list[tuple[int, str]] = []  # an "other" type's GPUs, then its CPU devices
        vendor_cpus: list[tuple[int, str]] = []
        gpu_kinds = CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR
        for platform in [platforms[i] for i in range(min(n.value, 16))]:
            name = self._text("clGetPlatformInfo", platform, CL_PLATFORM_NAME)
            gpus = [(d, f"{self._text('clGetDeviceInfo', d, CL_DEVICE_NAME)} (GPU or accelerator, {name})")
                    for d in self._devices(platform, gpu_kinds)]
            cpus = [(d, f"{self._text('clGetDeviceInfo', d, CL_DEVICE_NAME)} (CPU device, {name})")
                    for d in self._devices(platform, CL_DEVICE_TYPE_CPU)]
            vendor = {d: self._text("clGetDeviceInfo", d, CL_DEVICE_VENDOR) for d, _ in gpus + cpus}
            if gpu_type in GPU_TYPES:
                # BOINC's rule: the platform's index-th GPU, if its vendor is of the type.
                if 0 <= index < len(gpus) and vendor_class(vendor[gpus[index][0]]) == gpu_type:
                    return gpus[index]
            elif gpu_type:
                vendor_gpus += [g for g in gpus if vendor[g[0]] == gpu_type]
                vendor_cpus += [c for c in cpus if vendor[c[0]] == gpu_type]
            elif standalone:
                vendor_gpus += gpus
        if 0 <= index < len(vendor_gpus + vendor_cpus):
            return (vendor_gpus + vendor_cpus)[index]
        raise OpenClError(f"no OpenCL device {index} of type {gpu_type or 'any GPU'!r}")

    def count(self, lo: int, hi: int) -> int:
        """Primes in [lo, hi); hi - lo at most the chunk given at construction."""
        cl = self.cl
        items = ctypes.c_size_t((hi - lo + NUMBERS_PER_ITEM - 1) // NUMBERS_PER_ITEM)
        if items.value == 0:
            return 0
        args = (ctypes.c_uint64(lo), ctypes.c_uint64(hi), ctypes.c_void_p(self.primes),
                ctypes.c_uint32(self.n_primes), ctypes.c_void_p(self.counts))
        for i, arg in enumerate(args):
            _check(cl.clSetKernelArg(self.kernel, i, ctypes.sizeof(arg), ctypes.byref(arg)), "clSetKernelArg")
        _check(cl.clEnqueueNDRangeKernel(self.queue, self.kernel, 1, None, ctypes.byref(items), None, 0, None, None),
               "clEnqueueNDRangeKernel")
        out = (ctypes.c_uint32 * items.value)()
        _check(cl.clEnqueueReadBuffer(self.queue, self.counts, CL_TRUE, 0, ctypes.sizeof(out), out, 0, None, None),
               "clEnqueueReadBuffer")
        return sum(out)


def small_primes(limit: int) -> list[int]:
    """The primes up to ``limit`` (the kernel's divisors)."""
    if limit < 2:
        return []
    sieve = bytearray([1]) * (limit + 1)
    sieve[0:2] = b"\0\0"
    for i in range(2, math.isqrt(limit) + 1):
        if sieve[i]:
            sieve[i * i :: i] = bytearray(len(sieve[i * i :: i]))
    return [i for i in range(2, limit + 1) if sieve[i]]


class Options:
    """The command line."""

    def __init__(self, argv: list[str]) -> None:
        self.delay, self.chunk, self.part, self.checkpoints = 0.0, 0, (0, 1), True
        self.opencl, self.device = False, -1
        i = 1
        while i < len(argv):
            value = argv[i + 1] if i + 1 < len(argv) else None
            if argv[i] == "--delay" and value is not None:
                self.delay = float(value)
                i += 1
            elif argv[i] == "--chunk" and value is not None:
                self.chunk = max(int(value), 1)
                i += 1
            elif argv[i] == "--part" and value is not None:
                k, _, n = value.partition("/")
                self.part = (int(k), int(n))
                i += 1
            elif argv[i] in ("--device", "-device") and value is not None:
                self.device = int(value)
                i += 1
            elif argv[i] == "--no-checkpoint":
                self.checkpoints = False
            elif argv[i] == "--opencl":
                self.opencl = True
            i += 1
        if not self.chunk:
            self.chunk = OPENCL_CHUNK if self.opencl else 20000


def opencl_device(api: Api, options: Options) -> tuple[str, int]:
    """(gpu_type, device index) as the client passes them (see OPENCL in the docstring)."""
    if api.standalone:
        return "", options.device
    index = int(num(api.init, "gpu_opencl_dev_index", -1))
    if index < 0:
        index = int(num(api.init, "gpu_device_num", -1))
    if index < 0:
        index = options.device
    gpu_type = api.init.get("gpu_type", "")
    if not gpu_type:
        raise OpenClError("init_data.xml names no GPU type: the client assigned no GPU to this job")
    return gpu_type, index


def read_prev() -> int:
    """The running count a previous part left (input ``prev``), 0 when there is none."""
    name = resolve("prev")
    if not os.path.exists(name):
        return 0
    with open(name, encoding="ascii") as f:
        value = int(f.read().split()[0])
    if value < 0:
        raise ValueError("negative previous count")
    return value


def main() -> None:
    api = Api()
    try:
        options = Options(sys.argv)
        part, parts = options.part
        with open(resolve("in"), encoding="ascii") as f:
            start, end = (int(x) for x in f.read().split()[:2])
        if not (0 <= start <= end <= 10**12 and end - start <= 10**9):
            raise ValueError("range out of bounds")
        if not 0 <= part < parts:
            raise ValueError(f"bad --part {part}/{parts}")
        span = end - start
        start, end = start + span * part // parts, start + span * (part + 1) // parts
        base = read_prev()
    except (OSError, ValueError, IndexError) as exc:
        log(f"bad input: {exc}")
        api.finish(1)
        return
    counter = count_primes
    if options.opencl:
        try:
            gpu_type, index = opencl_device(api, options)
            gpu = OpenClCounter(gpu_type, index, api.standalone, max(end - 1, 0), options.chunk)
        except OpenClError as exc:
            # Never the CPU instead: a GPU job that computed on the CPU would hide a broken device.
            log(f"OpenCL: {exc}; no OpenCL device to run on")
            api.finish(EXIT_NO_OPENCL)
            return
        log(f"OpenCL: device {index} of type {gpu_type or 'any'}: {gpu.description}; kernel built")
        counter = gpu.count
    pos, count = start, 0
    try:
        with open(CHECKPOINT_FILE, encoding="ascii") as f:
            cp_pos, cp_count = (int(x) for x in f.read().split()[:2])
        if start <= cp_pos <= end and cp_count >= 0:
            pos, count = cp_pos, cp_count
            log(f"restarting from checkpoint at {pos}")
    except (OSError, ValueError):
        log(f"starting: primes in [{start}, {end})")
    total = max(end - start, 1)
    while pos < end:
        api.resume.wait()
        nxt = min(pos + options.chunk, end)
        try:
            count += counter(pos, nxt)
        except OpenClError as exc:
            log(f"OpenCL: {exc}")
            api.finish(EXIT_NO_OPENCL)
            return
        pos = nxt
        api.fraction_done((pos - start) / total)
        if options.checkpoints and api.time_to_checkpoint():
            tmp = CHECKPOINT_FILE + ".tmp"
            with open(tmp, "w", encoding="ascii") as f:
                f.write(f"{pos} {count}\n")
            os.replace(tmp, CHECKPOINT_FILE)
            api.checkpoint_completed()
        if options.delay > 0:
            api.work_for(options.delay)
    try:
        with open(resolve("out"), "w", encoding="ascii") as f:
            f.write(f"{base + count}\n")
    except OSError as exc:
        log(f"cannot write output: {exc}")
        api.finish(1)
        return
    log(f"done: {count} primes" + (f", {base + count} with the previous parts" if base else "")
        + (" (OpenCL)" if options.opencl else ""))
    api.finish(0)


if __name__ == "__main__":
    main()
