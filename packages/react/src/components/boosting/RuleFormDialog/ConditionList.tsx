import { Box, Button, Card, Flex, IconButton, Select, Text } from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import {
  isRuleConditionField,
  RULE_CONDITION_FIELDS,
  RULE_CONDITION_TYPES,
  type RuleCondition,
  type RuleConditionType,
  SELECT_FIELD_PLACEHOLDER,
} from '@storesearch/sdk/boosting';
import { useRef } from 'react';
import {
  CONDITION_TYPE_LABEL_KEYS,
  OPERATOR_LABEL_KEYS,
  RULE_FIELD_LABEL_KEYS,
} from '../../../format/tuning.labels';
import { useT } from '../../../hooks/shared/useT';
import { ConditionValuesPicker } from './ConditionValuesPicker';

/** Props of ConditionList. */
export interface ConditionListProps {
  /** The store whose values the pickers offer. */
  store: StoreScope;
  /** The conditions as edited. */
  conditions: readonly RuleCondition[];
  /** Called with the whole list after each change. */
  onChange: (conditions: RuleCondition[]) => void;
  /** Put before each control's name when a form holds more than one list ("Bury: Select field 1"). */
  namePrefix?: string | undefined;
}

/**
 * The condition builder of the rule forms: one card per condition (field, is / is not, values from the store)
 * with its remove button, and Add condition. Dynamic Re-Rank rules and query rules' bury and boost use it.
 */
export function ConditionList({ store, conditions, onChange, namePrefix = '' }: ConditionListProps) {
  const t = useT();
  const added = useRef(0);
  const setCondition = (id: string, change: Partial<RuleCondition>) =>
    onChange(conditions.map((c) => (c.id === id ? { ...c, ...change } : c)));
  const addCondition = () => {
    const id = `added-${added.current}`;
    added.current += 1;
    onChange([...conditions, { id, field: SELECT_FIELD_PLACEHOLDER, operator: 'is', value: [] }]);
  };
  return (
    <>
      <Flex direction="column" gap="2">
        {conditions.map((condition, index) => {
          const field = isRuleConditionField(condition.field) ? condition.field : null;
          const n = index + 1;
          return (
            <Card key={condition.id}>
              <Flex gap="2" align="start" wrap="wrap">
                <Select.Root
                  value={condition.field}
                  onValueChange={(value) => setCondition(condition.id, { field: value, value: [] })}
                >
                  <Select.Trigger aria-label={`${namePrefix}${t('selectField')} ${n}`} />
                  <Select.Content>
                    <Select.Item value={SELECT_FIELD_PLACEHOLDER} disabled>
                      {t('selectField')}
                    </Select.Item>
                    {RULE_CONDITION_FIELDS.map((f) => (
                      <Select.Item key={f} value={f}>
                        {t(RULE_FIELD_LABEL_KEYS[f])}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                <Select.Root
                  value={condition.operator}
                  onValueChange={(value) => setCondition(condition.id, { operator: value as 'is' | 'isNot' })}
                >
                  <Select.Trigger aria-label={`${namePrefix}${t('conditionOperator')} ${n}`} />
                  <Select.Content>
                    <Select.Item value="is">{t(OPERATOR_LABEL_KEYS.is)}</Select.Item>
                    <Select.Item value="isNot">{t(OPERATOR_LABEL_KEYS.isNot)}</Select.Item>
                  </Select.Content>
                </Select.Root>
                <Box flexGrow="1" minWidth="160px">
                  <ConditionValuesPicker
                    store={store}
                    field={field}
                    value={condition.value}
                    onChange={(value) => setCondition(condition.id, { value })}
                    label={`${namePrefix}${t('conditionValues')} ${n}`}
                  />
                </Box>
                <IconButton
                  type="button"
                  variant="ghost"
                  color="red"
                  aria-label={`${namePrefix}${t('removeCondition')} ${n}`}
                  onClick={() => onChange(conditions.filter((c) => c.id !== condition.id))}
                >
                  ×
                </IconButton>
              </Flex>
            </Card>
          );
        })}
      </Flex>
      <Box>
        <Button type="button" variant="soft" onClick={addCondition}>
          {namePrefix}
          {t('addCondition')}
        </Button>
      </Box>
    </>
  );
}

/** How a list of conditions combines (all, any, none): its label above the select. */
export function ConditionTypeSelect({
  id,
  label,
  value,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: RuleConditionType;
  readonly onChange: (value: RuleConditionType) => void;
}) {
  const t = useT();
  return (
    <Box>
      <Text as="div" size="2" weight="medium" id={id}>
        {label}
      </Text>
      <Select.Root value={value} onValueChange={(next) => onChange(next as RuleConditionType)}>
        <Select.Trigger aria-labelledby={id} />
        <Select.Content>
          {RULE_CONDITION_TYPES.map((type) => (
            <Select.Item key={type} value={type}>
              {t(CONDITION_TYPE_LABEL_KEYS[type])}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Box>
  );
}
