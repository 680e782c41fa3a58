#!/usr/bin/env bash
# Make sure the Debian packages named on the command line are installed.
# Installs what is missing when running as root with apt-get; otherwise names it.
set -u
missing=()
for pkg in "$@"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit $?
fi
echo "Missing Debian packages (install them with apt-get): ${missing[*]}" >&2
exit 0
