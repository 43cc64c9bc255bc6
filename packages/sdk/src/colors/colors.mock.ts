/** The colors domain in the demo backend: each store's colour-name to hex mappings, and the calls that edit them. */

import { recordDemoTuningChange } from '../merchandising/merchandising.mock';
import { errorResponse } from '../mocks/mocks.answer';
import { DEMO_COLORS } from '../mocks/mocks.catalog';
import type { DemoDb } from '../mocks/mocks.db';
import { ownedRecord, rejectIssues, storeInQuery } from '../mocks/mocks.lookups';
import type { Random } from '../mocks/mocks.random';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_STORE_SCOPES, DEMO_STORES } from '../mocks/mocks.seed';
import type { DemoUser } from '../profile/profile.mock';
import type { DemoStore } from '../stores/stores.mock';
import {
  createColorMappingEndpoint,
  deleteColorMappingEndpoint,
  listColorMappingsEndpoint,
  updateColorMappingEndpoint,
} from './colors.api';
import { validateColorMapping } from './colors.rules';
import type { ColorMapping } from './colors.schema';

/** A colour name mapped to a swatch: the API's mapping, with the server's numeric ids. */
export interface DemoColorMapping extends Pick<ColorMapping, 'colorName' | 'hexValue'> {
  /** Mapping id. */
  id: number;
  /** Store it belongs to. */
  storeId: number;
}

/** The colors domain's part of the demo state. */
export interface ColorsState {
  /** Colour mappings of all stores. */
  colorMappings: DemoColorMapping[];
}

/** Six of the catalogue's colours with the hex a shop would map them to. */
export function seedColorMappings(db: DemoDb, store: DemoStore, random: Random): void {
  for (const [colorName, hexValue] of random.sample(DEMO_COLORS, 6)) {
    db.colorMappings.push({ id: db.nextId++, storeId: store.id, colorName, hexValue });
  }
}

/** Server message of an unknown colour mapping. */
export const COLOR_MAPPING_NOT_FOUND = 'Color mapping not found';

/** Server message of a second mapping for the same colour name. */
export const COLOR_MAPPING_EXISTS = 'A mapping for this color already exists.';

const mappingView = ({ id, colorName, hexValue }: DemoColorMapping) => ({ id, colorName, hexValue });

/** Records a mapping's change in its store's tuning history (null before: added; null after: deleted). */
function recordMappingChange(
  ctx: { readonly db: DemoDb; readonly now: number; readonly user: DemoUser | null },
  mapping: DemoColorMapping,
  before: DemoColorMapping | null,
  after: DemoColorMapping | null,
): void {
  const store = ctx.db.stores.find((s) => s.id === mapping.storeId);
  if (!store) return;
  recordDemoTuningChange(ctx, store, {
    objectKind: 'colorMapping',
    objectId: mapping.id,
    before: before && mappingView(before),
    after: after && mappingView(after),
  });
}

/** The colour mapping named in the path, in one of the caller's stores, or a 404. */
const mappingInPath = (ctx: {
  readonly db: DemoDb;
  readonly vendorId: number | null;
  readonly params: { readonly id: string };
}) => ownedRecord(ctx, ctx.db.colorMappings, ctx.params.id, COLOR_MAPPING_NOT_FOUND);

/** The first mapping of vendor 1's Shopify store. */
const firstMapping = (db: DemoDb) => db.colorMappings.find((m) => m.storeId === DEMO_STORES.shopify.id)!.id;

/** The colors domain's calls in the demo backend. */
export const colorsMock = defineDomainMock({
  domain: 'colors',
  tag: { name: 'colors', description: 'Colour-name to hex mappings of a store.' },
  routes: [
    route(listColorMappingsEndpoint).with({
      summary: "The store's colour-name to hex mappings.",
      access: 'vendor',
      sample: () => ({ query: DEMO_STORE_SCOPES.shopify }),
      find: storeInQuery,
      answer: (ctx, store) => ({
        body: ctx.db.colorMappings.filter((m) => m.storeId === store.id).map(mappingView),
      }),
    }),

    route(createColorMappingEndpoint).with({
      summary: 'Adds a colour mapping; the store is named in the query as for the list.',
      access: 'vendor',
      sample: () => ({ query: DEMO_STORE_SCOPES.shopify, body: { colorName: 'Teal', hexValue: '#0ff' } }),
      find: storeInQuery,
      answer: (ctx, store) => {
        const checked = validateColorMapping(ctx.body, 'update');
        if (!checked.ok) return rejectIssues(checked.errors);
        const { colorName, hexValue } = checked.value;
        const same = (m: DemoColorMapping) =>
          m.storeId === store.id && m.colorName.toLowerCase() === colorName.toLowerCase();
        if (ctx.db.colorMappings.some(same)) return errorResponse(409, COLOR_MAPPING_EXISTS);
        const mapping: DemoColorMapping = { id: ctx.db.nextId++, storeId: store.id, colorName, hexValue };
        ctx.db.colorMappings.push(mapping);
        recordMappingChange(ctx, mapping, null, mapping);
        return { status: 201, body: { success: true, data: mappingView(mapping) } };
      },
    }),

    route(updateColorMappingEndpoint).with({
      summary: 'Updates a colour mapping; hexValue is sent uppercased.',
      access: 'vendor',
      sample: (db) => ({ params: { id: firstMapping(db) }, body: { colorName: 'Ink', hexValue: '#1F2A44' } }),
      find: mappingInPath,
      answer: (ctx, mapping) => {
        const checked = validateColorMapping(ctx.body, 'update');
        if (!checked.ok) return rejectIssues(checked.errors);
        const before = { ...mapping };
        mapping.colorName = checked.value.colorName;
        mapping.hexValue = checked.value.hexValue;
        recordMappingChange(ctx, mapping, before, mapping);
        return { body: { success: true, data: mappingView(mapping) } };
      },
    }),

    route(deleteColorMappingEndpoint).with({
      summary: 'Deletes a colour mapping.',
      access: 'vendor',
      sample: (db) => ({ params: { id: firstMapping(db) } }),
      find: mappingInPath,
      answer: (ctx, mapping) => {
        ctx.db.colorMappings = ctx.db.colorMappings.filter((m) => m !== mapping);
        recordMappingChange(ctx, mapping, mapping, null);
        return { body: { success: true, message: 'Color mapping deleted.' } };
      },
    }),
  ],
});
