import type { MessageKey } from '@storesearch/sdk';
import type { RuleConditionField, RuleConditionType } from '@storesearch/sdk/boosting';
import { STOCK_STATUS_MAP } from '@storesearch/sdk/facets';

/** Catalogue key of each rule-condition field's name. */
export const RULE_FIELD_LABEL_KEYS = {
  brand: 'fieldBrand',
  category: 'fieldCategory',
  tag: 'fieldTag',
  color: 'fieldColor',
  size: 'fieldSize',
  stockStatus: 'fieldStockStatus',
  featured: 'fieldFeatured',
  onSale: 'fieldOnSale',
} as const satisfies Record<RuleConditionField, MessageKey>;

/** Catalogue key of each condition type. */
export const CONDITION_TYPE_LABEL_KEYS = {
  all: 'conditionTypeAll',
  is: 'conditionTypeIs',
  isNot: 'conditionTypeIsNot',
} as const satisfies Record<RuleConditionType, MessageKey>;

/** Catalogue key of each condition operator. */
export const OPERATOR_LABEL_KEYS = { is: 'operatorIs', isNot: 'operatorIsNot' } as const satisfies Record<
  'is' | 'isNot',
  MessageKey
>;

const STOCK_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  [STOCK_STATUS_MAP['In Stock']]: 'inStock',
  [STOCK_STATUS_MAP['Out of Stock']]: 'outOfStock',
  [STOCK_STATUS_MAP['On Backorder']]: 'onBackorder',
  [STOCK_STATUS_MAP['Pre-order']]: 'preOrder',
};

/** Catalogue key of a stored value that has a display name (stock states, yes/no flags); null for plain text. */
export function valueLabelKey(field: string, value: string): MessageKey | null {
  if (field === 'stockStatus' || field === 'instock') return STOCK_LABEL_KEYS[value] ?? null;
  if (field === 'featured' || field === 'onSale' || field === 'insale') {
    if (value === 'true') return 'yes';
    if (value === 'false') return 'no';
  }
  return null;
}
