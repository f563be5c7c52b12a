#!/usr/bin/env bash
# shards_test.sh DIR SHARDS REFEREE ARGS...: plays a referee's match once whole (-j 2) and once as
# SHARDS shards (one after another, as separate machines would), merges the shards' results with
# `REFEREE merge`, and checks that the merged results are the whole run's, game by game (every
# member before "slowest_ms": the timings and the log's place may differ), and that the merge
# prints the whole run's summary. One of ARGS is "@", where the runner's options go (--results
# FILE, then -j 2 or --shard K/N); ARGS should hold -q, so that stdout is the summary alone.
# With SHARDS_RUNNER=parallel the shards run at once under GNU parallel (two jobs, as on this
# 2-core machine; on several machines the same lines go to `parallel --sshloginfile`), which the
# test must then find.
# Prints "ok: N games, SHARDS shards merged equal the whole run" (and " through GNU parallel").
set -euo pipefail
dir=$1 shards=$2
shift 2
command=("$@")
referee=$1
rm -rf "$dir"
mkdir -p "$dir"

# play FILE OPTION...: the command with "@" replaced by --results FILE and the options.
play() {
  local file=$1
  shift
  local args=()
  for a in "${command[@]}"; do
    if [ "$a" = @ ]; then args+=(--results "$file" "$@"); else args+=("$a"); fi
  done
  "${args[@]}" > "$file.out"
}

# shard_line K: shard K's command line, quoted for a shell, its stdout to shardK.jsonl.out.
shard_line() {
  local k=$1 args=()
  for a in "${command[@]}"; do
    if [ "$a" = @ ]; then args+=(--results "$dir/shard$k.jsonl" --shard "$k/$shards"); else args+=("$a"); fi
  done
  printf '%q ' "${args[@]}"
  printf '> %q\n' "$dir/shard$k.jsonl.out"
}

play "$dir/whole.jsonl" -j 2
how=""
if [ "${SHARDS_RUNNER:-}" = parallel ]; then
  command -v parallel >/dev/null || { echo "GNU parallel is not installed"; exit 1; }
  for k in $(seq 1 "$shards"); do shard_line "$k"; done > "$dir/shards.txt"
  # Each line is one shard's command; --halt stops the rest when one fails.
  parallel --will-cite -j 2 --halt now,fail=1 < "$dir/shards.txt"
  how=" through GNU parallel"
else
  for k in $(seq 1 "$shards"); do
    play "$dir/shard$k.jsonl" --shard "$k/$shards"
  done
fi
"$referee" merge -o "$dir/merged.jsonl" "$dir"/shard*.jsonl > "$dir/merged.out"

games() { sed 's/,"slowest_ms":.*//' "$1" | sort; }
n=$(wc -l < "$dir/whole.jsonl")
[ "$n" -gt 0 ] || { echo "the whole run has no results"; exit 1; }
for k in $(seq 1 "$shards"); do
  [ -s "$dir/shard$k.jsonl" ] || { echo "shard $k/$shards played no game"; exit 1; }
done
if ! diff <(games "$dir/whole.jsonl") <(games "$dir/merged.jsonl"); then
  echo "the merged shards differ from the whole run"
  exit 1
fi
if ! diff "$dir/whole.jsonl.out" "$dir/merged.out"; then
  echo "the merged summary differs from the whole run's"
  exit 1
fi
echo "ok: $n games, $shards shards merged equal the whole run$how"
