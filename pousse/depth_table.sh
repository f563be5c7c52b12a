#!/usr/bin/env bash
# depth_table.sh RUNME [MS...]: the depth Bulldozer completes from the empty board, and its nodes
# per second, for N = 4, 6, 7, 8, 12, 20 under each budget (default 1000 and 30000 ms; the 30 s
# column is the budget the entry would have with POUSSE_MOVE_MS=30000: by default it keeps 6 s of
# margin and searches 24 s). Prints a Markdown table. POUSSE_THREADS is passed through (default 1);
# DEPTH_SIZES lists other board sizes (for example "$(seq 4 20)").
set -eu
runme=$1
shift
budgets=("$@")
[ ${#budgets[@]} -gt 0 ] || budgets=(1000 30000)
threads=${POUSSE_THREADS:-1}
sizes=${DEPTH_SIZES:-4 6 7 8 12 20}
for n in $sizes; do
  [[ $n =~ ^[1-9][0-9]*$ ]] && ((n >= 4 && n <= 20)) ||
    { echo "depth_table.sh: DEPTH_SIZES: '$n' is not a board size from 4 to 20" >&2; exit 2; }
done
printf '| N |'
for ms in "${budgets[@]}"; do printf ' depth in %s ms | nodes/s |' "$ms"; done
printf '\n| --- |'
for ms in "${budgets[@]}"; do printf ' --- | --- |'; done
printf '\n'
for n in $sizes; do
  printf '| %d |' "$n"
  for ms in "${budgets[@]}"; do
    line=$(printf '%d\n' "$n" | POUSSE_MOVE_MS=$ms POUSSE_THREADS=$threads "$runme" 2>&1 >/dev/null)
    # stderr: "depth D score S nodes K ms T"
    read -r _ depth _ _ _ nodes _ t <<<"$line"
    nps=$(( t > 0 ? nodes * 1000 / t : 0 ))
    printf ' %s | %s |' "$depth" "$nps"
  done
  printf '\n'
done
