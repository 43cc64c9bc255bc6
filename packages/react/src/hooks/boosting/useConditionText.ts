import { isRuleConditionField, type RuleCondition } from '@storesearch/sdk/boosting';
import { useCallback } from 'react';
import { OPERATOR_LABEL_KEYS, RULE_FIELD_LABEL_KEYS } from '../../format/tuning.labels';
import { useLocale } from '../shared/useLocale';
import { useT } from '../shared/useT';
import { useValueLabel } from './useValueLabel';

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
