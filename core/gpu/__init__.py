"""GPUs and other coprocessors: detection, BOINC's equivalence rule, and their XML.

Detection (``opencl``, ``cuda``) loads vendor libraries with ctypes, so it runs in a
child process (``detect_child``) that writes ``coproc_info.xml`` (``coproc_info``) as
BOINC's ``--detect_gpus`` child does; the parent reads the file, applies the
volunteer's cc_config options and the equivalence rule (``correlate``), and gets one
``Coproc`` per resource type, which ``coprocs_xml`` writes as BOINC's ``<coprocs>``.
"""
