#!/usr/bin/env bash
# contest_table.sh BUILD_DIR [JOBS] [SET] [LIST]: the contest's 10-minute table, resumable.
# SET is korf (Korf's squares, LIST their numbers) or random (the referee's generated squares, LIST
# their seeds); LIST defaults to 1-50, comma-separated (e.g. 7,8,9). Runs the entry as submitted
# (its default budget) through the referee on the squares of LIST, JOBS at a time (default 1,
# the referee's -j), under nice with a 600 s CPU limit and a 6,000 s wall limit (only the CPU
# limit judges; a loaded machine only stretches the wall time). The referee appends each finished
# run's line to the set's results file, results/lloyd/SET-contest/results.jsonl (the run's
# directory, results/README.md), at once, so an interrupted table loses at most the runs in
# progress; run again with the same LIST, it plays only the runs the file does not hold yet
# (--resume; another LIST is another set, which the referee refuses). Ends with the table of the
# file (`lloyd_referee report --table`); exits non-zero when a square is not perfect.
#   lloyd/contest_table.sh build-lloyd 2              # the rest of Korf's 50, two at a time: hours
#   lloyd/contest_table.sh build-lloyd 2 random       # 50 generated squares
set -eu -o pipefail
usage() { echo "usage: contest_table.sh BUILD_DIR [JOBS] [korf|random] [LIST]" >&2; exit 2; }
[ $# -ge 1 ] || usage
# One assignment per line: the status of a line of several is that of its last substitution only.
build=$(cd "$1" && pwd) || usage
jobs=${2:-1} set=${3:-korf}
list=${4:-$(seq -s, 1 50)}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "contest_table.sh: JOBS must be a positive number" >&2; exit 2; }
case $set in
  korf | random) ;;
  *) echo "contest_table.sh: SET must be korf or random" >&2; exit 2 ;;
esac
[[ $list =~ ^[0-9]+(,[0-9]+)*$ ]] || { echo "contest_table.sh: LIST must be numbers separated by commas" >&2; exit 2; }
# In increasing order, each once: a square's place in the list is its place in the results file.
squares=$(tr , '\n' <<<"$list" | sort -nu)
here=$(cd "$(dirname "$0")" && pwd)
results=$here/../results/lloyd/$set-contest/results.jsonl
mkdir -p "$(dirname "$results")"
if [ "$set" = korf ]; then
  specs=("korf:$here/data/korf50.txt:$(paste -sd, <<<"$squares")")
else
  specs=()
  for n in $squares; do specs+=("random:$n:1"); done
fi
nice -n 15 "$build/lloyd_referee" -j "$jobs" --limit 600 --wall 6000 --env LLOYD_VERBOSE=1 \
  --entry "beammeup=$build/beammeup" --results "$results" --resume "${specs[@]}" >&2
"$build/lloyd_referee" report --table "$results"
