"""Disk accounting: Project_usage, Project_limit, free_space and the offenders.

Definitions (the data manager seed):

* ``Project_usage(p)`` is ``Project.disk_usage + Project.disk_reserved``: the bytes
  of p's files on disk (the live adapter measures them; adding and deleting files
  keep the figure current) plus those of files accepted but not downloaded yet.
  The seed's "size of all files associated with a project" includes the latter;
  what the volunteer is shown as used (get_disk_usage) is only the former.
* ``Project_limit(p) = aPl * share(p)``, where ``share(p)`` is p's resource
  share divided by the sum over all attached projects. If every share is zero
  (or unusable) the space is split equally, so no project is left with nothing
  by an arithmetic accident.
* ``free_space = aPl - sum(Project_usage)``. A project under its limit leaves
  the difference in here, where any project may use it ("lending"); it may be
  negative when the client is over Total_Limit.
* p is an *offender* when ``Project_usage(p) - Project_limit(p) > 0``; the
  greatest offender has the largest such excess (ties: the first in the state's
  project order, which is deterministic).

Reads: ``ClientState.projects`` (resource_share, disk_usage, disk_reserved) and ``DiskLimits``.
Writes nothing.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from core.disk.limits import DiskLimits
from core.ids import ProjectUrl
from core.state import ClientState, Project


def clean_bytes(value: float) -> float:
    """A byte count usable in sums: negative, NaN or absurd (>= 1 EB) values are 0."""
    return value if 0.0 < value < 1e18 else 0.0


@dataclass(frozen=True, slots=True)
class ProjectDisk:
    """One project's figures (bytes)."""

    url: ProjectUrl
    usage: float  # Project_usage
    limit: float  # Project_limit
    share: float  # fraction of aPl, 0..1

    @property
    def over_by(self) -> float:
        """usage - limit; positive for an offender."""
        return self.usage - self.limit

    @property
    def offender(self) -> bool:
        return self.usage - self.limit > 0


@dataclass(frozen=True, slots=True)
class DiskAccounts:
    """Every project's usage and limit, computed once per decision."""

    all_projects_limit: float  # aPl
    projects: dict[ProjectUrl, ProjectDisk]  # in the state's project order; read-only

    @property
    def total_usage(self) -> float:
        """all_Project_usage."""
        return sum(p.usage for p in self.projects.values())

    @property
    def free_space(self) -> float:
        return self.all_projects_limit - self.total_usage

    def offenders(self) -> list[ProjectUrl]:
        """Offending projects, greatest first (stable for equal excess)."""
        found = [p for p in self.projects.values() if p.offender]
        found.sort(key=lambda p: -p.over_by)
        return [p.url for p in found]

    def greatest_offender(self) -> ProjectUrl | None:
        best: ProjectDisk | None = None
        for p in self.projects.values():
            if p.offender and (best is None or p.over_by > best.over_by):
                best = p
        return best.url if best else None


def booked_bytes(project: Project) -> float:
    """Project_usage(p): on disk plus reserved for downloads, bytes."""
    return clean_bytes(project.disk_usage) + clean_bytes(project.disk_reserved)


def _share_weight(resource_share: float) -> float:
    return resource_share if math.isfinite(resource_share) and resource_share > 0 else 0.0


def accounts(state: ClientState, limits: DiskLimits) -> DiskAccounts:
    """Usage, limit and share of every attached project."""
    apl = limits.all_projects_limit
    weights = {url: _share_weight(p.resource_share) for url, p in state.projects.items()}
    total = sum(weights.values())
    n = len(weights)
    rows: dict[ProjectUrl, ProjectDisk] = {}
    for url, project in state.projects.items():
        share = weights[url] / total if total > 0 else 1.0 / n
        rows[url] = ProjectDisk(url, booked_bytes(project), apl * share, share)
    return DiskAccounts(apl, rows)


def project_usage(state: ClientState, url: ProjectUrl) -> float:
    """Project_usage(p), bytes."""
    return booked_bytes(state.projects[url])


def project_limit(state: ClientState, limits: DiskLimits, url: ProjectUrl) -> float:
    """Project_limit(p) = aPl * share(p), bytes."""
    return accounts(state, limits).projects[url].limit


def free_space(state: ClientState, limits: DiskLimits) -> float:
    """aPl - all_Project_usage, bytes (negative when over Total_Limit)."""
    return accounts(state, limits).free_space


def offenders(state: ClientState, limits: DiskLimits) -> list[ProjectUrl]:
    """Projects using more than their limit, greatest excess first."""
    return accounts(state, limits).offenders()


def greatest_offender(state: ClientState, limits: DiskLimits) -> ProjectUrl | None:
    return accounts(state, limits).greatest_offender()
