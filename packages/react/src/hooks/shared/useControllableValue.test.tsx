import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableValue } from './useControllableValue';

describe('useControllableValue', () => {
  it('keeps its own value from the default without a value given, and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableValue<string>(undefined, 'searches', onChange));
    expect(result.current[0]).toBe('searches');
    act(() => result.current[1]('revenue'));
    expect(result.current[0]).toBe('revenue');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('revenue');
  });

  it('shows the value given and leaves changing it to the parent', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }: { value: boolean }) => useControllableValue(value, true, onChange),
      { initialProps: { value: false } },
    );
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    // Reported, but shown only once the parent passes it back.
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(result.current[0]).toBe(false);
    rerender({ value: true });
    expect(result.current[0]).toBe(true);
  });

  it('works without anyone listening', () => {
    const { result } = renderHook(() => useControllableValue<number>(undefined, 1, undefined));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
  });
});
