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
  /**
   * Where the results of one query alone are changed (e.g. the app's search preview for it): the modal opened
   * for `boostQuery` says its rule re-ranks every search, and links there.
   */
  queryAloneHref?: ((query: string) => string) | undefined;
  /** Follows that link inside the app (its router); without it, the link loads its page. */
  onNavigate?: ((href: string) => void) | undefined;
  /** The store's IANA time zone: a new schedule is set in it (this browser's when unknown). */
  timeZone?: string | undefined;
}

/** Cards shown as placeholders while the rules load. */
const LOADING_CARDS = 3;

/** The id of the list's heading. */
const HEADING_ID = 'boosting-rules-heading';

/** The modal's state: closed, adding (from scratch or from a draft), or editing one rule. */
type Editing = {
  readonly rule?: BoostingRule;
  readonly draft?: RuleForm;
  /** The shopper's query the draft was made for. */
  readonly query?: string;
} | null;

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
  queryAloneHref,
  onNavigate,
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
    edited.current = undefined;
    setEditing({ draft, query: boostQuery });
  }, [draft, boostQuery, openedFor]);
  // The list as it was when the modal for a query opened, or as it first loaded while it was open.
  const draftOpen = editing?.draft !== undefined;
  useEffect(() => {
    if (draftOpen && rulesBeforeDraft.current === null && rules.data)
      rulesBeforeDraft.current = new Set(rules.data.map((rule) => String(rule.id)));
  }, [draftOpen, rules.data]);
  const section = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** A rule's Edit button while its card is drawn. */
  const editButtonOf = (ruleId: string | number | undefined) =>
    ruleId === undefined ? null : ruleActionButton(section.current, ruleId, 'edit');
  // The rule the modal last edited: its card's Edit button takes focus back should the card be drawn anew.
  const edited = useRef<string | number | undefined>(undefined);
  /** The Edit button of the rule the modal edited or, for a query, saved; else the list's heading. */
  const savedRuleOrHeading = () => {
    const before = rulesBeforeDraft.current;
    const added = before && (rules.data ?? []).find((rule) => !before.has(String(rule.id)));
    return editButtonOf(edited.current ?? added?.id) ?? document.getElementById(HEADING_ID);
  };
  const [deleting, setDeleting] = useState<BoostingRule | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<RuleWriteProblem>(null);
  const [removing, setRemoving] = useState(false);
  // The rules beside the one a confirmed delete removed, until focus has gone back to the list.
  const besideDeleted = useRef<{
    readonly next?: string | number;
    readonly previous?: string | number;
  } | null>(null);
  /** After a delete: the Edit button of the next rule, else of the previous one, else Add Rule. */
  const afterDelete = () =>
    editButtonOf(besideDeleted.current?.next) ??
    editButtonOf(besideDeleted.current?.previous) ??
    addButton.current;

  const confirmDelete = async () => {
    if (!deleting) return;
    const list = rules.data ?? [];
    const at = list.findIndex((rule) => String(rule.id) === String(deleting.id));
    setRemoving(true);
    const problem = await deleteRule(deleting);
    setRemoving(false);
    setDeleteProblem(problem);
    if (problem === null) {
      besideDeleted.current = { next: list[at + 1]?.id, previous: list[at - 1]?.id };
      setDeleting(null);
    }
  };
  /**
   * The confirmation hands focus back to the control of the deleted card's neighbour that sits where Delete sat;
   * the neighbour's Edit button is where a keyboard user carries on, and it deletes nothing if pressed again.
   */
  const focusAfterDelete = (event: React.FocusEvent<HTMLElement>) => {
    // Focus moving inside the confirmation (a portal, drawn outside the section) is not focus coming back.
    if (besideDeleted.current === null || !event.currentTarget.contains(event.target)) return;
    const target = afterDelete();
    besideDeleted.current = null;
    if (target && target !== event.target) target.focus();
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
            onEdit={(r) => {
              edited.current = r.id;
              setEditing({ rule: r });
            }}
            onDelete={(r) => {
              besideDeleted.current = null;
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
      <section aria-labelledby={HEADING_ID} ref={section} onFocusCapture={focusAfterDelete}>
        <Flex align="center" justify="between" gap="3">
          <Heading as="h2" size="4" id={HEADING_ID}>
            {t('boostingTitle')}
          </Heading>
          <Button
            ref={addButton}
            onClick={() => {
              edited.current = undefined;
              setEditing({});
            }}
          >
            {t('addRule')}
          </Button>
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
          draftQuery={editing?.query}
          queryAloneHref={queryAloneHref}
          onNavigate={onNavigate}
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
          returnFocusFallback={afterDelete}
        >
          {deleteProblem && <ProblemCallout problem={deleteProblem} />}
        </ConfirmDialog>
      </section>
    </Flex>
  );
}
