#!/usr/bin/env bash
# strength.sh BUILD_DIR OPPONENT SIZE GAMES SEED [MS]: Bulldozer (one thread, MS per move, default
# 1000) against pousse_OPPONENT (greedy or alphabeta) on SIZE x SIZE, GAMES games in pairs (each
# seeded two-ply opening once with each colour), one game at a time under nice. The log goes to
# strength-OPPONENT-SIZE-SEED.log in the current directory and is re-checked with pousse_check.
# Prints the referee's summary, the checker's verdict and the wall time; exits non-zero when the
# referee or the replay check fails (the checker's problem lines are printed then).
set -eu -o pipefail
[ $# -ge 5 ] || { echo "usage: strength.sh BUILD_DIR OPPONENT SIZE GAMES SEED [MS]" >&2; exit 2; }
b=$1 opp=$2 size=$3 games=$4 seed=$5 ms=${6:-1000}
log=strength-$opp-$size-$seed.log
start=$(date +%s)
nice -n 10 "$b/pousse_referee" -q -n "$games" -s "$size" -j 1 --seed "$seed" --opening 2 --time-ms 30000 \
  --env POUSSE_MOVE_MS="$ms" --env POUSSE_THREADS=1 --log "$log" \
  bulldozer="$b/runme" "$opp=$b/pousse_$opp"
status=0
check=$("$b/pousse_check" "$log" 2>&1) || status=$?
if [ "$status" -eq 0 ]; then
  printf '%s\n' "$check" | tail -n 1
else
  printf '%s\n' "$check"
fi
echo "wall time $(($(date +%s) - start)) s"
exit "$status"
