import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call } from '../mocks/mocks.harness';
import { demoUbiEvent } from './ubi.mock';

describe('the ubi domain in the demo backend', () => {
  it('accepts a JSON array sent as text/plain (a beacon), answers 204, keeps each event_id once and counts duplicates', async () => {
    const backend = createDemoBackend();
    const send = (ids: string[]) =>
      call(backend, 'POST', '/api/ubi/collect', {
        vendor: null,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: ids.map(demoUbiEvent),
      });
    const first = await send(['a', 'b']);
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    expect(backend.db.ubi.duplicates).toBe(0);
    expect((await send(['b', 'c', 'c'])).status).toBe(204);
    expect(backend.db.ubi.events.map((e) => e.event_id)).toEqual(['a', 'b', 'c']);
    expect(backend.db.ubi.duplicates).toBe(2);
    expect((await send(['a'])).status).toBe(204);
    expect(backend.db.ubi.duplicates).toBe(3);
  });

  it('refuses a body that is not an event array', async () => {
    const backend = createDemoBackend();
    expect(
      (await call(backend, 'POST', '/api/ubi/collect', { vendor: null, body: { event_id: 'x' } })).status,
    ).toBe(400);
    expect(
      (
        await call(backend, 'POST', '/api/ubi/collect', {
          vendor: null,
          body: [{ ...demoUbiEvent('x'), timestamp: 'yesterday' }],
        })
      ).status,
    ).toBe(400);
    expect(backend.db.ubi.events).toEqual([]);
    expect(backend.db.ubi.duplicates).toBe(0);
  });
});
