import json, sys
# assemble.py OUT IN...: the lines of IN files, first occurrence of (opponent, seed) kept, renumbered
rows=[]; seen=set()
for f in sys.argv[2:]:
    for l in open(f):
        if not l.strip(): continue
        r=json.loads(l); k=(r['players'][1], int(r['start'].split()[1]))
        if k in seen: continue
        seen.add(k); rows.append(r)
def key(r): return (int(r["start"].split()[1]) - 1, r["players"][1])
rows.sort(key=key)
with open(sys.argv[1], "w") as f:
    for i, r in enumerate(rows):
        o, opp = key(r)
        second = opp if r["first"] == "highnoon" else "highnoon"
        r["id"] = f"{o}:{r['first']}:{second}"; r["game"] = i + 1; r["opening"] = o
        f.write(json.dumps(r, separators=(",", ":")) + "\n")
print(sys.argv[1], len(rows))
