import { describe, expect, it } from 'vitest';
import { formatMessage } from './i18n.format';
import { LOCALES, loadMessages } from './i18n.load';
import { enComplete as en, type Messages } from './messages';

/** Every `{name}` a template uses, plural variables and names inside branches included. */
function placeholders(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*plural\s*,)/g)) {
    if (match[1]) names.add(match[1]);
  }
  return [...names].sort();
}

/** Tokens that may stay as in English: brands, codes and technical words. */
const KEEP_AS_IS =
  /\b(?:WooCommerce|Shopify|WordPress|API|URL|ID|PNG|JPEG|WebP|PDF|MB|vendorId)\b|#[0-9A-F]{3,6}/g;

/** A value is a sentence when it still has two words after placeholders and kept tokens are removed. */
function isSentence(value: string): boolean {
  return (
    value
      .replace(/\{[^{}]*\}/g, ' ')
      .replace(KEEP_AS_IS, ' ')
      .trim()
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w)).length >= 2
  );
}

const catalogues = await Promise.all(
  LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const),
);

describe.each(catalogues.filter(([locale]) => locale !== 'en'))('the %s catalogue', (locale, messages) => {
  it('has exactly the English keys', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as (keyof Messages)[])('keeps the placeholders of %s', (key) => {
    expect(placeholders(messages[key])).toEqual(placeholders(en[key]));
  });

  it('translates every sentence', () => {
    const copies = (Object.keys(en) as (keyof Messages)[]).filter(
      (key) => isSentence(en[key]) && messages[key] === en[key],
    );
    expect(copies).toEqual([]);
  });

  it('gives every plural an other branch that the formatter fills', () => {
    for (const key of ['searchesRemaining', 'productsAvailable', 'storesAvailable'] as const) {
      expect(messages[key]).toMatch(/other \{/);
      for (const count of [0, 1, 2, 5, 21]) {
        const text = formatMessage(key, { count }, messages, locale);
        expect(text).toContain(String(count));
        expect(text).not.toMatch(/[{}]|plural/);
      }
    }
  });
});

describe('the checks themselves', () => {
  it('find placeholders in plurals and branches', () => {
    expect(placeholders(en.searchesRemaining)).toEqual(['count']);
    expect(placeholders(en.failedToLoadStoreData)).toEqual(['statusText']);
    expect(placeholders('{a} and {b, plural, one {x {c}} other {y z}}')).toEqual(['a', 'b', 'c']);
  });
  it('tell sentences from technical tokens', () => {
    expect(isSentence('Please enter a valid URL.')).toBe(true);
    expect(isSentence('Status')).toBe(false);
    expect(isSentence('WordPress/WooCommerce')).toBe(false);
    expect(isSentence('{start} - {end}')).toBe(false);
    expect(isSentence('Shopify URL')).toBe(false);
  });
});

describe('the English catalogue', () => {
  /** Every string the spec quotes, verbatim (sections 2, 4, 5, 6, 8, 9). */
  const SPEC_QUOTES = [
    'No syncs yet',
    'No Stores Connected',
    'No users found.',
    'No values found for this field...',
    'No stores connected. Please connect a store first from the E-commerce page.',
    'Usage Limit Exceeded',
    "You've exceeded your {plan} plan limits. Please upgrade to continue without interruption.",
    'Approaching Usage Limits',
    "You're approaching your {plan} plan limits. Consider upgrading to avoid service interruption.",
    'First name and last name are required',
    'Image size must be less than 5MB',
    'Please upload a valid image (PNG, JPEG, or WebP)',
    'Invalid vendorId',
    'Please enter a valid URL.',
    'Please enter a valid Shopify URL.',
    'Invalid hex color format. Please use format like #FF0000 or #F00',
    'Price updated! All {n} active vendors will be notified via email.',
    'No vendor profile found. Please contact support to set up your vendor account.',
    'Failed to fetch',
    'An API error occurred',
    'Network error. Please check your connection and try again.',
    'Failed to fetch stores',
    'An unknown error occurred',
    'Possible reasons:',
    'Connection Failed',
    'Store Already Connected',
    'This store is already connected to your account.',
    'Failed to update name',
    'Image upload failed',
    'Failed to upload image',
    'Error',
    'Failed to initiate sync. Please try again.',
    'Success',
    'Sync initiated successfully! Monitor progress below.',
    'Failed to retry sync',
    'Invoice download feature - Coming soon! Will download the latest invoice PDF.',
    'Failed to update pricing. Please try again.',
    'Failed to update boost value',
    'Cannot save rule: Missing vendor information',
    'Cannot delete rule: Missing vendor information',
    'No active store selected.',
    'No active store selected or vendor ID is missing.',
    'Failed to load store data: {statusText}',
    'Error: {message}',
    'Limit exceeded',
    'Limit reached',
    'Active',
    'No clicks',
    'N/A',
    '10% off',
    'Yes',
    'No',
    'In Stock',
    'Out of Stock',
    'On Backorder',
    'Pre-order',
    'Syncing',
    'Ready',
    'Start Sync',
    'Re-Sync',
    'View Details',
    'Add Store',
    'Refresh',
    'Go to Dashboard',
    'Smart Search',
    'Analytics',
    'Fast Sync',
    'Connected Stores',
    'Successful Syncs',
    'Products Synced',
    'Last Sync',
    'Active Syncs',
    'Your Stores',
    'Sync History',
    'Date',
    'Store Type',
    'Status',
    'Products',
    'Duration',
    'Progress',
    'Invoice Number',
    'Amount',
    'Invoice',
    'Top 5 Most Searched Queries Over Time',
    'Boost Search',
    'Manage Subscription',
    'Upgrade Now',
    'View Plans',
    'My E-commerce',
    'WooCommerce',
    'Shopify',
    'WordPress/WooCommerce',
    'Starter',
    'Professional',
    'Enterprise',
  ];
  const values = new Set<string>(Object.values(en));

  it.each(SPEC_QUOTES)('holds %j verbatim', (quote) => {
    expect(values.has(quote)).toBe(true);
  });

  it('writes the spec messages that take parameters', () => {
    expect(formatMessage('rateLimited', { retryAfter: en.rateLimitedDefaultWait })).toBe(
      'Rate limit exceeded. Please try again in 15 minutes.',
    );
    expect(formatMessage('searchesRemaining', { count: 12 })).toBe('12 searches remaining');
    expect(formatMessage('productsAvailable', { count: 3 })).toBe('3 products available');
    expect(formatMessage('storesAvailable', { count: 1 })).toBe('1 store available');
  });

  it('keeps the message keys the spec names', () => {
    for (const key of [
      'enterRuleName',
      'addAtLeastOneCondition',
      'failedToUpdateRuleStatus',
      'failedToCreateShopifyStore',
      'failedToAddColorMapping',
      'failedToUpdateColorMapping',
      'failedToDeleteColorMapping',
      'failedToFetchFacets',
      'failedToSaveFacets',
      'failedToFetchVendorId',
    ]) {
      expect(Object.hasOwn(en, key)).toBe(true);
    }
  });
});
