import { createClient } from '@storesearch/sdk';
import { UBI_COLLECT_PATH, type UbiEvent, type UbiTransport } from '@storesearch/sdk/ubi';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StoreSearchProvider, type StoreSearchUser } from '../../provider/StoreSearchProvider';
import { getStoreSelection } from '../stores/useSelectedStore';
import { useUbiTracking } from './useUbiTracking';

const user: StoreSearchUser = {
  id: '11',
  firstname: 'Maya',
  lastname: 'Chen',
  fullname: 'Maya Chen',
  email: 'maya@example.test',
  image: null,
  role: 'user',
};

/** A transport that keeps what it was asked to send. */
function recordingTransport() {
  const sent: { url: string; events: UbiEvent[] }[] = [];
  const transport: UbiTransport = {
    fetch: async (url, init) => {
      sent.push({ url, events: JSON.parse(String(init.body)) as UbiEvent[] });
      return { status: 204, headers: new Headers() };
    },
  };
  return { sent, transport };
}

describe('useUbiTracking', () => {
  it('sends events through the collector with the signed-in user, vendor and selected store', async () => {
    const baseUrl = 'https://ubi-a.example.test';
    const client = createClient({ baseUrl, vendorId: 101 });
    getStoreSelection().select({ id: '201', storeType: 'shopify' });
    const { sent, transport } = recordingTransport();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreSearchProvider client={client} user={user}>
        {children}
      </StoreSearchProvider>
    );
    const { result } = renderHook(() => useUbiTracking({ transport }), { wrapper });
    // The collector flushes at 5 queued events (spec section 9): five sends one batch at once.
    await act(async () => {
      for (let i = 0; i < 5; i += 1) result.current('embed_copied', { position: i });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`${baseUrl}${UBI_COLLECT_PATH}`);
    expect(sent[0]?.events).toHaveLength(5);
    expect(sent[0]?.events[0]).toMatchObject({
      event_name: 'embed_copied',
      user_id: '11',
      vendor_id: '101',
      store_id: '201',
    });
  });

  it('sends nothing for fewer than five events until the flush delay', async () => {
    const client = createClient({ baseUrl: 'https://ubi-b.example.test', vendorId: 101 });
    const { sent, transport } = recordingTransport();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreSearchProvider client={client} user={null}>
        {children}
      </StoreSearchProvider>
    );
    const { result } = renderHook(() => useUbiTracking({ transport }), { wrapper });
    await act(async () => {
      result.current('store_connected');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(sent).toHaveLength(0);
  });
});
