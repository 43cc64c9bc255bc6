import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseApiJson } from './client.body';

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** Integers a double cannot hold exactly, both signs. */
const unsafeInteger = fc.oneof(
  fc.bigInt({ min: MAX + 1n, max: 10n ** 30n }),
  fc.bigInt({ min: -(10n ** 30n), max: -(MAX + 1n) }),
);

const idKey = fc.constantFrom('id', 'storeId', 'vendorId', 'user_id', 'productIds', 'storeVendorId', 'ID');
const otherKey = fc.constantFrom('count', 'total', 'price', 'idea', 'valid', 'width', 'name');

describe('parseApiJson', () => {
  it('keeps an unsafe integer under an id key as its exact digits, wherever it sits', () => {
    fc.assert(
      fc.property(unsafeInteger, idKey, fc.string(), fc.boolean(), (value, key, noise, inList) => {
        const digits = value.toString();
        const inner = inList ? `[1, ${digits}]` : digits;
        const text = `{"noise": ${JSON.stringify(noise)}, "data": [{"${key}": ${inner}, "after": 1}]}`;
        const parsed = parseApiJson(text) as { data: Record<string, unknown>[] };
        const got = parsed.data[0]?.[key];
        expect(inList ? (got as unknown[])[1] : got).toBe(digits);
        expect(parsed.data[0]?.after).toBe(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('parses everything else exactly as JSON.parse does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(parseApiJson(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(unsafeInteger, otherKey, (value, key) => {
        const text = `{"${key}": ${value}, "s": "id\\": ${value}"}`;
        expect(parseApiJson(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves safe integers, decimals and exponents under id keys as numbers', () => {
    const text = '{"id": 9007199254740991, "storeId": 12345678901234567.5, "vendorId": 1e20}';
    expect(parseApiJson(text)).toEqual(JSON.parse(text));
    expect(typeof (parseApiJson(text) as { storeId: unknown }).storeId).toBe('number');
  });

  it('keeps the id inside a string that looks like JSON untouched', () => {
    expect(parseApiJson('{"note": "{\\"id\\": 90071992547409930}", "id": 90071992547409931}')).toEqual({
      note: '{"id": 90071992547409930}',
      id: '90071992547409931',
    });
  });

  it('throws on malformed text as JSON.parse does', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        let expected: unknown;
        try {
          expected = JSON.parse(text);
        } catch {
          expect(() => parseApiJson(text)).toThrow(SyntaxError);
          return;
        }
        expect(parseApiJson(text)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
