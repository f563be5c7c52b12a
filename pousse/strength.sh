#!/usr/bin/env bash
# strength.sh BUILD_DIR [GAMES] [MS]: Bulldozer against the greedy and the depth-4 alpha-beta
# players on 6x6 and 7x7 (sizes alternate per pair of games, each opening with both colours), at
# MS per move for Bulldozer (default 1000), GAMES per opponent (default 200, as the issue asks).
# Logs go to strength-*.log in the current directory and are re-checked with pousse_check.
set -eu
b=$1 games=${2:-200} ms=${3:-1000}
for opp in greedy alphabeta; do
  log=strength-$opp.log
  nice -n 10 "$b/pousse_referee" -q -n "$games" -s 6,7 -j 2 --seed 1998 --time-ms 30000 \
    --env POUSSE_MOVE_MS="$ms" --env POUSSE_THREADS=1 --log "$log" \
    bulldozer="$b/runme" "$opp=$b/pousse_$opp"
  "$b/pousse_check" "$log" | tail -n 1
done
