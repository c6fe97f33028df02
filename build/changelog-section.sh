#!/usr/bin/env bash
# The CHANGELOG.md section of one version, without its heading (the GitHub release's notes):
#   build/changelog-section.sh X.Y.Z
set -euo pipefail
cd "$(dirname "$0")/.."
V="${1:?usage: build/changelog-section.sh X.Y.Z}"
awk -v heading="## [$V] - " '
    index($0, heading) == 1 { inside = 1; found = 1; next }
    inside && /^## \[/ { exit }
    inside { print }
    END { if (!found) { print "no section " heading "YYYY-MM-DD in CHANGELOG.md" > "/dev/stderr"; exit 1 } }
' CHANGELOG.md
