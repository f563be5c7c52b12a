#!/usr/bin/env bash
B=/work/main/build/showdown; H=/tmp/acc/highnoon; O=/tmp/acc/full; mkdir -p $O
lp() { for p in "$@"; do printf '%s=%s ' $p $B/showdown_league_$p; done; }
pp() { for p in "$@"; do printf '%s=%s ' $p $B/showdown_$p; done; }
run() { local part=$1 first=$2 n=$3; shift 3; rm -f $O/$part.jsonl; $B/showdown_referee --seed $first --seeds $n -j 2 -q --results $O/$part.jsonl gauntlet highnoon=$H "$@" >/dev/null 2>&1; echo "$part $(/work/main/tools/showdown/league/wins.sh $O/$part.jsonl | tail -1) $(date +%T)"; }
run train-21-100 21 80 $(lp crosser exploit1 exploit2 exploit4 exploit5 exploit6 exploit7 exploit8 exploit9 homeguard s01 s02 s06 s07 s08 s12 s14 s16 s18 s19 s20 s23 s24 waiter1)
run heldout-1011-1100 1011 90 $(lp s03 s04 s05 s09 s10 s11 s13 s15 s17 s21 s22 s25 s26 shieldracer tracker waiter2)
run panel-11-100 11 90 $(pp chameleon evader homewaller sniper stalker tracker tracker_pauser tracker_uniform warden)
run others-1-100 1 100 $(pp doorman fortress hunter random runner sentinel standard waller wallwalker)
run trackers-101-300 101 200 $(pp tracker tracker_uniform tracker_pauser warden stalker)
