"""Metrics for Prometheus: the engine's counters and the ``/metrics`` endpoint.

``figures`` (the immutable counts a snapshot carries), ``counters`` (the engine
thread's running counts, frozen into figures at each publish), ``exposition`` (the
OpenMetrics and Prometheus text formats), ``series`` (a snapshot as metric families)
and ``server`` (the HTTP endpoint, which reads published snapshots only).
"""
