/**
 * A 32-bit hash of a seed and a position's key (up to 128 bits), so that the same seed makes the
 * same choice in the same position: the book's pick among its moves, a style's among the searched.
 */
export function seededHash(seed: number, key: bigint): number {
  let hash = seed >>> 0;
  for (let shift = 0n; shift < 128n; shift += 32n) {
    hash = Math.imul(hash ^ Number((key >> shift) & 0xffffffffn), 0x9e3779b1);
    hash ^= hash >>> 15;
  }
  hash = Math.imul(hash ^ (hash >>> 13), 0x85ebca6b);
  return (hash ^ (hash >>> 16)) >>> 0;
}
