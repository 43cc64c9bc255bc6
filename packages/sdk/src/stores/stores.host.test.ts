import { domainToUnicode } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayStoreUrl, hostToUnicode, parseUrl, storeHostForDisplay } from './stores.host';

/** The host name the URL parser gives a label under example.com, or null when it refuses it. */
function parsedHost(label: string): string | null {
  return parseUrl(`https://${label}.example.com/`)?.hostname ?? null;
}

const codePoint = (min: number, max: number) =>
  fc
    .integer({ min, max })
    .filter((n) => n < 0xd800 || n > 0xdfff)
    .map((n) => String.fromCodePoint(n));

/** Label characters: ASCII letters, digits and hyphens mixed with code points from across Unicode. */
const labelCharacter = fc.oneof(
  {
    arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'),
    weight: 4,
  },
  codePoint(0x80, 0x7ff),
  codePoint(0x800, 0xffff),
  codePoint(0x10000, 0x10ffff),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);

/** Characters the URL parser keeps as they are (lowercase, NFC, allowed in host names). */
const keptCharacter = fc.constantFrom(...'abcxyz0189-äöüßéñøåçłžяжшαω漢字ひらカナ한글', '🛍', '🎉');

describe('hostToUnicode', () => {
  it('decodes a punycode label and keeps the others', () => {
    expect(hostToUnicode('xn--schuhe-mller-klb.myshopify.com')).toBe('schuhe-müller.myshopify.com');
    expect(hostToUnicode('shop.xn--mnchen-3ya.de')).toBe('shop.münchen.de');
    expect(hostToUnicode('xn--emoji-shop--8w37j.example')).toBe('emoji-shop-🛍.example');
    // The prefix and the digits are read in any case; the letters keep theirs.
    expect(hostToUnicode('XN--Schuhe-Mller-KLB.myshopify.com')).toBe('Schuhe-Müller.myshopify.com');
  });

  it.each(['northwind-sports.myshopify.com', 'shop.example.com', 'localhost', '127.0.0.1', '[::1]', ''])(
    'leaves the ASCII host %j as it is',
    (host) => {
      expect(hostToUnicode(host)).toBe(host);
    },
  );

  it.each([
    // Not a punycode digit, a truncated delta, an overflowing delta, a delta below the first non-ASCII code point.
    'xn--schuhe-mller-kl!.example.com',
    'xn--schuhe-mller-9.example.com',
    'xn--99999999999999.example.com',
    'xn--abc-.example.com',
    'xn--.example.com',
    'xn---.example.com',
    // Decodes, but to a label the URL parser maps to another host (uppercase letters, an ideographic full stop).
    'xn--MNCHEN-psa.example.com',
    'xn--ab-s13a.example.com',
  ])('leaves the malformed label in %j as it is', (host) => {
    const [label] = host.split('.');
    expect(hostToUnicode(host).split('.')[0]).toBe(label);
  });

  it('decodes each label on its own', () => {
    expect(hostToUnicode('xn--schuhe-mller-9.xn--mnchen-3ya.de')).toBe('xn--schuhe-mller-9.münchen.de');
  });

  it('gives back the host the URL parser made of a random Unicode label, in its Unicode form', () => {
    fc.assert(
      fc.property(fc.string({ unit: labelCharacter, minLength: 1, maxLength: 20 }), (label) => {
        const host = parsedHost(label);
        if (host === null) return;
        expect(hostToUnicode(host)).toBe(domainToUnicode(host));
      }),
      { numRuns: 500 },
    );
  });

  it('gives back a lowercase NFC label exactly', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: keptCharacter, minLength: 1, maxLength: 20 })
          .filter((label) => !label.startsWith('-') && !label.endsWith('-') && label.slice(2, 4) !== '--'),
        (label) => {
          const host = parsedHost(label);
          expect(host).not.toBeNull();
          expect(hostToUnicode(host!)).toBe(`${label.normalize('NFC').toLowerCase()}.example.com`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('shows a host that the URL parser reads back as the same host', () => {
    fc.assert(
      fc.property(fc.string({ unit: labelCharacter, minLength: 1, maxLength: 20 }), (label) => {
        const host = parsedHost(label);
        if (host === null) return;
        expect(new URL(`https://${hostToUnicode(host)}/`).hostname).toBe(host);
      }),
    );
  });

  it('never throws, and leaves a host without punycode labels as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const shown = hostToUnicode(text);
        if (!/(^|\.)xn--/i.test(text)) expect(shown).toBe(text);
      }),
    );
  });
});

describe('displayStoreUrl', () => {
  it.each([
    ['https://xn--schuhe-mller-klb.myshopify.com', 'https://schuhe-müller.myshopify.com'],
    ['xn--schuhe-mller-klb.myshopify.com', 'schuhe-müller.myshopify.com'],
    [
      'https://shop.xn--mnchen-3ya.de:8443/xn--abc/?q=xn--mnchen-3ya',
      'https://shop.münchen.de:8443/xn--abc/?q=xn--mnchen-3ya',
    ],
    ['http://user@xn--mnchen-3ya.de/shop', 'http://user@münchen.de/shop'],
    ['https://shop.example.com/a@b', 'https://shop.example.com/a@b'],
    ['', ''],
  ])('shows %j as %j', (url, shown) => {
    expect(displayStoreUrl(url)).toBe(shown);
  });
});

describe('storeHostForDisplay', () => {
  it.each([
    ['https://xn--schuhe-mller-klb.myshopify.com/', 'schuhe-müller.myshopify.com'],
    ['xn--schuhe-mller-klb.myshopify.com', 'schuhe-müller.myshopify.com'],
    ['http://shop.xn--mnchen-3ya.de:8080/path', 'shop.münchen.de:8080'],
    ['https://shop.example.com/', 'shop.example.com'],
    ['not a url', 'not a url'],
  ])('names %j by %j', (url, host) => {
    expect(storeHostForDisplay(url)).toBe(host);
  });
});
