import { formatNumber } from '@storesearch/sdk';
import {
  normaliseRuleForm,
  parseRule,
  type RuleCondition,
  type RuleConditionType,
  ruleConditionTypeSchema,
} from '@storesearch/sdk/boosting';
import type { HistoryValueText } from '@storesearch/sdk/merchandising';
import { useCallback } from 'react';
import { CONDITION_TYPE_LABEL_KEYS } from '../../format/tuning.labels';
import { useConditionText } from '../boosting/useConditionText';
import { useLocale } from '../shared/useLocale';
import { useT } from '../shared/useT';

/** A stored object read field by field. */
type LooseRecord = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is LooseRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The conditions of a bury or a boost as stored (a loose object), or null when it holds none the form reads. */
function storedConditions(
  value: LooseRecord,
): { type: RuleConditionType; conditions: RuleCondition[] } | null {
  const type = ruleConditionTypeSchema.safeParse(value.conditionType);
  if (!type.success || !Array.isArray(value.conditions)) return null;
  const form = normaliseRuleForm({
    name: '',
    enabled: true,
    boostValue: 1,
    conditionType: type.data,
    conditions: value.conditions.filter(isRecord).map((c, index) => ({
      id: String(index),
      field: String(c.field),
      operator: c.operator === 'isNot' ? 'isNot' : 'is',
      value: Array.isArray(c.value) ? c.value.map(String) : [],
    })),
  });
  return form.conditions.length > 0 ? { type: form.conditionType, conditions: form.conditions } : null;
}

/**
 * How the tuning history reads the fields that hold conditions (`HistoryConditionsField`): a Dynamic Re-Rank
 * rule's matcher and a query rule's bury and boost as their conditions in words ("All conditions: Brand is Nike
 * or Adidas"), with the products they name (by `productName`, else as no longer in the catalogue) and the
 * weight. Null for anything it cannot read, which the history names as conditions set outside this dashboard.
 */
export function useHistoryValueText(productName: (productId: string) => string | null): HistoryValueText {
  const t = useT();
  const locale = useLocale();
  const conditionText = useConditionText();
  return useCallback(
    (value: unknown, field: string) => {
      const conditionsText = (type: RuleConditionType, conditions: readonly RuleCondition[]) =>
        `${t(CONDITION_TYPE_LABEL_KEYS[type])}: ${conditions.map(conditionText).join('; ')}`;
      if (field === 'matcher') {
        const parsed = parseRule({ name: '', weight: 1, status: 'active', matcher: value });
        return parsed.ok ? conditionsText(parsed.value.conditionType, parsed.value.conditions) : null;
      }
      if ((field === 'actions.bury' || field === 'actions.boost') && isRecord(value)) {
        const read = storedConditions(value);
        const products = Array.isArray(value.productIds)
          ? value.productIds.map((id) => productName(String(id)) ?? t('historyProductUnknown'))
          : [];
        const parts = [
          ...(products.length > 0 ? [products.join(', ')] : []),
          ...(read ? [conditionsText(read.type, read.conditions)] : []),
          ...(typeof value.weight === 'number' ? [`× ${formatNumber(value.weight, locale)}`] : []),
        ];
        return parts.length > 0 ? parts.join(' · ') : null;
      }
      return null;
    },
    [t, locale, conditionText, productName],
  );
}
