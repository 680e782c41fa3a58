"""The host's GPUs and other coprocessors as records, with their XML in BOINC's layouts.

What the state file, scheduler requests and replies, GUI RPC and coproc_info.xml carry of
them (``<coprocs>``, ``<coproc_cuda>``, ``<coproc_ati>``, ``<opencl_cpu_prop>`` …) and
BOINC's peak-FLOPS formulas. No I/O: detection, which loads vendor libraries in a child
process, is core.gpu; everything that reads or writes these records imports them from here.
"""
