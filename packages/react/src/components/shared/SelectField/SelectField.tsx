import { Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';

/** One choice of a SelectField. */
export interface SelectFieldOption<Value extends string> {
  /** The value passed to `onChange`. */
  value: Value;
  /** Its translated text. */
  label: string;
  /** Why it cannot be chosen, shown under its text; with it the choice is offered but disabled. */
  unavailable?: string | undefined;
}

/** Props of SelectField. */
export interface SelectFieldProps<Value extends string> {
  /** The visible label, which also names the select. */
  label: string;
  /** The chosen value. */
  value: Value;
  /** The choices, in order. */
  options: readonly SelectFieldOption<Value>[];
  /** Called with the value chosen. */
  onChange: (value: Value) => void;
}

/**
 * A select with its label above it, the shape of the pickers that sit side by side over a report. A choice that
 * does not apply is listed disabled with its reason, rather than left out, so the reader learns why.
 */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" id={id}>
        {label}
      </Text>
      <Select.Root
        value={value}
        onValueChange={(next) => {
          const chosen = options.find((option) => option.value === next);
          if (chosen) onChange(chosen.value);
        }}
      >
        <Select.Trigger aria-labelledby={id} />
        <Select.Content>
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value} disabled={option.unavailable !== undefined}>
              {option.unavailable === undefined ? (
                option.label
              ) : (
                <Flex direction="column">
                  <Text>{option.label}</Text>
                  <Text size="1">{option.unavailable}</Text>
                </Flex>
              )}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
