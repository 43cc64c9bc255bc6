import { createClient } from '@storesearch/sdk';
import { SUCCESS_MESSAGE_MS } from '@storesearch/sdk/profile';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreSearchProvider } from '../../provider/StoreSearchProvider';
import { useFlashMessage } from './useFlashMessage';

const client = createClient({ baseUrl: 'https://api.example.test', vendorId: 7 });

/** Shows a message through the hook, inside a provider given `successMessageDurationMs` (absent: the default). */
function showMessage(successMessageDurationMs?: number) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreSearchProvider client={client} successMessageDurationMs={successMessageDurationMs}>
      {children}
    </StoreSearchProvider>
  );
  const { result } = renderHook(useFlashMessage, { wrapper });
  act(() => result.current[1]('Name updated successfully'));
  return () => result.current[0];
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useFlashMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`hides the message ${SUCCESS_MESSAGE_MS} ms after it shows, not a millisecond sooner`, () => {
    const message = showMessage();
    advance(SUCCESS_MESSAGE_MS - 1);
    expect(message()).toBe('Name updated successfully');
    advance(1);
    expect(message()).toBeNull();
  });

  it("follows the provider's successMessageDurationMs", () => {
    const message = showMessage(500);
    advance(499);
    expect(message()).toBe('Name updated successfully');
    advance(1);
    expect(message()).toBeNull();
  });

  it('keeps the message until the next one when the provider says Infinity', () => {
    const message = showMessage(Number.POSITIVE_INFINITY);
    advance(SUCCESS_MESSAGE_MS * 100);
    expect(message()).toBe('Name updated successfully');
  });
});
