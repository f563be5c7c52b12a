#!/usr/bin/env bash
# strength.sh BUILD_DIR [LOG_DIR]: highnoon's strength run, every game logged in LOG_DIR (default
# BUILD_DIR/strength-logs; its gauntlet/, roundrobin/ and tournament/ are emptied first) and
# re-verified by the replay checker:
#   1. the gauntlet: highnoon against the system-test player and every sparring player, one match
#      (two games, each first once) per seed, SEEDS seeds (default 20), JOBS matches at once
#      (default 2); the crosstable gives highnoon's row;
#   2. the round robin of all of them, RR_SEEDS seeds (default 3): the crosstable ranks everyone;
#   3. the statement's tournament (seeding by a system-test game, then single elimination).
# Exit status: 0 when everything ran and every log verified.
set -eu -o pipefail
b=${1:?usage: strength.sh BUILD_DIR [LOG_DIR]}
logs=${2:-$b/strength-logs}
seeds=${SEEDS:-20} rr_seeds=${RR_SEEDS:-3} jobs=${JOBS:-2}
# Only the directories this script writes: LOG_DIR may hold other files.
rm -rf "$logs/gauntlet" "$logs/roundrobin" "$logs/tournament"
mkdir -p "$logs/gauntlet" "$logs/roundrobin" "$logs/tournament"
players=()
for p in standard runner hunter waller random wallwalker sniper fortress doorman sentinel chameleon \
  tracker tracker_uniform tracker_pauser warden evader homewaller stalker; do
  players+=("$p=$b/showdown_$p")
done
m="$b/showdown_referee"
echo "=== gauntlet: $seeds seeds ==="
# pipefail: the mediator's status, not the filter's, decides.
nice -n 10 "$m" --seeds "$seeds" -j "$jobs" --logs "$logs/gauntlet" gauntlet highnoon="$b/highnoon" \
  "${players[@]}" | { grep -v '^\[' || true; } || { echo "strength.sh: the gauntlet failed" >&2; exit 1; }
echo "=== round robin: $rr_seeds seeds ==="
nice -n 10 "$m" --seeds "$rr_seeds" -j "$jobs" --logs "$logs/roundrobin" roundrobin \
  highnoon="$b/highnoon" "${players[@]}" | { grep -v '^\[' || true; } ||
  { echo "strength.sh: the round robin failed" >&2; exit 1; }
echo "=== tournament ==="
nice -n 10 "$m" --logs "$logs/tournament" tournament standard="$b/showdown_standard" \
  highnoon="$b/highnoon" "${players[@]}"
echo "=== replay check ==="
n=0 bad=0
for dir in gauntlet roundrobin tournament; do
  for f in "$logs/$dir"/*.log; do
    n=$((n + 1))
    "$b/showdown_check" "$f" >/dev/null || { echo "not verified: $f"; bad=$((bad + 1)); }
  done
done
[ "$bad" -eq 0 ] && echo "all $n logs verified" || exit 1
