"""Compact per-run table from an_995.txt (full features) and an2_995.txt (cheap DC variants)."""
import re
SH = {"Canon PowerShot ": "", "FujiFilm FinePix": "", "Nikon ": "", "Sony DSC-": "", " (iptc)": ""}
def short(s):
    for a, b in SH.items(): s = s.replace(a, b)
    return s
def parse(fn):
    D, cur = {}, None
    for line in open(fn):
        m = re.match(r"(paste_\S+) host=(.*) donor=(.*) save=(\w) shift=\((\d),(\d)\)", line)
        if m:
            cur = m.group(1); D[cur] = {"hd": short(m.group(2)) + "/" + short(m.group(3)), "save": m.group(4), "sh": m.group(5) + m.group(6)}
            continue
        m = re.match(r"\s+(\S+)\s+lcc=(\d+) other_lcc=(\d+)\S* C=([\d.]+) other=([\d.]+)\S* rank=(\d+) AUC=([\d.]+) in (\S+) out (\S+) detect_in=([\d.]+) fp_out=([\d.]+)", line)
        if m and cur:
            D[cur][m.group(1)] = m.groups()[1:]
    return D
A, B = parse("an_995.txt"), parse("an2_995.txt")
print("| host/donor | shift | save | DC full: rank C(true) AUC det_in lcc | DC+2AC: AUC det_in | DC6sub: rank C(true) AUC det_in lcc |")
print("|---|---|---|---|---|---|")
for n in sorted(A, key=lambda n: (n.split("_")[1], n.split("_")[2], n)):
    a, b = A[n], B[n]; d = a["DC"]; e = a["DC+2AC"]; s = b["DC6sub"]
    print("| %s | %s | %s | %s %s %s %s %s | %s %s | %s %s %s %s %s |" % (a["hd"], a["sh"], a["save"], d[4], d[2], d[5], d[8], d[0],
          e[5], e[8], s[4], s[2], s[5], s[8], s[0]))
