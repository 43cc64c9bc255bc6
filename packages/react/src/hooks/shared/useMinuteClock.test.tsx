import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinuteClock } from './useMinuteClock';

describe('useMinuteClock', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 6, 59, 30) }));
  afterEach(() => vi.useRealTimers());

  it('moves on at the start of each minute, not before', () => {
    const { result } = renderHook(() => useMinuteClock());
    expect(result.current).toBe(Date.UTC(2026, 10, 22, 6, 59, 30));
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current).toBe(Date.UTC(2026, 10, 22, 6, 59, 30));
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(Date.UTC(2026, 10, 22, 7, 0, 0));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(Date.UTC(2026, 10, 22, 7, 1, 0));
  });

  it('stops once the component is gone', () => {
    const { unmount } = renderHook(() => useMinuteClock());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
