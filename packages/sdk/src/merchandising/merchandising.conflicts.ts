import type { MessageParams } from '../i18n/i18n.format';
import type { MessageKey } from '../i18n/messages';
import type { SearchableRule } from './merchandising.compile';
import {
  byPrecedence,
  containsWords,
  matchesQuery,
  normaliseActions,
  QUERY_RULE_PAGE_SIZE,
  type RuleMatch,
  startsWithWords,
} from './merchandising.rules';
import { isTimeZone, scheduleWindow, windowCovers, windowsOverlap } from './merchandising.schedule';
import type { SynonymGroup } from './merchandising.schema';
import { synonymKey, synonymLoops } from './merchandising.synonyms';
import { normaliseQuery, queryWords } from './merchandising.text';

/**
 * Conflicts the editor shows before saving, each with the ways to resolve it. Only enabled rules can
 * conflict (a disabled rule never applies), and two rules conflict only when some query matches both
 * (`queryOverlap` gives one) while their schedules overlap.
 */

/** A change that resolves a conflict, applied with `applyConflictFix`. */
export type ConflictFix =
  | {
      readonly kind: 'movePin';
      readonly ruleId: string;
      readonly productId: string;
      readonly position: number;
    }
  | { readonly kind: 'removePin'; readonly ruleId: string; readonly productId: string }
  | { readonly kind: 'removeHide'; readonly ruleId: string; readonly productId: string }
  | { readonly kind: 'disableRule'; readonly ruleId: string }
  | { readonly kind: 'matchExactly'; readonly ruleId: string }
  | {
      readonly kind: 'mergeSynonyms';
      readonly groupIds: readonly string[];
      readonly terms: readonly string[];
    };

/** One way to resolve a conflict: its label and the change. */
export interface ConflictResolution {
  /** Catalogue key of the label. */
  readonly messageKey: MessageKey;
  /** Values of the label's placeholders. */
  readonly params: MessageParams;
  /** The change. */
  readonly fix: ConflictFix;
}

interface ConflictBase {
  /** Catalogue key of the description. */
  readonly messageKey: MessageKey;
  /** Values of its placeholders. */
  readonly params: MessageParams;
  /** Ways to resolve it, the suggested one first. */
  readonly resolutions: readonly ConflictResolution[];
}

/** A conflict found before saving. */
export type Conflict = ConflictBase &
  (
    | {
        /** Two rules pin different products at one position for a query both apply to. */
        readonly kind: 'pinCollision';
        /** The rules: the one that wins at that position first. */
        readonly ruleIds: readonly [string, string];
        /** The position. */
        readonly position: number;
        /** The products, in the rules' order. */
        readonly productIds: readonly [string, string];
        /** A query both rules apply to. */
        readonly example: string;
      }
    | {
        /** A product is pinned by one rule and hidden by one (maybe the same) for a query both apply to. */
        readonly kind: 'pinnedAndHidden';
        /** The pinning rule and the hiding rule. */
        readonly ruleIds: readonly [string, string];
        /** The product. */
        readonly productId: string;
        /** A query both rules apply to. */
        readonly example: string;
      }
    | {
        /** Synonyms that lead back to where they start. */
        readonly kind: 'synonymLoop';
        /** The groups. */
        readonly groupIds: readonly string[];
        /** The terms. */
        readonly terms: readonly string[];
      }
    | {
        /** A redirect ends every search another rule (one without a redirect) applies to, while both are live. */
        readonly kind: 'redirectShadows';
        /** The redirecting rule and the unreachable one. */
        readonly ruleIds: readonly [string, string];
      }
    | {
        /** Two rules redirect a query both apply to, at the same time, to different addresses. */
        readonly kind: 'redirectCompetes';
        /** The rules: the one whose redirect is used (`byPrecedence`) first. */
        readonly ruleIds: readonly [string, string];
        /** A query both rules apply to. */
        readonly example: string;
      }
    | {
        /** Two rules for the very same query (match kind and words) at the same time: both act on its results. */
        readonly kind: 'sameQuery';
        /** The rules: the one that comes first (`byPrecedence`) first. */
        readonly ruleIds: readonly [string, string];
      }
  );

/** A conflict's kind. */
export type ConflictKind = Conflict['kind'];

/**
 * A query both rules apply to, or null when no query does. Word by word (see `matchesQuery`): two `equals`
 * need the same words; `equals` and `startsWith`/`contains` need the equal text to start with / contain the
 * other; two `startsWith` need one text to start the other; `contains` with anything but `equals` always
 * overlaps (the two texts one after the other).
 */
export function queryOverlap(a: RuleMatch, b: RuleMatch): string | null {
  const aw = queryWords(a.matchText);
  const bw = queryWords(b.matchText);
  if (aw.length === 0 || bw.length === 0) return null;
  const text = (words: readonly string[]) => words.join(' ');
  const pair = `${a.matchKind}/${b.matchKind}`;
  switch (pair) {
    case 'equals/equals':
      return text(aw) === text(bw) ? text(aw) : null;
    case 'equals/startsWith':
    case 'equals/contains':
      return matchesQuery(b, text(aw)) ? text(aw) : null;
    case 'startsWith/equals':
    case 'contains/equals':
      return matchesQuery(a, text(bw)) ? text(bw) : null;
    case 'startsWith/startsWith':
      if (startsWithWords(aw, bw)) return text(aw);
      return startsWithWords(bw, aw) ? text(bw) : null;
    case 'startsWith/contains':
      return containsWords(aw, bw) ? text(aw) : text([...aw, ...bw]);
    case 'contains/startsWith':
      return containsWords(bw, aw) ? text(bw) : text([...bw, ...aw]);
    default:
      if (containsWords(aw, bw)) return text(aw);
      return containsWords(bw, aw) ? text(bw) : text([...aw, ...bw]);
  }
}

/**
 * True when every query `inner` applies to, `outer` applies to as well: an `equals` inner is covered when
 * `outer` matches its text; a `startsWith` inner by a `startsWith` outer its text starts with or a
 * `contains` outer its text contains; a `contains` inner only by a `contains` outer its text contains.
 */
export function queryCovers(outer: RuleMatch, inner: RuleMatch): boolean {
  const ow = queryWords(outer.matchText);
  const iw = queryWords(inner.matchText);
  if (ow.length === 0 || iw.length === 0) return false;
  if (inner.matchKind === 'equals') return matchesQuery(outer, inner.matchText);
  if (outer.matchKind === 'contains') return containsWords(iw, ow);
  if (outer.matchKind === 'startsWith' && inner.matchKind === 'startsWith') return startsWithWords(iw, ow);
  return false;
}

/** The rules' schedules as windows; an unknown time zone gives a window no instant is in. */
function windowOf(rule: SearchableRule) {
  if (rule.schedule !== undefined && !isTimeZone(rule.schedule.timeZone)) return { start: 0, end: 0 };
  return scheduleWindow(rule.schedule);
}

/** Two rules that share a query while both are live: the one that wins (`byPrecedence`), the other, the query. */
type LivePair = [SearchableRule, SearchableRule, string];

/** Whether a conflict between two rules is looked for: always, or when one of them is the rule `involving` names. */
type Concerns = (first: SearchableRule, second: SearchableRule) => boolean;

/** Every pair of rules that share a query while both are live. */
function livePairs(rules: readonly SearchableRule[], concerns: Concerns): LivePair[] {
  const pairs: LivePair[] = [];
  rules.forEach((first, i) => {
    for (const second of rules.slice(i + 1)) {
      if (!concerns(first, second)) continue;
      const example = queryOverlap(first, second);
      if (example === null || !windowsOverlap(windowOf(first), windowOf(second))) continue;
      const [winner, loser] = byPrecedence([first, second]) as [SearchableRule, SearchableRule];
      pairs.push([winner, loser, example]);
    }
  });
  return pairs;
}

function pinCollisions(pairs: readonly LivePair[], pageSize: number): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const [winner, loser, example] of pairs) {
    const taken = new Set([...winner.actions.pins, ...loser.actions.pins].map((pin) => pin.position));
    for (const win of winner.actions.pins) {
      for (const lose of loser.actions.pins) {
        if (win.position !== lose.position || String(win.productId) === String(lose.productId)) continue;
        const loserId = String(loser.id);
        const product = String(lose.productId);
        const free = Array.from({ length: pageSize }, (_, k) => k + 1).find((p) => !taken.has(p));
        const resolutions: ConflictResolution[] = [
          ...(free === undefined
            ? []
            : [
                {
                  messageKey: 'conflictFixMovePin' as const,
                  params: { product, position: free },
                  fix: { kind: 'movePin' as const, ruleId: loserId, productId: product, position: free },
                },
              ]),
          {
            messageKey: 'conflictFixRemovePin',
            params: { product },
            fix: { kind: 'removePin', ruleId: loserId, productId: product },
          },
          {
            messageKey: 'conflictFixDisableRule',
            params: { query: loser.matchText },
            fix: { kind: 'disableRule', ruleId: loserId },
          },
        ];
        conflicts.push({
          kind: 'pinCollision',
          messageKey: 'conflictPinCollision',
          params: {
            position: win.position,
            example,
            product: String(win.productId),
            otherProduct: product,
          },
          ruleIds: [String(winner.id), loserId],
          position: win.position,
          productIds: [String(win.productId), product],
          example,
          resolutions,
        });
      }
    }
  }
  return conflicts;
}

function pinnedAndHidden(rules: readonly SearchableRule[], concerns: Concerns): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const pinning of rules) {
    for (const hiding of rules) {
      if (!concerns(pinning, hiding)) continue;
      const hidden = new Set(hiding.actions.hides.map(String));
      const products = pinning.actions.pins
        .map((pin) => String(pin.productId))
        .filter((id) => hidden.has(id));
      if (products.length === 0) continue;
      const example = pinning === hiding ? pinning.matchText : queryOverlap(pinning, hiding);
      if (example === null || !windowsOverlap(windowOf(pinning), windowOf(hiding))) continue;
      for (const product of products) {
        conflicts.push({
          kind: 'pinnedAndHidden',
          messageKey: 'conflictPinnedAndHidden',
          params: { product, example },
          ruleIds: [String(pinning.id), String(hiding.id)],
          productId: product,
          example,
          resolutions: [
            {
              messageKey: 'conflictFixRemoveHide',
              params: { product },
              fix: { kind: 'removeHide', ruleId: String(hiding.id), productId: product },
            },
            {
              messageKey: 'conflictFixRemovePin',
              params: { product },
              fix: { kind: 'removePin', ruleId: String(pinning.id), productId: product },
            },
          ],
        });
      }
    }
  }
  return conflicts;
}

function redirectShadows(rules: readonly SearchableRule[], concerns: Concerns): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const redirect of rules) {
    if (redirect.actions.redirect === undefined) continue;
    for (const other of rules) {
      // Between two redirects, precedence decides which is used (`redirectsCompeting`).
      if (other === redirect || other.actions.redirect !== undefined || !concerns(redirect, other)) continue;
      if (!queryCovers(redirect, other)) continue;
      if (!windowsOverlap(windowOf(redirect), windowOf(other))) continue;
      const exactly = { matchKind: 'equals' as const, matchText: redirect.matchText };
      const resolutions: ConflictResolution[] = [
        ...(redirect.matchKind !== 'equals' && !queryCovers(exactly, other)
          ? [
              {
                messageKey: 'conflictFixMatchExactly' as const,
                params: { query: redirect.matchText },
                fix: { kind: 'matchExactly' as const, ruleId: String(redirect.id) },
              },
            ]
          : []),
        {
          messageKey: 'conflictFixDisableRule',
          params: { query: other.matchText },
          fix: { kind: 'disableRule', ruleId: String(other.id) },
        },
      ];
      conflicts.push({
        kind: 'redirectShadows',
        messageKey: windowCovers(windowOf(redirect), windowOf(other))
          ? 'conflictRedirectShadows'
          : 'conflictRedirectShadowsWhileLive',
        params: { query: redirect.matchText, otherQuery: other.matchText },
        ruleIds: [String(redirect.id), String(other.id)],
        resolutions,
      });
    }
  }
  return conflicts;
}

/** Disabling either rule resolves a conflict between two: the one that loses first, then the one that wins. */
function disableEither(winner: SearchableRule, loser: SearchableRule): ConflictResolution[] {
  return [loser, winner].map(
    (rule): ConflictResolution => ({
      messageKey: 'conflictFixDisableRule',
      params: { query: rule.matchText },
      fix: { kind: 'disableRule', ruleId: String(rule.id) },
    }),
  );
}

function redirectsCompeting(pairs: readonly LivePair[]): Conflict[] {
  return pairs.flatMap(([winner, loser, example]): Conflict[] => {
    const url = winner.actions.redirect;
    const otherUrl = loser.actions.redirect;
    if (url === undefined || otherUrl === undefined || url === otherUrl) return [];
    return [
      {
        kind: 'redirectCompetes',
        messageKey: 'conflictRedirectCompetes',
        params: { example, url, otherUrl },
        ruleIds: [String(winner.id), String(loser.id)],
        example,
        resolutions: disableEither(winner, loser),
      },
    ];
  });
}

function sameQueries(pairs: readonly LivePair[]): Conflict[] {
  return pairs.flatMap(([winner, loser]): Conflict[] => {
    const query = queryWords(winner.matchText).join(' ');
    // A redirect on one side only, or two different ones, is told by `redirectShadows` or `redirectsCompeting`.
    if (
      winner.matchKind !== loser.matchKind ||
      query !== queryWords(loser.matchText).join(' ') ||
      winner.actions.redirect !== loser.actions.redirect
    )
      return [];
    return [
      {
        kind: 'sameQuery',
        messageKey: 'conflictSameQuery',
        params: { query },
        ruleIds: [String(winner.id), String(loser.id)],
        resolutions: disableEither(winner, loser),
      },
    ];
  });
}

function loops(groups: readonly SynonymGroup[]): Conflict[] {
  return synonymLoops(groups).map((loop) => ({
    kind: 'synonymLoop',
    messageKey: 'conflictSynonymLoop',
    params: { terms: loop.terms.join(', ') },
    groupIds: loop.groupIds,
    terms: loop.terms,
    resolutions: [
      {
        messageKey: 'conflictFixMergeSynonyms',
        params: { terms: loop.terms.join(', ') },
        fix: { kind: 'mergeSynonyms', groupIds: loop.groupIds, terms: loop.terms },
      },
    ],
  }));
}

/**
 * The conflicts among a store's rules and synonyms, the draft included (`rulesWithDraft`): two rules pinning
 * different products at one position (`conflictPinCollision`), a product pinned and hidden
 * (`conflictPinnedAndHidden`), synonyms that loop (`conflictSynonymLoop`), a redirect that makes another rule
 * unreachable (`conflictRedirectShadows`, or `conflictRedirectShadowsWhileLive` when only during part of the
 * other rule's schedule), two rules redirecting one query elsewhere (`conflictRedirectCompetes`, naming the
 * address used), and two rules for the very same query (`conflictSameQuery`). Enabled rules only, with
 * queries and
 * actions normalised as saved (so a message quotes "sneekers", not " SNEEKERS "). With `involving`, only the conflicts of that rule (the one being edited), found in time
 * linear in the rules rather than over every pair.
 */
export function findConflicts(input: {
  /** The rules. */
  readonly rules: readonly SearchableRule[];
  /** The synonym groups. */
  readonly synonyms?: readonly SynonymGroup[];
  /** The last pin position; `QUERY_RULE_PAGE_SIZE` by default. */
  readonly pageSize?: number;
  /** The id of the one rule whose conflicts are wanted; synonym loops, which involve no rule, are then left out. */
  readonly involving?: string;
}): Conflict[] {
  const { involving } = input;
  const rules = input.rules
    .filter((rule) => rule.enabled)
    .map((rule) => ({
      ...rule,
      matchText: normaliseQuery(rule.matchText),
      actions: normaliseActions(rule.actions),
    }));
  const concerns: Concerns =
    involving === undefined
      ? () => true
      : (first, second) => String(first.id) === involving || String(second.id) === involving;
  const pairs = livePairs(rules, concerns);
  return [
    ...pinCollisions(pairs, input.pageSize ?? QUERY_RULE_PAGE_SIZE),
    ...pinnedAndHidden(rules, concerns),
    ...redirectShadows(rules, concerns),
    ...redirectsCompeting(pairs),
    ...sameQueries(pairs),
    ...(involving === undefined ? loops(input.synonyms ?? []) : []),
  ];
}

/** Rules and synonyms a fix changes. */
export interface FixTarget<R extends SearchableRule> {
  /** The rules. */
  readonly rules: readonly R[];
  /** The synonym groups. */
  readonly synonyms: readonly SynonymGroup[];
}

/** Applies a resolution's change; returns new lists (the inputs are left as they are). */
export function applyConflictFix<R extends SearchableRule>(
  target: FixTarget<R>,
  fix: ConflictFix,
): FixTarget<R> {
  if (fix.kind === 'mergeSynonyms') {
    const keys = new Set(fix.terms.map(synonymKey));
    const listed = new Set(fix.groupIds);
    const kept: SynonymGroup[] = [];
    let at = -1;
    for (const group of target.synonyms) {
      if (!listed.has(String(group.id))) {
        kept.push(group);
        continue;
      }
      if (at < 0) at = kept.length;
      // A one-way group keeps the rewrites that leave the loop; a multi-way group is wholly in it.
      if (group.kind === 'oneWay') {
        const to = group.to.filter((term) => !keys.has(synonymKey(term)));
        if (to.length > 0) kept.push({ ...group, to });
      }
    }
    const [first = 'merged'] = fix.groupIds;
    const id = kept.some((group) => String(group.id) === first) ? `${first}-merged` : first;
    kept.splice(Math.max(at, 0), 0, { id, kind: 'multiWay', terms: [...fix.terms] });
    return { rules: target.rules, synonyms: kept };
  }
  const rules = target.rules.map((rule) => {
    if (String(rule.id) !== fix.ruleId) return rule;
    const { actions } = rule;
    switch (fix.kind) {
      case 'movePin':
        return {
          ...rule,
          actions: {
            ...actions,
            pins: actions.pins.map((pin) =>
              String(pin.productId) === fix.productId ? { ...pin, position: fix.position } : pin,
            ),
          },
        };
      case 'removePin':
        return {
          ...rule,
          actions: {
            ...actions,
            pins: actions.pins.filter((pin) => String(pin.productId) !== fix.productId),
          },
        };
      case 'removeHide':
        return {
          ...rule,
          actions: { ...actions, hides: actions.hides.filter((id) => String(id) !== fix.productId) },
        };
      case 'disableRule':
        return { ...rule, enabled: false };
      case 'matchExactly':
        return { ...rule, matchKind: 'equals' as const };
      default:
        return rule;
    }
  });
  return { rules, synonyms: target.synonyms };
}
