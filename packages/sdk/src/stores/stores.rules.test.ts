import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findLinkedStore,
  normaliseStoreUrl,
  normaliseVendor,
  stripUrlScheme,
  toStoreListRows,
  validateStoreConnection,
} from './stores.rules';

describe('normaliseStoreUrl', () => {
  it.each([
    ['shop.example.com', 'https://shop.example.com/'],
    ['  shop.example.com/path  ', 'https://shop.example.com/path'],
    ['http://shop.example.com', 'http://shop.example.com/'],
    ['HTTPS://Shop.Example.com', 'https://shop.example.com/'],
    ['shop.example.com:8080', 'https://shop.example.com:8080/'],
    ['my-store.myshopify.com', 'https://my-store.myshopify.com/'],
    // A redirect's address keeps its query and fragment.
    ['https://wp.example.com/shop/?page_id=7#cart', 'https://wp.example.com/shop/?page_id=7#cart'],
  ])('accepts %j as %j', (input, url) => expect(normaliseStoreUrl(input)).toBe(url));
  it.each([
    ['my-store.myshopify.com', 'https://my-store.myshopify.com/'],
    ['https://my-store.myshopify.com/collections/all?page=2', 'https://my-store.myshopify.com/'],
    ['my-store.myshopify.com/admin/products#top', 'https://my-store.myshopify.com/'],
    ['https://owner:secret@my-store.myshopify.com:8443/admin', 'https://my-store.myshopify.com:8443/'],
  ])('reads %j at its site root as %j', (input, url) =>
    expect(normaliseStoreUrl(input, { siteRoot: true })).toBe(url),
  );
  it.each([
    '',
    '   ',
    'localhost',
    'localhost:3000',
    'http://localhost',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://shop.example.com',
    'https://',
    'http://.com',
    'http://example.',
    'https://exa mple.com',
    'a b.com',
    'https://a%20b.com',
    'shop.example.com\u00a0x',
  ])('refuses %j', (input) => expect(normaliseStoreUrl(input)).toBeNull());
});

describe('validateStoreConnection', () => {
  const base = { woocommerce: false, shopify: false, woocommerceUrl: '', shopifyUrl: '' };
  it('requires a store type', () => {
    expect(validateStoreConnection(base)).toEqual({
      ok: false,
      errors: [{ field: 'storeType', messageKey: 'selectAtLeastOneStoreType' }],
    });
  });
  it('checks only the chosen types', () => {
    expect(
      validateStoreConnection({
        ...base,
        woocommerce: true,
        woocommerceUrl: 'wp.example.com',
        shopifyUrl: 'x',
      }),
    ).toEqual({
      ok: true,
      value: { woocommerceUrl: 'https://wp.example.com/', shopifyUrl: null },
    });
    expect(validateStoreConnection({ ...base, shopify: true, shopifyUrl: 'a.myshopify.com' })).toEqual({
      ok: true,
      value: { woocommerceUrl: null, shopifyUrl: 'https://a.myshopify.com/' },
    });
  });
  it("reads a Shopify address as its domain, and asks for a chosen platform's credential", () => {
    const both = {
      woocommerce: true,
      shopify: true,
      woocommerceUrl: 'wp.example.com/shop',
      shopifyUrl: 'https://a.myshopify.com/admin',
    };
    expect(validateStoreConnection({ ...both, consumerKey: 'ck_1', accessToken: 'shpat_1' })).toEqual({
      ok: true,
      value: { woocommerceUrl: 'https://wp.example.com/shop', shopifyUrl: 'https://a.myshopify.com/' },
    });
    expect(validateStoreConnection({ ...both, consumerKey: ' ', accessToken: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'consumerKey', messageKey: 'consumerKeyRequired' },
        { field: 'accessToken', messageKey: 'accessTokenRequired' },
      ],
    });
    // A platform not chosen needs no credential.
    expect(
      validateStoreConnection({ ...both, shopify: false, consumerKey: 'ck_1', accessToken: '' }).ok,
    ).toBe(true);
  });
  it('gives each URL its own message', () => {
    expect(
      validateStoreConnection({
        woocommerce: true,
        shopify: true,
        woocommerceUrl: '',
        shopifyUrl: 'javascript:x',
      }),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'woocommerceUrl', messageKey: 'invalidUrl' },
        { field: 'shopifyUrl', messageKey: 'invalidShopifyUrl' },
      ],
    });
  });
});

describe('store list rows', () => {
  it('strips the scheme', () => {
    expect(stripUrlScheme('https://shop.example.com/x')).toBe('shop.example.com/x');
    expect(stripUrlScheme('http://a.b')).toBe('a.b');
    expect(stripUrlScheme('a.b')).toBe('a.b');
  });
  it('builds rows with active flag and sync progress', () => {
    const store = { storeVendorId: '9', name: 'S', createdAt: '2026-01-01T00:00:00Z' };
    const rows = toStoreListRows(
      {
        shopify: [{ ...store, id: '1', url: 'https://s.myshopify.com', status: 'active' as const }],
        woocommerce: [
          { ...store, id: '1', url: 'http://wp.example.com', status: 'pending' as const },
          { ...store, id: '2', url: 'wp2.example.com', status: 'inactive' as const },
        ],
      },
      [{ storeId: '1', storeType: 'woocommerce' as const, status: 'syncing' as const }],
    );
    expect(rows).toEqual([
      {
        id: '1',
        storeVendorId: '9',
        storeType: 'shopify',
        storeName: 'S',
        storeUrl: 's.myshopify.com',
        isActive: true,
        createdAt: store.createdAt,
        hasSyncProgress: false,
        syncStatus: null,
      },
      {
        id: '1',
        storeVendorId: '9',
        storeType: 'woocommerce',
        storeName: 'S',
        storeUrl: 'wp.example.com',
        isActive: false,
        createdAt: store.createdAt,
        hasSyncProgress: true,
        syncStatus: 'syncing',
      },
      {
        id: '2',
        storeVendorId: '9',
        storeType: 'woocommerce',
        storeName: 'S',
        storeUrl: 'wp2.example.com',
        isActive: false,
        createdAt: store.createdAt,
        hasSyncProgress: false,
        syncStatus: null,
      },
    ]);
    expect(toStoreListRows({})).toEqual([]);
  });

  it("carries the store's time zone when the API names it, and leaves it out otherwise", () => {
    const store = { storeVendorId: '9', name: 'S', url: 's.example', createdAt: '2026-01-01T00:00:00Z' };
    const [named, unnamed] = toStoreListRows({
      shopify: [
        { ...store, id: '1', status: 'active' as const, timeZone: 'America/New_York' },
        { ...store, id: '2', status: 'active' as const },
      ],
    });
    expect(named?.timeZone).toBe('America/New_York');
    expect(unnamed && 'timeZone' in unnamed).toBe(false);
  });
});

describe('normaliseVendor', () => {
  it('reads an object with id, or the first of an array', () => {
    const vendor = { id: 3, name: 'V' };
    expect(normaliseVendor(vendor)).toBe(vendor);
    expect(normaliseVendor([vendor, { id: 4, name: 'W' }])).toBe(vendor);
    expect(normaliseVendor([])).toBeNull();
    expect(normaliseVendor(null)).toBeNull();
    expect(normaliseVendor(undefined)).toBeNull();
    expect(normaliseVendor({ id: null })).toBeNull();
  });
});

describe('store URL properties', () => {
  it('accepts only http(s) URLs whose host has a dot, and is idempotent', () => {
    const input = fc.oneof(
      fc.webUrl(),
      fc.domain(),
      fc.string(),
      fc.constantFrom('javascript:alert(1)', 'data:,x', 'file:///etc/passwd', 'localhost'),
    );
    fc.assert(
      fc.property(input, (text) => {
        const url = normaliseStoreUrl(text);
        if (url === null) return;
        const parsed = new URL(url);
        expect(['http:', 'https:']).toContain(parsed.protocol);
        expect(parsed.hostname).toContain('.');
        expect(normaliseStoreUrl(url)).toBe(url);
      }),
      { numRuns: 500 },
    );
  });
  it('accepts every domain without a scheme as https', () => {
    fc.assert(
      fc.property(
        fc.domain().filter((d) => d.includes('.')),
        (domain) => {
          expect(normaliseStoreUrl(domain)?.startsWith('https://')).toBe(true);
        },
      ),
    );
  });
});

describe('findLinkedStore', () => {
  const stores = [
    { id: '201', storeType: 'shopify' as const },
    { id: '7', storeType: 'shopify' as const },
    { id: '7', storeType: 'woocommerce' as const },
  ];

  it('finds the store by id, and by platform where two platforms share the id', () => {
    expect(findLinkedStore(stores, '201')).toBe(stores[0]);
    expect(findLinkedStore(stores, '7', 'woocommerce')).toBe(stores[2]);
    expect(findLinkedStore(stores, '7', 'shopify')).toBe(stores[1]);
    // Without a platform the first with the id, never two.
    expect(findLinkedStore(stores, '7')).toBe(stores[1]);
  });

  it('finds none for no id, an unknown id, or an id on another platform', () => {
    expect(findLinkedStore(stores, undefined)).toBeUndefined();
    expect(findLinkedStore(stores, '999')).toBeUndefined();
    expect(findLinkedStore(stores, '201', 'woocommerce')).toBeUndefined();
    expect(findLinkedStore([], '201')).toBeUndefined();
  });
});
