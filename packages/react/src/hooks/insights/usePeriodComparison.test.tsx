import type { Period } from '@storesearch/sdk/insights';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePeriodComparison } from './usePeriodComparison';

describe('usePeriodComparison', () => {
  // 6:59:30 a.m. in Berlin on the last of the last 7 days.
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 5, 59, 30) }));
  afterEach(() => vi.useRealTimers());

  it('counts the previous period up to the time of day now, and moves on with the clock and past midnight', () => {
    const week = { kind: 'preset', preset: 'last7Days' } as const;
    const { result } = renderHook(() => usePeriodComparison(week, 'Europe/Berlin'));
    expect(result.current?.shown).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(result.current?.previous.until).toBe(Date.UTC(2026, 10, 15, 5, 59, 30));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current?.previous.until).toBe(Date.UTC(2026, 10, 15, 6, 0, 0));
    // Midnight in Berlin: the last 7 days are a day later, and the week before is counted from its start.
    act(() => vi.advanceTimersByTime(17 * 3_600_000));
    expect(result.current?.shown).toMatchObject({ from: '2026-11-17', to: '2026-11-23' });
    expect(result.current?.previous.until).toBe(Date.UTC(2026, 10, 15, 23, 0, 0));
  });

  it('is undefined without a period, and the same object while nothing it depends on moves', () => {
    const today: Period = { kind: 'preset', preset: 'today' };
    const { result, rerender } = renderHook(
      ({ period }: { period: Period | undefined }) => usePeriodComparison(period, 'UTC'),
      { initialProps: { period: today as Period | undefined } },
    );
    const first = result.current;
    rerender({ period: { ...today } });
    expect(result.current).toBe(first);
    rerender({ period: undefined });
    expect(result.current).toBeUndefined();
  });
});
