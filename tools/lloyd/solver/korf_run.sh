#!/usr/bin/env bash
# korf_run.sh SOLVE PDB_DIR KORF50 WORK_DIR SECONDS INDEX...: proves Korf squares one after
# another, each for at most SECONDS of wall time under nice -n 19, resuming from its checkpoint
# in WORK_DIR (so a second call goes on where the first stopped). Appends one line per run to
# WORK_DIR/runs.tsv: index, status (optimal or bound), length or proved bound, transports,
# nodes, seconds (both over all runs of the square), the heuristic at the start. The solutions go
# to WORK_DIR/korf-N.out. Extra lloyd_solve options come from LLOYD_SOLVE_OPTIONS.
set -u
[ $# -ge 6 ] || { echo "usage: korf_run.sh SOLVE PDB_DIR KORF50 WORK_DIR SECONDS INDEX..." >&2; exit 2; }
solve=$1 pdb=$2 korf=$3 work=$4 seconds=$5
shift 5
mkdir -p "$work"
for n in "$@"; do
  cells=$(awk -v n="$n" '$1 == n && $1 !~ /^#/ { print $2 }' "$korf")
  [ ${#cells} -eq 25 ] || { echo "korf_run.sh: no square $n in $korf" >&2; exit 2; }
  printf '%s\n%s\n%s\n%s\n%s\n' "${cells:0:5}" "${cells:5:5}" "${cells:10:5}" "${cells:15:5}" \
    "${cells:20:5}" >"$work/korf-$n.square"
  # shellcheck disable=SC2086
  out=$(nice -n 19 "$solve" -q --pdb-dir "$pdb" --seconds "$seconds" \
    --checkpoint "$work/korf-$n.checkpoint" --output "$work/korf-$n.out" \
    ${LLOYD_SOLVE_OPTIONS:-} "$work/korf-$n.square")
  status=$?
  [ $status -le 1 ] || { echo "korf_run.sh: korf-$n: lloyd_solve exit $status" >&2; exit 1; }
  value() { sed -n "s/^$1: //p" <<<"$out"; }
  if [ "$(value status)" = optimal ]; then
    length=$(value length) transports=$(value transports)
  else
    length=$(value 'lower bound') transports=-
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$(value status)" "$length" "$transports" \
    "$(value nodes)" "$(value seconds)" "$(value 'heuristic at the start')" | tee -a "$work/runs.tsv"
done
