#!/usr/bin/env bash
# play.sh REFEREE ENTRY KORF_LIST: the default `play` job. The solver on three of Korf's squares
# (instances 1, 25, 40) with a 5 s budget each (LLOYD_PLAY_BUDGET sets another), judged by the
# checker; the solver's stderr line shows its length, its proven lower bound and its transports.
# Exits non-zero when the referee failed or a square was not solved perfectly.
set -u
referee=$1 entry=$2 korf=$3
budget=${LLOYD_PLAY_BUDGET:-5}
echo "Beam Me Up on Korf's instances 1, 25 and 40, ${budget} s of user+sys time each"
set -o pipefail
"$referee" --limit 600 --arg "$budget" --env LLOYD_VERBOSE=1 --entry "beammeup=$entry" \
  "korf:$korf:1,25,40" |
  awk '{ print; fflush() } /^RESULT: beammeup first: 3\/3 perfect/ { ok = 1 } END { exit !ok }'
