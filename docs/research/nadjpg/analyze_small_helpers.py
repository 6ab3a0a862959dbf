import numpy as np

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


