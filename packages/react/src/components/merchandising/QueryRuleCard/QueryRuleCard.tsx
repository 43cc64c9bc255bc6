import { Badge, Box, Card, Flex, Heading, IconButton, Skeleton, Switch, Text } from '@radix-ui/themes';
import {
  MATCH_KIND_LABELS,
  type QueryRule,
  queryRuleStatus,
  scheduleSpanText,
  summariseActions,
} from '@storesearch/sdk/merchandising';
import { useId } from 'react';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { CopyGlyph, PencilGlyph, TrashGlyph } from '../../shared/Glyphs/Glyphs';
import { ScheduleBadge } from '../ScheduleBadge/ScheduleBadge';

/** Props of QueryRuleCard. */
export interface QueryRuleCardProps {
  /** The rule as the server stored it. */
  rule: QueryRule;
  /** The instant its schedule state is read at (epoch ms). */
  now: number;
  /** Switches the rule on or off; without it the switch is read-only. */
  onToggle?: (rule: QueryRule) => void;
  /** Opens the rule in the editor; without it the button is hidden. */
  onEdit?: (rule: QueryRule) => void;
  /** Adds a disabled copy; without it the button is hidden. */
  onDuplicate?: (rule: QueryRule) => void;
  /** Asks to delete the rule; without it the button is hidden. */
  onDelete?: (rule: QueryRule) => void;
  /** Whether the rule is in conflict with another rule of the store (`findConflicts`): a badge says so. */
  conflicting?: boolean | undefined;
}

/**
 * One query rule: how it matches the query, what it does, its schedule state and its switch; dimmed when off.
 * The card carries `data-rule-id` and its buttons `data-action` (`edit`, `duplicate`, `delete`), so a list can
 * move focus to them whatever their words.
 */
export function QueryRuleCard({
  rule,
  now,
  onToggle,
  onEdit,
  onDuplicate,
  onDelete,
  conflicting = false,
}: QueryRuleCardProps) {
  const t = useT();
  const areaReady = useMessageArea('merchandising');
  const query = rule.matchText;
  const name = t('queryRuleName', { kind: t(MATCH_KIND_LABELS[rule.matchKind]), text: query });
  const span = rule.schedule === undefined ? null : scheduleSpanText(rule.schedule);
  // The controls of two rules for the same query (a rule and its copy) are told apart by the status they read.
  const statusId = useId();
  if (!areaReady)
    return (
      <Card aria-busy="true">
        <Skeleton height="56px" />
      </Card>
    );
  return (
    <Card
      asChild
      style={{ opacity: rule.enabled ? 1 : 0.6 }}
      data-enabled={rule.enabled}
      data-rule-id={String(rule.id)}
    >
      <article aria-label={name}>
        <Flex justify="between" gap="3" align="start" wrap="wrap">
          {/* Takes the room the controls leave; a query of one long word wraps inside it instead of pushing them
              under it or running out of the card. */}
          <Box minWidth="0" flexGrow="1" flexBasis="16rem">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h3" size="3" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Heading>
              {/* A switched-off rule never applies: it says Off, not where its schedule stands. */}
              {queryRuleStatus(rule, now) === 'off' ? (
                <Badge id={statusId} color="gray" highContrast>
                  {t('queryRuleOff')}
                </Badge>
              ) : (
                <ScheduleBadge id={statusId} schedule={rule.schedule} now={now} />
              )}
              {/* The editor names the conflict and offers its fix. */}
              {conflicting && (
                <Badge color="amber" highContrast>
                  {t('queryRuleConflicting')}
                </Badge>
              )}
            </Flex>
            <ul style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
              {summariseActions(rule.actions).map((line) => (
                <li key={line.messageKey}>
                  <Text size="2">{t(line.messageKey, line.params)}</Text>
                </li>
              ))}
            </ul>
            {/* When a scheduled rule goes live or stops, beside the badge that says where it stands now. */}
            {span && (
              <Text as="p" size="1" color="gray">
                {t('queryRuleScheduleSpan', { span })}
              </Text>
            )}
          </Box>
          <Flex align="center" gap="3" flexShrink="0">
            <Switch
              checked={rule.enabled}
              disabled={!onToggle}
              onCheckedChange={() => onToggle?.(rule)}
              aria-label={t('queryRuleToggle', { query })}
              aria-describedby={statusId}
            />
            {onEdit && (
              <IconButton
                variant="soft"
                data-action="edit"
                aria-label={t('queryRuleEdit', { query })}
                aria-describedby={statusId}
                onClick={() => onEdit(rule)}
              >
                <PencilGlyph />
              </IconButton>
            )}
            {onDuplicate && (
              <IconButton
                variant="soft"
                data-action="duplicate"
                aria-label={t('queryRuleDuplicate', { query })}
                aria-describedby={statusId}
                onClick={() => onDuplicate(rule)}
              >
                <CopyGlyph />
              </IconButton>
            )}
            {onDelete && (
              <IconButton
                variant="soft"
                color="red"
                data-action="delete"
                aria-label={t('queryRuleDelete', { query })}
                aria-describedby={statusId}
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
