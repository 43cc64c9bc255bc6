import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ubiEvent } from './insights.harness';
import { acceptEvents, createEventLog, recordEvents } from './insights.store';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

describe('the demo event log', () => {
  it('keeps each event id once, within a batch and across batches, and counts the copies', () => {
    const [a, b, c] = [ubiEvent('search', NOW), ubiEvent('search', NOW), ubiEvent('product_click', NOW)];
    const log = recordEvents(createEventLog([a]), [b, a, b, c, { ...c }]);
    expect(log.events).toEqual([a, b, c]);
    expect(log.duplicates).toBe(3);
    expect([...log.ids]).toEqual([a.event_id, b.event_id, c.event_id]);
  });

  it('leaves the log it was given as it was', () => {
    const first = createEventLog([ubiEvent('search', NOW)]);
    const next = recordEvents(first, [ubiEvent('search', NOW)]);
    expect(first.events).toHaveLength(1);
    expect(first.ids.size).toBe(1);
    expect(next.events).toHaveLength(2);
    expect(recordEvents(next, [])).toBe(next);
  });

  it('keeps the same events whichever way the deliveries were split and repeated', () => {
    const pool = Array.from({ length: 12 }, (_, i) => ubiEvent(i % 3 ? 'search' : 'product_click', NOW + i));
    const deliveries = fc.array(fc.array(fc.constantFrom(...pool), { maxLength: 8 }), { maxLength: 10 });
    fc.assert(
      fc.property(deliveries, (batches) => {
        const log = batches.reduce(recordEvents, createEventLog());
        const sent = batches.flat();
        const unique = [...new Map(sent.map((e) => [e.event_id, e])).values()];
        expect(log.events).toEqual(unique);
        expect(log.events.length + log.duplicates).toBe(sent.length);
        expect(acceptEvents(log.ids, sent).accepted).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
