#!/usr/bin/env bash
# play_one.sh DIR GAME CMD...: runs one game's default match for the `play` target.
# The match prints its own readable result; its last line starting "RESULT:" goes into the summary.
set -u
dir=$1 game=$2
shift 2
mkdir -p "$dir"
printf '\n=== %s ===\n' "$game"
"$@" 2>&1 | tee "$dir/$game.log"
rc=${PIPESTATUS[0]}
line=$(grep '^RESULT:' "$dir/$game.log" | tail -n 1 | sed 's/^RESULT: *//')
[ -n "$line" ] || line="(no result line)"
printf '%s\t%s\t%s\n' "$game" "$rc" "$line" >>"$dir/summary.tsv"
exit 0
