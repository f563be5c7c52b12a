#!/usr/bin/env bash
# strength.sh BUILD_DIR [LOG_DIR]: highnoon's strength run. First the panel (a match, two games,
# against the system-test player and each sparring player), then the full tournament (seeding by a
# system-test game against the standard player, then single elimination), every game logged in
# LOG_DIR (default BUILD_DIR/strength-logs; its panel/ and tournament/ are emptied first) and
# re-verified by the replay checker. Runs at nice 10, one game at a time. Exit status: 0 when
# everything ran and every log verified.
set -eu -o pipefail
b=${1:?usage: strength.sh BUILD_DIR [LOG_DIR]}
logs=${2:-$b/strength-logs}
# Only the two directories this script writes: LOG_DIR may hold other files.
rm -rf "$logs/panel" "$logs/tournament"
mkdir -p "$logs/panel" "$logs/tournament"
players=()
for p in standard runner hunter waller random wallwalker; do players+=("$p=$b/showdown_$p"); done
echo "=== panel ==="
# pipefail: the mediator's status, not the filter's, decides.
nice -n 10 "$b/showdown_mediator" --logs "$logs/panel" panel highnoon="$b/highnoon" "${players[@]}" |
  { grep -E '^(Match|RESULT)' || true; } || { echo "strength.sh: the panel failed" >&2; exit 1; }
echo "=== tournament ==="
nice -n 10 "$b/showdown_mediator" --logs "$logs/tournament" tournament \
  standard="$b/showdown_standard" highnoon="$b/highnoon" "${players[@]}"
echo "=== replay check ==="
n=$(ls "$logs"/panel/*.log "$logs"/tournament/*.log | wc -l)
if out=$("$b/showdown_replay" "$logs"/panel/*.log "$logs"/tournament/*.log); then
  echo "all $n logs verified"
else
  echo "$out" | grep -v ': ok$'
  exit 1
fi
