import type { MessageParams } from '../i18n/i18n.format';
import type { MessageKey } from '../i18n/messages';
import {
  type CompiledSearch,
  compileSearch,
  isRedirectPlan,
  parseClauseName,
  type SearchableBoostingRule,
  type SearchableRule,
} from './merchandising.compile';
import {
  buildSearchIndex,
  type EngineResult,
  type IndexableProduct,
  runSearch,
  type SearchIndex,
  type Trace,
} from './merchandising.engine';
import { DRAFT_RULE_ID, QUERY_RULE_PAGE_SIZE } from './merchandising.rules';
import type {
  PreviewDraft,
  PreviewExplanation,
  PreviewResponse,
  PreviewResult,
  SynonymGroup,
} from './merchandising.schema';
import { foldPlural, normaliseQuery, surfaceTerms } from './merchandising.text';

/**
 * The search preview: what a shopper would see for a query, with every live rule and synonym applied, and
 * why each result is where it is. It compiles the query exactly as a saved state is served
 * (`compileSearch`) and runs that on the catalogue (`runSearch`), so preview and search cannot disagree.
 * With a draft (an unsaved rule or synonym list) it runs both and gives each result its position without
 * the draft.
 */

const indexes = new WeakMap<readonly IndexableProduct[], SearchIndex>();

/** The index of a catalogue, built once per products array (the array must not be changed afterwards). */
export function catalogueIndex<P extends IndexableProduct>(products: readonly P[]): SearchIndex<P> {
  let index = indexes.get(products);
  if (index === undefined) {
    index = buildSearchIndex(products);
    indexes.set(products, index);
  }
  return index as SearchIndex<P>;
}

/** What the preview reads. */
export interface PreviewInput<P extends IndexableProduct> {
  /** The query as a shopper types it. */
  readonly query: string;
  /** The store's catalogue, or its index (`catalogueIndex`). */
  readonly catalogue: readonly P[] | SearchIndex<P>;
  /** The store's saved query rules. */
  readonly rules: readonly SearchableRule[];
  /** The store's saved synonyms. */
  readonly synonyms?: readonly SynonymGroup[];
  /** The store's Dynamic Re-Rank rules. */
  readonly boostingRules?: readonly SearchableBoostingRule[];
  /** The instant to preview at (epoch ms): which scheduled rules are live. */
  readonly at: number;
  /** How many results; `QUERY_RULE_PAGE_SIZE` by default. */
  readonly size?: number;
  /** An unsaved change to apply, compared with the saved state. */
  readonly draft?: PreviewDraft;
}

/** The rules with the draft rule in place of the saved one of its id (or added, as `DRAFT_RULE_ID`). */
export function rulesWithDraft(
  rules: readonly SearchableRule[],
  draft: PreviewDraft | undefined,
): SearchableRule[] {
  const rule = draft?.rule;
  if (rule === undefined) return [...rules];
  const id = rule.id === undefined ? DRAFT_RULE_ID : String(rule.id);
  const drafted: SearchableRule = { ...rule, id };
  const at = rules.findIndex((saved) => String(saved.id) === id);
  return at < 0 ? [...rules, drafted] : rules.map((saved, i) => (i === at ? drafted : saved));
}

interface Evaluated {
  readonly compiled: CompiledSearch;
  readonly applied: readonly string[];
  readonly result: EngineResult | null;
}

function evaluate(
  index: SearchIndex,
  input: PreviewInput<IndexableProduct>,
  rules: readonly SearchableRule[],
  synonyms: readonly SynonymGroup[],
  size: number,
): Evaluated {
  const { compiled, applied } = compileSearch({
    query: input.query,
    rules,
    synonyms,
    boostingRules: input.boostingRules ?? [],
    at: input.at,
  });
  if (isRedirectPlan(compiled)) return { compiled, applied, result: null };
  const run = runSearch(compiled, index, size);
  // compileSearch writes only what runSearch runs; a refusal here is a bug, not an input to show.
  if (!run.ok)
    throw new Error(`The preview cannot run its own compiled search: ${JSON.stringify(run.errors)}`);
  return { compiled, applied, result: run.value };
}

function redirectOf(compiled: CompiledSearch): PreviewResponse['redirect'] {
  if (!isRedirectPlan(compiled)) return null;
  const owner = parseClauseName(compiled.redirect._name);
  return { url: compiled.redirect.url, ruleId: owner?.source === 'queryRule' ? owner.ruleId : '' };
}

function ruleIds(names: readonly string[], action: 'hide' | 'bury'): string[] {
  const ids: string[] = [];
  for (const name of names) {
    const owner = parseClauseName(name);
    if (owner?.source === 'queryRule' && owner.action === action && !ids.includes(owner.ruleId))
      ids.push(owner.ruleId);
  }
  return ids;
}

/** A result's explanation from its trace and pin; `boostingNames` names the Dynamic Re-Rank rules by id. */
function explanation(
  trace: Trace,
  pinned: { readonly _name: string; readonly position: number } | null,
  boostingNames: ReadonlyMap<string, string>,
): PreviewExplanation {
  const terms = new Map<string, Set<string>>();
  for (const { term, fields } of trace.terms) {
    const known = terms.get(term) ?? new Set<string>();
    for (const field of fields) known.add(field);
    terms.set(term, known);
  }
  let synonym: PreviewExplanation['synonym'] = null;
  for (const name of trace.names) {
    const owner = parseClauseName(name);
    if (owner?.source === 'synonym') synonym = { groupId: owner.groupId, from: owner.from, to: owner.to };
  }
  const pinOwner = pinned ? parseClauseName(pinned._name) : null;
  const boostedBy: PreviewExplanation['boostedBy'] = [];
  for (const { name, weight } of trace.boosts) {
    const owner = parseClauseName(name);
    if (owner?.source === 'queryRule') boostedBy.push({ ruleId: owner.ruleId, source: 'queryRule', weight });
    else if (owner?.source === 'boostingRule') {
      const name = boostingNames.get(owner.ruleId);
      boostedBy.push({
        ruleId: owner.ruleId,
        source: 'boostingRule',
        weight,
        ...(name === undefined ? {} : { name }),
      });
    }
  }
  return {
    matchedTerms: [...terms].map(([term, fields]) => ({ term, fields: [...fields] })),
    synonym,
    pinnedBy:
      pinned && pinOwner?.source === 'queryRule'
        ? { ruleId: pinOwner.ruleId, position: pinned.position }
        : null,
    boostedBy,
    buriedBy: ruleIds(trace.names, 'bury'),
  };
}

/** One reason a result is where it is, as a catalogue message. */
export interface PreviewReason {
  /** Catalogue key. */
  readonly messageKey: MessageKey;
  /** Values of its placeholders. */
  readonly params: MessageParams;
  /** The rule behind it, when a rule is. */
  readonly ruleId?: string;
}

/**
 * The words a shopper reads for the terms a result matched. The engine matches terms with their plurals
 * folded ("asics" is the term "asic"); each is shown as the word of the query, or of the synonym that found
 * the result, it came from, and as the term itself when neither has one.
 */
export function matchedWords(explanation: PreviewExplanation, query: string): string[] {
  const { synonym } = explanation;
  const sources = [query, ...(synonym ? [synonym.to, synonym.from] : [])].flatMap(surfaceTerms);
  const words = explanation.matchedTerms.map(
    ({ term }) => sources.find((word) => word === term || foldPlural(word) === term) ?? term,
  );
  return [...new Set(words)];
}

/**
 * A result's explanation as lines to show, most decisive first: pinned at a position, buried, boosted (by a
 * query rule or by a Dynamic Re-Rank rule, named when the response names it), found through a synonym, the
 * words of `query` it matches (`matchedWords`).
 */
export function explanationReasons(explanation: PreviewExplanation, query: string): PreviewReason[] {
  const reasons: PreviewReason[] = [];
  const { pinnedBy, synonym } = explanation;
  if (pinnedBy)
    reasons.push({
      messageKey: 'previewWhyPinned',
      params: { position: pinnedBy.position },
      ruleId: pinnedBy.ruleId,
    });
  for (const ruleId of explanation.buriedBy)
    reasons.push({ messageKey: 'previewWhyBuried', params: {}, ruleId });
  for (const boost of explanation.boostedBy)
    reasons.push(
      boost.source === 'queryRule'
        ? { messageKey: 'previewWhyBoostedQueryRule', params: { weight: boost.weight }, ruleId: boost.ruleId }
        : boost.name === undefined
          ? {
              messageKey: 'previewWhyBoostedBoostingRule',
              params: { weight: boost.weight },
              ruleId: boost.ruleId,
            }
          : {
              messageKey: 'previewWhyBoostedNamedBoostingRule',
              params: { weight: boost.weight, name: boost.name },
              ruleId: boost.ruleId,
            },
    );
  if (synonym)
    reasons.push({ messageKey: 'previewWhySynonym', params: { from: synonym.from, to: synonym.to } });
  if (explanation.matchedTerms.length > 0)
    reasons.push({
      messageKey: 'previewWhyMatched',
      params: { terms: matchedWords(explanation, query).join(', ') },
    });
  return reasons;
}

/** The line for a product a rule hides from the results. */
export function hiddenReason(hidden: { readonly hiddenBy: readonly string[] }): PreviewReason {
  return {
    messageKey: 'previewWhyHidden',
    params: {},
    ...(hidden.hiddenBy[0] ? { ruleId: hidden.hiddenBy[0] } : {}),
  };
}

/**
 * Previews a query (see the module comment): the redirect, or the first results with their explanations,
 * the products rules hide, the query rules that applied, and, with a draft, the same without it.
 */
export function previewSearch<P extends IndexableProduct>(input: PreviewInput<P>): PreviewResponse {
  const index: SearchIndex = Array.isArray(input.catalogue)
    ? catalogueIndex(input.catalogue as readonly P[])
    : (input.catalogue as SearchIndex<P>);
  const size = input.size ?? QUERY_RULE_PAGE_SIZE;
  const savedSynonyms = input.synonyms ?? [];
  const after = evaluate(
    index,
    input,
    rulesWithDraft(input.rules, input.draft),
    input.draft?.synonyms ?? savedSynonyms,
    size,
  );
  const before = input.draft ? evaluate(index, input, input.rules, savedSynonyms, size) : null;
  const beforePositions = new Map(before?.result?.hits.map((hit, i) => [hit.id, i + 1]) ?? []);
  const boostingNames = new Map((input.boostingRules ?? []).map((rule) => [String(rule.id), rule.name]));
  const results: PreviewResult[] = (after.result?.hits ?? []).map((hit, i) => {
    const product = index.products[hit.index] as IndexableProduct;
    const position = i + 1;
    return {
      productId: hit.id,
      title: product.title,
      position,
      score: hit.score,
      previousPosition: before === null ? position : (beforePositions.get(hit.id) ?? null),
      explanation: explanation(
        after.result?.explain(hit.index) ?? { names: [], boosts: [], terms: [] },
        hit.pinned,
        boostingNames,
      ),
    };
  });
  const hidden = [...(after.result?.excluded ?? [])]
    .filter(([, exclusion]) => exclusion.found)
    .sort(([a], [b]) => a - b)
    .slice(0, size)
    .map(([at, exclusion]) => {
      const product = index.products[at] as IndexableProduct;
      return {
        productId: String(product.id),
        title: product.title,
        hiddenBy: ruleIds(exclusion.names, 'hide'),
      };
    });
  return {
    query: input.query,
    normalisedQuery: normaliseQuery(input.query),
    redirect: redirectOf(after.compiled),
    total: after.result?.total ?? 0,
    results,
    hidden,
    appliedRules: [...after.applied],
    before:
      before === null
        ? null
        : {
            redirect: redirectOf(before.compiled),
            total: before.result?.total ?? 0,
            productIds: before.result?.hits.map((hit) => hit.id) ?? [],
          },
  };
}
