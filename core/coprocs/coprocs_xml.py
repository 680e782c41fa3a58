"""BOINC's ``<coprocs>`` block: written into scheduler requests and host_info, read back.

Each resource type is one element: ``<coproc_cuda>`` for NVIDIA, ``<coproc_ati>``,
``<coproc_intel_gpu>``, ``<coproc_apple_gpu>``, and a generic ``<coproc>`` for every
other type (a hand-declared one included). A scheduler request adds ``req_secs``,
``req_instances`` and ``estimated_delay`` to each; host_info and the state file do not,
and they list the NVIDIA devices' PCI slots instead. The layout follows
lib/coproc.cpp's ``write_xml`` element for element, so a scheduler reads ours as it
reads the real client's.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from lxml import etree

from core.coprocs.devices import (
    APPLE_GPU,
    ATI,
    INTEL_GPU,
    NVIDIA,
    Coproc,
    CudaDevice,
    CudaProps,
    PciInfo,
    ResourceRequest,
    canonical_type,
)
from core.coprocs.opencl_prop import OpenClProp, opencl_prop_xml, parse_opencl_prop
from core.coprocs.peak_flops import apple_peak_flops, ati_peak_flops, intel_peak_flops, nvidia_peak_flops
from core.xml.fields import esc, text_of

MEGA = 1024.0 * 1024.0

TAGS = {NVIDIA: "coproc_cuda", ATI: "coproc_ati", INTEL_GPU: "coproc_intel_gpu", APPLE_GPU: "coproc_apple_gpu"}


def _request(req: ResourceRequest) -> str:
    return (f"   <req_secs>{req.req_secs:f}</req_secs>\n"
            f"   <req_instances>{req.req_instances:f}</req_instances>\n"
            f"   <estimated_delay>{req.estimated_delay:f}</estimated_delay>\n")


def _opencl(c: Coproc) -> str:
    return opencl_prop_xml(c.opencl, "coproc_opencl") if c.have_opencl and c.opencl is not None else ""


def _element(tag: str, head: str, req: ResourceRequest | None, body: str, c: Coproc, tail: str = "") -> str:
    """One type's element in BOINC's order: ``head``, the request (in a scheduler request),
    ``body`` (from the peak FLOPS on), the OpenCL properties, then ``tail``."""
    asked = _request(req) if req is not None else ""
    return f"<{tag}>\n{head}{asked}{body}{_opencl(c)}{tail}</{tag}>\n"


def _cuda_xml(c: Coproc, req: ResourceRequest | None) -> str:
    dev = c.cuda if c.cuda is not None else CudaDevice(device_num=0)
    p = dev.props
    name = p.name if c.have_cuda else (c.opencl.name if c.opencl is not None else c.name)
    head = (f"   <count>{c.count}</count>\n   <name>{esc(name)}</name>\n"
            f"   <available_ram>{c.available_ram:f}</available_ram>\n   <have_cuda>{int(c.have_cuda)}</have_cuda>\n"
            f"   <have_opencl>{int(c.have_opencl)}</have_opencl>\n")
    body = (
        f"   <peak_flops>{c.peak_flops:f}</peak_flops>\n   <cudaVersion>{dev.cuda_version}</cudaVersion>\n"
        f"   <drvVersion>{dev.driver_version}</drvVersion>\n"
        f"   <totalGlobalMem>{p.total_global_mem:f}</totalGlobalMem>\n"
        f"   <sharedMemPerBlock>{p.shared_mem_per_block:f}</sharedMemPerBlock>\n"
        f"   <regsPerBlock>{p.regs_per_block}</regsPerBlock>\n   <warpSize>{p.warp_size}</warpSize>\n"
        f"   <memPitch>{p.mem_pitch:f}</memPitch>\n"
        f"   <maxThreadsPerBlock>{p.max_threads_per_block}</maxThreadsPerBlock>\n"
        f"   <maxThreadsDim>{' '.join(map(str, p.max_threads_dim))}</maxThreadsDim>\n"
        f"   <maxGridSize>{' '.join(map(str, p.max_grid_size))}</maxGridSize>\n"
        f"   <clockRate>{p.clock_rate}</clockRate>\n   <totalConstMem>{p.total_const_mem:f}</totalConstMem>\n"
        f"   <major>{p.major}</major>\n   <minor>{p.minor}</minor>\n"
        f"   <textureAlignment>{p.texture_alignment:f}</textureAlignment>\n"
        f"   <deviceOverlap>{p.device_overlap}</deviceOverlap>\n"
        f"   <multiProcessorCount>{p.multiprocessor_count}</multiProcessorCount>\n"
    )
    # The cards' PCI addresses in host_info only (a scheduler request leaves them out).
    pcis = "" if req is not None else "".join(
        f"<pci_info>\n   <bus_id>{pci.bus_id}</bus_id>\n   <device_id>{pci.device_id}</device_id>\n"
        f"   <domain_id>{pci.domain_id}</domain_id>\n</pci_info>\n" for pci in c.pci_infos[: c.count])
    return _element("coproc_cuda", head, req, body, c, pcis)


def _ati_xml(c: Coproc, req: ResourceRequest | None) -> str:
    # Without AMD's long-gone CAL library every figure comes from OpenCL, as BOINC fills
    # them then: local RAM in MB from the global memory, engine clock from the clock.
    cl = c.opencl if c.opencl is not None else OpenClProp()
    head = (f"   <count>{c.count}</count>\n   <name>{esc(c.name)}</name>\n"
            f"   <available_ram>{c.available_ram:f}</available_ram>\n   <have_cal>{int(c.have_cal)}</have_cal>\n"
            f"   <have_opencl>{int(c.have_opencl)}</have_opencl>\n")
    body = (
        f"   <peak_flops>{c.peak_flops:f}</peak_flops>\n   <CALVersion></CALVersion>\n   <target>0</target>\n"
        f"   <localRAM>{int(cl.global_mem_size / MEGA)}</localRAM>\n   <uncachedRemoteRAM>0</uncachedRemoteRAM>\n"
        f"   <cachedRemoteRAM>0</cachedRemoteRAM>\n   <engineClock>{cl.max_clock_frequency}</engineClock>\n"
        "   <memoryClock>0</memoryClock>\n   <wavefrontSize>0</wavefrontSize>\n   <numberOfSIMD>0</numberOfSIMD>\n"
        "   <doublePrecision>0</doublePrecision>\n   <pitch_alignment>0</pitch_alignment>\n"
        "   <surface_alignment>0</surface_alignment>\n   <maxResource1DWidth>0</maxResource1DWidth>\n"
        "   <maxResource2DWidth>0</maxResource2DWidth>\n   <maxResource2DHeight>0</maxResource2DHeight>\n")
    return _element("coproc_ati", head, req, body, c)


def _intel_xml(c: Coproc, req: ResourceRequest | None) -> str:
    name = c.opencl.name if c.opencl is not None else c.name
    head = (f"   <count>{c.count}</count>\n   <name>{esc(name)}</name>\n"
            f"   <available_ram>{c.available_ram:f}</available_ram>\n"
            f"   <have_opencl>{int(c.have_opencl)}</have_opencl>\n")
    return _element("coproc_intel_gpu", head, req, f"   <peak_flops>{c.peak_flops:f}</peak_flops>\n", c)


def _apple_xml(c: Coproc, req: ResourceRequest | None) -> str:
    # Metal is macOS's; a Linux client only ever sees an Apple GPU through OpenCL.
    head = (f"   <count>{c.count}</count>\n   <model>{esc(c.name)}</model>\n"
            f"   <available_ram>{c.available_ram:f}</available_ram>\n   <have_metal>0</have_metal>\n"
            f"   <have_opencl>{int(c.have_opencl)}</have_opencl>\n   <ncores>0</ncores>\n"
            "   <metal_support>0</metal_support>\n")
    return _element("coproc_apple_gpu", head, req, f"   <peak_flops>{c.peak_flops:f}</peak_flops>\n", c)


def _generic_xml(c: Coproc, req: ResourceRequest | None) -> str:
    # A declared type: the peak FLOPS before the request.
    head = (f"   <type>{esc(c.type)}</type>\n   <count>{c.count}</count>\n"
            f"   <peak_flops>{c.peak_flops:f}</peak_flops>\n")
    return _element("coproc", head, req, "", c)


def coproc_xml(c: Coproc, request: ResourceRequest | None = None) -> str:
    """One resource type's element; with ``request`` in the scheduler-request form."""
    kind = canonical_type(c.type)
    if kind == NVIDIA:
        return _cuda_xml(c, request)
    if kind == ATI:
        return _ati_xml(c, request)
    if kind == INTEL_GPU:
        return _intel_xml(c, request)
    if kind == APPLE_GPU:
        return _apple_xml(c, request)
    return _generic_xml(c, request)


def coprocs_xml(coprocs: Sequence[Coproc], requests: Mapping[str, ResourceRequest] | None = None) -> str:
    """The ``<coprocs>`` block. ``requests`` (by type) makes it the scheduler-request form,
    where a type missing from the mapping asks for nothing; None gives host_info's form."""
    body = []
    for c in coprocs:
        req = None if requests is None else requests.get(c.type, ResourceRequest())
        body.append(coproc_xml(c, req))
    return "    <coprocs>\n" + "".join(body) + "    </coprocs>\n"


def usable_device_count(coprocs: Sequence[Coproc]) -> int:
    """host_info's ``<n_usable_coprocs>``: the devices of every type together."""
    return sum(c.count for c in coprocs)


# Reading ---------------------------------------------------------------------------------

def _triple(text: str) -> tuple[int, int, int]:
    parts = [int(float(w)) for w in text.split()[:3]]
    parts += [0] * (3 - len(parts))
    return parts[0], parts[1], parts[2]


_CUDA_FIELDS = {"totalGlobalMem": ("total_global_mem", float), "sharedMemPerBlock": ("shared_mem_per_block", float),
                "regsPerBlock": ("regs_per_block", int), "warpSize": ("warp_size", int),
                "memPitch": ("mem_pitch", float), "maxThreadsPerBlock": ("max_threads_per_block", int),
                "clockRate": ("clock_rate", int), "totalConstMem": ("total_const_mem", float),
                "major": ("major", int), "minor": ("minor", int),
                "textureAlignment": ("texture_alignment", float), "deviceOverlap": ("device_overlap", int),
                "multiProcessorCount": ("multiprocessor_count", int)}
# Every plain number: the record it goes to (the type, its best device, or the device's
# properties), the attribute and its kind.
_NUMBERS: dict[str, tuple[str, str, type]] = {
    "count": ("type", "count", int), "peak_flops": ("type", "peak_flops", float),
    "available_ram": ("type", "available_ram", float), "cudaVersion": ("device", "cuda_version", int),
    "drvVersion": ("device", "driver_version", int),
    **{tag: ("props", attr, kind) for tag, (attr, kind) in _CUDA_FIELDS.items()},
}


def _number(text: str, kind: type) -> float | int:
    return int(float(text)) if kind is int else float(text)


def parse_coproc(el: etree._Element) -> Coproc | None:
    """One ``<coproc_cuda>``/``<coproc_ati>``/``<coproc_intel_gpu>``/``<coproc_apple_gpu>``/
    ``<coproc>``; None for a generic one without a type (BOINC drops those). The last of a
    repeated element wins; unusable numbers are left at 0."""
    tag = el.tag
    kinds = {v: k for k, v in TAGS.items()}
    c = Coproc(type=kinds.get(str(tag), ""))
    props = CudaProps()
    dev = CudaDevice(device_num=0, props=props)
    nums: list[int] | None = None
    records: dict[str, object] = {"type": c, "device": dev, "props": props}
    for child in el:
        name = child.tag
        if not isinstance(name, str):
            continue
        text = text_of(child)
        try:
            if name == "type" and tag == "coproc":
                c.type = text
            elif name in _NUMBERS:
                record, attr, kind = _NUMBERS[name]
                setattr(records[record], attr, _number(text, kind))
            elif name in ("name", "model"):
                c.name = text
                props.name = text
            elif name in ("have_cuda", "have_cal", "have_opencl", "non_gpu"):
                setattr(c, name, text == "" or int(float(text)) != 0)
            elif name == "device_nums":
                nums = [int(w) for w in text.split()]
            elif name == "coproc_opencl":
                c.opencl = parse_opencl_prop(child)
            elif name == "pci_info":
                found = {g.tag: text_of(g) for g in child if isinstance(g.tag, str)}
                c.pci_infos.append(PciInfo(int(found.get("bus_id", 0)), int(found.get("device_id", 0)),
                                           int(found.get("domain_id", 0))))
            elif name == "maxThreadsDim":
                props.max_threads_dim = _triple(text)
            elif name == "maxGridSize":
                props.max_grid_size = _triple(text)
            elif name == "localRAM" and not c.available_ram:
                c.available_ram = float(text) * MEGA
        except (ValueError, OverflowError):
            continue
    if not c.type:
        return None
    c.device_nums = nums[: c.count] if nums is not None else list(range(c.count))
    if c.type == NVIDIA:
        c.cuda = dev
        if not c.name:
            c.name = props.name
        if not c.peak_flops:
            c.peak_flops = nvidia_peak_flops(props.major, props.minor, props.clock_rate,
                                             props.multiprocessor_count, c.opencl)
        if not c.available_ram:
            c.available_ram = props.total_global_mem
        # The element describes the best device: its figures are the type's.
        dev.peak_flops, dev.available_ram = c.peak_flops, c.available_ram
        if c.pci_infos:
            dev.pci = c.pci_infos[0]
    elif c.opencl is not None:
        if not c.name:
            c.name = c.opencl.name
        if not c.peak_flops:
            formula = {ATI: ati_peak_flops, INTEL_GPU: intel_peak_flops, APPLE_GPU: apple_peak_flops}.get(c.type)
            if formula is not None:
                c.peak_flops = formula(c.opencl)
        if not c.available_ram:
            c.available_ram = float(c.opencl.global_mem_size)
    return c


def parse_coprocs(el: etree._Element) -> list[Coproc]:
    """The resource types of a ``<coprocs>`` element, in order; unreadable ones are left out."""
    found = []
    for child in el:
        if child.tag in ("coproc", *TAGS.values()):
            c = parse_coproc(child)
            if c is not None:
                found.append(c)
    return found
