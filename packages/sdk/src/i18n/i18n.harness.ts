/**
 * For tests: the keys of a catalogue area (`i18n.areas.ts`) that no source file of its domain names, so an area
 * holds only messages its code produces. Only tests import it (the build leaves `*.harness.ts` out).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { insightsMessagesEn } from '../insights/insights.messages.en';
import { merchandisingMessagesEn } from '../merchandising/merchandising.messages.en';
import { usageMessagesEn } from '../usage/usage.messages.en';
import type { MessageArea } from './i18n.areas';

const AREA_ENGLISH: Record<MessageArea, object> = {
  merchandising: merchandisingMessagesEn,
  insights: insightsMessagesEn,
  usage: usageMessagesEn,
};

/** The keys of an area, from its English section. */
export function areaKeys(area: MessageArea): string[] {
  return Object.keys(AREA_ENGLISH[area]);
}

/** Source files under `dir` (its subfolders too), tests, support and catalogues aside. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test|\.stories|test-support|\.harness|\.messages\./.test(entry.name)
      ? [readFileSync(path, 'utf8')]
      : [];
  });
}

/**
 * The keys of the area that no source file of `domainDir`, nor of the folders that show the domain (its hooks,
 * widgets and screens in the packages built on the SDK), names in quotes.
 */
export function unusedAreaMessages(area: MessageArea, domainDir: string, ...shownIn: string[]): string[] {
  const sources = [domainDir, ...shownIn].flatMap(sourcesUnder).join('\n');
  return areaKeys(area).filter(
    (key) => !sources.includes(`'${key}'`) && !sources.includes(`messages.${key}`),
  );
}
