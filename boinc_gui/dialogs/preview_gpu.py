"""The what-if preview's GPU words: one line per GPU type, and the changes worth a sentence.

The figures are the core's (``Outlook.gpus``, core/emulator/outlook_gpu.py): per GPU type,
the share of the time its devices could compute that they stood idle, GPU tasks done, and
GPU tasks that would end (or never start) after their deadlines, over the preview's
horizon, with the preferences in force and with the edited ones. A computer without GPUs
gets no GPU words. The thresholds are the CPU figures' (core/emulator/from_state.py,
``differences``): idle time that moves by 5 points, any change in deadlines missed.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.emulator.from_state import Outlook, differences
from core.emulator.outlook_gpu import GpuOutlook

IDLE_STEP = 0.05
"""Idle time must move this much to be worth a sentence (as the CPUs' in ``differences``)."""



def _fill(text: str, *values: object) -> str:
    for i, v in enumerate(values, 1):
        text = text.replace(f"%{i}", str(v))
    return text


def _pairs(today: Outlook, edited: Outlook) -> list[tuple[GpuOutlook, GpuOutlook]]:
    before = {g.rsc_type: g for g in today.gpus}
    return [(before[g.rsc_type], g) for g in edited.gpus if g.rsc_type in before]


def gpu_rows(today: Outlook, edited: Outlook) -> list[str]:
    """The figures' lines, one per GPU type: the edited settings', then today's in brackets."""
    # One literal per message: lupdate reads no joined strings.
    row = QCoreApplication.translate(
        "PreviewGpu",
        "GPU %1 (%2 devices): idle %3 (%4 with the current settings); GPU tasks done %5 (%6); GPU tasks late %7 (%8)")
    return [_fill(row, e.rsc_type, e.devices, f"{e.idle_fraction:.0%}", f"{b.idle_fraction:.0%}", e.jobs_done,
                  b.jobs_done, e.jobs_late, b.jobs_late)
            for b, e in _pairs(today, edited)]


def gpu_sentences(today: Outlook, edited: Outlook) -> list[str]:
    """What would change on the GPUs, in words (none when nothing does)."""
    out: list[str] = []
    for b, e in _pairs(today, edited):
        if abs(e.idle_fraction - b.idle_fraction) >= IDLE_STEP:
            idle = QCoreApplication.translate(
                "PreviewGpu", "the %1 GPUs would stand idle %2 of the time (with the current settings: %3)")
            out.append(_fill(idle, e.rsc_type, f"{e.idle_fraction:.0%}", f"{b.idle_fraction:.0%}"))
        if e.jobs_late != b.jobs_late:
            late = QCoreApplication.translate(
                "PreviewGpu", "%1 GPU tasks would miss their deadlines (with the current settings: %2)")
            out.append(_fill(late, e.jobs_late, b.jobs_late))
    return out


def with_gpu_sentences(sentences: list[str], today: Outlook, edited: Outlook) -> list[str]:
    """``sentences`` (the core's, on deadlines, CPU shares, tasks and idle CPUs) with the GPUs'
    after them; the core's "no change expected" goes when the GPUs would change."""
    extra = gpu_sentences(today, edited)
    if not extra:
        return sentences
    # The core says "no change expected" in one sentence, the one it says for no change at all.
    nothing = sentences == differences(today, today)
    return extra if nothing else [*sentences, *extra]
