#!/usr/bin/env bash
# measure.sh BUILD_DIR BUDGET_S RESULTS [SQUARES...]: the solver's table on a set of squares.
#
# Runs the -O0 entry through the referee with a budget of BUDGET_S seconds of user+sys time per
# square (the referee's limit stays the contest's 600 s), its verbose report on stderr, each run's
# line kept in RESULTS (`lloyd_referee --results`, one line per square): a RESULTS that already
# holds runs of the same set is resumed, the missing runs only are played. BUDGET_S `contest` runs
# the entry as submitted, with no budget argument: its default, 560 s, a margin under the 600 s
# limit. The referee's lines go to stderr as they come; stdout gets `lloyd_referee report --table
# RESULTS`: a Markdown table, one row per square (length, transports, the lower bound the run
# proved and the gap to it, the sliding-only optimum and the margin under it on Korf's squares,
# user+sys seconds, the entry's peak memory), the means and the SUMMARY line. SQUARES default to
# Korf's 50.
#   lloyd/measure.sh build-lloyd 10 korf-10s.jsonl              (about 9 minutes of CPU time)
#   lloyd/measure.sh build-lloyd contest korf-contest.jsonl     (the contest's table: 8 hours)
#   lloyd/measure.sh build-lloyd 60 random-60s.jsonl random:1:50   (50 generated squares)
# The other reports read results files the same way: `lloyd_referee report --compare OLD NEW`
# (two runs square by square) and `lloyd_referee report --optima data/optima.tsv RESULTS` (Korf's
# squares against the solver's optima and bounds).
set -u -o pipefail
[ $# -ge 3 ] || { echo "usage: measure.sh BUILD_DIR BUDGET_S RESULTS [SQUARES...]" >&2; exit 2; }
build=$1 budget=$2 results=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "korf:$here/data/korf50.txt"
args=(--arg "$budget")
[ "$budget" != contest ] || args=()
"$build/lloyd_referee" -q --limit 600 "${args[@]}" --env LLOYD_VERBOSE=1 \
  --entry "beammeup=$build/beammeup" --results "$results" --resume "$@" >&2 || exit
exec "$build/lloyd_referee" report --table "$results"
