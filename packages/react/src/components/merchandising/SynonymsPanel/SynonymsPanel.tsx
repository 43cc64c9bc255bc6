import {
  Badge,
  Box,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  IconButton,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import type { StoreScope, ValidationIssue } from '@storesearch/sdk';
import { csvFileName } from '@storesearch/sdk/analytics';
import {
  oneWaySynonymFaults,
  SYNONYM_KIND_LABELS,
  type SynonymGroup,
  type SynonymRow,
  type SynonymSuggestion,
  searchSynonymRows,
  synonymGroupOf,
} from '@storesearch/sdk/merchandising';
import { type ChangeEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { useSynonymsEditor } from '../../../hooks/merchandising/useSynonymsEditor';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import type { TranslateFn } from '../../../hooks/shared/useMessages';
import { useT } from '../../../hooks/shared/useT';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { downloadCsv } from '../../shared/ExportCsvButton/downloadCsv';
import { ExportCsvTimeZone } from '../../shared/ExportCsvButton/exportCsvTimeZone';
import { FormField } from '../../shared/FormField/FormField';
import { TrashGlyph } from '../../shared/Glyphs/Glyphs';
import { EmptyCard, PlaceholderCards } from '../../shared/PlaceholderCards/PlaceholderCards';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { useToast } from '../../shared/Toaster/toast.context';
import { VirtualStack } from '../../shared/VirtualStack/VirtualStack';

/** Props of SynonymsPanel. */
export interface SynonymsPanelProps {
  /** The store whose synonyms are shown and edited. */
  store: StoreScope;
  /** Told whether the panel holds edits that are not saved (for a guard before leaving the page). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** The clock, for the exported file's date. */
  now?: () => Date;
  /**
   * A shopper's query to start a synonym for (a report's "Add synonym" for a query that finds nothing): once
   * the synonyms and the search log's suggestions have loaded, the suggestion for it is taken in, else a
   * one-way group from it is added to complete, and its terms take the focus. A group that already starts
   * from it is kept as it is.
   */
  startFrom?: string | undefined;
  /**
   * Told the unsaved groups a search preview should apply in place of the saved ones (those that pass their
   * check), or undefined once nothing is unsaved: e.g. a `SearchPreview`'s `synonymsDraft`.
   */
  onPreviewGroupsChange?: ((groups: readonly SynonymGroup[] | undefined) => void) | undefined;
}

/** Where focus goes once the rows are drawn: a control of a row, the panel's heading, or its first Add button. */
type FocusTarget = { readonly id: string; readonly field: 'first' | 'to' | 'remove' } | 'heading' | 'add';

/** Cards shown as placeholders while the synonyms load. */
const LOADING_CARDS = 2;

/** A group's height before it is measured, gap included, in px: one row of fields. */
const SYNONYM_ROW_ESTIMATE = 88;

/** Space between groups, in px (Radix space 2). */
const ROW_GAP = 8;

/** More groups than this get a search field; a few are read at a glance. */
const SEARCH_FROM = 5;

/** The name the CSV file is saved under, before its date. */
const CSV_NAME = 'synonyms';

/** A row's name in labels: its terms as typed, or 'new group' while it has none. */
function rowName(row: SynonymRow, t: TranslateFn): string {
  const group = synonymGroupOf(row);
  const terms = group.kind === 'multiWay' ? group.terms : [group.from, ...group.to].filter((term) => term);
  return terms.length > 0 ? terms.join(', ') : t('synonymNewGroup');
}

/** Props of one row. */
interface RowProps {
  readonly row: SynonymRow;
  readonly fieldId: string;
  readonly issues: readonly ValidationIssue[];
  readonly warnings: readonly ValidationIssue[];
  readonly onChange: ReturnType<typeof useSynonymsEditor>['changeGroup'];
  readonly onRemove: (id: string) => void;
}

/**
 * One group: its kind, its terms as typed, and the remove button. A refused one-way group marks the fields the
 * message is about (both when the group is empty) and shows it under the last of them; a group that changes no
 * search says so under its terms.
 */
function SynonymRowCard({ row, fieldId, issues, warnings, onChange, onRemove }: RowProps) {
  const t = useT();
  const name = rowName(row, t);
  const error = issues.map((issue) => t(issue.messageKey, issue.params)).join(' ') || null;
  const warning = warnings.map((issue) => t(issue.messageKey, issue.params)).join(' ') || null;
  const group = synonymGroupOf(row);
  const faults = error === null || group.kind !== 'oneWay' ? null : oneWaySynonymFaults(group);
  const fromFault = faults?.from ?? false;
  const toFault = faults !== null && (faults.to || !faults.from);
  const toId = `${fieldId}-to`;
  return (
    <Card>
      <Flex gap="3" align="start" wrap="wrap">
        <Box pt="1">
          <Badge color={row.kind === 'multiWay' ? 'indigo' : 'gray'} highContrast>
            {t(SYNONYM_KIND_LABELS[row.kind])}
          </Badge>
        </Box>
        {row.kind === 'multiWay' ? (
          <Box flexGrow="1" minWidth="220px">
            <FormField
              id={fieldId}
              label={t('synonymTermsLabel')}
              placeholder={t('synonymTermsExample')}
              value={row.terms}
              onChange={(terms) => onChange(row.id, { terms })}
              error={error}
              hint={warning}
            />
          </Box>
        ) : (
          <>
            <Box flexGrow="1" minWidth="160px">
              <FormField
                id={fieldId}
                label={t('synonymFromLabel')}
                value={row.from}
                onChange={(from) => onChange(row.id, { from })}
                error={fromFault && !toFault ? error : null}
                errorId={fromFault && toFault ? `${toId}-message` : null}
              />
            </Box>
            <Box flexGrow="2" minWidth="220px">
              <FormField
                id={toId}
                label={t('synonymToLabel')}
                value={row.to}
                onChange={(to) => onChange(row.id, { to })}
                error={toFault ? error : null}
                hint={warning}
              />
            </Box>
          </>
        )}
        <Box pt="5">
          <IconButton
            id={`${fieldId}-remove`}
            type="button"
            variant="soft"
            color="red"
            aria-label={t('synonymRemove', { terms: name })}
            onClick={() => onRemove(row.id)}
          >
            <TrashGlyph />
          </IconButton>
        </Box>
      </Flex>
    </Card>
  );
}

/** One suggestion from the search log, with the button that takes it in. */
function SuggestionCard({
  suggestion,
  onAccept,
}: {
  readonly suggestion: SynonymSuggestion;
  readonly onAccept: (suggestion: SynonymSuggestion) => void;
}) {
  const t = useT();
  const to = suggestion.group.to.join(', ');
  return (
    <Card asChild>
      <li aria-label={suggestion.query}>
        <Flex gap="3" align="center" justify="between" wrap="wrap">
          <Text size="2">
            {t('synonymSuggestionText', { query: suggestion.query, count: suggestion.searchCount, to })}
          </Text>
          <Button size="1" variant="soft" onClick={() => onAccept(suggestion)}>
            {t('synonymSuggestionAccept', { from: suggestion.group.from, to })}
          </Button>
        </Flex>
      </li>
    </Card>
  );
}

/**
 * A store's synonyms: multi-way groups ("sneakers, trainers, kicks") and one-way ones ("tee" also finds
 * "t-shirt"), edited in place and saved together; suggestions from the search log's misspelt, never-clicked
 * queries taken in with one click; CSV import and export; loops shown with the merge that resolves them (a
 * warning before a save, a note once saved); a group that repeats another group's terms is saved with a warning.
 */
export function SynonymsPanel({
  store,
  onDirtyChange,
  now = () => new Date(),
  startFrom,
  onPreviewGroupsChange,
}: SynonymsPanelProps) {
  const t = useT();
  const ids = useId();
  const toast = useToast();
  const areaReady = useMessageArea('merchandising');
  const editor = useSynonymsEditor(store);
  const csvTimeZone = useContext(ExportCsvTimeZone);
  const { synonyms, suggestions, rows, openSuggestions, dirty, issues, warnings, conflicts } = editor;
  const [imported, setImported] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  /** The input of a row's terms (its `to` terms for a one-way group when asked). */
  const fieldOf = (rowId: string) => `${ids}-row-${rowId}`;

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const { previewGroups } = editor;
  useEffect(() => onPreviewGroupsChange?.(previewGroups), [previewGroups, onPreviewGroupsChange]);

  // Where focus goes once the rows are drawn: a group just added (its first field), the one started for a query or
  // taken from a suggestion (the terms it searches for), the first row a save refused, the remove button of the row
  // after a removed one (or before it), else the panel's heading (after a save or a reset, whose buttons are then
  // disabled) or its first Add button.
  const [focusRow, setFocusRow] = useState<FocusTarget | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the rows are drawn anew
  useEffect(() => {
    if (focusRow === null) return;
    if (focusRow === 'heading' || focusRow === 'add') {
      setFocusRow(null);
      (focusRow === 'heading' ? heading : addButton).current?.focus();
      return;
    }
    const first = document.getElementById(fieldOf(focusRow.id));
    const field =
      focusRow.field === 'first'
        ? first
        : (document.getElementById(`${fieldOf(focusRow.id)}-${focusRow.field}`) ?? first);
    // A row not drawn yet is focused once it is.
    if (!field) return;
    setFocusRow(null);
    field.focus();
  }, [focusRow, rows]);

  // The query a synonym was started for, once.
  const [startedFor, setStartedFor] = useState<string | undefined>(undefined);
  const { startFromQuery } = editor;
  const settled = areaReady && rows !== undefined && !suggestions.isPending;
  useEffect(() => {
    if (startFrom === undefined || !settled || startedFor === startFrom) return;
    setStartedFor(startFrom);
    setSearch('');
    setFocusRow({ id: startFromQuery(startFrom), field: 'to' });
  }, [startFrom, settled, startedFor, startFromQuery]);

  const add = (kind: SynonymRow['kind']) => {
    setImported(null);
    setFocusRow({ id: editor.addGroup(kind), field: 'first' });
  };

  const save = async () => {
    setImported(null);
    if (await editor.save()) {
      toast.show({ title: t('successTitle'), description: t('synonymsSaved') });
      setFocusRow('heading');
      return;
    }
    setRefusedSaves((count) => count + 1);
  };
  // After a refused save, the first row it names takes the focus, its message read with it.
  const [refusedSaves, setRefusedSaves] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refused save, with the messages it set
  useEffect(() => {
    const refused = issues.find((issue) => issue.field !== 'csv');
    if (refusedSaves === 0 || refused === undefined) return;
    setSearch('');
    setFocusRow({ id: refused.field, field: 'first' });
  }, [refusedSaves]);
  const discard = () => {
    editor.discard();
    setFocusRow('heading');
  };
  const remove = (id: string) => {
    const shown = searchSynonymRows(rows ?? [], search);
    const at = shown.findIndex((row) => row.id === id);
    const beside = shown[at + 1] ?? shown[at - 1];
    editor.removeGroup(id);
    setFocusRow(beside ? { id: beside.id, field: 'remove' } : 'add');
  };
  const accept = (suggestion: SynonymSuggestion) => {
    setSearch('');
    setFocusRow({ id: editor.acceptSuggestion(suggestion), field: 'to' });
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a fix.
    event.target.value = '';
    if (!file) return;
    setImported(editor.importCsv(await file.text()));
  };

  const csvIssues = issues.filter((issue) => issue.field === 'csv');
  const ready = areaReady && rows !== undefined;

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${ids}-heading`}>
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Heading as="h2" size="4" id={`${ids}-heading`} ref={heading} tabIndex={-1}>
            {areaReady ? t('synonymsTitle') : <Skeleton>{'\u00a0'.repeat(12)}</Skeleton>}
          </Heading>
          {areaReady && (
            <Flex gap="2" wrap="wrap">
              <Button ref={addButton} onClick={() => add('multiWay')} disabled={!ready}>
                {t('synonymsAddMultiWay')}
              </Button>
              <Button variant="soft" onClick={() => add('oneWay')} disabled={!ready}>
                {t('synonymsAddOneWay')}
              </Button>
            </Flex>
          )}
        </Flex>

        <QueryBoundary
          query={{ isPending: !ready, error: synonyms.error, data: rows }}
          onRetry={() => void synonyms.refetch()}
          pending={<PlaceholderCards count={LOADING_CARDS} height="56px" />}
          empty={<EmptyCard>{t('synonymsEmpty')}</EmptyCard>}
        >
          {(list) => {
            const shown = searchSynonymRows(list, search);
            return (
              <>
                {list.length > SEARCH_FROM && (
                  <FormField
                    id={`${ids}-search`}
                    label={t('synonymsSearch')}
                    value={search}
                    onChange={setSearch}
                  />
                )}
                {shown.length === 0 ? (
                  <Text as="p" color="gray" role="status">
                    {t('synonymsNoMatch', { search: search.trim() })}
                  </Text>
                ) : (
                  <VirtualStack
                    list
                    items={shown}
                    itemKey={(row) => row.id}
                    itemLabel={(row) => rowName(row, t)}
                    estimateSize={SYNONYM_ROW_ESTIMATE}
                    gap={ROW_GAP}
                    label={t('synonymsTitle')}
                  >
                    {(row) => (
                      <SynonymRowCard
                        row={row}
                        fieldId={fieldOf(row.id)}
                        issues={issues.filter((issue) => issue.field === row.id)}
                        warnings={warnings.filter((issue) => issue.field === row.id)}
                        onChange={editor.changeGroup}
                        onRemove={remove}
                      />
                    )}
                  </VirtualStack>
                )}
              </>
            );
          }}
        </QueryBoundary>

        {conflicts.length > 0 && (
          <Callout.Root color="amber" highContrast role="note" aria-labelledby={`${ids}-conflicts`}>
            <Callout.Text id={`${ids}-conflicts`} weight="bold">
              {/* Saving is allowed (a query is expanded one step, so a loop never runs away): once the loop is
                  saved, the title says so instead of warning before a save. */}
              {t(dirty ? 'synonymsConflictsTitle' : 'synonymsConflictsSavedTitle')}
            </Callout.Text>
            {conflicts.map((conflict) => (
              <Flex key={JSON.stringify(conflict.params)} direction="column" gap="1">
                <Callout.Text>{t(conflict.messageKey, conflict.params)}</Callout.Text>
                <Flex gap="2" wrap="wrap">
                  {conflict.resolutions.map((resolution) => (
                    <Button
                      key={resolution.messageKey}
                      type="button"
                      size="1"
                      variant="soft"
                      color="gray"
                      highContrast
                      onClick={() => editor.applyFix(resolution.fix)}
                    >
                      {t(resolution.messageKey, resolution.params)}
                    </Button>
                  ))}
                </Flex>
              </Flex>
            ))}
          </Callout.Root>
        )}

        {csvIssues.length > 0 && (
          <Callout.Root color="red" role="alert">
            <Callout.Text weight="bold">{t('synonymsImportFailed')}</Callout.Text>
            {csvIssues.map((issue) => (
              <Callout.Text key={`${issue.messageKey}-${JSON.stringify(issue.params)}`}>
                {/* A refused group is named by its first line and its name before the reason. */}
                {issue.params?.csvGroup !== undefined &&
                  `${t('synonymCsvGroupAt', { line: issue.params.line ?? '', group: issue.params.csvGroup })} `}
                {t(issue.messageKey, issue.params)}
              </Callout.Text>
            ))}
          </Callout.Root>
        )}
        {imported !== null && csvIssues.length === 0 && (
          <Text size="2" role="status">
            {t('synonymsImported', { count: imported })}
          </Text>
        )}
        {editor.saveError ? <ErrorCallout error={editor.saveError} /> : null}

        {areaReady && (
          <Flex gap="3" justify="between" align="center" wrap="wrap">
            <Flex gap="2" wrap="wrap">
              {/* Out of the accessibility tree (display: none): the button is the one control a screen reader
                  meets; its click opens the browser's file picker. */}
              <input
                ref={fileInput}
                id={`${ids}-import`}
                type="file"
                accept=".csv,text/csv"
                hidden
                aria-label={t('synonymsImport')}
                onChange={(event) => void importFile(event)}
              />
              <Button variant="soft" size="2" disabled={!ready} onClick={() => fileInput.current?.click()}>
                {t('synonymsImport')}
              </Button>
              <Button
                variant="soft"
                size="2"
                disabled={!ready || rows.length === 0}
                onClick={() => downloadCsv(csvFileName(CSV_NAME, now(), csvTimeZone), editor.exportCsv())}
              >
                {t('exportCsv')}
              </Button>
            </Flex>
            <Flex gap="2">
              <Button variant="soft" color="gray" disabled={!dirty} onClick={discard}>
                {t('reset')}
              </Button>
              <Button disabled={!dirty} loading={editor.isSaving} onClick={() => void save()}>
                {t('save')}
              </Button>
            </Flex>
          </Flex>
        )}

        {areaReady && (
          <Flex direction="column" gap="2" asChild>
            <section aria-labelledby={`${ids}-suggestions`}>
              <Heading as="h3" size="3" id={`${ids}-suggestions`}>
                {t('synonymSuggestionsTitle')}
              </Heading>
              <QueryBoundary
                query={{
                  isPending: suggestions.isPending || rows === undefined,
                  error: suggestions.error,
                  data: openSuggestions,
                }}
                onRetry={() => void suggestions.refetch()}
                pending={
                  <Card aria-busy="true">
                    <Skeleton height="32px" />
                  </Card>
                }
                empty={
                  <Text as="p" size="2" color="gray">
                    {t('synonymSuggestionsEmpty')}
                  </Text>
                }
              >
                {(list) => (
                  <Flex direction="column" gap="2" asChild>
                    <ul
                      aria-labelledby={`${ids}-suggestions`}
                      style={{ listStyle: 'none', margin: 0, padding: 0 }}
                    >
                      {list.map((suggestion) => (
                        <SuggestionCard key={suggestion.query} suggestion={suggestion} onAccept={accept} />
                      ))}
                    </ul>
                  </Flex>
                )}
              </QueryBoundary>
            </section>
          </Flex>
        )}
      </section>
    </Flex>
  );
}
