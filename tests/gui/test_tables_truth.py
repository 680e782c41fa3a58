"""Tables say the truth: row counters, and bar text readable where the fill passes (4.5:1)."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boinc_gui.tables.models import project_model, transfer_model
from boinc_gui.tables.table_view import TableTab
from boinc_gui.theme import Theme, apply_theme
from tests.gui.snapshots import project_row, transfer_row

pytestmark = [pytest.mark.gui]
URL_A, URL_B = "http://127.0.0.1:31480/", "http://127.0.0.1:31481/"


def _tab(qtbot: QtBot, tmp_path: Path, name: str, model: object) -> TableTab:
    tab = TableTab(name, model, QSettings(str(tmp_path / "m.ini"), QSettings.Format.IniFormat))  # type: ignore[arg-type]
    qtbot.addWidget(tab)
    tab.resize(1200, 300)
    tab.show()
    return tab


def test_counter_says_the_number_of_rows_on_empty_and_after_a_removal(qtbot: QtBot, tmp_path: Path) -> None:
    transfers = _tab(qtbot, tmp_path, "Transfers", transfer_model())
    transfers.model.set_rows([transfer_row(URL_A, "Demo", "wu_1_in")])
    assert transfers.count.text() == "1"
    transfers.model.set_rows([])
    assert transfers.count.text() == "0"
    projects = _tab(qtbot, tmp_path, "Projects", project_model())
    projects.model.set_rows([project_row(URL_A, "Demo"), project_row(URL_B, "Demo")])
    assert projects.count.text() == "2"
    projects.model.set_rows([project_row(URL_A, "Demo")])  # the second one was removed
    assert projects.count.text() == "1"
    projects.filter.setText("no such project")
    assert projects.count.text() == "0 of 1"
    projects.filter.setText("")
    assert projects.count.text() == "1"


def _luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_contrast(image: QImage, x0: int, x1: int, y0: int, y1: int) -> float:
    """In a region of one background colour, the contrast of the text's strongest pixels against it."""
    pixels = [image.pixelColor(x, y) for x in range(x0, x1) for y in range(y0, y1)]
    background = Counter(p.rgb() for p in pixels).most_common(1)[0][0]
    bg = QColor.fromRgb(background)
    ink = [p for p in pixels if p.rgb() != background]
    assert ink, "no text drawn in this part of the bar"
    return max(contrast(p, bg) for p in ink)


@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.DARK])
def test_share_bar_text_contrast_is_at_least_4_5(qtbot: QtBot, tmp_path: Path, theme: Theme) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, theme)
    try:
        tab = _tab(qtbot, tmp_path, "Projects", project_model())
        tab.model.set_rows([project_row(URL_A, "Demo", share=0.5)])
        column = next(i for i, c in enumerate(tab.model.columns) if c.key == "share")
        tab.view.horizontalHeader().resizeSection(column, 240)
        qtbot.wait(20)
        image = tab.view.viewport().grab().toImage()
        ratio = image.devicePixelRatio()
        rect = tab.view.visualRect(tab.proxy.index(0, column))
        # The text "100 (50.00%)" is centred, so it straddles the fill's edge at 50 %.
        mid = int((rect.left() + rect.width() / 2) * ratio)
        y0, y1 = int((rect.top() + 5) * ratio), int((rect.bottom() - 4) * ratio)
        left, right = int((rect.left() + 4) * ratio), int((rect.right() - 4) * ratio)
        assert text_contrast(image, left, mid - 2, y0, y1) >= 4.5  # over the fill
        assert text_contrast(image, mid + 2, right, y0, y1) >= 4.5  # over the empty part
    finally:
        apply_theme(app, Theme.LIGHT)
