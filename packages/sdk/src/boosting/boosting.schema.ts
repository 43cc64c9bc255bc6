import * as z from 'zod/mini';
import { idSchema, listOrDataSchema, storeTypeSchema } from '../client/client.schema';
import { scheduleSchema } from '../schedule/schedule.schema';

/** A value a term clause compares a product field with. */
export const termValueSchema = z.union([z.string(), z.number(), z.boolean()]);

// Field maps are objects whose every value matches: `z.catchall` on an empty object says that with the object
// schema the SDK loads anyway, where `z.record` would add its own 0.4 kB to the entry for the same JSON.
/** `{ term: { field: value } }`: the field equals the value. */
export const termClauseSchema = z.object({
  /** Field name to exact value. */
  term: z.catchall(z.object({}), termValueSchema),
});

/** `{ terms: { field: [values] } }`: the field equals one of the values. */
export const termsClauseSchema = z.object({
  /** Field name to accepted values. */
  terms: z.catchall(z.object({}), z.array(termValueSchema)),
});

/** A term or terms clause: one field compared with exact values. */
export const valueClauseSchema = z.union([termClauseSchema, termsClauseSchema]);

/** A term or terms clause. */
export type ValueClause = z.infer<typeof valueClauseSchema>;

/**
 * `{ bool: { must_not: [clause] } }`: the clause does not hold. An "any condition matches" rule lists its
 * `isNot` conditions this way among its `should` clauses. Strict: another key would change its meaning.
 */
export const negatedClauseSchema = z.strictObject({
  /** The negation. */
  bool: z.strictObject({
    /** Clauses none of which may hold. */
    must_not: z.array(valueClauseSchema),
  }),
});

/** One clause of a bool query. */
export const matcherClauseSchema = z.union([termClauseSchema, termsClauseSchema, negatedClauseSchema]);

/** One clause of a bool query. */
export type MatcherClause = z.infer<typeof matcherClauseSchema>;

/**
 * `minimum_should_match` in the forms the search engine documents and the SDK evaluates: a whole number
 * (negative: how many may be missing) or a percentage of the `should` clauses ("50%", "-25%").
 */
export const minimumShouldMatchSchema = z.union([
  z.int(),
  z.string().check(z.regex(/^-?\d{1,3}%$|^-?\d{1,6}$/)),
]);

/**
 * A boosting rule's matcher: a search-engine bool query over term/terms clauses (spec section 3). Strict, so
 * a key that changes what the engine matches is refused rather than dropped.
 */
export const boolQuerySchema = z.strictObject({
  /** The bool query. */
  bool: z.strictObject({
    /** Clauses of which at least `minimum_should_match` must hold. */
    should: z.optional(z.array(matcherClauseSchema)),
    /** Clauses that must all hold. */
    must: z.optional(z.array(matcherClauseSchema)),
    /** Clauses that must all hold, without scoring. */
    filter: z.optional(z.array(matcherClauseSchema)),
    /** Clauses none of which may hold. */
    must_not: z.optional(z.array(matcherClauseSchema)),
    /** How many `should` clauses must hold. */
    minimum_should_match: z.optional(minimumShouldMatchSchema),
  }),
});

/** A boosting rule's matcher. */
export type BoolQuery = z.infer<typeof boolQuerySchema>;

/** Rule state; inactive rules show dimmed. */
export const ruleStatusSchema = z.enum(['active', 'inactive']);

/** Rule state. */
export type RuleStatus = z.infer<typeof ruleStatusSchema>;

// A one-value enum rather than z.literal: the enum schema is loaded anyway, the literal one would add 0.1 kB.
/** The only rule type the product creates. */
export const ruleTypeSchema = z.enum(['attribute']);

const boostingRuleFields = {
  /** Rule name. */
  name: z.string(),
  /** Rule type; always attribute. */
  type: ruleTypeSchema,
  /** Which products the rule boosts. */
  matcher: boolQuerySchema,
  /** Boost weight, 1 to 10. */
  weight: z.number(),
  /** Rule state. */
  status: ruleStatusSchema,
  /** The store the rule belongs to. */
  storeId: idSchema,
  /** The store's platform. */
  storeType: storeTypeSchema,
  /** Numeric Shopify store id, for Shopify rules. */
  shopifyStoreId: z.optional(z.number()),
  /** Numeric WooCommerce store id, for WooCommerce rules. */
  woocommerceStoreId: z.optional(z.number()),
  /** When the rule applies, in the store's time zone; none: always (while active). */
  schedule: z.optional(scheduleSchema),
};

/** A boosting rule (Dynamic Re-Rank; spec section 3). */
export const boostingRuleSchema = z.looseObject({
  /** Rule id. */
  id: idSchema,
  ...boostingRuleFields,
});

/** A boosting rule. */
export type BoostingRule = z.infer<typeof boostingRuleSchema>;

/** Body of POST /api/v1/boosting-rules and PUT /api/v1/boosting-rules/{id}. */
export const boostingRuleBodySchema = z.object(boostingRuleFields);

/** Body of a rule create or update. */
export type BoostingRuleBody = z.input<typeof boostingRuleBodySchema>;

/** Response of GET /api/v1/boosting-rules: a list or `{ data }`. */
export const boostingRulesResponseSchema = listOrDataSchema(boostingRuleSchema);

/** How a rule form combines its conditions. */
export const ruleConditionTypeSchema = z.enum(['all', 'is', 'isNot']);

/** Operator of one rule-form condition. */
export const ruleConditionOperatorSchema = z.enum(['is', 'isNot']);

/** Product fields a rule condition may test (spec section 5). */
export const ruleConditionFieldSchema = z.enum([
  'brand',
  'category',
  'tag',
  'color',
  'size',
  'stockStatus',
  'featured',
  'onSale',
]);

/** A product field a rule condition may test. */
export type RuleConditionField = z.infer<typeof ruleConditionFieldSchema>;

/** One condition of the rule form; `field`/`value` may hold the 'select-field'/'select-value' placeholders until saved. */
export const ruleConditionSchema = z.object({
  /** Condition id, stable while editing. */
  id: z.string(),
  /** Product field, or the placeholder. */
  field: z.string(),
  /** Whether the field must or must not match. */
  operator: ruleConditionOperatorSchema,
  /** Accepted values. */
  value: z.array(z.string()),
});

/** One condition of the rule form. */
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

/** The add/edit rule form (spec section 3). */
export const ruleFormSchema = z.object({
  /** Rule name. */
  name: z.string(),
  /** Active when true. */
  enabled: z.boolean(),
  /** Boost, 1 to 10 in steps of 0.1. */
  boostValue: z.number(),
  /** How conditions combine. */
  conditionType: ruleConditionTypeSchema,
  /** Conditions. */
  conditions: z.array(ruleConditionSchema),
  /** When the rule applies; none: always. */
  schedule: z.optional(scheduleSchema),
});

/** The add/edit rule form. */
export type RuleForm = z.infer<typeof ruleFormSchema>;
