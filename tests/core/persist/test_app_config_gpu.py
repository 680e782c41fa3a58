"""app_config.xml's GPU settings reach the GPU app versions: <gpu_versions> per app, <ngpus> per version.

With gpu_usage 0.5 a device runs two of the app's jobs (core.policy.gpu_assign reads it), and
cpu_usage is the CPUs each counts; a CPU version of the same app is left alone.
"""
from __future__ import annotations

from core.ids import AppName, ProjectUrl
from core.persist.app_config import apply_app_config, parse_app_config
from core.state import App, AppVersion, ClientState, Project

URL = ProjectUrl("http://127.0.0.1:1/p/")


def _state() -> ClientState:
    s = ClientState()
    s.projects[URL] = Project(URL)
    s.apps[(URL, AppName("a"))] = App(URL, AppName("a"))
    s.app_versions += [
        AppVersion(URL, AppName("a"), 1, plan_class="cuda", avg_ncpus=1.0, gpu_type="NVIDIA", gpu_usage=1.0),
        AppVersion(URL, AppName("a"), 1, avg_ncpus=1.0),
    ]
    return s


def test_gpu_versions_set_gpu_and_cpu_usage_of_gpu_versions_only() -> None:
    s = _state()
    cfg = parse_app_config("<app_config><app><name>a</name><gpu_versions><gpu_usage>0.5</gpu_usage>"
                           "<cpu_usage>0.2</cpu_usage></gpu_versions></app></app_config>").config
    assert apply_app_config(s, URL, cfg) == []
    gpu, cpu = s.app_versions
    assert (gpu.gpu_usage, gpu.avg_ncpus) == (0.5, 0.2)
    assert (cpu.gpu_usage, cpu.avg_ncpus) == (0.0, 1.0)


def test_app_version_ngpus_sets_the_share_of_that_plan_class() -> None:
    s = _state()
    cfg = parse_app_config("<app_config><app_version><app_name>a</app_name><plan_class>cuda</plan_class>"
                           "<ngpus>0.25</ngpus><avg_ncpus>0.1</avg_ncpus></app_version></app_config>").config
    apply_app_config(s, URL, cfg)
    assert (s.app_versions[0].gpu_usage, s.app_versions[0].avg_ncpus) == (0.25, 0.1)
