import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaKeys, unusedAreaMessages } from '../i18n/i18n.harness';
import { LOCALES } from '../i18n/i18n.load';
import { en } from '../i18n/messages.en';
import { loadUsageMessages } from './usage.messages';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the usage widgets live: their labels are this area's keys too. */
const widgets = ['components', 'hooks'].map((folder) => join(here, '../../../react/src', folder, 'usage'));

describe('the usage messages', () => {
  it('are each produced by the domain or its widgets, and none is in the first page’s catalogue', () => {
    expect(areaKeys('usage').length).toBeGreaterThan(15);
    expect(unusedAreaMessages('usage', here, ...widgets)).toEqual([]);
    expect(areaKeys('usage').filter((key) => key in en)).toEqual([]);
  });

  it('load for every locale with the same keys as English', async () => {
    for (const locale of LOCALES) {
      expect(Object.keys(await loadUsageMessages(locale)).sort()).toEqual([...areaKeys('usage')].sort());
    }
  });
});
