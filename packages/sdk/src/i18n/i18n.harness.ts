/**
 * For tests: the keys of a catalogue area (`i18n.areas.ts`) that no source file of its domain names, so an area
 * holds only messages its code produces. Only tests import it (the build leaves `*.harness.ts` out).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { insightsMessagesEn } from '../insights/insights.messages.en';
import { merchandisingMessagesEn } from '../merchandising/merchandising.messages.en';
import type { MessageArea } from './i18n.areas';

const AREA_ENGLISH: Record<MessageArea, object> = {
  merchandising: merchandisingMessagesEn,
  insights: insightsMessagesEn,
};

/** The keys of an area, from its English section. */
export function areaKeys(area: MessageArea): string[] {
  return Object.keys(AREA_ENGLISH[area]);
}

/** The keys of the area that no source file of `domainDir` names in quotes (tests, support and catalogues aside). */
export function unusedAreaMessages(area: MessageArea, domainDir: string): string[] {
  const sources = readdirSync(domainDir)
    .filter((file) => file.endsWith('.ts') && !/\.test|test-support|\.harness|\.messages\./.test(file))
    .map((file) => readFileSync(join(domainDir, file), 'utf8'))
    .join('\n');
  return areaKeys(area).filter(
    (key) => !sources.includes(`'${key}'`) && !sources.includes(`messages.${key}`),
  );
}
