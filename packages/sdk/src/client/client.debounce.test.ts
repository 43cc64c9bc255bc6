import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedValue } from './client.debounce';

describe('createDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles a value that stays unchanged for the delay, and only while someone listens', () => {
    const debounced = createDebouncedValue('a', { delayMs: 300 });
    vi.advanceTimersByTime(1_000);
    expect(debounced.getState()).toEqual({ value: 'a', settledValue: 'a', isSettled: false });
    const stop = debounced.subscribe(() => {});
    vi.advanceTimersByTime(299);
    expect(debounced.getState().isSettled).toBe(false);
    vi.advanceTimersByTime(1);
    expect(debounced.getState().isSettled).toBe(true);
    stop();
  });

  it('starts the delay again on each change, and going back to an earlier value waits again', () => {
    const debounced = createDebouncedValue('shopify', { delayMs: 300, settled: true });
    const seen: string[] = [];
    debounced.subscribe((state) => seen.push(`${state.value}/${state.settledValue}/${state.isSettled}`));
    debounced.set('woo');
    vi.advanceTimersByTime(200);
    debounced.set('shopify');
    expect(debounced.getState()).toEqual({ value: 'shopify', settledValue: 'shopify', isSettled: false });
    vi.advanceTimersByTime(100);
    debounced.set('woo');
    vi.advanceTimersByTime(299);
    expect(debounced.getState().settledValue).toBe('shopify');
    vi.advanceTimersByTime(1);
    expect(debounced.getState()).toEqual({ value: 'woo', settledValue: 'woo', isSettled: true });
    debounced.set('woo');
    expect(seen).toEqual(['woo/shopify/false', 'shopify/shopify/false', 'woo/shopify/false', 'woo/woo/true']);
  });

  it('cancels the delay when the last listener leaves and runs it in full on the next one', () => {
    const debounced = createDebouncedValue(1, { delayMs: 300, settled: true });
    const stop = debounced.subscribe(() => {});
    debounced.set(2);
    vi.advanceTimersByTime(250);
    stop();
    vi.advanceTimersByTime(1_000);
    expect(debounced.getState().isSettled).toBe(false);
    debounced.subscribe(() => {});
    vi.advanceTimersByTime(299);
    expect(debounced.getState().settledValue).toBe(1);
    vi.advanceTimersByTime(1);
    expect(debounced.getState().settledValue).toBe(2);
  });
});
