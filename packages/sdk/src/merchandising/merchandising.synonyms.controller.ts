import {
  MutationObserver,
  type QueryClient,
  QueryObserver,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { type Controller, createObservingStore } from '../client/client.controller';
import type { StoreSearchError } from '../client/client.error';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import type { ValidationIssue } from '../validation/validation.rules';
import { applyConflictFix, type Conflict, type ConflictFix, findConflicts } from './merchandising.conflicts';
import {
  saveSynonymsMutationOptions,
  synonymSuggestionsQueryOptions,
  synonymsQueryOptions,
} from './merchandising.queries';
import type { SynonymGroup, SynonymSet, SynonymSuggestion } from './merchandising.schema';
import {
  exportSynonymsCsv,
  importSynonymsCsv,
  normaliseSynonymGroup,
  redundantSynonymGroups,
  sharedSynonymTerms,
  synonymKey,
  validateSynonymGroup,
  validateSynonyms,
} from './merchandising.synonyms';
import { normaliseQuery } from './merchandising.text';

/**
 * A synonym group as the editor holds it: the terms as the shop owner types them, separated by commas, so
 * nothing typed is lost between keystrokes (a trailing comma, a half-typed term).
 */
export type SynonymRow =
  | {
      /** The group's id. */
      readonly id: string;
      /** Multi-way: every term stands for every other. */
      readonly kind: 'multiWay';
      /** The terms, comma-separated. */
      readonly terms: string;
    }
  | {
      /** The group's id. */
      readonly id: string;
      /** One-way: `from` also searches for each `to` term. */
      readonly kind: 'oneWay';
      /** The term shoppers type. */
      readonly from: string;
      /** The terms it also searches for, comma-separated. */
      readonly to: string;
    };

/** What separates the terms of a row. */
export const SYNONYM_TERM_SEPARATOR = ',';

/** Splits a row's text into its terms, blank ones left out. */
function splitTerms(text: string): string[] {
  return text
    .split(SYNONYM_TERM_SEPARATOR)
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

/** A group as the editor shows it. */
export function synonymRowOf(group: SynonymGroup): SynonymRow {
  const id = String(group.id);
  const separator = `${SYNONYM_TERM_SEPARATOR} `;
  return group.kind === 'multiWay'
    ? { id, kind: 'multiWay', terms: group.terms.join(separator) }
    : { id, kind: 'oneWay', from: group.from, to: group.to.join(separator) };
}

/** The group a row stands for (terms split at commas, blanks left out). */
export function synonymGroupOf(row: SynonymRow): SynonymGroup {
  return row.kind === 'multiWay'
    ? { id: row.id, kind: 'multiWay', terms: splitTerms(row.terms) }
    : { id: row.id, kind: 'oneWay', from: row.from.trim(), to: splitTerms(row.to) };
}

/**
 * The rows a search shows: those with a term that contains the search (compared as queries are: case, accents,
 * spaces), and every row with no term yet (a group just added stays in view to be filled in). All rows for a
 * blank search.
 */
export function searchSynonymRows(rows: readonly SynonymRow[], search: string): readonly SynonymRow[] {
  const wanted = normaliseQuery(search);
  if (wanted === '') return rows;
  return rows.filter((row) => {
    const group = synonymGroupOf(row);
    const terms = group.kind === 'multiWay' ? group.terms : [group.from, ...group.to].filter((term) => term);
    return terms.length === 0 || terms.some((term) => normaliseQuery(term).includes(wanted));
  });
}

/** A change to one row: its terms, or a one-way group's `from` or `to`. */
export type SynonymRowChange =
  | { readonly terms: string }
  | { readonly from: string }
  | { readonly to: string };

/** The synonyms editor's state: the saved groups, the local draft, the suggestions and the writes. */
export interface SynonymsEditorState {
  /** The saved synonyms. */
  readonly synonyms: QueryObserverResult<SynonymSet, StoreSearchError>;
  /** What the store's search log suggests. */
  readonly suggestions: QueryObserverResult<SynonymSuggestion[], StoreSearchError>;
  /** The groups as edited (the saved ones until the first edit); undefined until the synonyms have loaded. */
  readonly rows: readonly SynonymRow[] | undefined;
  /** Suggestions the draft does not take up yet (none whose query a one-way group already starts from). */
  readonly openSuggestions: readonly SynonymSuggestion[];
  /** True when the draft's groups differ from the saved ones. */
  readonly dirty: boolean;
  /**
   * The draft a search preview applies in place of the saved list (`PreviewDraft.synonyms`): its groups that
   * pass their own check, so a group still being typed changes nothing yet. Undefined while nothing is unsaved.
   */
  readonly previewGroups: readonly SynonymGroup[] | undefined;
  /** What the last save or import refused: each issue's field is a row's id, or `csv` for an import. */
  readonly issues: readonly ValidationIssue[];
  /**
   * Groups of the draft that change no search, because another group already has their terms
   * (`redundantSynonymGroups`), and groups a search enters by a term an earlier group starts from too
   * (`sharedSynonymTerms`): each warning's field is a row's id. They do not stop a save.
   */
  readonly warnings: readonly ValidationIssue[];
  /** Loops among the draft's groups, each with the merge that resolves it. */
  readonly conflicts: readonly Conflict[];
  /** Adds an empty group of a kind at the top; returns its id. */
  readonly addGroup: (kind: SynonymGroup['kind']) => string;
  /** Changes one row; its issues are cleared. */
  readonly changeGroup: (id: string, change: SynonymRowChange) => void;
  /** Removes one row. */
  readonly removeGroup: (id: string) => void;
  /** Takes a suggestion into the draft, as the one-way group it proposes; returns the group's id there. */
  readonly acceptSuggestion: (suggestion: SynonymSuggestion) => string;
  /**
   * Starts a synonym for a shopper's query (a report's fix for a query that finds nothing): a one-way group
   * already in the draft that starts from the query is kept as it is; else the search log's suggestion for
   * the query is taken in; else a one-way group from the query is added at the top, its terms left to type.
   * Returns the group's id. The query is compared as rules compare queries (case, accents, spaces).
   */
  readonly startFromQuery: (query: string) => string;
  /**
   * Reads a CSV file (`importSynonymsCsv`) into the draft: a group with the id of a draft group replaces it,
   * others are added at the end. Returns how many groups it read, or null when the file was refused (the
   * draft is left as it is and `issues` says why, line by line, beside the rows' own messages).
   */
  readonly importCsv: (text: string) => number | null;
  /** The draft's groups as CSV (`exportSynonymsCsv`), blank terms left out. */
  readonly exportCsv: () => string;
  /** Applies a conflict's resolution to the draft. */
  readonly applyFix: (fix: ConflictFix) => void;
  /**
   * Checks the draft (`validateSynonyms`) and PUTs the whole list; true on success. A refused check sets
   * `issues` and sends nothing.
   */
  readonly save: () => Promise<boolean>;
  /** Drops the draft and the issues. */
  readonly discard: () => void;
  /** True while saving. */
  readonly isSaving: boolean;
  /** The last save's failure. */
  readonly saveError: unknown;
}

/** Options of `createSynonymsEditorController`. */
export interface SynonymsEditorControllerOptions {
  /** The API client. */
  readonly client: StoreSearchClient;
  /** The query cache the synonyms and suggestions live in. */
  readonly queryClient: QueryClient;
  /** The store whose synonyms are edited; make a new controller for another store. */
  readonly store: StoreScope;
}

/** The groups of a list of rows. */
const groupsOf = (rows: readonly SynonymRow[]) => rows.map(synonymGroupOf);

/** Two lists of groups are the same when they save the same groups in the same order. */
function sameGroups(a: readonly SynonymGroup[], b: readonly SynonymGroup[]): boolean {
  const text = (groups: readonly SynonymGroup[]) => JSON.stringify(groups.map(normaliseSynonymGroup));
  return text(a) === text(b);
}

/** What the draft derives, rebuilt only when the saved set, the suggestions or the edits change. */
interface Derived {
  readonly saved: SynonymSet | undefined;
  readonly suggested: SynonymSuggestion[] | undefined;
  readonly edited: readonly SynonymRow[] | null;
  readonly base: readonly SynonymRow[] | undefined;
  readonly rows: readonly SynonymRow[] | undefined;
  readonly dirty: boolean;
  readonly previewGroups: readonly SynonymGroup[] | undefined;
  readonly conflicts: readonly Conflict[];
  readonly warnings: readonly ValidationIssue[];
  readonly openSuggestions: readonly SynonymSuggestion[];
}

const NO_CONFLICTS: readonly Conflict[] = [];
const NO_WARNINGS: readonly ValidationIssue[] = [];
const NO_SUGGESTIONS: readonly SynonymSuggestion[] = [];

function derive(
  saved: SynonymSet | undefined,
  suggested: SynonymSuggestion[] | undefined,
  edited: readonly SynonymRow[] | null,
  previous: Derived | null,
): Derived {
  if (previous && previous.saved === saved && previous.suggested === suggested && previous.edited === edited)
    return previous;
  const base = previous && previous.saved === saved ? previous.base : saved?.groups.map(synonymRowOf);
  const rows = edited ?? base;
  const sameRows = previous !== null && previous.rows === rows;
  const groups = rows ? groupsOf(rows) : [];
  const conflicts = sameRows
    ? previous.conflicts
    : groups.length === 0
      ? NO_CONFLICTS
      : findConflicts({ rules: [], synonyms: groups });
  const warnings = sameRows
    ? previous.warnings
    : groups.length === 0
      ? NO_WARNINGS
      : [...redundantSynonymGroups(groups), ...sharedSynonymTerms(groups)];
  const taken = new Set(groups.flatMap((group) => (group.kind === 'oneWay' ? [synonymKey(group.from)] : [])));
  const openSuggestions =
    sameRows && previous.suggested === suggested
      ? previous.openSuggestions
      : (suggested ?? NO_SUGGESTIONS).filter((s) => !taken.has(synonymKey(s.group.from)));
  const dirty = edited !== null && !sameGroups(groups, saved?.groups ?? []);
  const previewGroups = !dirty
    ? undefined
    : sameRows && previous.previewGroups
      ? previous.previewGroups
      : groups.flatMap((group) => {
          const checked = validateSynonymGroup(group);
          return checked.ok ? [checked.value] : [];
        });
  return { saved, suggested, edited, base, rows, dirty, previewGroups, conflicts, warnings, openSuggestions };
}

/**
 * The synonyms page: the store's groups edited in a local draft until `save`, which sends the whole list
 * after checking it; suggestions from the search log taken in with one call; CSV import and export; loops
 * shown with the merge that resolves them, and groups that repeat another group's terms warned about (neither
 * stops a save). The synonyms and suggestions are requested when the first subscriber arrives.
 */
export function createSynonymsEditorController(
  options: SynonymsEditorControllerOptions,
): Controller<SynonymsEditorState> {
  const { client, queryClient, store } = options;
  const synonymsOptions = synonymsQueryOptions(client, store);
  const suggestionsOptions = synonymSuggestionsQueryOptions(client, store);
  const synonyms = new QueryObserver<
    SynonymSet,
    StoreSearchError,
    SynonymSet,
    SynonymSet,
    typeof synonymsOptions.queryKey
  >(queryClient, synonymsOptions);
  const suggestions = new QueryObserver<
    SynonymSuggestion[],
    StoreSearchError,
    SynonymSuggestion[],
    SynonymSuggestion[],
    typeof suggestionsOptions.queryKey
  >(queryClient, suggestionsOptions);
  const saving = new MutationObserver(queryClient, saveSynonymsMutationOptions(client, { queryClient }));

  let edited: readonly SynonymRow[] | null = null;
  let issues: readonly ValidationIssue[] = [];
  let derived: Derived | null = null;
  let created = 0;

  const observed = () => {
    const synonymsResult = synonyms.getCurrentResult();
    const suggestionsResult = suggestions.getCurrentResult();
    const saveResult = saving.getCurrentResult();
    derived = derive(synonymsResult.data, suggestionsResult.data, edited, derived);
    return {
      synonyms: synonymsResult,
      suggestions: suggestionsResult,
      rows: derived.rows,
      openSuggestions: derived.openSuggestions,
      dirty: derived.dirty,
      previewGroups: derived.previewGroups,
      issues,
      warnings: derived.warnings,
      conflicts: derived.conflicts,
      isSaving: saveResult.isPending,
      saveError: saveResult.error,
    };
  };

  const current = () => edited ?? derived?.base ?? [];

  const edit = (update: (rows: readonly SynonymRow[]) => readonly SynonymRow[]) => {
    edited = update(current());
    holder.refresh();
  };

  /** An id no row of the draft has. */
  const freshId = () => {
    const ids = new Set(current().map((row) => row.id));
    let id: string;
    do {
      created += 1;
      id = `new-${created}`;
    } while (ids.has(id));
    return id;
  };

  /** Puts a suggestion's group at the top of the draft; returns the id it has there. */
  const accept = (suggestion: SynonymSuggestion) => {
    const rows = current();
    const id = rows.some((row) => row.id === String(suggestion.group.id))
      ? freshId()
      : String(suggestion.group.id);
    edit((list) => [synonymRowOf({ ...suggestion.group, id }), ...list]);
    return id;
  };

  const holder = createObservingStore<SynonymsEditorState, ReturnType<typeof observed>>(
    observed,
    {
      addGroup: (kind) => {
        const id = freshId();
        const row: SynonymRow =
          kind === 'multiWay' ? { id, kind, terms: '' } : { id, kind, from: '', to: '' };
        edit((rows) => [row, ...rows]);
        return id;
      },
      changeGroup: (id, change) => {
        issues = issues.filter((issue) => issue.field !== id);
        edit((rows) => rows.map((row) => (row.id === id ? ({ ...row, ...change } as SynonymRow) : row)));
      },
      removeGroup: (id) => {
        issues = issues.filter((issue) => issue.field !== id);
        edit((rows) => rows.filter((row) => row.id !== id));
      },
      acceptSuggestion: accept,
      startFromQuery: (query) => {
        const wanted = normaliseQuery(query);
        const started = current().find((row) => row.kind === 'oneWay' && normaliseQuery(row.from) === wanted);
        if (started) return started.id;
        const suggestion = suggestions
          .getCurrentResult()
          .data?.find((s) => normaliseQuery(s.group.from) === wanted || normaliseQuery(s.query) === wanted);
        if (suggestion) return accept(suggestion);
        const id = freshId();
        edit((rows) => [{ id, kind: 'oneWay', from: query.trim(), to: '' }, ...rows]);
        return id;
      },
      importCsv: (text) => {
        const read = importSynonymsCsv(text);
        if (!read.ok) {
          // The rows' own messages stay: their text is as it was.
          issues = [...issues.filter((issue) => issue.field !== 'csv'), ...read.errors];
          holder.refresh();
          return null;
        }
        const imported = new Map(read.value.map((group) => [String(group.id), synonymRowOf(group)]));
        // A row the file replaced has new text: its old messages go with it.
        issues = issues.filter((issue) => issue.field !== 'csv' && !imported.has(issue.field));
        edit((rows) => {
          const replaced = rows.map((row) => imported.get(row.id) ?? row);
          const known = new Set(rows.map((row) => row.id));
          return [...replaced, ...[...imported.values()].filter((row) => !known.has(row.id))];
        });
        return read.value.length;
      },
      exportCsv: () => exportSynonymsCsv(groupsOf(current())),
      applyFix: (fix) => {
        const rows = current();
        const byId = new Map(rows.map((row) => [row.id, row]));
        const touched = new Set(fix.kind === 'mergeSynonyms' ? fix.groupIds.map(String) : []);
        const fixed = applyConflictFix({ rules: [], synonyms: groupsOf(rows) }, fix).synonyms;
        // Rows the fix leaves alone keep their text as typed.
        edit(() =>
          fixed.map((group) => {
            const id = String(group.id);
            const row = byId.get(id);
            return row !== undefined && !touched.has(id) ? row : synonymRowOf(group);
          }),
        );
      },
      save: async () => {
        const checked = validateSynonyms(groupsOf(current()));
        if (!checked.ok) {
          issues = checked.errors;
          holder.refresh();
          return false;
        }
        issues = [];
        try {
          await saving.mutate({ ...store, groups: checked.value });
          edited = null;
          holder.refresh();
          return true;
        } catch {
          holder.refresh();
          return false;
        }
      },
      discard: () => {
        edited = null;
        issues = [];
        holder.refresh();
      },
    },
    [synonyms, suggestions, saving],
  );
  return { getState: holder.getState, subscribe: holder.subscribe };
}
