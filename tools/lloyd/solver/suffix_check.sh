#!/usr/bin/env bash
# suffix_check.sh SOLVE CHECK PDB_DIR PARTITION SQUARE SOLUTION REST...: an independent check of a
# proved optimum. The last REST moves of an optimal solution are an optimal solution of the square
# they start from (a shorter one would shorten the whole), so lloyd_solve with another heuristic
# (PARTITION) must prove exactly REST moves there, no fewer. Prints one line per REST.
set -u
[ $# -ge 7 ] || { echo "usage: suffix_check.sh SOLVE CHECK PDB_DIR PARTITION SQUARE SOLUTION REST..." >&2; exit 2; }
solve=$1 check=$2 pdb=$3 partition=$4 square=$5 solution=$6
shift 6
moves=$(tr -d '\n' <"$solution")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for rest in "$@"; do
  printf '%s\n' "${moves:0:$((${#moves} - rest))}" >"$work/prefix"
  "$check" "$square" "$work/prefix" | sed -n '/^final square:$/,$p' | tail -n 5 >"$work/square"
  out=$(nice -n 19 "$solve" -q --pdb-dir "$pdb" --partition "$partition" "$work/square")
  length=$(sed -n 's/^length: //p' <<<"$out") nodes=$(sed -n 's/^nodes: //p' <<<"$out")
  verdict=ok
  [ "$length" = "$rest" ] || { verdict=FAIL; failed=1; }
  echo "$verdict: the last $rest of ${#moves} moves: $partition proves $length in $nodes nodes"
done
exit $failed
