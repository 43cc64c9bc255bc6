import { Box, Callout, Dialog, Flex, Switch, Text, TextField } from '@radix-ui/themes';
import {
  formatNumber,
  type MessageParams,
  type StoreScope,
  toNumber,
  type ValidationIssue,
} from '@storesearch/sdk';
import type { RuleWriteProblem } from '@storesearch/sdk/boosting';
import {
  type BoostingRule,
  type BoostingRuleBody,
  buildBoostingRulePayload,
  isRuleConditionField,
  type MatcherProblem,
  newRuleForm,
  parseRule,
  RULE_BOOST_LIMITS,
  type RuleForm,
  type RuleFormField,
  takenRuleNames,
} from '@storesearch/sdk/boosting';
import { scheduleFromFields } from '@storesearch/sdk/merchandising';
import { useId, useRef, useState } from 'react';
import { RULE_FIELD_LABEL_KEYS } from '../../../format/tuning.labels';
import { useRulePreview } from '../../../hooks/boosting/useRulePreview';
import { issuesAfter } from '../../../hooks/shared/issuesAfter';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useReturnFocus } from '../../../hooks/shared/useReturnFocus';
import { useT } from '../../../hooks/shared/useT';
import {
  ScheduleFields,
  type ScheduleText,
  scheduleText,
  scheduleTimeZone,
} from '../../merchandising/ScheduleFields/ScheduleFields';
import { AppLink } from '../../shared/AppLink/AppLink';
import { DialogActions } from '../../shared/DialogActions/DialogActions';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { RulePreviewPanel } from '../RulePreviewPanel/RulePreviewPanel';
import { ConditionList, ConditionTypeSelect } from './ConditionList';

/** Props of RuleFormDialog. */
export interface RuleFormDialogProps {
  /** The store the rule belongs to; the preview runs over its products. */
  store: StoreScope;
  /** Whether the modal is open. */
  open: boolean;
  /** Opens or closes the modal. */
  onOpenChange: (open: boolean) => void;
  /** The rule to edit; absent to add a new one. */
  rule?: BoostingRule | undefined;
  /** The form a new rule starts from (e.g. Boost Search's rule for a query); ignored when editing a rule. */
  draft?: RuleForm | undefined;
  /**
   * The shopper's query `draft` was made for: the form says that the rule re-ranks every search, not only that
   * query, and links to `queryAloneHref(query)` where that query's results alone are changed, when given.
   */
  draftQuery?: string | undefined;
  /** Where the results of one query alone are changed (e.g. the app's search preview for it). */
  queryAloneHref?: ((query: string) => string) | undefined;
  /** Follows an app link inside the app (its router); without it, the link loads its page. */
  onNavigate?: ((href: string) => void) | undefined;
  /** The store's rules: the form refuses a name one of them other than `rule` has (`ruleNameTaken`). */
  rules?: readonly Pick<BoostingRule, 'id' | 'name'>[] | undefined;
  /** The store's IANA time zone: a new schedule is set in it (this browser's when unknown). */
  timeZone?: string | undefined;
  /** Saves the checked payload; resolves null on success (the modal closes) or the problem to show. */
  onSave: (body: BoostingRuleBody, ruleId?: string) => Promise<RuleWriteProblem>;
  /**
   * Where focus goes on close when no button opened the modal (it opened from the address, for a draft), or
   * the one that did is gone: e.g. the saved rule's Edit button, else the list's heading.
   */
  returnFocusTo?: (() => HTMLElement | null) | undefined;
}

/** The add/edit rule modal; remounts per rule so each opening starts from that rule. */
export function RuleFormDialog(props: RuleFormDialogProps) {
  const t = useT();
  const returnFocus = useReturnFocus(props.open, props.returnFocusTo);
  // The rule of the last opening, kept while the modal fades out after closing: the form (and the focus in it)
  // stays until focus goes back to where the modal was opened from, instead of falling to the page meanwhile.
  const [last, setLast] = useState<Opening>({
    open: false,
    count: 0,
    rule: props.rule,
    draft: props.draft,
    draftQuery: props.draftQuery,
  });
  if (props.open && (!last.open || last.rule !== props.rule || last.draft !== props.draft))
    setLast({
      open: true,
      count: last.count + (last.open ? 0 : 1),
      rule: props.rule,
      draft: props.draft,
      draftQuery: props.draftQuery,
    });
  else if (!props.open && last.open) setLast({ ...last, open: false });
  const { rule, draft, draftQuery } = props.open ? props : last;
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Content maxWidth="720px" onCloseAutoFocus={returnFocus}>
        <Dialog.Title>{t(rule ? 'editRule' : 'addRule')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('boostingTitle')}
        </Dialog.Description>
        {/* Each opening starts afresh, even one made while the last is still fading out. */}
        <RuleFormBody
          key={`${last.count}-${rule?.id ?? 'new'}`}
          {...props}
          rule={rule}
          draft={draft}
          draftQuery={draftQuery}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** An opening of the modal: whether it is open, how many times it has opened, and the rule or draft it shows. */
interface Opening {
  readonly open: boolean;
  readonly count: number;
  readonly rule: BoostingRule | undefined;
  readonly draft: RuleForm | undefined;
  readonly draftQuery: string | undefined;
}

type Errors = Partial<Record<RuleFormField | 'store', ValidationIssue>>;

/** The form's fields as typed: the rule's, with the boost and the schedule kept as text. */
interface Typed {
  readonly name: string;
  readonly enabled: boolean;
  readonly boostText: string;
  readonly conditionType: RuleForm['conditionType'];
  readonly conditions: RuleForm['conditions'];
  readonly schedule: ScheduleText;
}

/** The messages of the last save that each field answers: they go once that field changes (`issuesAfter`). */
const FIELD_ISSUES = {
  name: ['name'],
  enabled: [],
  boostText: ['boostValue'],
  conditionType: [],
  conditions: ['conditions'],
  schedule: ['schedule'],
} as const satisfies Record<keyof Typed, readonly (keyof Errors)[]>;

/**
 * The form a stored rule opens with: read back through the SDK's parser, so what was saved is what returns,
 * and why its conditions could not be read when they could not.
 */
function initialForm(
  rule: BoostingRule | undefined,
  draft?: RuleForm,
): { form: RuleForm; problem: MatcherProblem | null } {
  if (!rule) return { form: draft ?? newRuleForm(), problem: null };
  const parsed = parseRule(rule);
  if (parsed.ok) return { form: parsed.value, problem: null };
  // A matcher written elsewhere: keep name, boost and status, and start its conditions afresh.
  return {
    form: { ...newRuleForm(), name: rule.name, enabled: rule.status === 'active', boostValue: rule.weight },
    problem: parsed.errors[0] ?? null,
  };
}

function RuleFormBody({
  store,
  rule,
  draft,
  draftQuery,
  queryAloneHref,
  onNavigate,
  rules,
  timeZone: storeTimeZone,
  onSave,
  onOpenChange,
}: RuleFormDialogProps) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const [initial] = useState(() => initialForm(rule, draft));
  const [form, setForm] = useState<RuleForm>(initial.form);
  const [boostText, setBoostText] = useState(() => String(initial.form.boostValue));
  const [schedule, setSchedule] = useState(() => scheduleText(initial.form.schedule));
  const [timeZone] = useState(() => scheduleTimeZone(initial.form.schedule, storeTimeZone));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<RuleWriteProblem>(null);
  const [saving, setSaving] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const typed: Typed = {
    name: form.name,
    enabled: form.enabled,
    boostText,
    conditionType: form.conditionType,
    conditions: form.conditions,
    schedule,
  };
  /** Drops the messages a change answers, keeping the others until the next save. */
  const answer = (change: Partial<Typed>) =>
    setErrors((current) => issuesAfter(current, FIELD_ISSUES, typed, change));
  // What the user typed is kept as typed: an empty or non-numeric boost reads as NaN, and it is refused with
  // the out-of-range message, as a number outside 1 to 10 is, instead of being saved as some other boost.
  const current: RuleForm = {
    ...form,
    boostValue: toNumber(boostText),
    schedule: scheduleFromFields(schedule, timeZone),
  };
  const boostLimits = {
    min: formatNumber(RULE_BOOST_LIMITS.min, locale),
    max: formatNumber(RULE_BOOST_LIMITS.max, locale),
    step: formatNumber(RULE_BOOST_LIMITS.step, locale),
  };
  // A message about a condition names its field as the form shows it.
  const conditionParams = (params: MessageParams | undefined) =>
    params && typeof params.field === 'string' && isRuleConditionField(params.field)
      ? { ...params, field: t(RULE_FIELD_LABEL_KEYS[params.field]) }
      : params;
  const preview = useRulePreview(store, current);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = buildBoostingRulePayload(current, store, takenRuleNames(rules ?? [], current.name, rule));
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e])));
      // The name is the first field: when it is refused, the user goes straight to it, as typed.
      if (checked.errors.some((e) => e.field === 'name')) nameField.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSave(checked.value, rule?.id);
    setSaving(false);
    if (result === null) onOpenChange(false);
    else setProblem(result);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3" mt="3">
        {!rule && draftQuery !== undefined && (
          <EverySearchNote query={draftQuery} href={queryAloneHref?.(draftQuery)} onNavigate={onNavigate} />
        )}
        {initial.problem && (
          <Callout.Root color="amber" highContrast role="note">
            <Callout.Text>
              {t('ruleConditionsUnreadable')}:{' '}
              {t(initial.problem.messageKey, conditionParams(initial.problem.params))}
            </Callout.Text>
          </Callout.Root>
        )}
        <label htmlFor={`${ids}-name`}>
          <Text size="2" weight="medium">
            {t('ruleName')}
          </Text>
        </label>
        <TextField.Root
          ref={nameField}
          id={`${ids}-name`}
          value={form.name}
          onChange={(e) => {
            setForm((f) => ({ ...f, name: e.target.value }));
            answer({ name: e.target.value });
          }}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${ids}-name-error` : undefined}
        />
        {errors.name && (
          <Text id={`${ids}-name-error`} size="2" color="red">
            {t(errors.name.messageKey, errors.name.params)}
          </Text>
        )}

        <Flex gap="4" wrap="wrap" align="end">
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch
                checked={form.enabled}
                onCheckedChange={(enabled) => setForm((f) => ({ ...f, enabled }))}
              />
              {t('ruleEnabled')}
            </Flex>
          </Text>
          <Box>
            <label htmlFor={`${ids}-boost`}>
              <Text size="2" weight="medium">
                {t('boostValue')}
              </Text>
            </label>
            <TextField.Root
              id={`${ids}-boost`}
              type="number"
              min={RULE_BOOST_LIMITS.min}
              max={RULE_BOOST_LIMITS.max}
              step={RULE_BOOST_LIMITS.step}
              value={boostText}
              onChange={(e) => {
                setBoostText(e.target.value);
                answer({ boostText: e.target.value });
              }}
              aria-invalid={errors.boostValue ? true : undefined}
              aria-describedby={
                errors.boostValue ? `${ids}-boost-hint ${ids}-boost-error` : `${ids}-boost-hint`
              }
            />
          </Box>
          <ConditionTypeSelect
            id={`${ids}-type`}
            label={t('conditionType')}
            value={form.conditionType}
            onChange={(conditionType) => setForm((f) => ({ ...f, conditionType }))}
          />
        </Flex>
        <Text id={`${ids}-boost-hint`} size="1" color="gray" mt="-2">
          {t('boostValue')}: {t('ruleBoostRange', boostLimits)}
        </Text>
        {errors.boostValue && (
          <Text id={`${ids}-boost-error`} size="2" color="red" role="alert">
            {t(errors.boostValue.messageKey, boostLimits)}
          </Text>
        )}

        <ConditionList
          store={store}
          conditions={form.conditions}
          onChange={(conditions) => {
            setForm((f) => ({ ...f, conditions }));
            answer({ conditions });
          }}
        />
        {errors.conditions && (
          <Text size="2" color="red" role="alert">
            {t(errors.conditions.messageKey, conditionParams(errors.conditions.params))}
          </Text>
        )}
        <ScheduleFields
          value={schedule}
          onChange={(value) => {
            setSchedule(value);
            answer({ schedule: value });
          }}
          timeZone={timeZone}
          error={errors.schedule ? t(errors.schedule.messageKey, errors.schedule.params) : null}
        />

        {errors.store && (
          <Text size="2" color="red" role="alert">
            {t(errors.store.messageKey)}
          </Text>
        )}

        <RulePreviewPanel preview={preview.preview} loading={preview.isPending} error={preview.error} />

        {problem && 'messageKey' in problem && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{t(problem.messageKey)}</Callout.Text>
          </Callout.Root>
        )}
        {problem && 'error' in problem && <ErrorCallout error={problem.error} />}

        <DialogActions saving={saving} />
      </Flex>
    </form>
  );
}

/**
 * A rule made for one query still re-ranks every search: said before its fields, with the way to change that
 * query's results alone. The words are the merchandising area's, shown once loaded.
 */
function EverySearchNote({
  query,
  href,
  onNavigate,
}: {
  query: string;
  href: string | undefined;
  onNavigate: ((href: string) => void) | undefined;
}) {
  const t = useT();
  const areaReady = useMessageArea('merchandising');
  if (!areaReady) return null;
  return (
    <Callout.Root color="blue" highContrast role="note">
      <Callout.Text>{t('boostingRuleEverySearch', { query })}</Callout.Text>
      {href !== undefined && (
        <Callout.Text>
          <AppLink href={href} onNavigate={onNavigate} highContrast underline="always" weight="medium">
            {t('boostingTuneQueryAlone', { query })}
          </AppLink>
        </Callout.Text>
      )}
    </Callout.Root>
  );
}
