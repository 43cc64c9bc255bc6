import { QueryClient } from '@tanstack/query-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getApiKeys } from '../profile/profile.api';
import { getStoreVendor, getVendorInfo } from '../stores/stores.api';
import { storeVendorQueryOptions, vendorInfoQueryOptions } from '../stores/stores.queries';
import { storeSchema } from '../stores/stores.schema';
import { useApiHarness } from './client.harness';
import { maskedSecretSchema, maskSecret, SECRET_VISIBLE_CHARS } from './client.secret';

const h = useApiHarness();

/** Secrets as shops issue them: prefixes, hex, base64-ish, unicode, and short ones. */
const secret = fc.oneof(
  fc.string({ minLength: 1, maxLength: 80 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc
    .tuple(fc.constantFrom('shpat_', 'ck_', 'cs_', 'yt-', ''), fc.stringMatching(/^[0-9a-f]{1,48}$/))
    .map(([prefix, body]) => prefix + body),
);

/** True when `shown` gives away no more than the last SECRET_VISIBLE_CHARS characters of `whole`. */
function revealsAtMostTail(whole: string, shown: string): boolean {
  const visible = shown.replaceAll('•', '');
  return visible.length <= SECRET_VISIBLE_CHARS && whole.endsWith(visible);
}

describe('maskSecret', () => {
  it('keeps only the last four characters of a long secret, and none of a short one', () => {
    expect(maskSecret('shpat_0123456789abcdef')).toBe('••••••••cdef');
    expect(maskSecret('ck_123456')).toBe('••••••••3456');
    expect(maskSecret('ck_12345')).toBe('••••••••');
    expect(maskSecret('a')).toBe('••••••••');
  });
  it('shows nothing for a missing secret', () => {
    expect(maskSecret(null)).toBe('');
    expect(maskSecret(undefined)).toBe('');
    expect(maskSecret('')).toBe('');
  });
  it('never shows a secret whole nor more than its last four characters, and masking twice changes nothing', () => {
    fc.assert(
      fc.property(secret, (value) => {
        const masked = maskSecret(value);
        expect(masked).not.toBe(value);
        expect(masked.startsWith('••••••••')).toBe(true);
        if (!value.includes('•')) expect(revealsAtMostTail(value, masked)).toBe(true);
        expect(maskSecret(masked)).toBe(masked);
      }),
      { numRuns: 1000 },
    );
  });
  it('is what the response schema hands out', () => {
    expect(maskedSecretSchema.parse('shpat_0123456789abcdef')).toBe('••••••••cdef');
    expect(storeSchema.shape.accessToken.parse(undefined)).toBe('');
  });
});

describe('secrets in responses', () => {
  it('reach no result and no query-cache entry whole (store vendor, vendor info, API keys)', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(secret, secret, secret, async (token, key, apiKey) => {
        runs += 1;
        const queryClient = new QueryClient();
        h.route('GET', '/api/v1/storevendor/:vendorId', {
          success: true,
          data: {
            id: 3,
            name: 'Acme',
            shopifyStores: [{ id: 11, accessToken: token }],
            woocommerceStores: [{ id: 12, consumerKey: key }],
          },
        });
        h.route('GET', '/api/v1/vendor-info', {
          success: true,
          data: {
            vendor: { id: 3 },
            stores: {
              shopify: [{ id: 11, accessToken: token }],
              woocommerce: [{ id: 12, consumerKey: key }],
            },
          },
        });
        h.route('GET', '/api/user/api-keys', {
          success: true,
          data: { firstVideoPlatformKey: apiKey, secondVideoPlatformKey: null },
        });
        const vendor = await getStoreVendor(h.client, { vendorId: 3 });
        const info = await getVendorInfo(h.client);
        const keys = await getApiKeys(h.client);
        await queryClient.fetchQuery(storeVendorQueryOptions(h.client, '3'));
        await queryClient.fetchQuery(vendorInfoQueryOptions(h.client));
        const shown = [
          vendor?.shopifyStores[0]?.accessToken,
          vendor?.woocommerceStores[0]?.consumerKey,
          info.stores.shopify[0]?.accessToken,
          info.stores.woocommerce[0]?.consumerKey,
          keys.firstVideoPlatformKey,
        ];
        const whole = [token, key, token, key, apiKey];
        shown.forEach((value, i) => {
          const original = whole[i] ?? '';
          expect(value).toBe(maskSecret(original));
          if (!original.includes('•')) expect(revealsAtMostTail(original, value ?? '')).toBe(true);
        });
        const cached = queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data);
        for (const data of cached) {
          for (const text of stringsIn(data)) {
            for (const original of [token, key]) {
              if (original.length > SECRET_VISIBLE_CHARS && !original.includes('•')) {
                expect(text.includes(original)).toBe(false);
              }
            }
          }
        }
        queryClient.clear();
      }),
      { numRuns: 100 },
    );
    expect(runs).toBe(100);
  }, 60_000);
});

/** Every string inside a parsed value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
