import json, sys
# renum.py IN OUT: opening = seed - 1, id = "opening:first:other", sorted by (opening, opponent), games renumbered
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
def key(r): return (int(r["start"].split()[1]) - 1, r["players"][1])
rows.sort(key=key)
with open(sys.argv[2], "w") as f:
    for i, r in enumerate(rows):
        o, opp = key(r)
        second = opp if r["first"] == "highnoon" else "highnoon"
        r["id"] = f"{o}:{r['first']}:{second}"; r["game"] = i + 1; r["opening"] = o
        f.write(json.dumps(r, separators=(",", ":")) + "\n")
