"""``LiveTransport``: scheduler RPCs over HTTP for the live client.

Threads (DESIGN.md "Threads"): ``send`` and ``poll`` run on the engine thread,
the only one that touches the state. ``send`` builds the request bytes there
and hands the network work to one worker thread: fetch the master page first
if the project has no scheduler URL (or ``master_url_fetch_pending``), then
POST the request to each scheduler URL in turn until one answers (the real
client's order: start at an index fixed by a random draw at start-up), then
parse the reply (pure, so it may run off the engine thread). ``poll`` collects
the finished RPC, records the master-page outcome, merges the reply into the
state (once; core/sched_rpc/merge.py) and returns the ``SchedulerReply`` the engine
acts on, carrying the merge's outcome (``merged``): the engine acts on all of it in
one place (acks and backoffs, the live client's hook, then the directed files). One RPC at a time,
as in the real client; ``busy()`` says whether one is in flight.

Failures (connection refused, timeouts, HTTP errors, oversized, truncated or
malformed replies, a proxy that is down or refuses us) become
``SchedulerReply(ok=False, error=...)``, which the engine turns into BOINC's
backoff; nothing is raised into the engine. The proxy (``TransportConfig.proxy``)
is the same ``ProxySettings`` the file transfers use, built from cc_config's
``<proxy_info>`` with ``ProxySettings.from_proxy_info``.

Files written (worker thread): ``sched_request_<ESC>.xml`` and
``sched_reply_<ESC>.xml`` in ``data_dir`` (the last of each, as the real
client keeps), and ``master_<ESC>.xml`` after a master fetch.
"""
from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from core.disk.server import DiskRequestFigures
from core.errors import CoreError, SchedulerRpcError, plain_reason
from core.ids import ProjectUrl
from core.persist.paths import escape_url
from core.ports import SchedulerReply, SchedulerRequest
from core.sched_rpc.host_blocks import RequestExtras
from core.sched_rpc.master import parse_master_page
from core.sched_rpc.merge import MSG_INTERNAL_ERROR, merge_reply
from core.sched_rpc.reply import ParsedReply, parse_scheduler_reply
from core.sched_rpc.request import build_scheduler_request
from core.state import ClientState
from core.transfer.http_ops import raise_read_size
from core.transfer.settings import ProxySettings, tls_verify

if TYPE_CHECKING:
    # httpx is imported in the functions that use it: an idle manager makes no HTTP request,
    # and httpx with httpcore, h11, anyio and certifi is ~3 MB resident (issue 20).
    import httpx

LogHook = Callable[[str, str, int], None]
"""(project URL, message body, priority): where event-log lines go."""


@dataclass(frozen=True, slots=True)
class TransportConfig:
    connect_timeout_s: float = 30.0
    reply_timeout_s: float = 300.0  # bound on the whole exchange after connecting
    max_reply_bytes: int = 16 * 1024 * 1024  # larger replies are an error
    user_agent: str = "BOINC client (x86_64-pc-linux-gnu 7.20.5)"
    proxy: ProxySettings = field(default_factory=ProxySettings)  # HTTP or SOCKS5 proxy; default: direct
    verify_tls: bool = True


@dataclass(slots=True)
class _Done:
    request: SchedulerRequest
    parsed: ParsedReply | None = None
    error: str = ""
    master_urls: list[str] | None = None  # set when a master page was fetched and parsed
    master_failed: bool = False
    # (upload?, bytes, seconds) of each HTTP exchange that moved data, for <net_stats>
    # (BOINC's client counts every HTTP operation, scheduler requests included).
    net: list[tuple[bool, float, float]] = field(default_factory=list)


class LiveTransport:
    """``core.ports.Transport`` over HTTP. Construct and use on the engine thread."""

    def __init__(
        self,
        state: ClientState,
        data_dir: Path,
        *,
        log: LogHook | None = None,
        config: TransportConfig | None = None,
        extras: Callable[[ProjectUrl], RequestExtras] | None = None,
        disk: Callable[[ProjectUrl, float], DiskRequestFigures | None] | None = None,
        rng: random.Random | None = None,
        debug_log: Callable[[str, str], None] | None = None,
    ) -> None:
        self.state = state
        # sched_op_debug lines (project, text): the event log drops them unless the flag is on.
        self.debug_log = debug_log or (lambda project, body: None)
        self._repairs_told: set[str] = set()  # projects whose repaired replies were told once
        self.data_dir = Path(data_dir)
        self.log: LogHook = log or (lambda project, body, priority: None)
        self.config = config or TransportConfig()
        self.extras = extras or (lambda url: RequestExtras())
        self.disk = disk or (lambda url, now: None)
        self.url_random = (rng or random.Random()).random()  # drawn once, as the real client does
        self.attempts = 0  # HTTP requests started (master fetches and POSTs), for statistics
        self._net_samples: list[tuple[bool, float, float]] = []
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._done: _Done | None = None
        # Called on the worker thread once the exchange is over: the live client wakes its
        # loop, so the reply is acted on at once rather than at the next timed pass.
        self.on_done: Callable[[], None] | None = None

    # ---------------------------------------------------------- engine thread

    def busy(self) -> bool:
        with self._lock:
            return self._worker is not None

    def send(self, request: SchedulerRequest, now: float) -> None:
        """Build the request now and start the exchange on a worker thread."""
        if self.busy():
            raise SchedulerRpcError("a scheduler RPC is already in flight")
        url = request.project
        project = self.state.projects[url]
        # The engine counts the POST before calling us; the request carries the
        # value from before that increment (scheduler-rpc.md section 5).
        extras = self.extras(url)
        if extras.rpc_seqno is None:
            extras = _with_seqno(extras, max(project.rpc_seqno - 1, 0))
        body = build_scheduler_request(self.state, request, now, disk=self.disk(url, now), other=extras)
        need_master = not project.scheduler_urls or project.master_url_fetch_pending
        urls = list(project.scheduler_urls)
        worker = threading.Thread(
            target=self._run, args=(request, body, url, need_master, urls),
            name=f"sched-rpc {escape_url(url)}", daemon=True,
        )
        with self._lock:
            self._worker = worker
        worker.start()

    def poll(self, now: float) -> Sequence[tuple[SchedulerRequest, SchedulerReply]]:
        """The finished RPC, if any, merged into the state."""
        with self._lock:
            done = self._done
            if done is None:
                return ()
            self._done = None
            self._worker = None
        return [(done.request, self._finish(done, now))]

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the in-flight RPC has finished (tests, shutdown). True if idle."""
        with self._lock:
            worker = self._worker
        if worker is not None:
            worker.join(timeout)
            return not worker.is_alive()
        return True

    def take_net_samples(self) -> list[tuple[bool, float, float]]:
        """(upload?, bytes, seconds) of the exchanges finished since the last call (engine thread)."""
        samples, self._net_samples = self._net_samples, []
        return samples

    def _finish(self, done: _Done, now: float) -> SchedulerReply:
        self._net_samples += [x for x in done.net if x[1] > 0 and x[2] > 0]
        url = done.request.project
        project = self.state.projects.get(url)
        if project is None:
            return SchedulerReply(ok=False, error="project detached during the RPC")
        if done.master_urls is not None:
            changed = set(done.master_urls) != set(project.scheduler_urls)
            project.scheduler_urls = done.master_urls
            project.master_fetch_failures = 0
            project.master_url_fetch_pending = False
            if changed:
                project.min_rpc_time = 0.0
                project.nrpc_failures = 0
        if done.master_failed:
            # The engine applies the one backoff for this failure (on_rpc_failure).
            project.master_fetch_failures += 1
            project.master_url_fetch_pending = True
        if done.parsed is None:
            self.log(url, f"Scheduler request failed: {done.error}", MSG_INTERNAL_ERROR)
            return SchedulerReply(ok=False, error=done.error)
        parsed = done.parsed
        if parsed.warnings and url not in self._repairs_told:
            # Stock servers send a bare "&" in <rss_feeds> on every reply; BOINC reads it
            # without a word. Said once per project, for whoever debugs scheduler replies.
            self._repairs_told.add(url)
            for warning in parsed.warnings:
                self.debug_log(url, f"Scheduler reply: {warning} (said once per project)")
        try:
            outcome = merge_reply(self.state, url, parsed, now)
        except CoreError as exc:
            self.log(url, f"Scheduler reply not applied: {exc}", MSG_INTERNAL_ERROR)
            return SchedulerReply(ok=False, error=str(exc))
        for m in outcome.messages:
            self.log(m.project, m.body, m.priority)
        # The engine acts on the rest of the outcome (core/engine/engine.py _handle_reply).
        return SchedulerReply(
            ok=True,
            request_delay_s=parsed.request_delay,
            next_rpc_delay_s=parsed.next_rpc_delay,
            project_is_down=parsed.project_is_down,
            acked=tuple(outcome.acked),
            workunits=tuple(outcome.new_workunits),
            results=tuple(outcome.new_results),
            messages=tuple(m.body for m in parsed.messages),
            merged=outcome,
        )

    # --------------------------------------------------------- worker thread

    def _client(self) -> httpx.Client:
        import httpx  # on first use (see the module's imports)

        raise_read_size()  # as when core.transfer.http_ops set it at import
        cfg = self.config
        timeout = httpx.Timeout(cfg.reply_timeout_s, connect=cfg.connect_timeout_s)
        verify = tls_verify(cfg.verify_tls)
        try:
            return httpx.Client(
                timeout=timeout,
                follow_redirects=True,
                max_redirects=50,
                verify=verify,
                mounts=cfg.proxy.httpx_mounts(verify=verify),
                trust_env=False,
                headers={"User-Agent": cfg.user_agent},
            )
        except ImportError as exc:  # SOCKS without the socksio package
            raise SchedulerRpcError(f"cannot use {cfg.proxy.describe()}: {exc}") from None
        except (ValueError, httpx.InvalidURL) as exc:
            raise SchedulerRpcError(f"unusable proxy settings ({cfg.proxy.describe()}): {exc}") from None

    def _run(self, request: SchedulerRequest, body: bytes, url: ProjectUrl,
             need_master: bool, urls: list[str]) -> None:
        done = _Done(request)
        try:
            with self._client() as client:
                done = self._exchange(client, request, body, url, need_master, urls)
        except SchedulerRpcError as exc:
            done.error = str(exc)
        except Exception as exc:  # noqa: BLE001 - a worker must always report back
            done.error = f"internal error: {exc!r}"
        with self._lock:
            self._done = done
        hook = self.on_done
        if hook is not None:
            hook()

    def _exchange(self, client: httpx.Client, request: SchedulerRequest, body: bytes,
                  url: ProjectUrl, need_master: bool, urls: list[str]) -> _Done:
        done = _Done(request)
        esc = escape_url(url)
        if need_master:
            try:
                started = time.monotonic()
                page = self._fetch(client, "GET", url, None)
                done.net.append((False, float(len(page)), time.monotonic() - started))
            except SchedulerRpcError as exc:
                done.master_failed, done.error = True, f"master page {url}: {exc}"
                return done
            self._write(f"master_{esc}.xml", page)
            found = parse_master_page(page).scheduler_urls
            if not found:
                done.master_failed, done.error = True, f"no scheduler URLs in the master page {url}"
                return done
            done.master_urls = urls = found
        self._write(f"sched_request_{esc}.xml", body)
        errors: list[str] = []
        n = len(urls)
        for k in range(n):
            target = urls[(k + int(self.url_random * n)) % n]
            try:
                started = time.monotonic()
                data = self._fetch(client, "POST", target, body)
                seconds = time.monotonic() - started
                done.net += [(True, float(len(body)), seconds), (False, float(len(data)), seconds)]
            except SchedulerRpcError as exc:
                errors.append(f"{target}: {exc}")
                continue
            self._write(f"sched_reply_{esc}.xml", data)
            try:
                done.parsed = parse_scheduler_reply(data, target)
            except SchedulerRpcError as exc:
                done.error = f"unusable reply: {exc}"
            return done
        done.error = "; ".join(errors) or "no scheduler URL"
        return done

    def _fetch(self, client: httpx.Client, method: str, target: str, body: bytes | None) -> bytes:
        """One HTTP exchange, bounded in time and size; errors as SchedulerRpcError."""
        import httpx  # on first use (see the module's imports)

        cfg = self.config
        deadline = time.monotonic() + cfg.connect_timeout_s + cfg.reply_timeout_s
        via = cfg.proxy.proxy_for(target)
        where = f" through {via}" if via else ""
        self.attempts += 1
        headers = {"Content-Type": "text/xml"} if body is not None else {}
        try:
            with client.stream(method, target, content=body, headers=headers) as resp:
                chunks: list[bytes] = []
                size = 0
                for chunk in resp.iter_bytes():
                    size += len(chunk)
                    if size > cfg.max_reply_bytes:
                        raise SchedulerRpcError(f"reply larger than {cfg.max_reply_bytes} bytes")
                    if time.monotonic() > deadline:
                        raise SchedulerRpcError(f"reply not complete after {cfg.reply_timeout_s:g} s")
                    chunks.append(chunk)
                status = resp.status_code
        except httpx.ConnectTimeout:
            raise SchedulerRpcError(f"connection{where} timed out after {cfg.connect_timeout_s:g} s") from None
        except httpx.TimeoutException:
            raise SchedulerRpcError(f"no reply{where} within {cfg.reply_timeout_s:g} s") from None
        except httpx.ProxyError as exc:
            raise SchedulerRpcError(f"{via or 'proxy'} failed ({_reason(exc)})") from None
        except httpx.ConnectError as exc:
            target_words = f" to {via}" if via else ""  # with a proxy, we only ever connect to the proxy
            raise SchedulerRpcError(f"cannot connect{target_words} ({_reason(exc)})") from None
        except httpx.HTTPError as exc:
            raise SchedulerRpcError(f"HTTP error{where} ({_reason(exc)})") from None
        if status == 407:
            raise SchedulerRpcError(f"{via or 'a proxy'} refused the credentials (HTTP 407); "
                                    "check the proxy user name and password")
        if not 200 <= status < 300:
            kind = "transient" if status >= 500 else "permanent"
            raise SchedulerRpcError(f"HTTP status {status} ({kind} error)")
        return b"".join(chunks)

    def _write(self, name: str, data: bytes) -> None:
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            tmp = self.data_dir / (name + ".tmp")
            tmp.write_bytes(data)
            tmp.replace(self.data_dir / name)
        except OSError:
            pass  # a copy for the volunteer's eyes only; the RPC does not depend on it


def _reason(exc: Exception) -> str:
    return plain_reason(exc)


def _with_seqno(extras: RequestExtras, seqno: int) -> RequestExtras:
    return replace(extras, rpc_seqno=seqno)
