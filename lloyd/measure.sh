#!/usr/bin/env bash
# measure.sh BUILD_DIR BUDGET_S [SQUARES...]: the solver's table on a set of squares.
# measure.sh --table LOG: the same table from the referee's output of an earlier run.
# measure.sh --compare OLD NEW: two logs square by square (length and proved lower bound), e.g.
# a budget against another or an entry against its previous version.
# measure.sh --optima OPTIMA LOG: a log of Korf's squares against the solver's optima and bounds
# (data/optima.tsv): the entry's excess over each proved optimum, then over the best bound known.
#
# Runs the -O0 entry through the referee with a budget of BUDGET_S seconds of user+sys time per
# square (the referee's limit stays the contest's 600 s). BUDGET_S `contest` runs the entry as
# submitted, with no budget argument: its default, 560 s, a margin under the 600 s limit. The referee's lines go to stderr as they come;
# stdout gets a Markdown table, one row per square: length, transports, the lower bound the run
# proved and the gap to it, the sliding-only optimum and the margin under it (Korf's squares),
# user+sys seconds, the entry's peak memory; then the means. SQUARES default to Korf's 50.
#   lloyd/measure.sh build-lloyd 10                      (about 9 minutes of CPU time)
#   lloyd/measure.sh build-lloyd contest                 (the contest's table: 8 hours)
#   lloyd/measure.sh build-lloyd 60 random:1:50          (50 generated squares)
set -u -o pipefail

# Reads one referee line into m (moves), t (transports), cpu, opt (the sliding-only optimum, 0 if
# none), low (the proved lower bound, "" if none) and peak (MB); ok is 1 for a perfect square.
parse='
  function parse(  i, m_seen, t_seen) {
    opt = 0; low = ""; peak = 0; ok = $3 == "perfect"
    for (i = 1; i <= NF; i++) {
      if ($i == "moves" && !m_seen) { m = $(i + 1); m_seen = 1 }
      if ($i == "transports" && !t_seen) { t = $(i + 1); t_seen = 1 }
      if ($i == "cpu") { cpu = $(i + 1); sub("s", "", cpu) }
      if ($i == "slide-opt") opt = $(i + 1)
      if ($i == "lower") low = $(i + 1)
      # A number, not a string: as strings, a 9 MB peak would rank above 833 MB.
      if ($i == "peak") { peak = $(i + 1); sub("MB", "", peak); peak += 0 }
    }
  }'

table() {
  awk "$parse"'
  / moves / && / tiles / {
    parse()
    if (!n++) {
      print "| square | length | transports | proved lower bound | gap | sliding-only optimum | under it | cpu s | peak MB |"
      print "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    }
    perfect += ok
    printf "| %s | %s | %d | %s | %s | %s | %s | %.1f | %d |\n", $1, ok ? m : "not perfect", t,
      low == "" ? "-" : low, low == "" ? "-" : m - low, opt ? opt : "-", opt ? opt - m : "-", cpu, peak
    if (peak > top) top = peak
    if (!ok) next
    # The mean row is over the perfect runs, as its label says; the peak of the summary is over all.
    sm += m; st += t; sc += cpu; if (peak > ptop) ptop = peak
    if (low != "") { sl += low; gap += m - low; nl++ }
    if (opt) { so += opt; under += opt - m; if (!no++ || opt - m < worst) worst = opt - m }
  }
  END {
    if (!n) { print "measure.sh: no runs in the referee output" > "/dev/stderr"; exit 1 }
    p = perfect ? perfect : 1
    printf "| **mean of the %d perfect** | **%.2f** | %.2f | %s | %s | %s | %s | %.1f | max %d |\n",
      perfect, sm / p, st / p, nl ? sprintf("%.2f", sl / nl) : "-", nl ? sprintf("%.2f", gap / nl) : "-",
      no ? sprintf("%.2f", so / no) : "-", no ? sprintf("%.2f", under / no) : "-", sc / p, ptop
    printf "\nSUMMARY: %d squares, %d perfect, mean length %.2f, mean transports %.2f", n, perfect,
      sm / p, st / p
    if (nl) printf ", mean proved lower bound %.2f", sl / nl
    if (no) printf ", mean sliding-only optimum %.2f, worst margin under it %d", so / no, worst
    printf ", peak memory %d MB\n", top
    if (perfect < n) exit 1
  }'
}

# The squares perfect in both logs, in the order of NEW: lengths and proved lower bounds side by
# side, then how many got shorter and the means.
compare() {
  awk "$parse"'
  FNR == 1 { file++ }
  / moves / && / tiles / {
    parse()
    if (!ok) next
    # By position, not by name: a log compared with itself must work too.
    if (file == 1) { old_m[$1] = m; old_low[$1] = low; next }
    if (!($1 in old_m)) next
    if (!n++) {
      print "| square | length, old | length, new | change | lower bound, old | lower bound, new |"
      print "| --- | ---: | ---: | ---: | ---: | ---: |"
    }
    d = m - old_m[$1]
    printf "| %s | %d | %d | %+d | %s | %s |\n", $1, old_m[$1], m, d,
      old_low[$1] == "" ? "-" : old_low[$1], low == "" ? "-" : low
    shorter += d < 0; equal += d == 0; som += old_m[$1]; sm += m
    if (low != "" && old_low[$1] != "") { sol += old_low[$1]; sl += low; nl++ }
  }
  END {
    if (!n) { print "measure.sh: no square perfect in both logs" > "/dev/stderr"; exit 1 }
    printf "\nCOMPARE: %d squares perfect in both, new shorter on %d, equal on %d, longer on %d;", n,
      shorter, equal, n - shorter - equal
    printf " mean length %.2f -> %.2f", som / n, sm / n
    if (nl) printf "; mean proved lower bound %.2f -> %.2f", sol / nl, sl / nl
    printf "\n"
  }' "$1" "$2"
}

# The log's Korf squares against OPTIMA (data/optima.tsv): on the proved squares the excess of
# the length over the optimum; on the others the excess over the best lower bound known (the
# solver's or the run's own, whichever is higher), an upper bound of the excess over the optimum.
optima() {
  awk "$parse"'
  FNR == 1 { file++ }
  file == 1 { if ($1 ~ /^[0-9]+$/) { status[$1] = $2; best[$1] = $3 }; next }
  / moves / && / tiles / {
    parse()
    n_ = $1; sub("^korf-", "", n_)
    if (!(n_ in status)) next
    if (!n++) {
      print "| square | length | optimum or bound | proved | excess |"
      print "| --- | ---: | ---: | --- | ---: |"
    }
    if (!ok) { bad++; printf "| %s | not perfect | %d | %s | - |\n", $1, best[n_], status[n_]; next }
    proved = status[n_] == "optimal"
    bound = best[n_]; if (!proved && low != "" && low + 0 > bound + 0) bound = low
    d = m - bound
    printf "| %s | %d | %d | %s | %+d |\n", $1, m, bound, proved ? "optimal" : "bound", d
    if (proved) { np++; sp += d; at += d == 0; if (d > worst) worst = d }
    else { nb++; sb += d }
  }
  END {
    if (!n) { print "measure.sh: no Korf square of the optima in the log" > "/dev/stderr"; exit 1 }
    printf "\nOPTIMA: %d squares", n
    if (np) printf "; %d proved: the entry at the optimum on %d, mean excess %.2f, worst %+d", np, at, sp / np, worst
    if (nb) printf "; %d with a bound: mean excess over it at most %.2f", nb, sb / nb
    if (bad) printf "; %d not perfect", bad
    printf "\n"
    if (bad) exit 1
  }' "$1" "$2"
}

if [ "${1:-}" = --optima ]; then
  [ $# -eq 3 ] || { echo "usage: measure.sh --optima OPTIMA LOG" >&2; exit 2; }
  for f in "$2" "$3"; do [ -r "$f" ] || { echo "measure.sh: cannot read $f" >&2; exit 2; }; done
  optima "$2" "$3"
  exit
fi
if [ "${1:-}" = --compare ]; then
  [ $# -eq 3 ] || { echo "usage: measure.sh --compare OLD_LOG NEW_LOG" >&2; exit 2; }
  for f in "$2" "$3"; do [ -r "$f" ] || { echo "measure.sh: cannot read $f" >&2; exit 2; }; done
  compare "$2" "$3"
  exit
fi
if [ "${1:-}" = --table ]; then
  [ $# -eq 2 ] || { echo "usage: measure.sh --table LOG" >&2; exit 2; }
  table <"$2"
  exit
fi
[ $# -ge 2 ] || { echo "usage: measure.sh BUILD_DIR BUDGET_S [SQUARES...]" >&2; exit 2; }
build=$1 budget=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "korf:$here/data/korf50.txt"
args=(--arg "$budget")
[ "$budget" != contest ] || args=()
"$build/lloyd_referee" -q --limit 600 "${args[@]}" --env LLOYD_VERBOSE=1 \
  --entry "beammeup=$build/beammeup" "$@" | tee /dev/stderr | table
