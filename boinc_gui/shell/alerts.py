"""Alerts in the window: desktop notifications through the tray icon, and the alert log.

``AlertCenter`` is the one GUI object for alerts. It owns no decisions: the alert engine
(core/alerts) says what is news and what to notify; this shows the notifications through
the ``QSystemTrayIcon`` it is given (none, or one that cannot show messages: the
notifications are still logged and emitted), keeps the settings (which kinds are on, and
each kind's thresholds: core.alerts.model.THRESHOLDS) in the manager's settings
(manager.ini, under ``alerts/``), read at start and applied at once when the alert log
dialog changes them, and opens that dialog.

Hookup (main_window): ``AlertCenter(settings, tray.icon, data_dir, parent=window)``,
then ``feed(host, snap)`` for each host's snapshot, ``host_health(host, health)`` from
the host manager, and ``show_log()`` from a menu entry.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

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
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QSystemTrayIcon,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from boinc_gui import a11y
from boinc_gui.formatting import format_short_date_time
from boinc_gui.hosts.names import shown_host
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.tables.flat_model import FlatTableModel
from boinc_gui.tabs.alert_words import alert_text, notification_text, notification_title
from core.alerts.engine import AlertEngine
from core.alerts.log import AlertLog
from core.alerts.model import THRESHOLDS, Alert, AlertKind, AlertSettings, Notification, Threshold
from core.api.client import HostHealth
from core.api.snapshot import ClientSnapshot

AnyIndex = QModelIndex | QPersistentModelIndex
ALERT_LOG_FILE = "alerts.jsonl"
TICK_MS = 5000  # how often held repeats are checked for their grouped notification
SETTINGS_KEY = "alerts/off"  # the kinds turned off, by value
THRESHOLD_GROUP = "alerts"  # the thresholds: alerts/<Threshold.key>, as the volunteer sees them
MESSAGE_MS = 10_000

# The core's English words for the kinds and the thresholds (core/alerts/model.py), written
# out for extraction and translated where shown (context "alerts"): the core has no Qt.
CORE_WORDS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("alerts", "Task failed"),
    QT_TRANSLATE_NOOP("alerts", "Project keeps failing"),
    QT_TRANSLATE_NOOP("alerts", "Deadline at risk"),
    QT_TRANSLATE_NOOP("alerts", "Disk near its limit"),
    QT_TRANSLATE_NOOP("alerts", "Computer not answering"),
    QT_TRANSLATE_NOOP("alerts", "Rule"),
    QT_TRANSLATE_NOOP("alerts", "after"),
    QT_TRANSLATE_NOOP("alerts", " failed tasks"),
    QT_TRANSLATE_NOOP("alerts", "within"),
    QT_TRANSLATE_NOOP("alerts", " min"),
    QT_TRANSLATE_NOOP("alerts", "or after"),
    QT_TRANSLATE_NOOP("alerts", " failed scheduler requests"),
    QT_TRANSLATE_NOOP("alerts", "or when a task would finish within"),
    QT_TRANSLATE_NOOP("alerts", " h of its deadline"),
    QT_TRANSLATE_NOOP("alerts", "when the client uses"),
    QT_TRANSLATE_NOOP("alerts", " % of its disk limit"),
    QT_TRANSLATE_NOOP("alerts", "again after it was below"),
    QT_TRANSLATE_NOOP("alerts", " %"),
    QT_TRANSLATE_NOOP("alerts", " s without an answer"),
    QT_TRANSLATE_NOOP("alerts", "Repeats of a kind wait"),
    QT_TRANSLATE_NOOP("alerts", " min, then come as one"),
    QT_TRANSLATE_NOOP("alerts", "at most"),
    QT_TRANSLATE_NOOP("alerts", " notifications in that time"),
)
# The kinds as the "Tell me when" switches say them (a sentence's end, not a title).
SWITCH_WORDS: dict[AlertKind, str] = {
    AlertKind.TASK_FAILED: QT_TRANSLATE_NOOP("alerts", "task failed"),
    AlertKind.PROJECT_FAILING: QT_TRANSLATE_NOOP("alerts", "project keeps failing"),
    AlertKind.DEADLINE_AT_RISK: QT_TRANSLATE_NOOP("alerts", "deadline at risk"),
    AlertKind.DISK_NEAR_LIMIT: QT_TRANSLATE_NOOP("alerts", "disk near its limit"),
    AlertKind.HOST_UNREACHABLE: QT_TRANSLATE_NOOP("alerts", "computer not answering"),
    AlertKind.RULE: QT_TRANSLATE_NOOP("alerts", "a rule says so"),
}


def core_words(text: str) -> str:
    """One of the core's alert words in the window's language (as it is when unknown)."""
    return QCoreApplication.translate("alerts", text)


def load_alert_settings(settings: QSettings) -> AlertSettings:
    """The kinds turned off and the thresholds as the manager's settings keep them; anything
    missing or not a number is the default, anything out of range is brought inside it."""
    raw = settings.value(SETTINGS_KEY, "")
    off = {k for k in AlertKind if k.value in str(raw or "").split(",")}
    values = {t.key: settings.value(f"{THRESHOLD_GROUP}/{t.key}") for t in THRESHOLDS
              if settings.contains(f"{THRESHOLD_GROUP}/{t.key}")}
    return AlertSettings(enabled=frozenset(AlertKind) - off).with_shown(values)


def save_alert_settings(settings: QSettings, alerts: AlertSettings) -> None:
    settings.setValue(SETTINGS_KEY, ",".join(k.value for k in AlertKind if k not in alerts.enabled))
    for key, value in alerts.shown().items():
        settings.setValue(f"{THRESHOLD_GROUP}/{key}", value)


class AlertCenter(QObject):
    notified = Signal(object)  # a core.alerts.model.Notification, after it was shown
    alerts_changed = Signal()  # the alert log has new entries
    settings_changed = Signal(object)  # the AlertSettings now in force

    def __init__(self, settings: QSettings, tray_icon: QSystemTrayIcon | None = None,
                 data_dir: Path | None = None, parent: QObject | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        super().__init__(parent)
        self.settings = settings
        self.tray_icon = tray_icon
        log = AlertLog(data_dir / ALERT_LOG_FILE if data_dir is not None else None)
        self.engine = AlertEngine(load_alert_settings(settings), log, clock=clock)
        self.shown: list[Notification] = []  # every notification shown this session, oldest first
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(lambda: self._show(self.engine.tick()))
        self._timer.start()
        self._dialog: AlertLogDialog | None = None

    # ------------------------------------------------------------ inputs (GUI thread)

    def feed(self, host: str, snap: ClientSnapshot) -> None:
        before = len(self.engine.log.entries()), self.engine.log.entries()[-1:]
        self._show(self.engine.feed(host, snap))
        if (len(self.engine.log.entries()), self.engine.log.entries()[-1:]) != before:
            self.alerts_changed.emit()

    def host_health(self, host: str, health: HostHealth) -> None:
        before = len(self.engine.log.entries())
        self._show(self.engine.host_health(host, health.connected, health.error, health.problem, health.problem_facts))
        if len(self.engine.log.entries()) != before:
            self.alerts_changed.emit()

    def set_enabled(self, kind: AlertKind, on: bool) -> None:
        s = self.engine.settings
        enabled = s.enabled | {kind} if on else s.enabled - {kind}
        self.apply(replace(s, enabled=frozenset(enabled)))

    def set_threshold(self, key: str, value: float) -> AlertSettings:
        """One threshold as the volunteer sees it (``Threshold.key``: minutes, percent ...);
        the settings in force after it was brought inside its limits."""
        return self.apply(self.engine.settings.with_shown({key: value}))

    def apply(self, new: AlertSettings) -> AlertSettings:
        """Use ``new`` from the next snapshot on, and keep it in the manager's settings."""
        new = new.checked()
        self.engine.set_settings(new)
        save_alert_settings(self.settings, new)
        self.settings_changed.emit(new)
        return new

    def reload_settings(self) -> AlertSettings:
        """Read the settings again (another window or the volunteer's hand changed manager.ini)."""
        self.settings.sync()
        new = load_alert_settings(self.settings)
        self.engine.set_settings(new)
        self.settings_changed.emit(new)
        return new

    # ------------------------------------------------------------ output

    def _show(self, notes: list[Notification]) -> None:
        for n in notes:
            icon = self.tray_icon
            if icon is not None and QSystemTrayIcon.supportsMessages() and icon.isVisible():
                icon.showMessage(notification_title(n), notification_text(n), QSystemTrayIcon.MessageIcon.Warning,
                                 MESSAGE_MS)
            self.shown.append(n)
            self.notified.emit(n)

    def show_log(self, parent: QWidget | None = None) -> AlertLogDialog:
        """Open (or raise) the alert log."""
        if self._dialog is None:
            self._dialog = AlertLogDialog(self, parent)
            self._dialog.finished.connect(lambda _r: setattr(self, "_dialog", None))
        self._dialog.show()
        self._dialog.raise_()
        return self._dialog


class AlertLogModel(FlatTableModel):
    HEADERS = (QT_TRANSLATE_NOOP("AlertLogModel", "Time"), QT_TRANSLATE_NOOP("AlertLogModel", "Computer"),
               QT_TRANSLATE_NOOP("AlertLogModel", "Kind"), QT_TRANSLATE_NOOP("AlertLogModel", "Message"),
               QT_TRANSLATE_NOOP("AlertLogModel", "Times"))  # translated where shown

    def __init__(self, log: AlertLog, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._log = log
        self._rows: tuple[Alert, ...] = tuple(reversed(log.entries()))  # newest first

    def refresh(self) -> None:
        self.beginResetModel()
        self._rows = tuple(reversed(self._log.entries()))
        self.endResetModel()

    def row_total(self) -> int:
        return len(self._rows)

    def column_total(self) -> int:
        return len(self.HEADERS)

    def column_header(self, section: int) -> str:
        return self.tr(self.HEADERS[section])

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        a = self._rows[index.row()]
        values = (format_short_date_time(a.time), shown_host(a.host), core_words(a.kind.title), alert_text(a),
                  str(a.count))
        return values[index.column()]

    def alert(self, row: int) -> Alert:
        return self._rows[row]


class AlertLogDialog(QDialog):
    """The alert log (newest first) and which kinds of alert are on."""

    def __init__(self, center: AlertCenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Alerts"))
        self.resize(760, 480)
        self.center = center
        self.model = AlertLogModel(center.engine.log, self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        a11y.keyboard_table(self.view)
        a11y.name(self.view, "Alerts")
        self.view.verticalHeader().hide()
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        # Columns as wide as their texts, the message taking the rest; eight rows at least
        # (the switches above left it 120 px, a row and a half, each wrapped).
        from boinc_gui.tables.table_view import ContentColumns

        self.columns = ContentColumns(self.view, stretch=3)
        row_h = self.view.verticalHeader().defaultSectionSize()
        self.view.setMinimumHeight(self.view.horizontalHeader().sizeHint().height() + 8 * row_h + 4)
        box = QGroupBox(self.tr("Tell me when"), self)
        grid = QGridLayout(box)
        self.switches: dict[AlertKind, QCheckBox] = {}
        self.thresholds: dict[str, QSpinBox | QDoubleSpinBox] = {}
        rows = [*AlertKind, None]
        r = 0
        for kind in rows:
            if kind is not None:
                cb = QCheckBox(core_words(SWITCH_WORDS.get(kind, kind.title.lower())), box)
                cb.setChecked(kind in center.engine.settings.enabled)
                cb.toggled.connect(lambda on, k=kind: center.set_enabled(k, on))
                grid.addWidget(cb, r, 0)
                self.switches[kind] = cb
            else:
                grid.addWidget(QLabel(self.tr("Notifications"), box), r, 0)
            # A threshold a line: three in one made the dialog wider than 800 px.
            limits = [t for t in THRESHOLDS if t.kind is kind]
            for first in range(0, max(len(limits), 1)):
                line = QHBoxLayout()
                for t in limits[first:first + 1]:
                    line.addWidget(QLabel(core_words(t.label), box))
                    spin = self._spin(t, box)
                    line.addWidget(spin)
                    self.thresholds[t.key] = spin
                line.addStretch(1)
                grid.addLayout(line, r, 1)
                r += 1
        self._show_settings(center.engine.settings)
        center.settings_changed.connect(self._show_settings)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        # The log and the switches on two tabs: one above the other left the log 120 px
        # (a row and a half) in an 800x600 dialog.
        settings_page = QWidget(self)
        page = QVBoxLayout(settings_page)
        page.addWidget(box)
        page.addStretch(1)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.view, self.tr("Alert log"))
        self.tabs.addTab(settings_page, self.tr("Settings"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        center.alerts_changed.connect(self.model.refresh)

    def _spin(self, t: Threshold, parent: QWidget) -> QSpinBox | QDoubleSpinBox:
        spin: QSpinBox | QDoubleSpinBox
        if t.whole:
            spin = QSpinBox(parent)
            spin.setRange(int(t.low), int(t.high))
        else:
            spin = QDoubleSpinBox(parent)
            spin.setRange(t.low, t.high)
            spin.setDecimals(1)
        spin.setSuffix(core_words(t.unit))
        spin.setAccessibleName(t.key)
        spin.setKeyboardTracking(False)  # one change when the volunteer is done typing, not per digit
        spin.valueChanged.connect(lambda value, key=t.key: self.center.set_threshold(key, float(value)))
        return spin

    def _show_settings(self, s: AlertSettings) -> None:
        """The settings in force in the boxes (a threshold brought inside its limits shows where it went)."""
        shown = s.shown()
        for t in THRESHOLDS:
            spin = self.thresholds[t.key]
            spin.blockSignals(True)
            if isinstance(spin, QSpinBox):
                spin.setValue(round(shown[t.key]))
            else:
                spin.setValue(shown[t.key])
            spin.blockSignals(False)
            spin.setEnabled(t.kind is None or t.kind in s.enabled)
        for kind, cb in self.switches.items():
            cb.blockSignals(True)
            cb.setChecked(kind in s.enabled)
            cb.blockSignals(False)
