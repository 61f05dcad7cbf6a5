#!/bin/bash
# Installs the Debian packages listed in build-aux/packages.txt that are
# missing, asking for root through sudo when not root already.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mapfile -t packages < <(grep -v '^\s*#' "$here/packages.txt" | grep -v '^\s*$')

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null; then
  as_root=(sudo)
else
  echo "Muster needs these Debian packages: ${missing[*]}" >&2
  echo "Install them as root, for example: su -c 'apt-get install ${missing[*]}'" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
if [ "${MUSTER_SKIP_APT_UPDATE:-}" != "1" ]; then
  "${as_root[@]}" apt-get update
fi
"${as_root[@]}" apt-get install -y "${missing[@]}"
