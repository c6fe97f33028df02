#!/usr/bin/env bash
# The JMH regression guard: the current build against a named earlier build (a tag or commit),
# interleaved in one sitting (old, new, old, new, ...), N pairs; prints each run's median, the
# median of each side and the ratio new/old per benchmark (and per counter such as :plies).
#
#   build/bench-compare.sh REF [PAIRS] [JMH options...]
#   build/bench-compare.sh 56eb609 5 'PlayoutBench' -p players=2 -f 1 -wi 3 -w 2s -i 5 -r 2s
#
# REF is built from `git archive REF` in a temporary folder with `mvn -o package` (never
# `install`); the current build is examples/bench/target/benchmarks.jar (examples/target/ before
# the examples were split; run `mvn -B -q -o package -DskipTests` first). Both jars are copied to $BENCH_DIR (default /tmp/bench-compare) so that
# rebuilding during the sitting changes nothing. OLD_JAR=path skips building REF. Each run is
# `java -cp JAR org.pacru.bench.Medians OPTIONS` and reads the medians it prints. The load
# average is printed before and after: compare sittings only at similar loads. A change to the
# engine that is slower by more than 5 % in such a sitting is not done.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
    sed -n '2,15p' "$0"
    exit 2
fi
ref=$1
pairs=${2:-5}
shift $(( $# >= 2 ? 2 : 1 ))
[ $# -gt 0 ] || set -- 'PlayoutBench' -p players=2 -f 1 -wi 3 -w 2s -i 5 -r 2s
dir=${BENCH_DIR:-/tmp/bench-compare}
mkdir -p "$dir"
if [ -z "${OLD_JAR:-}" ]; then
    src="$dir/src-$(git rev-parse --short "$ref")"
    if ! ls "$src"/examples/bench/target/benchmarks.jar "$src"/examples/target/benchmarks.jar >/dev/null 2>&1; then
        rm -rf "$src" && mkdir -p "$src"
        git archive "$ref" | tar -x -C "$src"
        (cd "$src" && mvn -B -q -o package -DskipTests)
    fi
    OLD_JAR=$(ls "$src"/examples/bench/target/benchmarks.jar "$src"/examples/target/benchmarks.jar 2>/dev/null | head -1 || true)
fi
NEW_JAR=$(ls examples/bench/target/benchmarks.jar examples/target/benchmarks.jar 2>/dev/null | head -1 || true)
cp "$OLD_JAR" "$dir/old.jar"
cp "$NEW_JAR" "$dir/new.jar"
echo "old: $ref   new: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . || echo ' (modified)')"
echo "load average before: $(cat /proc/loadavg)"
: > "$dir/results.txt"
for i in $(seq 1 "$pairs"); do
    for side in old new; do
        java -cp "$dir/$side.jar" org.pacru.bench.Medians "$@" > "$dir/run-$side-$i.txt" 2>&1
        # the lines after "Medians over the measurement iterations:": name, value, unit
        sed -n '/^Medians over/,$p' "$dir/run-$side-$i.txt" | tail -n +2 \
            | awk -v side="$side" -v i="$i" 'NF >= 3 { unit = $NF; v = $(NF-1); $NF = ""; $(NF-1) = "";
                  sub(/ +$/, ""); gsub(/ /, "_"); print side, i, $0, v, unit }' >> "$dir/results.txt"
        echo "pair $i $side: $(grep "^$side $i " "$dir/results.txt" | awk '{printf "%s %s  ", $3, $4}')"
    done
done
echo "load average after: $(cat /proc/loadavg)"
echo
awk '
function median(list,   n, a, i, j, t) {
    n = split(list, a, " ");
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{ key = $3; vals[$1, key] = vals[$1, key] " " $4; unit[key] = $5; if (!(key in seen)) { seen[key] = 1; order[++k] = key } }
END {
    printf "%-52s %16s %16s %8s\n", "benchmark (medians of the runs)", "old", "new", "new/old";
    for (i = 1; i <= k; i++) {
        key = order[i]; o = median(vals["old", key]); n = median(vals["new", key]);
        printf "%-52s %16.1f %16.1f %8.3f  %s\n", key, o, n, (o > 0 ? n / o : 0), unit[key]
    }
}' "$dir/results.txt"
