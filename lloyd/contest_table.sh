#!/usr/bin/env bash
# contest_table.sh BUILD_DIR [JOBS] [SET] [LIST]: the contest's 10-minute table, resumable.
# SET is korf (Korf's squares, LIST their numbers) or random (the referee's generated squares, LIST
# their seeds); LIST defaults to 1-50, comma-separated (e.g. 7,8,9). Runs the entry as submitted
# (its default budget) through the referee on every square of LIST that the set's log,
# results/lloyd/SET-contest/referee.log (the run's directory, results/README.md), does not hold yet,
# JOBS at a time (default 1), each under nice with a 600 s CPU limit and a 6,000 s wall limit (only
# the CPU limit judges; a loaded machine only stretches the wall time). Each finished run's referee
# line is appended to the log at once, so an interrupted table loses at most the runs in progress.
# Ends with the table of the whole log; exits non-zero when a square of LIST is still missing from
# the log (a run that gave no referee line).
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
# A square named twice would run twice at once and be logged twice.
squares=$(tr , '\n' <<<"$list" | sort -nu)
here=$(cd "$(dirname "$0")" && pwd)
log=$here/../results/lloyd/$set-contest/referee.log
mkdir -p "$(dirname "$log")"
touch "$log"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() {
  local n=$1 out=$work/$1.out spec
  if [ "$set" = korf ]; then spec=korf:$here/data/korf50.txt:$n; else spec=random:$n:1; fi
  nice -n 15 "$build/lloyd_referee" --limit 600 --wall 6000 --env LLOYD_VERBOSE=1 \
    --entry "beammeup=$build/beammeup" "$spec" >"$out" 2>&1 || true
  if grep -m 1 "^$set-$n " "$out" >"$out.line"; then
    # One line per square; flock keeps two finishing runs from interleaving their appends.
    flock "$log" sh -c 'cat "$1" >> "$2"' sh "$out.line" "$log"
    cat "$out.line" >&2
  else
    echo "contest_table.sh: $set-$n: no referee line" >&2
    cat "$out" >&2
  fi
}
for n in $squares; do
  grep -q "^$set-$n " "$log" && continue
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  run "$n" &
done
wait
sort -t- -k2 -n "$log" -o "$log"
bash "$here/measure.sh" --table "$log"
missing=0
for n in $squares; do grep -q "^$set-$n " "$log" || missing=$((missing + 1)); done
[ "$missing" -eq 0 ] || { echo "contest_table.sh: $missing of the squares asked for are not in the log" >&2; exit 1; }
