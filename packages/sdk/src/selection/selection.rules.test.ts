import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseSelectedStore,
  parseStoreInAddress,
  resolveSelectedStore,
  sameStore,
  serialiseSelectedStore,
  storeInAddress,
} from './selection.rules';

const a = { id: '1', storeType: 'shopify' as const };
const b = { id: '2', storeType: 'woocommerce' as const };

describe('resolveSelectedStore', () => {
  it('keeps the saved store when still present', () => {
    expect(resolveSelectedStore([a, b], b)).toEqual(b);
  });
  it('falls back to the first store', () => {
    expect(resolveSelectedStore([a, b], { id: '9', storeType: 'shopify' })).toEqual(a);
    expect(resolveSelectedStore([a, b], { id: '1', storeType: 'woocommerce' })).toEqual(a);
    expect(resolveSelectedStore([b, a], null)).toEqual(b);
  });
  it('is none without stores', () => {
    expect(resolveSelectedStore([], a)).toBeNull();
  });
  it('returns only the ref fields', () => {
    expect(resolveSelectedStore([{ ...a, extra: 1 } as typeof a], null)).toEqual(a);
  });
  it("takes the list's time zone over the one saved", () => {
    const listed = { ...a, timeZone: 'Europe/Stockholm' };
    expect(resolveSelectedStore([listed], { ...a, timeZone: 'Asia/Tokyo' })).toEqual(listed);
    expect(resolveSelectedStore([a], { ...a, timeZone: 'Asia/Tokyo' })).toEqual(a);
  });
});

describe('sameStore and parseSelectedStore', () => {
  it('compares id and type', () => {
    expect(sameStore(a, { ...a })).toBe(true);
    expect(sameStore(a, { ...a, timeZone: 'UTC' })).toBe(true);
    expect(sameStore(a, b)).toBe(false);
    expect(sameStore(null, null)).toBe(true);
    expect(sameStore(a, null)).toBe(false);
  });
  it.each([null, '', '{', '1', 'null', '{"id":1,"storeType":"shopify"}', '{"id":"1","storeType":"x"}'])(
    'reads %j as none',
    (text) => expect(parseSelectedStore(text)).toBeNull(),
  );
  it('reads a stored ref', () => expect(parseSelectedStore('{"id":"1","storeType":"shopify"}')).toEqual(a));
  it('reads a stored zone, and anything not shaped like a zone name as none', () => {
    expect(parseSelectedStore(serialiseSelectedStore({ ...a, timeZone: 'Asia/Kathmandu' }))).toEqual({
      ...a,
      timeZone: 'Asia/Kathmandu',
    });
    for (const timeZone of ['America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5'])
      expect(parseSelectedStore(JSON.stringify({ ...a, timeZone }))).toEqual({ ...a, timeZone });
    for (const timeZone of ['', ' UTC', 'Europe/', '/UTC', 'a/b/c/d', '<script>', 5, null])
      expect(parseSelectedStore(JSON.stringify({ ...a, timeZone }))).toStrictEqual(a);
  });
});

describe('selection properties', () => {
  it('keeps a present store, else takes the first, else none', () => {
    const ref = fc.record({
      id: fc.constantFrom('1', '2', '3'),
      storeType: fc.constantFrom('shopify' as const, 'woocommerce' as const),
    });
    fc.assert(
      fc.property(fc.array(ref, { maxLength: 4 }), fc.option(ref, { nil: null }), (stores, saved) => {
        const chosen = resolveSelectedStore(stores, saved);
        if (saved && stores.some((s) => sameStore(s, saved))) expect(chosen).toEqual(saved);
        else if (stores[0]) expect(chosen).toEqual(stores[0]);
        else expect(chosen).toBeNull();
      }),
    );
  });
});

describe('storeInAddress and parseStoreInAddress', () => {
  it('name a store by its platform and id', () => {
    expect(storeInAddress(a)).toBe('shopify:1');
    expect(storeInAddress(b)).toBe('woocommerce:2');
    expect(parseStoreInAddress('woocommerce:2')).toEqual(b);
    expect(parseStoreInAddress(`shopify:${'9'.repeat(64)}`)).toEqual({
      storeType: 'shopify',
      id: '9'.repeat(64),
    });
  });

  it('read anything else as no store', () => {
    for (const text of [
      undefined,
      null,
      12,
      '',
      'shopify',
      'shopify:',
      ':1',
      'magento:1',
      'Shopify:1',
      'shopify:1 ',
      ' shopify:1',
      'shopify:1:2',
      'shopify:a b',
      `shopify:${'9'.repeat(65)}`,
    ])
      expect(parseStoreInAddress(text)).toBeNull();
  });

  it('read back every store they write', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[^\s:]{1,64}$/),
        fc.constantFrom('shopify' as const, 'woocommerce' as const),
        (id, storeType) => {
          expect(parseStoreInAddress(storeInAddress({ id, storeType }))).toEqual({ id, storeType });
        },
      ),
    );
  });
});
