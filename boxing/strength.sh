#!/usr/bin/env bash
# strength.sh REFEREE NIMROD OPPONENT ARENAS [SEED] [BLOCKED] [LAYOUT]: the full-length strength run.
# Nimrod against one opponent on ARENAS generated arenas (seeds SEED.., BLOCKED 'o' spots, LAYOUT;
# defaults 1, 20, clusters), each side first once: 2 x ARENAS games at the statement's 1 s per
# move, Nimrod at its default thinking time. Prints one line per game and ends with RESULT.
set -eu
referee=$1 entry=$2 opponent=$3 arenas=$4 seed=${5:-1} blocked=${6:-20} layout=${7:-clusters}
name=$(basename "$opponent" | sed 's/^boxing_//')
# Two players called nimrod (another build of the entry) could not be told apart in the lines.
[ "$name" != nimrod ] || name=nimrod-opponent
exec nice -n 10 "$referee" match "gens:$arenas:$seed:$blocked:$layout" -- "nimrod=$entry" "$name=$opponent"
