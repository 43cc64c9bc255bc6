/**
 * A small seeded PRNG (the mulberry32 construction) so the demo backend yields the same data for the
 * same seed on every machine: stories, screenshots and tests can rely on exact values.
 */

/** A deterministic random source with the few helpers the data generators need. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen with the given relative weights (same length as `items`). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An independent stream for a named part of the data, so adding one part never shifts another. */
  fork(label: string | number): Random;
}

/** FNV-1a over a string: mixes a label into a seed without any dependency. */
export function hashSeed(seed: number, label: string | number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of String(label)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Creates a random source; equal seeds give equal sequences. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
  const pickIndex = (length: number): number => {
    if (length === 0) throw new RangeError('Cannot pick from an empty list');
    return Math.floor(next() * length);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[pickIndex(items.length)]!,
    weighted: (items, weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < items.length; i += 1) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return items[i]!;
      }
      return items[pickIndex(items.length)]!;
    },
    sample: (items, count) => {
      const pool = [...items];
      const out = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(pickIndex(pool.length), 1)[0]!);
      return out;
    },
    fork: (label) => createRandom(hashSeed(seed, label)),
  };
}

/**
 * Splits `total` into integers proportional to `weights` that sum to exactly `total` (largest
 * remainder), which is how the analytics keep their totals equal to the sum of their rows.
 */
export function distribute(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, w) => acc + w, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (w / sum) * total);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, p) => acc + p, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
