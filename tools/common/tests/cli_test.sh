#!/usr/bin/env bash
# cli_test.sh [--entry PROGRAM]... [--tool PROGRAM 'ARGS']...: every program of a game answers the
# same way on the command line.
#   every PROGRAM: `PROGRAM --help` exits 0 with its usage on stdout (the first line begins with
#     "usage: ") and nothing on stderr;
#   every tool: `PROGRAM --no-such-option` exits 2 with a message on stderr that names the option,
#     and `PROGRAM ARGS` (a malformed value, ARGS split at blanks) exits 2 with a message that names
#     the option: the last word of ARGS that begins with '-', else the first word (a value that
#     stands alone).
# Nothing reads standard input (</dev/null). Prints one line per failed check and "ok: N programs"
# when all pass; exits 1 otherwise.
set -u
failed=0 programs=0
fail() {
  echo "FAIL: $*"
  failed=$((failed + 1))
}

# run PROGRAM ARGS...: sets status, out and err.
run() {
  local o e
  o=$(mktemp) e=$(mktemp)
  timeout 20 "$@" </dev/null >"$o" 2>"$e"
  status=$?
  out=$(cat "$o") err=$(cat "$e")
  rm -f "$o" "$e"
}

check_help() {
  local p=$1
  run "$p" --help
  [ "$status" -eq 0 ] || fail "$p --help: exit $status"
  [[ "$out" == "usage: "* ]] || fail "$p --help: stdout does not begin with 'usage: ': ${out:0:60}"
  [ -z "$err" ] || fail "$p --help: stderr: ${err:0:80}"
}

while [ $# -gt 0 ]; do
  case $1 in
    --entry)
      [ $# -ge 2 ] || { echo "cli_test.sh: --entry needs a PROGRAM"; exit 2; }
      check_help "$2"
      programs=$((programs + 1))
      shift 2
      ;;
    --tool)
      [ $# -ge 3 ] || { echo "cli_test.sh: --tool needs a PROGRAM and ARGS"; exit 2; }
      p=$2 args=$3
      check_help "$p"
      run "$p" --no-such-option
      [ "$status" -eq 2 ] || fail "$p --no-such-option: exit $status"
      [[ "$err" == *--no-such-option* ]] || fail "$p --no-such-option: not named: ${err:0:80}"
      read -r -a words <<<"$args"
      named=${words[0]}
      for w in "${words[@]}"; do [[ "$w" == -* ]] && named=$w; done
      run "$p" "${words[@]}"
      [ "$status" -eq 2 ] || fail "$p $args: exit $status"
      [[ "$err" == *"$named"* ]] || fail "$p $args: '$named' not named: ${err:0:80}"
      programs=$((programs + 1))
      shift 3
      ;;
    *)
      echo "cli_test.sh: unknown argument '$1'"
      exit 2
      ;;
  esac
done
[ "$failed" -eq 0 ] || exit 1
echo "ok: $programs programs"
