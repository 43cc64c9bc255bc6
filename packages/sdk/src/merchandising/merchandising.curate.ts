import type { StoreScope } from '../client/client.schema';
import { type QueryRuleStatus, queryRuleStatus } from './merchandising.list';
import { normaliseActions, QUERY_RULE_PAGE_SIZE } from './merchandising.rules';
import type { Pin, QueryRule, QueryRuleDraft } from './merchandising.schema';
import { normaliseQuery } from './merchandising.text';

/**
 * Curating one query from its preview: a result dragged to a position is pinned there, a result hidden from
 * its menu is hidden. The edits are an unsaved rule for exactly that query, which starts from the saved rule
 * that equals the query (so its pins and hides show and can be changed) and saves into it, or into a new rule.
 */

/** Unsaved pins and hides made in the preview for one query. */
export interface PreviewEdits {
  /** The query they belong to, as typed. */
  readonly query: string;
  /** Products pinned, by position. */
  readonly pins: readonly Pin[];
  /** Products hidden. */
  readonly hides: readonly string[];
}

/** The saved rule that applies to exactly this query: enabled or not, matching it with `equals`. */
export function savedRuleForQuery(rules: readonly QueryRule[], query: string): QueryRule | undefined {
  const wanted = normaliseQuery(query);
  return rules.find((rule) => rule.matchKind === 'equals' && normaliseQuery(rule.matchText) === wanted);
}

/**
 * Where the rule the edits save into stands at an instant: `new` when the query has no rule yet (it is saved
 * on), else the saved rule's status. Anything but `new` and `live` means shoppers would not see the edits now:
 * the preview says so, and offers to turn an `off` rule on.
 */
export function previewEditsTarget(
  rules: readonly QueryRule[],
  query: string,
  at: number,
): { readonly status: QueryRuleStatus | 'new'; readonly rule?: QueryRule } {
  const saved = savedRuleForQuery(rules, query);
  return saved === undefined ? { status: 'new' } : { status: queryRuleStatus(saved, at), rule: saved };
}

/** Edits for a query, starting from the pins and hides of its saved rule (none without one). */
export function startPreviewEdits(rules: readonly QueryRule[], query: string): PreviewEdits {
  const saved = savedRuleForQuery(rules, query);
  const actions = saved ? normaliseActions(saved.actions) : { pins: [], hides: [] };
  return {
    query,
    pins: actions.pins.map((pin) => ({ productId: String(pin.productId), position: pin.position })),
    hides: actions.hides.map(String),
  };
}

const byPosition = (a: Pin, b: Pin) => a.position - b.position;

/**
 * Pins a product at a position: its own earlier pin goes, and the product is no longer hidden. A product pinned
 * there already moves one step toward the nearest free position, down the page when there is one before its end
 * (`QUERY_RULE_PAGE_SIZE`), else up, and so do the pins between, as a card dropped into a list pushes the ones
 * beside it: no other product loses its pin. Only on a page whose every position is pinned does the product pinned
 * there give its place up.
 */
export function pinInPreview(edits: PreviewEdits, productId: string, position: number): PreviewEdits {
  const id = String(productId);
  const others = edits.pins.filter((pin) => String(pin.productId) !== id);
  const taken = new Set(others.map((pin) => pin.position));
  let free = position;
  while (taken.has(free)) free += 1;
  if (free > QUERY_RULE_PAGE_SIZE) {
    free = position;
    while (taken.has(free)) free -= 1;
  }
  const step = free < position ? -1 : 1;
  const moved =
    free < 1
      ? others.filter((pin) => pin.position !== position)
      : others.map((pin) =>
          (step === 1 && pin.position >= position && pin.position < free) ||
          (step === -1 && pin.position <= position && pin.position > free)
            ? { ...pin, position: pin.position + step }
            : pin,
        );
  return {
    ...edits,
    pins: [...moved, { productId: id, position }].sort(byPosition),
    hides: edits.hides.filter((hidden) => hidden !== id),
  };
}

/** Hides a product: it is no longer pinned either. */
export function hideInPreview(edits: PreviewEdits, productId: string): PreviewEdits {
  const id = String(productId);
  return {
    ...edits,
    pins: edits.pins.filter((pin) => String(pin.productId) !== id),
    hides: edits.hides.includes(id) ? edits.hides : [...edits.hides, id],
  };
}

/** Takes a product's pin or hide out of the edits. */
export function releaseInPreview(edits: PreviewEdits, productId: string): PreviewEdits {
  const id = String(productId);
  return {
    ...edits,
    pins: edits.pins.filter((pin) => String(pin.productId) !== id),
    hides: edits.hides.filter((hidden) => hidden !== id),
  };
}

/** True when the edits pin and hide exactly what the saved rule of their query does. */
export function previewEditsUnchanged(edits: PreviewEdits, rules: readonly QueryRule[]): boolean {
  const saved = startPreviewEdits(rules, edits.query);
  const pins = (list: readonly Pin[]) => JSON.stringify([...list].sort(byPosition));
  const hides = (list: readonly string[]) => JSON.stringify([...list].sort());
  return pins(saved.pins) === pins(edits.pins) && hides(saved.hides) === hides(edits.hides);
}

/**
 * The rule the edits make: the saved rule of their query with its pins and hides replaced (its id kept, so
 * saving updates it; switched on with `turnOn`), or a new enabled rule that equals the query.
 */
export function previewEditsRule(
  edits: PreviewEdits,
  store: StoreScope,
  rules: readonly QueryRule[],
  { turnOn = false }: { readonly turnOn?: boolean } = {},
): QueryRuleDraft {
  const saved = savedRuleForQuery(rules, edits.query);
  const pins = edits.pins.map((pin) => ({ ...pin }));
  const hides = [...edits.hides];
  if (saved === undefined)
    return {
      storeId: String(store.storeId),
      storeType: store.storeType,
      matchKind: 'equals',
      matchText: edits.query.trim(),
      enabled: true,
      actions: { pins, hides },
    };
  return {
    id: String(saved.id),
    storeId: saved.storeId,
    storeType: saved.storeType,
    matchKind: saved.matchKind,
    matchText: saved.matchText,
    enabled: saved.enabled || turnOn,
    actions: { ...normaliseActions(saved.actions), pins, hides },
    ...(saved.schedule === undefined ? {} : { schedule: saved.schedule }),
  };
}
