"""Smaller paste (1/36 of the picture: size and position (H/6, W/6) floored to multiples of 8), shift (2,5), both saves;
DC-full and DC6sub with the same tau as analyze.py (0.252, 0.272)."""
import sys, numpy as np
sys.path.insert(0, "/tmp/nadjpg")
import nad, feat2
from run import PAIRS, host, qtfile
from analyze_small_helpers import lcc
TAU = {"DC": 0.252, "DC6sub": 0.272}
r, c = 2, 5
for pi, (h, d) in enumerate(PAIRS):
    H0 = host(h); Hh, Ww = H0.shape
    ph, pw = (Hh // 6) // 8 * 8, (Ww // 6) // 8 * 8; Py, Px = 2 * ph, 2 * pw
    d75 = nad.decode(nad.W + "d75_%d.jpg" % pi)
    dy, dx = 16 + (-r) % 8, 16 + (-c) % 8
    comp = H0.copy(); comp[Py:Py + ph, Px:Px + pw] = d75[dy:dy + ph, dx:dx + pw]
    for save in ("a", "b"):
        enc = dict(quality=92) if save == "a" else dict(qtables=qtfile(h))
        img = nad.encode(comp, nad.W + "small_%d_%s.jpg" % (pi, save), **enc)
        F = nad.features(img); S = {"DC": nad.contrast(F["Mdc"]), "DC6sub": nad.contrast(feat2.feats(img)["DC6sub"])}
        out = []
        for v in ("DC", "DC6sub"):
            L = [lcc(S[v][s] > TAU[v]) for s in range(1, 64)]
            C = [(S[v][s] > TAU[v]).mean() for s in range(1, 64)]
            s0 = 8 * r + c - 1
            out.append("%s lcc(true)=%d max other lcc=%d C(true)=%.3f max other C=%.3f" % (
                v, L[s0], max(L[:s0] + L[s0 + 1:]), C[s0], max(C[:s0] + C[s0 + 1:])))
        print(h, "/", d, save, "paste %dx%d" % (ph, pw), " | ".join(out), flush=True)
