/** What a rule card's buttons do, named by their `data-action` attribute whatever their words. */
export type RuleAction = 'edit' | 'duplicate' | 'delete';

/**
 * A rule card's button for an action, found by the card's `data-rule-id` and the button's `data-action` (as
 * QueryRuleCard and BoostingRuleCard mark them) inside `container`; null while the card is not drawn. Lists move
 * focus to it after an editor they opened without that button closes.
 */
export function ruleActionButton(
  container: ParentNode | null | undefined,
  ruleId: string | number,
  action: RuleAction,
): HTMLElement | null {
  return (
    container?.querySelector<HTMLElement>(
      `[data-rule-id="${CSS.escape(String(ruleId))}"] [data-action="${action}"]`,
    ) ?? null
  );
}
