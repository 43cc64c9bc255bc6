import { Box, CheckboxGroup, ScrollArea, Text } from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import { useValueLabel } from '../../../hooks/boosting/useValueLabel';
import { useDistinctValues } from '../../../hooks/products/useDistinctValues';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Props of ConditionValuesPicker. */
export interface ConditionValuesPickerProps {
  /** The store whose values are offered. */
  store: StoreScope;
  /** The condition's field; null before one is chosen. */
  field: string | null;
  /** The chosen values. */
  value: readonly string[];
  /** Called with the new choice. */
  onChange: (value: string[]) => void;
  /** Accessible name of the group. */
  label: string;
}

/** The multi-value picker of one condition, fed by the field's distinct values (cached 300 s, debounced 300 ms). */
export function ConditionValuesPicker({ store, field, value, onChange, label }: ConditionValuesPickerProps) {
  const t = useT();
  const values = useDistinctValues(store, field);
  const valueLabel = useValueLabel();
  if (field === null)
    return (
      <Text size="2" color="gray">
        {t('selectValue')}
      </Text>
    );
  // Values chosen before (e.g. a saved rule's) stay offered even when the catalogue no longer has them.
  const offered = values.data ? [...new Set([...value, ...values.data])] : undefined;
  return (
    <QueryBoundary
      query={{ isPending: !offered, error: values.error, data: offered }}
      pending={
        <Text size="2" color="gray" aria-busy="true">
          {t('loadingValues')}
        </Text>
      }
      empty={
        <Text size="2" color="gray">
          {t('noValuesFound')}
        </Text>
      }
    >
      {(list) => (
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 140 }}>
          <Box pr="3">
            <CheckboxGroup.Root
              size="1"
              value={[...value]}
              onValueChange={onChange}
              aria-label={label}
              role="group"
            >
              {list.map((v) => (
                <CheckboxGroup.Item key={v} value={v}>
                  {valueLabel(field, v)}
                </CheckboxGroup.Item>
              ))}
            </CheckboxGroup.Root>
          </Box>
        </ScrollArea>
      )}
    </QueryBoundary>
  );
}
