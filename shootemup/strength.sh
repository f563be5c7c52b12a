#!/usr/bin/env bash
# strength.sh ARENA ROBOT...: each robot's win rate over 10,000 combats (seeds 1..100 x `R 100`)
# against the teacher's random robot, through the arena. Prints one line per robot.
set -u
arena=$1
shift
input=$(for seed in $(seq 1 100); do printf 'G %d\nR 100\n' "$seed"; done)
for robot in "$@"; do
  printf '%s\n' "$input" | "$arena" "$robot" |
    awk -v name="$(basename "$robot")" '/^! ROUNDS/ {r += $3; w += $5; l += $7; e += $9}
      END {printf "%-12s combats %d wins %d loses %d errors %d win rate %.2f%%\n", name, r, w, l, e, 100 * w / r}'
done
