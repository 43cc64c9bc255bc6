import * as z from 'zod/mini';
import type { StoreType } from '../client/client.schema';
import { formatTemplate, type MessageParams, numberFormat } from '../i18n/i18n.format';
import type { MessageKey, Messages } from '../i18n/messages';
import { scheduleSpanText } from '../schedule/schedule.rules';
import { MATCH_KIND_LABELS } from './merchandising.rules';
import {
  type HistoryActor,
  type HistoryEntry,
  type MatchKind,
  type SynonymGroup,
  synonymGroupSchema,
  type TuningObjectKind,
} from './merchandising.schema';

/**
 * The history of tuning objects: each change of one object (a query rule, a store's synonyms, a Dynamic
 * Re-Rank rule, facets, a colour mapping, a manual boost) is a version with the object before and after it.
 * A diff finds what changed between two versions, and the history's lines say it in a shop owner's words (terms,
 * products, labels; never ids or field names); a restore brings an earlier version's content back as a new
 * version, recorded as a restore of it.
 */

/** Catalogue labels of what a change did. */
export const HISTORY_ACTION_LABELS = {
  create: 'historyActionCreate',
  update: 'historyActionUpdate',
  delete: 'historyActionDelete',
  restore: 'historyActionRestore',
} as const satisfies Record<HistoryEntry['action'], MessageKey>;

/**
 * The version number that names an object as it was before its first recorded change, when that change was not
 * its creation (an object that existed before the history did: a seeded facet list, a product's boost).
 */
export const ORIGINAL_VERSION = 0;

/** An entry's title: what it did, and for a restore the version it brought back. */
export function historyEntryTitle(entry: Pick<HistoryEntry, 'action' | 'restoreOf'>): {
  messageKey: MessageKey;
  params: { version?: number };
} {
  if (entry.action === 'restore' && entry.restoreOf === ORIGINAL_VERSION)
    return { messageKey: 'historyActionRestoreOriginal', params: {} };
  const messageKey = HISTORY_ACTION_LABELS[entry.action];
  return entry.action === 'restore' && typeof entry.restoreOf === 'number'
    ? { messageKey, params: { version: entry.restoreOf } }
    : { messageKey, params: {} };
}

/** One difference between two versions. */
export interface FieldChange {
  /** Where: object keys, and for lists of records their id (or product id). */
  readonly path: readonly string[];
  /** Added, removed or changed. */
  readonly kind: 'added' | 'removed' | 'changed';
  /** The value before (absent when added). */
  readonly before?: unknown;
  /** The value after (absent when removed). */
  readonly after?: unknown;
}

/** Fields every version changes that a diff leaves out. */
export const HISTORY_IGNORED_FIELDS = ['version', 'createdAt', 'updatedAt'] as const;

type Scalar = string | number | boolean | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function equal(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => equal(a[key], b[key]));
  }
  return false;
}

/** The field records of a list are matched by: `id` or `productId` when every record has one, else none. */
function identity(list: readonly unknown[]): string | null {
  for (const key of ['id', 'productId']) {
    if (list.length > 0 && list.every((item) => isRecord(item) && isScalar(item[key]))) return key;
  }
  return null;
}

function diffInto(
  changes: FieldChange[],
  path: string[],
  before: unknown,
  after: unknown,
  ignore: ReadonlySet<string>,
) {
  if (equal(before, after)) return;
  if (before === undefined) {
    changes.push({ path, kind: 'added', after });
    return;
  }
  if (after === undefined) {
    changes.push({ path, kind: 'removed', before });
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) {
      if (path.length === 0 && ignore.has(key)) continue;
      diffInto(changes, [...path, key], before[key], after[key], ignore);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if ([...before, ...after].every(isScalar)) {
      const had = new Set(before.map((v) => JSON.stringify(v)));
      const has = new Set(after.map((v) => JSON.stringify(v)));
      const removed = before.filter((v) => !has.has(JSON.stringify(v)));
      const added = after.filter((v) => !had.has(JSON.stringify(v)));
      for (const value of removed) changes.push({ path, kind: 'removed', before: value });
      for (const value of added) changes.push({ path, kind: 'added', after: value });
      // Same values in another order: the order is what changed.
      if (removed.length === 0 && added.length === 0) changes.push({ path, kind: 'changed', before, after });
      return;
    }
    const key = identity([...before, ...after]);
    if (key !== null) {
      const byKey = (list: unknown[]) =>
        new Map(list.map((item) => [String((item as Record<string, unknown>)[key]), item]));
      const old = byKey(before);
      const now = byKey(after);
      for (const id of new Set([...old.keys(), ...now.keys()]))
        diffInto(changes, [...path, id], old.get(id), now.get(id), ignore);
      return;
    }
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i += 1) diffInto(changes, [...path, String(i)], before[i], after[i], ignore);
    return;
  }
  changes.push({ path, kind: 'changed', before, after });
}

/**
 * What changed from one version of an object to another: object fields by name; lists of plain values as
 * values added and removed; lists of records (with `id` or `productId`) record by record; other lists item by
 * item. Top-level `HISTORY_IGNORED_FIELDS` are left out. Null (a version that did not exist) against an object
 * is one change of the whole.
 */
export function diffVersions(
  before: unknown,
  after: unknown,
  ignore: readonly string[] = HISTORY_IGNORED_FIELDS,
): FieldChange[] {
  const changes: FieldChange[] = [];
  diffInto(changes, [], before ?? undefined, after ?? undefined, new Set(ignore));
  return changes;
}

/** The versions of one object, oldest first. */
export function objectHistory(
  history: readonly HistoryEntry[],
  objectKind: TuningObjectKind,
  objectId: string,
): HistoryEntry[] {
  return history
    .filter((entry) => entry.objectKind === objectKind && String(entry.objectId) === objectId)
    .sort((a, b) => a.version - b.version);
}

/** A change to record. */
export interface ChangeRecord {
  /** Id of the new entry. */
  readonly id: string;
  /** The store. */
  readonly storeId: string;
  /** Its platform. */
  readonly storeType: StoreType;
  /** Kind of object. */
  readonly objectKind: TuningObjectKind;
  /** The object. */
  readonly objectId: string;
  /** The object before; null when created. */
  readonly before: unknown;
  /** The object after; null when deleted. */
  readonly after: unknown;
  /** Who. */
  readonly who: HistoryActor;
  /** When (ISO date-time). */
  readonly when: string;
}

/** The entry for a change: the object's next version; create, update or delete by which side is null. */
export function historyEntry(history: readonly HistoryEntry[], change: ChangeRecord): HistoryEntry {
  const versions = objectHistory(history, change.objectKind, change.objectId);
  const latest = versions.at(-1)?.version ?? 0;
  const action = change.before === null ? 'create' : change.after === null ? 'delete' : 'update';
  return {
    ...change,
    before: structuredClone(change.before),
    after: structuredClone(change.after),
    version: latest + 1,
    action,
    restoreOf: null,
  };
}

/**
 * What an object held at a version: what that version's change made it, or for `ORIGINAL_VERSION` what it was
 * before its first recorded change (when that change was not its creation). Undefined when there is no such
 * version.
 */
function versionContent(versions: readonly HistoryEntry[], version: number): unknown {
  if (version === ORIGINAL_VERSION) {
    const first = versions[0];
    return first !== undefined &&
      first.action !== 'create' &&
      first.before !== null &&
      first.before !== undefined
      ? first.before
      : undefined;
  }
  const wanted = versions.find((entry) => entry.version === version);
  return wanted === undefined ? undefined : (wanted.after ?? null);
}

/**
 * The entry that restores an earlier version of an object (or with `ORIGINAL_VERSION`, the object as it was
 * before its first recorded change): the object's next version, from its latest
 * content to the content that version produced (null when that version deleted it), marked as a restore of
 * it. Null when the object has no such version.
 */
export function restoreEntry(
  history: readonly HistoryEntry[],
  target: { readonly objectKind: TuningObjectKind; readonly objectId: string; readonly version: number },
  change: Pick<ChangeRecord, 'id' | 'who' | 'when'>,
): HistoryEntry | null {
  const versions = objectHistory(history, target.objectKind, target.objectId);
  const latest = versions.at(-1);
  const content = versionContent(versions, target.version);
  if (content === undefined || latest === undefined) return null;
  return {
    id: change.id,
    storeId: latest.storeId,
    storeType: latest.storeType,
    objectKind: target.objectKind,
    objectId: target.objectId,
    version: latest.version + 1,
    action: 'restore',
    who: change.who,
    when: change.when,
    before: structuredClone(latest.after ?? null),
    after: structuredClone(content),
    restoreOf: target.version,
  };
}

/** Catalogue labels of the kinds of tuning object, for the history's filter. */
export const TUNING_OBJECT_KIND_LABELS = {
  queryRule: 'historyKindQueryRule',
  synonyms: 'historyKindSynonyms',
  boostingRule: 'historyKindBoostingRule',
  facets: 'historyKindFacets',
  colorMapping: 'historyKindColorMapping',
  productBoost: 'historyKindProductBoost',
} as const satisfies Record<TuningObjectKind, MessageKey>;

/** A text field of a recorded version, when it has one. */
function textField(value: unknown, field: string): string | null {
  if (!isRecord(value)) return null;
  const text = value[field];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/** An object's name in the history: a message, its values, and the kind's label for its `{kind}`. */
export interface HistoryObjectName {
  /** Catalogue key of the name. */
  readonly messageKey: MessageKey;
  /** Values of its placeholders, `{kind}` aside. */
  readonly params: MessageParams;
  /** Catalogue key of the label that fills `{kind}`, when the name has one. */
  readonly kindKey: MessageKey | null;
}

/**
 * What an entry changed, named for the history: a query rule by its query, the synonyms and the facets as
 * such, other objects by their kind and their name (a rule's name, a colour, a product's title). Read from the
 * version after the change, or before it for a deletion. An object without a name is named by its kind alone,
 * never by its id.
 */
export function historyObjectName(
  entry: Pick<HistoryEntry, 'objectKind' | 'objectId' | 'before' | 'after'>,
): HistoryObjectName {
  const version = entry.after ?? entry.before;
  if (entry.objectKind === 'synonyms')
    return { messageKey: 'historyObjectSynonyms', params: {}, kindKey: null };
  if (entry.objectKind === 'facets') return { messageKey: 'historyKindFacets', params: {}, kindKey: null };
  const query = entry.objectKind === 'queryRule' ? textField(version, 'matchText') : null;
  if (query !== null) return { messageKey: 'historyObjectQueryRule', params: { query }, kindKey: null };
  const name = textField(version, 'name') ?? textField(version, 'colorName') ?? textField(version, 'title');
  if (name === null)
    return { messageKey: TUNING_OBJECT_KIND_LABELS[entry.objectKind], params: {}, kindKey: null };
  return {
    messageKey: 'historyObjectOther',
    params: { name },
    kindKey: TUNING_OBJECT_KIND_LABELS[entry.objectKind],
  };
}

/**
 * A piece of a history line, read in the catalogue's language by `formatHistoryLine`: text as stored (blank text
 * reads as empty), a number in the locale's digits, a catalogue message with its own pieces, a product by id
 * (the caller names it), or the conditions of a matcher, a bury or a boost (the caller puts them in words).
 */
export type HistoryPart =
  | { readonly text: string }
  | { readonly number: number }
  | { readonly message: MessageKey; readonly params?: HistoryLineParams }
  | { readonly product: string }
  | { readonly conditions: unknown; readonly field: HistoryConditionsField };

/** The pieces of a history line, by placeholder. */
export type HistoryLineParams = { readonly [name: string]: HistoryPart };

/** One line of what an entry changed: a catalogue message and its pieces. */
export interface HistoryLine {
  /** Catalogue key of the line. */
  readonly message: MessageKey;
  /** Its placeholders' pieces. */
  readonly params: HistoryLineParams;
}

/** Fields whose value is conditions: a Dynamic Re-Rank rule's matcher, a query rule's bury and boost. */
export type HistoryConditionsField = 'matcher' | 'actions.bury' | 'actions.boost';

/**
 * How the caller reads the conditions of a field (`HistoryConditionsField`) in words, with the products and the
 * weight they name; null when it cannot.
 */
export type HistoryValueText = (value: unknown, field: string) => string | null;

/** What the caller knows that a history entry does not hold. */
export interface HistoryReader {
  /** A product's name; null when the catalogue does not have it. */
  readonly productName?: (productId: string) => string | null;
  /** Conditions in words (see `HistoryValueText`). */
  readonly valueText?: HistoryValueText;
}

/** A history piece as text. */
function partText(part: HistoryPart, messages: Messages, locale: string, reader: HistoryReader): string {
  if ('text' in part) return part.text.trim() === '' ? messages.historyValueEmpty : part.text;
  if ('number' in part) return numberFormat(locale).format(part.number);
  if ('product' in part) return reader.productName?.(part.product) ?? messages.historyProductUnknown;
  if ('conditions' in part)
    return reader.valueText?.(part.conditions, part.field) ?? messages.ruleConditionsUnreadable;
  const params = Object.fromEntries(
    Object.entries(part.params ?? {}).map(([name, value]) => [
      name,
      partText(value, messages, locale, reader),
    ]),
  );
  return formatTemplate(messages[part.message], params, locale);
}

/**
 * A history line in a catalogue's language: "Pinned products: added Trail Runner at position 1". Products are
 * named by `reader.productName` (else "a product no longer in the catalogue"), conditions by `reader.valueText`
 * (else "Conditions set outside this dashboard").
 */
export function formatHistoryLine(
  line: HistoryLine,
  messages: Messages,
  locale = 'en',
  reader: HistoryReader = {},
): string {
  return partText(line, messages, locale, reader);
}

const text = (value: string): HistoryPart => ({ text: value });
const label = (message: MessageKey): HistoryPart => ({ message });

/** How a field's value reads: each a kind of value the tuning objects hold. */
type Reading =
  | 'text'
  | 'number'
  | 'yesNo'
  | 'matchKind'
  | 'ruleStatus'
  | 'schedule'
  | 'conditions'
  | 'values'
  | 'products'
  | 'pins';

/** A field of a tuning object as the history shows it. */
interface FieldReading {
  /** Where it is in a version, keys joined by dots. */
  readonly path: string;
  /** Catalogue label of the field. */
  readonly label: MessageKey;
  /** How its value reads. */
  readonly read: Reading;
}

/** How the history reads the fields of one kind of record, and the fields it leaves out (ids, store, times). */
interface RecordReading {
  readonly fields: readonly FieldReading[];
  readonly ignored: readonly string[];
}

/** Fields of every record that a shop owner never changes: ids, the store, the version and its times. */
const RECORD_IGNORED = ['id', 'storeId', 'storeType', ...HISTORY_IGNORED_FIELDS] as const;

const QUERY_RULE_READING: RecordReading = {
  fields: [
    { path: 'matchKind', label: 'historyFieldMatchKind', read: 'matchKind' },
    { path: 'matchText', label: 'historyFieldMatchText', read: 'text' },
    { path: 'enabled', label: 'historyFieldEnabled', read: 'yesNo' },
    { path: 'actions.pins', label: 'historyFieldPins', read: 'pins' },
    { path: 'actions.hides', label: 'historyFieldHides', read: 'products' },
    { path: 'actions.bury', label: 'historyFieldBury', read: 'conditions' },
    { path: 'actions.boost', label: 'historyFieldBoost', read: 'conditions' },
    { path: 'actions.redirect', label: 'historyFieldRedirect', read: 'text' },
    { path: 'schedule', label: 'historyFieldSchedule', read: 'schedule' },
  ],
  ignored: RECORD_IGNORED,
};

const BOOSTING_RULE_READING: RecordReading = {
  fields: [
    { path: 'name', label: 'ruleName', read: 'text' },
    { path: 'weight', label: 'boostValue', read: 'number' },
    { path: 'matcher', label: 'historyFieldConditions', read: 'conditions' },
    { path: 'status', label: 'columnStatus', read: 'ruleStatus' },
    { path: 'schedule', label: 'historyFieldSchedule', read: 'schedule' },
  ],
  // The rule type is fixed; the platform's store id repeats the store.
  ignored: [...RECORD_IGNORED, 'type', 'shopifyStoreId', 'woocommerceStoreId'],
};

const COLOR_MAPPING_READING: RecordReading = {
  fields: [
    { path: 'colorName', label: 'colorName', read: 'text' },
    { path: 'hexValue', label: 'hexValue', read: 'text' },
  ],
  ignored: RECORD_IGNORED,
};

const PRODUCT_BOOST_READING: RecordReading = {
  fields: [
    { path: 'title', label: 'columnProduct', read: 'text' },
    { path: 'boost', label: 'columnBoost', read: 'number' },
  ],
  ignored: RECORD_IGNORED,
};

const FACET_READING: RecordReading = {
  fields: [
    { path: 'field', label: 'facetField', read: 'text' },
    { path: 'label', label: 'facetLabel', read: 'text' },
    { path: 'visible', label: 'facetVisible', read: 'yesNo' },
    { path: 'terms', label: 'facetTerms', read: 'number' },
    { path: 'selectedValues', label: 'facetValues', read: 'values' },
  ],
  ignored: ['id'],
};

/** Catalogue labels of a Dynamic Re-Rank rule's statuses. */
const RULE_STATUS_LABELS: Readonly<Record<string, MessageKey>> = {
  active: 'ruleActive',
  inactive: 'ruleInactive',
};

/** A field's value as a piece of a line, or null when it is not what the field holds. */
function valuePart(reading: FieldReading, value: unknown): HistoryPart | null {
  switch (reading.read) {
    case 'text':
      return isScalar(value) && value !== null ? text(String(value)) : null;
    case 'number':
      return typeof value === 'number' ? { number: value } : null;
    case 'yesNo':
      return typeof value === 'boolean' ? label(value ? 'yes' : 'no') : null;
    case 'matchKind':
      return typeof value === 'string' && Object.hasOwn(MATCH_KIND_LABELS, value)
        ? label(MATCH_KIND_LABELS[value as MatchKind])
        : null;
    case 'ruleStatus': {
      const key = typeof value === 'string' ? RULE_STATUS_LABELS[value] : undefined;
      return key === undefined ? null : label(key);
    }
    case 'schedule': {
      const span = scheduleSpanText(value);
      return span === null ? null : text(span);
    }
    case 'conditions':
      return { conditions: value, field: reading.path as HistoryConditionsField };
    default:
      return null;
  }
}

const added = (field: HistoryPart, value: HistoryPart): HistoryLine => ({
  message: 'historyValueAdded',
  params: { field, value },
});
const removed = (field: HistoryPart, value: HistoryPart): HistoryLine => ({
  message: 'historyValueRemoved',
  params: { field, value },
});
const changed = (field: HistoryPart, before: HistoryPart, after: HistoryPart): HistoryLine => ({
  message: 'historyValueChanged',
  params: { field, before, after },
});

/** A list's items as text, none when it is not a list. */
function listItems(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isScalar).map(String) : [];
}

/** Lines for a list of values: each one removed, then each one added. */
function listLines(
  field: HistoryPart,
  before: unknown,
  after: unknown,
  part: (item: string) => HistoryPart,
): HistoryLine[] {
  const was = listItems(before);
  const is = listItems(after);
  return [
    ...was.filter((item) => !is.includes(item)).map((item) => removed(field, part(item))),
    ...is.filter((item) => !was.includes(item)).map((item) => added(field, part(item))),
  ];
}

/** A list of pins as positions by product. */
function pinPositions(value: unknown): Map<string, unknown> {
  const pins = Array.isArray(value) ? value.filter(isRecord) : [];
  return new Map(pins.map((pin) => [String(pin.productId), pin.position]));
}

/** Lines for pins: each product unpinned, moved, then pinned, with its position. */
function pinLines(field: HistoryPart, before: unknown, after: unknown): HistoryLine[] {
  const was = pinPositions(before);
  const is = pinPositions(after);
  const at = (productId: string, position: unknown): HistoryPart => ({
    message: 'historyPinAt',
    params: {
      product: { product: productId },
      position: typeof position === 'number' ? { number: position } : text(String(position)),
    },
  });
  const lines: HistoryLine[] = [];
  for (const [productId, position] of was) {
    if (!is.has(productId)) lines.push(removed(field, at(productId, position)));
    else if (!equal(position, is.get(productId)))
      lines.push(changed(field, at(productId, position), at(productId, is.get(productId))));
  }
  for (const [productId, position] of is)
    if (!was.has(productId)) lines.push(added(field, at(productId, position)));
  return lines;
}

/** The lines of one field that differs between two versions. */
function fieldLines(
  reading: FieldReading,
  field: HistoryPart,
  before: unknown,
  after: unknown,
): HistoryLine[] {
  if (reading.read === 'pins') return pinLines(field, before, after);
  if (reading.read === 'products') return listLines(field, before, after, (product) => ({ product }));
  if (reading.read === 'values') return listLines(field, before, after, text);
  const was = before === undefined ? undefined : valuePart(reading, before);
  const is = after === undefined ? undefined : valuePart(reading, after);
  if (was === null || is === null) return [{ message: 'historyFieldChanged', params: { field } }];
  if (was === undefined) return is === undefined ? [] : [added(field, is)];
  return is === undefined ? [removed(field, was)] : [changed(field, was, is)];
}

/** The value at a path of an object version, or undefined. */
function valueAt(version: unknown, path: readonly string[]): unknown {
  let value = version;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/** True when `path` starts with `prefix`. */
const startsWith = (path: readonly string[], prefix: readonly string[]) =>
  prefix.every((key, i) => path[i] === key);

/** The line for changes the history has no words for. */
const OTHER_CHANGE: HistoryLine = { message: 'historyOtherChange', params: {} };

/**
 * The lines of a record's change, field by field in the reading's order (each field named by `fieldPart`), and
 * one line for any change to a field the reading does not know.
 */
function recordLines(
  reading: RecordReading,
  before: unknown,
  after: unknown,
  fieldPart: (label: MessageKey) => HistoryPart = label,
): HistoryLine[] {
  const lines = reading.fields.flatMap((field) => {
    const path = field.path.split('.');
    const was = valueAt(before, path);
    const is = valueAt(after, path);
    return equal(was, is) ? [] : fieldLines(field, fieldPart(field.label), was, is);
  });
  const known = reading.fields.map((field) => field.path.split('.'));
  const unknown = diffVersions(before, after, reading.ignored).some(
    (change) => !known.some((path) => startsWith(change.path, path) || startsWith(path, change.path)),
  );
  return unknown ? [...lines, OTHER_CHANGE] : lines;
}

/** A synonym group in words: one-way "tee → t-shirt", multi-way "sneakers, trainers". */
function synonymGroupPart(group: SynonymGroup): HistoryPart {
  return group.kind === 'multiWay'
    ? { message: 'historySynonymMultiWay', params: { terms: text(group.terms.join(', ')) } }
    : { message: 'historySynonymOneWay', params: { from: text(group.from), to: text(group.to.join(', ')) } };
}

/** The groups of a synonyms version, by id. */
function synonymGroupsById(version: unknown): Map<string, unknown> {
  const groups = isRecord(version) && Array.isArray(version.groups) ? version.groups : [];
  return new Map(groups.map((group, i) => [isRecord(group) ? String(group.id) : `#${i}`, group]));
}

/** The lines of a synonyms change: each group removed, then added, by its terms (a changed group is both). */
function synonymLines(before: unknown, after: unknown): HistoryLine[] {
  const was = synonymGroupsById(before);
  const is = synonymGroupsById(after);
  const line = (message: 'historySynonymAdded' | 'historySynonymRemoved', group: unknown): HistoryLine => {
    const read = z.safeParse(synonymGroupSchema, group);
    return read.success ? { message, params: { group: synonymGroupPart(read.data) } } : OTHER_CHANGE;
  };
  const lines: HistoryLine[] = [];
  for (const id of new Set([...was.keys(), ...is.keys()])) {
    const old = was.get(id);
    const now = is.get(id);
    if (equal(old, now)) continue;
    if (old !== undefined) lines.push(line('historySynonymRemoved', old));
    if (now !== undefined) lines.push(line('historySynonymAdded', now));
  }
  return lines;
}

/** A facet's name: its label, else its field. */
function facetName(facet: Record<string, unknown>): HistoryPart {
  return text(textField(facet, 'label') ?? textField(facet, 'field') ?? '');
}

/**
 * The lines of a facets change: each facet added, changed (named as it was) or removed, then whether the order
 * of the facets kept changed.
 */
function facetLines(before: unknown, after: unknown): HistoryLine[] {
  const list = (version: unknown) => (Array.isArray(version) ? version.filter(isRecord) : []);
  const was = new Map(list(before).map((facet) => [String(facet.id), facet]));
  const is = new Map(list(after).map((facet) => [String(facet.id), facet]));
  const lines: HistoryLine[] = [];
  for (const [id, facet] of is) {
    const old = was.get(id);
    if (old === undefined) lines.push({ message: 'historyFacetAdded', params: { facet: facetName(facet) } });
    else
      lines.push(
        ...recordLines(FACET_READING, old, facet, (field) => ({
          message: 'historyFacetField',
          params: { facet: facetName(old), field: label(field) },
        })),
      );
  }
  for (const [id, facet] of was)
    if (!is.has(id)) lines.push({ message: 'historyFacetRemoved', params: { facet: facetName(facet) } });
  const kept = (from: Map<string, unknown>, other: Map<string, unknown>) =>
    [...from.keys()].filter((id) => other.has(id));
  if (!equal(kept(was, is), kept(is, was))) lines.push({ message: 'historyFacetsReordered', params: {} });
  return lines;
}

/** An entry's object named as a piece of a line. */
function objectPart(entry: Pick<HistoryEntry, 'objectKind' | 'objectId' | 'before' | 'after'>): HistoryPart {
  const name = historyObjectName(entry);
  const params: Record<string, HistoryPart> = Object.fromEntries(
    Object.entries(name.params).map(([key, value]) => [
      key,
      typeof value === 'number' ? { number: value } : text(value),
    ]),
  );
  return {
    message: name.messageKey,
    params: name.kindKey ? { ...params, kind: label(name.kindKey) } : params,
  };
}

/**
 * What an update or a restore changed, in words a shop owner reads, with no id or field name: a synonym group by
 * its terms, a pin by its product and position, a facet by its label, a value by its label (Equals, Active, Yes),
 * an object a restore brings back by its name ("Rule for "sneaker sale" added"). Anything else reads as "Other
 * settings changed". A creation or a deletion shows none: its title says it.
 */
export function historyEntryLines(
  entry: Pick<HistoryEntry, 'action' | 'objectKind' | 'objectId' | 'before' | 'after'>,
): HistoryLine[] {
  if (entry.action === 'create' || entry.action === 'delete') return [];
  const { before, after } = entry;
  if (after === null || after === undefined) return [];
  if (before === null || before === undefined)
    return [{ message: 'historyObjectAdded', params: { object: objectPart(entry) } }];
  let lines: HistoryLine[];
  switch (entry.objectKind) {
    case 'synonyms':
      lines = synonymLines(before, after);
      break;
    case 'facets':
      lines = facetLines(before, after);
      break;
    case 'queryRule':
      lines = recordLines(QUERY_RULE_READING, before, after);
      break;
    case 'boostingRule':
      lines = recordLines(BOOSTING_RULE_READING, before, after);
      break;
    case 'colorMapping':
      lines = recordLines(COLOR_MAPPING_READING, before, after);
      break;
    case 'productBoost':
      lines = recordLines(PRODUCT_BOOST_READING, before, after);
      break;
  }
  // "Other settings changed" once, last.
  const others = lines.filter((line) => line === OTHER_CHANGE);
  return others.length === 0 ? lines : [...lines.filter((line) => line !== OTHER_CHANGE), OTHER_CHANGE];
}

/** True when two versions of an object hold the same content (the version number and its times aside). */
function sameContent(a: unknown, b: unknown): boolean {
  return a != null && b != null && diffVersions(a, b).length === 0;
}

/** An object's key in a history list: its kind and id. */
const objectKey = (entry: HistoryEntry) => `${entry.objectKind}/${String(entry.objectId)}`;

/** The latest entry of each object of a history list, by kind and id. */
function latestEntries(history: readonly HistoryEntry[]): Map<string, HistoryEntry> {
  const latest = new Map<string, HistoryEntry>();
  for (const entry of history) {
    const known = latest.get(objectKey(entry));
    if (known === undefined || entry.version > known.version) latest.set(objectKey(entry), entry);
  }
  return latest;
}

/**
 * The versions of a history list that can be restored: every version of an object but its latest (which is
 * what the object is now), not a deletion (restoring the version before it brings the object back), and not
 * one whose content is what the object holds now (restoring it would change nothing).
 * The list must hold every entry of each object it shows, as a whole history or one kind's does.
 */
export function restorableEntries(history: readonly HistoryEntry[]): Set<string> {
  const latest = latestEntries(history);
  return new Set(
    history
      .filter((entry) => {
        const now = latest.get(objectKey(entry));
        return (
          now !== undefined &&
          entry.version < now.version &&
          entry.after !== null &&
          !sameContent(entry.after, now.after)
        );
      })
      .map((entry) => String(entry.id)),
  );
}

/**
 * The entries of a history list that first recorded a change to an object that existed before (not its
 * creation): each can bring the object back as it was before (`ORIGINAL_VERSION`), unless the object holds that
 * content now. As `restorableEntries`, the list must hold every entry of each object it shows.
 */
export function originalRestorableEntries(history: readonly HistoryEntry[]): Set<string> {
  const first = new Map<string, HistoryEntry>();
  for (const entry of history) {
    const known = first.get(objectKey(entry));
    if (known === undefined || entry.version < known.version) first.set(objectKey(entry), entry);
  }
  const latest = latestEntries(history);
  return new Set(
    [...first.values()]
      .filter(
        (entry) =>
          entry.version === 1 &&
          entry.action === 'update' &&
          entry.before != null &&
          !sameContent(entry.before, latest.get(objectKey(entry))?.after),
      )
      .map((entry) => String(entry.id)),
  );
}
