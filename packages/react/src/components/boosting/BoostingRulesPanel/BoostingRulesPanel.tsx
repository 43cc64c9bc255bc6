import { Button, Callout, Flex, Heading } from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import type { BoostingRule, RuleForm, RuleWriteProblem } from '@storesearch/sdk/boosting';
import { useEffect, useRef, useState } from 'react';
import { useBoostingRules } from '../../../hooks/boosting/useBoostingRules';
import { useBoostSearchDraft } from '../../../hooks/boosting/useBoostSearchDraft';
import { ruleActionButton } from '../../../hooks/shared/ruleAction';
import { useT } from '../../../hooks/shared/useT';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { EmptyCard, PlaceholderCards } from '../../shared/PlaceholderCards/PlaceholderCards';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { BoostingRuleCard } from '../BoostingRuleCard/BoostingRuleCard';
import { RuleFormDialog } from '../RuleFormDialog/RuleFormDialog';

/** Props of BoostingRulesPanel. */
export interface BoostingRulesPanelProps {
  /** The store whose rules are shown and edited. */
  store: StoreScope;
  /**
   * A shopper's query to boost (Search State's Boost Search): the add-rule modal opens pre-filled for it, named
   * after the query with the catalogue values it names as conditions.
   */
  boostQuery?: string | undefined;
  /** Called when the modal opened for `boostQuery` closes (saved or cancelled), e.g. to drop it from the address. */
  onBoostQueryDone?: () => void;
  /** The store's IANA time zone: a new schedule is set in it (this browser's when unknown). */
  timeZone?: string | undefined;
}

/** Cards shown as placeholders while the rules load. */
const LOADING_CARDS = 3;

/** The id of the list's heading. */
const HEADING_ID = 'boosting-rules-heading';

/** The modal's state: closed, adding (from scratch or from a draft), or editing one rule. */
type Editing = { readonly rule?: BoostingRule; readonly draft?: RuleForm } | null;

function ProblemCallout({ problem }: { problem: RuleWriteProblem }) {
  const t = useT();
  if (problem === null) return null;
  if ('error' in problem) return <ErrorCallout error={problem.error} />;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{t(problem.messageKey)}</Callout.Text>
    </Callout.Root>
  );
}

/**
 * Dynamic Re-Rank rules of a store: cards (dimmed when inactive) with the optimistic status toggle, the add/edit
 * modal with its live preview, and delete behind a confirmation.
 */
export function BoostingRulesPanel({
  store,
  boostQuery,
  onBoostQueryDone,
  timeZone,
}: BoostingRulesPanelProps) {
  const t = useT();
  const { rules, saveRule, deleteRule, toggleRule, toggleProblem, dismissToggleProblem } =
    useBoostingRules(store);
  const [editing, setEditing] = useState<Editing>(null);
  const draft = useBoostSearchDraft(store, boostQuery);
  // The query whose modal was opened: it opens once, not again while the address still names it.
  const [openedFor, setOpenedFor] = useState<string | undefined>(undefined);
  // The rules there were before its save (null while unknown): one added since is the one it saved.
  const rulesBeforeDraft = useRef<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (boostQuery === undefined) {
      if (openedFor !== undefined) setOpenedFor(undefined);
      return;
    }
    if (draft === undefined || openedFor === boostQuery) return;
    setOpenedFor(boostQuery);
    rulesBeforeDraft.current = null;
    setEditing({ draft });
  }, [draft, boostQuery, openedFor]);
  // The list as it was when the modal for a query opened, or as it first loaded while it was open.
  const draftOpen = editing?.draft !== undefined;
  useEffect(() => {
    if (draftOpen && rulesBeforeDraft.current === null && rules.data)
      rulesBeforeDraft.current = new Set(rules.data.map((rule) => String(rule.id)));
  }, [draftOpen, rules.data]);
  /** The Edit button of the rule the modal for a query saved, else the list's heading. */
  const savedRuleOrHeading = () => {
    const before = rulesBeforeDraft.current;
    const added = before && (rules.data ?? []).find((rule) => !before.has(String(rule.id)));
    const heading = document.getElementById(HEADING_ID);
    return (added && ruleActionButton(heading?.closest('section'), added.id, 'edit')) || heading;
  };
  const [deleting, setDeleting] = useState<BoostingRule | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<RuleWriteProblem>(null);
  const [removing, setRemoving] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    const problem = await deleteRule(deleting);
    setRemoving(false);
    setDeleteProblem(problem);
    if (problem === null) setDeleting(null);
  };

  const body = (
    <QueryBoundary
      query={rules}
      pending={<PlaceholderCards count={LOADING_CARDS} height="56px" />}
      empty={<EmptyCard>{t('noRulesFound')}</EmptyCard>}
    >
      {(list) =>
        list.map((rule) => (
          <BoostingRuleCard
            key={rule.id}
            rule={rule}
            onToggle={toggleRule}
            onEdit={(r) => setEditing({ rule: r })}
            onDelete={(r) => {
              setDeleteProblem(null);
              setDeleting(r);
            }}
          />
        ))
      }
    </QueryBoundary>
  );

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={HEADING_ID}>
        <Flex align="center" justify="between" gap="3">
          <Heading as="h2" size="4" id={HEADING_ID}>
            {t('boostingTitle')}
          </Heading>
          <Button onClick={() => setEditing({})}>{t('addRule')}</Button>
        </Flex>
        {toggleProblem && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {t(toggleProblem)}{' '}
              <Button size="1" variant="ghost" onClick={dismissToggleProblem}>
                {t('close')}
              </Button>
            </Callout.Text>
          </Callout.Root>
        )}
        {body}

        <RuleFormDialog
          store={store}
          timeZone={timeZone}
          open={editing !== null}
          onOpenChange={(open) => {
            if (open) return;
            if (editing?.draft) onBoostQueryDone?.();
            setEditing(null);
          }}
          rule={editing?.rule}
          draft={editing?.draft}
          rules={rules.data}
          onSave={saveRule}
          returnFocusTo={savedRuleOrHeading}
        />

        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={t('deleteRuleTitle')}
          description={t('confirmDeleteRule', { name: deleting?.name ?? '' })}
          confirmLabel={t('delete')}
          color="red"
          pending={removing}
          onConfirm={() => void confirmDelete()}
        >
          {deleteProblem && <ProblemCallout problem={deleteProblem} />}
        </ConfirmDialog>
      </section>
    </Flex>
  );
}
