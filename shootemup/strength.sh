#!/usr/bin/env bash
# strength.sh ARENA ROBOT...: each robot's win rate over 10,000 combats (seeds 1..100 x `R 100`)
# against the teacher's random robot, through the arena. Prints one line per robot; exits non-zero
# when the arena fails or reports no combats for a robot.
set -u -o pipefail
[ $# -ge 2 ] || { echo "usage: strength.sh ARENA ROBOT..." >&2; exit 2; }
arena=$1
shift
input=$(for seed in $(seq 1 100); do printf 'G %d\nR 100\n' "$seed"; done)
status=0
for robot in "$@"; do
  printf '%s\n' "$input" | "$arena" "$robot" |
    awk -v name="$(basename "$robot")" '/^! ROUNDS/ {r += $3; w += $5; l += $7; e += $9}
      END {
        if (!r) { printf "%-12s no combats reported\n", name; exit 1 }
        printf "%-12s combats %d wins %d loses %d errors %d win rate %.2f%%\n", name, r, w, l, e, 100 * w / r
      }' || { echo "strength.sh: $robot: the arena failed" >&2; status=1; }
done
exit "$status"
