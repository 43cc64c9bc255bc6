import { describe, expect, it } from 'vitest';
import { benchEvents, benchInsights } from './insights.bench';

describe('the insights benchmark', () => {
  it('generates exactly the events asked for, the newest, and measures every report on them', () => {
    const end = Date.UTC(2026, 10, 22, 12);
    const events = benchEvents(3_000, end);
    expect(events).toHaveLength(3_000);
    expect(Date.parse(events.at(-1)?.timestamp ?? '')).toBeLessThanOrEqual(end);
    // A clock that ticks once per reading: the figures are counts of readings, not times.
    let tick = 0;
    const result = benchInsights({ events: 3_000, runs: 1, clock: () => tick++ });
    expect(result.events).toBe(3_000);
    expect(result.queries).toBeGreaterThan(10);
    expect(Object.keys(result.reportMs)).toEqual([
      'overview',
      'noResults',
      'noClicks',
      'clickPositions',
      'topConverting',
      'noConversions',
      'trending',
    ]);
    expect(result.tallyMs).toBe(1);
  });
});
