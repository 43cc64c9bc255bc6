import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import { collectUbiEvents } from './ubi.api';
import type { UbiEvent } from './ubi.schema';

const h = useApiHarness();

describe('collectUbiEvents', () => {
  it('POST /api/ubi/collect sends the events as a JSON array', async () => {
    const event: UbiEvent = {
      event_id: 'e1',
      event_name: 'search',
      event_details: { search_query: 'shoes' },
      timestamp: '2026-01-01T10:00:00.000Z',
      session_id: 's1',
      user_id: null,
      vendor_id: '42',
      store_id: '11',
      platform: 'admin',
    };
    h.route('POST', '/api/ubi/collect', () => new Response(null, { status: 204 }));
    await collectUbiEvents(h.client, [event]);
    h.expectRequest({ method: 'POST', path: '/api/ubi/collect', body: [event] });
  });

  it('is refused with a typed StoreSearchError when the server answers 4xx', async () => {
    h.route('POST', '/api/ubi/collect', () => Response.json({ error: 'bad batch' }, { status: 400 }));
    await expect(collectUbiEvents(h.client, [])).rejects.toMatchObject({
      name: 'StoreSearchError',
      kind: 'http',
      status: 400,
      serverMessage: 'bad batch',
    });
  });
});
