#!/usr/bin/env bash
# move_times.sh PLAYER [OUTPUT...]: the spread of PLAYER's slowest move per game, from the
# referee's per-game lines (`... slowest nimrod 0.21 s, greedy 0.01 s`) of strength.sh or match
# output (files, or stdin): games, median (the lower middle one for an even count), 99th percentile
# (nearest rank), maximum, and games over 0.5 s.
set -eu -o pipefail
[ $# -ge 1 ] || { echo "usage: move_times.sh PLAYER [OUTPUT...]" >&2; exit 2; }
player=$1
shift
awk -v p="$player" '
  /^game / && / slowest / {
    for (i = 1; i < NF; i++)
      if ($i == p && $(i + 1) ~ /^[0-9]+\.[0-9]+$/) print $(i + 1)
  }' "$@" | sort -n | awk -v p="$player" '
  { t[++n] = $1; over += $1 > 0.5 }
  END {
    if (!n) { print "move_times.sh: no games of " p > "/dev/stderr"; exit 1 }
    k = int(0.99 * n); if (k < 0.99 * n) k++
    printf "%s: %d games; slowest move per game: median %.2f s, 99%% at or below %.2f s, max %.2f s, %d over 0.5 s\n",
      p, n, t[int((n + 1) / 2)], t[k], t[n], over
  }'
