#!/usr/bin/env bash
# Wrap dist/SpecLab.app (from the spec's BUNDLE step) in a compressed .dmg with
# an Applications link, so installing is a drag and drop.
#
#   pyinstaller --noconfirm --distpath dist --workpath build/pyinstaller packaging/speclab.spec
#   bash packaging/macos/make_dmg.sh            # -> dist/speclab-<version>-macos-<arch>.dmg
#
# The app is ad-hoc signed by PyInstaller. Without an Apple Developer ID it is
# not notarized: the first launch needs right-click > Open (macOS 15+: System Settings >
# Privacy & Security > Open Anyway), or an administrator
# runs `xattr -dr com.apple.quarantine /Applications/SpecLab.app` once.
set -euo pipefail
cd "$(dirname "$0")/../.."

app=dist/SpecLab.app
[ -d "$app" ] || { echo "make_dmg: $app not found; run PyInstaller on packaging/speclab.spec first" >&2; exit 1; }
version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' desktop/__init__.py)
arch=$(uname -m)
out="dist/speclab-${version}-macos-${arch}.dmg"

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$out"
hdiutil create -volname "SpecLab ${version}" -srcfolder "$staging" -fs HFS+ -format UDZO -imagekey zlib-level=9 -ov "$out"
echo "make_dmg: wrote $out ($(du -h "$out" | cut -f1))"
