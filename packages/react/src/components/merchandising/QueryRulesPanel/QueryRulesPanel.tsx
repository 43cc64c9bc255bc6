import { Box, Button, Callout, Flex, Heading, Select, Skeleton, Text } from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import {
  findConflicts,
  isQueryRuleSort,
  QUERY_RULE_SORT_LABELS,
  QUERY_RULE_SORTS,
  type QueryRule,
  type QueryRuleSort,
  type QueryRuleWriteProblem,
  savedRuleForQuery,
  searchQueryRules,
} from '@storesearch/sdk/merchandising';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQueryRules } from '../../../hooks/merchandising/useQueryRules';
import { ruleActionButton } from '../../../hooks/shared/ruleAction';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { FormField } from '../../shared/FormField/FormField';
import { EmptyCard, PlaceholderCards } from '../../shared/PlaceholderCards/PlaceholderCards';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { useToast } from '../../shared/Toaster/toast.context';
import { VirtualStack } from '../../shared/VirtualStack/VirtualStack';
import { QueryRuleCard } from '../QueryRuleCard/QueryRuleCard';
import { QueryRuleForm, type QueryRuleStart } from '../QueryRuleForm/QueryRuleForm';

/** Props of QueryRulesPanel. */
export interface QueryRulesPanelProps {
  /** The store whose query rules are shown and edited. */
  store: StoreScope;
  /** The instant schedule states are read at (epoch ms); now by default. */
  now?: number | undefined;
  /**
   * A new rule to open the add dialog with (e.g. a report's "Add redirect" for a query): it opens once, not
   * again while this stays the same.
   */
  startRule?: QueryRuleStart | undefined;
  /** Called when the dialog opened for `startRule` closes (saved or cancelled), e.g. to drop it from the address. */
  onStartRuleDone?: (() => void) | undefined;
  /** The store's IANA time zone: a new schedule is set in it (this browser's when unknown). */
  timeZone?: string | undefined;
}

/** Cards shown as placeholders while the rules load. */
const LOADING_CARDS = 3;

/** A rule card's height before it is measured, gap included, in px: a card with one or two lines. */
const QUERY_RULE_CARD_ESTIMATE = 94;

/** Space between cards, in px (Radix space 3). */
const CARD_GAP = 12;

/** The editor's state: closed, adding a rule (maybe from a start), or editing one. */
type Editing = { readonly rule?: QueryRule; readonly start?: QueryRuleStart } | null;

/** A save the editor made: the rule it replaced, or the rules there were before a new one. */
type Saved = { readonly ruleId: string | number } | { readonly before: ReadonlySet<string> };

/**
 * A store's merchandising query rules: searchable and sortable cards with their schedule state (hundreds scroll
 * in a virtualised column), the enabled switch (optimistic, rolled back on failure), duplicate, delete behind a
 * confirmation, and the add/edit dialog.
 */
export function QueryRulesPanel({ store, now, startRule, onStartRuleDone, timeZone }: QueryRulesPanelProps) {
  const t = useT();
  const ids = useId();
  const toast = useToast();
  const areaReady = useMessageArea('merchandising');
  const { rules, saveRule, deleteRule, duplicateRule, toggleRule, toggleFailed, dismissToggleFailed } =
    useQueryRules(store);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<QueryRuleSort>('matchText');
  const [editing, setEditing] = useState<Editing>(null);
  // The save of the editor opened for a start: where focus goes when it closes, with no button to go back to.
  const saved = useRef<Saved | null>(null);
  const [deleting, setDeleting] = useState<QueryRule | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<QueryRuleWriteProblem>(null);
  const [removing, setRemoving] = useState(false);
  const [actionProblem, setActionProblem] = useState<QueryRuleWriteProblem>(null);
  const at = now ?? Date.now();
  // The start whose dialog was opened: it opens once, not again while the caller still names it.
  const [startedFor, setStartedFor] = useState<QueryRuleStart | undefined>(undefined);
  useEffect(() => {
    if (startRule === undefined) {
      if (startedFor !== undefined) setStartedFor(undefined);
      return;
    }
    if (startedFor?.matchText === startRule.matchText && startedFor.focus === startRule.focus) return;
    // A redirect is one per query: when the query redirects already, its rule opens to change the address.
    // Until the rules are in, that cannot be known.
    if (startRule.focus === 'redirect' && rules.data === undefined && !rules.isError) return;
    const existing = savedRuleForQuery(rules.data ?? [], startRule.matchText);
    setStartedFor(startRule);
    saved.current = null;
    setEditing(
      startRule.focus === 'redirect' && existing?.actions.redirect
        ? { rule: existing, start: startRule }
        : { start: startRule },
    );
  }, [startRule, startedFor, rules.data, rules.isError]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    const problem = await deleteRule(deleting);
    setRemoving(false);
    setDeleteProblem(problem);
    if (problem === null) {
      toast.show({
        title: t('successTitle'),
        description: t('queryRuleDeleted', { query: deleting.matchText }),
      });
      setDeleting(null);
    }
  };

  // The rules in conflict with another, badged in the list so a conflict does not wait for the editor.
  const conflicting = useMemo(
    () =>
      new Set(
        findConflicts({ rules: rules.data ?? [] }).flatMap((conflict) =>
          'ruleIds' in conflict ? conflict.ruleIds : [],
        ),
      ),
    [rules.data],
  );
  const heading = () => document.getElementById(`${ids}-heading`);
  /** A rule's Edit button while its card is drawn. */
  const editButtonOf = (rule: QueryRule) => ruleActionButton(heading()?.closest('section'), rule.id, 'edit');
  /** The saved rule's Edit button while its card is drawn, else the list's heading. */
  const savedRuleOrHeading = () => {
    const last = saved.current;
    const all = rules.data ?? [];
    const rule =
      last === null
        ? undefined
        : 'ruleId' in last
          ? all.find((r) => String(r.id) === String(last.ruleId))
          : all.find((r) => !last.before.has(String(r.id)));
    return (rule && editButtonOf(rule)) ?? heading();
  };

  // The rules there were before a duplicate: focus goes to the copy's Edit button once its card is drawn.
  const [copiedFrom, setCopiedFrom] = useState<ReadonlySet<string> | null>(null);
  const duplicate = async (rule: QueryRule) => {
    const before = new Set((rules.data ?? []).map((r) => String(r.id)));
    const problem = await duplicateRule(rule);
    setActionProblem(problem);
    if (problem === null) {
      setCopiedFrom(before);
      toast.show({
        title: t('successTitle'),
        description: t('queryRuleDuplicated', { query: rule.matchText }),
      });
    }
  };
  useEffect(() => {
    if (copiedFrom === null) return;
    const copy = rules.data?.find((r) => !copiedFrom.has(String(r.id)));
    if (copy === undefined) return;
    // A copy the search hides or the list has not drawn keeps focus where it was.
    editButtonOf(copy)?.focus();
    setCopiedFrom(null);
  });

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${ids}-heading`}>
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Heading as="h2" size="4" id={`${ids}-heading`}>
            {areaReady ? t('queryRulesTitle') : <Skeleton>{'\u00a0'.repeat(16)}</Skeleton>}
          </Heading>
          <Button onClick={() => setEditing({})} disabled={!areaReady || rules.isPending}>
            {areaReady ? t('queryRulesAdd') : <Skeleton>{'\u00a0'.repeat(12)}</Skeleton>}
          </Button>
        </Flex>
        {areaReady && rules.isSuccess && rules.data.length > 0 && (
          <Flex gap="3" align="end" wrap="wrap">
            <Box flexGrow="1" minWidth="200px">
              <FormField
                id={`${ids}-search`}
                label={t('queryRulesSearch')}
                value={search}
                onChange={setSearch}
              />
            </Box>
            <Flex direction="column" gap="1">
              <Text as="div" size="2" weight="medium" id={`${ids}-sort`}>
                {t('queryRulesSort')}
              </Text>
              <Select.Root value={sort} onValueChange={(value) => isQueryRuleSort(value) && setSort(value)}>
                <Select.Trigger aria-labelledby={`${ids}-sort`} />
                <Select.Content>
                  {QUERY_RULE_SORTS.map((option) => (
                    <Select.Item key={option} value={option}>
                      {t(QUERY_RULE_SORT_LABELS[option])}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          </Flex>
        )}
        {toggleFailed && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {t('queryRuleToggleFailed')}{' '}
              <Button size="1" variant="ghost" onClick={dismissToggleFailed}>
                {t('close')}
              </Button>
            </Callout.Text>
          </Callout.Root>
        )}
        {actionProblem && <ErrorCallout error={actionProblem.error} />}
        <QueryBoundary
          query={{ isPending: rules.isPending || !areaReady, error: rules.error, data: rules.data }}
          pending={<PlaceholderCards count={LOADING_CARDS} height="56px" />}
          empty={<EmptyCard>{t('queryRulesEmpty')}</EmptyCard>}
        >
          {(all) => {
            const shown = searchQueryRules(all, search, sort);
            return shown.length === 0 ? (
              <Text as="p" color="gray" role="status">
                {t('queryRulesNoMatch', { search: search.trim() })}
              </Text>
            ) : (
              <VirtualStack
                items={shown}
                itemKey={(rule) => String(rule.id)}
                estimateSize={QUERY_RULE_CARD_ESTIMATE}
                gap={CARD_GAP}
                label={t('queryRulesTitle')}
              >
                {(rule) => (
                  <QueryRuleCard
                    rule={rule}
                    now={at}
                    conflicting={conflicting.has(String(rule.id))}
                    onToggle={toggleRule}
                    onEdit={(r) => setEditing({ rule: r })}
                    onDuplicate={(r) => void duplicate(r)}
                    onDelete={(r) => {
                      setDeleteProblem(null);
                      setDeleting(r);
                    }}
                  />
                )}
              </VirtualStack>
            );
          }}
        </QueryBoundary>

        {areaReady && (
          <QueryRuleForm
            store={store}
            timeZone={timeZone}
            now={at}
            open={editing !== null}
            onOpenChange={(open) => {
              if (open) return;
              if (editing?.start) onStartRuleDone?.();
              setEditing(null);
            }}
            rule={editing?.rule}
            start={editing?.start}
            rules={rules.data ?? []}
            returnFocusFallback={savedRuleOrHeading}
            onSave={async (ruleBody, ruleId) => {
              const before = new Set((rules.data ?? []).map((r) => String(r.id)));
              const problem = await saveRule(ruleBody, ruleId);
              if (problem === null) {
                saved.current = ruleId === undefined ? { before } : { ruleId };
                toast.show({
                  title: t('successTitle'),
                  description: t('queryRuleSaved', { query: ruleBody.matchText }),
                });
              }
              return problem;
            }}
          />
        )}

        {areaReady && (
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={t('queryRuleDeleteTitle')}
            description={t('queryRuleDeleteText', { query: deleting?.matchText ?? '' })}
            confirmLabel={t('delete')}
            color="red"
            onConfirm={() => void confirmDelete()}
            pending={removing}
            error={deleteProblem?.error}
            returnFocusFallback={heading}
          />
        )}
      </section>
    </Flex>
  );
}
