"""What the window tells assistive technology beyond its widgets' own words.

- ``name``: an accessible name (and description) for a control whose text does not say
  what it is (a table, a date field, an edit with only a placeholder), translated in the
  context ``a11y``.
- ``chart_summary``: a chart's text equivalent (each line's latest value), set as the chart's
  accessible description, for a screen reader cannot read a drawing.
- ``StatusAnnouncer``: status changes that matter to a volunteer who does not watch the
  window (computing suspended or resumed, a task that failed) sent as Qt accessibility
  announcements, which Qt's AT-SPI bridge passes on to Orca; tests/gui/test_atspi.py hears them.

No pyqtgraph here: the charts pass their plots in (the heavy library loads with its tab).
"""
from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QItemSelectionModel, QObject, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QFocusFrame, QTableView, QWidget

__all__ = ["CONTEXT", "FAILED_STATUSES", "KeyboardTable", "StatusAnnouncer", "announce", "chart_summary",
           "keyboard_table", "name", "show_focus", "words"]

CONTEXT = "a11y"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    return text


# Names given here, written out so that pyside6-lupdate extracts them into the catalogues.
NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("a11y", "Alerts"),
    QT_TRANSLATE_NOOP("a11y", "Computers"),
    QT_TRANSLATE_NOOP("a11y", "GPUs"),
    QT_TRANSLATE_NOOP("a11y", "Name of the application to add"),
    QT_TRANSLATE_NOOP("a11y", "Completed since"),
    QT_TRANSLATE_NOOP("a11y", "Completed before"),
    QT_TRANSLATE_NOOP("a11y", "No data yet."),
    QT_TRANSLATE_NOOP("a11y", "Computing suspended: %1"),
    QT_TRANSLATE_NOOP("a11y", "Computing resumed"),
    QT_TRANSLATE_NOOP("a11y", "Task %1 failed: %2"),
)

if TYPE_CHECKING:  # types only: the snapshot's and the commands' dataclasses load with the engine (issue 36)
    from core.api.snapshot import ClientSnapshot


def words(text: str) -> str:
    """``text`` (one of ``NAMES``) in the window's language."""
    return QCoreApplication.translate(CONTEXT, text) or text


def name(widget: QWidget, text: str, description: str = "") -> None:
    """Give ``widget`` the accessible name ``text`` (one of ``NAMES``), translated."""
    widget.setAccessibleName(words(text))
    if description:
        widget.setAccessibleDescription(words(description))


_KEYBOARD = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.ShortcutFocusReason)


class _FocusFrame(QObject):
    """Frames a widget while the keyboard has put the focus in it. Fusion draws no focus for
    an empty table, a text browser or a label's links; a Tab stop with no sign of the focus
    leaves a keyboard user lost. A table also gets a current cell (Qt frames that one).
    Told of the widget's focus by its event filter (``show_focus``) or by the widget itself
    (``KeyboardTable``)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.frame: QFocusFrame | None = None  # made at the first keyboard visit (most tables get none)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            self.focus_in(event.reason() if isinstance(event, QFocusEvent) else Qt.FocusReason.OtherFocusReason)
        elif kind == QEvent.Type.FocusOut:
            self.focus_out()
        return False

    def _live_frame(self) -> QFocusFrame | None:
        # Focus events come while windows are torn down too: the frame (a child of the widget's
        # parent) may be gone before the widget; touching it then crashed the process.
        return self.frame if self.frame is not None and shiboken6.isValid(self.frame) else None

    def focus_out(self) -> None:
        frame = self._live_frame()
        if frame is not None:
            frame.hide()

    def focus_in(self, reason: Qt.FocusReason) -> None:
        widget = self.widget
        if isinstance(widget, QAbstractItemView):
            model, selection = widget.model(), widget.selectionModel()
            if model is not None and selection is not None and not widget.currentIndex().isValid() \
                    and model.rowCount() > 0:
                selection.setCurrentIndex(model.index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
        if reason not in _KEYBOARD:
            return
        frame = self._live_frame()
        if frame is None:
            # Around a table's or browser's viewport, so inside the widget: a frame around
            # the widget itself lies outside it, cut off where it fills its parent.
            target = widget.viewport() if isinstance(widget, QAbstractScrollArea) else widget
            frame = self.frame = QFocusFrame(target)
            frame.setWidget(target)
        frame.show()
        frame.raise_()


def show_focus(widget: QWidget) -> None:
    """Show where the keyboard's focus is on ``widget`` (``_FocusFrame``)."""
    widget.installEventFilter(_FocusFrame(widget))


def keyboard_table(view: QAbstractItemView) -> None:
    """A table as a keyboard user needs it: Tab leaves it (the arrows move between its cells;
    Qt's default kept Tab inside, a trap), and its focus shows."""
    view.setTabKeyNavigation(False)
    show_focus(view)


class KeyboardTable(QTableView):
    """A table view made as ``keyboard_table`` makes one, that shows its focus from its own focus
    events. The window's tables are these: an event filter sees every event of its widget (some
    30 for each table while the window is built, each a call into Python, and the first one has
    PySide6 make a Python type for each of Qt's 50-odd event classes), the focus handlers only
    their two."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabKeyNavigation(False)
        self._focus = _FocusFrame(self)

    def focusInEvent(self, event: QFocusEvent) -> None:  # Qt's name
        self._focus.focus_in(event.reason())  # first, as an event filter would
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # Qt's name
        self._focus.focus_out()
        super().focusOutEvent(event)


def _number(value: float) -> str:
    return f"{value:.3g}" if abs(value) < 1000 else f"{value:,.0f}"


def chart_summary(plots: Iterable[Any]) -> str:
    """A chart's text equivalent: each plot's title, then each named line's latest value.

    ``plots`` are pyqtgraph PlotItems (their ``titleLabel.text`` and ``listDataItems()``)."""
    parts = []
    for plot in plots:
        title = str(getattr(getattr(plot, "titleLabel", None), "text", "") or "")
        lines = []
        for item in plot.listDataItems():
            label = item.name() if callable(getattr(item, "name", None)) else None
            _, ys = item.getData()
            if not label or ys is None or len(ys) == 0:
                continue
            last = next((float(y) for y in reversed(ys) if not math.isnan(float(y))), None)
            if last is not None:
                lines.append(f"{label} {_number(last)}")
        parts.append(f"{title}: {', '.join(lines) if lines else words('No data yet.')}")
    return "; ".join(parts)


def announce(source: QObject, text: str, urgent: bool = False) -> None:
    """Ask assistive technology to say ``text`` (``source``: the widget it concerns)."""
    # Named here, not at import: PySide6 builds QAccessible's enums on its first use (2-4 ms),
    # which the start then does not wait for (issue 36).
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


FAILED_STATUSES = ("Computation error", "Download failed", "Upload failed", "Aborted")
"""BOINC's status phrases of a task that will not give a result (core/exec/status.py words them);
"Aborted by user" is the volunteer's own doing and is not announced back to them."""


class StatusAnnouncer:
    """Turns successive snapshots of one computer into the announcements that matter."""

    def __init__(self, source: QObject) -> None:
        self.source = source
        self._computing: bool | None = None
        self._failed: set[object] | None = None  # task keys already failed (None before the first snapshot)
        self.said: deque[str] = deque(maxlen=50)  # the latest announcements, newest last

    def messages(self, snap: ClientSnapshot) -> list[tuple[str, bool]]:
        """What changed since the last snapshot, as (sentence, urgent); the first snapshot sets the scene."""
        out: list[tuple[str, bool]] = []
        a = snap.activity
        if self._computing is not None and a.computing != self._computing:
            if a.computing:
                out.append((words("Computing resumed"), False))
            else:
                out.append((words("Computing suspended: %1").replace("%1", a.task_suspend_reason or "?"), False))
        self._computing = a.computing
        failed = {t.key: t for t in snap.tasks
                  if t.status.startswith(FAILED_STATUSES) and not t.status.startswith("Aborted by user")}
        if self._failed is not None:
            from boinc_gui.i18n import status_text

            for key, t in failed.items():
                if key not in self._failed:
                    out.append((words("Task %1 failed: %2").replace("%1", t.name).replace("%2", status_text(t.status)),
                                True))
        self._failed = set(failed)
        return out

    def feed(self, snap: ClientSnapshot) -> list[str]:
        """Announce what changed in ``snap``; returns the sentences said."""
        said = []
        for text, urgent in self.messages(snap):
            announce(self.source, text, urgent)
            said.append(text)
            self.said.append(text)
        return said
