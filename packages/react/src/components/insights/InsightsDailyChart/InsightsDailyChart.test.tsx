import type { DayFigures, InsightsOverview } from '@storesearch/sdk/insights';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDemo } from '../../../testing/renderDemo';
import { InsightsDailyChart } from './InsightsDailyChart';

/** Noon in New York on the period's last day: 2026-11-22, still the 22nd there and in UTC. */
const NOW = Date.parse('2026-11-22T17:00:00Z');

const day = (searches: number): DayFigures => ({
  searches,
  noResultSearches: 0,
  clicks: 0,
  conversions: 0,
  revenue: 0,
});

/** Three days ending on `to`, in `timeZone`. */
function overview(to: string, timeZone: string): InsightsOverview {
  const dates = [-2, -1, 0].map((offset) => {
    const date = new Date(`${to}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  });
  return {
    period: { from: dates[0] ?? to, to, days: 3 },
    previousPeriod: { from: '2026-11-01', to: '2026-11-03', days: 3 },
    timeZone,
    currency: 'USD',
    totals: {} as InsightsOverview['totals'],
    series: dates.map((date, position) => ({
      date,
      previousDate: date,
      current: day(10 + position),
      previous: day(12),
    })),
  };
}

/** The dotted stretches drawn, by series name. */
async function ongoingSeries(): Promise<(string | null)[]> {
  const figure = await screen.findByRole('figure');
  await expect.poll(() => figure.querySelectorAll('[data-chart-line]').length).toBeGreaterThan(0);
  return [...figure.querySelectorAll('[data-chart-line-ongoing]')].map((path) =>
    path.getAttribute('data-chart-series'),
  );
}

describe('InsightsDailyChart on the last day of its period', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("dots this period's stretch into today, not the previous period's when it counts whole", async () => {
    renderDemo(<InsightsDailyChart overview={overview('2026-11-22', 'America/New_York')} />);
    const dotted = await ongoingSeries();
    // This period is the first line, the previous period (dashed) the second.
    const [current, previous] = [...screen.getByRole('figure').querySelectorAll('[data-chart-line]')];
    expect(previous?.getAttribute('stroke-dasharray')).toBe('6 4');
    expect(dotted).toEqual([current?.getAttribute('data-chart-series')]);
  });

  it("dots the previous period's last day too when it is counted only as far as today", async () => {
    const soFar = overview('2026-11-22', 'America/New_York');
    const until = '2026-11-03T17:00:00.000Z';
    renderDemo(
      <InsightsDailyChart overview={{ ...soFar, previousPeriod: { ...soFar.previousPeriod, until } }} />,
    );
    const dotted = await ongoingSeries();
    const lines = [...screen.getByRole('figure').querySelectorAll('[data-chart-line]')];
    expect(lines).toHaveLength(2);
    expect(dotted).toEqual(lines.map((line) => line.getAttribute('data-chart-series')));
  });

  it("draws every day whole once the store's day is over", async () => {
    // 17:00 UTC is already the 23rd in Tokyo: the period ending on the 22nd is over there.
    renderDemo(<InsightsDailyChart overview={overview('2026-11-22', 'Asia/Tokyo')} />);
    expect(await ongoingSeries()).toEqual([]);
  });

  it('draws every day whole for a period that ended before today', async () => {
    renderDemo(<InsightsDailyChart overview={overview('2026-11-21', 'America/New_York')} />);
    expect(await ongoingSeries()).toEqual([]);
  });

  it('draws an answer in a time zone the browser does not know, every day whole', async () => {
    renderDemo(<InsightsDailyChart overview={overview('2026-11-22', 'Mars/Olympus_Mons')} />);
    expect(await ongoingSeries()).toEqual([]);
  });
});
