// A small seeded generator (mulberry32) for everything that must repeat: the tests' random
// positions, and in tools/train self-play's random moves, a network's first weights, the shuffles.

/** Numbers in [0, 1), the same sequence for the same seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
