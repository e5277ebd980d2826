// Seeded pseudo-random numbers: the same seed gives the same data set, so two runs compare like for like.

/** mulberry32: tiny, fast, and good enough for test data (not for anything secret). */
export function createRandom(seed = 20260101) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** A float in [0, 1). */
    next,
    /** An integer in [0, n). */
    int: (n) => Math.floor(next() * n),
    /** An integer in [min, max]. */
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}
