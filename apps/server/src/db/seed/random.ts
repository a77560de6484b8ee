/** Small, fast, seedable PRNG (mulberry32): the same seed gives the same demo market on every machine. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T,
    chance: (p: number) => next() < p,
    /** Roughly normal around 1 with the given spread (sum of uniforms). */
    noise: (spread: number) => 1 + ((next() + next() + next()) / 3 - 0.5) * 2 * spread,
  };
}
export type Rng = ReturnType<typeof createRng>;

/** A value drawn by weight: `table` lists each value with its share (the shares sum to 1). */
export const weighted = <T>(rng: Rng, table: readonly (readonly [T, number])[]): T => {
  let r = rng.next();
  for (const [value, w] of table) {
    r -= w;
    if (r <= 0) return value;
  }
  return table[table.length - 1]![0];
};
