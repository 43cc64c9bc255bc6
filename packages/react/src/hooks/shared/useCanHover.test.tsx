import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubPointer } from '../../testing/pointer';
import { useCanHover } from './useCanHover';

describe('useCanHover', () => {
  let pointer: ReturnType<typeof stubPointer> | undefined;
  afterEach(() => pointer?.restore());

  it('is true with a pointer that hovers', () => {
    pointer = stubPointer(true);
    expect(renderHook(() => useCanHover()).result.current).toBe(true);
  });

  it('is false with a touch screen', () => {
    pointer = stubPointer(false);
    expect(renderHook(() => useCanHover()).result.current).toBe(false);
  });

  it('follows the pointer when it changes, and stops listening once unmounted', () => {
    pointer = stubPointer(false);
    const { result, unmount } = renderHook(() => useCanHover());
    expect(result.current).toBe(false);
    act(() => pointer?.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(pointer.listeners.size).toBe(0);
  });
});
