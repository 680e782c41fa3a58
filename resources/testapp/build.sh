#!/bin/sh
# Build boinc_test_app against Debian's libboinc-app-dev (headers in /usr/include/boinc).
# Usage: build.sh OUTPUT_PATH
set -e
out="${1:-boinc_test_app}"
here="$(dirname "$0")"
${CC:-gcc} -O2 -Wall -I/usr/include/boinc -o "$out" "$here/boinc_test_app.c" -lboinc_api -lboinc -lstdc++ -lpthread
