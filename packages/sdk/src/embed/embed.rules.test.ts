import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COPY_CONFIRMATION_MS, EMBED_SCRIPT_BASE_URL, embedScriptUrl, embedSnippet } from './embed.rules';

const params = { storeUrl: 'https://shop.example.com/?a=1&b=2', vendorId: 42, storeId: '7' };

describe('embedScriptUrl', () => {
  it('adds the three parameters, encoded', () => {
    const url = new URL(embedScriptUrl(params));
    expect(url.origin + url.pathname).toBe(EMBED_SCRIPT_BASE_URL);
    expect(url.search).toBe(
      '?storeUrl=https%3A%2F%2Fshop.example.com%2F%3Fa%3D1%26b%3D2&vendorId=42&storeId=7',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      storeUrl: 'https://shop.example.com/?a=1&b=2',
      vendorId: '42',
      storeId: '7',
    });
  });
  it('takes another base URL and keeps its own parameters', () => {
    expect(embedScriptUrl(params, 'https://cdn.test/e.js?v=2')).toBe(
      'https://cdn.test/e.js?v=2&storeUrl=https%3A%2F%2Fshop.example.com%2F%3Fa%3D1%26b%3D2&vendorId=42&storeId=7',
    );
  });
  it('refuses a base that is not https', () => {
    for (const base of [
      'javascript:alert(document.cookie)//',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'http://cdn.test/e.js',
      'ftp://cdn.test/e.js',
      'blob:https://cdn.test/1',
    ]) {
      expect(() => embedScriptUrl(params, base), base).toThrow(TypeError);
      expect(() => embedSnippet(params, base), base).toThrow(TypeError);
    }
  });
  it('accepts an https base in any letter case', () => {
    expect(embedScriptUrl(params, 'HTTPS://cdn.test/e.js')).toMatch(/^https:\/\/cdn\.test\/e\.js\?storeUrl=/);
  });
  it('cannot be broken out of by a hostile store URL', () => {
    const url = embedScriptUrl({ storeUrl: '"><script>alert(1)</script>', vendorId: 1, storeId: 1 });
    expect(url).not.toMatch(/[<>"]/);
  });
});

describe('embedSnippet', () => {
  it('is one async script tag whose address reads back as the script URL, without HTML entities', () => {
    const snippet = embedSnippet(
      { storeUrl: 'shop.example.com', vendorId: 1, storeId: 2 },
      "https://cdn.test/e.js?x='y'",
    );
    expect(snippet).toBe(
      '<script src="https://cdn.test/e.js?x=%27y%27&storeUrl=shop.example.com&vendorId=1&storeId=2" async></script>',
    );
    expect(snippet).not.toContain('&amp;');
  });
  it('stays one tag for any store URL, and the browser reads its src back as the exact script URL', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1 }), fc.string(), (storeUrl, vendorId, storeId) => {
        const snippet = embedSnippet({ storeUrl, vendorId, storeId });
        const tag = /^<script src="([^"<>]*)" async><\/script>$/.exec(snippet);
        expect(tag).not.toBeNull();
        expect(tag![1]).toBe(embedScriptUrl({ storeUrl, vendorId, storeId }));
        expect(new URL(tag![1]!).searchParams.get('storeUrl')).toBe(storeUrl);
      }),
    );
  });
  it('uses the default CDN', () => {
    expect(embedSnippet(params)).toContain(`src="${EMBED_SCRIPT_BASE_URL}?storeUrl=`);
  });
  it('confirms a copy for 2 seconds', () => expect(COPY_CONFIRMATION_MS).toBe(2000));
});

describe('embed properties', () => {
  it('returns only https addresses, whatever base it is given', () => {
    const scheme = fc.constantFrom(
      'https',
      'http',
      'javascript',
      'JAVASCRIPT',
      'data',
      'vbscript',
      'file',
      'blob',
      'ws',
    );
    const base = fc.oneof(
      fc
        .tuple(scheme, fc.constantFrom(':', '://', ': ', ':\t'), fc.string())
        .map(([s, sep, rest]) => `${s}${sep}${rest}`),
      fc.string(),
      fc.webUrl(),
    );
    let accepted = 0;
    fc.assert(
      fc.property(base, (baseUrl) => {
        let url: string;
        try {
          url = embedScriptUrl(params, baseUrl);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
          return;
        }
        accepted += 1;
        expect(new URL(url).protocol).toBe('https:');
        expect(embedSnippet(params, baseUrl)).toMatch(/^<script src="https:\/\//);
      }),
      { numRuns: 500 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('round-trips any parameters through the URL and never breaks the attribute', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.oneof(fc.string(), fc.nat()),
        fc.oneof(fc.string(), fc.nat()),
        (storeUrl, vendorId, storeId) => {
          const url = new URL(embedScriptUrl({ storeUrl, vendorId, storeId }));
          expect(url.searchParams.get('storeUrl')).toBe(storeUrl);
          expect(url.searchParams.get('vendorId')).toBe(String(vendorId));
          expect(url.searchParams.get('storeId')).toBe(String(storeId));
          const snippet = embedSnippet({ storeUrl, vendorId, storeId });
          expect(snippet.match(/"/g)).toHaveLength(2);
          expect(snippet.match(/</g)).toHaveLength(2);
        },
      ),
    );
  });
});
