#!/usr/bin/env bash
# wins.sh: highnoon's match wins per opponent from gauntlet results files (a JSON line per match,
# highnoon first in "players"): name, won, lost, drawn, matches; then the total.
#   tools/showdown/league/wins.sh RESULTS.jsonl...
set -euo pipefail
sed -n 's/.*"players":\["highnoon","\([^"]*\)"\].*"outcome":"\([a-z]*\)".*/\1 \2/p' "$@" |
  awk '{ n[$1]++; w[$1] += $2 == "win"; l[$1] += $2 == "loss"; d[$1] += $2 == "draw" }
       END { printf "opponent\twon\tlost\tdrawn\tmatches\n"
             for (p in n) printf "%s\t%d\t%d\t%d\t%d\n", p, w[p], l[p], d[p], n[p] | "sort"
             close("sort")
             for (p in n) { W += w[p]; N += n[p] }
             printf "total\t%d\t\t\t%d\n", W, N }'
