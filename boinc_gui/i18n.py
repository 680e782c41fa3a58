"""The window's language: which one, its catalogues, and the text shown from clients.

The language follows the system's locale unless the volunteer chose one in the
window's settings (``ui/language``; read at start, so a change takes effect the
next time the window starts, and the settings say so). ``install`` loads two
catalogues for it: ours (resources/translations/boinc_gui_<lang>.qm, built from
the .ts files by ``make translations``) and Qt's own (qtbase_<lang>.qm from the
PySide6 wheel, shipped in the bundle) so Qt's standard buttons and dialogs speak
the same language; and it makes that language's QLocale the default, so numbers,
dates and times shown through QLocale follow it (boinc_gui/formatting.py).

Translations are checked, not trusted (a wrong ``%`` placeholder crashed BOINC
Manager, BOINC issue #2165): ``CheckedTranslator`` refuses a translation whose
placeholders differ from its source's, logs it once, and Qt shows the English.

Text from clients and projects carries BOINC's ``_("…")`` markers
(core/eventlog/markers.py); ``client_text`` replaces each fragment by its
translation (context ``eventlog``) or drops the markers. The core's own event-log
lines stay English in its files; a whole line with a translation in the same
context is shown translated. Task status words come from the core as BOINC's
English phrases; ``status_text`` translates the known phrases in them (context
``status``).
"""
from __future__ import annotations

import logging
import re
import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, QTranslator

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox

from core.eventlog.markers import replace_markers

__all__ = ["LANGUAGES", "LANGUAGE_KEY", "CheckedTranslator", "Installed", "catalogue_dir", "chosen_language",
           "client_text", "install", "language_box", "placeholders", "status_text"]

log = logging.getLogger(__name__)

LANGUAGE_KEY = "ui/language"
"""QSettings key: "" follows the system, else one of ``LANGUAGES``' codes."""

LANGUAGES: dict[str, str] = {
    "en": "English", "de": "Deutsch", "fr": "Français", "es": "Español", "it": "Italiano",
    "pt_BR": "Português (Brasil)", "ru": "Русский", "pl": "Polski", "nl": "Nederlands",
    "ja": "日本語", "zh_CN": "简体中文",
}
"""The languages we ship catalogues for (English is the sources' own), each in its own words."""

# A lone brace counts too: the window fills {name} with str.format, which a stray "{" or "}" in a
# translation would make raise; such a translation is refused like one with a wrong placeholder.
_PLACEHOLDER = re.compile(r"%L?\d{1,2}|%n|%[-+ #0]*\d*(?:\.\d+)?[sdfgieEcxX]|\{[A-Za-z_][A-Za-z0-9_]*\}|%%|[{}]")


def placeholders(text: str) -> Counter[str]:
    """The placeholders of ``text`` (Qt's %1 and %n, printf's %s, Python's {name}, a lone brace), counted."""
    return Counter(m.group(0).replace("%L", "%") for m in _PLACEHOLDER.finditer(text))


def catalogue_dir() -> Path:
    """Where our .qm files are: the bundle's resources, or the source tree's."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[1]
    return root / "resources" / "translations"


def qt_catalogue_dirs() -> list[Path]:
    """Where Qt's own catalogues may be: where Qt says, and the bundle's copy of the wheel's folder."""
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        dirs.append(Path(bundle) / "PySide6" / "Qt" / "translations")
    return dirs


def chosen_language(settings: QSettings | None) -> str:
    """The volunteer's choice, or the system's language when there is none (a locale name, "de_DE")."""
    chosen = str(settings.value(LANGUAGE_KEY, "") or "") if settings is not None else ""
    return chosen or QLocale.system().name()


def language_box(settings: QSettings) -> QComboBox:
    """The settings' language choice: the system's, or one we ship; its data is the code saved
    under ``LANGUAGE_KEY``. Read at start only, so its tooltip says when a change shows."""
    from PySide6.QtWidgets import QComboBox

    box = QComboBox()
    system = QLocale.system()
    # The "C" locale (LANG unset, as in a bare container) has no language name; the window is
    # English there, and says so rather than "System ()".
    named = system.nativeLanguageName() or QLocale(QLocale.Language.English).nativeLanguageName()
    box.addItem(QCoreApplication.translate("i18n", "System (%1)").replace("%1", named), "")
    for code, name in LANGUAGES.items():
        box.addItem(name, code)
    box.setAccessibleName(QCoreApplication.translate("i18n", "Language"))
    box.setToolTip(QCoreApplication.translate("i18n", "Takes effect the next time the window starts."))
    index = box.findData(str(settings.value(LANGUAGE_KEY, "") or ""))
    box.setCurrentIndex(max(index, 0))
    return box


class CheckedTranslator(QTranslator):
    """A QTranslator that refuses translations whose placeholders differ from the source's."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rejected: set[tuple[str, str]] = set()

    def translate(self, context: str, sourceText: str, disambiguation: str | None = None,  # noqa: N803 (Qt's names)
                  n: int = -1) -> str | None:
        text = super().translate(context, sourceText, disambiguation, n)
        # None, not "": Qt takes an empty string for a translation (it checks isNull), and shows
        # nothing; PySide's tr(), which asks each base class's context while the answer equals the
        # source ("GPU", "Computer"), then ended on that empty string.
        if not text:
            return None  # the next catalogue, then the source text
        if placeholders(text) == placeholders(sourceText):
            return text
        if (context, sourceText) not in self.rejected:
            self.rejected.add((context, sourceText))
            log.warning("translation of %r (%s, %s) dropped: its placeholders differ from the source's: %r",
                        sourceText, context, self.language(), text)
        return None  # Qt then shows the source text


class Installed:
    """What ``install`` put in place (kept alive here: Qt does not own installed translators)."""

    def __init__(self, language: str, ours: QTranslator | None, qt: QTranslator | None) -> None:
        self.language = language
        self.ours = ours
        self.qt = qt


def install(app: QCoreApplication, settings: QSettings | None, language: str | None = None,
            directory: Path | None = None) -> Installed:
    """Make ``language`` (default: ``chosen_language``) the window's: QLocale's default and the catalogues.

    A language we have no catalogue for keeps the English text but still gets its QLocale
    (numbers and dates) and Qt's own catalogue when Qt has one."""
    name = language or chosen_language(settings)
    locale = QLocale(name)
    QLocale.setDefault(locale)
    qt = QTranslator(app)
    qt_loaded = any(qt.load(locale, "qtbase", "_", str(where)) for where in qt_catalogue_dirs())
    if qt_loaded:
        app.installTranslator(qt)
    ours = CheckedTranslator(app)
    ours_loaded = ours.load(locale, "boinc_gui", "_", str(directory or catalogue_dir()))
    if ours_loaded:
        app.installTranslator(ours)
    else:
        log.info("no catalogue of ours for %s in %s: the window stays in English", name, directory or catalogue_dir())
    return Installed(name, ours if ours_loaded else None, qt if qt_loaded else None)


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text) or text


def client_text(text: str) -> str:
    """A client's or project's text for display: a known whole line translated, or one of the
    core's own lines of a known form (boinc_gui/eventlog_words.py), else each ``_("…")``
    fragment translated where the catalogue has it, its markers gone."""
    whole = _tr("eventlog", text)
    if whole != text:
        return whole
    from boinc_gui.eventlog_words import core_line  # it imports this module

    core = core_line(text)
    if core is not None:
        return core
    return replace_markers(text, lambda fragment: _tr("eventlog", fragment))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for extraction into ``context``; translated later, where it is shown."""
    return text


# BOINC's task status phrases as the core words them (core/exec/status.py, core/remote/rows.py),
# written out so that pyside6-lupdate extracts them; matched longest first, so "Aborted by
# user" is not read as "Aborted" and more.
STATUS_PHRASES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("status", "New"),
    QT_TRANSLATE_NOOP("status", "Downloading"),
    QT_TRANSLATE_NOOP("status", "Download failed"),
    QT_TRANSLATE_NOOP("status", "Ready to start"),
    QT_TRANSLATE_NOOP("status", "Running"),
    QT_TRANSLATE_NOOP("status", "Waiting to run"),
    QT_TRANSLATE_NOOP("status", "Suspended"),
    QT_TRANSLATE_NOOP("status", "Project suspended by user"),
    QT_TRANSLATE_NOOP("status", "Task suspended by user"),
    QT_TRANSLATE_NOOP("status", "Computation error"),
    QT_TRANSLATE_NOOP("status", "Uploading"),
    QT_TRANSLATE_NOOP("status", "Upload failed"),
    QT_TRANSLATE_NOOP("status", "Ready to report"),
    QT_TRANSLATE_NOOP("status", "Acknowledged"),
    QT_TRANSLATE_NOOP("status", "Aborted"),
    QT_TRANSLATE_NOOP("status", "Aborted by user"),
    QT_TRANSLATE_NOOP("status", "Aborted by project"),
    QT_TRANSLATE_NOOP("status", "Postponed"),
    QT_TRANSLATE_NOOP("status", "Waiting for memory"),
    QT_TRANSLATE_NOOP("status", "Waiting for network"),
    QT_TRANSLATE_NOOP("status", "(non-CPU-intensive)"),
    QT_TRANSLATE_NOOP("status", ", high priority"),
    QT_TRANSLATE_NOOP("status", "suspended"),
    QT_TRANSLATE_NOOP("status", "Aborted: not started by deadline"),
    QT_TRANSLATE_NOOP("status", "Aborted: task disk limit exceeded"),
    QT_TRANSLATE_NOOP("status", "Aborted: run time limit exceeded"),
    QT_TRANSLATE_NOOP("status", "Aborted: memory limit exceeded"),
)
_BY_LENGTH = sorted(STATUS_PHRASES, key=len, reverse=True)
_STATUS = re.compile("|".join(re.escape(p) + (r"\b" if p[-1].isalnum() else "") for p in _BY_LENGTH))


def status_text(status: str) -> str:
    """A task's status from the core, its known phrases translated (the reasons after them as they are)."""
    whole = _tr("status", status)
    if whole != status:
        return whole
    return _STATUS.sub(lambda m: _tr("status", m.group(0)), status)


# Fragments BOINC clients and project schedulers mark with _("…") (client/*.cpp, sched/*.cpp
# of BOINC: their exact English is the key the client sends), extracted for the catalogues.
MARKED_FRAGMENTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("eventlog", "Message from server"),
    QT_TRANSLATE_NOOP("eventlog", "Message from account manager"),
    QT_TRANSLATE_NOOP("eventlog", "No tasks are available for the applications you have selected."),
    QT_TRANSLATE_NOOP("eventlog", "Tasks can't access Internet - check network connection"),
    QT_TRANSLATE_NOOP("eventlog", "BOINC can't access Internet - check network connection"),
    QT_TRANSLATE_NOOP("eventlog", "Tasks need Internet access - consider unsuspending network"),
    QT_TRANSLATE_NOOP("eventlog", "A new version of BOINC is available"),
    QT_TRANSLATE_NOOP("eventlog", "Download"),
    QT_TRANSLATE_NOOP("eventlog", "Unrecognized tag in cc_config.xml"),
    QT_TRANSLATE_NOOP("eventlog", "Missing end tag in cc_config.xml"),
    QT_TRANSLATE_NOOP("eventlog", "Your computer type is not supported by this project"),
    QT_TRANSLATE_NOOP("eventlog", "Invalid or missing account key.  To fix, remove and add this project."),
    QT_TRANSLATE_NOOP("eventlog", "Some tasks need more memory than allowed by your preferences.  "
                                  "Please check the preferences."),
    QT_TRANSLATE_NOOP("eventlog", "Couldn't write state file; check directory permissions"),
)
