import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePeriodToday } from './usePeriodToday';

describe('usePeriodToday', () => {
  // 11:59:30 p.m. on 29 November in New York: already 30 November in UTC.
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 30, 4, 59, 30) }));
  afterEach(() => vi.useRealTimers());

  it("is the store's today, and the next day once the store's midnight has passed", () => {
    const { result } = renderHook(() => usePeriodToday('America/New_York'));
    expect(result.current).toBe('2026-11-29');
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe('2026-11-30');
  });

  it('counts in UTC without a zone, or with one the runtime does not know', () => {
    expect(renderHook(() => usePeriodToday(undefined)).result.current).toBe('2026-11-30');
    expect(renderHook(() => usePeriodToday('Mars/Olympus_Mons')).result.current).toBe('2026-11-30');
  });
});
