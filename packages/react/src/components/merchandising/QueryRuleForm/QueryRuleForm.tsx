import { Box, Button, Callout, Card, Dialog, Flex, Select, Skeleton, Switch, Text } from '@radix-ui/themes';
import {
  formatNumber,
  type MessageParams,
  type StoreScope,
  toNumber,
  type ValidationIssue,
} from '@storesearch/sdk';
import { RULE_BOOST_LIMITS, type RuleCondition, type RuleConditionType } from '@storesearch/sdk/boosting';
import {
  type Conflict,
  type ConflictFix,
  DRAFT_RULE_ID,
  findConflicts,
  MATCH_KIND_LABELS,
  MATCH_KINDS,
  type MatchKind,
  type QueryRule,
  type QueryRuleBody,
  type QueryRuleField,
  type QueryRuleFields,
  type QueryRuleWriteProblem,
  queryRuleWarnings,
  rulesWithDraft,
  scheduleFromFields,
  validateQueryRule,
} from '@storesearch/sdk/merchandising';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useProductNames } from '../../../hooks/merchandising/useProductNames';
import { useStoreProducts } from '../../../hooks/products/useStoreProducts';
import { issuesAfter } from '../../../hooks/shared/issuesAfter';
import { useFocusFirstInvalid } from '../../../hooks/shared/useFocusFirstInvalid';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useMinuteClock } from '../../../hooks/shared/useMinuteClock';
import { useReturnFocus } from '../../../hooks/shared/useReturnFocus';
import { useT } from '../../../hooks/shared/useT';
import { ConditionList, ConditionTypeSelect } from '../../boosting/RuleFormDialog/ConditionList';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { DialogActions } from '../../shared/DialogActions/DialogActions';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { FormField, keepDialogForOpenList } from '../../shared/FormField/FormField';
import { ScheduleFields, scheduleText, scheduleTimeZone } from '../ScheduleFields/ScheduleFields';
import { ChosenProduct, ChosenProducts, ChosenProductsLoading, ProductPicker } from './ProductPicker';

/** Props of QueryRuleForm. */
export interface QueryRuleFormProps {
  /** The store the rule belongs to. */
  store: StoreScope;
  /** Whether the dialog is open. */
  open: boolean;
  /** Opens or closes the dialog. */
  onOpenChange: (open: boolean) => void;
  /** The rule to edit; absent to add a new one. */
  rule?: QueryRule | undefined;
  /** Where a new rule starts (e.g. a report's fix for a query); ignored when editing a rule. */
  start?: QueryRuleStart | undefined;
  /** The store's IANA time zone: a new schedule is set in it (this browser's when unknown). */
  timeZone?: string | undefined;
  /** The instant the schedule is checked at (epoch ms), e.g. whether it has already ended; now by default. */
  now?: number | undefined;
  /** The store's other rules, checked for conflicts with this one before saving. */
  rules: readonly QueryRule[];
  /** Saves the checked rule; resolves null on success (the dialog closes) or the problem to show. */
  onSave: (body: QueryRuleBody, ruleId?: string | number) => Promise<QueryRuleWriteProblem>;
  /**
   * Where focus goes on close when nothing had focus as it opened (opened from the address for a `start`) or
   * what had is gone, e.g. the saved rule's card or the list's heading; otherwise it goes back to the opener.
   */
  returnFocusFallback?: (() => HTMLElement | null) | undefined;
}

/** Where a new rule starts: a shopper's query, and the field to fill first. */
export interface QueryRuleStart {
  /** The query the rule applies to (it equals it). */
  readonly matchText: string;
  /** The field that takes the focus, e.g. the redirect for a query that finds nothing; by default the first. */
  readonly focus?: 'redirect' | undefined;
}

/**
 * The add/edit query-rule dialog; remounts per rule so each opening starts from that rule. Closing it with
 * unsaved changes (Escape, a click outside, Cancel) asks first; a successful save closes it at once.
 */
export function QueryRuleForm(props: QueryRuleFormProps) {
  const t = useT();
  const returnFocus = useReturnFocus(props.open, props.returnFocusFallback);
  const areaReady = useMessageArea('merchandising');
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const { onOpenChange } = props;
  const requestOpenChange = (open: boolean) => {
    if (!open && dirty) setAsking(true);
    else onOpenChange(open);
  };
  return (
    <>
      <Dialog.Root open={props.open} onOpenChange={requestOpenChange}>
        <Dialog.Content
          maxWidth="640px"
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={keepDialogForOpenList}
          aria-busy={areaReady ? undefined : true}
        >
          <Dialog.Title>
            {areaReady ? (
              t(props.rule ? 'queryRulesEditTitle' : 'queryRulesAdd')
            ) : (
              <Skeleton>{'\u00a0'.repeat(16)}</Skeleton>
            )}
          </Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {areaReady ? t('queryRulesTitle') : <Skeleton>{'\u00a0'.repeat(12)}</Skeleton>}
          </Dialog.Description>
          {props.open && areaReady && (
            <QueryRuleFormBody
              key={props.rule?.id ?? props.start?.matchText ?? 'new'}
              {...props}
              onDirtyChange={setDirty}
            />
          )}
        </Dialog.Content>
      </Dialog.Root>
      {areaReady && (
        <ConfirmDialog
          open={asking}
          onOpenChange={(open) => {
            // Escape or a click outside keeps editing.
            if (!open) setAsking(false);
          }}
          title={t('unsavedChangesTitle')}
          description={t('queryRuleUnsavedChanges')}
          cancelLabel={t('stayOnPage')}
          confirmLabel={t('close')}
          color="red"
          onConfirm={() => {
            setAsking(false);
            onOpenChange(false);
          }}
        />
      )}
    </>
  );
}

/** A pin as typed: its position stays text until it is saved, so nothing typed is lost. */
interface PinDraft {
  readonly productId: string;
  readonly position: string;
}

/** The form's fields as typed. */
interface FormState {
  readonly matchKind: MatchKind;
  readonly matchText: string;
  readonly enabled: boolean;
  readonly pins: readonly PinDraft[];
  readonly hides: readonly string[];
  readonly redirect: string;
  readonly start: string;
  readonly end: string;
  /** Products buried by id. */
  readonly buryIds: readonly string[];
  /** How the bury conditions combine. */
  readonly buryType: RuleConditionType;
  /** Products matching these are buried too. */
  readonly buryConditions: readonly RuleCondition[];
  /** The boost's weight as typed; empty with no conditions: no boost. */
  readonly boostWeight: string;
  /** How the boost conditions combine. */
  readonly boostType: RuleConditionType;
  /** Products matching these are boosted. */
  readonly boostConditions: readonly RuleCondition[];
}

function initialState(rule: QueryRule | undefined, start: QueryRuleStart | undefined): FormState {
  return {
    matchKind: rule?.matchKind ?? 'equals',
    matchText: rule?.matchText ?? start?.matchText ?? '',
    enabled: rule?.enabled ?? true,
    pins: (rule?.actions.pins ?? []).map((p) => ({
      productId: String(p.productId),
      position: String(p.position),
    })),
    hides: (rule?.actions.hides ?? []).map(String),
    redirect: rule?.actions.redirect ?? '',
    ...scheduleText(rule?.schedule),
    buryIds: (rule?.actions.bury?.productIds ?? []).map(String),
    buryType: rule?.actions.bury?.conditionType ?? 'all',
    buryConditions: rule?.actions.bury?.conditions ?? [],
    boostWeight: rule?.actions.boost ? String(rule.actions.boost.weight) : '',
    boostType: rule?.actions.boost?.conditionType ?? 'all',
    boostConditions: rule?.actions.boost?.conditions ?? [],
  };
}

/** The rule the form describes. */
function ruleOf(form: FormState, store: StoreScope, timeZone: string): QueryRuleFields {
  const redirect = form.redirect.trim();
  const schedule = scheduleFromFields(form, timeZone);
  return {
    storeId: String(store.storeId),
    storeType: store.storeType,
    matchKind: form.matchKind,
    matchText: form.matchText,
    enabled: form.enabled,
    actions: {
      ...(form.buryIds.length > 0 || form.buryConditions.length > 0
        ? {
            bury: {
              productIds: [...form.buryIds],
              conditionType: form.buryType,
              conditions: [...form.buryConditions],
            },
          }
        : {}),
      ...(form.boostWeight.trim() !== '' || form.boostConditions.length > 0
        ? {
            boost: {
              conditionType: form.boostType,
              conditions: [...form.boostConditions],
              weight: toNumber(form.boostWeight),
            },
          }
        : {}),
      pins: form.pins.map((p) => ({ productId: p.productId, position: toNumber(p.position) })),
      hides: [...form.hides],
      ...(redirect === '' ? {} : { redirect }),
    },
    ...(schedule === undefined ? {} : { schedule }),
  };
}

/**
 * Conflicts of the rule being edited with the store's other enabled rules. The draft takes the place of the
 * saved rule it replaces (a new one comes last), so which rule wins a tie is as it will be once saved.
 */
function conflictsOf(
  draft: QueryRuleFields,
  rule: QueryRule | undefined,
  rules: readonly QueryRule[],
): Conflict[] {
  const draftId = rule ? String(rule.id) : DRAFT_RULE_ID;
  const drafted = rulesWithDraft(rules, { rule: { ...draft, ...(rule ? { id: rule.id } : {}) } });
  return findConflicts({ rules: drafted, involving: draftId });
}

type Issues = Partial<Record<QueryRuleField, ValidationIssue<QueryRuleField>[]>>;

/** The messages of the last save that each field of the form answers: they go once that field changes. */
const FIELD_ISSUES: Record<keyof FormState, readonly QueryRuleField[]> = {
  matchKind: [],
  matchText: ['matchText'],
  enabled: [],
  // A pin's own messages go with a change to that pin (`issuesAfterChange`).
  pins: ['actions'],
  hides: ['actions'],
  redirect: ['redirect', 'actions'],
  start: ['schedule'],
  end: ['schedule'],
  buryIds: ['bury', 'actions'],
  buryType: ['bury', 'actions'],
  buryConditions: ['bury', 'actions'],
  boostWeight: ['boostWeight', 'actions'],
  boostType: ['boost', 'actions'],
  boostConditions: ['boost', 'actions'],
};

/**
 * The messages left once `change` is made to `form`: those of the fields it changes go (a pin's, when that pin's
 * position changes or it is unpinned; "add an action" with any action), the others stay until the next save.
 */
function issuesAfterChange(issues: Issues, form: FormState, change: Partial<FormState>): Issues {
  const left = issuesAfter(issues, FIELD_ISSUES, form, change);
  const pins = change.pins;
  if (pins === undefined || left.pins === undefined) return left;
  const before = new Map(form.pins.map((p) => [p.productId, p.position]));
  const after = new Map(pins.map((p) => [p.productId, p.position]));
  return {
    ...left,
    pins: left.pins.filter((issue) => {
      const product = String(issue.params?.product);
      return before.get(product) === after.get(product);
    }),
  };
}

/** Messages that belong to no single field, one a line; focusable, so a refused save can move focus to them. */
function GroupMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Flex direction="column" gap="1" role="alert" tabIndex={-1} data-invalid-message="">
      {messages.map((message, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two conditions can give the same message.
        <Text key={i} size="2" color="red">
          {message}
        </Text>
      ))}
    </Flex>
  );
}

function QueryRuleFormBody({
  store,
  rule,
  start,
  rules,
  timeZone: storeTimeZone,
  now,
  onSave,
  onOpenChange,
  onDirtyChange,
}: QueryRuleFormProps & {
  /** Told whether the form differs from the rule it opened with. */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const clock = useMinuteClock();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const [initial] = useState(() => initialState(rule, start));
  const [form, setForm] = useState<FormState>(initial);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  // A new rule opens on what is typed first, its query (or the redirect a start asks for); a saved rule on its
  // first field. Runs before the dialog's focus trap looks for a first field: it finds the focus inside and leaves it.
  const openingField = rule !== undefined ? null : start?.focus === 'redirect' ? 'redirect' : 'text';
  useEffect(() => {
    if (openingField) document.getElementById(`${ids}-${openingField}`)?.focus();
  }, [openingField, ids]);
  const [issues, setIssues] = useState<Issues>({});
  const [problem, setProblem] = useState<QueryRuleWriteProblem>(null);
  const [saving, setSaving] = useState(false);
  const [timeZone] = useState(() => scheduleTimeZone(rule?.schedule, storeTimeZone));
  const { products } = useStoreProducts(store, '');
  const nameProduct = useProductNames(products);
  const names = useMemo(
    () => new Map((products ?? []).map((p) => [String(p.id), nameProduct(p)])),
    [products, nameProduct],
  );
  const nameOf = (productId: string) => names.get(productId) ?? productId;
  /** A message's params (a conflict's, a pin's) with its products named as the form names them, not by id. */
  const named = (params: MessageParams): MessageParams => ({
    ...params,
    ...(params.product === undefined ? {} : { product: nameOf(String(params.product)) }),
    ...(params.otherProduct === undefined ? {} : { otherProduct: nameOf(String(params.otherProduct)) }),
  });
  const draftId = rule ? String(rule.id) : DRAFT_RULE_ID;
  const draft = ruleOf(form, store, timeZone);
  // While a save is under way the rules may already hold the rule being saved, under its new id: the
  // conflicts stay those of the rules the save started from.
  const [rulesAtSave, setRulesAtSave] = useState<readonly QueryRule[] | null>(null);
  const conflicts = form.enabled ? conflictsOf(draft, rule, rulesAtSave ?? rules) : [];
  const warnings = queryRuleWarnings(draft, now ?? clock);
  const set = (change: Partial<FormState>) => {
    setForm((f) => ({ ...f, ...change }));
    setIssues((current) =>
      Object.keys(current).length === 0 ? current : issuesAfterChange(current, form, change),
    );
  };
  const boostLimits = {
    min: formatNumber(RULE_BOOST_LIMITS.min, locale),
    max: formatNumber(RULE_BOOST_LIMITS.max, locale),
  };
  /** A field's messages (for `pins`, those of one pin's product), with products named by title. */
  const messagesOf = (field: QueryRuleField, productId?: string) =>
    (issues[field] ?? [])
      .filter((issue) => field !== 'pins' || String(issue.params?.product) === productId)
      .map((issue) => t(issue.messageKey, named(issue.params ?? {})));
  const message = (field: QueryRuleField) => messagesOf(field).join(' ') || null;

  // A fix removes its own button (and the whole note with the last conflict): focus goes to the switch a
  // switch-off fix turned, else to the next fix left.
  const enabledSwitch = useRef<HTMLButtonElement>(null);
  const conflictNote = useRef<HTMLDivElement>(null);
  const [fixed, setFixed] = useState<{ readonly kind: ConflictFix['kind'] } | null>(null);
  useEffect(() => {
    if (!fixed) return;
    const next = conflictNote.current?.querySelector<HTMLElement>('button:not(:disabled)');
    (fixed.kind === 'disableRule' ? enabledSwitch.current : next)?.focus();
  }, [fixed]);

  /** Applies a conflict's fix when it changes this rule (a fix to another rule is made in that rule). */
  const applyFix = (fix: ConflictFix) => {
    setFixed({ kind: fix.kind });
    if (fix.kind === 'movePin')
      set({
        pins: form.pins.map((p) =>
          p.productId === fix.productId ? { ...p, position: String(fix.position) } : p,
        ),
      });
    else if (fix.kind === 'removePin') set({ pins: form.pins.filter((p) => p.productId !== fix.productId) });
    else if (fix.kind === 'removeHide') set({ hides: form.hides.filter((id) => id !== fix.productId) });
    else if (fix.kind === 'disableRule') set({ enabled: false });
    else if (fix.kind === 'matchExactly') set({ matchKind: 'equals' });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = validateQueryRule(draft);
    if (!checked.ok) {
      const grouped: Issues = {};
      for (const issue of checked.errors) grouped[issue.field] = [...(grouped[issue.field] ?? []), issue];
      setIssues(grouped);
      focusFirstInvalid();
      return;
    }
    setIssues({});
    setSaving(true);
    setRulesAtSave(rules);
    const result = await onSave(checked.value, rule?.id);
    setSaving(false);
    if (result === null) onOpenChange(false);
    else {
      setRulesAtSave(null);
      setProblem(result);
    }
  };

  const nextPosition = String(Math.max(0, ...form.pins.map((p) => toNumber(p.position) || 0)) + 1);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Flex direction="column" gap="3" mt="3">
        <Flex gap="3" wrap="wrap" align="end">
          <Box>
            <Text as="div" size="2" weight="medium" id={`${ids}-kind`}>
              {t('queryRuleFieldMatchKind')}
            </Text>
            <Select.Root
              value={form.matchKind}
              onValueChange={(value) => set({ matchKind: value as MatchKind })}
            >
              <Select.Trigger aria-labelledby={`${ids}-kind`} />
              <Select.Content>
                {MATCH_KINDS.map((kind) => (
                  <Select.Item key={kind} value={kind}>
                    {t(MATCH_KIND_LABELS[kind])}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Box>
          <Box flexGrow="1" minWidth="200px">
            <FormField
              id={`${ids}-text`}
              label={t('queryRuleFieldMatchText')}
              value={form.matchText}
              onChange={(matchText) => set({ matchText })}
              error={message('matchText')}
            />
          </Box>
        </Flex>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch
              ref={enabledSwitch}
              checked={form.enabled}
              onCheckedChange={(enabled) => set({ enabled })}
            />
            {t('queryRuleFieldEnabled')}
          </Flex>
        </Text>

        <Card>
          <Flex direction="column" gap="2" role="group" aria-labelledby={`${ids}-pins`}>
            <Text size="2" weight="bold" id={`${ids}-pins`}>
              {t('queryRuleFieldPins')}
            </Text>
            {/* A pin's product is named once the store's products are in: no field is labelled by a bare id. */}
            {products === undefined && form.pins.length > 0 && <ChosenProductsLoading />}
            {products !== undefined &&
              form.pins.map((pin) => {
                const product = nameOf(pin.productId);
                const pinMessage = messagesOf('pins', pin.productId).join(' ');
                const messageId = `${ids}-pin-${pin.productId}-message`;
                return (
                  <Flex key={pin.productId} direction="column" gap="1">
                    <ChosenProduct
                      name={product}
                      removeLabel={t('queryRuleUnpin', { product })}
                      onRemove={() => set({ pins: form.pins.filter((p) => p.productId !== pin.productId) })}
                    >
                      <Box width="96px">
                        <FormField
                          id={`${ids}-pin-${pin.productId}`}
                          // The row names the product beside the field: its label can stay one short word.
                          label={t('queryRulePinPositionShort')}
                          accessibleName={t('queryRulePinPosition', { product })}
                          type="number"
                          min={1}
                          step={1}
                          value={pin.position}
                          onChange={(position) =>
                            set({
                              pins: form.pins.map((p) =>
                                p.productId === pin.productId ? { ...p, position } : p,
                              ),
                            })
                          }
                          errorId={pinMessage ? messageId : null}
                        />
                      </Box>
                    </ChosenProduct>
                    {pinMessage && (
                      <Text id={messageId} size="2" color="red" role="alert">
                        {pinMessage}
                      </Text>
                    )}
                  </Flex>
                );
              })}
            <ProductPicker
              products={products}
              chosen={form.pins.map((p) => p.productId)}
              label={t('queryRuleFindToPin')}
              nameOf={nameOf}
              actionLabel={(product) => t('queryRulePinThis', { product })}
              onPick={(p) =>
                set({ pins: [...form.pins, { productId: String(p.id), position: nextPosition }] })
              }
            />
          </Flex>
        </Card>

        <Card>
          <Flex direction="column" gap="2" role="group" aria-labelledby={`${ids}-hides`}>
            <Text size="2" weight="bold" id={`${ids}-hides`}>
              {t('queryRuleFieldHides')}
            </Text>
            <ChosenProducts
              products={products}
              chosen={form.hides}
              nameOf={nameOf}
              removeLabel={(product) => t('queryRuleUnhide', { product })}
              label={t('queryRuleFindToHide')}
              actionLabel={(product) => t('queryRuleHideThis', { product })}
              onChange={(hides) => set({ hides })}
            />
          </Flex>
        </Card>

        <Card>
          <Flex direction="column" gap="2" role="group" aria-labelledby={`${ids}-bury`}>
            <Text size="2" weight="bold" id={`${ids}-bury`}>
              {t('queryRuleFieldBury')}
            </Text>
            <ChosenProducts
              products={products}
              chosen={form.buryIds}
              nameOf={nameOf}
              removeLabel={(product) => t('queryRuleUnbury', { product })}
              label={t('queryRuleFindToBury')}
              actionLabel={(product) => t('queryRuleBuryThis', { product })}
              onChange={(buryIds) => set({ buryIds })}
            />
            <ConditionTypeSelect
              id={`${ids}-bury-type`}
              label={t('queryRuleBuryMatching')}
              value={form.buryType}
              onChange={(buryType) => set({ buryType })}
            />
            <ConditionList
              store={store}
              conditions={form.buryConditions}
              onChange={(buryConditions) => set({ buryConditions })}
              namePrefix={t('queryRuleBuryPrefix')}
            />
            <GroupMessages messages={messagesOf('bury')} />
          </Flex>
        </Card>

        <Card>
          <Flex direction="column" gap="2" role="group" aria-labelledby={`${ids}-boost`}>
            <Text size="2" weight="bold" id={`${ids}-boost`}>
              {t('queryRuleFieldBoost')}
            </Text>
            <Flex gap="3" wrap="wrap" align="end">
              <Box width="200px">
                <FormField
                  id={`${ids}-boost-weight`}
                  label={t('queryRuleBoostWeight', boostLimits)}
                  inputMode="decimal"
                  value={form.boostWeight}
                  onChange={(boostWeight) => set({ boostWeight })}
                  errorId={message('boostWeight') ? `${ids}-boost-weight-error` : null}
                />
              </Box>
              <ConditionTypeSelect
                id={`${ids}-boost-type`}
                label={t('queryRuleBoostMatching')}
                value={form.boostType}
                onChange={(boostType) => set({ boostType })}
              />
            </Flex>
            {/* Under the row, not the narrow field: the message is wider than the input. */}
            {message('boostWeight') && (
              <Text id={`${ids}-boost-weight-error`} size="2" color="red" role="alert">
                {message('boostWeight')}
              </Text>
            )}
            <ConditionList
              store={store}
              conditions={form.boostConditions}
              onChange={(boostConditions) => set({ boostConditions })}
              namePrefix={t('queryRuleBoostPrefix')}
            />
            <GroupMessages messages={messagesOf('boost')} />
          </Flex>
        </Card>

        <FormField
          id={`${ids}-redirect`}
          label={t('queryRuleFieldRedirect')}
          inputMode="url"
          placeholder="https://"
          value={form.redirect}
          onChange={(redirect) => set({ redirect })}
          error={message('redirect')}
        />

        <ScheduleFields
          value={{ start: form.start, end: form.end }}
          onChange={set}
          timeZone={timeZone}
          error={message('schedule')}
        />
        {warnings.length > 0 && !message('schedule') && (
          <Callout.Root color="amber" highContrast size="1" role="status">
            {warnings.map((warning) => (
              <Callout.Text key={warning.messageKey}>{t(warning.messageKey, warning.params)}</Callout.Text>
            ))}
          </Callout.Root>
        )}
        <GroupMessages messages={messagesOf('actions')} />

        {conflicts.length > 0 && (
          <Callout.Root
            ref={conflictNote}
            color="amber"
            highContrast
            role="note"
            aria-labelledby={`${ids}-conflicts`}
          >
            <Callout.Text id={`${ids}-conflicts`} weight="bold">
              {t('queryRuleConflictsTitle')}
            </Callout.Text>
            {conflicts.map((conflict) => (
              <Flex
                key={`${conflict.messageKey}-${'ruleIds' in conflict ? conflict.ruleIds.join() : ''}-${JSON.stringify(conflict.params)}`}
                direction="column"
                gap="1"
              >
                <Callout.Text>{t(conflict.messageKey, named(conflict.params))}</Callout.Text>
                <Flex gap="2" wrap="wrap">
                  {conflict.resolutions
                    .filter((r) => 'ruleId' in r.fix && r.fix.ruleId === draftId)
                    .map((resolution) => (
                      <Button
                        key={`${resolution.fix.kind}-${resolution.messageKey}`}
                        type="button"
                        size="1"
                        variant="soft"
                        color="gray"
                        highContrast
                        onClick={() => applyFix(resolution.fix)}
                      >
                        {/* Only this rule's fixes are offered: switching off is this rule's, whatever its query. */}
                        {resolution.fix.kind === 'disableRule'
                          ? t('conflictFixDisableThisRule')
                          : t(resolution.messageKey, named(resolution.params))}
                      </Button>
                    ))}
                </Flex>
              </Flex>
            ))}
          </Callout.Root>
        )}

        {problem && <ErrorCallout error={problem.error} />}

        <DialogActions saving={saving} />
      </Flex>
    </form>
  );
}
