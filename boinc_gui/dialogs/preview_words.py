"""The preview's sentences in the window's language.

The core says what a change would do in English (core.emulator.from_state: ``differences``
and ``span_words``; the core has no Qt). Each shape of its sentences is matched here and said
again through the catalogue (context ``preview``; counts with Qt's plural forms). A sentence
of a shape not known here, or whose words the catalogue lacks (English has no catalogue), is
shown as the core said it, so the English is the core's own.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

__all__ = ["sentence_words", "span_words"]

_SPAN = re.compile(r"(\d+(?:\.\d+)?) (day|hour|minute)s?")


def _said(text: str, source: str, n: int = -1) -> bool:
    """Whether the catalogue had ``source`` (Qt gives the source back, %n filled, when it has not)."""
    return text != (source.replace("%n", str(n)) if n >= 0 else source)


def span_words(words: str) -> str:
    """``span_words``' "7 days", "2.5 hours", "10 minutes" in the window's language."""
    m = _SPAN.fullmatch(words)
    if not m:
        return words
    value, unit = m.group(1), m.group(2)
    if "." not in value:
        n = int(value)
        if unit == "day":
            text, source = QCoreApplication.translate("preview", "%n day(s)", "", n), "%n day(s)"
        elif unit == "hour":
            text, source = QCoreApplication.translate("preview", "%n hour(s)", "", n), "%n hour(s)"
        else:
            text, source = QCoreApplication.translate("preview", "%n minute(s)", "", n), "%n minute(s)"
        return text if _said(text, source, n) else words
    if unit == "day":
        text, source = QCoreApplication.translate("preview", "{value} days"), "{value} days"
    elif unit == "hour":
        text, source = QCoreApplication.translate("preview", "{value} hours"), "{value} hours"
    else:
        text, source = QCoreApplication.translate("preview", "{value} minutes"), "{value} minutes"
    return text.format(value=value) if _said(text, source) else words


_NAME, _SPAN_TEXT = r"(?P<project>.+?)", r"in the next (?P<span>.+?)"
_NEW = re.compile(rf"{_NAME} would get (?P<cpu>\d+%) of the CPU time and finish (?P<done>\d+) tasks? {_SPAN_TEXT}"
                  r"(?:, missing (?P<missed>\d+) deadlines?)?")
_MISS_MORE = re.compile(rf"{_NAME} would miss (?P<n>\d+) deadlines? {_SPAN_TEXT} \(today's settings: (?P<before>\d+)\)")
_MISS_FEWER = re.compile(rf"{_NAME} would miss (?P<n>\d+) deadlines {_SPAN_TEXT} instead of (?P<before>\d+)")
_SHARE = re.compile(rf"{_NAME} would get (?P<cpu>\d+%) of the CPU time instead of (?P<before>\d+%) \((?P<reason>.+)\)")
_NEWCOMER = re.compile(r"it would share the CPUs with (?P<names>.+), which has had no computer time yet and so comes "
                       r"first until it has had its share; (?P<project>.+)'s resource share would be (?P<share>\d+%) "
                       r"instead of (?P<before>\d+%)")
_SHARE_CHANGED = re.compile(r"its resource share would be (?P<share>\d+%) instead of (?P<before>\d+%)")
_SHARE_SAME = re.compile(r"its resource share stays (?P<share>\d+%)")
_NONE_DONE = re.compile(rf"{_NAME} would finish no task {_SPAN_TEXT}")
_DONE = re.compile(rf"{_NAME} would finish (?P<n>\d+) tasks {_SPAN_TEXT} instead of (?P<before>\d+)")
_IDLE = re.compile(r"the CPUs allowed to compute would stand idle (?P<idle>\d+%) of the time "
                   r"\(with the current settings: (?P<before>\d+%)\)")
_SAME = "no change expected in deadlines, CPU shares, tasks done or idle time"


def _reason_words(reason: str) -> str | None:
    if m := _NEWCOMER.fullmatch(reason):
        source = ("it would share the CPUs with {names}, which has had no computer time yet and so comes first until "
                  "it has had its share; {project}'s resource share would be {share} instead of {before}")
        text = QCoreApplication.translate(
            "preview", "it would share the CPUs with {names}, which has had no computer time yet and so comes first "
            "until it has had its share; {project}'s resource share would be {share} instead of {before}")
        return text.format(**m.groupdict()) if _said(text, source) else None
    if m := _SHARE_CHANGED.fullmatch(reason):
        text = QCoreApplication.translate("preview", "its resource share would be {share} instead of {before}")
        return text.format(**m.groupdict()) if _said(text, "its resource share would be {share} instead of {before}") \
            else None
    if m := _SHARE_SAME.fullmatch(reason):
        text = QCoreApplication.translate("preview", "its resource share stays {share}")
        return text.format(**m.groupdict()) if _said(text, "its resource share stays {share}") else None
    return None


def sentence_words(sentence: str) -> str:
    """One of ``differences``' sentences in the window's language (as the core said it when unknown)."""
    if m := _NEW.fullmatch(sentence):
        done = int(m.group("done"))
        source = "{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}"
        text = QCoreApplication.translate(
            "preview", "{project} would get {cpu} of the CPU time and finish %n task(s) in the next {span}", "", done)
        if not _said(text, source, done):
            return sentence
        said = text.format(project=m.group("project"), cpu=m.group("cpu"), span=span_words(m.group("span")))
        if m.group("missed"):
            missed = int(m.group("missed"))
            more = QCoreApplication.translate("preview", ", missing %n deadline(s)", "", missed)
            if not _said(more, ", missing %n deadline(s)", missed):
                return sentence
            said += more
        return said
    if m := _MISS_MORE.fullmatch(sentence):
        n = int(m.group("n"))
        source = "{project} would miss %n deadline(s) in the next {span} (today's settings: {before})"
        text = QCoreApplication.translate(
            "preview", "{project} would miss %n deadline(s) in the next {span} (today's settings: {before})", "", n)
        return text.format(project=m.group("project"), span=span_words(m.group("span")), before=m.group("before")) \
            if _said(text, source, n) else sentence
    if m := _MISS_FEWER.fullmatch(sentence):
        n = int(m.group("n"))
        source = "{project} would miss %n deadline(s) in the next {span} instead of {before}"
        text = QCoreApplication.translate(
            "preview", "{project} would miss %n deadline(s) in the next {span} instead of {before}", "", n)
        return text.format(project=m.group("project"), span=span_words(m.group("span")), before=m.group("before")) \
            if _said(text, source, n) else sentence
    if m := _SHARE.fullmatch(sentence):
        reason = _reason_words(m.group("reason"))
        source = "{project} would get {cpu} of the CPU time instead of {before} ({reason})"
        text = QCoreApplication.translate(
            "preview", "{project} would get {cpu} of the CPU time instead of {before} ({reason})")
        if reason is None or not _said(text, source):
            return sentence
        return text.format(project=m.group("project"), cpu=m.group("cpu"), before=m.group("before"), reason=reason)
    if m := _NONE_DONE.fullmatch(sentence):
        text = QCoreApplication.translate("preview", "{project} would finish no task in the next {span}")
        return text.format(project=m.group("project"), span=span_words(m.group("span"))) \
            if _said(text, "{project} would finish no task in the next {span}") else sentence
    if m := _DONE.fullmatch(sentence):
        n = int(m.group("n"))
        source = "{project} would finish %n task(s) in the next {span} instead of {before}"
        text = QCoreApplication.translate(
            "preview", "{project} would finish %n task(s) in the next {span} instead of {before}", "", n)
        return text.format(project=m.group("project"), span=span_words(m.group("span")), before=m.group("before")) \
            if _said(text, source, n) else sentence
    if m := _IDLE.fullmatch(sentence):
        source = "the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})"
        text = QCoreApplication.translate(
            "preview",
            "the CPUs allowed to compute would stand idle {idle} of the time (with the current settings: {before})")
        return text.format(**m.groupdict()) if _said(text, source) else sentence
    if sentence == _SAME:
        return QCoreApplication.translate("preview", "no change expected in deadlines, CPU shares, tasks done or "
                                                     "idle time")
    return sentence
