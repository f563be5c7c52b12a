#!/usr/bin/env bash
# page_test.sh: the report page tested as a reader sees it, in headless Chromium as the viewer's
# pages are (tools/viewer/page_test.sh).
#
#   page_test.sh CONTEST_REPORT RESULTS_DIR [SCREENSHOT.png]
#
# contest_report writes the page of RESULTS_DIR; Chromium opens it and dumps its DOM, in which
#   - every game has its section (those the report knows, and any other with runs), a game without
#     runs says "No runs yet", and a game with runs draws at least two plots;
#   - every run of RESULTS_DIR is on the page, and its summary there is its manifest's, line for
#     line (jq reads the manifests);
#   - every cell of a crosstable shows wins, losses and draws that its run's summary states.
# With SCREENSHOT, Chromium also takes a picture of the page (tools/report/README.md has one).
# CHROMIUM names the browser if it is not on the PATH. Prints "ok: N games, R runs, P plots".
set -u
[ $# -ge 2 ] || { echo "usage: page_test.sh CONTEST_REPORT RESULTS_DIR [SCREENSHOT.png]" >&2; exit 2; }
report=$1 root=$2 shot=${3:-}

fail() { echo "FAIL: $*"; exit 1; }

browser=${CHROMIUM:-}
if [ -z "$browser" ]; then
  for b in chromium chromium-headless-shell chromium-browser google-chrome; do
    command -v "$b" >/dev/null 2>&1 && { browser=$b; break; }
  done
fi
[ -n "$browser" ] || fail "no Chromium found: install the Debian package chromium (.ci/run does), or set CHROMIUM"
command -v jq >/dev/null 2>&1 || fail "no jq: install the Debian package jq (.ci/run does)"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$report" "$root" -o "$tmp/report.html" 2>"$tmp/err" || fail "contest_report: $(cat "$tmp/err")"
"$browser" --headless --disable-gpu --no-sandbox --user-data-dir="$tmp/profile" \
  --dump-dom "file://$tmp/report.html" >"$tmp/dom.html" 2>/dev/null || fail "Chromium could not open the page"
[ -s "$tmp/dom.html" ] || fail "Chromium dumped an empty page"

# The DOM, one section a record: the text between <section and </section>.
sections() { awk 'BEGIN { RS = "</section>" } /<section class="game"/ { sub(/.*<section class="game"/, ""); print; printf "\001" }' "$tmp/dom.html"; }
decode() { sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&#39;/'"'"'/g; s/&amp;/\&/g'; }

games=0 plots_total=0
# The games the page has sections for (the report's list of them, run.cpp), and every game of
# RESULTS_DIR.
list=$(grep -o '<section class="game" id="[^"]*"' "$tmp/dom.html" | sed 's/.*id="//; s/"$//' | tr '\n' ' ')
for d in "$root"/*/; do
  g=$(basename "$d")
  [[ " $list " == *" $g "* ]] || list="$list $g"
done
for game in $list; do
  section=$(sections | awk -v RS='\001' -v g="$game" 'index($0, "data-game=\"" g "\"") { print; exit }')
  [ -n "$section" ] || fail "no section for $game"
  games=$((games + 1))
  runs=$(ls "$root/$game"/*/run.json 2>/dev/null | wc -l)
  if [ "$runs" -eq 0 ]; then
    grep -q 'No runs yet' <<<"$section" || fail "$game has no runs and its section does not say so"
    continue
  fi
  plots=$(grep -o '<svg class="plot"' <<<"$section" | wc -l)
  [ "$plots" -ge 2 ] || fail "$game: $plots plots, fewer than two"
  plots_total=$((plots_total + plots))
done

runs=0
for manifest in "$root"/*/*/run.json; do
  [ -f "$manifest" ] || continue
  dir=$(dirname "$manifest") run=$(basename "$dir") game=$(basename "$(dirname "$dir")")
  jq -r '.summary[]' "$manifest" >"$tmp/want" || fail "$manifest: jq cannot read it"
  awk -v id="$game/$run" 'BEGIN { RS = "\001" } {
      start = index($0, "<pre class=\"summary\" data-run=\"" id "\">")
      if (!start) exit 1
      rest = substr($0, start); rest = substr(rest, index(rest, ">") + 1)
      printf "%s", substr(rest, 1, index(rest, "</pre>") - 1)
    }' "$tmp/dom.html" | decode >"$tmp/got" || fail "$game/$run is not on the page"
  cmp -s "$tmp/want" "$tmp/got" ||
    fail "$(printf '%s: the page and the manifest differ:\n' "$game/$run"; diff "$tmp/want" "$tmp/got" | head -6)"
  runs=$((runs + 1))
done

# Crosstable cells: data-run, data-wins, data-losses, data-draws must be in the run's summary.
grep -o '<td data-run="[^"]*" data-wins="[0-9]*" data-losses="[0-9]*" data-draws="[0-9]*"' "$tmp/dom.html" |
  sed 's/<td data-run="\([^"]*\)" data-wins="\([0-9]*\)" data-losses="\([0-9]*\)" data-draws="\([0-9]*\)"/\1 \2 \3 \4/' |
  while read -r id w l d; do
    jq -r '.summary[]' "$root/$id/run.json" | grep -q ": $w wins, $l losses, $d draws in " ||
      { echo "FAIL: the crosstable's $id cell ($w-$l-$d) is not in its manifest"; exit 1; }
  done || exit 1

if [ -n "$shot" ]; then
  "$browser" --headless --disable-gpu --no-sandbox --user-data-dir="$tmp/profile" --hide-scrollbars \
    --window-size=1100,1400 --screenshot="$shot" "file://$tmp/report.html" >/dev/null 2>&1 ||
    fail "Chromium could not take the screenshot"
fi
echo "ok: $games games, $runs runs, $plots_total plots"
