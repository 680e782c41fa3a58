"""The disk data manager (issue 3): limits, shares, deletion policies, adapters.

Pure decisions live in ``limits``, ``accounting``, ``candidates``, ``policy``,
``poll``, ``server`` and ``snapshot``; ``live`` measures and deletes real files,
``emulated`` does the same in memory for the emulator. The specification is the
data manager seed (../shared/seeds/disk-data-manager.txt).

Typical engine use, once per tick::

    limits = limits_from_measurement(state.prefs, disk.measure())
    index = DiskIndex.build(state, now)            # or reuse while still valid
    decision = data_manager_poll(state, limits, now, index)
    if decision.deletions or decision.aborts:
        results = disk.delete(decision.deletions, now)
        apply_poll(state, decision, [r.deletion for r in results if r.outcome.gone])

and before accepting a new file, ``associate_file``.
"""
from __future__ import annotations

from core.disk.accounting import (
    DiskAccounts,
    ProjectDisk,
    accounts,
    free_space,
    greatest_offender,
    offenders,
    project_limit,
    project_usage,
)
from core.disk.candidates import DeletionRule, DiskIndex, References, deletion_key, references
from core.disk.events import DeletionOutcome, DeletionResult, DiskEvent
from core.disk.limits import DiskLimits, DiskMeasurement, LimitSource, compute_limits, limits_from_measurement
from core.disk.policy import (
    AddFileDecision,
    AddFileReason,
    Deletion,
    DeletionReason,
    SpacePlan,
    apply_association,
    apply_deletions,
    associate_file,
    get_more_disk_space,
    init_file_attributes,
    potentially_free,
    total_potentially_free,
)
from core.disk.poll import PollAction, PollDecision, ResultAbort, apply_poll, data_manager_poll
from core.disk.server import DiskRequestFigures, PassResult, ServerPass, request_figures, server_passes
from core.disk.snapshot import DiskSnapshot, ProjectDiskRow, disk_snapshot, explain

__all__ = [
    "AddFileDecision",
    "AddFileReason",
    "Deletion",
    "DeletionOutcome",
    "DeletionReason",
    "DeletionResult",
    "DeletionRule",
    "DiskAccounts",
    "DiskEvent",
    "DiskIndex",
    "DiskLimits",
    "DiskMeasurement",
    "DiskRequestFigures",
    "DiskSnapshot",
    "LimitSource",
    "PassResult",
    "PollAction",
    "PollDecision",
    "ProjectDisk",
    "ProjectDiskRow",
    "References",
    "ResultAbort",
    "ServerPass",
    "SpacePlan",
    "accounts",
    "apply_association",
    "apply_deletions",
    "apply_poll",
    "associate_file",
    "compute_limits",
    "data_manager_poll",
    "deletion_key",
    "disk_snapshot",
    "explain",
    "free_space",
    "get_more_disk_space",
    "greatest_offender",
    "init_file_attributes",
    "limits_from_measurement",
    "offenders",
    "potentially_free",
    "project_limit",
    "project_usage",
    "references",
    "request_figures",
    "server_passes",
    "total_potentially_free",
]
