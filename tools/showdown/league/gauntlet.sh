#!/usr/bin/env bash
# gauntlet.sh: highnoon against every league player of one half of league.tsv, a match (two games,
# each first once) per seed of that half, then highnoon's match wins per player.
#   tools/showdown/league/gauntlet.sh BUILD_DIR train|heldout [SEEDS [OUT_DIR]]
# SEEDS: how many of the half's seeds, from its first (all of them when left out). OUT_DIR (a new
# temporary directory when left out) receives results.jsonl and table.tsv.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: gauntlet.sh BUILD_DIR train|heldout [SEEDS [OUT_DIR]]}
half=${2:?usage: gauntlet.sh BUILD_DIR train|heldout [SEEDS [OUT_DIR]]}
count=${3:-}
out=${4:-$(mktemp -d -t league-gauntlet.XXXXXX)}
mkdir -p "$out"
range=$(awk -F'\t' -v h="$half" '!/^#/ && $2 == h { print $3; exit }' "$here/league.tsv")
[[ -n $range ]] || { echo "gauntlet.sh: no player in half '$half'" >&2; exit 2; }
first=${range%-*}
last=${range#*-}
[[ -n $count ]] || count=$((last - first + 1))
entrants=()
while IFS=$'\t' read -r name _; do
  entrants+=("$name=$build/showdown_league_$name")
done < <(awk -F'\t' -v h="$half" '!/^#/ && $2 == h' "$here/league.tsv")
rm -f "$out/results.jsonl"
nice -n 10 "$build/showdown_referee" --seed "$first" --seeds "$count" -j "${JOBS:-2}" -q \
  --results "$out/results.jsonl" gauntlet "highnoon=$build/highnoon" "${entrants[@]}" >/dev/null
# highnoon is players[0] of every line: "win" is its match won.
"$here/wins.sh" "$out/results.jsonl" | tee "$out/table.tsv"
echo "results: $out/results.jsonl (seeds $first-$((first + count - 1)), half $half)"
