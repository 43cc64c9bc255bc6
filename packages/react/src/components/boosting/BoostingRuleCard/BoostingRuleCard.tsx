import { Badge, Box, Card, Flex, Heading, IconButton, Skeleton, Switch, Text } from '@radix-ui/themes';
import { formatNumber } from '@storesearch/sdk';
import { type BoostingRule, parseRule } from '@storesearch/sdk/boosting';
import { scheduleSpanText } from '@storesearch/sdk/merchandising';
import { useMemo } from 'react';
import { CONDITION_TYPE_LABEL_KEYS } from '../../../format/tuning.labels';
import { useConditionText } from '../../../hooks/boosting/useConditionText';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { ScheduleBadge } from '../../merchandising/ScheduleBadge/ScheduleBadge';
import { PencilGlyph, TrashGlyph } from '../../shared/Glyphs/Glyphs';

/** Props of BoostingRuleCard. */
export interface BoostingRuleCardProps {
  /** The rule as the server stored it. */
  rule: BoostingRule;
  /** The instant a scheduled rule's state is read at (epoch ms); now by default. */
  now?: number;
  /** Flips the rule's status; without it the switch is read-only. */
  onToggle?: (rule: BoostingRule) => void;
  /** Opens the rule in the edit modal; without it the button is hidden. */
  onEdit?: (rule: BoostingRule) => void;
  /** Asks to delete the rule; without it the button is hidden. */
  onDelete?: (rule: BoostingRule) => void;
}

/**
 * One Dynamic Re-Rank rule: name, its conditions in plain words, the boost, its status and, when it has a
 * schedule, whether it is scheduled, live or expired and when it starts and ends; dimmed when inactive. The card
 * carries `data-rule-id` and its buttons `data-action` (`edit`, `delete`), so a list can move focus to them
 * whatever their words.
 */
export function BoostingRuleCard({
  rule,
  now = Date.now(),
  onToggle,
  onEdit,
  onDelete,
}: BoostingRuleCardProps) {
  const t = useT();
  const locale = useLocale();
  const conditionText = useConditionText();
  const form = useMemo(() => parseRule(rule), [rule]);
  const active = rule.status === 'active';
  // The schedule's words are the merchandising area's, as its badge's are: asked for here, shown once loaded.
  const areaReady = useMessageArea('merchandising');
  const span = rule.schedule === undefined ? null : scheduleSpanText(rule.schedule);
  return (
    <Card asChild style={{ opacity: active ? 1 : 0.6 }} data-status={rule.status} data-rule-id={rule.id}>
      <article aria-label={rule.name}>
        <Flex justify="between" gap="3" align="start">
          <Box minWidth="0">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h3" size="3">
                {rule.name}
              </Heading>
              <Badge highContrast>
                {t('ruleBoostWeight', { weight: formatNumber(rule.weight, locale) })}
              </Badge>
              <Badge color={active ? 'green' : 'gray'} highContrast>
                {t(active ? 'ruleActive' : 'ruleInactive')}
              </Badge>
              {rule.schedule && <ScheduleBadge schedule={rule.schedule} now={now} />}
            </Flex>
            {form.ok ? (
              <Box mt="1">
                <Text as="p" size="2" color="gray">
                  {t(CONDITION_TYPE_LABEL_KEYS[form.value.conditionType])}
                </Text>
                <ul style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
                  {form.value.conditions.map((condition) => (
                    <li key={condition.id}>
                      <Text size="2">{conditionText(condition)}</Text>
                    </li>
                  ))}
                </ul>
              </Box>
            ) : (
              <Text as="p" size="2" color="gray">
                {t('ruleConditionsUnreadable')}
              </Text>
            )}
            {/* When a scheduled rule goes live and stops, in its time zone, beside the badge saying where it stands. */}
            {span && (
              <Text as="p" size="1" color="gray" data-schedule-span="">
                {areaReady ? t('queryRuleScheduleSpan', { span }) : <Skeleton>{span}</Skeleton>}
              </Text>
            )}
          </Box>
          <Flex align="center" gap="3" flexShrink="0">
            <Switch
              checked={active}
              disabled={!onToggle}
              onCheckedChange={() => onToggle?.(rule)}
              aria-label={t('ruleActiveToggle', { name: rule.name })}
            />
            {onEdit && (
              <IconButton
                variant="soft"
                data-action="edit"
                aria-label={t('editRuleNamed', { name: rule.name })}
                onClick={() => onEdit(rule)}
              >
                <PencilGlyph />
              </IconButton>
            )}
            {onDelete && (
              <IconButton
                variant="soft"
                color="red"
                data-action="delete"
                aria-label={t('deleteRuleNamed', { name: rule.name })}
                onClick={() => onDelete(rule)}
              >
                <TrashGlyph />
              </IconButton>
            )}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
