"""The manager's hosts: this computer plus remote BOINC clients, one selected in the window.

``HostManager`` keeps the host list (name, address, port) in QSettings under
``hosts/`` and never writes a password there: passwords go to the operating
system's keyring (``keyring``, service "boinc-gui", user = the host's id). Where
no usable keyring exists (the fail or null backend, as on a headless machine) a
password lives in memory for this session only, the dialog says so, and the
volunteer is asked again next time (``ask_password``, injectable for tests).

Each remote host is polled by a ``RemoteClient`` in one child process shared by
all remote hosts (core/remote/host_poller.py: GUI RPC requests and XML parsing never
compete with the window's thread for the interpreter), and has its own
``ClientBridge``, so a slow or dead host never blocks the window (a frozen bundle
starts its own program as that child). Where no child can be started, each host is
polled in a thread of this process instead (``default_client``). While there is a
remote host, a timer reads every host's health (cheap, lock-protected) and updates
``HostListModel``, which the hosts dialog shows, then emits ``health_checked`` (the
window greys the rows of hosts that stopped answering); with none, nothing wakes
the idle app. ``current`` is a host id or ``ALL_ID`` (every computer at once). The
host selector and the wiring into a ``MainWindow`` are in boinc_gui/hosts/selector.py, the
dialogs in boinc_gui/hosts/dialogs.py.
"""
from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSettings,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QLineEdit, QWidget

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.hosts.feeds import ALL_ID, LOCAL_ID, Feed
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.problem_words import problem_words
from boinc_gui.runtime import gc_tuning
from boinc_gui.tables.flat_model import FlatTableModel
from core.api.client import ClientInterface, HostHealth

if TYPE_CHECKING:  # keyring itself loads when a password is first needed (PasswordVault)
    from keyring.backend import KeyringBackend

    # The remote-host modules (GUI RPC client, poller, transports: boinc_gui/hosts/transport.py
    # with TLS, ssl and SSH, imported where used) load with the first remote host: a manager of
    # this computer alone never needs them, and its start waits less (issue 36).
    from core.guirpc.transport import Transport
    from core.remote.client import RemoteClient
    from core.remote.host_poller import HostPoller, PolledClient

SERVICE = "boinc-gui"
STALE_AFTER_S = 10.0  # a connected host whose last answer is older than this is shown as stale
HISTORY = 5000  # event-log lines kept per host, to refill the log when switching
AnyIndex = QModelIndex | QPersistentModelIndex


class _Said:
    """What one host has said so far, to refill the log and the Notices tab when it is shown:
    a snapshot carries only what is new, whichever host is shown when it comes."""

    __slots__ = ("lines", "notices")

    def __init__(self) -> None:
        self.lines: deque[MessageRow] = deque(maxlen=HISTORY)
        self.notices: dict[int, NoticeRow] = {}  # by sequence number: the host's list as it stands

    def take(self, messages: tuple[MessageRow, ...], notices: tuple[NoticeRow, ...], refreshed: bool) -> None:
        self.lines.extend(messages)
        if refreshed:  # the host started its notice list over
            self.notices.clear()
        self.notices.update((n.seqno, n) for n in notices)


@dataclass(frozen=True, slots=True)
class HostEntry:
    host_id: str  # stable key (QSettings, keyring user name); "local" for this computer
    name: str  # what the volunteer calls it
    address: str = ""  # host name or IP; "" for this computer
    port: int = 31416
    transport: Transport | None = None  # TLS (with its pinned certificate) or SSH; None: plain (host_transport.py)


def _tr(text: str) -> str:
    return QCoreApplication.translate("HostManager", text)


# A connection's problems as the core words them (core/remote/client.py, core/api/client.py),
# written out so that pyside6-lupdate extracts them; shown translated by ``health_words``.
HEALTH_PHRASES = (
    QT_TRANSLATE_NOOP("HostManager", "connecting…"), QT_TRANSLATE_NOOP("HostManager", "not connected"),
    QT_TRANSLATE_NOOP("HostManager", "password needed"),
    QT_TRANSLATE_NOOP("HostManager", "wrong password"), QT_TRANSLATE_NOOP("HostManager", "unknown host name"),
    QT_TRANSLATE_NOOP("HostManager", "no answer (timed out)"), QT_TRANSLATE_NOOP("HostManager", "host unreachable"),
    QT_TRANSLATE_NOOP("HostManager", "connection reset by the host"),
    QT_TRANSLATE_NOOP("HostManager", "connection refused (is the client running, and does it accept this computer?)"),
    QT_TRANSLATE_NOOP("HostManager",
                      "the host closed the connection (this computer may not be in its remote_hosts.cfg)"),
)

if TYPE_CHECKING:  # types only: the snapshot's and the commands' dataclasses load with the engine (issue 36)
    from core.api.snapshot import ClientSnapshot, MessageRow, NoticeRow


def health_words(h: HostHealth, now: float | None = None) -> str:
    """``HostHealth.summary()`` in the window's language (the same words in English): the problem
    worded from its kind (``problem_words``)."""
    if h.connected:
        if h.latency_s is None:
            return QCoreApplication.translate("HostManager", "connected")
        return QCoreApplication.translate("HostManager", "connected, {ms} ms").format(ms=f"{h.latency_s * 1000:.0f}")
    words = problem_words(h.problem, h.problem_facts, h.error)
    now = time.time() if now is None else now
    if h.retry_at > now:
        words += QCoreApplication.translate("HostManager", "; retrying in {seconds} s").format(
            seconds=max(1, round(h.retry_at - now)))
    return words


def shown_name(entry: HostEntry) -> str:
    """A host's name as the window shows it: this computer's in the window's language."""
    return QCoreApplication.translate("HostManager", "This computer") if entry.host_id == LOCAL_ID else entry.name


def _keyring_error() -> type[Exception]:
    """keyring's error class, imported only when a keyring call has failed (see PasswordVault)."""
    from keyring.errors import KeyringError

    return KeyringError


class PasswordVault:
    """Passwords in the OS keyring, or in memory only when there is no usable keyring."""

    def __init__(self, backend: KeyringBackend | None = None) -> None:
        # The system keyring is looked up on first use, not here: keyring and its backends
        # (~80 modules, and a D-Bus probe on Linux) would load with every window, while a
        # manager with no remote host never needs a password (issue 20).
        self._given = backend
        self._resolved = False
        self._backend: KeyringBackend | None = None
        self._available = False
        self._session: dict[str, str] = {}  # never written anywhere

    def _resolve(self) -> None:
        if self._resolved:
            return
        self._resolved = True
        from keyring.backends import fail, null

        try:
            if self._given is not None:
                self._backend = self._given
            else:
                import keyring

                self._backend = keyring.get_keyring()
        except Exception:  # noqa: BLE001 -- keyring loads whatever backend the user's configuration names,
            # and a broken one may raise anything: it must not stop the manager.
            self._backend = None
        self._available = self._backend is not None and not isinstance(self._backend, (fail.Keyring, null.Keyring))

    @property
    def backend(self) -> KeyringBackend | None:
        """The keyring backend (looked up now if not yet); None when it could not be had."""
        self._resolve()
        return self._backend

    @property
    def available(self) -> bool:
        """True when passwords go to a real system keyring (not the fail or null backend)."""
        self._resolve()
        return self._available

    @property
    def notice(self) -> str:
        if self.available:
            return QCoreApplication.translate("HostManager", "The password is kept in your system keyring.")
        return QCoreApplication.translate(
            "HostManager",
            "No system keyring is available, so the password is not saved: boinc-gui keeps it "
            "only while it runs and asks for it again next time.",
        )

    def get(self, host_id: str) -> str | None:
        if host_id in self._session:
            return self._session[host_id]
        if self.available and self.backend is not None:
            try:
                return self.backend.get_password(SERVICE, host_id)
            except _keyring_error():
                return None
        return None

    def set(self, host_id: str, password: str) -> bool:
        """Remember ``password``; True when it went to the keyring (False: this session only)."""
        self._session[host_id] = password
        if self.available and self.backend is not None:
            try:
                self.backend.set_password(SERVICE, host_id, password)
                return True
            except _keyring_error():
                return False
        return False

    def delete(self, host_id: str) -> None:
        self._session.pop(host_id, None)
        if self.available and self.backend is not None:
            try:
                self.backend.delete_password(SERVICE, host_id)
            except _keyring_error():
                pass


def load_hosts(settings: QSettings) -> list[HostEntry]:
    out = []
    n = settings.beginReadArray("hosts")
    for i in range(n):
        settings.setArrayIndex(i)
        host_id, address = str(settings.value("id", "")), str(settings.value("address", ""))
        if host_id and address and host_id != LOCAL_ID:
            try:
                port = int(str(settings.value("port", 31416)))
            except ValueError:
                port = 31416
            from boinc_gui.hosts.transport import load_transport

            out.append(HostEntry(host_id, str(settings.value("name", address)), address, port,
                                 load_transport(settings)))
    settings.endArray()
    return out


def save_hosts(settings: QSettings, hosts: list[HostEntry]) -> None:
    from boinc_gui.hosts.transport import save_transport

    settings.remove("hosts")
    settings.beginWriteArray("hosts", len(hosts))
    for i, h in enumerate(hosts):
        settings.setArrayIndex(i)
        settings.setValue("id", h.host_id)
        settings.setValue("name", h.name)
        settings.setValue("address", h.address)
        settings.setValue("port", h.port)
        save_transport(settings, h.transport)
    settings.endArray()
    settings.sync()


class HostListModel(FlatTableModel):
    """Hosts with their health: column 0 is the name (what the combo box shows)."""

    HEADERS = (QT_TRANSLATE_NOOP("HostListModel", "Computer"), QT_TRANSLATE_NOOP("HostListModel", "Address"),
               QT_TRANSLATE_NOOP("HostListModel", "Status"))
    ID_ROLE = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[HostEntry, HostHealth]] = []

    def row_total(self) -> int:
        return len(self.rows)

    def column_total(self) -> int:
        return len(self.HEADERS)

    def column_header(self, section: int) -> str:
        return QCoreApplication.translate("HostListModel", self.HEADERS[section])

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        entry, health = self.rows[index.row()]
        if role == self.ID_ROLE:
            return entry.host_id
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if index.column() == 0:
                return shown_name(entry)
            if index.column() == 1:
                from boinc_gui.hosts.transport import transport_words

                return f"{entry.address}:{entry.port}{transport_words(entry.transport)}" if entry.address \
                    else self.tr("in this program")
            return health_words(health)
        return None

    def set_hosts(self, rows: list[tuple[HostEntry, HostHealth]]) -> None:
        if [e for e, _ in rows] != [e for e, _ in self.rows]:
            self.beginResetModel()
            self.rows = list(rows)
            self.endResetModel()
            return
        for i, row in enumerate(rows):
            if row != self.rows[i]:
                self.rows[i] = row
                self.dataChanged.emit(self.index(i, 0), self.index(i, len(self.HEADERS) - 1))

    def row_of(self, host_id: str) -> int:
        return next((i for i, (e, _) in enumerate(self.rows) if e.host_id == host_id), -1)


ClientFactory = Callable[[HostEntry, str], ClientInterface]  # the entry's SSH passphrase is in its transport
HEALTH_EVERY_MS = 500


def default_client(entry: HostEntry, password: str) -> RemoteClient:
    """A host polled by a thread of this process (no child possible; tests that want it)."""
    from core.remote.client import RemoteClient

    return RemoteClient(entry.address, entry.port, password, label=entry.name, transport=entry.transport)


class HostManager(QObject):
    """All hosts, their bridges and health. Create and use on the GUI thread."""

    current_changed = Signal(str)  # host id, or ALL_ID
    health_changed = Signal(str, object)  # (host id, HostHealth)
    health_checked = Signal()  # after every health pass (twice a second while there is a remote host)
    bridge_started = Signal(str)  # host id: a connection to it now exists
    bridge_stopped = Signal(str)  # host id: its connection was closed

    def __init__(self, settings: QSettings, local: ClientBridge, vault: PasswordVault | None = None,
                 client_factory: ClientFactory | None = None, parent: QObject | None = None) -> None:
        """``client_factory`` None: hosts are polled by a child process (``polled_client``), or by
        threads of this process where no child can be started (``default_client``)."""
        super().__init__(parent)
        self.settings = settings
        self.vault = vault if vault is not None else PasswordVault()
        self.poller: HostPoller | None = None  # started with the first host it polls
        self.client_factory: ClientFactory = client_factory or self._first_factory
        self.ask_password: Callable[[HostEntry], str | None] = self._prompt
        # The name stays English: it is the local feed's name, which the window compares with
        # "This computer"; shown_name translates it where a volunteer reads it.
        self.local = HostEntry(LOCAL_ID, "This computer")
        self.hosts: list[HostEntry] = load_hosts(settings)
        self._bridges: dict[str, ClientBridge] = {LOCAL_ID: local}
        self._said: dict[str, _Said] = {LOCAL_ID: _Said()}
        local.snapshot_updated.connect(self._recorder(LOCAL_ID))
        self.current = LOCAL_ID
        self.stale_after_s = STALE_AFTER_S
        self.model = HostListModel(self)
        self._health: dict[str, HostHealth] = {}
        # Health changes only with remote hosts: the timer runs only while there is one.
        self._timer = QTimer(self)
        self._timer.setInterval(HEALTH_EVERY_MS)
        self._timer.timeout.connect(self.refresh_health)
        for h in self.hosts:
            self._said[h.host_id] = _Said()
            password = self.vault.get(h.host_id)
            if password is not None:
                self._start(h, password)
        self.refresh_health()

    # ------------------------------------------------------------ queries
    def entries(self) -> list[HostEntry]:
        return [self.local, *self.hosts]

    def entry(self, host_id: str) -> HostEntry | None:
        return next((e for e in self.entries() if e.host_id == host_id), None)

    def _first_factory(self, entry: HostEntry, password: str) -> ClientInterface:
        """The first remote host chooses how hosts are polled: by a child process, or by
        threads of this process where no child can be started."""
        from core.remote import host_poller

        self.client_factory = self.polled_client if host_poller.available() else default_client
        return self.client_factory(entry, password)

    def polled_client(self, entry: HostEntry, password: str) -> PolledClient:
        """A client for ``entry`` polled by this manager's child process (started when first needed)."""
        if self.poller is None:
            from core.remote.host_poller import HostPoller

            self.poller = HostPoller()
        return self.poller.client(entry.host_id, entry.address, entry.port, password, label=entry.name,
                                  transport=entry.transport)

    @staticmethod
    def keep_gc_short() -> None:
        """Tune Python's garbage collector for a process holding many hosts' rows (boinc_gui/runtime/gc_tuning.py).

        For the app's process only (the composition root calls it once); never in tests.
        """
        gc_tuning.install()

    def timer_active(self) -> bool:
        """Whether the health timer runs (only while there is a remote host)."""
        return self._timer.isActive()

    def bridge(self, host_id: str) -> ClientBridge | None:
        return self._bridges.get(host_id)

    def health(self, host_id: str) -> HostHealth:
        if host_id == LOCAL_ID:
            return HostHealth(connected=True)
        bridge = self._bridges.get(host_id)
        if bridge is None:
            return HostHealth(connected=False, error="password needed")
        client = bridge.client
        return client.health()

    def history(self, host_id: str) -> tuple[MessageRow, ...]:
        said = self._said.get(host_id)
        return tuple(said.lines) if said is not None else ()

    def notices(self, host_id: str) -> tuple[NoticeRow, ...]:
        """``host_id``'s notices received so far (its whole list, after its last refresh)."""
        said = self._said.get(host_id)
        return tuple(said.notices.values()) if said is not None else ()

    def feed(self, host_id: str) -> Feed | None:
        """What a window needs to show ``host_id`` (None while it has no connection)."""
        bridge, entry = self._bridges.get(host_id), self.entry(host_id)
        if bridge is None or entry is None:
            return None
        return Feed(host_id, entry.name, bridge, self.history(host_id), self.notices(host_id))

    def feeds(self) -> list[Feed]:
        """Every host with a connection, this computer first."""
        return [f for f in (self.feed(e.host_id) for e in self.entries()) if f is not None]

    def staleness(self, host_id: str, now: float | None = None) -> str:
        """Why ``host_id``'s data is out of date ("" when it is current)."""
        if host_id == LOCAL_ID:
            return ""
        h = self.health(host_id)
        if not h.connected:
            return problem_words(h.problem, h.problem_facts, h.error)
        age = (time.time() if now is None else now) - h.last_contact
        return self.tr("no answer for {seconds} s").format(seconds=f"{age:.0f}") \
            if h.last_contact and age > self.stale_after_s else ""

    # ------------------------------------------------------------ changes
    def add(self, name: str, address: str, port: int, password: str, transport: Transport | None = None) -> HostEntry:
        import secrets

        entry = HostEntry(secrets.token_hex(6), name or address, address, port, transport)
        self.hosts.append(entry)
        self._said[entry.host_id] = _Said()
        save_hosts(self.settings, self.hosts)
        self.vault.set(entry.host_id, password)
        self._start(entry, password)
        self.refresh_health()
        return entry

    def update(self, entry: HostEntry, password: str | None) -> None:
        """Replace the host with ``entry``'s id; ``password`` None keeps the old one."""
        self.hosts = [entry if h.host_id == entry.host_id else h for h in self.hosts]
        save_hosts(self.settings, self.hosts)
        if password is not None:
            self.vault.set(entry.host_id, password)
        known = password if password is not None else self.vault.get(entry.host_id)
        self._stop(entry.host_id)
        if known is not None:
            self._start(entry, known)
        self.refresh_health()
        if entry.host_id == self.current:
            self.current_changed.emit(entry.host_id)

    def remove(self, host_id: str) -> None:
        if host_id == LOCAL_ID:
            return
        if host_id == self.current:
            self.select(LOCAL_ID)
        self.hosts = [h for h in self.hosts if h.host_id != host_id]
        save_hosts(self.settings, self.hosts)
        from boinc_gui.hosts.transport import passphrase_key

        self.vault.delete(host_id)
        self.vault.delete(passphrase_key(host_id))
        self._stop(host_id)
        self._said.pop(host_id, None)
        self.refresh_health()
        # Its rows and wrappers were frozen by the collector's tuning: let them go, once the
        # tables have dropped them (after this event).
        QTimer.singleShot(0, gc_tuning.reclaim)

    def select(self, host_id: str) -> None:
        """Show ``host_id`` (or ``ALL_ID``) in the window, asking for its password first when none is known."""
        if host_id == ALL_ID:
            self.current = ALL_ID
            self.current_changed.emit(ALL_ID)
            return
        entry = self.entry(host_id)
        if entry is None:
            return
        if host_id not in self._bridges:
            password = self.vault.get(host_id)
            if password is None:
                password = self.ask_password(entry)
            if password is not None:
                self.vault.set(host_id, password)
            # Without a password the host still gets a worker: its health then says "password needed".
            self._start(entry, password or "")
        self.current = host_id
        self.refresh_health()
        self.current_changed.emit(host_id)

    def stop(self) -> None:
        """Stop every remote host's worker (the local client belongs to the composition root)."""
        self._timer.stop()
        for host_id in list(self._bridges):
            if host_id != LOCAL_ID:
                self._stop(host_id)
        if self.poller is not None:
            self.poller.close()
            self.poller = None

    def refresh_health(self) -> None:
        rows = []
        for e in self.entries():
            h = self.health(e.host_id)
            pinned = None
            if e.transport is not None:  # plain hosts (this computer too) pin nothing: no TLS to load for them
                from boinc_gui.hosts.transport import learned_pin

                pinned = learned_pin(e, h)
            if pinned is not None:  # trust on first use: the certificate first seen is kept beside the entry
                self.hosts = [pinned if x.host_id == e.host_id else x for x in self.hosts]
                save_hosts(self.settings, self.hosts)
                e = pinned
            if self._health.get(e.host_id) != h:
                self._health[e.host_id] = h
                self.health_changed.emit(e.host_id, h)
            rows.append((e, h))
        self.model.set_hosts(rows)
        self.health_checked.emit()

    # ------------------------------------------------------------ internals
    def _start(self, entry: HostEntry, password: str) -> None:
        from boinc_gui.hosts.transport import with_secret

        entry = replace(entry, transport=with_secret(entry.transport, self.vault, entry.host_id))
        bridge = ClientBridge(self.client_factory(entry, password), self)
        bridge.snapshot_updated.connect(self._recorder(entry.host_id))
        self._bridges[entry.host_id] = bridge
        bridge.start()
        self._timer_follows_hosts()
        self.bridge_started.emit(entry.host_id)

    def _stop(self, host_id: str) -> None:
        bridge = self._bridges.pop(host_id, None)
        if bridge is not None:
            self.bridge_stopped.emit(host_id)
            bridge.stop()
            bridge.deleteLater()
        self._timer_follows_hosts()

    def _timer_follows_hosts(self) -> None:
        remote = len(self._bridges) > 1  # this computer's is always there
        if remote and not self._timer.isActive():
            self._timer.start()
        elif not remote and self._timer.isActive():
            self._timer.stop()

    def _recorder(self, host_id: str) -> Callable[[ClientSnapshot, tuple[MessageRow, ...], tuple[NoticeRow, ...], bool],
                                                  None]:
        def record(snap: ClientSnapshot, messages: tuple[MessageRow, ...], notices: tuple[NoticeRow, ...],
                   refreshed: bool) -> None:
            said = self._said.get(host_id)
            if said is not None:
                said.take(messages, notices, refreshed)
        return record

    def _prompt(self, entry: HostEntry) -> str | None:
        from PySide6.QtWidgets import QInputDialog  # when first asked (PySide6 makes its class then: 1 ms)

        parent = self.parent()
        text, ok = QInputDialog.getText(
            parent if isinstance(parent, QWidget) else None, self.tr("Host password"),
            self.tr("GUI RPC password for {host} ({address}:{port}).").format(
                host=entry.name, address=entry.address, port=entry.port) + "\n" + self.vault.notice,
            QLineEdit.EchoMode.Password)
        return text if ok else None
