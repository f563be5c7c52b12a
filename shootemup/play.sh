#!/usr/bin/env bash
# play.sh ARENA ROBOT: the default Shot-Em-Up match, our robot against the teacher's random robot.
# Runs `arena ROBOT` on five seeds x `R 100`, prints the round lines and the total win rate, and
# ends with one RESULT line. Exits 0 when the arena ran properly with no robot errors.
set -u
arena=$1 robot=$2
input=$(for seed in 1 2 3 4 5; do printf 'G %d\nR 100\n' "$seed"; done)
out=$(printf '%s\n' "$input" | "$arena" "$robot") || { echo "RESULT: arena failed"; exit 1; }
printf '%s\n' "$out"
read -r rounds wins errors < <(printf '%s\n' "$out" |
  awk '/^! ROUNDS/ {r += $3; w += $5; e += $9} END {print r + 0, w + 0, e + 0}')
[ "$rounds" -gt 0 ] || { echo "RESULT: no round line"; exit 1; }
pct=$(awk -v w="$wins" -v r="$rounds" 'BEGIN {printf "%.1f", 100 * w / r}')
echo "total: $wins wins in $rounds combats ($pct%), $errors errors"
echo "RESULT: $(basename "$robot") won $wins/$rounds combats ($pct%) vs the random robot, $errors errors"
[ "$errors" -eq 0 ]
