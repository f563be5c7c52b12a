#!/usr/bin/env bash
# strength.sh REFEREE NIMROD OPPONENT ARENAS [SEED] [BLOCKED] [LAYOUT]: the full-length strength run.
# Nimrod against one opponent on ARENAS generated arenas (seeds SEED.., BLOCKED 'o' spots, LAYOUT;
# defaults 1, 20, clusters), each side first once: 2 x ARENAS games at the statement's 1 s per
# move, Nimrod at its default thinking time. Prints one line per game and ends with RESULT.
set -eu
referee=$1 entry=$2 opponent=$3 arenas=$4 seed=${5:-1} blocked=${6:-20} layout=${7:-clusters}
exec nice -n 10 "$referee" match "gens:$arenas:$seed:$blocked:$layout" -- "nimrod=$entry" \
  "$(basename "$opponent" | sed 's/^boxing_//')=$opponent"
