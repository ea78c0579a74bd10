#!/usr/bin/env bash
# Build the installers (make dist) and run the frozen app's smoke tests
# (tests/packaging). Called by .ci/run after the unit tests, as root on a fresh
# Debian machine: it apt-get installs the few tools it needs, and the runtime
# libraries the .deb depends on (what `apt install ./speclab_*.deb` would pull).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
export QT_QPA_PLATFORM=offscreen DEBIAN_FRONTEND=noninteractive

apt_install() {
  [ "$#" -gt 0 ] || return 0
  if [ "$(id -u)" != 0 ]; then
    echo "ci-smoke: not root; please install: $*" >&2
    return 1
  fi
  if [ -z "${_apt_updated:-}" ]; then
    apt-get update -qq
    _apt_updated=1
  fi
  apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

missing_packages() {
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}\n' "$pkg" 2>/dev/null | grep -q "install ok installed" || echo "$pkg"
  done
}

# Build tools (strip/readelf; icupkg, genccode and cc rebuild a smaller ICU
# data library; dpkg-deb comes with dpkg) and test tools
# (strace; desktop-file-validate and appstreamcli check the menu entry and
# the AppStream data; unshare and runuser are in util-linux).
tools=()
command -v readelf >/dev/null || tools+=(binutils)
command -v cc >/dev/null || tools+=(gcc)
command -v icupkg >/dev/null || tools+=(icu-devtools)
command -v strace >/dev/null || tools+=(strace)
command -v desktop-file-validate >/dev/null || tools+=(desktop-file-utils)
command -v appstreamcli >/dev/null || tools+=(appstream)
command -v lintian >/dev/null || tools+=(lintian)
apt_install "${tools[@]}"

# Libraries PyInstaller should find on the build machine, so that the bundle
# carries them: Qt's xcb helpers that a minimal desktop may lack, plus what Qt
# links. (GL/EGL, libxcb1, Wayland and the C runtime stay system dependencies.)
# shellcheck disable=SC2046
read -r -a bundled <<<"$(missing_packages libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0 \
  libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxcb-xfixes0 libxcb-sync1 libxcb-shm0 \
  libxcb-util1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 | tr '\n' ' ')"
apt_install "${bundled[@]}"

make dist

deb=$(ls dist/speclab_*_*.deb | tail -n 1)

# The platform's own validators, on what the .deb installs: the menu entry,
# the AppStream data (warnings fail too; infos are listed), and lintian on the
# package (errors fail; every warning left is explained in packaging/README.md).
unpacked=$(mktemp -d)
dpkg-deb -x "$deb" "$unpacked"
for entry in "$unpacked"/usr/share/applications/*.desktop; do desktop-file-validate "$entry"; done
# Errors and warnings fail; infos and pedantic notes are shown (Debian 12's
# appstream 0.16 does not know <developer> yet and says so as an info). --no-net:
# CI is offline, and the screenshots' URLs are checked for form, not fetched.
appstream_out=$(appstreamcli validate --no-net --pedantic "$unpacked"/usr/share/metainfo/*.metainfo.xml 2>&1 || true)
echo "$appstream_out"
if grep -qE '^(E|W):' <<<"$appstream_out"; then echo "ci-smoke: appstreamcli found errors or warnings" >&2; exit 1; fi
rm -rf "$unpacked"
lintian --fail-on error "$deb"
# shellcheck disable=SC2046
read -r -a runtime <<<"$(missing_packages $(dpkg-deb -f "$deb" Depends Recommends | tr ',' ' ' | sed 's/([^)]*)//g; s/^[A-Za-z-]*://' | tr '\n' ' '))"
apt_install "${runtime[@]}"

built=$(date +%s)
SPECLAB_REQUIRE_BUILD=1 SPECLAB_DEB_INSTALL=1 .venv/bin/python -m pytest tests/packaging -m packaging -q -rs -p no:cacheprovider
finished=$(date +%s)
echo "ci-smoke: build $((built - started)) s, smoke tests $((finished - built)) s, total $((finished - started)) s"
