import type { MessageKey } from '../i18n/messages';
import { toNumber } from '../validation/validation.rules';
import type { FacetField } from './facets.schema';

/** Facet fields every store has, in save order. */
export const MANDATORY_FACET_FIELDS = ['category', 'price', 'instock', 'featured', 'insale'] as const;

/** Optional facet fields, in save order. */
export const OPTIONAL_FACET_FIELDS = ['brand', 'size', 'color', 'tags'] as const;

/** The fixed order of the full facet list sent on save. */
export const FACET_FIELD_ORDER = [...MANDATORY_FACET_FIELDS, ...OPTIONAL_FACET_FIELDS] as const;

/** Fields whose terms are fixed at 0 (and the input disabled). */
export const FIXED_TERMS_FACET_FIELDS = ['price', 'instock', 'featured', 'insale'] as const;

/** Terms used when a field's count is 0. */
export const DEFAULT_FACET_TERMS = 20;

/** A field is 'most used' when its count is above this. */
export const MOST_USED_MIN_COUNT = 100;

/** How many 'most used' fields the picker shows. */
export const MOST_USED_LIMIT = 10;

/** The colour facet's field name. */
export const COLOR_FACET_FIELD = 'color';

/** Shop stock labels and the stock status values they stand for. */
export const STOCK_STATUS_MAP = {
  'In Stock': 'instock',
  'Out of Stock': 'outofstock',
  'On Backorder': 'onbackorder',
  'Pre-order': 'preorder',
} as const;

/** True for a field every store keeps as a facet: it is marked and cannot be removed. */
export function isMandatoryFacetField(field: string): boolean {
  return (MANDATORY_FACET_FIELDS as readonly string[]).includes(field);
}

/** Mandatory fields missing from a facet list, in save order: the editor adds them, so a save always keeps them. */
export function missingMandatoryFacetFields(facets: readonly { readonly field: string }[]): string[] {
  return MANDATORY_FACET_FIELDS.filter((field) => !facets.some((facet) => facet.field === field));
}

/** True when the field's terms are fixed at 0. */
export function hasFixedTerms(field: string): boolean {
  return (FIXED_TERMS_FACET_FIELDS as readonly string[]).includes(field);
}

/** Reads a terms input: fixed fields give 0, non-numbers give 0, negatives give 0, fractions are cut. */
export function parseFacetTerms(input: string | number, field: string): number {
  if (hasFixedTerms(field)) return 0;
  const terms = toNumber(input);
  return Number.isFinite(terms) && terms > 0 ? Math.trunc(terms) : 0;
}

/**
 * The label a facet is saved with: the label without its outer spaces, or the field's name when that leaves
 * nothing, so the storefront's filter always has a heading.
 */
export function facetLabelOrField(label: string, field: string): string {
  return label.trim() || field;
}

/** Terms for a new facet from its field's count: the count, or 20 when it is 0 (fixed fields: 0). */
export function defaultFacetTerms(field: string, count: number): number {
  if (hasFixedTerms(field)) return 0;
  return count === 0 ? DEFAULT_FACET_TERMS : count;
}

/** Terms after choosing values: the number selected (the colour facet: the number of shown colours). */
export function termsForSelection(
  field: string,
  selectedValues: readonly unknown[],
  shownColors?: number,
): number {
  if (hasFixedTerms(field)) return 0;
  if (field === COLOR_FACET_FIELD && shownColors !== undefined) return shownColors;
  return selectedValues.length;
}

/** The picker-field parts the grouping reads. */
export type FacetFieldCount = Pick<FacetField, 'name' | 'count'>;

/** True when a field is chosen in the picker and not already a facet: the Add button's condition. */
export function canAddFacetField(
  selected: string | null | undefined,
  facets: readonly { readonly field: string }[],
): selected is string {
  return !!selected && selected.trim() !== '' && !facets.some((facet) => facet.field === selected);
}

/** Splits the picker's fields: 'most used' (count > 100, by count, top 10) and the rest (alphabetical). */
export function groupFacetFields<Field extends FacetFieldCount>(
  fields: readonly Field[],
): { readonly mostUsed: Field[]; readonly others: Field[] } {
  const mostUsed = fields
    .filter((f) => f.count > MOST_USED_MIN_COUNT)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, MOST_USED_LIMIT);
  const others = fields
    .filter((f) => f.count <= MOST_USED_MIN_COUNT)
    .sort((a, b) => a.name.localeCompare(b.name));
  return { mostUsed, others };
}

/** A fallback facet value: the stored value and its label's message key. */
export interface FallbackFacetValue {
  /** The value as stored in documents. */
  readonly value: string;
  /** Catalogue key of its label. */
  readonly labelKey: MessageKey;
}

const YES_NO: readonly FallbackFacetValue[] = [
  { value: 'Yes', labelKey: 'yes' },
  { value: 'No', labelKey: 'no' },
];
const IN_OUT_OF_STOCK: readonly FallbackFacetValue[] = [
  { value: 'In Stock', labelKey: 'inStock' },
  { value: 'Out of Stock', labelKey: 'outOfStock' },
];

/** Values shown when fetching a field's values fails: Yes/No for featured and insale, stock for instock. */
export function fallbackFacetValues(field: string): readonly FallbackFacetValue[] {
  if (field === 'featured' || field === 'insale') return YES_NO;
  if (field === 'instock') return IN_OUT_OF_STOCK;
  return [];
}

/** Orders the full facet list for saving: the fixed field order first, other fields after in their order. */
export function orderFacetsForSave<Facet extends { readonly field: string }>(
  facets: readonly Facet[],
): Facet[] {
  const rank = (field: string) => {
    const index = (FACET_FIELD_ORDER as readonly string[]).indexOf(field);
    return index === -1 ? FACET_FIELD_ORDER.length : index;
  };
  // Array.prototype.sort is stable, so unknown fields keep their relative order.
  return [...facets].sort((a, b) => rank(a.field) - rank(b.field));
}
