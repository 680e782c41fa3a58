"""cc_config.xml's GPU options: read as BOINC's client reads them, written back, read again.

Before these fields existed the options were skipped (``<coproc>``, ``<exclude_gpu>``,
``<ignore_*_dev>``) or dropped as legacy (``<prioritize_gpu>``), so a declared GPU
never reached the client.
"""
from __future__ import annotations

from core.persist.cc_config import DeclaredCoproc, ExcludeGpu, parse_cc_config, render_cc_config

DOC = b"""<cc_config><options>
<coproc><type>fakegpu</type><count>3</count><peak_flops>2e12</peak_flops><device_nums>4 7</device_nums></coproc>
<coproc><type>npu</type><count>1</count><count>2</count><non_gpu>1</non_gpu></coproc>
<coproc><type>fakegpu</type><count>9</count></coproc>
<coproc><type>CPU</type><count>4</count></coproc>
<coproc><count>1</count></coproc>
<exclude_gpu><url>http://einstein.example/</url><device_num>1</device_num><type>NVIDIA</type><app>brp</app></exclude_gpu>
<exclude_gpu><url>HTTP://Prime.Example//gpu</url></exclude_gpu>
<exclude_gpu><device_num>0</device_num></exclude_gpu>
<exclude_gpu><url>http://x.example/</url><device_num>64</device_num></exclude_gpu>
<ignore_nvidia_dev>1</ignore_nvidia_dev><ignore_cuda_dev>2</ignore_cuda_dev>
<ignore_ati_dev>0</ignore_ati_dev><ignore_intel_dev>3</ignore_intel_dev><ignore_apple_dev>5</ignore_apple_dev>
<use_all_gpus>1</use_all_gpus><no_gpus>1</no_gpus><no_opencl>1</no_opencl>
<exclusive_gpu_app>game.exe</exclusive_gpu_app><prioritize_gpu>1</prioritize_gpu>
</options></cc_config>
"""


def test_gpu_options_are_read_as_boinc_reads_them() -> None:
    config, warnings = parse_cc_config(DOC)
    o = config.options
    # Devices past the numbers given are numbered by their position, as BOINC's parser leaves them.
    assert o.coproc == [DeclaredCoproc("fakegpu", 3, 2e12, [4, 7, 2]), DeclaredCoproc("npu", 2, 0.0, [0, 1], True)]
    assert o.exclude_gpu == [ExcludeGpu("http://einstein.example/", 1, "NVIDIA", "brp"),
                             ExcludeGpu("http://prime.example/gpu/", -1, "", "")]  # canonical, as BOINC matches it
    assert (o.ignore_nvidia_dev, o.ignore_ati_dev, o.ignore_intel_dev, o.ignore_apple_dev) == ([1, 2], [0], [3], [5])
    assert o.use_all_gpus and o.no_gpus and o.no_opencl and o.prioritize_gpu
    assert o.exclusive_gpu_app == ["game.exe"]
    said = "\n".join(warnings)
    for what in ("second <coproc> of type fakegpu", "type CPU", "without <type>", "without <url>", "past the last"):
        assert what in said, what
    assert "unknown element" not in said


def test_gpu_options_survive_writing_and_reading_back() -> None:
    config, _ = parse_cc_config(DOC)
    again, warnings = parse_cc_config(render_cc_config(config))
    assert again == config and warnings == []
    written = render_cc_config(config).decode()
    assert "<device_nums>4 7 2</device_nums>" in written  # every device numbered, as BOINC writes it
