#!/usr/bin/env bash
# page_test.sh: the viewer tested as a person uses it. A replay tool's --json of a log must be a
# document of the schema whose frames and results are, in order, exactly what the tool prints with
# --show (viewer_json_check); the tool's page of the log (--html), opened by headless Chromium at a
# position (#game=K&move=N), must draw there the board and show the text --show prints. A malformed
# log must name its first bad line, on the page and on the terminal, and its --json hold what
# --show prints up to the problem.
#
#   page_test.sh --move N [--index K] --json-check PROGRAM --log FILE --bad-log FILE --bad-line L
#                -- TOOL ARGS...
#
# In ARGS, @ stands for the viewer's options (--html or --show, and --game K); the argument FILE
# is replaced by the bad log for the malformed run. CHROMIUM names the browser if it is not on the
# PATH as chromium, chromium-headless-shell, chromium-browser or google-chrome.
#
# A game on a shared referee is viewed from its checker's JSON instead (README.md, "From the
# checker's JSON"):
#
#   page_test.sh --move N [--index K] --view CONTEST_VIEW [--drawn TEXT --count JQ]
#                --log FILE --bad-log FILE --bad-line L -- REFEREE
#
# `REFEREE check --json` of the log must give every position and the moves between them;
# CONTEST_VIEW's page of it, at move N of log K, must be at that position with no error, the
# position the checker gave (data-position), and TEXT drawn as many times as the jq filter JQ
# counts in that position. The bad log: the checker names line L, exits 1 and still gives the
# positions before it; the page names line L and draws them.
set -u

move= index=1 log= bad_log= bad_line= json_check= view= drawn= count=
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  case $1 in
    --move) move=$2 ;;
    --index) index=$2 ;;
    --json-check) json_check=$2 ;;
    --log) log=$2 ;;
    --bad-log) bad_log=$2 ;;
    --bad-line) bad_line=$2 ;;
    --view) view=$2 ;;
    --drawn) drawn=$2 ;;
    --count) count=$2 ;;
    *) echo "page_test.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift 2
done
shift
[ -n "$move" ] && [ -n "$log" ] && { [ -n "$json_check" ] || [ -n "$view" ]; } && [ $# -gt 0 ] ||
  { echo "page_test.sh: bad usage" >&2; exit 2; }

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

# The checker's JSON route: the referee's `check --json`, the page contest_view makes of it.
if [ -n "$view" ]; then
  command -v jq >/dev/null 2>&1 || fail "no jq: install the Debian package jq (.ci/run does)"
  referee=$1
  decode() { sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&#39;/'"'"'/g; s/&amp;/\&/g'; }
  # The page of a checker's lines at a fragment: its DOM.
  view_at() {
    "$view" -o "$tmp/view.html" "$1" || fail "contest_view refused $1"
    dom "$tmp/view.html" "$2" > "$tmp/view-dom.html"
  }
  "$referee" check --json "$log" > "$tmp/lines.json" || fail "check --json $log failed: $(cat "$tmp/lines.json")"
  line() { jq -c -s ".[$((index - 1))]$1" "$tmp/lines.json"; }
  positions=$(line '.game.positions | length') moves=$(line '.game.moves | length')
  [ "$positions" -gt "$move" ] || fail "the checker gives $positions positions, fewer than move $move needs"
  [ "$moves" -eq $((positions - 1)) ] || fail "the checker gives $positions positions and $moves moves"
  echo "checker: $positions positions, $moves moves: $(line .verdict)"

  view_at "$tmp/lines.json" "game=$index&move=$move"
  grep -q "data-move=\"$move\"" "$tmp/view-dom.html" || fail "the page is not at move $move (body: $(grep -o '<body[^>]*>' "$tmp/view-dom.html"))"
  grep -q '<div id="error"[^>]*hidden' "$tmp/view-dom.html" || fail "the page shows an error: $(element "$tmp/view-dom.html" error)"
  want=$(line ".game.positions[$move]")
  got=$(grep -o 'data-position="[^"]*"' "$tmp/view-dom.html" | sed 's/^data-position="//; s/"$//' | decode)
  [ "$got" = "$want" ] || fail "at move $move the page draws the position $got, the checker gives $want"
  if [ -n "$drawn" ]; then
    # The board: from its element to the controls after it.
    board=$(awk 'BEGIN { RS = "\001" } { s = substr($0, index($0, "id=\"board\"")); print substr(s, 1, index(s, "id=\"controls\"")) }' "$tmp/view-dom.html")
    want=$(line ".game.positions[$move] | $count") got=$(grep -oF "$drawn" <<<"$board" | wc -l)
    [ "$got" = "$want" ] || fail "at move $move the page draws $drawn $got times, not $want"
  fi
  echo "move $move: the page draws the checker's position $(line ".game.positions[$move]")"

  "$referee" check --json "$bad_log" > "$tmp/bad.json"
  [ $? = 1 ] || fail "check --json of the bad log did not exit 1"
  problem=$(jq -r .problem "$tmp/bad.json")
  grep -Eq "line $bad_line[: ]" <<<"$problem" || fail "the checker does not name line $bad_line: $problem"
  before=$(jq '.game.positions | length' "$tmp/bad.json")
  [ "$before" -gt 0 ] || fail "the checker gives no position before the problem"
  view_at "$tmp/bad.json" "move=last"
  grep -q "<div id=\"error\"[^>]*data-line=\"$bad_line\"" "$tmp/view-dom.html" ||
    fail "the page of the bad log does not name line $bad_line: '$(element "$tmp/view-dom.html" error)'"
  grep -q "data-move=\"$((before - 1))\"" "$tmp/view-dom.html" ||
    fail "the page of the bad log does not draw its $before positions"
  echo "bad log: $before positions, then $(element "$tmp/view-dom.html" error)"
  echo "ok"
  exit 0
fi

# Step 1. The document and the terminal's positions, from the same log: the same text.
tool "--json --game $index" "$log" "$@" > "$tmp/doc.json" || fail "the tool's --json failed"
tool "--show --game $index" "$log" "$@" > "$tmp/show.txt" || fail "the tool's --show failed"
summary=$("$json_check" "$tmp/doc.json" "$tmp/show.txt") || fail "${summary#FAIL: }"
echo "$summary"
blocks=$(awk -v RS= 'END { print NR }' "$tmp/show.txt")
[ "$blocks" -gt "$move" ] || fail "--show printed $blocks blocks, fewer than move $move needs"
block() { awk -v RS= -v n="$1" 'NR == n + 1 { print; exit }' "$tmp/show.txt"; }

# Step 2. The page at move N draws the board of the tool's position N and shows its text.
tool "--html --game $index" "$log" "$@" > "$tmp/page.html" || fail "the tool's --html failed"
dom "$tmp/page.html" "game=$index&move=$move" > "$tmp/at.html"
grep -q "data-move=\"$move\"" "$tmp/at.html" || fail "the page is not at move $move (body: $(grep -o '<body[^>]*>' "$tmp/at.html"))"
grep -q '<div id="error"[^>]*hidden' "$tmp/at.html" || fail "the page shows an error: $(element "$tmp/at.html" error)"
want=$(block "$move") got=$(element "$tmp/at.html" plain)
[ "$got" = "$want" ] || fail "$(printf 'at move %s the page shows\n%s\nand --show prints\n%s' "$move" "$got" "$want")"
rows=$(grep -o '<div class="row"><span' "$tmp/at.html" | wc -l) want_rows=${summary##*board rows }
want_rows=${want_rows%%;*}
[ "$rows" = "$want_rows" ] || fail "the page draws $rows rows of the board, not $want_rows"
echo "move $move: the page draws its $rows rows and shows its text: $(block "$move" | head -1)"

# Step 3. A malformed log: the page and the terminal name its first bad line; the document holds
# the positions before it.
if [ -n "$bad_log" ]; then
  tool "--html" "$bad_log" "$@" > "$tmp/bad.html" 2>/dev/null
  dom "$tmp/bad.html" "" > "$tmp/bad-dom.html"
  grep -q "<div id=\"error\"[^>]*data-line=\"$bad_line\"" "$tmp/bad-dom.html" ||
    fail "the page of the bad log does not name line $bad_line: '$(element "$tmp/bad-dom.html" error)'"
  shown=$(tool "--show" "$bad_log" "$@" 2>&1)
  printf '%s\n' "$shown" | grep -Eq "line $bad_line[: ]" ||
    fail "--show on the bad log does not name line $bad_line: $(printf '%s\n' "$shown" | tail -2)"
  tool "--json" "$bad_log" "$@" > "$tmp/bad.json" 2>/dev/null
  tool "--show" "$bad_log" "$@" > "$tmp/bad.txt" 2>/dev/null
  "$json_check" "$tmp/bad.json" "$tmp/bad.txt" > "$tmp/bad-check.txt" || fail "$(cat "$tmp/bad-check.txt")"
  echo "bad log: $(element "$tmp/bad-dom.html" error)"
fi
echo "ok"
