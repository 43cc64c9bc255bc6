/** Search-tuning endpoints of the demo backend: boosting rules, colour mappings and facets. */

import type * as z from 'zod/mini';
import {
  createBoostingRuleEndpoint,
  deleteBoostingRuleEndpoint,
  listBoostingRulesEndpoint,
  updateBoostingRuleEndpoint,
} from '../../boosting/boosting.api';
import { RULE_BOOST_MAX, RULE_BOOST_MIN } from '../../boosting/boosting.rules';
import type { boostingRuleBodySchema } from '../../boosting/boosting.schema';
import {
  createColorMappingEndpoint,
  deleteColorMappingEndpoint,
  listColorMappingsEndpoint,
  updateColorMappingEndpoint,
} from '../../colors/colors.api';
import { validateColorMapping } from '../../colors/colors.rules';
import { listFacetFieldsEndpoint, listFacetsEndpoint, saveFacetsEndpoint } from '../../facets/facets.api';
import { formatMessage } from '../../i18n/i18n.format';
import type { DemoBoostingRule, DemoColorMapping, DemoDb, DemoFacet, DemoStore } from '../mocks.db';
import { errorResponse, guardedRoute, route } from '../mocks.route';
import { productAttribute } from './products.routes';
import { ownedRecord, ownedStore, rejectIssues, storeInQuery } from './routes.shared';

/** Server message of an unknown rule. */
export const RULE_NOT_FOUND = 'Boosting rule not found';

/** Server message of an unknown colour mapping. */
export const COLOR_MAPPING_NOT_FOUND = 'Color mapping not found';

/** Server message of a second mapping for the same colour name. */
export const COLOR_MAPPING_EXISTS = 'A mapping for this color already exists.';

/** Server message of a rule weight outside 1 to 10. */
export const RULE_WEIGHT_OUT_OF_RANGE = `Boost value must be between ${RULE_BOOST_MIN} and ${RULE_BOOST_MAX}.`;

/** Server message of a negative facet term count. */
export const FACET_TERMS_NEGATIVE = 'Facet terms must be 0 or more.';

/** Fields the facets page can offer, in the order the API lists them. */
const FACET_FIELD_NAMES = [
  'category',
  'price',
  'instock',
  'featured',
  'insale',
  'brand',
  'size',
  'color',
  'tags',
  'material',
  'gender',
  'season',
  'pattern',
  'fit',
] as const;

/** A rule as the API returns it, with the platform-specific numeric store id. */
function ruleView(rule: DemoBoostingRule) {
  const { id, name, type, matcher, weight, status, storeId, storeType } = rule;
  return {
    id,
    name,
    type,
    matcher,
    weight,
    status,
    storeId,
    storeType,
    ...(storeType === 'shopify' ? { shopifyStoreId: storeId } : { woocommerceStoreId: storeId }),
  };
}

const mappingView = ({ id, colorName, hexValue }: DemoColorMapping) => ({ id, colorName, hexValue });

/** What a lookup by path id reads. */
interface RecordRequest {
  /** State. */
  readonly db: DemoDb;
  /** Calling vendor. */
  readonly vendorId: number | null;
  /** Path parameters. */
  readonly params: { readonly id: string };
}

/** Checks a rule body beyond its schema; the store it names must be the caller's. */
function checkRuleBody(
  ctx: { readonly db: DemoDb; readonly vendorId: number | null },
  body: z.output<typeof boostingRuleBodySchema>,
): DemoStore | Response {
  const store = ownedStore(ctx, body.storeId, body.storeType);
  if (store instanceof Response) return store;
  if (body.name.trim() === '') return errorResponse(400, formatMessage('enterRuleName'));
  if (!(body.weight >= RULE_BOOST_MIN && body.weight <= RULE_BOOST_MAX))
    return errorResponse(400, RULE_WEIGHT_OUT_OF_RANGE);
  return store;
}

/** The rule named in the path, in one of the caller's stores, or a 404. */
const ruleInPath = (ctx: RecordRequest) =>
  ownedRecord(ctx, ctx.db.boostingRules, ctx.params.id, RULE_NOT_FOUND);

/** The colour mapping named in the path, in one of the caller's stores, or a 404. */
const mappingInPath = (ctx: RecordRequest) =>
  ownedRecord(ctx, ctx.db.colorMappings, ctx.params.id, COLOR_MAPPING_NOT_FOUND);

/** How many of the store's products carry each facet field (fields no product carries are left out). */
export function facetFieldCounts(
  products: readonly Record<string, unknown>[],
): { name: string; count: number }[] {
  return FACET_FIELD_NAMES.map((name) => {
    const attribute = productAttribute(name) ?? name;
    return { name, count: products.filter((p) => p[attribute] !== undefined).length };
  }).filter((field) => field.count > 0);
}

/** Routes of boosting rules, colour mappings and facets. */
export const tuningRoutes = [
  guardedRoute(listBoostingRulesEndpoint, storeInQuery, (ctx, store) => {
    return { body: ctx.db.boostingRules.filter((r) => r.storeId === store.id).map(ruleView) };
  }),

  route(createBoostingRuleEndpoint, (ctx) => {
    const store = checkRuleBody(ctx, ctx.body);
    if (store instanceof Response) return store;
    const rule: DemoBoostingRule = {
      id: ctx.db.nextId++,
      name: ctx.body.name.trim(),
      type: 'attribute',
      matcher: structuredClone(ctx.body.matcher),
      weight: ctx.body.weight,
      status: ctx.body.status,
      storeId: store.id,
      storeType: store.storeType,
    };
    ctx.db.boostingRules.push(rule);
    return { status: 201, body: { success: true, data: ruleView(rule) } };
  }),

  guardedRoute(updateBoostingRuleEndpoint, ruleInPath, (ctx, rule) => {
    const store = checkRuleBody(ctx, ctx.body);
    if (store instanceof Response) return store;
    Object.assign(rule, {
      name: ctx.body.name.trim(),
      matcher: structuredClone(ctx.body.matcher),
      weight: ctx.body.weight,
      status: ctx.body.status,
      storeId: store.id,
      storeType: store.storeType,
    });
    return { body: { success: true, data: ruleView(rule) } };
  }),

  guardedRoute(deleteBoostingRuleEndpoint, storeInQuery, (ctx, store) => {
    const rule = ruleInPath(ctx);
    if (rule instanceof Response || rule.storeId !== store.id) return errorResponse(404, RULE_NOT_FOUND);
    ctx.db.boostingRules = ctx.db.boostingRules.filter((r) => r !== rule);
    return { body: { success: true, message: 'Rule deleted.' } };
  }),

  guardedRoute(listColorMappingsEndpoint, storeInQuery, (ctx, store) => {
    return { body: ctx.db.colorMappings.filter((m) => m.storeId === store.id).map(mappingView) };
  }),

  guardedRoute(createColorMappingEndpoint, storeInQuery, (ctx, store) => {
    const checked = validateColorMapping(ctx.body, 'update');
    if (!checked.ok) return rejectIssues(checked.errors);
    const { colorName, hexValue } = checked.value;
    const same = (m: DemoColorMapping) =>
      m.storeId === store.id && m.colorName.toLowerCase() === colorName.toLowerCase();
    if (ctx.db.colorMappings.some(same)) return errorResponse(409, COLOR_MAPPING_EXISTS);
    const mapping: DemoColorMapping = { id: ctx.db.nextId++, storeId: store.id, colorName, hexValue };
    ctx.db.colorMappings.push(mapping);
    return { status: 201, body: { success: true, data: mappingView(mapping) } };
  }),

  guardedRoute(updateColorMappingEndpoint, mappingInPath, (ctx, mapping) => {
    const checked = validateColorMapping(ctx.body, 'update');
    if (!checked.ok) return rejectIssues(checked.errors);
    mapping.colorName = checked.value.colorName;
    mapping.hexValue = checked.value.hexValue;
    return { body: { success: true, data: mappingView(mapping) } };
  }),

  guardedRoute(deleteColorMappingEndpoint, mappingInPath, (ctx, mapping) => {
    ctx.db.colorMappings = ctx.db.colorMappings.filter((m) => m !== mapping);
    return { body: { success: true, message: 'Color mapping deleted.' } };
  }),

  guardedRoute(listFacetFieldsEndpoint, storeInQuery, (ctx, store) => {
    return {
      body: facetFieldCounts((ctx.db.products.get(store.id) ?? []) as unknown as Record<string, unknown>[]),
    };
  }),

  guardedRoute(listFacetsEndpoint, storeInQuery, (ctx, store) => {
    return {
      body: (ctx.db.facets.get(store.id) ?? []).map((f) => ({ ...f, selectedValues: [...f.selectedValues] })),
    };
  }),

  guardedRoute(saveFacetsEndpoint, storeInQuery, (ctx, store) => {
    if (ctx.body.some((f) => f.terms < 0)) return errorResponse(400, FACET_TERMS_NEGATIVE);
    const facets: DemoFacet[] = ctx.body.map((f) => ({
      // Facets added in the browser carry a temporary id: the server assigns a real one.
      id: /^\d+$/.test(f.id) ? Number(f.id) : ctx.db.nextId++,
      field: f.field,
      label: f.label,
      visible: f.visible,
      terms: f.terms,
      selectedValues: [...f.selectedValues],
    }));
    ctx.db.facets.set(store.id, facets);
    return { body: { success: true, data: facets } };
  }),
];
