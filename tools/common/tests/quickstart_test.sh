#!/usr/bin/env bash
# quickstart_test.sh README ROOT BUILD TOP NAME: the commands of README's quick start (the first
# fenced block after its "## Quick start" heading) still name what exists, without running them.
#   ROOT   the repository (where the commands start)
#   BUILD  where the game's programs are built; the README's build directory NAME (build-lloyd,
#          build) stands for it
#   TOP    the build tree's top (its targets and tests)
# Each command (split at &&, ||, ;, | and lines, `\` joined, comments and redirections dropped,
# VAR=VALUE assignments and prefixes read):
#   cmake -S DIR                DIR/CMakeLists.txt exists
#   cmake --build D --target T  TOP has the target T
#   ctest ... -L LABEL          TOP has tests labelled LABEL
#   cd D                        later paths are D's
#   a built program P ARGS      `P --help` exits 0, and every option of ARGS (-x, --name,
#                               --name=V) is in its help or in `P --help ARGS`'s (a mode's)
#   a file of the repository    exists and is executable (it is not run)
# Other commands (printf, echo, mkdir, cmp, ...) are the shell's. Prints "ok: N commands checked"
# when all hold, else one FAIL line each and exit 1.
set -u
readme=$1 root=$2 build=$3 top=$4 name=$5
failed=0 checked=0
fail() {
  echo "FAIL: $*"
  failed=$((failed + 1))
}

# The block: lines joined at `\`, full-line and trailing comments dropped.
block=$(awk '/^## Quick start/ { on = 1; next }
             on && /^```/ { if (inside) exit; inside = 1; next }
             inside' "$readme" |
  sed -e 's/[[:space:]]#[[:space:]].*$//' -e '/^[[:space:]]*#/d' | sed -e ':a' -e '/\\$/N; s/\\\n//; ta')
[ -n "$block" ] || { echo "FAIL: no quick start block in $readme"; exit 1; }

targets=
declare -A vars=()
cwd=$root

# expand WORD: the variables set so far, and the README's build directory as BUILD.
expand() {
  local w=$1 v
  for v in "${!vars[@]}"; do
    w=${w//\$\{$v\}/${vars[$v]}}
    w=${w//\$$v/${vars[$v]}}
  done
  case $w in
    "$name") w=$build ;;
    "$name"/*) w=$build/${w#"$name"/} ;;
  esac
  printf '%s' "$w"
}

# has_target T: TOP's build system has the target T (read from its Makefile or build.ninja, else
# asked of the build tool).
has_target() {
  if [ -f "$top/Makefile" ]; then
    grep -qE "^$1:" "$top/Makefile"
  elif [ -f "$top/build.ninja" ]; then
    grep -qE "^build $1:" "$top/build.ninja"
  else
    [ -n "$targets" ] || targets=$(cmake --build "$top" --target help 2>/dev/null)
    grep -qE "(^|[ .])$1( |:|$)" <<<"$targets"
  fi
}

check_program() {  # PATH ARGS...
  local p=$1 help all o
  shift
  all=$(timeout 20 "$p" --help </dev/null 2>&1) || { fail "$p --help: not exit 0: ${all:0:100}"; return; }
  # A tool answers --help before its other words (a mode's help, when it names one); an entry
  # answers it alone.
  help=$(timeout 20 "$p" --help "$@" </dev/null 2>&1) && all+=$'\n'$help
  for o in "$@"; do
    [[ $o =~ ^--?[A-Za-z] ]] || continue
    o=${o%%=*}
    grep -qe "$o\b" <<<"$all" || fail "${p##*/}: $o is not in its --help"
  done
}

check_command() {  # WORDS...
  local words=() w skip=0
  for w in "$@"; do  # redirections dropped
    if ((skip)); then skip=0; continue; fi
    case $w in
      '>' | '>>' | '<' | '2>' | '2>>') skip=1 ;;
      '>'* | '<'* | '2>'*) ;;
      *) words+=("$(expand "$w")") ;;
    esac
  done
  # Assignments: alone they set a variable ($(...) stands for a file name), before a program its
  # environment.
  while [ ${#words[@]} -gt 0 ] && [[ ${words[0]} =~ ^[A-Za-z_][A-Za-z0-9_]*= ]]; do
    [ ${#words[@]} -eq 1 ] && {
      local value=${words[0]#*=}
      [[ $value == '$('* ]] && value=$build/quickstart-file
      vars[${words[0]%%=*}]=$value
    }
    words=("${words[@]:1}")
  done
  [ ${#words[@]} -gt 0 ] || return
  checked=$((checked + 1))
  local p=${words[0]} i
  case $p in
    cmake)
      for ((i = 1; i < ${#words[@]}; i++)); do
        case ${words[i]} in
          -S) [ -f "$root/${words[i + 1]}/CMakeLists.txt" ] || fail "cmake -S ${words[i + 1]}: no CMakeLists.txt" ;;
          --target) has_target "${words[i + 1]}" || fail "cmake: no target ${words[i + 1]}" ;;
        esac
      done
      ;;
    ctest)
      for ((i = 1; i < ${#words[@]}; i++)); do
        if [ "${words[i]}" = -L ]; then
          ctest --test-dir "$top" -N -L "${words[i + 1]}" | grep -qE "Total Tests: [1-9]" ||
            fail "ctest: no test labelled ${words[i + 1]}"
        fi
      done
      ;;
    cd) cwd=${words[1]} ;;
    printf | echo | mkdir | cmp | cat | rm | diff | cp | mktemp) ;;
    *)
      [[ $p == /* ]] || p=$cwd/$p
      if [ ! -e "$p" ]; then
        fail "no program $p"
      elif [[ $p == "$build"/* ]]; then
        check_program "$p" "${words[@]:1}"
      else
        [ -x "$p" ] || fail "${words[0]} is not executable"
      fi
      ;;
  esac
}

while IFS= read -r line; do
  # One command per part; no part of these blocks quotes &&, ;, or |.
  while IFS= read -r part; do
    read -r -a w <<<"$part"
    [ ${#w[@]} -gt 0 ] && check_command "${w[@]}"
  done < <(sed -e 's/&&/\n/g; s/||/\n/g; s/;/\n/g; s/|/\n/g' <<<"$line")
done <<<"$block"
[ $failed -eq 0 ] || exit 1
echo "ok: $checked commands checked"
