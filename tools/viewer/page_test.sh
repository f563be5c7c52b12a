#!/usr/bin/env bash
# page_test.sh: the viewer tested as a person uses it. A replay tool writes the page of a log
# (--html); headless Chromium opens it at a position (#game=K&move=N), and the page must show there
# what the tool prints with --show (its text view of the header and the board); with #all the page
# writes every position and the result as text, which must be exactly what --show prints. A
# malformed log must name its first bad line, on the page and on the terminal.
#
#   page_test.sh --move N [--index K] --log FILE --bad-log FILE --bad-line L -- TOOL ARGS...
#
# In ARGS, @ stands for the viewer's options (--html or --show, and --game K); the argument FILE
# is replaced by the bad log for the malformed run. CHROMIUM names the browser if it is not on the
# PATH as chromium, chromium-headless-shell, chromium-browser or google-chrome.
set -u

move= index=1 log= bad_log= bad_line=
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  case $1 in
    --move) move=$2 ;;
    --index) index=$2 ;;
    --log) log=$2 ;;
    --bad-log) bad_log=$2 ;;
    --bad-line) bad_line=$2 ;;
    *) echo "page_test.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift 2
done
shift
[ -n "$move" ] && [ -n "$log" ] && [ $# -gt 0 ] || { echo "page_test.sh: bad usage" >&2; exit 2; }

fail() { echo "FAIL: $*"; exit 1; }

# The browser: a missing one is a failure, never a skip (CI installs it: .ci/run).
browser=${CHROMIUM:-}
if [ -n "$browser" ]; then
  command -v "$browser" >/dev/null 2>&1 || fail "CHROMIUM=$browser: no such program"
else
  for b in chromium chromium-headless-shell chromium-browser google-chrome; do
    command -v "$b" >/dev/null 2>&1 && { browser=$b; break; }
  done
fi
[ -n "$browser" ] || fail "no Chromium found: install the Debian package chromium (apt-get install -y chromium; .ci/run does), or set CHROMIUM"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The tool with @ replaced by viewer options ($1), the log replaced by $2.
tool() {
  local opts=$1 file=$2 a
  shift 2
  local args=()
  for a in "$@"; do
    if [ "$a" = @ ]; then args+=($opts); elif [ "$a" = "$log" ]; then args+=("$file"); else args+=("$a"); fi
  done
  "${args[@]}"
}

# The DOM of the page at a fragment, after its script ran.
dom() {
  "$browser" --headless --disable-gpu --no-sandbox --user-data-dir="$tmp/profile" \
    --dump-dom "file://$1#$2" 2>/dev/null
}

# The text of the element with the given id in a dumped DOM, entities decoded.
element() {
  awk -v id="$2" '
    BEGIN { RS = "\001" }
    {
      start = index($0, "id=\"" id "\"")
      if (!start) exit
      rest = substr($0, start)
      rest = substr(rest, index(rest, ">") + 1)
      tag = (id == "plain" || id == "all") ? "</pre>" : "</div>"
      text = substr(rest, 1, index(rest, tag) - 1)
      gsub(/&lt;/, "<", text); gsub(/&gt;/, ">", text); gsub(/&quot;/, "\"", text)
      gsub(/&#39;/, "\047", text); gsub(/&nbsp;/, " ", text); gsub(/&amp;/, "\\&", text)
      printf "%s", text
    }' "$1"
}

# Step 1. The page and the terminal's positions, from the same log.
tool "--html --game $index" "$log" "$@" > "$tmp/page.html" || fail "the tool's --html failed"
tool "--show --game $index" "$log" "$@" > "$tmp/show.txt" || fail "the tool's --show failed"
blocks=$(awk -v RS= 'END { print NR }' "$tmp/show.txt")
[ "$blocks" -gt "$move" ] || fail "--show printed $blocks blocks, fewer than move $move needs"
block() { awk -v RS= -v n="$1" 'NR == n + 1 { print; exit }' "$tmp/show.txt"; }

# Step 2. The page at move N shows the tool's position N.
dom "$tmp/page.html" "game=$index&move=$move" > "$tmp/at.html"
grep -q "data-move=\"$move\"" "$tmp/at.html" || fail "the page is not at move $move (body: $(grep -o '<body[^>]*>' "$tmp/at.html"))"
grep -q '<div id="error"[^>]*hidden' "$tmp/at.html" || fail "the page shows an error: $(element "$tmp/at.html" error)"
want=$(block "$move") got=$(element "$tmp/at.html" plain)
[ "$got" = "$want" ] || fail "$(printf 'at move %s the page shows\n%s\nand --show prints\n%s' "$move" "$got" "$want")"

# Step 3. Every position, and the result, as text: the page's and the terminal's are the same.
dom "$tmp/page.html" "game=$index&all" > "$tmp/all.html"
want=$(cat "$tmp/show.txt") got=$(element "$tmp/all.html" all)
if [ "$got" != "$want" ]; then
  printf '%s\n' "$got" > "$tmp/page.txt"
  fail "$(printf 'the page and --show differ:\n'; diff "$tmp/page.txt" "$tmp/show.txt" | head -20)"
fi
echo "move $move and all $((blocks - 1)) positions agree; $(block $((blocks - 1)))"

# Step 4. A malformed log: the page and the terminal name its first bad line.
if [ -n "$bad_log" ]; then
  tool "--html" "$bad_log" "$@" > "$tmp/bad.html" 2>/dev/null
  dom "$tmp/bad.html" "" > "$tmp/bad-dom.html"
  grep -q "<div id=\"error\"[^>]*data-line=\"$bad_line\"" "$tmp/bad-dom.html" ||
    fail "the page of the bad log does not name line $bad_line: '$(element "$tmp/bad-dom.html" error)'"
  shown=$(tool "--show" "$bad_log" "$@" 2>&1)
  printf '%s\n' "$shown" | grep -Eq "line $bad_line[: ]" ||
    fail "--show on the bad log does not name line $bad_line: $(printf '%s\n' "$shown" | tail -2)"
  echo "bad log: $(element "$tmp/bad-dom.html" error)"
fi
echo "ok"
