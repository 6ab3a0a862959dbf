"""Per-tile contrast S(s,t) = M(s,t) - median_{s'!=(0,0)} M(s',t); tau from camera originals;
global vote C(s) = #tiles with S(s,t) > tau; per-tile AUC inside vs outside at the true shift."""
import sys, os, json, glob, numpy as np
sys.path.insert(0, "/tmp/nadjpg")
import nad
FD = os.environ.get("FD", "/tmp/nadjpg/feat/")
SET2 = "feat2" in FD
PCT = float(sys.argv[1]) if len(sys.argv) > 1 else 99.5
EXCL_NEAR = len(sys.argv) > 2 and sys.argv[2] == "excl"   # drop shifts adjacent to (0,0) from the vote


def variants(F):
    if SET2:
        return {k: nad.contrast(F[k]) for k in ("DC6", "DC6sub", "DC12sub")}
    return {"DC": nad.contrast(F["Mdc"]), "DC8": nad.contrast(F["Mdc8"]), "DCsub": nad.contrast(F["Mdcsub"]),
            "DC+2AC": nad.contrast((F["Mdc"] + F["Mac1"] + F["Mac2"]) / 3)}


NEAR = {8 * r + c for r in (7, 0, 1) for c in (7, 0, 1)}
VOTE = [s for s in range(1, 64) if not (EXCL_NEAR and s in NEAR)]


def load(n):
    return dict(np.load(FD + n + ".npz")), json.load(open(FD + n + ".json"))


def auc(pos, neg):
    allv = np.concatenate([pos, neg]); rk = allv.argsort().argsort() + 1.0
    return (rk[: len(pos)].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))


names = sorted(os.path.basename(p)[:-4] for p in glob.glob(FD + "*.npz"))
V = {}
for n in names:
    F, m = load(n)
    V[n] = (variants(F), m)
origs = [n for n in names if n.startswith("orig_")]
VN = ["DC6", "DC6sub", "DC12sub"] if SET2 else ["DC", "DC8", "DCsub", "DC+2AC"]
TWV = {"DC6sub": 64, "DC12sub": 64}
tau = {v: float(np.percentile(np.concatenate([V[n][0][v][VOTE].ravel() for n in origs]), PCT)) for v in VN}
print("tau (pct %.1f of originals' S over voting shifts):" % PCT, {v: round(t, 3) for v, t in tau.items()},
      "exclude near-(0,0) shifts:", EXCL_NEAR)


def lcc(mask):
    """Largest 4-connected component of a boolean tile mask (tiles)."""
    seen = np.zeros_like(mask); best = 0
    for y0, x0 in zip(*np.nonzero(mask)):
        if seen[y0, x0]:
            continue
        st = [(y0, x0)]; seen[y0, x0] = True; n = 0
        while st:
            y, x = st.pop(); n += 1
            for yy, xx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if 0 <= yy < mask.shape[0] and 0 <= xx < mask.shape[1] and mask[yy, xx] and not seen[yy, xx]:
                    seen[yy, xx] = True; st.append((yy, xx))
        best = max(best, n)
    return best


def maxlcc(S, v):
    L = [lcc(S[s] > tau[v]) if s in VOTE else -1 for s in range(64)]
    s = int(np.argmax(L)); return L[s], s


def vote(S, v):
    C = np.array([(S[s] > tau[v]).sum() for s in range(64)], float) / S[0].size
    C[[s for s in range(64) if s not in VOTE]] = -1
    return C


print("\n== originals / controls: best shift's vote fraction C(s*) (and s*) ==")
for n in names:
    if n.startswith("paste"):
        continue
    S, m = V[n]
    row = []
    for v in VN:
        C = vote(S[v], v); s = int(C.argmax())
        L, sl = maxlcc(S[v], v)
        row.append("%s %.3f@(%d,%d) lcc %d@(%d,%d)" % (v, C[s], s // 8, s % 8, L, sl // 8, sl % 8))
    print("%-36s" % n, m.get("save", ""), " | ".join(row))

print("\n== pastes: per variant: C(true) | best other C (shift) | rank of true | AUC | inside mean+-sd | outside mean+-sd ==")
summ = {v: [] for v in VN}
for n in names:
    if not n.startswith("paste"):
        continue
    S, m = V[n]
    r, c = m["shift"]; s0 = 8 * r + c
    Py, Px, ph, pw = m["rect"]
    print("%s host=%s donor=%s save=%s shift=(%d,%d)" % (n, m["host"], m["donor"], m["save"], r, c))
    for v in VN:
        tw = TWV.get(v, 32)
        nty, ntx = S[v].shape[1:]
        y0 = r + 32 * np.arange(nty); x0 = c + tw * np.arange(ntx)
        iny = (y0 >= Py) & (y0 + 32 <= Py + ph); inx = (x0 >= Px) & (x0 + tw <= Px + pw)
        outy = (y0 + 32 <= Py) | (y0 >= Py + ph); outx = (x0 + tw <= Px) | (x0 >= Px + pw)
        IN = iny[:, None] & inx[None, :]
        OUT = ~((~outy)[:, None] & (~outx)[None, :])
        Sv = S[v]; C = vote(Sv, v)
        oth = [s for s in VOTE if s != s0]; so = max(oth, key=lambda s: C[s])
        rank = 1 + sum(C[s] > C[s0] for s in oth)
        a = auc(Sv[s0][IN], Sv[s0][OUT])
        L0 = lcc(Sv[s0] > tau[v]); Lo, slo = max((lcc(Sv[s] > tau[v]), s) for s in VOTE if s != s0)
        print("   %-7s lcc=%d other_lcc=%d@(%d,%d) C=%.3f other=%.3f@(%d,%d) rank=%d AUC=%.3f in %.3f+-%.3f out %.3f+-%.3f detect_in=%.2f fp_out=%.3f" % (
            v, L0, Lo, slo // 8, slo % 8, C[s0], C[so], so // 8, so % 8, rank, a, Sv[s0][IN].mean(), Sv[s0][IN].std(), Sv[s0][OUT].mean(),
            Sv[s0][OUT].std(), (Sv[s0][IN] > tau[v]).mean(), (Sv[s0][OUT] > tau[v]).mean()))
        summ[v].append((m["save"], m["donor"], rank, a, C[s0], C[so], (Sv[s0][IN] > tau[v]).mean(), L0, Lo))
print("\n== summary per variant and save: #rank1 / n, median AUC, median C(true), median best-other C ==")
for v in VN:
    for sv in ("a", "b"):
        X = [x for x in summ[v] if x[0] == sv]
        if X:
            print("%-7s save=%s rank1 %d/%d  AUC med %.3f min %.3f  C(true) med %.3f  other med %.3f  in-detect med %.2f" % (
                v, sv, sum(x[2] == 1 for x in X), len(X), np.median([x[3] for x in X]), min(x[3] for x in X),
                np.median([x[4] for x in X]), np.median([x[5] for x in X]), np.median([x[6] for x in X])), " lcc(true) min %d med %d, best other lcc max %d" % (
                min(x[7] for x in X), np.median([x[7] for x in X]), max(x[8] for x in X)))
