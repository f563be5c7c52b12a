#!/usr/bin/env bash
# play.sh REFEREE ENTRY GREEDY SAMPLE: the default `play` job. Nimrod against the greedy opponent
# on the statement's sample arena and three generated arenas, each side first once, 1 s per move.
set -u
referee=$1 entry=$2 greedy=$3 sample=$4
echo "Nimrod vs greedy: sample arena + 3 generated arenas (20 'o' spots), both orders"
exec "$referee" match "$sample" gens:3:1:20:clusters -- "nimrod=$entry" "greedy=$greedy"
