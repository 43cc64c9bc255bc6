import { describe, expect, it } from 'vitest';
import { normaliseRuleForm } from '../boosting/boosting.rules';
import {
  findsNothingNow,
  fixRuleForm,
  noClickFixes,
  queryFacets,
  queryFixes,
  RERANK_FACET_LIMIT,
} from './insights.fixes';
import type { QueryTally } from './insights.tally';

/** The details of searches that applied `field:value` filters, each as many times as given. */
const searchesWith = (entries: Record<string, number>) =>
  Object.entries(entries).flatMap(([key, uses]) => {
    const [field, value] = key.split(':');
    return Array.from({ length: uses }, () => ({ [`filter_${field}`]: value ?? '' }));
  });

const tally = (figures: Partial<QueryTally>): QueryTally => ({
  query: 'q',
  searches: 10,
  noResultSearches: 0,
  clicks: 4,
  positionedClicks: 4,
  positionSum: 8,
  conversions: 1,
  revenue: 10,
  revenues: new Map([['USD', 10]]),
  lastSeen: 0,
  lastNoResult: Number.NEGATIVE_INFINITY,
  previousSearches: 0,
  storeSearches: new Map([['201', 10]]),
  storeNoResults: new Map(),
  noResultTrend: undefined,
  searchDetails: [],
  ...figures,
});

describe('the fix a query needs', () => {
  it('is a synonym or redirect when nothing is found, pinned products when nothing is clicked', () => {
    expect(queryFixes(tally({ noResultSearches: 10, clicks: 0 })).map((f) => f.action)).toEqual([
      'addSynonym',
      'addRedirect',
    ]);
    expect(queryFixes(tally({ noResultSearches: 3, clicks: 0 })).map((f) => f.action)).toEqual([
      'pinProducts',
    ]);
  });

  it('never pins products for a query whose latest search found nothing: it has no results to pin among', () => {
    const latest = 1_000;
    const actions = (fixes: { action: string }[]) => fixes.map((fix) => fix.action);
    // Some of its searches found nothing, the latest among them: as it stands, it finds nothing.
    const nothingNow = tally({ noResultSearches: 3, clicks: 0, lastSeen: latest, lastNoResult: latest });
    expect(findsNothingNow(nothingNow)).toBe(true);
    expect(actions(queryFixes(nothingNow))).toEqual(['addSynonym', 'addRedirect']);
    expect(actions(noClickFixes(nothingNow))).toEqual(['addSynonym', 'addRedirect']);
    // The search just before the latest found nothing, the latest found results: pinned products.
    const foundSince = tally({ noResultSearches: 3, clicks: 0, lastSeen: latest, lastNoResult: latest - 1 });
    expect(findsNothingNow(foundSince)).toBe(false);
    expect(actions(noClickFixes(foundSince))).toEqual(['pinProducts']);
    expect(findsNothingNow(tally({ searches: 0, lastSeen: Number.NEGATIVE_INFINITY }))).toBe(false);
  });

  it('is a Dynamic Re-Rank rule when clicks land far down or nothing sells, and nothing otherwise', () => {
    expect(queryFixes(tally({ positionSum: 4 * 7 }))[0]?.action).toBe('reRank');
    expect(queryFixes(tally({ conversions: 0 }))[0]?.action).toBe('reRank');
    expect(queryFixes(tally({}))).toEqual([]);
    expect(queryFixes(tally({ searches: 0, clicks: 0, conversions: 0 }))).toEqual([]);
  });

  it('suggests the most used value of each filter, the most used filters first, at most three', () => {
    const facets = queryFacets({
      searchDetails: searchesWith({
        'color:Black': 5,
        'color:Red': 7,
        'brand:Nike': 9,
        'size:M': 2,
        'tag:eco': 2,
        'category:Hoodies': 1,
      }),
    });
    expect(facets).toEqual([
      { field: 'brand', value: 'Nike' },
      { field: 'color', value: 'Red' },
      // size and tag tie on uses: the rule form's order decides (tag before size).
      { field: 'tag', value: 'eco' },
    ]);
    expect(facets).toHaveLength(RERANK_FACET_LIMIT);
    expect(queryFacets({ searchDetails: [] })).toEqual([]);
  });

  it('opens the rule form named after the query, with one condition per filter, ready to save', () => {
    const form = fixRuleForm(' nike hoodie ', {
      action: 'reRank',
      facets: [
        { field: 'brand', value: 'Nike' },
        { field: 'material', value: 'Cotton' },
        { field: 'color', value: 'Black' },
      ],
    });
    expect(form.name).toBe('nike hoodie');
    expect(form.conditions).toEqual([
      { id: 'condition-0', field: 'brand', operator: 'is', value: ['Nike'] },
      { id: 'condition-1', field: 'color', operator: 'is', value: ['Black'] },
    ]);
    expect(normaliseRuleForm(form).conditions).toHaveLength(2);
    // Without filters, the usual empty condition to fill in.
    expect(fixRuleForm('socks', { action: 'reRank', facets: [] }).conditions[0]?.field).toBe('select-field');
  });
});
