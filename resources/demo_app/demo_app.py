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
(default 20000); ``--part K/N`` (see CHAINS); ``--no-checkpoint`` never checkpoints (an
app of the kind a soft stop must suspend at once; tests use it).

A checkpoint's status message is sent at once, so the client records the checkpoint with
the fraction done it holds (not one measured a chunk later).

Exit codes: 0 success or quit; 1 bad input or output; 194 aborted by the client.
"""
from __future__ import annotations

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


def parse_args(argv: list[str]) -> tuple[float, int, tuple[int, int], bool]:
    delay, chunk, part, checkpoints = 0.0, 20000, (0, 1), True
    i = 1
    while i < len(argv):
        if argv[i] == "--delay" and i + 1 < len(argv):
            delay = float(argv[i + 1])
            i += 1
        elif argv[i] == "--chunk" and i + 1 < len(argv):
            chunk = max(int(argv[i + 1]), 1)
            i += 1
        elif argv[i] == "--part" and i + 1 < len(argv):
            k, _, n = argv[i + 1].partition("/")
            part = (int(k), int(n))
            i += 1
        elif argv[i] == "--no-checkpoint":
            checkpoints = False
        i += 1
    return delay, chunk, part, checkpoints


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
        delay, chunk, (part, parts), checkpoints = parse_args(sys.argv)
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
        nxt = min(pos + chunk, end)
        count += count_primes(pos, nxt)
        pos = nxt
        api.fraction_done((pos - start) / total)
        if checkpoints and api.time_to_checkpoint():
            tmp = CHECKPOINT_FILE + ".tmp"
            with open(tmp, "w", encoding="ascii") as f:
                f.write(f"{pos} {count}\n")
            os.replace(tmp, CHECKPOINT_FILE)
            api.checkpoint_completed()
        if delay > 0:
            api.work_for(delay)
    try:
        with open(resolve("out"), "w", encoding="ascii") as f:
            f.write(f"{base + count}\n")
    except OSError as exc:
        log(f"cannot write output: {exc}")
        api.finish(1)
        return
    log(f"done: {count} primes" + (f", {base + count} with the previous parts" if base else ""))
    api.finish(0)


if __name__ == "__main__":
    main()
