"""NA-DJPG study helpers: decode/encode via libjpeg-turbo CLI, DQT parsing, shifted-grid DCT periodicity."""
import subprocess, numpy as np, os, struct

CORPUS = "/work/shared/corpus/files/drewnoakes-metadata-extractor-images/jpg/"
W = "/tmp/nadjpg/work/"
os.makedirs(W, exist_ok=True)
QS = np.arange(5, 17)          # candidate first-save steps
TILE = 4                        # tile = 4x4 blocks


def read_pgm(data):
    # P5 with header "P5\nW H\n255\n"
    parts = data.split(b"\n", 3)
    assert parts[0] == b"P5"
    w, h = map(int, parts[1].split())
    return np.frombuffer(parts[3][: w * h], np.uint8).reshape(h, w)


def write_pgm(path, a):
    with open(path, "wb") as f:
        f.write(b"P5\n%d %d\n255\n" % (a.shape[1], a.shape[0]))
        f.write(np.ascontiguousarray(a, np.uint8).tobytes())


def decode(path):
    return read_pgm(subprocess.run(["djpeg", "-grayscale", "-pnm", path], check=True,
                                   capture_output=True).stdout)


def encode(a, out, quality=None, qtables=None):
    src = out + ".src.pgm"
    write_pgm(src, a)
    cmd = ["cjpeg", "-outfile", out]
    if qtables:
        cmd += ["-qtables", qtables]        # no -quality: tables used unscaled
    else:
        cmd += ["-quality", str(quality)]
    subprocess.run(cmd + [src], check=True)
    os.remove(src)
    return decode(out)


ZZ = np.array([0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34,
               27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37,
               44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63])


def luma_qtable(path):
    """Table 0 from the first DQT, returned in natural (row-major) order."""
    b = open(path, "rb").read()
    i = 2
    while i < len(b):
        assert b[i] == 0xFF
        m = b[i + 1]
        ln = struct.unpack(">H", b[i + 2:i + 4])[0]
        if m == 0xDB:
            j = i + 4
            while j < i + 2 + ln:
                pq, tq = b[j] >> 4, b[j] & 15
                j += 1
                n = 128 if pq else 64
                vals = np.frombuffer(b[j:j + n], ">u2" if pq else np.uint8).astype(int)
                j += n
                if tq == 0:
                    nat = np.zeros(64, int)
                    nat[ZZ] = vals
                    return nat.reshape(8, 8)
        if m == 0xDA:
            break
        i += 2 + ln
    raise ValueError("no DQT 0")


def dct_mat():
    D = np.zeros((8, 8))
    for u in range(8):
        cu = np.sqrt(0.5) if u == 0 else 1.0
        for x in range(8):
            D[u, x] = 0.5 * cu * np.cos((2 * x + 1) * u * np.pi / 16)
    return D


D = dct_mat()
COEFS = [(0, 0), (0, 1), (1, 0)]  # DC, first horizontal AC, first vertical AC (JPEG scaling)


def shifted_coefs(img, r, c, nby, nbx):
    """Coefficients COEFS of the 8x8 block DCT on the grid starting at (r, c): array [k, nby, nbx]."""
    x = img[r:r + 8 * nby, c:c + 8 * nbx].astype(np.float64) - 128.0
    B = x.reshape(nby, 8, nbx, 8)
    out = []
    for (u, v) in COEFS:
        out.append(np.tensordot(np.tensordot(B, D[v], axes=([3], [0])), D[u], axes=([1], [0])))
    return np.stack(out)


def tile_coherence(X, q, sub=False):
    """|mean exp(2 pi i X/q)| over each TILExTILE group of blocks. X: [nby, nbx]."""
    nty, ntx = X.shape[0] // TILE, X.shape[1] // TILE
    Z = np.exp(2j * np.pi * X[: nty * TILE, : ntx * TILE] / q).reshape(nty, TILE, ntx, TILE)
    if sub:  # every 2nd block (checkerboard): 8 of 16 blocks per tile
        m = ((np.arange(TILE)[:, None] + np.arange(TILE)[None, :]) % 2 == 0)
        return np.abs((Z * m[None, :, None, :]).sum(axis=(1, 3))) / m.sum()
    return np.abs(Z.mean(axis=(1, 3)))


def features(img):
    """Per shift s=(r,c) (index 8r+c) and tile: M[k] = max_q coherence of coefficient k,
    plus DC at q=8 only and DC on every 2nd block. Returns dict of [64, nty, ntx] arrays."""
    H, Wd = img.shape
    nby, nbx = (H - 7) // 8, (Wd - 7) // 8
    nty, ntx = nby // TILE, nbx // TILE
    m = ((np.arange(TILE)[:, None] + np.arange(TILE)[None, :]) % 2 == 0)[None, :, None, :]
    res = {n: [] for n in ("Mdc", "Mac1", "Mac2", "Mdc8", "Mdcsub", "qdc")}
    for r in range(8):
        for c in range(8):
            X = shifted_coefs(img, r, c, nby, nbx)[:, : nty * TILE, : ntx * TILE]
            X = X.reshape(3, nty, TILE, ntx, TILE).astype(np.float32)
            R = np.empty((3, len(QS), nty, ntx), np.float32)
            Rs = np.empty((len(QS), nty, ntx), np.float32)
            for qi, q in enumerate(QS):
                ph = (2 * np.pi / q) * X
                Z = np.cos(ph) + 1j * np.sin(ph)
                R[:, qi] = np.abs(Z.mean(axis=(2, 4)))
                Rs[qi] = np.abs((Z[0] * m).sum(axis=(1, 3))) / m.sum()
            res["Mdc"].append(R[0].max(0))
            res["qdc"].append(QS[R[0].argmax(0)])
            res["Mac1"].append(R[1].max(0))
            res["Mac2"].append(R[2].max(0))
            res["Mdc8"].append(R[0, QS.tolist().index(8)])
            res["Mdcsub"].append(Rs.max(0))
    return {k: np.stack(v).astype(np.float32) for k, v in res.items()}


def contrast(M):
    """S(s,t) = M(s,t) - median over the 63 non-aligned shifts of M(., t)."""
    return M - np.median(M[1:], axis=0, keepdims=True)
