import { STOCK_STATUS_MAP } from '../facets/facets.rules';
import { normaliseQuery } from '../merchandising/merchandising.text';
import { stockStatusSchema } from '../products/products.schema';
import { validateSchedule } from '../schedule/schedule.rules';
import {
  invalid,
  isMultipleOf,
  toNumber,
  type ValidationIssue,
  type ValidationResult,
  valid,
} from '../validation/validation.rules';
import type {
  BoostingRule,
  BoostingRuleBody,
  RuleCondition,
  RuleConditionField,
  RuleForm,
  RuleStatus,
} from './boosting.schema';

/** Lowest rule boost. */
export const RULE_BOOST_MIN = 1;

/** Highest rule boost. */
export const RULE_BOOST_MAX = 10;

/** Rule boost input step. */
export const RULE_BOOST_STEP = 0.1;

/** Boost used when the input is not a number. */
export const RULE_BOOST_FALLBACK = 1;

/** Boost of a new rule. */
export const DEFAULT_RULE_BOOST = 1.5;

/** Rule type: fixed, the only one the product writes. */
export const RULE_TYPE = 'attribute';

/** Lowest manual product boost. */
export const PRODUCT_BOOST_MIN = 0;

/** Manual product boost input step. */
export const PRODUCT_BOOST_STEP = 0.1;

/** Placeholder field of a condition whose field is not chosen yet; dropped on save. */
export const SELECT_FIELD_PLACEHOLDER = 'select-field';

/** Placeholder value of a condition whose value is not chosen yet; dropped on save. */
export const SELECT_VALUE_PLACEHOLDER = 'select-value';

/** Condition fields offered in the rule form, in the order shown. */
export const RULE_CONDITION_FIELDS = [
  'brand',
  'category',
  'tag',
  'color',
  'size',
  'stockStatus',
  'featured',
  'onSale',
] as const satisfies readonly RuleConditionField[];

/** How conditions combine (see boosting.matcher.ts for the exact meaning). */
export type RuleConditionType = RuleForm['conditionType'];

/** The condition types, in the order offered. */
export const RULE_CONDITION_TYPES = ['all', 'is', 'isNot'] as const satisfies readonly RuleConditionType[];

/** True for an offered condition field. */
export function isRuleConditionField(field: string): field is RuleConditionField {
  return (RULE_CONDITION_FIELDS as readonly string[]).includes(field);
}

/** Id of the condition at `index` in a normalised form (ids are form-local, so they are re-derived). */
export function conditionId(index: number): string {
  return `condition-${index}`;
}

/** The values a yes/no condition field (featured, onSale) can hold: the engine refuses any other term. */
export const RULE_BOOLEAN_VALUES = ['true', 'false'] as const;

/** True for the condition fields the index keeps as booleans. */
export function isBooleanConditionField(field: string): boolean {
  return field === 'featured' || field === 'onSale';
}

/** True for a value the form treats as "not chosen": the placeholder or blank text, dropped on save. */
export function isPlaceholderValue(value: string): boolean {
  return value === SELECT_VALUE_PLACEHOLDER || value.trim() === '';
}

const STOCK_STATES: readonly string[] = stockStatusSchema.options;

/**
 * The value a condition stores for a chosen value, or null when the field cannot hold it: featured and
 * onSale take only 'true' or 'false'; stock status takes a state (instock, outofstock, onbackorder,
 * preorder) or its shop label, mapped by the spec's stock status map ('In Stock' becomes 'instock').
 */
export function ruleConditionValue(field: RuleConditionField, value: string): string | null {
  if (isPlaceholderValue(value)) return null;
  if (isBooleanConditionField(field))
    return (RULE_BOOLEAN_VALUES as readonly string[]).includes(value) ? value : null;
  if (field === 'stockStatus') {
    if (STOCK_STATES.includes(value)) return value;
    return Object.hasOwn(STOCK_STATUS_MAP, value)
      ? STOCK_STATUS_MAP[value as keyof typeof STOCK_STATUS_MAP]
      : null;
  }
  return value;
}

/** Reads a boost input: 1 when not a number, clamped to 1..10 and rounded to the 0.1 step. */
export function parseRuleBoost(input: number | string): number {
  const boost = toNumber(input);
  if (!Number.isFinite(boost)) return RULE_BOOST_FALLBACK;
  const clamped = Math.min(RULE_BOOST_MAX, Math.max(RULE_BOOST_MIN, boost));
  // Round on whole steps (x10), not by multiplying the step back, to keep float noise out (1.5, not 1.5000000000000002).
  const stepsPerUnit = Math.round(1 / RULE_BOOST_STEP);
  return Math.round(clamped * stepsPerUnit) / stepsPerUnit;
}

/** The rule boost's limits, as the form shows them and its out-of-range message names them. */
export const RULE_BOOST_LIMITS = { min: RULE_BOOST_MIN, max: RULE_BOOST_MAX, step: RULE_BOOST_STEP } as const;

/**
 * Checks a rule boost input: a number from 1 to 10 on the 0.1 step is kept; anything else is refused
 * (`ruleBoostOutOfRange`) rather than changed behind the user's back: a number outside the range or off the
 * step, and an empty input or one that is not a number, which names no boost to save.
 */
export function validateRuleBoost(input: number | string): ValidationResult<number, 'boostValue'> {
  const boost = toNumber(input);
  if (
    !Number.isFinite(boost) ||
    boost < RULE_BOOST_MIN ||
    boost > RULE_BOOST_MAX ||
    !isMultipleOf(boost, RULE_BOOST_STEP)
  ) {
    return invalid([{ field: 'boostValue', messageKey: 'ruleBoostOutOfRange', params: RULE_BOOST_LIMITS }]);
  }
  return valid(parseRuleBoost(boost));
}

/** A fresh rule form: active, boost 1.5, all conditions, one empty condition row. */
export function newRuleForm(): RuleForm {
  return {
    name: '',
    enabled: true,
    boostValue: DEFAULT_RULE_BOOST,
    conditionType: 'all',
    conditions: [{ id: conditionId(0), field: SELECT_FIELD_PLACEHOLDER, operator: 'is', value: [] }],
  };
}

/**
 * Normalises a rule form for saving: trims the name, reads the boost, drops placeholder and unknown fields,
 * placeholder, blank, duplicate and impossible values (see `ruleConditionValue`; stock labels become states),
 * and conditions left without a value. Then it puts the form in the canonical shape its matcher reads back
 * as (see boosting.matcher.ts): `is` conditions come before `isNot` ones; an `isNot` form with `isNot`
 * conditions means the same as the `all` form with every operator flipped, and becomes that. Condition ids
 * are renumbered.
 */
export function normaliseRuleForm(form: RuleForm): RuleForm {
  const real: Omit<RuleCondition, 'id'>[] = [];
  for (const condition of form.conditions) {
    const field = condition.field;
    if (!isRuleConditionField(field)) continue;
    const stored = condition.value.map((v) => ruleConditionValue(field, v));
    const value = [...new Set(stored.filter((v): v is string => v !== null))];
    if (value.length > 0) real.push({ field, operator: condition.operator, value });
  }
  let conditionType = form.conditionType;
  let conditions = real;
  if (conditionType === 'isNot' && real.some((c) => c.operator === 'isNot')) {
    conditionType = 'all';
    conditions = real.map((c) => ({ ...c, operator: c.operator === 'is' ? 'isNot' : 'is' }));
  }
  const ordered = [
    ...conditions.filter((c) => c.operator === 'is'),
    ...conditions.filter((c) => c.operator === 'isNot'),
  ];
  return {
    name: form.name.trim(),
    enabled: form.enabled,
    boostValue: parseRuleBoost(form.boostValue),
    conditionType,
    conditions: ordered.map((condition, index) => ({ id: conditionId(index), ...condition })),
    ...(form.schedule === undefined ? {} : { schedule: form.schedule }),
  };
}

/**
 * Values of a form's offered fields that saving would refuse rather than drop (a yes/no field given other
 * text, an unknown stock state): one `ruleConditionValueInvalid` issue each, with the field and the value.
 */
export function invalidConditionValues(form: RuleForm): ValidationIssue<'conditions'>[] {
  const issues: ValidationIssue<'conditions'>[] = [];
  for (const condition of form.conditions) {
    const field = condition.field;
    if (!isRuleConditionField(field)) continue;
    for (const value of condition.value) {
      if (!isPlaceholderValue(value) && ruleConditionValue(field, value) === null)
        issues.push({
          field: 'conditions',
          messageKey: 'ruleConditionValueInvalid',
          params: { field, value },
        });
    }
  }
  return issues;
}

/** The fields of a rule form a message can be about. */
export type RuleFormField = 'name' | 'boostValue' | 'conditions' | 'schedule';

/**
 * A rule name as rule names are compared, the way queries are (`normaliseQuery`): case, accents and the spaces
 * around and between words do not tell two rules apart, since the preview's explanations and the tuning history
 * name a rule by its name alone.
 */
export function ruleNameKey(name: string): string {
  return normaliseQuery(name);
}

/**
 * The names a rule named `name` may not take: those of the store's other rules, leaving out `editing`, the rule
 * being edited (absent for a new rule). A rule that keeps its own name (by `ruleNameKey`, so a change of case
 * too) takes none: a rule that already shares its name with another can still be edited and switched.
 */
export function takenRuleNames(
  rules: readonly { readonly id: string | number; readonly name: string }[],
  name: string,
  editing?: { readonly id: string | number; readonly name: string },
): string[] {
  if (editing && ruleNameKey(editing.name) === ruleNameKey(name)) return [];
  return rules.filter((rule) => !editing || String(rule.id) !== String(editing.id)).map((rule) => rule.name);
}

/**
 * Checks that a rule name is not one of `otherNames` (the names `takenRuleNames` gives),
 * compared by `ruleNameKey`: a repeat is refused with `ruleNameTaken`, naming the other rule as it is stored.
 * The value is the trimmed name. A blank name is left to `validateRuleForm`'s `enterRuleName`.
 */
export function validateRuleNameUnique(
  name: string,
  otherNames: readonly string[],
): ValidationResult<string, 'name'> {
  const key = ruleNameKey(name);
  const taken = key === '' ? undefined : otherNames.find((other) => ruleNameKey(other) === key);
  if (taken !== undefined)
    return invalid([{ field: 'name', messageKey: 'ruleNameTaken', params: { name: taken.trim() } }]);
  return valid(name.trim());
}

/**
 * Validates a rule form: a name (`enterRuleName`) that none of `otherNames` repeats (`ruleNameTaken`, see
 * `validateRuleNameUnique`), a boost in range (`ruleBoostOutOfRange`), at least one real condition
 * (`addAtLeastOneCondition`), no value its field cannot hold (`ruleConditionValueInvalid`), and a schedule, when
 * it has one, that `validateSchedule` accepts.
 */
export function validateRuleForm(
  form: RuleForm,
  otherNames: readonly string[] = [],
): ValidationResult<RuleForm, RuleFormField> {
  const normalised = normaliseRuleForm(form);
  const errors: ValidationIssue<RuleFormField>[] = [];
  if (normalised.name === '') errors.push({ field: 'name', messageKey: 'enterRuleName' });
  const unique = validateRuleNameUnique(normalised.name, otherNames);
  if (!unique.ok) errors.push(...unique.errors);
  const boost = validateRuleBoost(form.boostValue);
  if (!boost.ok) errors.push(...boost.errors);
  if (normalised.conditions.length === 0)
    errors.push({ field: 'conditions', messageKey: 'addAtLeastOneCondition' });
  errors.push(...invalidConditionValues(form));
  if (form.schedule !== undefined) {
    const schedule = validateSchedule(form.schedule);
    if (!schedule.ok) errors.push(...schedule.errors);
  }
  return errors.length > 0 ? invalid(errors) : valid(normalised);
}

/** Checks a vendor id before rules are saved: digits only ('Invalid vendorId'). The value is the number. */
export function validateVendorId(
  input: string | number | null | undefined,
): ValidationResult<number, 'vendorId'> {
  const text = typeof input === 'number' ? String(input) : (input ?? '').trim();
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    return invalid([{ field: 'vendorId', messageKey: 'invalidVendorId' }]);
  }
  return valid(Number(text));
}

/** Checks a manual product boost: a number of at least 0 on the 0.1 step. */
export function validateProductBoost(input: string | number): ValidationResult<number, 'boost'> {
  const boost = toNumber(input);
  if (!Number.isFinite(boost) || boost < PRODUCT_BOOST_MIN || !isMultipleOf(boost, PRODUCT_BOOST_STEP)) {
    return invalid([
      {
        field: 'boost',
        messageKey: 'invalidProductBoost',
        params: { min: PRODUCT_BOOST_MIN, step: PRODUCT_BOOST_STEP },
      },
    ]);
  }
  return valid(boost);
}

/**
 * Why a rule may not be saved or deleted for this vendor, or null when it may: no vendor id at all gives
 * 'Cannot save rule: Missing vendor information' (or the delete variant), a non-numeric one 'Invalid vendorId'.
 */
export function ruleVendorProblem(
  vendorId: string | number | null | undefined,
  action: 'save' | 'delete',
): 'cannotSaveRuleMissingVendor' | 'cannotDeleteRuleMissingVendor' | 'invalidVendorId' | null {
  if (vendorId === null || vendorId === undefined || String(vendorId).trim() === '') {
    return action === 'save' ? 'cannotSaveRuleMissingVendor' : 'cannotDeleteRuleMissingVendor';
  }
  return validateVendorId(vendorId).ok ? null : 'invalidVendorId';
}

/** The other status: the card's toggle flips active and inactive (spec section 4). */
export function toggledRuleStatus(status: RuleStatus): RuleStatus {
  return status === 'active' ? 'inactive' : 'active';
}

/** A stored rule as a full update body with another status: the toggle re-sends the rule unchanged otherwise. */
export function ruleBodyWithStatus(rule: BoostingRule, status: RuleStatus): BoostingRuleBody {
  const { name, matcher, weight, storeId, storeType, shopifyStoreId, woocommerceStoreId, schedule } = rule;
  return {
    name,
    type: RULE_TYPE,
    matcher,
    weight,
    status,
    storeId,
    storeType,
    ...(shopifyStoreId === undefined ? {} : { shopifyStoreId }),
    ...(woocommerceStoreId === undefined ? {} : { woocommerceStoreId }),
    ...(schedule === undefined ? {} : { schedule }),
  };
}
