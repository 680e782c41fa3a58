"""The preferences dialog: one page per area, fields bound through one table.

Every field of BOINC Manager's advanced preferences (manager-ui.md 2.6) is a
row of ``FIELDS``: page, group, preference name, label, unit, range, scale
(e.g. KB/s shown, bytes/s stored) and whether a check box reads inverted
("Suspend when computer is in use" stores ``run_if_user_active = 0``). The
daily schedules page edits the every-day windows and per-weekday overrides.
The "Other" page holds the manager's own settings (theme, tray, notices), kept
in QSettings, not in the client's preferences, and "Start boinc-gui when I log
in", which is the platform's autostart entry itself (boinc_gui/runtime/autostart.py):
the box shows whether the entry exists and Save/Apply writes or removes it. It used to hold proxy fields
that were saved to manager.ini and read by nothing; proxies are the client's
settings (cc_config.xml's <proxy_info>, or GUI RPC's set_proxy_settings as
``boinccmd --set_proxy_settings`` sends it), and the page says so instead.

Labels line up across a page's groups: every label of a page gets the width of
the page's widest, so the fields form one column. "Use at most N % of the
CPUs" reads the same for every value: BOINC's 0 ("no limit") is shown as 100.

Save and Apply check the whole set (``core.api.prefs_check``): errors are
listed at the bottom with the fields at fault highlighted and block saving;
warnings are listed and allowed. ``prefs_accepted(GlobalPrefs, day_prefs)`` is
emitted on success; the window sends ``SetPrefs``, the client applies it live
and writes ``global_prefs_override.xml``. Defaults restores BOINC's defaults.
"""
from __future__ import annotations

import re
from dataclasses import fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTime, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from boinc_gui.formatting import setting_bool
from boinc_gui.i18n import LANGUAGE_KEY, QT_TRANSLATE_NOOP, language_box
from boinc_gui.pref_fields import DAY_ORDER, FIELDS, PAGES, B, FieldSpec
from boinc_gui.tabs.history_cap import HISTORY_CAP_KEY, history_cap_spin_box
from core.api.commands import DayPrefs
from core.api.prefs_check import Severity, check_prefs
from core.state.prefs import GlobalPrefs

if TYPE_CHECKING:
    from boinc_gui.dialogs.preview import PreviewPanel
    from boinc_gui.dialogs.proxy_page import ProxyPage
    from boinc_gui.runtime.autostart import Autostart
    from core.persist.cc_config import ProxyInfo


_TYPES = {f.name: f.type for f in fields(GlobalPrefs)}

# The words of the fields' table (boinc_gui/pref_fields.py) other than the labels, which that
# module marks itself: written out here so that pyside6-lupdate extracts them into the "prefs"
# context the dialog translates them from when it shows them (marking a phrase twice is harmless).
_TABLE_WORDS = (
    QT_TRANSLATE_NOOP("prefs", "Computing"), QT_TRANSLATE_NOOP("prefs", "Daily schedules"),
    QT_TRANSLATE_NOOP("prefs", "Work buffer"), QT_TRANSLATE_NOOP("prefs", "Disk and memory"),
    QT_TRANSLATE_NOOP("prefs", "Network"), QT_TRANSLATE_NOOP("prefs", "Other"),
    QT_TRANSLATE_NOOP("prefs", "When computer is in use"), QT_TRANSLATE_NOOP("prefs", "When computer is not in use"),
    QT_TRANSLATE_NOOP("prefs", "General"), QT_TRANSLATE_NOOP("prefs", "Disk"), QT_TRANSLATE_NOOP("prefs", "Memory"),
    QT_TRANSLATE_NOOP("prefs", "Network usage"),
    QT_TRANSLATE_NOOP("prefs", "minutes"), QT_TRANSLATE_NOOP("prefs", "seconds"), QT_TRANSLATE_NOOP("prefs", "days"),
    QT_TRANSLATE_NOOP("prefs", "% of the CPUs"), QT_TRANSLATE_NOOP("prefs", "% of CPU time"),
    QT_TRANSLATE_NOOP("prefs", "days of work"), QT_TRANSLATE_NOOP("prefs", "GB free"),
    QT_TRANSLATE_NOOP("prefs", "% of total"), QT_TRANSLATE_NOOP("prefs", "% of memory"),
    QT_TRANSLATE_NOOP("prefs", "off"), QT_TRANSLATE_NOOP("prefs", "no limit"),
)


def _shown(text: str) -> str:
    """A word of the fields' table (page, group, label, unit) in the window's language."""
    return QCoreApplication.translate("prefs", text) if text else text


# The core's words about a set of preferences that cannot work (core/api/prefs_check.py), shown
# translated: the fixed sentences as they are, the ones carrying figures matched and reworded.
_CHECK_SENTENCES = (
    QT_TRANSLATE_NOOP(
        "prefs_check", "Suspending when other programs use more than under 1% of the CPU will suspend almost always."
    ),
    QT_TRANSLATE_NOOP(
        "prefs_check", "A work buffer over 10 days risks missing deadlines; projects may also send less."
    ),
    QT_TRANSLATE_NOOP("prefs_check", "No disk limit is set: the client may fill the disk."),
    QT_TRANSLATE_NOOP(
        "prefs_check", "A transfer limit needs a period: set 'every N days' to 1 or more, or the limit to 0."
    ),
    QT_TRANSLATE_NOOP("prefs_check", "The daily computing window is empty, so nothing would ever run."),
    QT_TRANSLATE_NOOP("prefs_check", "Under 5% of memory is too little for most tasks; they will wait for memory."),
)
_NEVER_RUNS = re.compile(r"Nothing would ever run: computing is suspended while the computer is in use, and also after "
                         r"(\S+) min without input, which is no longer than the (\S+) min that count as 'in use'\. "
                         r"Raise the no-input time above \2 min or allow computing while in use\.")
_SLOW = re.compile(r"At (\S+)% of CPU time tasks will take over (\S+) times longer and may miss their deadlines\.")
_SMALL_DISK = re.compile(r"(\S+) GB is too little for most projects' files; little or no work will arrive\.")
_NO_DAY = re.compile(r"Day of week (\S+) does not exist\.")


def _check_words(message: str) -> str:
    """A sentence of ``check_prefs`` in the window's language (as it is when it is not known here)."""
    if m := _NEVER_RUNS.fullmatch(message):
        return QCoreApplication.translate(
            "prefs_check", "Nothing would ever run: computing is suspended while the computer is in use, and also "
            "after {no_input} min without input, which is no longer than the {in_use} min that count as 'in use'. "
            "Raise the no-input time above {in_use} min or allow computing while in use.").format(
                no_input=m.group(1), in_use=m.group(2))
    if m := _SLOW.fullmatch(message):
        return QCoreApplication.translate(
            "prefs_check", "At {percent}% of CPU time tasks will take over {times} times longer and may miss their "
            "deadlines.").format(percent=m.group(1), times=m.group(2))
    if m := _SMALL_DISK.fullmatch(message):
        return QCoreApplication.translate(
            "prefs_check", "{size} GB is too little for most projects' files; little or no work will arrive.").format(
                size=m.group(1))
    if m := _NO_DAY.fullmatch(message):
        return QCoreApplication.translate("prefs_check", "Day of week {day} does not exist.").format(day=m.group(1))
    return QCoreApplication.translate("prefs_check", message)


def _day_name(day: int) -> str:
    """BOINC's day (0 = Sunday) as the window's language names it (QLocale: 1 = Monday ... 7 = Sunday)."""
    return QLocale().standaloneDayName(day or 7, QLocale.FormatType.LongFormat)
_ALL_CPUS = ("max_ncpus_pct", "niu_max_ncpus_pct")  # 0 means no limit, the same as 100


def _cpus_shown(name: str, prefs: GlobalPrefs) -> float:
    """What "Use at most N % of the CPUs" shows: 0 (no limit) is 100, a negative NIU value the in-use one."""
    value = float(getattr(prefs, name))
    if name == "niu_max_ncpus_pct" and value < 0:
        value = prefs.max_ncpus_pct  # BOINC: a negative value means "as when in use"
    return 100.0 if value <= 0 else value


def _hours_to_time(h: float) -> QTime:
    minutes = int(round(min(max(h, 0.0), 24.0) * 60))
    return QTime(23, 59) if minutes >= 1440 else QTime(minutes // 60, minutes % 60)


def _time_to_hours(t: QTime) -> float:
    if t == QTime(23, 59):
        return 24.0  # QTimeEdit cannot show 24:00; 23:59 stands for the end of the day
    return t.hour() + t.minute() / 60


class _Window(QWidget):
    """A "between HH:MM and HH:MM" pair with an enabling check box."""

    def __init__(self, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.enabled = QCheckBox(label, self)
        self.start = QTimeEdit(self)
        self.end = QTimeEdit(self)
        for w in (self.start, self.end):
            w.setDisplayFormat("HH:mm")
            w.setEnabled(False)
            self.enabled.toggled.connect(w.setEnabled)
        self.start.setAccessibleName(self.tr("{label} from").format(label=label))
        self.end.setAccessibleName(self.tr("{label} to").format(label=label))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.enabled)
        row.addWidget(self.start)
        row.addWidget(QLabel(self.tr("and"), self))
        row.addWidget(self.end)
        row.addStretch(1)

    def set_hours(self, start: float, end: float) -> None:
        on = start != end
        self.enabled.setChecked(on)
        self.start.setTime(_hours_to_time(start if on else 0.0))
        self.end.setTime(_hours_to_time(end if on else 24.0))

    def hours(self) -> tuple[float, float]:
        if not self.enabled.isChecked():
            return 0.0, 0.0
        return _time_to_hours(self.start.time()), _time_to_hours(self.end.time())


class PreferencesDialog(QDialog):
    prefs_accepted = Signal(object, tuple)  # (GlobalPrefs, tuple[DayPrefs, ...])
    proxy_accepted = Signal(object)  # ProxyInfo, from the Proxy page (boinc_gui/dialogs/proxy_page.py)
    gui_settings_changed = Signal()

    def __init__(self, prefs: GlobalPrefs, day_prefs: tuple[DayPrefs, ...], settings: QSettings,
                 parent: QWidget | None = None, *, data_dir: Path | None = None,
                 autostart: Autostart | None = None, proxy: tuple[ProxyInfo | None, bool] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.settings = settings
        self.autostart = autostart  # None: this window cannot start itself at login (the box is hidden)
        self._base = prefs
        self.widgets: dict[str, QWidget] = {}
        self.page_labels: dict[str, list[QLabel]] = {page: [] for page in PAGES}
        self.nav = QListWidget(self)
        self.nav.setAccessibleName(self.tr("Preference pages"))
        self.nav.addItems([_shown(page) for page in PAGES])
        self.nav.setFixedWidth(170)
        self.stack = QStackedWidget(self)
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        forms: dict[str, QVBoxLayout] = {}
        groups: dict[tuple[str, str], QFormLayout] = {}
        for page in PAGES:
            inner = QWidget()
            forms[page] = QVBoxLayout(inner)
            title = QLabel(f"<h3>{_shown(page)}</h3>", inner)
            forms[page].addWidget(title)
            scroll = QScrollArea(self)
            scroll.setWidgetResizable(True)
            scroll.setWidget(inner)
            self.stack.addWidget(scroll)
        for spec in FIELDS:
            key = (spec.page, spec.group)
            if key not in groups:
                box = QGroupBox(_shown(spec.group))
                groups[key] = QFormLayout(box)
                forms[spec.page].addWidget(box)
            self._add_field(groups[key], spec)
        self._build_schedules(forms["Daily schedules"])
        self._build_other(forms["Other"])
        self._align_labels()
        for page in PAGES:
            forms[page].addStretch(1)
        # The client's GUI proxy, for a client that keeps one (proxy_page.proxy_of); else no page.
        self.proxy_page: ProxyPage | None = None
        if proxy is not None:
            from boinc_gui.dialogs.proxy_page import ProxyPage

            self.proxy_page = ProxyPage(proxy[0], proxy[1])
            scroll = QScrollArea(self)
            scroll.setWidgetResizable(True)
            scroll.setWidget(self.proxy_page)
            self.stack.addWidget(scroll)
            self.nav.addItem(self.tr("Proxy"))
            self.proxy_page.changed.connect(self._gui_changed)
            self.proxy_note.setText(self.tr("<b>Proxy servers</b>: see the Proxy page."))

        self.banner = QLabel(self.tr("Using local preferences: saved in global_prefs_override.xml in the data "
                                     "directory and applied at once."), self)
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.errors = QLabel("", self)
        self.errors.setObjectName("errors")
        self.errors.setWordWrap(True)
        self.errors.setAccessibleName(self.tr("Problems with these preferences"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).setText(self.tr("Defaults"))
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        body = QHBoxLayout()
        body.addWidget(self.nav)
        body.addWidget(self.stack, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(body, 1)
        layout.addWidget(self.errors)
        # The preview needs the live client's own files: a local live client only.
        self.preview: PreviewPanel | None = None
        if data_dir is not None:
            from boinc_gui.dialogs.preview import PreviewPanel, PreviewRunner  # the emulator loads only when needed

            self.preview = PreviewPanel(PreviewRunner(data_dir, self), self)
            layout.addWidget(self.preview)
        layout.addWidget(self.buttons)
        self.load(prefs, day_prefs)
        self.nav.setCurrentRow(0)
        self.resize(860, 640)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not getattr(self, "_fitted", False):
            self._fitted = True
            QTimer.singleShot(0, self._fit_page)

    def _fit_page(self) -> None:
        """Grow (within the screen) until the page shown needs no scrolling: the preview panel
        under the pages took the room the Computing page needed."""
        scroll = self.stack.currentWidget()
        inner = scroll.widget() if isinstance(scroll, QScrollArea) else None
        if not isinstance(scroll, QScrollArea) or inner is None:
            return
        short = inner.sizeHint().height() - scroll.viewport().height()
        wide = inner.minimumSizeHint().width() - scroll.viewport().width()
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if (short > 0 or wide > 0) and screen is not None:
            self.resize(min(self.width() + max(wide, 0), screen.width()),
                        min(self.height() + max(short, 0), screen.height()))

    # ---- building
    def _add_field(self, form: QFormLayout, spec: FieldSpec) -> None:
        if spec.unit == B:
            box = QCheckBox(_shown(spec.label))
            box.setAccessibleName(_shown(spec.label))
            box.toggled.connect(self._changed)
            form.addRow(box)
            self.widgets[spec.name] = box
            return
        kind = _TYPES[spec.name]
        w: QSpinBox | QDoubleSpinBox
        if kind == "int" or spec.decimals == 0:
            w = QSpinBox()
            w.setRange(int(spec.minimum), int(spec.maximum))
        else:
            w = QDoubleSpinBox()
            w.setDecimals(spec.decimals)
            w.setRange(spec.minimum, spec.maximum)
        unit = _shown(spec.unit)
        w.setSuffix(f" {unit}")
        if spec.special:
            w.setSpecialValueText(_shown(spec.special))
        w.setAccessibleName(f"{_shown(spec.label)} ({unit})")
        w.setToolTip(self.tr("<{name}>, {low} to {high} {unit}").format(
            name=spec.name, low=f"{spec.minimum:g}", high=f"{spec.maximum:g}", unit=unit))
        w.valueChanged.connect(self._changed)
        label = QLabel(_shown(spec.label))
        label.setBuddy(w)
        form.addRow(label, w)
        self.page_labels[spec.page].append(label)
        self.widgets[spec.name] = w

    def _align_labels(self) -> None:
        """One label width per page, so fields of different groups stand in one column."""
        for labels in self.page_labels.values():
            widest = max((label.sizeHint().width() for label in labels), default=0)
            for label in labels:
                label.setMinimumWidth(widest)

    def _build_schedules(self, page: QVBoxLayout) -> None:
        self.cpu_window = _Window(self.tr("Compute only between"))
        self.net_window = _Window(self.tr("Transfer files only between"))
        self.day_windows: dict[tuple[str, int], _Window] = {}
        for title, attr, every in ((self.tr("Computing"), "cpu", self.cpu_window),
                                   (self.tr("Network"), "net", self.net_window)):
            box = QGroupBox(title)
            grid = QGridLayout(box)
            grid.addWidget(every, 0, 0, 1, 2)
            grid.addWidget(QLabel(self.tr("Day-of-week override (replaces the every-day window on that day):")),
                           1, 0, 1, 2)
            for i, day in enumerate(DAY_ORDER):
                w = _Window(_day_name(day))
                w.enabled.setMinimumWidth(110)
                self.day_windows[(attr, day)] = w
                grid.addWidget(w, 2 + i, 0, 1, 2)
                w.enabled.toggled.connect(self._changed)
            every.enabled.toggled.connect(self._changed)
            page.addWidget(box)

    def _build_other(self, page: QVBoxLayout) -> None:
        box = QGroupBox(self.tr("Manager (this window)"))
        form = QFormLayout(box)
        self.theme = QComboBox()
        # Shown in the window's language; the setting keeps the English key (ui/theme).
        for key, shown in (("system", self.tr("system")), ("light", self.tr("light")), ("dark", self.tr("dark"))):
            self.theme.addItem(shown, key)
        self.theme.setAccessibleName(self.tr("Theme"))
        form.addRow(self.tr("Theme"), self.theme)
        self.language = language_box(self.settings)
        form.addRow(self.tr("Language (from the next start)"), self.language)
        self.close_to_tray = QCheckBox(self.tr("Closing the window keeps computing in the tray"))
        form.addRow(self.close_to_tray)
        self.confirm_exit = QCheckBox(self.tr("Ask before exiting (computing stops)"))
        form.addRow(self.confirm_exit)
        self.start_minimized = QCheckBox(self.tr("Start minimised to the tray"))
        self.start_minimized.setToolTip(self.tr("Ignored where the desktop has no system tray: the window opens then."))
        form.addRow(self.start_minimized)
        self.start_at_login = QCheckBox(self.tr("Start boinc-gui when I log in"))
        self.start_at_login.setVisible(self.autostart is not None)
        if self.autostart is not None:
            self.start_at_login.setToolTip(self.tr("Writes or removes {path}").format(path=self.autostart.where()))
        form.addRow(self.start_at_login)
        self.notice_hours = QSpinBox()
        self.notice_hours.setRange(0, 168)
        self.notice_hours.setSuffix(self.tr(" hours"))
        self.notice_hours.setSpecialValueText(self.tr("never"))
        form.addRow(self.tr("Remind me of unread notices every"), self.notice_hours)
        self.history_cap = history_cap_spin_box(self.settings)
        form.addRow(self.tr("Keep task history up to"), self.history_cap)
        proxy = QLabel(self.tr(
            "<b>Proxy servers</b> are the client's settings, not this window's: the client reads "
            "<code>&lt;proxy_info&gt;</code> in cc_config.xml in its data directory, or takes them from "
            "<code>boinccmd --set_proxy_settings</code>."), self)
        proxy.setWordWrap(True)
        proxy.setObjectName("proxy_note")
        self.proxy_note = proxy
        page.addWidget(box)
        page.addWidget(proxy)
        s = self.settings
        self.theme.setCurrentIndex(max(self.theme.findData(str(s.value("ui/theme", "system"))), 0))
        self.close_to_tray.setChecked(setting_bool(s, "ui/close_to_tray", True))
        self.confirm_exit.setChecked(setting_bool(s, "ui/confirm_exit", True))
        self.start_minimized.setChecked(setting_bool(s, "ui/start_minimized", False))
        self.notice_hours.setValue(int(str(s.value("ui/notice_hours", 6))))  # the ini gives "6", the default 6
        self.start_at_login.setChecked(self.autostart is not None and self.autostart.enabled())
        # The manager's own settings change no client preference: Apply lights up, no preview runs.
        for w in (self.close_to_tray, self.confirm_exit, self.start_minimized, self.start_at_login):
            w.toggled.connect(self._gui_changed)
        self.theme.currentIndexChanged.connect(self._gui_changed)
        self.language.currentIndexChanged.connect(self._gui_changed)
        self.notice_hours.valueChanged.connect(self._gui_changed)
        self.history_cap.valueChanged.connect(self._gui_changed)

    # ---- values
    def load(self, prefs: GlobalPrefs, day_prefs: tuple[DayPrefs, ...]) -> None:
        for spec in FIELDS:
            w = self.widgets[spec.name]
            value = getattr(prefs, spec.name)
            if spec.name in _ALL_CPUS:
                value = _cpus_shown(spec.name, prefs)
            if isinstance(w, QCheckBox):
                w.setChecked(not value if spec.inverted else bool(value))
            elif isinstance(w, QSpinBox):
                w.setValue(int(round(value / spec.scale)))
            elif isinstance(w, QDoubleSpinBox):
                w.setValue(value / spec.scale)
        self.cpu_window.set_hours(prefs.start_hour, prefs.end_hour)
        self.net_window.set_hours(prefs.net_start_hour, prefs.net_end_hour)
        for (attr, day), w in self.day_windows.items():
            d = next((d for d in day_prefs if d.day_of_week == day), None)
            if d is None:
                w.set_hours(0.0, 0.0)
            elif attr == "cpu":
                w.set_hours(d.start_hour, d.end_hour)
            else:
                w.set_hours(d.net_start_hour, d.net_end_hour)
        self.errors.setText("")
        self.apply_button.setEnabled(False)

    def values(self) -> tuple[GlobalPrefs, tuple[DayPrefs, ...]]:
        changes: dict[str, Any] = {}
        for spec in FIELDS:
            w = self.widgets[spec.name]
            kind = _TYPES[spec.name]
            if isinstance(w, QCheckBox):
                changes[spec.name] = not w.isChecked() if spec.inverted else w.isChecked()
            elif isinstance(w, (QSpinBox, QDoubleSpinBox)):
                v = w.value() * spec.scale
                changes[spec.name] = int(v) if kind == "int" else float(v)
                if spec.name in _ALL_CPUS and w.value() == _cpus_shown(spec.name, self._base):
                    changes[spec.name] = getattr(self._base, spec.name)  # unchanged: keep 0 or -1 as it was
        changes["start_hour"], changes["end_hour"] = self.cpu_window.hours()
        changes["net_start_hour"], changes["net_end_hour"] = self.net_window.hours()
        days: list[DayPrefs] = []
        for day in range(7):
            cs, ce = self.day_windows[("cpu", day)].hours()
            ns, ne = self.day_windows[("net", day)].hours()
            if cs != ce or ns != ne:
                days.append(DayPrefs(day, cs, ce, ns, ne))
        return replace(self._base, **changes), tuple(days)

    def _gui_changed(self, *_: object) -> None:
        self.apply_button.setEnabled(True)

    def _changed(self, *_: object) -> None:
        self.apply_button.setEnabled(True)
        preview = getattr(self, "preview", None)  # None while the dialog is being built
        if preview is not None:
            prefs, days = self.values()
            preview.runner.request(replace(prefs, day_prefs=days))

    def validate(self) -> bool:
        prefs, days = self.values()
        issues = check_prefs(prefs, days)
        for w in self.widgets.values():
            w.setProperty("invalid", False)
        lines = []
        for issue in issues:
            mark = "✖ " if issue.severity is Severity.ERROR else "⚠ "
            lines.append(mark + _check_words(issue.message))
            if issue.severity is Severity.ERROR:
                for name in issue.fields:
                    if name in self.widgets:
                        self.widgets[name].setProperty("invalid", True)
        for w in self.widgets.values():
            w.style().unpolish(w)
            w.style().polish(w)
        self.errors.setText("\n".join(lines))
        return not any(i.severity is Severity.ERROR for i in issues)

    def apply(self) -> bool:
        if not self.validate():
            return False
        page = self.proxy_page
        if page is not None and page.check():
            self.show_page("Proxy")
            return False
        if page is not None and page.is_edited():
            self.proxy_accepted.emit(page.value())
            page.saved()
        prefs, days = self.values()
        self._base = prefs
        saved = self._save_gui_settings()
        self.prefs_accepted.emit(prefs, days)
        self.apply_button.setEnabled(not saved)
        return saved

    def save(self) -> None:
        if self.apply():
            self.accept()

    def restore_defaults(self) -> None:
        self.load(GlobalPrefs(), ())
        self.apply_button.setEnabled(True)

    def _save_gui_settings(self) -> bool:
        """Save the manager's own settings; False when the autostart entry could not be changed."""
        s = self.settings
        s.setValue("ui/theme", self.theme.currentData() or "system")
        s.setValue(LANGUAGE_KEY, self.language.currentData() or "")
        s.setValue("ui/close_to_tray", self.close_to_tray.isChecked())
        s.setValue("ui/confirm_exit", self.confirm_exit.isChecked())
        s.setValue("ui/start_minimized", self.start_minimized.isChecked())
        s.setValue("ui/notice_hours", self.notice_hours.value())
        s.setValue(HISTORY_CAP_KEY, self.history_cap.value())
        saved = self._save_autostart()
        for stale in ("proxy/host", "proxy/port", "proxy/no_proxy"):  # written by earlier versions, read by nothing
            s.remove(stale)
        self.gui_settings_changed.emit()
        return saved

    def _save_autostart(self) -> bool:
        autostart = self.autostart
        if autostart is None or self.start_at_login.isChecked() == autostart.enabled():
            return True
        try:
            autostart.enable() if self.start_at_login.isChecked() else autostart.disable()
        except OSError as exc:
            # Said where the other problems are; the client's preferences are saved regardless.
            failed = (self.tr("Could not write {path}: {error}") if self.start_at_login.isChecked()
                      else self.tr("Could not remove {path}: {error}"))
            said = failed.format(path=autostart.where(), error=exc.strerror or exc)
            self.errors.setText(f"{self.errors.text()}\n✖ {said}".strip())
            self.start_at_login.setChecked(autostart.enabled())
            return False
        return True

    def show_page(self, page: str) -> None:
        self.nav.setCurrentRow(PAGES.index(page) if page in PAGES else self.nav.count() - 1)
