#!/usr/bin/env bash
# build_1998_test.sh SCRIPT DIR: pousse/build_1998.sh without the network. Its refusals (exit 2
# and why: no arguments, a missing ARCHIVE, a directory that is not the archive, OUT inside the
# repository, a bad size), then a whole build on a stand-in archive of two small C programs laid
# out as dbkang/icfp1998 is (tournament/robots/8/src with Cilk keywords, robots/42/src): each
# wrapper reads the board size, starts the program built for it, and its alarm is OPP_MS
# milliseconds; Cilk Pousse's abort flag is no longer reset after the alarm may have rung. Prints
# "ok: ..." when all hold.
set -u
script=$1
dir=$2
rm -rf "$dir"
mkdir -p "$dir"
fail() {
  echo "FAIL: $*"
  exit 1
}

# refused ARGS... MESSAGE: exit 2 and MESSAGE on stderr, nothing built.
refused() {
  local message=${*: -1}
  local out status
  out=$(bash "$script" "${@:1:$#-1}" 2>&1)
  status=$?
  [ $status -eq 2 ] || fail "build_1998.sh ${*:1:$#-1}: exit $status, not 2: $out"
  [[ $out == *"$message"* ]] || fail "build_1998.sh ${*:1:$#-1}: no '$message' in: $out"
}

archive=$dir/icfp1998
refused "expected ARCHIVE and OUT"
refused "$archive" "$dir/out" "no directory '$archive'"
mkdir -p "$archive"
refused "$archive" "$dir/out" "not a clone of dbkang/icfp1998"

cilk=$archive/tournament/robots/8/src
la=$archive/tournament/robots/42/src
mkdir -p "$cilk" "$la"
cat >"$cilk/pousse.cilk" <<'EOF'
#ifdef SERIAL
#include <stdlib.h>
#include <unistd.h>
#include <signal.h>
#include <assert.h>
#include "serial.h"
#endif
#include <stdio.h>
int global_abort_flag;
void on_alarm(int s) { global_abort_flag = 1; }
cilk int size_of(int n) { return n; }
cilk int main(int argc, char *argv[]) {
  int n = 0, t = 27, c;
  while ((c = getopt(argc, argv, "t:")) != -1) t = atoi(optarg);
  if (scanf("%d", &n) != 1) return 1;
  n = spawn size_of(n);
  sync;
  signal(SIGALRM, on_alarm);
  alarm(t);
  pause();
  global_abort_flag = 0;
  while (!global_abort_flag) pause();  /* without end, unless the build took the reset away */
  printf("L%d\n", n == BD_SIZE ? 1 : 2);
  return 0;
}
EOF
printf '#ifdef SERIAL\n#include "serial.h"\n#endif\ncilk int eval_init(void) { return 0; }\n' \
  >"$cilk/eval.cilk"
echo 'int rtab;' >"$cilk/rtab.c"
cat >"$la/pousse.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <signal.h>
int stopped;
void on_alarm(int s) { stopped = 1; }
main(int argc, char **argv) {
  char d;
  int p, moves = 0;
  while (scanf(" %c%d", &d, &p) == 2) moves++;
  signal(SIGALRM, on_alarm);
  alarm(atoi(argv[1]));
  while (!stopped) pause();
  printf("R%d\n", BSIZE + moves);
  return 0;
}
EOF
repo=$(cd "$(dirname "$script")/.." && pwd -P)
refused "$archive" "$repo/pousse/out" "inside this repository"
refused --sizes "5 21" "$archive" "$dir/out" "'21' is not a board size"
refused --sizes "$archive" "$dir/out" "expected ARCHIVE and OUT"

out=$(bash "$script" --sizes "5 6" "$archive" "$dir/out" 2>&1) || fail "the build: $out"
for f in cilk cilk-depth la bin/cilk-5 bin/cilk-depth-6 bin/la-6; do
  [ -x "$dir/out/$f" ] || fail "no $f in OUT"
done
start=$(date +%s%N)
reply=$(printf '5\nL2\n' | OPP_MS=50 timeout 10 "$dir/out/cilk")
[ "$reply" = L1 ] || fail "cilk answered '$reply', not L1"
reply=$(printf '6\nL2\nT3\n' | OPP_MS=50 timeout 10 "$dir/out/la")
[ "$reply" = R8 ] || fail "la answered '$reply', not R8 (6 and its two moves)"
ms=$((($(date +%s%N) - start) / 1000000))
((ms < 5000)) || fail "the alarms took $ms ms: seconds, not milliseconds?"
echo "ok: refusals, and a build whose wrappers answer at OPP_MS milliseconds"
