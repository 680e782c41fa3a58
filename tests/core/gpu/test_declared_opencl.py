"""A GPU type declared in cc_config.xml with ``<coproc_opencl>``: an OpenCL type (our extension).

BOINC's ``COPROC::parse`` reads a ``<coproc_opencl>`` inside cc_config's ``<coproc>`` and
then leaves the type without OpenCL, so the block never reaches a project. Here the type
gets OpenCL: the properties go into the scheduler request's generic ``<coproc>`` (a project
then offers OpenCL versions), the devices are OpenCL devices from the given index on, and
the block survives the client writing cc_config.xml back.
"""
from __future__ import annotations

from core.coprocs.coprocs_xml import coprocs_xml
from core.coprocs.devices import ResourceRequest
from core.gpu.correlate import GpuConfig, correlate
from core.persist.cc_config import parse_cc_config, render_cc_config
from core.xml.hardened import parse_xml

DOC = b"""<cc_config><options>
<coproc><type>pocl</type><count>2</count><peak_flops>5e10</peak_flops>
  <coproc_opencl>
    <name>pthread-cpu</name><vendor>AuthenticAMD</vendor><opencl_device_index>3</opencl_device_index>
    <global_mem_size>4294967296</global_mem_size><opencl_device_version>OpenCL 3.0 PoCL</opencl_device_version>
  </coproc_opencl>
</coproc>
<coproc><type>fakegpu</type><count>1</count></coproc>
</options></cc_config>
"""


def test_a_declared_type_with_coproc_opencl_is_an_opencl_type() -> None:
    config, warnings = parse_cc_config(DOC)
    assert warnings == []
    pocl, fake = config.options.coproc
    assert pocl.opencl is not None and fake.opencl is None
    assert (pocl.opencl.vendor, pocl.opencl.opencl_device_index) == ("AuthenticAMD", 3)

    host = correlate(None, GpuConfig(declared=tuple(config.options.coproc)))
    by_type = {c.type: c for c in host.coprocs}
    assert by_type["pocl"].have_opencl and by_type["pocl"].opencl_device_indexes == [3, 4]
    assert by_type["pocl"].available_ram == 4294967296.0
    assert not by_type["fakegpu"].have_opencl and by_type["fakegpu"].opencl_device_indexes == []

    block = parse_xml(coprocs_xml(host.coprocs, {"pocl": ResourceRequest(100.0, 2.0)}).encode())
    sent = {c.findtext("type"): c for c in block.findall("coproc")}
    assert sent["pocl"].findtext("coproc_opencl/vendor") == "AuthenticAMD"
    assert sent["pocl"].findtext("coproc_opencl/name") == "pthread-cpu"
    assert sent["fakegpu"].find("coproc_opencl") is None


def test_coproc_opencl_survives_writing_cc_config_back() -> None:
    config, _ = parse_cc_config(DOC)
    again, warnings = parse_cc_config(render_cc_config(config))
    assert warnings == []
    assert again.options.coproc == config.options.coproc
