#!/usr/bin/env bash
# play.sh REFEREE RUNME ALPHABETA: the default Pousse match, Bulldozer against the fixed-depth-4
# alpha-beta player, 4 games on 6x6 (two openings, both colours) at 0.3 s a move for Bulldozer.
# Ends with one RESULT line; exits 0 when the match ran with no forfeit by Bulldozer.
set -u
referee=$1 runme=$2 alphabeta=$3
log=$(mktemp)
trap 'rm -f "$log"' EXIT
summary=$("$referee" -n 4 -s 6 -j 2 --seed 1998 --opening 2 --time-ms 30000 --env POUSSE_MOVE_MS=300 \
  --env POUSSE_THREADS=1 --log "$log" bulldozer="$runme" alphabeta-4="$alphabeta") ||
  { echo "RESULT: referee failed"; exit 1; }
echo "games (1998 archive format):"
cat "$log"
echo "$summary"
echo "RESULT: ${summary%%; Elo*}"
# Forfeits follow the Elo figures as "; NAME WHAT xN"; only Bulldozer's fail the job.
case $summary in *"; bulldozer "*" x"[0-9]*) exit 1 ;; esac
exit 0
