import {
  invalid,
  isMultipleOf,
  toNumber,
  type ValidationResult,
  valid,
} from '../validation/validation.rules';

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
] as const;

/** A field a rule condition can test. */
export type RuleConditionField = (typeof RULE_CONDITION_FIELDS)[number];

/** Per-condition operator: the field has one of the values (`is`) or none of them (`isNot`). */
export type RuleConditionOperator = 'is' | 'isNot';

/** How conditions combine: `all` every one holds, `is` at least one holds, `isNot` none holds. */
export type RuleConditionType = 'all' | 'is' | 'isNot';

/** The condition types, in the order offered. */
export const RULE_CONDITION_TYPES: readonly RuleConditionType[] = ['all', 'is', 'isNot'];

/** One condition row of the rule form, as edited (placeholders allowed). */
export interface RuleConditionInput {
  /** Row id, local to the form. */
  readonly id: string;
  /** Chosen field, or 'select-field'. */
  readonly field: string;
  /** is / is not. */
  readonly operator: RuleConditionOperator;
  /** Chosen values; may contain 'select-value'. */
  readonly value: readonly string[];
}

/** The rule form as edited. */
export interface RuleFormInput {
  /** Rule name. */
  readonly name: string;
  /** Active when true. */
  readonly enabled: boolean;
  /** Boost as typed (a number, or the raw input text). */
  readonly boostValue: number | string;
  /** How conditions combine. */
  readonly conditionType: RuleConditionType;
  /** Condition rows. */
  readonly conditions: readonly RuleConditionInput[];
}

/** A condition after normalisation: a real field and at least one real value. */
export interface RuleCondition {
  /** Row id: `condition-<index>` after normalisation. */
  readonly id: string;
  /** An offered field. */
  readonly field: RuleConditionField;
  /** is / is not. */
  readonly operator: RuleConditionOperator;
  /** Distinct real values, in input order. */
  readonly value: readonly string[];
}

/** A normalised rule form: what is saved and what a stored matcher parses back to. */
export interface RuleForm {
  /** Trimmed name. */
  readonly name: string;
  /** Active when true. */
  readonly enabled: boolean;
  /** Boost within 1..10 on the 0.1 step. */
  readonly boostValue: number;
  /** How conditions combine. */
  readonly conditionType: RuleConditionType;
  /** Real conditions only. */
  readonly conditions: readonly RuleCondition[];
}

/** True for an offered condition field. */
export function isRuleConditionField(field: string): field is RuleConditionField {
  return (RULE_CONDITION_FIELDS as readonly string[]).includes(field);
}

/** Id of the condition at `index` in a normalised form (ids are form-local, so they are re-derived). */
export function conditionId(index: number): string {
  return `condition-${index}`;
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

/** A fresh rule form: active, boost 1.5, all conditions, one empty condition row. */
export function newRuleForm(): RuleFormInput {
  return {
    name: '',
    enabled: true,
    boostValue: DEFAULT_RULE_BOOST,
    conditionType: 'all',
    conditions: [{ id: conditionId(0), field: SELECT_FIELD_PLACEHOLDER, operator: 'is', value: [] }],
  };
}

/**
 * Normalises a rule form for saving: trims the name, reads the boost, drops placeholder fields and values,
 * duplicate values and conditions left without a field or value. For `all`, `is` conditions come before
 * `isNot` ones, as the matcher stores them in `must` then `must_not`. Condition ids are renumbered.
 */
export function normaliseRuleForm(form: RuleFormInput): RuleForm {
  const real: Omit<RuleCondition, 'id'>[] = [];
  for (const condition of form.conditions) {
    if (!isRuleConditionField(condition.field)) continue;
    const value = [
      ...new Set(condition.value.filter((v) => v !== SELECT_VALUE_PLACEHOLDER && v.trim() !== '')),
    ];
    if (value.length > 0) real.push({ field: condition.field, operator: condition.operator, value });
  }
  const ordered =
    form.conditionType === 'all'
      ? [...real.filter((c) => c.operator === 'is'), ...real.filter((c) => c.operator === 'isNot')]
      : real;
  return {
    name: form.name.trim(),
    enabled: form.enabled,
    boostValue: parseRuleBoost(form.boostValue),
    conditionType: form.conditionType,
    conditions: ordered.map((condition, index) => ({ id: conditionId(index), ...condition })),
  };
}

/** Validates a rule form: a name (`enterRuleName`) and at least one real condition (`addAtLeastOneCondition`). */
export function validateRuleForm(form: RuleFormInput): ValidationResult<RuleForm, 'name' | 'conditions'> {
  const normalised = normaliseRuleForm(form);
  const errors: { field: 'name' | 'conditions'; messageKey: 'enterRuleName' | 'addAtLeastOneCondition' }[] =
    [];
  if (normalised.name === '') errors.push({ field: 'name', messageKey: 'enterRuleName' });
  if (normalised.conditions.length === 0)
    errors.push({ field: 'conditions', messageKey: 'addAtLeastOneCondition' });
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
    return invalid([{ field: 'boost', messageKey: 'invalidProductBoost' }]);
  }
  return valid(boost);
}
