#!/usr/bin/env bash
# Whether a release tag may be published: build/check-release-tag.sh vX.Y.Z
# The checked-out commit must be the release commit "Release X.Y.Z" (docs/releasing.md), the
# project version X.Y.Z (not a snapshot), and CHANGELOG.md must have the dated section of X.Y.Z.
set -euo pipefail
cd "$(dirname "$0")/.."
TAG="${1:?usage: build/check-release-tag.sh vX.Y.Z}"
V="${TAG#v}"
fail() { echo "check-release-tag: $*" >&2; exit 1; }
[[ "$TAG" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "$TAG is not vX.Y.Z"
SUBJECT="$(git log -1 --format=%s HEAD)"
[ "$SUBJECT" = "Release $V" ] || fail "$TAG is on commit $(git rev-parse --short HEAD) \"$SUBJECT\", not \"Release $V\""
POM_VERSION="$(sed -n '/<artifactId>pacru-parent<\/artifactId>/{n;s|.*<version>\(.*\)</version>.*|\1|p;}' pom.xml)"
[ "$POM_VERSION" = "$V" ] || fail "pom.xml has version $POM_VERSION, the tag $V"
grep -Eq "^## \[$V\] - [0-9]{4}-[0-9]{2}-[0-9]{2}$" CHANGELOG.md || fail "CHANGELOG.md has no section \"## [$V] - YYYY-MM-DD\""
echo "$TAG: release commit $(git rev-parse --short HEAD), version $V"
