#!/usr/bin/env bash
# play_summary.sh DIR: prints the table of every game's default match; fails if any match failed.
set -u
dir=$1
printf '\n=== Summary (logs in %s) ===\n' "$dir"
if [ ! -s "$dir/summary.tsv" ]; then
  echo "no games registered"
  exit 0
fi
status=0
while IFS=$'\t' read -r game rc line; do
  if [ "$rc" = 0 ]; then mark=ok; else mark="FAILED (exit $rc)"; status=1; fi
  printf '%-10s %-16s %s\n' "$game" "$mark" "$line"
done <"$dir/summary.tsv"
exit $status
