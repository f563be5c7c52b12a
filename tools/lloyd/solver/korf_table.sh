#!/usr/bin/env bash
# korf_table.sh WORK_DIR DATA_DIR: writes DATA_DIR/optima.tsv from the last row of each square in
# WORK_DIR/runs.tsv (korf_run.sh's rows) and copies the optimal solutions to DATA_DIR/optima/.
# A square the solver left at a bound is optimal all the same when WORK_DIR/korf-N.known holds a
# solution (found by another program, the entry say) exactly as long as the bound: nothing shorter
# exists and that one does. Its row says so by taking the solution's transports; CTest
# lloyd.optima replays every stored solution under lloyd_check.
set -eu
work=$1 data=$2
mkdir -p "$data/optima"
{
  echo "# Korf's 50 squares (korf50.txt) with the transport: the optima lloyd_solve proved, or the"
  echo "# best lower bound it proved (tools/lloyd/SOLVER.md). Tab-separated: index; status (optimal:"
  echo "# the length is proved optimal and optima/korf-N.txt holds a solution of that length; bound:"
  echo "# not proved, the length column is the proved lower bound); length; transports of the"
  echo "# solution (- for a bound); nodes and wall seconds over every run of the proof (under"
  echo "# nice -n 19 on a shared, loaded 2-core machine); the heuristic at the start (of the run's"
  echo "# partitions: corner+ unless SOLVER.md says otherwise)."
  printf 'index\tstatus\tlength\ttransports\tnodes\tseconds\theuristic\n'
  awk -F'\t' '{ row[$1] = $0 } END { for (n in row) print row[n] }' "$work/runs.tsv" | sort -n |
    while IFS=$'\t' read -r n status length transports rest; do
      known="$work/korf-$n.known"
      if [ "$status" = bound ] && [ -f "$known" ]; then
        moves=$(tr -d '\n' <"$known")
        if [ ${#moves} -eq "$length" ]; then
          status=optimal transports=$(tr -cd t <<<"$moves" | wc -c)
        fi
      fi
      printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$status" "$length" "$transports" "$rest"
    done
} >"$data/optima.tsv"
awk -F'\t' '$2 == "optimal" { print $1 }' "$data/optima.tsv" | while read -r n; do
  solution="$work/korf-$n.out"
  [ -s "$solution" ] || solution="$work/korf-$n.known"
  cp "$solution" "$data/optima/korf-$n.txt"
done
