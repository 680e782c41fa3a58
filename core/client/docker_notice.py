"""Tell the volunteer to install Podman or Docker only when a project needs it.

BOINC 8.2 posts "install Docker" at every start on any host without it
(``show_docker_messages`` in ``client/client_state.cpp``), whether or not an
attached project has container work; volunteers called it nagging. We keep
BOINC's rule for what needs Docker, an app version whose plan class contains
``docker`` (``APP_VERSION::parse`` sets ``is_docker_app`` so in
``client/client_types.cpp``), and speak only when such a version belongs to an
attached project, the host has neither Podman nor Docker, and cc_config's
``dont_use_docker`` does not say the volunteer wants none. One notice and one
event-log line per project per run; checked at start and after each scheduler
reply (new app versions arrive there). Engine thread only.
"""
from __future__ import annotations

from collections.abc import Callable

from core.eventlog.notices import NoticeBoard
from core.ids import ProjectUrl
from core.state import ClientState

INSTALL_URL = "https://github.com/BOINC/boinc/wiki/Installing-Docker-on-Linux"
TITLE = "Podman or Docker needed"


def is_docker_plan_class(plan_class: str) -> bool:
    return "docker" in plan_class


def projects_needing_docker(state: ClientState) -> list[ProjectUrl]:
    """Attached projects holding an app version that runs in a container, in attach order."""
    wanted = {av.project_url for av in state.app_versions if is_docker_plan_class(av.plan_class)}
    return [url for url in state.projects if url in wanted]


class DockerAdvice:
    def __init__(self, notices: NoticeBoard, log: Callable[[ProjectUrl, str], None],
                 project_name: Callable[[ProjectUrl], str]) -> None:
        self._notices = notices
        self._log = log
        self._name = project_name
        self._told: set[ProjectUrl] = set()

    def check(self, state: ClientState, dont_use_docker: bool, now: float) -> list[ProjectUrl]:
        """Post what is newly due; returns the projects told about this time."""
        if dont_use_docker or state.host_info.docker_version:
            return []
        told: list[ProjectUrl] = []
        for url in projects_needing_docker(state):
            if url in self._told:
                continue
            self._told.add(url)
            name = self._name(url)
            text = (f"{name} has tasks that run in containers, and this computer has neither Podman nor "
                    "Docker, so they cannot run here. Install Podman (or Docker) and restart the client to "
                    "run them; or set <dont_use_docker> in cc_config.xml if you do not want them.")
            self._notices.add(TITLE, text, now, category="client", project_name=name, link=INSTALL_URL)
            self._log(url, "This project's container apps need Podman or Docker, which is not installed")
            told.append(url)
        return told
