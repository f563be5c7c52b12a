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
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$root" || exit 2
exceptions=$here/docs_exceptions.txt
export LC_ALL=C.UTF-8

excepted() {  # excepted PATH CHECK
  [ -f "$exceptions" ] && grep -v '^#' "$exceptions" | awk -v p="$1" -v c="$2" '$1 == p && $2 == c { f = 1 } END { exit !f }'
}

w=work  # spelled apart so that this script does not name the directory itself
# Every line that names one of the directories, as PATH:LINE:TEXT, from one search of the tree.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  files=$(git ls-files | wc -l)
  hits=$(git grep -n -I -E "/home/|/$w/|/tmp/" -- . 2>/dev/null)
else
  files=$(find . -type f -not -path './.git/*' | wc -l)
  hits=$(grep -rnI -E "/home/|/$w/|/tmp/" --exclude-dir=.git . | sed 's|^\./||')
fi
problems=0
declare -A flagged
while IFS= read -r hit; do
  [ -n "$hit" ] || continue
  f=${hit%%:*} rest=${hit#*:} text=${rest#*:}
  [ "$f" != tools/report/docs_check.sh ] || continue  # it holds the patterns it looks for
  excepted "$f" paths && continue
  case $text in *"for example"* | *"e.g."*) continue ;; esac
  text=$(printf '%s' "$text" | sed -E 's#/tmp/arena\.[A-Za-z0-9{}._-]*##g')
  case $f in *.cpp | *.h | */spec.txt | spec.txt) text=${text//\/tmp\//} ;; esac
  case $text in *"/home/"* | *"/$w/"* | *"/tmp/"*) ;; *) continue ;; esac
  [ -n "${flagged[$f]:-}" ] || problems=$((problems + 1))
  flagged[$f]=$(( ${flagged[$f]:-0} + 1 ))
  [ "${flagged[$f]}" -le 3 ] && echo "FAIL: machine path: ${hit:0:200}"
done <<<"$hits"

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
echo "ok: $files files"
