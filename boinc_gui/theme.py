"""Dark, light or system theme: a Fusion palette plus a small style sheet.

"system" follows the desktop's colour scheme (Qt 6.5+ ``styleHints``);
"dark" and "light" force one, which BOINC Manager never allowed (#3115).
Error highlights keep their contrast in both (#6941).
"""
from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

STYLES = Path(__file__).resolve().parents[1] / "resources" / "styles"


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


def apply_theme(app: QApplication, theme: Theme, app_wide: bool = True, dark: bool | None = None) -> bool:
    """Apply ``theme``; return True when the result is dark.

    ``app_wide`` False leaves the style sheet to the caller, who sets it on the widgets
    it concerns (``style_sheet``): an application-wide sheet makes Qt style every widget
    through its style-sheet engine (3 MB more for the manager's window). ``dark`` given
    (``looks_dark`` before the first paint) is used instead of asking ``is_dark``.
    """
    app.setStyle("Fusion")
    dark = is_dark(theme) if dark is None else dark
    app.setPalette(_dark_palette() if dark else _light_palette())
    app.setStyleSheet(style_sheet(dark) if app_wide else "")
    return dark


def chart_colors(palette: QPalette) -> tuple[str, str]:
    """A chart's (background, text) colours from ``palette``: the palette's base and its
    text, whose contrast the palette guarantees (at least 4.5:1 in both themes), so a
    chart drawn in a light window is never pyqtgraph's black with grey words."""
    return (palette.color(QPalette.ColorRole.Base).name(), palette.color(QPalette.ColorRole.Text).name())
