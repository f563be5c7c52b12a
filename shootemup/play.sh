#!/usr/bin/env bash
# play.sh REFEREE ROBOT: the default Shot-Em-Up match, our robot against the teacher's random
# robot: `shootemup_referee --series` on five seeds x `R 100` (a progress line per series, then the
# summary), ending with one RESULT line. Exits 0 when the arena ran properly with no robot errors.
set -u
referee=$1 robot=$2
summary=$("$referee" --series -n 5 --combats 100 "$robot") || { echo "RESULT: the referee failed"; exit 1; }
printf '%s\n' "$summary"
# "NAME: combats C wins W loses L errors E capped K, win rate P% ...".
read -r _ _ combats _ wins _ _ _ errors _ <<<"$summary"
[ "${combats:-0}" -gt 0 ] || { echo "RESULT: no combats"; exit 1; }
pct=$(awk -v w="$wins" -v r="$combats" 'BEGIN {printf "%.1f", 100 * w / r}')
echo "RESULT: $(basename "$robot") won $wins/$combats combats ($pct%) vs the random robot, $errors errors"
[ "$errors" -eq 0 ]
