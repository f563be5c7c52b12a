#!/usr/bin/env bash
# run.sh BIN OUTDIR: the acceptance parts
B=/work/main/build/showdown; H=$1; O=$2; mkdir -p $O
lp() { for p in "$@"; do printf '%s=%s ' $p $B/showdown_league_$p; done; }
pp() { for p in "$@"; do printf '%s=%s ' $p $B/showdown_$p; done; }
run() { local part=$1 first=$2 n=$3; shift 3; rm -f $O/$part.jsonl; $B/showdown_referee --seed $first --seeds $n -j 2 -q --results $O/$part.jsonl gauntlet highnoon=$H "$@" >/dev/null 2>&1; echo "$part $(/work/main/tools/showdown/league/wins.sh $O/$part.jsonl | tail -1)"; }
run exploit15-1-100 1 100 $(lp exploit15)
run exploit13-1-100 1 100 $(lp exploit13)
run exploit14-1-100 1 100 $(lp exploit14)
run exploit10-12-11-100 11 90 $(lp exploit10 exploit11 exploit12)
run train-1-20 1 20 $(lp crosser exploit1 exploit10 exploit11 exploit12 exploit2 exploit3 exploit4 exploit5 exploit6 exploit7 exploit8 exploit9 homeguard s01 s02 s06 s07 s08 s12 s14 s16 s18 s19 s20 s23 s24 waiter1)
run heldout-1001-1010 1001 10 $(lp s03 s04 s05 s09 s10 s11 s13 s15 s17 s21 s22 s25 s26 shieldracer tracker waiter2)
run panel-1-10 1 10 $(pp chameleon evader homewaller sniper stalker tracker tracker_pauser tracker_uniform warden)
run exploit3-21-100 21 80 $(lp exploit3)
