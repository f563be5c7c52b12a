#!/usr/bin/env bash
# check_optima.sh LLOYD_CHECK DATA_DIR: every row of DATA_DIR/optima.tsv whose status is optimal
# has its solution in DATA_DIR/optima/korf-N.txt, and lloyd_check finds it perfect at the table's
# length and transports. Prints one line per failure and "ok: N optimal solutions replay, M bounds".
set -u
check=$1 data=$2
failed=0 ok=0 bounds=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
while IFS=$'\t' read -r index status length transports rest; do
  case $index in '#'* | index | '') continue ;; esac
  if [ "$status" = bound ]; then
    bounds=$((bounds + 1))
    continue
  fi
  cells=$(awk -v n="$index" '$1 == n && $1 !~ /^#/ { print $2 }' "$data/korf50.txt")
  if [ ${#cells} -ne 25 ]; then
    echo "FAIL: korf-$index: no square in korf50.txt"
    failed=$((failed + 1))
    continue
  fi
  printf '%s\n%s\n%s\n%s\n%s\n' "${cells:0:5}" "${cells:5:5}" "${cells:10:5}" "${cells:15:5}" \
    "${cells:20:5}" >"$work/square"
  out=$("$check" "$work/square" "$data/optima/korf-$index.txt" 2>&1)
  if [[ "$out" != *"perfect: yes"* || "$out" != *$'\nmoves: '"$length"$'\n'* ||
    "$out" != *$'\ntransports: '"$transports"$'\n'* ]]; then
    echo "FAIL: korf-$index: expected $length moves, $transports transports, perfect: $out"
    failed=$((failed + 1))
  else
    ok=$((ok + 1))
  fi
done <"$data/optima.tsv"
[ "$failed" -eq 0 ] || exit 1
echo "ok: $ok optimal solutions replay, $bounds bounds"
