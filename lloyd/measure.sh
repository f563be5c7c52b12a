#!/usr/bin/env bash
# measure.sh BUILD_DIR BUDGET_S [SQUARES...]: the solver's table on a set of squares.
#
# Runs the -O0 entry through the judge with a budget of BUDGET_S seconds of user+sys time per
# square (the judge's limit stays the contest's 600 s), then summarises: perfect squares, mean
# length, mean proven lower bound, mean transports, the worst margin under the sliding-only optimum
# (Korf's squares), and the peak memory the entry reported. SQUARES default to Korf's 50.
#   lloyd/measure.sh /work/build-lloyd 10                      (about 9 minutes of CPU time)
#   lloyd/measure.sh /work/build-lloyd 600                     (the contest's table: 8 hours)
#   lloyd/measure.sh /work/build-lloyd 60 random:1:50          (50 generated squares)
set -u
build=$1 budget=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "korf:$here/data/korf50.txt"
"$build/lloyd_judge" --limit 600 --arg "$budget" --env LLOYD_VERBOSE=1 \
  --entry "beammeup=$build/beammeup" "$@" | tee /dev/stderr | awk '
  / moves / && / tiles / {
    n++; perfect += ($3 == "perfect")
    for (i = 1; i <= NF; i++) {
      if ($i == "moves") m = $(i + 1)
      if ($i == "transports" && !t_seen) { t = $(i + 1); t_seen = 1 }
      if ($i == "slide-opt") opt = $(i + 1)
      if ($i == "lower") low = $(i + 1)
      if ($i == "peak") { p = $(i + 1); sub("MB", "", p); if (p + 0 > peak) peak = p + 0 }
    }
    t_seen = 0; sm += m; st += t; sl += low
    if (opt) { margin = opt - m; if (!have || margin < worst) worst = margin; have = 1; so += opt }
    opt = 0
  }
  END {
    if (!n) exit 1
    printf "\nSUMMARY: %d squares, %d perfect, mean length %.2f, mean lower bound %.2f, mean transports %.2f",
      n, perfect, sm / n, sl / n, st / n
    if (have) printf ", mean sliding-only optimum %.2f, worst margin under it %d", so / n, worst
    printf ", peak memory %d MB\n", peak
  }'
