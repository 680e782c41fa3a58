"""Facts about the host and how much of the time it is usable."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class HostInfo:
    """``<host_info>``. Only benchmarks and the CPID persist; the rest is measured at start."""

    p_ncpus: int = 1
    p_fpops: float = 1e9  # FLOPS per CPU (Whetstone benchmark); persisted
    p_iops: float = 1e9  # integer ops per second per CPU; persisted
    p_membw: float = 1e9  # bytes/s; persisted
    p_calculated: float = 0.0  # time of the last benchmark; persisted
    p_vendor: str = ""
    p_model: str = ""
    p_features: str = ""  # instruction-set flags, space-separated (plan classes test them)
    m_nbytes: float = 0.0  # RAM, bytes
    m_cache: float = 0.0  # processor cache, bytes
    m_swap: float = 0.0  # swap, bytes
    d_total: float = 0.0  # data-dir filesystem size, bytes
    d_free: float = 0.0  # its free bytes
    os_name: str = ""
    os_version: str = ""
    domain_name: str = ""
    ip_addr: str = ""  # this host's own address as its interfaces show it (no name lookup)
    host_cpid: str = ""  # persisted
    # Podman or Docker found at start (core/client/docker_probe.py); "" / 0 = none.
    # Types are BOINC's DOCKER_TYPE numbers: 1 Docker, 2 Podman.
    docker_version: str = ""
    docker_type: int = 0
    docker_compose_version: str = ""
    docker_compose_type: int = 0


@dataclass(slots=True)
class TimeStats:
    """``<time_stats>``: exponentially averaged fractions of time the client could work.

    Each fraction is in (0, 1]; ``connected_frac`` is -1 when unknown.
    """

    on_frac: float = 1.0  # client running
    connected_frac: float = 1.0  # network reachable while running
    cpu_and_network_available_frac: float = 1.0
    active_frac: float = 1.0  # computing allowed while running
    gpu_active_frac: float = 1.0
    client_start_time: float = 0.0
    total_start_time: float = 0.0
    total_duration: float = 0.0
    total_active_duration: float = 0.0
    total_gpu_active_duration: float = 0.0
    last_update: float = 0.0
    # The last session's length (read from the state file, which saves now - client_start_time),
    # and this session's computing time; neither is saved under its own name.
    previous_uptime: float = 0.0
    session_active_duration: float = 0.0
    session_gpu_active_duration: float = 0.0

    @property
    def availability(self) -> float:
        """Fraction of wall time that turns into computing: on × active."""
        # max(x, 1e-3) written out (asked several times a poll): the same values
        on, active = self.on_frac, self.active_frac
        return (1e-3 if on < 1e-3 else on) * (1e-3 if active < 1e-3 else active)


@dataclass(slots=True)
class NetInfo:
    """One direction of ``<net_stats>``: the peak-ish rate and the decaying average, bytes/s."""

    max_rate: float = 0.0  # <bwup>/<bwdown>: weighted toward the latest big transfers
    avg_rate: float = 0.0  # <avg_up>/<avg_down>: bytes per day, decaying with a week's half-life
    avg_time: float = 0.0  # <avg_time_up>/<avg_time_down>: when avg_rate was last updated


@dataclass(slots=True)
class NetStats:
    """``<net_stats>``: measured from this client's own transfers, saved in client_state.xml."""

    up: NetInfo = field(default_factory=NetInfo)
    down: NetInfo = field(default_factory=NetInfo)
