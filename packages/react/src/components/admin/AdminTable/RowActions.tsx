import { Button, type ButtonProps, Flex } from '@radix-ui/themes';

/** Props of RowActions. */
export interface RowActionsProps<Action extends string> {
  /** The actions the row's state allows, in order (from the sdk's rule, e.g. `orderActions(status)`). */
  actions: readonly Action[];
  /** The button text of an action. */
  label: (action: Action) => string;
  /** The button colour of an action (red for destructive ones). */
  color: (action: Action) => ButtonProps['color'];
  /** Disables every button, e.g. while one of the row's actions is in flight. */
  disabled?: boolean;
  /** Called with the picked action (the caller confirms and performs it). */
  onAction?: (action: Action) => void;
}

/** The action buttons of one admin table row: small, soft, high-contrast, reachable with Tab. */
export function RowActions<Action extends string>({
  actions,
  label,
  color,
  disabled = false,
  onAction,
}: RowActionsProps<Action>) {
  return (
    <Flex gap="2">
      {actions.map((action) => (
        <Button
          key={action}
          size="1"
          variant="soft"
          highContrast
          color={color(action)}
          disabled={disabled}
          onClick={() => onAction?.(action)}
        >
          {label(action)}
        </Button>
      ))}
    </Flex>
  );
}
