import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatMessage as formatWith, type MessageParams } from '../i18n/i18n.format';
import { areaKeys, unusedAreaMessages } from '../i18n/i18n.harness';
import { enComplete as en, type MessageKey } from '../i18n/messages';
import { historyEntryTitle } from './merchandising.history';
import { explanationReasons, hiddenReason } from './merchandising.preview';
import { MATCH_KIND_LABELS } from './merchandising.rules';
import {
  queryRuleScheduleItem,
  SCHEDULE_STATE_LABELS,
  scheduleTimeline,
  timelineEventText,
} from './merchandising.schedule';
import { SYNONYM_KIND_LABELS } from './merchandising.synonyms';

/** The English text of a message, areas included. */
const formatMessage = (key: MessageKey, params?: MessageParams) => formatWith(key, params, en);

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Where the merchandising widgets live: their labels are this area's keys too, as are some of Dynamic Re-Rank's
 * (a rule's schedule, the note of a rule made for one query), whose screen loads this area.
 */
const widgets = ['components', 'hooks'].flatMap((folder) =>
  ['merchandising', 'boosting'].map((domain) => join(here, '../../../react/src', folder, domain)),
);

describe('the merchandising messages', () => {
  it('are each produced by the domain or its widgets (no message in the section goes unused)', () => {
    expect(areaKeys('merchandising').length).toBeGreaterThan(50);
    expect(
      unusedAreaMessages('merchandising', here, join(here, '../schedule'), join(here, '../csv'), ...widgets),
    ).toEqual([]);
  });

  it('label the kinds and states', () => {
    const labels = (map: Record<string, MessageKey>) => Object.values(map).map((key) => en[key]);
    expect(labels(MATCH_KIND_LABELS)).toEqual(['Equals', 'Starts with', 'Contains']);
    expect(labels(SYNONYM_KIND_LABELS)).toEqual(['Multi-way', 'One-way']);
    expect(labels(SCHEDULE_STATE_LABELS)).toEqual(['Scheduled', 'Live', 'Expired']);
  });

  it('explain a preview result in words, most decisive first', () => {
    const lines = explanationReasons(
      {
        matchedTerms: [
          { term: 'sneaker', fields: ['title'] },
          { term: 'red', fields: ['tags'] },
        ],
        synonym: { groupId: 's', from: 'sneekers', to: 'sneakers' },
        pinnedBy: { ruleId: '3', position: 1 },
        boostedBy: [
          { ruleId: '3', source: 'queryRule', weight: 2 },
          { ruleId: '9', source: 'boostingRule', weight: 1.5, name: 'Summer brands' },
          { ruleId: '10', source: 'boostingRule', weight: 1.2 },
        ],
        buriedBy: ['4'],
      },
      'Red sneekers',
    );
    expect(lines.map((line) => [formatMessage(line.messageKey, line.params), line.ruleId])).toEqual([
      ['Pinned at position 1', '3'],
      ['Buried for this query', '4'],
      ['Boosted ×2 for this query', '3'],
      ['Boosted ×1.5 by the Dynamic Re-Rank rule "Summer brands"', '9'],
      ['Boosted ×1.2 by Dynamic Re-Rank', '10'],
      ['Found through the synonym sneekers → sneakers', undefined],
      ['Matches sneakers, red', undefined],
    ]);
    expect(formatMessage(hiddenReason({ hiddenBy: ['5'] }).messageKey)).toBe('Hidden for this query');
  });

  it('title history entries and timeline events', () => {
    const title = (entry: Parameters<typeof historyEntryTitle>[0]) => {
      const text = historyEntryTitle(entry);
      return formatMessage(text.messageKey, text.params);
    };
    expect(title({ action: 'restore', restoreOf: 1 })).toBe('Restored version 1');
    expect(title({ action: 'update', restoreOf: null })).toBe('Changed');
    const [event] = scheduleTimeline(
      [
        queryRuleScheduleItem({
          id: '1',
          matchText: 'sale',
          enabled: true,
          schedule: { start: '2026-11-27T00:00', timeZone: 'UTC' },
        }),
      ],
      { from: 0 },
    );
    const text = event ? timelineEventText(event) : null;
    expect(text && formatMessage(text.messageKey, text.params)).toBe('sale starts');
  });
});
