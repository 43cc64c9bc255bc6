import { describe, expect, it } from 'vitest';
import { createRandom, distribute, hashSeed } from './mocks.random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays within [0, 1) and int() hits both bounds', () => {
    const r = createRandom(7);
    const ints = new Set<number>();
    for (let i = 0; i < 2_000; i += 1) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      ints.add(r.int(1, 3));
    }
    expect([...ints].sort()).toEqual([1, 2, 3]);
  });

  it('forks independent streams named by label', () => {
    const root = createRandom(1);
    expect(root.fork('a').next()).toBe(createRandom(1).fork('a').next());
    expect(root.fork('a').next()).not.toBe(root.fork('b').next());
    expect(hashSeed(1, 'a')).not.toBe(hashSeed(2, 'a'));
  });

  it('samples distinct items and refuses to pick from nothing', () => {
    const r = createRandom(3);
    const sample = r.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(r.sample([1, 2], 5)).toHaveLength(2);
    expect(() => r.pick([])).toThrow(RangeError);
  });
});

describe('distribute', () => {
  it('splits a total into parts that add up exactly, proportionally', () => {
    const parts = distribute(1_000, [1, 1, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    expect(distribute(10, [3, 1])).toEqual([8, 2]);
  });

  it('gives everything to the first part when weights are all zero, and nothing for no weights', () => {
    expect(distribute(5, [0, 0])).toEqual([5, 0]);
    expect(distribute(5, [])).toEqual([]);
  });
});
