#!/usr/bin/env bash
# build_1998.sh [--sizes "N..."] ARCHIVE OUT: builds the 1998 programs the Pousse figures play
# (README.md, "Opponents" and "Figures") from a clone of the public archive dbkang/icfp1998
#   git clone https://github.com/dbkang/icfp1998 ARCHIVE
# into OUT, a directory outside this repository or one git ignores (made when missing); nothing of
# theirs enters the repository. For each board size (default 4 to 20):
#   OUT/cilk         Cilk Pousse (tournament/robots/8, the 1998 winner): its serial elision (the C
#                    program its own SERIAL build names, the Cilk keywords as C), -O2, one
#                    processor, as submitted (-DSUBMISSION -DMAX_DEPTH=100)
#   OUT/cilk-depth   the same built without -DSUBMISSION: its depth lines on stderr (the depth
#                    table's Cilk rows)
#   OUT/la           la (tournament/robots/42, Lennart Augustsson's): src/pousse.c at -O2
# Each is a wrapper that reads the board size as the robot's runme did and starts the program
# built for it (OUT/bin/NAME-N), whose alarm is OPP_MS milliseconds a move (one timer, set where
# the original sets it in seconds; default the runme's 27 s for Cilk Pousse, 28 s for la). Play
# them as `cilk=OUT/cilk` on pousse_referee's command line with `--env-b OPP_MS=1000`.
# Exits 2 on bad usage (with why), 1 when a build fails or no C compiler is found.
set -eu

usage() {
  echo "build_1998.sh: $1" >&2
  echo "usage: build_1998.sh [--sizes \"N...\"] ARCHIVE OUT   (ARCHIVE: a clone of dbkang/icfp1998)" >&2
  exit 2
}

sizes=$(seq 4 20)
if [ "${1:-}" = --sizes ]; then
  [ $# -ge 2 ] || usage "--sizes: a value is missing"
  sizes=$2
  shift 2
fi
[ $# -eq 2 ] || usage "expected ARCHIVE and OUT, got $# arguments"
archive=$1
out=$2
for n in $sizes; do
  [[ $n =~ ^[1-9][0-9]*$ ]] && ((n >= 4 && n <= 20)) ||
    usage "--sizes: '$n' is not a board size from 4 to 20"
done
[ -n "$sizes" ] || usage "--sizes: no board size"
[ -d "$archive" ] || usage "ARCHIVE: no directory '$archive' (clone dbkang/icfp1998 there first)"
cilk_src=$archive/tournament/robots/8/src
la_src=$archive/tournament/robots/42/src
for f in "$cilk_src/pousse.cilk" "$cilk_src/eval.cilk" "$cilk_src/rtab.c" "$la_src/pousse.c"; do
  [ -f "$f" ] || usage "ARCHIVE: '$archive' holds no ${f#"$archive"/}: not a clone of dbkang/icfp1998"
done
repo=$(cd "$(dirname "$0")/.." && pwd -P)
out_abs=$(realpath -m "$out")
case "$out_abs/" in
  "$repo"/*)
    git -C "$repo" check-ignore -q "$out_abs" 2>/dev/null ||
      usage "OUT: '$out' is inside this repository; name a directory outside it (or one git ignores)"
    ;;
esac
cc=${CC:-cc}
if ! command -v "$cc" >/dev/null 2>&1; then
  echo "build_1998.sh: no C compiler '$cc': install Debian's gcc (apt-get install gcc) or set CC" >&2
  exit 1
fi

mkdir -p "$out_abs/bin"
gen=$(mktemp -d)
trap 'rm -rf "$gen"' EXIT

# The Cilk keywords as C, the serial elision: a spawn is a call, an inlet a nested function (GCC),
# sync and abort nothing (the alarm's flag stops the search), one processor. The flag is left to the
# alarm: its reset before each depth (for the parallel timer thread) goes, or an alarm that rang
# between two depths would be lost and the next depth searched without end.
mkdir "$gen/cilk"
cp -R "$cilk_src/." "$gen/cilk/"
resets=$(grep -c '^[[:space:]]*global_abort_flag = 0;' "$gen/cilk/pousse.cilk" || true)
if [ "$resets" != 1 ]; then
  echo "build_1998.sh: $cilk_src/pousse.cilk is not the 1998 one (its abort flag's reset not found once)" >&2
  exit 1
fi
sed -i '/^[[:space:]]*global_abort_flag = 0;/d' "$gen/cilk/pousse.cilk"
cilk_src=$gen/cilk
cat >"$gen/serial.h" <<'EOF'
#define cilk
#define spawn
#define sync
#define inlet
#define abort
#define private
#define Cilk_active_size 1
#define Self 0
#define Cilk_exit(n) exit(n)
#define Cilk_die(...) (fprintf(stderr, __VA_ARGS__), exit(1))
#define CILK_ASSERT(e) assert(e)
EOF
# alarm(T) as T milliseconds: the budget of a move below a second.
cat >"$gen/alarm_ms.h" <<'EOF'
#include <sys/time.h>
#include <unistd.h>
static unsigned alarm_ms(unsigned ms) {
  struct itimerval t = {{0, 0}, {ms / 1000, (ms % 1000) * 1000}};
  setitimer(ITIMER_REAL, &t, 0);
  return 0;
}
#define alarm(ms) alarm_ms(ms)
EOF

build() {  # OUTPUT ARGS...: one compiler run, its messages kept only when it fails
  local output=$1
  shift
  if ! "$cc" -std=gnu89 -O2 -w -include "$gen/alarm_ms.h" "$@" -o "$output" 2>"$gen/log"; then
    cat "$gen/log" >&2
    echo "build_1998.sh: building $output failed" >&2
    exit 1
  fi
}

for n in $sizes; do
  cilk=(-x c -DSERIAL -DMAX_DEPTH=100 -DBD_SIZE="$n" -I"$gen" -I"$cilk_src"
        "$cilk_src/pousse.cilk" "$cilk_src/eval.cilk" -x none "$cilk_src/rtab.c" -lm)
  build "$out_abs/bin/cilk-$n" -DSUBMISSION "${cilk[@]}"
  build "$out_abs/bin/cilk-depth-$n" "${cilk[@]}"
  build "$out_abs/bin/la-$n" -DBSIZE="$n" "$la_src/pousse.c"
done

# The wrappers: the size read as each runme read it; Cilk Pousse reads the whole game, la the
# moves after the size.
for name in cilk cilk-depth; do
  cat >"$out_abs/$name" <<EOF
#!/bin/sh
# $name: Cilk Pousse (ICFP 1998), built by pousse/build_1998.sh; OPP_MS milliseconds a move.
read -r size
bin=\$(dirname "\$(readlink -f "\$0")")/bin/$name-\$size
{ echo "\$size"; cat; } | "\$bin" -t "\${OPP_MS:-27000}"
EOF
done
cat >"$out_abs/la" <<'EOF'
#!/bin/sh
# la: la (ICFP 1998), built by pousse/build_1998.sh; OPP_MS milliseconds a move.
read -r size
exec "$(dirname "$(readlink -f "$0")")/bin/la-$size" "${OPP_MS:-28000}"
EOF
chmod +x "$out_abs/cilk" "$out_abs/cilk-depth" "$out_abs/la"
echo "built for N = $(echo $sizes): $out_abs/cilk, $out_abs/cilk-depth, $out_abs/la"
