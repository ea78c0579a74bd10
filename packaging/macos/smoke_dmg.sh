#!/usr/bin/env bash
# Mount the .dmg, copy SpecLab.app out as an install would, and smoke-test the copy.
#   bash packaging/macos/smoke_dmg.sh dist/speclab-<version>-macos-<arch>.dmg
set -euo pipefail
cd "$(dirname "$0")/../.."
dmg=$1
mnt=$(mktemp -d)
dest=$(mktemp -d)
trap 'hdiutil detach "$mnt" -quiet || true; rm -rf "$dest"' EXIT
hdiutil attach "$dmg" -nobrowse -readonly -mountpoint "$mnt" -quiet
[ -L "$mnt/Applications" ] || { echo "smoke_dmg: no Applications link in the image" >&2; exit 1; }
cp -R "$mnt/SpecLab.app" "$dest/"
python3 packaging/smoke.py "$dest/SpecLab.app/Contents/MacOS/speclab"
