import type { StoreType } from '../client/client.schema';
import { formatTemplate, type MessageParams } from '../i18n/i18n.format';
import type { MessageKey, Messages } from '../i18n/messages';
import type { HistoryActor, HistoryEntry, TuningObjectKind } from './merchandising.schema';

/**
 * The history of tuning objects: each change of one object (a query rule, a store's synonyms, a Dynamic
 * Re-Rank rule, facets, a colour mapping, a manual boost) is a version with the object before and after it.
 * A readable diff says what changed between two versions; a restore brings an earlier version's content
 * back as a new version, recorded as a restore of it.
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

/** Catalogue labels of the fields of query rules, synonyms and Dynamic Re-Rank rules, by field path. */
export const HISTORY_FIELD_LABELS: Readonly<Record<string, MessageKey>> = {
  matchKind: 'historyFieldMatchKind',
  matchText: 'historyFieldMatchText',
  enabled: 'historyFieldEnabled',
  'actions.pins': 'historyFieldPins',
  'actions.hides': 'historyFieldHides',
  'actions.bury': 'historyFieldBury',
  'actions.boost': 'historyFieldBoost',
  'actions.redirect': 'historyFieldRedirect',
  schedule: 'historyFieldSchedule',
  groups: 'historyFieldSynonyms',
  name: 'ruleName',
  weight: 'boostValue',
  matcher: 'historyFieldConditions',
  status: 'columnStatus',
};

/** A change as the history shows it. */
export interface ChangeText {
  /** Catalogue key of the line: added, removed or changed. */
  readonly messageKey: 'historyValueAdded' | 'historyValueRemoved' | 'historyValueChanged';
  /** Catalogue key of the field's label, when it has one. */
  readonly fieldKey: MessageKey | null;
  /** The path below the labelled field (or the whole path), joined by dots. */
  readonly path: string;
  /** The values as text. */
  readonly params: { readonly value?: string; readonly before?: string; readonly after?: string };
}

/** A value as the history shows it: text as is, lists joined by commas, records as `key: value` pairs. */
export function historyValueText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.map(historyValueText).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(
        ([k, v]) =>
          `${k}: ${isRecord(v) || Array.isArray(v) ? `(${historyValueText(v)})` : historyValueText(v)}`,
      )
      .join(', ');
  return String(value);
}

/**
 * How a value of one field reads, when the caller knows better than `historyValueText` (conditions in words, a
 * schedule's dates): the field's path joined by dots; null for the plain reading.
 */
export type HistoryValueText = (value: unknown, field: string) => string | null;

/** The catalogue keys and values that show a change (see `formatChange`). */
export function describeChange(change: FieldChange, valueText?: HistoryValueText): ChangeText {
  const field = change.path.join('.');
  const text = (value: unknown) => valueText?.(value, field) ?? historyValueText(value);
  let fieldKey: MessageKey | null = null;
  let rest = change.path;
  for (let length = change.path.length; length > 0; length -= 1) {
    const label = HISTORY_FIELD_LABELS[change.path.slice(0, length).join('.')];
    if (label !== undefined) {
      fieldKey = label;
      rest = change.path.slice(length);
      break;
    }
  }
  const path = rest.join('.');
  if (change.kind === 'added')
    return {
      messageKey: 'historyValueAdded',
      fieldKey,
      path,
      params: { value: text(change.after) },
    };
  if (change.kind === 'removed')
    return {
      messageKey: 'historyValueRemoved',
      fieldKey,
      path,
      params: { value: text(change.before) },
    };
  return {
    messageKey: 'historyValueChanged',
    fieldKey,
    path,
    params: { before: text(change.before), after: text(change.after) },
  };
}

/** A change as one line of text in a catalogue's language: "Redirect: https://a.example → https://b.example". */
export function formatChange(
  change: FieldChange,
  messages: Messages,
  locale = 'en',
  valueText?: HistoryValueText,
): string {
  const text = describeChange(change, valueText);
  const label = text.fieldKey === null ? '' : messages[text.fieldKey];
  const field = [label, text.path].filter((part) => part !== '').join(' › ') || messages.historyFieldWhole;
  return formatTemplate(messages[text.messageKey], { field, ...text.params }, locale);
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
 * such, other objects by their kind and their name (a rule's name, a colour, a product's title; else the id). Read from the version after the change, or before it for a
 * deletion.
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
  return {
    messageKey: 'historyObjectOther',
    params: {
      name:
        textField(version, 'name') ??
        textField(version, 'colorName') ??
        textField(version, 'title') ??
        String(entry.objectId),
    },
    kindKey: TUNING_OBJECT_KIND_LABELS[entry.objectKind],
  };
}

/**
 * The field changes an entry shows: those of an update or a restore. A creation or a deletion is the whole
 * object coming or going, which its title already says.
 */
export function historyEntryChanges(entry: Pick<HistoryEntry, 'action' | 'before' | 'after'>): FieldChange[] {
  return entry.action === 'update' || entry.action === 'restore'
    ? wholeFieldChanges(diffVersions(entry.before, entry.after), entry.before, entry.after)
    : [];
}

/**
 * Fields a history shows whole: their parts mean nothing alone (a Dynamic Re-Rank rule's matcher is a search
 * query; a bury or boost is its conditions; a schedule is a start and an end read in a time zone), so any change
 * inside one reads as the field before and after.
 */
export const HISTORY_WHOLE_FIELDS = ['matcher', 'schedule', 'actions.bury', 'actions.boost'] as const;

/** The value at a path of an object version, or undefined. */
function valueAt(version: unknown, path: readonly string[]): unknown {
  let value = version;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/** Changes with those inside a whole field replaced, where the first of them was, by one change of the field. */
function wholeFieldChanges(changes: readonly FieldChange[], before: unknown, after: unknown): FieldChange[] {
  const result: FieldChange[] = [];
  const done = new Set<string>();
  for (const change of changes) {
    const field = HISTORY_WHOLE_FIELDS.find((whole) => {
      const parts = whole.split('.');
      return parts.every((part, i) => change.path[i] === part);
    });
    if (field === undefined) {
      result.push(change);
      continue;
    }
    if (done.has(field)) continue;
    done.add(field);
    const path = field.split('.');
    const was = valueAt(before, path);
    const is = valueAt(after, path);
    result.push(
      was === undefined
        ? { path, kind: 'added', after: is }
        : is === undefined
          ? { path, kind: 'removed', before: was }
          : { path, kind: 'changed', before: was, after: is },
    );
  }
  return result;
}

/**
 * The versions of a history list that can be restored: every version of an object but its latest (which is
 * what the object is now), and not a deletion (restoring the version before it brings the object back).
 * The list must hold every entry of each object it shows, as a whole history or one kind's does.
 */
export function restorableEntries(history: readonly HistoryEntry[]): Set<string> {
  const latest = new Map<string, number>();
  const key = (entry: HistoryEntry) => `${entry.objectKind}/${String(entry.objectId)}`;
  for (const entry of history) latest.set(key(entry), Math.max(latest.get(key(entry)) ?? 0, entry.version));
  return new Set(
    history
      .filter((entry) => entry.version < (latest.get(key(entry)) ?? 0) && entry.after !== null)
      .map((entry) => String(entry.id)),
  );
}

/**
 * The entries of a history list that first recorded a change to an object that existed before (not its
 * creation): each can bring the object back as it was before (`ORIGINAL_VERSION`). As `restorableEntries`,
 * the list must hold every entry of each object it shows.
 */
export function originalRestorableEntries(history: readonly HistoryEntry[]): Set<string> {
  const first = new Map<string, HistoryEntry>();
  for (const entry of history) {
    const key = `${entry.objectKind}/${String(entry.objectId)}`;
    const known = first.get(key);
    if (known === undefined || entry.version < known.version) first.set(key, entry);
  }
  return new Set(
    [...first.values()]
      .filter((entry) => entry.version === 1 && entry.action === 'update' && entry.before != null)
      .map((entry) => String(entry.id)),
  );
}
