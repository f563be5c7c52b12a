#!/usr/bin/env bash
# docs_check.sh ROOT: the repository stays readable anywhere.
#   1. No tracked text file names a directory of a development machine: the home or work tree of
#      one machine ("/home/...", "/wo""rk/...") anywhere, or "/tmp/..." in a document or script.
#      Allowed: "/tmp/..." in C++ sources (the temporary files a program makes) and in the
#      statements (spec.txt, verbatim); "/tmp/arena." anywhere (the Boxing statement's own file);
#      a line that says it is an example ("for example" or "e.g." on the line).
#   2. No game README (GAME/README.md) is over 15,000 characters.
# Exceptions, each a file and a reason, are in docs_exceptions.txt beside this script (one
# "PATH CHECK REASON" a line, CHECK "paths" or "size"); keep it short. Prints one line per
# problem and "ok: N files" when there is none; exits 1 otherwise.
set -u
root=${1:?usage: docs_check.sh ROOT}
cd "$root" || exit 2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
exceptions=$here/docs_exceptions.txt
export LC_ALL=C.UTF-8

excepted() {  # excepted PATH CHECK
  [ -f "$exceptions" ] && grep -v '^#' "$exceptions" | awk -v p="$1" -v c="$2" '$1 == p && $2 == c { f = 1 } END { exit !f }'
}

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files)
else
  mapfile -t files < <(find . -type f -not -path './.git/*' | sed 's|^\./||')
fi

w=work  # spelled apart so that this script does not name the directory itself
problems=0 checked=0
for f in "${files[@]}"; do
  [ -f "$f" ] || continue
  # Text files only (grep -I skips binary files).
  grep -Iq . "$f" 2>/dev/null || continue
  checked=$((checked + 1))
  excepted "$f" paths && continue
  case $f in
    *.cpp | *.h | */spec.txt) tmp_rule='' ;;
    *) tmp_rule='|/tmp/' ;;
  esac
  hits=$(grep -nIE "/home/|/$w/$tmp_rule" "$f" | grep -vE 'for example|e\.g\.' |
    grep -vE "^[0-9]+:[^/]*(/tmp/arena\.[^ ]*[^/]*)*$" || true)
  # A line whose only /tmp/ paths are /tmp/arena.* is allowed; any other hit stays.
  if [ -n "$hits" ]; then
    hits=$(printf '%s\n' "$hits" | awk -v w="/$w/" '{
      line = $0; gsub(/\/tmp\/arena\.[A-Za-z0-9{}._-]*/, "", line)
      if (index(line, "/home/") || index(line, w) || index(line, "/tmp/")) print }')
  fi
  if [ -n "$hits" ]; then
    printf '%s\n' "$hits" | head -3 | sed "s|^|$f:|; s|^|FAIL: machine path: |"
    problems=$((problems + 1))
  fi
done

for readme in showdown/README.md shootemup/README.md boxing/README.md lloyd/README.md pousse/README.md; do
  [ -f "$readme" ] || continue
  excepted "$readme" size && continue
  n=$(wc -m <"$readme")
  if [ "$n" -gt 15000 ]; then
    echo "FAIL: $readme is $n characters, over 15,000"
    problems=$((problems + 1))
  fi
done

[ "$problems" -eq 0 ] || { echo "$problems problems"; exit 1; }
echo "ok: $checked files"
