import { Badge, Button, Card, Flex, Heading, Select, Skeleton, Text } from '@radix-ui/themes';
import { formatDateTime, type StoreScope } from '@storesearch/sdk';
import {
  formatHistoryLine,
  type HistoryEntry,
  type HistoryReader,
  historyEntryLines,
  historyEntryTitle,
  historyObjectName,
  ORIGINAL_VERSION,
  originalRestorableEntries,
  restorableEntries,
  TUNING_OBJECT_KIND_LABELS,
  type TuningObjectKind,
  tuningObjectKindSchema,
} from '@storesearch/sdk/merchandising';
import { useCallback, useId, useMemo, useState } from 'react';
import { useHistoryValueText } from '../../../hooks/merchandising/useHistoryValueText';
import { useProductNames } from '../../../hooks/merchandising/useProductNames';
import { useRestoreTuningVersion } from '../../../hooks/merchandising/useRestoreTuningVersion';
import { useStoreClockText } from '../../../hooks/merchandising/useStoreClockText';
import { useTuningHistory } from '../../../hooks/merchandising/useTuningHistory';
import { useStoreProducts } from '../../../hooks/products/useStoreProducts';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { type TranslateFn, useMessages } from '../../../hooks/shared/useMessages';
import { useT } from '../../../hooks/shared/useT';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { EmptyCard, PlaceholderCards } from '../../shared/PlaceholderCards/PlaceholderCards';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { useToast } from '../../shared/Toaster/toast.context';

/** Props of TuningHistory. */
export interface TuningHistoryProps {
  /** The store whose tuning changes are listed. */
  store: StoreScope;
  /**
   * The store's IANA time zone, the one its schedules are set in: each change is dated in it, labelled with it.
   * Without it, changes are dated in this browser's time zone, unlabelled.
   */
  timeZone?: string | undefined;
}

/** The filter's value for every kind. */
const ALL = 'all';

/** Kinds the filter offers, in the order of the schema. */
const KINDS = tuningObjectKindSchema.options;

/** Placeholder cards while the history loads. */
const LOADING_CARDS = 3;

/** Colours of the actions' badges. */
const ACTION_COLORS = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  restore: 'amber',
} as const satisfies Record<HistoryEntry['action'], string>;

const isKind = (value: string): value is TuningObjectKind => (KINDS as readonly string[]).includes(value);

/** An entry's object, named in the catalogue's language. */
function objectName(entry: HistoryEntry, t: TranslateFn): string {
  const name = historyObjectName(entry);
  return t(name.messageKey, { ...name.params, ...(name.kindKey ? { kind: t(name.kindKey) } : {}) });
}

/** An object of the history, whatever its entries call it. */
const objectKey = (entry: HistoryEntry) => `${entry.objectKind}\u0000${entry.objectId}`;

/**
 * Names each entry's object as `objectName` does, told apart from another object the entries give the same name
 * (a rule deleted and another made under its name, two rules for one query): "(deleted)" for one whose last
 * change deleted it, and its id where that is not enough. The restore buttons and their dialog name the same.
 */
function objectNamer(entries: readonly HistoryEntry[], t: TranslateFn): (entry: HistoryEntry) => string {
  const newest = new Map<string, HistoryEntry>();
  for (const entry of entries) {
    const current = newest.get(objectKey(entry));
    if (!current || entry.version > current.version) newest.set(objectKey(entry), entry);
  }
  /** How many objects the entries name `label(entry)`, by name. */
  const objectsNamed = (label: (entry: HistoryEntry) => string) => {
    const objects = new Map<string, Set<string>>();
    for (const entry of entries) {
      const name = label(entry);
      objects.set(name, (objects.get(name) ?? new Set()).add(objectKey(entry)));
    }
    return (entry: HistoryEntry) => objects.get(label(entry))?.size ?? 1;
  };
  const plain = memoByEntry((entry) => objectName(entry, t));
  const sharingPlain = objectsNamed(plain);
  const marked = memoByEntry((entry) =>
    sharingPlain(entry) > 1 && newest.get(objectKey(entry))?.after === null
      ? t('historyObjectDeleted', { object: plain(entry) })
      : plain(entry),
  );
  const sharingMarked = objectsNamed(marked);
  return (entry) =>
    sharingMarked(entry) > 1
      ? t('historyObjectWithId', { object: marked(entry), id: String(entry.objectId) })
      : marked(entry);
}

/** `name`, worked out once per entry. */
function memoByEntry(name: (entry: HistoryEntry) => string): (entry: HistoryEntry) => string {
  const names = new WeakMap<HistoryEntry, string>();
  return (entry) => {
    const known = names.get(entry);
    if (known !== undefined) return known;
    const named = name(entry);
    names.set(entry, named);
    return named;
  };
}

/**
 * The history of a store's tuning: every change to query rules, synonyms, Dynamic Re-Rank rules, facets,
 * colour mappings and manual boosts, newest first, with who made it, when, and what changed in a shop owner's
 * words (synonyms by their terms, products by their names, facets by their labels). Any earlier version of an
 * object that differs from what it holds now can be restored, and an object that existed before its first
 * recorded change can be brought back as it was (each after a confirmation); the restore is recorded too.
 */
export function TuningHistory({ store, timeZone }: TuningHistoryProps) {
  const t = useT();
  const clockText = useStoreClockText();
  const ids = useId();
  const toast = useToast();
  const locale = useLocale();
  const messages = useMessages();
  // The entries name products by id: the store's catalogue names them.
  const catalogue = useStoreProducts(store, '');
  const nameProduct = useProductNames(catalogue.products);
  const names = useMemo(
    () => new Map((catalogue.products ?? []).map((p) => [String(p.id), nameProduct(p)])),
    [catalogue.products, nameProduct],
  );
  const productName = useCallback((id: string) => names.get(id) ?? null, [names]);
  const valueText = useHistoryValueText(productName);
  const reader: HistoryReader = useMemo(() => ({ productName, valueText }), [productName, valueText]);
  const areaReady = useMessageArea('merchandising');
  const [kind, setKind] = useState<TuningObjectKind | typeof ALL>(ALL);
  const history = useTuningHistory(store, kind === ALL ? undefined : kind);
  const restore = useRestoreTuningVersion();
  /** The version asked to come back: an entry's, or the object as it was before it (`ORIGINAL_VERSION`). */
  const [restoring, setRestoring] = useState<{
    readonly entry: HistoryEntry;
    readonly version: number;
  } | null>(null);
  const restorable = useMemo(() => restorableEntries(history.data ?? []), [history.data]);
  const originals = useMemo(() => originalRestorableEntries(history.data ?? []), [history.data]);
  const original = restoring?.version === ORIGINAL_VERSION;
  const nameObject = useMemo(() => objectNamer(history.data ?? [], t), [history.data, t]);
  const asking = restoring && { object: nameObject(restoring.entry), version: restoring.version };

  const ask = (entry: HistoryEntry, version: number) => {
    restore.reset();
    setRestoring({ entry, version });
  };

  const confirmRestore = () => {
    if (!restoring || !asking) return;
    const { entry, version } = restoring;
    restore.mutate(
      {
        storeId: store.storeId,
        storeType: store.storeType,
        objectKind: entry.objectKind,
        objectId: entry.objectId,
        version,
      },
      {
        onSuccess: () => {
          toast.show({
            title: t('successTitle'),
            description: t(original ? 'historyRestoredOriginal' : 'historyRestored', asking),
          });
          setRestoring(null);
        },
      },
    );
  };

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${ids}-heading`}>
        <Flex align="end" justify="between" gap="3" wrap="wrap">
          <Heading as="h2" size="4" id={`${ids}-heading`}>
            {areaReady ? t('historyTitle') : <Skeleton>{'\u00a0'.repeat(16)}</Skeleton>}
          </Heading>
          {areaReady && (
            <Flex direction="column" gap="1">
              <Text as="div" size="2" weight="medium" id={`${ids}-kind`}>
                {t('historyFilterLabel')}
              </Text>
              <Select.Root value={kind} onValueChange={(value) => setKind(isKind(value) ? value : ALL)}>
                <Select.Trigger aria-labelledby={`${ids}-kind`} />
                <Select.Content>
                  <Select.Item value={ALL}>{t('historyKindAll')}</Select.Item>
                  {KINDS.map((option) => (
                    <Select.Item key={option} value={option}>
                      {t(TUNING_OBJECT_KIND_LABELS[option])}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          )}
        </Flex>

        <QueryBoundary
          query={{
            // The lines wait for the catalogue's names, unless it cannot be read.
            isPending: history.isPending || !areaReady || (catalogue.isPending && catalogue.error === null),
            error: history.error,
            data: history.data,
          }}
          onRetry={() => void history.refetch()}
          pending={<PlaceholderCards count={LOADING_CARDS} height="48px" />}
          empty={<EmptyCard>{t('historyEmpty')}</EmptyCard>}
        >
          {(entries) => (
            <Flex direction="column" gap="2" asChild>
              <ol aria-labelledby={`${ids}-heading`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {entries.map((entry) => {
                  const title = historyEntryTitle(entry);
                  const action = t(title.messageKey, title.params);
                  const object = nameObject(entry);
                  const lines = historyEntryLines(entry);
                  return (
                    <Card asChild key={entry.id}>
                      <li aria-label={`${action}: ${object}`}>
                        <Flex justify="between" gap="3" align="start" wrap="wrap">
                          <Flex direction="column" gap="1" minWidth="0" flexGrow="1" flexBasis="16rem">
                            <Flex align="center" gap="2" wrap="wrap">
                              <Badge color={ACTION_COLORS[entry.action]} highContrast>
                                {action}
                              </Badge>
                              <Text size="2" weight="bold" style={{ overflowWrap: 'anywhere' }}>
                                {object}
                              </Text>
                              <Text size="1" color="gray">
                                {t('historyVersion', { version: entry.version })}
                              </Text>
                            </Flex>
                            <Text size="1" color="gray">
                              {t('historyWhoWhen', {
                                who: entry.who.name,
                                when: timeZone
                                  ? clockText(entry.when, timeZone)
                                  : formatDateTime(entry.when, locale),
                              })}
                            </Text>
                            {lines.length > 0 && (
                              <ul style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
                                {lines.map((line, index) => (
                                  // biome-ignore lint/suspicious/noArrayIndexKey: two changes can read the same
                                  <li key={index}>
                                    <Text size="2" style={{ overflowWrap: 'anywhere' }}>
                                      {formatHistoryLine(line, messages, locale, reader)}
                                    </Text>
                                  </li>
                                ))}
                              </ul>
                            )}
                          </Flex>
                          <Flex gap="2" wrap="wrap">
                            {restorable.has(String(entry.id)) && (
                              <Button
                                size="1"
                                variant="soft"
                                aria-label={t('historyRestoreVersion', { version: entry.version, object })}
                                onClick={() => ask(entry, entry.version)}
                              >
                                {t('historyRestore')}
                              </Button>
                            )}
                            {originals.has(String(entry.id)) && (
                              <Button
                                size="1"
                                variant="soft"
                                color="gray"
                                aria-label={t('historyRestoreOriginalFor', { object })}
                                onClick={() => ask(entry, ORIGINAL_VERSION)}
                              >
                                {t('historyRestoreOriginal')}
                              </Button>
                            )}
                          </Flex>
                        </Flex>
                      </li>
                    </Card>
                  );
                })}
              </ol>
            </Flex>
          )}
        </QueryBoundary>

        {areaReady && (
          <ConfirmDialog
            open={restoring !== null}
            onOpenChange={(open) => {
              if (!open) setRestoring(null);
            }}
            title={t('historyRestoreTitle')}
            description={t(
              original ? 'historyRestoreOriginalText' : 'historyRestoreText',
              asking ?? { object: '', version: 0 },
            )}
            confirmLabel={t('historyRestore')}
            onConfirm={confirmRestore}
            pending={restore.isPending}
            error={restore.error}
          />
        )}
      </section>
    </Flex>
  );
}
