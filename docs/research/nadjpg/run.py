"""Build pasted images (seams on the host grid, donor content shifted), second saves (a) q92 and
(b) host camera luma table, controls and camera originals; store per-tile features."""
import sys, os, json, time, numpy as np
sys.path.insert(0, "/tmp/nadjpg")
import nad

OUT = "/tmp/nadjpg/feat/"
os.makedirs(OUT, exist_ok=True)
CROP = (1024, 1280)  # hosts/originals cropped at (0,0) (keeps their grid) to bound run time
PAIRS = [("Canon PowerShot A80", "Canon PowerShot S230"), ("Canon PowerShot A40", "Nikon E990"),
         ("Nikon E990", "Sony DSC-P52"), ("Sony DSC-P52", "FujiFilm FinePixS5500"),
         ("FujiFilm FinePixS5500", "Canon PowerShot A80"), ("Canon PowerShot S230", "Nikon E995 (iptc)"),
         ("Nikon E995 (iptc)", "Canon PowerShot A40"), ("Canon PowerShot A70", "Nikon E995 (iptc)")]
SHIFTS = [(2, 5), (4, 4), (0, 3)]
ORIGS = ["Canon PowerShot A80", "Canon PowerShot A40", "Nikon E990", "Sony DSC-P52", "FujiFilm FinePixS5500",
         "Canon PowerShot S230", "Nikon E995 (iptc)", "Canon PowerShot A70", "Pentax Optio 330", "Kodak DC3400",
         "Casio QV-3000EX", "Sony DSC-P12", "Panasonic DMC-LC40", "Canon PowerShot G2 (1)", "Epson PhotoPC 3000Z"]


def store(name, img, meta):
    if os.path.exists(OUT + name + ".npz"):
        return
    t = time.time()
    F = nad.features(img)
    meta["sec"] = round(time.time() - t, 2)
    meta["shape"] = img.shape
    np.savez_compressed(OUT + name + ".npz", **F)
    json.dump(meta, open(OUT + name + ".json", "w"))
    print(name, meta["sec"], flush=True)


def host(h):
    img = nad.decode(nad.CORPUS + h + ".jpg")
    return img[: CROP[0], : CROP[1]]


def qtfile(h):
    p = nad.W + h + ".qt.txt"
    t = nad.luma_qtable(nad.CORPUS + h + ".jpg")
    with open(p, "w") as f:
        for row in t:
            f.write(" ".join(str(v) for v in row) + "\n")
    return p


ORIGS2 = ["Samsung GT-I9505 (Galaxy S4)", "Samsung SM-G935L (Galaxy S7 Edge)", "HTC Desire", "Canon PowerShot G2 (3)",
          "Ricoh DC-3Z (normal res)"]
if __name__ == "__main__":
    which = sys.argv[1]
    if which == "orig2":
        for o in ORIGS2:
            store("orig_" + o.replace(" ", "_"), host(o), {"kind": "orig", "host": o})
    elif which == "orig":
        for o in ORIGS:
            store("orig_" + o.replace(" ", "_"), host(o), {"kind": "orig", "host": o})
    else:
        for pi, (h, d) in enumerate(PAIRS):
            H0 = host(h)
            Hh, Ww = H0.shape
            ph, pw = (Hh // 3) // 8 * 8, (Ww // 3) // 8 * 8
            Py, Px = ph, pw
            dimg = nad.decode(nad.CORPUS + d + ".jpg")
            d75 = nad.encode(dimg, nad.W + "d75_%d.jpg" % pi, quality=75)
            qt = qtfile(h)
            for save in ("a", "b"):
                enc = dict(quality=92) if save == "a" else dict(qtables=qt)
                nm = "ctrl_%d_%s" % (pi, save)
                if not os.path.exists(OUT + nm + ".npz"):
                    store(nm, nad.encode(H0, nad.W + nm + ".jpg", **enc), {"kind": "ctrl", "host": h, "save": save})
                for (r, c) in SHIFTS:
                    dy, dx = 16 + (-r) % 8, 16 + (-c) % 8
                    piece = d75[dy:dy + ph, dx:dx + pw]
                    assert piece.shape == (ph, pw), (d, piece.shape)
                    comp = H0.copy()
                    comp[Py:Py + ph, Px:Px + pw] = piece
                    nm = "paste_%d_%s_%d%d" % (pi, save, r, c)
                    if os.path.exists(OUT + nm + ".npz"):
                        continue
                    store(nm, nad.encode(comp, nad.W + nm + ".jpg", **enc),
                          {"kind": "paste", "host": h, "donor": d, "save": save, "shift": [r, c],
                           "rect": [Py, Px, ph, pw]})
