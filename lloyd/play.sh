#!/usr/bin/env bash
# play.sh JUDGE ENTRY KORF_LIST: the default `play` job. The solver on three of Korf's squares
# (instances 1, 25, 40) with a 10 s budget each, judged by the checker; the solver's stderr line
# shows its length, its proven lower bound and its transports.
set -u
judge=$1 entry=$2 korf=$3
budget=${LLOYD_PLAY_BUDGET:-10}
echo "Beam Me Up on Korf's instances 1, 25 and 40, ${budget} s of user+sys time each"
exec "$judge" --limit 600 --arg "$budget" --env LLOYD_VERBOSE=1 --entry "beammeup=$entry" \
  "korf:$korf:1,25,40"
