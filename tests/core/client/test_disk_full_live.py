"""A live client whose disk fills up and is freed again (issue 16, item 5).

The client's data directory is on a real 8 MB tmpfs; the demo project runs on
127.0.0.1. Once the client has done a job, a filler file takes every free byte.
What must happen: "Couldn't write state file" and "Disk full" are each said once, not
on every retry; computing is suspended with BOINC's disk reason; the client keeps
running. When the filler is deleted: the state file is written again (said once),
computing resumes, and stdoutdae.txt gets new lines, starting with the count of
messages it missed.
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from core.api.commands import ProjectAction, ProjectOp
from core.client.live import LiveClient
from core.ids import ProjectUrl
from core.state.enums import SuspendReason
from tests.core.client.e2e import FAST_PREFS, attach, credited, demo_project, live_client, on_engine, wait_for
from tests.core.small_disk import fill, small_tmpfs

# The default prefs keep 0.1 GB free, more than the whole test filesystem: the disk
# manager would suspend from the start. The volunteer here allows every byte.
ALL_OF_THE_DISK = replace(FAST_PREFS, disk_min_free_gb=0.0, disk_max_used_pct=100.0, disk_max_used_gb=0.0)


def bodies(client: LiveClient, text: str) -> list[str]:
    log = client.session.eventlog
    assert log is not None
    return [m.body for m in log.messages_since(0) if text in m.body]


def test_full_disk_suspends_says_so_once_and_recovers(tmp_path: Path) -> None:
    with small_tmpfs(tmp_path / "fs", "8m") as fs:
        project = demo_project(tmp_path, rsc_disk_bound=1e6)  # the demo default (50 MB) fits no job in 8 MB
        client = live_client(fs / "client", ALL_OF_THE_DISK)
        try:
            attach(client, project)
            wait_for(lambda: credited(project) >= 1, 120, "a first credited result")
            filler = fill(fs)

            wait_for(lambda: bool(bodies(client, "Disk full")), 60, "the disk-full message")
            # Several more failed attempts, each silent. The client's own deletions free a few
            # pages now and then; the filler takes them back (fill appends to the same file).
            wait_for(lambda: fill(fs) == filler and on_engine(client, lambda s: s.save_failures) >= 3, 60,
                     "three failed state writes")
            assert on_engine(client, lambda s: (s.disk.disk_full, s.host.disk_over_limit)) == (True, True)
            wait_for(lambda: on_engine(client, lambda s: s.host.task_reason) == SuspendReason.DISK_SIZE, 30,
                     "computing suspended for disk space")
            # Once per episode: the client's own deletions can free a few pages, let one write
            # through and end an episode before the next failure begins another.
            assert len(bodies(client, "Couldn't write state file")) == 1 + len(
                bodies(client, "State file written again")
            )
            # Said once per episode too (the same deletions can end one and start another).
            full, *again = bodies(client, "Disk full")
            assert len(again) == len(bodies(client, "Disk space available again"))
            assert "No space left on device" in full and "suspended until space is freed" in full
            log_file = fs / "client" / "stdoutdae.txt"
            # The log file's last page may still have had room for the few lines so far;
            # a chatty client (debug flags) would use it up: log until the file refuses.
            log = client.session.eventlog
            assert log is not None
            for i in range(100_000):
                if log.file_error:
                    break
                log.append(f"more to log while the disk is full {i}")
            assert log.file_error == "No space left on device"

            episodes = len(bodies(client, "State file written again"))
            in_file = log_file.read_text().count("State file written again")
            filler.unlink()
            wait_for(lambda: len(bodies(client, "State file written again")) > episodes, 60,
                     "a state write after the space came back")
            wait_for(lambda: log_file.read_text().count("State file written again") > in_file, 30,
                     "the log file written again")
            wait_for(lambda: on_engine(client, lambda s: s.host.task_reason) != SuspendReason.DISK_SIZE, 30,
                     "computing resumed")
            assert len(bodies(client, "Disk space available again")) >= 1
            assert len(bodies(client, "Disk full")) == len(bodies(client, "Disk space available again"))
            assert len(bodies(client, "Couldn't write state file")) == len(bodies(client, "State file written again"))
            text = log_file.read_text()
            assert "not written to this file (No space left on device)" in text
            # The count of missed lines comes before the first line written once the space is
            # back. An episode the client's own deletions ended earlier, while the file still
            # had room, may have put an earlier "written again" line in the file: not that one.
            again_in_file = [m.start() for m in re.finditer("State file written again", text)][in_file:]
            assert again_in_file and text.index("not written to this file") < again_in_file[0]
            done = credited(project)
            # Jobs that failed while the disk was full backed the project off (as BOINC does after
            # a failed job), for up to many minutes on a busy machine. A volunteer who has just
            # freed the disk presses Update, which lifts every backoff.
            client.submit(ProjectOp(ProjectUrl(project.master_url), ProjectAction.UPDATE)).result(timeout=30)
            wait_for(lambda: credited(project) > done, 180, "work done after the disk was freed")
        finally:
            client.stop()
            project.stop()
