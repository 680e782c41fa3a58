"""What the desktop app's live client serves beside the window: GUI RPC, ``/metrics``, MQTT.

Each starts as ``boinc-core run`` has it, but only once the engine has opened its data
directory, and off the GUI thread (the window comes first). A service that cannot start (a
port taken, options that cannot be used) is told in the event log and the app runs on
without it. ``ServiceStarter`` is that start and its stop, once; each service says only how
it is served. The emulated client serves none of them (``client`` None).

Their modules are imported when the service starts: loaded while the engine's thread loads
its own modules, they took the interpreter lock from it and put its first snapshot off
(issue 36).
"""
from __future__ import annotations

import argparse
import threading
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    from core.bridges.mqtt import MqttBridge
    from core.client.live import LiveClient
    from core.guirpc.server import GuiRpcServer
    from core.metrics.server import MetricsServer


class Stoppable(Protocol):
    def stop(self) -> None: ...


Service = TypeVar("Service", bound=Stoppable)

OPEN_WAIT_S = 60.0
"""How long a service waits for the engine to open its data directory before giving up."""


class ServiceStarter(Generic[Service]):
    """Starts one service on a thread of its own once the engine has opened, and stops it.

    ``started`` is set when the attempt is over (served, told, given up, or nothing asked);
    ``service`` is what runs then. A ``stop()`` before the start has finished either comes
    first (nothing is started) or finds the service started and stops it."""

    thread_name = "service-start"

    def __init__(self, client: LiveClient | None, wanted: bool) -> None:
        self.service: Service | None = None
        self.started = threading.Event()
        self._stopped = False
        self._lock = threading.Lock()
        if client is not None and wanted:
            threading.Thread(target=self._run, args=(client,), name=self.thread_name, daemon=True).start()
        else:
            self.started.set()

    def _serve(self, client: LiveClient) -> Service | None:
        """Start the service (the engine has opened); None, told in the event log, when it cannot."""
        raise NotImplementedError

    def _run(self, client: LiveClient) -> None:
        try:
            if not client.wait_opened(OPEN_WAIT_S):
                return
            with self._lock:
                if not self._stopped:
                    self.service = self._serve(client)
        finally:
            self.started.set()

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            service = self.service
        if service is not None:
            service.stop()


class GuiRpcStarter(ServiceStarter["GuiRpcServer"]):
    """GUI RPC for the live client, as BOINC's client serves it. A port already taken (BOINC's
    own client is running, say) is told as an alert, with how to choose another."""

    thread_name = "gui-rpc-start"

    def __init__(self, client: LiveClient | None, port: int) -> None:
        self.port = port
        super().__init__(client, port > 0)

    def _serve(self, client: LiveClient) -> GuiRpcServer | None:
        from core.api.commands import Tell
        from core.client.gui_rpc import start_gui_rpc
        from core.errors import plain_reason

        try:
            return start_gui_rpc(client, self.port)
        except OSError as exc:
            client.submit(Tell(f"GUI RPC is not available on 127.0.0.1:{self.port} ({plain_reason(exc)}): another "
                               f"BOINC client may be running. Other managers and boinccmd cannot reach this one; "
                               f"start boinc-gui with --gui-rpc-port PORT to use another port.", alert=True))
            return None


class MetricsStarter(ServiceStarter["MetricsServer"]):
    """``/metrics`` (``--metrics-port``) from the snapshots the client publishes for the window,
    never from the engine (core/metrics/server.py)."""

    thread_name = "metrics-start"

    def __init__(self, client: LiveClient | None, port: int, address: str = "127.0.0.1") -> None:
        self.port = port
        self.address = address
        super().__init__(client, port > 0)

    def _serve(self, client: LiveClient) -> MetricsServer | None:
        from core.api.commands import Tell
        from core.errors import plain_reason
        from core.metrics.server import start_metrics_server

        try:
            server = start_metrics_server(client.poll_snapshot, self.port, self.address)
        except (OSError, OverflowError) as exc:  # OverflowError: a port number out of range
            client.submit(Tell(f"The metrics endpoint is not available on {self.address}:{self.port} "
                               f"({plain_reason(exc)}); start boinc-gui with --metrics-port PORT to use "
                               "another port.", alert=True))
            return None
        client.submit(Tell(f"Metrics for Prometheus at http://{self.address}:{server.port}/metrics"))
        return server


class MqttStarter(ServiceStarter["MqttBridge"]):
    """The MQTT bridge (``--mqtt-broker``), from the snapshots the client publishes and through
    its commands, never the engine (core/bridges/mqtt.py)."""

    thread_name = "mqtt-start"

    def __init__(self, client: LiveClient | None, args: argparse.Namespace) -> None:
        self.args = args
        super().__init__(client, bool(args.mqtt_broker))

    def _serve(self, client: LiveClient) -> MqttBridge | None:
        from core.api.commands import Tell
        from core.bridges.mqtt import MqttBridge
        from core.bridges.mqtt_settings import MqttSettingsError, settings_from_args

        try:
            settings = settings_from_args(self.args)
        except MqttSettingsError as exc:
            client.submit(Tell(f"MQTT: {exc}; the bridge is off", alert=True))
            return None
        if settings is None:
            return None
        bridge = MqttBridge(client, settings)
        bridge.start()
        return bridge
