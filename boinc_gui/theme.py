"""Dark, light or system theme: a Fusion palette plus a small style sheet.

"system" follows the desktop's colour scheme (Qt 6.5+ ``styleHints``);
"dark" and "light" force one, which BOINC Manager never allowed (#3115).
Error highlights keep their contrast in both (#6941).
"""
from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

STYLES = Path(__file__).resolve().parents[1] / "resources" / "styles"


# Coloured text that must stay legible (4.5:1 or more) on the theme's base and window:
# warnings (failed tasks, projected misses, the log's errors, form errors) and muted rows
# (a computer that stopped answering). The objects are changed in place by ``apply_theme``,
# so models that hand them out (per cell, when painted) follow a switch with no rebuild.
WARNING_TEXT = QColor("#b3261e")
MUTED_TEXT = QColor("#5f6368")
ACCENT_TEXT = QColor("#a34e00")  # the status bar's "EMULATED"
_TEXT_COLORS = {  # (light, dark)
    "warning": ("#b3261e", "#ff8a80"),
    "muted": ("#5f6368", "#9aa0a6"),
    "accent": ("#a34e00", "#f0a050"),
}


def _set_text_colors(dark: bool) -> None:
    for color, key in ((WARNING_TEXT, "warning"), (MUTED_TEXT, "muted"), (ACCENT_TEXT, "accent")):
        color.setRgb(QColor(_TEXT_COLORS[key][1 if dark else 0]).rgb())


def mark_warning(label: QLabel) -> None:
    """Draw ``label``'s text in the theme's warning colour (it follows later switches too)."""
    label.setProperty("warning", True)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, WARNING_TEXT)
    label.setPalette(palette)


class Theme(Enum):
    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


def _dark_palette() -> QPalette:
    p = QPalette()
    base, window, text = QColor("#1f2227"), QColor("#2a2e35"), QColor("#e6e8eb")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        p.setColor(group, QPalette.ColorRole.Window, window)
        p.setColor(group, QPalette.ColorRole.WindowText, text)
        p.setColor(group, QPalette.ColorRole.Base, base)
        p.setColor(group, QPalette.ColorRole.AlternateBase, QColor("#262a30"))
        p.setColor(group, QPalette.ColorRole.Text, text)
        p.setColor(group, QPalette.ColorRole.Button, window)
        p.setColor(group, QPalette.ColorRole.ButtonText, text)
        p.setColor(group, QPalette.ColorRole.ToolTipBase, QColor("#33373e"))
        p.setColor(group, QPalette.ColorRole.ToolTipText, text)
        p.setColor(group, QPalette.ColorRole.Highlight, QColor("#3b82c4"))
        p.setColor(group, QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        p.setColor(group, QPalette.ColorRole.Link, QColor("#6fb3ff"))
        p.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#8b9098"))
    # A disabled field or button keeps the theme's grounds (Qt's defaults for them are light
    # greys: white boxes in a dark window); only its text is dimmed.
    for role, color in ((QPalette.ColorRole.Window, window), (QPalette.ColorRole.Base, base),
                        (QPalette.ColorRole.AlternateBase, QColor("#262a30")), (QPalette.ColorRole.Button, window)):
        p.setColor(QPalette.ColorGroup.Disabled, role, color)
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#6d7178"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#6d7178"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#6d7178"))
    return p


def _light_palette() -> QPalette:
    p = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        p.setColor(group, QPalette.ColorRole.Window, QColor("#f3f4f6"))
        p.setColor(group, QPalette.ColorRole.WindowText, QColor("#1b1d21"))
        p.setColor(group, QPalette.ColorRole.Base, QColor("#ffffff"))
        p.setColor(group, QPalette.ColorRole.AlternateBase, QColor("#f5f7fa"))
        p.setColor(group, QPalette.ColorRole.Text, QColor("#1b1d21"))
        p.setColor(group, QPalette.ColorRole.Button, QColor("#eceef1"))
        p.setColor(group, QPalette.ColorRole.ButtonText, QColor("#1b1d21"))
        p.setColor(group, QPalette.ColorRole.Highlight, QColor("#2f74b5"))
        p.setColor(group, QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        p.setColor(group, QPalette.ColorRole.ToolTipBase, QColor("#ffffff"))
        p.setColor(group, QPalette.ColorRole.ToolTipText, QColor("#1b1d21"))
    return p


def is_dark(theme: Theme) -> bool:
    if theme is Theme.SYSTEM:
        from PySide6.QtCore import Qt

        hints = QGuiApplication.styleHints()
        return bool(hints.colorScheme() == Qt.ColorScheme.Dark)
    return theme is Theme.DARK


def looks_dark(theme: Theme, app: QGuiApplication) -> bool:
    """``is_dark`` before the window's first paint: "system" judged by the platform's own
    palette, which follows the desktop's scheme where Qt can read it. The colour scheme
    itself comes back as a ``Qt.ColorScheme``, and PySide6 builds its whole ``Qt`` namespace
    (every enum in it) on the first use of any of them: 17 ms here, a tenth of the time
    to the window. After the paint, ``is_dark`` has the last word (boinc_gui/app.py)."""
    if theme is Theme.SYSTEM:
        return app.palette().color(QPalette.ColorRole.Window).lightness() < 128
    return theme is Theme.DARK


def style_sheet(dark: bool) -> str:
    """The theme's style sheet (resources/styles/)."""
    sheet = STYLES / ("dark.qss" if dark else "light.qss")
    return sheet.read_text(encoding="utf-8") if sheet.exists() else ""


def style_widgets(*widgets: QWidget) -> None:
    """The theme's style sheet on ``widgets`` (and their children) only: the window's banner and
    status bar and the dialogs that have error labels or fields. On the whole application Qt
    would style every widget through its style-sheet engine (3 MB). Never the tabs' bar: a
    sheet on it pins the tab widget's palette, and every tab kept the old theme's colours."""
    # The sheet of the palette in force (apply_theme set it), so the two never disagree.
    sheet = style_sheet(QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128)
    for w in widgets:
        w.setStyleSheet(sheet)


STYLE = "Fusion"  # every theme's widget style, whatever the desktop's
STYLE_ARGUMENTS = ["-style", STYLE]  # for the QApplication's arguments: STYLE from its start


def apply_theme(app: QApplication, theme: Theme, app_wide: bool = True, dark: bool | None = None,
                styled: bool = False) -> bool:
    """Apply ``theme``; return True when the result is dark.

    ``app_wide`` False leaves the style sheet to the caller, who sets it on the widgets
    it concerns (``style_sheet``): an application-wide sheet makes Qt style every widget
    through its style-sheet engine (3 MB more for the manager's window). ``dark`` given
    (``looks_dark`` before the first paint) is used instead of asking ``is_dark``.
    ``styled``: the application has STYLE already (STYLE_ARGUMENTS); setting it from Python
    hands back a QStyle, for which PySide6 builds all of QStyle's enums (6 ms before the
    first paint).
    """
    if not styled:
        app.setStyle(STYLE)
    dark = is_dark(theme) if dark is None else dark
    _set_text_colors(dark)
    app.setPalette(_dark_palette() if dark else _light_palette())
    themed = {style_sheet(False), style_sheet(True)} - {""}
    sheet = style_sheet(dark)
    for w in app.allWidgets():  # labels marked as warnings keep their own text colour: the new one
        if isinstance(w, QLabel) and w.property("warning"):
            mark_warning(w)
        if isinstance(w, QLabel) and "<a " in w.text():  # a link takes its colour when the text is set
            text = w.text()
            w.setText("")
            w.setText(text)
        # A widget given the theme's sheet (``style_widgets``: a dialog open during the switch)
        # was polished with the old palette: its labels kept their old text colour on the new
        # ground. Its sheet set again (the new theme's) polishes it with the new palette.
        if not app_wide and w.styleSheet() in themed:
            w.setStyleSheet("")
            w.setStyleSheet(sheet)
    app.setStyleSheet(sheet if app_wide else "")
    return dark


def chart_colors(palette: QPalette) -> tuple[str, str]:
    """A chart's (background, text) colours from ``palette``: the palette's base and its
    text, whose contrast the palette guarantees (at least 4.5:1 in both themes), so a
    chart drawn in a light window is never pyqtgraph's black with grey words."""
    return (palette.color(QPalette.ColorRole.Base).name(), palette.color(QPalette.ColorRole.Text).name())
