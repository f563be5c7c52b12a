#!/usr/bin/env bash
# tools/fuzz/run.sh: builds the libFuzzer harnesses with clang++ and runs each on its corpus.
#
#   tools/fuzz/run.sh [--build DIR] [--quick] [--runs N | SECONDS] [TARGET...]
#
# --build DIR  the build directory (default build-fuzz at the repository's top); the corpus each
#              timed run grows is kept in DIR/corpus/TARGET, crashes in DIR/crashes/TARGET
# --quick      build without debug info (build type Quick) instead of RelWithDebInfo: quicker
#              to build, the same sanitizers, but a report has no line numbers
# --runs N     stop each target after N inputs, starting from the seeds alone (the CTest
#              fuzz.smoke uses --quick --runs 500)
# FUZZ_JOBS    targets built and run at a time, 1 to 99 (default 2); else exit 2
# SECONDS      run each target this long instead (default 60)
# TARGET...    only these targets (default all: DIR/targets.txt)
#
# Every target runs under ASan and UBSan and stops at the first finding; a harness that checks a
# property says which one failed on a line starting PROPERTY. Before fuzzing, each target is run
# once on every file of tools/fuzz/regressions/TARGET/, if any. Exit status 0: no finding; 1: a
# target crashed, hung, leaked, tripped a sanitizer or broke a property; 2: clang++ missing or
# the build failed.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="$root/build-fuzz"
runs=""
type=RelWithDebInfo
seconds=60
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build="$2"; shift 2 ;;
    --quick) type=Quick; shift ;;
    --runs) runs="$2"; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    [0-9]*) seconds="$1"; shift ;;
    -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done

jobs="${FUZZ_JOBS-2}"
[[ $jobs =~ ^[1-9][0-9]?$ ]] || { echo "run.sh: FUZZ_JOBS must be a whole number from 1 to 99, got '$jobs'" >&2; exit 2; }
cxx="${FUZZ_CXX:-clang++}"
if ! command -v "$cxx" >/dev/null 2>&1; then
  echo "run.sh: $cxx not found: the fuzz targets need clang's libFuzzer (Debian: apt-get install clang;" \
       ".ci/run installs it)" >&2
  exit 2
fi

mkdir -p "$build"
if ! cmake -S "$here" -B "$build" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE="$type" >"$build/configure.log" 2>&1; then
  cat "$build/configure.log" >&2
  echo "run.sh: configuring tools/fuzz with $cxx failed (above)" >&2
  exit 2
fi
if ! cmake --build "$build" -j"$jobs" >"$build/build.log" 2>&1; then
  tail -40 "$build/build.log" >&2
  echo "run.sh: building the fuzz targets failed (above; whole log $build/build.log)" >&2
  exit 2
fi
[ ${#targets[@]} -gt 0 ] || mapfile -t targets <"$build/targets.txt"

export ASAN_OPTIONS="halt_on_error=1:abort_on_error=0:detect_leaks=1:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:${UBSAN_OPTIONS:-}"
if [ -n "$runs" ]; then limit=(-runs="$runs"); else limit=(-max_total_time="$seconds"); fi

# One target, its line (on a finding, the report) written to DIR/TARGET.report.
fuzz_one() {
  local t=$1 exe="$build/$1" corpus="$build/corpus/$1" crashes="$build/crashes/$1"
  # A --runs smoke test starts from the seeds alone each time, so that it stays as short.
  [ -z "$runs" ] || { corpus="$build/smoke-corpus/$t"; rm -rf "$corpus"; }
  mkdir -p "$corpus" "$crashes"
  local log="$build/$t.log" start status=0 took stats
  start=$(date +%s)
  local regressions=("$here/regressions/$t"/*)
  if [ -e "${regressions[0]}" ]; then
    "$exe" "${regressions[@]}" >"$log" 2>&1 || status=$?
  fi
  if [ $status -eq 0 ]; then
    # -max_len: the seeds are cut to 16 KB; -timeout: one input over 10 s is a hang.
    "$exe" "${limit[@]}" -max_len=16384 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" "$build/seeds/$t" >>"$log" 2>&1 || status=$?
  fi
  took=$(( $(date +%s) - start ))
  stats=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}' | tail -1)
  if [ $status -eq 0 ]; then
    echo "fuzz $t: ok, ${stats:-?} runs in ${took} s, corpus $(ls "$corpus" | wc -l) files"
  else
    echo "fuzz $t: FAILED (status $status) after ${took} s; the input is in $crashes/, the report:"
    grep -E 'PROPERTY |ERROR: |SUMMARY: |runtime error|==ERROR|Test unit written|deadly signal|timeout' "$log" | head -20
    echo "  (whole log: $log)"
  fi >"$build/$t.report"
}

for t in "${targets[@]}"; do
  [ -x "$build/$t" ] || { echo "run.sh: no target $t" >&2; exit 2; }
done
# FUZZ_JOBS targets at a time (default 2: the cores CI has), reported in order.
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  fuzz_one "$t" &
done
wait
failed=()
for t in "${targets[@]}"; do
  cat "$build/$t.report"
  grep -q "^fuzz $t: ok" "$build/$t.report" || failed+=("$t")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "run.sh: findings in ${failed[*]}" >&2
  exit 1
fi
