"""Event log options: which kinds of messages the client writes (cc_config.xml's ``<log_flags>``).

As BOINC Manager's dialog: one checkbox per flag the client knows, named as in
cc_config.xml (the names volunteers find in forum advice). OK writes the file
through the same command as GUI RPC's set_cc_config (``WriteConfigFile``), with
every other option as it was, then has the client read it again
(``ReadConfigFiles``). Offered for the client on this computer, whose file is here;
a file the client cannot read is not overwritten. GUI thread only.
"""
from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.api.commands import ReadConfigFiles, WriteConfigFile
from core.errors import XmlInputError
from core.persist.cc_config import CcConfig, LogFlags, parse_cc_config, render_cc_config
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, read_capped

if TYPE_CHECKING:
    from boinc_gui.main_window import MainWindow

CC_CONFIG = "cc_config.xml"
COLUMNS = 3


def current_config(path: Path) -> CcConfig:
    """The file's configuration (defaults when there is none); raises XmlInputError when unreadable."""
    if not path.exists():
        return CcConfig()
    config, _warnings = parse_cc_config(read_capped(path, MAX_CONFIG_FILE_BYTES), source=str(path))
    return config


class LogFlagsDialog(QDialog):
    def __init__(self, config: CcConfig, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Event log options"))
        self.config = config
        self.boxes: dict[str, QCheckBox] = {}
        grid_host = QWidget(self)
        grid = QGridLayout(grid_host)
        for i, f in enumerate(fields(LogFlags)):
            box = QCheckBox(f.name, grid_host)
            box.setChecked(bool(getattr(config.log_flags, f.name)))
            self.boxes[f.name] = box
            grid.addWidget(box, i // COLUMNS, i % COLUMNS)
        scroll = QScrollArea(self)
        scroll.setWidget(grid_host)
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a Tab stop showing no focus; Tab scrolls to each box
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        intro = QLabel(self.tr("The kinds of messages the client writes to its event log. The *_debug flags "
                               "are for finding a problem: they write many lines."), self)
        intro.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.resize(720, 520)

    def chosen(self) -> CcConfig:
        """The configuration with the flags as ticked, everything else as it was."""
        for name, box in self.boxes.items():
            setattr(self.config.log_flags, name, box.isChecked())
        return self.config


def open_log_flags_dialog(window: MainWindow) -> LogFlagsDialog | None:
    root = window._local_data_dir()
    if root is None:
        window.show_error(QCoreApplication.translate(
            "LogFlagsDialog", "Event log options are set for the client on this computer (its cc_config.xml is "
            "here); for another computer, edit the file there."))
        return None
    path = root / CC_CONFIG
    try:
        config = current_config(path)
    except XmlInputError as exc:
        window.show_error(QCoreApplication.translate(
            "LogFlagsDialog", "{path} cannot be read ({error}); it is left as it is. Correct it, then try again."
        ).format(path=path, error=exc))
        return None
    dlg = LogFlagsDialog(config, window)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    bridge = window.bridge

    def apply() -> None:
        text = render_cc_config(dlg.chosen()).decode("utf-8")
        window.send(WriteConfigFile("cc_config", text), bridge=bridge)
        window.send(ReadConfigFiles(), bridge=bridge)
    dlg.accepted.connect(apply)
    dlg.show()
    window.log_flags_dialog = dlg
    return dlg
