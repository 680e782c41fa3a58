"""The About box: what this program is, its licence, where to read more, the versions it runs
on and the client's data directory (what a bug report needs). Not modal: it is a note, and
the window keeps working behind it. GUI thread only."""
from __future__ import annotations

import platform
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from boinc_gui import a11y

if TYPE_CHECKING:
    from core.api.client import ClientInterface

LICENCE = "GNU General Public License, version 3 or later"
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"
BOINC_URL = "https://boinc.berkeley.edu/"
DOCS = Path(__file__).resolve().parents[2] / "docs"


def data_dir_of(client: ClientInterface) -> Path | None:
    """The data directory of a client running in this process (live or emulated); None for a remote one."""
    found = client.capabilities.data_dir
    return Path(found) if found is not None else None


def about_html(version: str, client_label: str, data_dir: Path | None, emulated: bool = False) -> str:
    docs = (f'<a href="{DOCS.as_uri()}">{escape(str(DOCS))}</a>' if DOCS.is_dir()
            else escape(QCoreApplication.translate("About", "installed with the program")))
    where = (
        escape(str(data_dir))
        if data_dir is not None
        else escape(QCoreApplication.translate("About", "none: an emulated client keeps its tasks in memory"))
        if emulated
        else escape(QCoreApplication.translate("About", "on the computer shown (a remote client)"))
    )
    licence = f'<a href="{LICENCE_URL}">{LICENCE}</a>'  # the licence's own name, untranslated
    boinc = f'<a href="{BOINC_URL}">{BOINC_URL}</a>'
    return (
        f"<h3>boinc-gui {escape(version)}</h3>"
        "<p>"
        + escape(
            QCoreApplication.translate(
                "About", "A manager for volunteer computing, compatible with BOINC's clients and projects."
            )
        )
        + "</p>"
        "<p>"
        + escape(QCoreApplication.translate("About", "Licence: {licence}.")).format(licence=licence)
        + "<br>"
        + escape(QCoreApplication.translate("About", "Documentation: {docs}")).format(docs=docs)
        + "<br>"
        + escape(QCoreApplication.translate("About", "BOINC, its projects and its community: {url}")).format(url=boinc)
        + "</p>"
        "<p>"
        + escape(QCoreApplication.translate("About", "Client: {client}")).format(client=escape(client_label))
        + "<br>"
        + escape(QCoreApplication.translate("About", "Data directory: {where}")).format(where=where)
        + "</p>"
        f"<p>Python {platform.python_version()} · Qt {qVersion()} · PySide6 {pyside_version} · "
        f"{escape(platform.system())} {escape(platform.release())}</p>"
    )


def show_about(parent: QWidget, version: str, client: ClientInterface, client_label: str) -> QMessageBox:
    box = QMessageBox(
        QMessageBox.Icon.NoIcon,
        QCoreApplication.translate("About", "About boinc-gui"),
        about_html(version, client_label, data_dir_of(client), client.capabilities.emulated),
        QMessageBox.StandardButton.Close,
        parent,
    )
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    text = box.findChild(QLabel, "qt_msgbox_label")  # its links take the focus by Tab
    if text is not None:
        a11y.show_focus(text)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box
