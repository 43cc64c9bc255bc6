import { isRuleConditionField, type RuleCondition } from '@storesearch/sdk/boosting';
import { useCallback } from 'react';
import { OPERATOR_LABEL_KEYS, RULE_FIELD_LABEL_KEYS, valueLabelKey } from '../../format/tuning.labels';
import { useLocale, useT } from '../shared/useMessages';

/** Shows a stored value as people read it: stock states and yes/no by name, other values as they are. */
export function useValueLabel(): (field: string, value: string) => string {
  const t = useT();
  return useCallback(
    (field: string, value: string) => {
      const key = valueLabelKey(field, value);
      return key ? t(key) : value;
    },
    [t],
  );
}

/** A rule condition in plain words, e.g. "Brand is Nike or Adidas", in the provider's language. */
export function useConditionText(): (condition: Omit<RuleCondition, 'id'>) => string {
  const t = useT();
  const locale = useLocale();
  const valueLabel = useValueLabel();
  return useCallback(
    (condition: Omit<RuleCondition, 'id'>) => {
      const field = isRuleConditionField(condition.field)
        ? t(RULE_FIELD_LABEL_KEYS[condition.field])
        : condition.field;
      const values = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
        condition.value.map((v) => valueLabel(condition.field, v)),
      );
      return t('ruleConditionText', { field, operator: t(OPERATOR_LABEL_KEYS[condition.operator]), values });
    },
    [t, locale, valueLabel],
  );
}
