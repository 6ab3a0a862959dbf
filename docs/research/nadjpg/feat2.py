"""DC-only cheaper variants (recomputed on the same saved JPEGs in work/ and the originals):
DC6 = q in 5..10, all 16 blocks of a 4x4 tile; DC6sub = q in 5..10, every 2nd block (checkerboard) of a
4x8-block tile (16 samples, tile 32x64 px); DC12sub = same with q in 5..16."""
import sys, os, glob, json, numpy as np
sys.path.insert(0, "/tmp/nadjpg")
import nad

FD, OUT = "/tmp/nadjpg/feat/", "/tmp/nadjpg/feat2/"
os.makedirs(OUT, exist_ok=True)
Q6, Q12 = np.arange(5, 11), np.arange(5, 17)


def coh(Xt, qs, mask):
    R = []
    for q in qs:
        ph = (2 * np.pi / q) * Xt
        Z = (np.cos(ph) + 1j * np.sin(ph)) * mask
        R.append(np.abs(Z.sum(axis=(1, 3))) / mask.sum())
    return np.max(R, axis=0)


def feats(img):
    H, Wd = img.shape
    nby, nbx = (H - 7) // 8, (Wd - 7) // 8
    out = {"DC6": [], "DC6sub": [], "DC12sub": []}
    full = np.ones((1, 4, 1, 4), bool)
    cb = ((np.arange(4)[:, None] + np.arange(8)[None, :]) % 2 == 0)[None, :, None, :]
    for r in range(8):
        for c in range(8):
            X = nad.shifted_coefs(img, r, c, nby, nbx)[0].astype(np.float32)
            a = X[: nby // 4 * 4, : nbx // 4 * 4].reshape(nby // 4, 4, nbx // 4, 4)
            b = X[: nby // 4 * 4, : nbx // 8 * 8].reshape(nby // 4, 4, nbx // 8, 8)
            out["DC6"].append(coh(a, Q6, full))
            out["DC6sub"].append(coh(b, Q6, cb))
            out["DC12sub"].append(coh(b, Q12, cb))
    return {k: np.stack(v) for k, v in out.items()}


if __name__ == "__main__":
    for p in sorted(glob.glob(FD + "*.json")):
        n = os.path.basename(p)[:-5]
        if os.path.exists(OUT + n + ".npz"):
            continue
        m = json.load(open(p))
        if m["kind"] == "orig":
            img = nad.decode(nad.CORPUS + m["host"] + ".jpg")[:1024, :1280]
        else:
            img = nad.decode(nad.W + n + ".jpg")
        assert tuple(img.shape) == tuple(m["shape"]), n
        np.savez_compressed(OUT + n + ".npz", **feats(img))
        json.dump(m, open(OUT + n + ".json", "w"))
