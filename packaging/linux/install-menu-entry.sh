#!/bin/sh
# Adds SpecLab to your own applications menu (no administrator needed), pointing
# at this folder. Run it again after moving the folder; remove with --remove.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor"
entry="$apps/org.speclab.SpecLab.desktop"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$entry" "$icons/scalable/apps/org.speclab.SpecLab.svg"
  echo "SpecLab removed from the menu."
  exit 0
fi
mkdir -p "$apps" "$icons/scalable/apps"
cp "$here/_internal/resources/icons/speclab.svg" "$icons/scalable/apps/org.speclab.SpecLab.svg"
sed -e "s|@EXEC@|\"$here/speclab\"|g" -e "s|@ICON@|org.speclab.SpecLab|g" "$here/org.speclab.SpecLab.desktop.in" > "$entry"
echo "SpecLab added to the menu: $entry"
