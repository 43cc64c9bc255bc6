import * as z from 'zod/mini';
import { ruleConditionSchema, ruleConditionTypeSchema } from '../boosting/boosting.schema';
import { idSchema, listOrDataSchema, storeTypeSchema } from '../client/client.schema';
import { scheduleSchema } from '../schedule/schedule.schema';

/** How a query rule's text is compared with the shopper's query (both normalised, word by word). */
export const matchKindSchema = z.enum(['equals', 'contains', 'startsWith']);

/** How a query rule's text is compared with the shopper's query. */
export type MatchKind = z.infer<typeof matchKindSchema>;

/** One product put at a fixed position of the results. */
export const pinSchema = z.object({
  /** The pinned product. */
  productId: idSchema,
  /** Its position, 1 for the first result. */
  position: z.number(),
});

/** One product put at a fixed position. */
export type Pin = z.infer<typeof pinSchema>;

/** Products matching these conditions, with the condition model of the Dynamic Re-Rank rule form. */
const conditionFields = {
  /** How the conditions combine (all, any, none), as in the rule form. */
  conditionType: ruleConditionTypeSchema,
  /** The conditions, as in the rule form. */
  conditions: z._default(z.array(ruleConditionSchema), []),
};

/** Bury: listed products and products matching conditions sink to the bottom of the results. */
export const buryActionSchema = z.object({
  /** Products to bury by id. */
  productIds: z._default(z.array(idSchema), []),
  ...conditionFields,
});

/** The bury action. */
export type BuryAction = z.infer<typeof buryActionSchema>;

/** Boost, for this query only: products matching the conditions have their score multiplied by the weight. */
export const boostActionSchema = z.object({
  ...conditionFields,
  /** Score multiplier, 1 to 10 in steps of 0.1 like a Dynamic Re-Rank rule. */
  weight: z.number(),
});

/** The boost action. */
export type BoostAction = z.infer<typeof boostActionSchema>;

/** What a query rule does; any combination, except that a redirect ends the search and so stands alone. */
export const queryRuleActionsSchema = z.object({
  /** Products put at fixed positions. */
  pins: z._default(z.array(pinSchema), []),
  /** Products never shown. */
  hides: z._default(z.array(idSchema), []),
  /** Products pushed down. */
  bury: z.optional(buryActionSchema),
  /** Products pushed up for this query. */
  boost: z.optional(boostActionSchema),
  /** An https address the search is sent to instead of showing results. */
  redirect: z.optional(z.string()),
});

/** What a query rule does. */
export type QueryRuleActions = z.infer<typeof queryRuleActionsSchema>;

/** What a query rule does, as a caller writes it (empty lists may be left out). */
export type QueryRuleActionsInput = z.input<typeof queryRuleActionsSchema>;

export { localDateTimeSchema, type Schedule, scheduleSchema } from '../schedule/schedule.schema';

const queryRuleFields = {
  /** The store the rule belongs to. */
  storeId: idSchema,
  /** The store's platform. */
  storeType: storeTypeSchema,
  /** How `matchText` is compared with the shopper's query. */
  matchKind: matchKindSchema,
  /** The query text the rule applies to. */
  matchText: z.string(),
  /** Off: the rule is kept but never applied. */
  enabled: z.boolean(),
  /** What the rule does. */
  actions: queryRuleActionsSchema,
  /** When the rule applies; none: always. */
  schedule: z.optional(scheduleSchema),
};

/** Body of a query-rule create or update. */
export const queryRuleBodySchema = z.object(queryRuleFields);

/** Body of a query-rule create or update. */
export type QueryRuleBody = z.input<typeof queryRuleBodySchema>;

/** A query-rule body after parsing: every list present. */
export type QueryRuleFields = z.infer<typeof queryRuleBodySchema>;

/** A merchandising rule for one query of one store: pin, hide, bury, boost or redirect. */
export const queryRuleSchema = z.looseObject({
  /** Rule id. */
  id: idSchema,
  ...queryRuleFields,
  /** Version of the rule, 1 when created, raised by every change (the history keeps each). */
  version: z.number(),
  /** ISO date-time it was created. */
  createdAt: z.string(),
  /** ISO date-time of its latest change. */
  updatedAt: z.string(),
});

/** A query rule. */
export type QueryRule = z.infer<typeof queryRuleSchema>;

/** Response of GET /api/v1/merchandising/query-rules: a list or `{ data }`. */
export const queryRulesResponseSchema = listOrDataSchema(queryRuleSchema);

/** A rule as a write answers it: bare or under `data`. */
export const queryRuleResponseSchema = z.union([
  queryRuleSchema,
  z.looseObject({ success: z.optional(z.boolean()), data: queryRuleSchema }),
]);

/** Multi-way synonyms: a search for any of the terms also finds the others. */
export const multiWaySynonymSchema = z.object({
  /** Group id, stable while editing. */
  id: idSchema,
  /** Kind of group. */
  kind: z.literal('multiWay'),
  /** The equivalent terms (words or phrases). */
  terms: z.array(z.string()),
});

/** One-way synonyms: a search for `from` also finds `to`, not the other way round. */
export const oneWaySynonymSchema = z.object({
  /** Group id, stable while editing. */
  id: idSchema,
  /** Kind of group. */
  kind: z.literal('oneWay'),
  /** The term shoppers type. */
  from: z.string(),
  /** The terms it also searches for. */
  to: z.array(z.string()),
});

/** A synonym group, multi-way or one-way. */
export const synonymGroupSchema = z.discriminatedUnion('kind', [multiWaySynonymSchema, oneWaySynonymSchema]);

/** A synonym group. */
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

/** A store's synonyms. */
export const synonymSetSchema = z.looseObject({
  /** The store. */
  storeId: idSchema,
  /** Its platform. */
  storeType: storeTypeSchema,
  /** The groups, in the order the shop owner keeps them. */
  groups: z.array(synonymGroupSchema),
  /** Version of the list, 0 before it was first saved. */
  version: z.number(),
  /** ISO date-time of the latest save; absent before the first. */
  updatedAt: z.optional(z.string()),
});

/** A store's synonyms. */
export type SynonymSet = z.infer<typeof synonymSetSchema>;

/** Response of GET and PUT /api/v1/merchandising/synonyms: the set, bare or under `data`. */
export const synonymSetResponseSchema = z.union([
  synonymSetSchema,
  z.looseObject({ success: z.optional(z.boolean()), data: synonymSetSchema }),
]);

/** Body of PUT /api/v1/merchandising/synonyms: the whole list. */
export const saveSynonymsBodySchema = z.object({
  /** The store. */
  storeId: idSchema,
  /** Its platform. */
  storeType: storeTypeSchema,
  /** Every group, replacing the stored list. */
  groups: z.array(synonymGroupSchema),
});

/** Body of a synonyms save. */
export type SaveSynonymsBody = z.input<typeof saveSynonymsBodySchema>;

/** One word of a query corrected to a word of the catalogue. */
export const synonymCorrectionSchema = z.object({
  /** The word as shoppers type it. */
  from: z.string(),
  /** The catalogue word it most likely means. */
  to: z.string(),
  /** Edits between the two (insert, delete, replace or swap two neighbours). */
  distance: z.number(),
});

/** One word of a query corrected to a word of the catalogue. */
export type SynonymCorrection = z.infer<typeof synonymCorrectionSchema>;

/** A synonym the store's search log suggests: a query searched often that finds nothing or is never clicked. */
export const synonymSuggestionSchema = z.object({
  /** The query as shoppers type it. */
  query: z.string(),
  /** Times it was searched. */
  searchCount: z.number(),
  /** Clicks on its results. */
  clicks: z.number(),
  /** The suggested one-way group: the query also searches for the corrected query. */
  group: oneWaySynonymSchema,
  /** The words corrected. */
  corrections: z.array(synonymCorrectionSchema),
});

/** A suggested synonym. */
export type SynonymSuggestion = z.infer<typeof synonymSuggestionSchema>;

/** Response of GET /api/v1/merchandising/synonym-suggestions: a list or `{ data }`. */
export const synonymSuggestionsResponseSchema = listOrDataSchema(synonymSuggestionSchema);

/** Kinds of tuning object whose changes the history records. */
export const tuningObjectKindSchema = z.enum([
  'queryRule',
  'synonyms',
  'boostingRule',
  'facets',
  'colorMapping',
  'productBoost',
]);

/** A kind of tuning object. */
export type TuningObjectKind = z.infer<typeof tuningObjectKindSchema>;

/** What a recorded change did. */
export const historyActionSchema = z.enum(['create', 'update', 'delete', 'restore']);

/** What a recorded change did. */
export type HistoryAction = z.infer<typeof historyActionSchema>;

/** Who made a change. */
export const historyActorSchema = z.object({
  /** User id. */
  id: idSchema,
  /** Name shown in the history. */
  name: z.string(),
});

/** Who made a change. */
export type HistoryActor = z.infer<typeof historyActorSchema>;

/** One recorded version of one tuning object. */
export const historyEntrySchema = z.looseObject({
  /** Entry id. */
  id: idSchema,
  /** The store. */
  storeId: idSchema,
  /** Its platform. */
  storeType: storeTypeSchema,
  /** Kind of object. */
  objectKind: tuningObjectKindSchema,
  /** The object's id (the store id for a store's synonyms or facets). */
  objectId: idSchema,
  /** Version this change produced: 1 for the first, one more for each change after. */
  version: z.number(),
  /** What the change did. */
  action: historyActionSchema,
  /** Who made it. */
  who: historyActorSchema,
  /** ISO date-time it was made. */
  when: z.string(),
  /** The object before the change; null when it did not exist. */
  before: z.unknown(),
  /** The object after the change; null when it was deleted. */
  after: z.unknown(),
  /** For a restore: the version whose content was brought back. */
  restoreOf: z.optional(z.nullable(z.number())),
});

/** One recorded version of one tuning object. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Response of GET /api/v1/merchandising/history: a list or `{ data }`, newest first. */
export const historyResponseSchema = listOrDataSchema(historyEntrySchema);

/** Query of the history list: one store, optionally one kind or one object. */
export const historyQuerySchema = z.object({
  /** The store. */
  storeId: idSchema,
  /** Its platform. */
  storeType: storeTypeSchema,
  /** Only this kind of object. */
  objectKind: z.optional(tuningObjectKindSchema),
  /** Only this object (with its kind). */
  objectId: z.optional(idSchema),
});

/** Body of POST /api/v1/merchandising/history/restore: bring back one earlier version of one object. */
export const restoreVersionBodySchema = z.object({
  /** The store. */
  storeId: idSchema,
  /** Its platform. */
  storeType: storeTypeSchema,
  /** Kind of object. */
  objectKind: tuningObjectKindSchema,
  /** The object. */
  objectId: idSchema,
  /** The version whose content comes back. */
  version: z.number(),
});

/** Body of a restore. */
export type RestoreVersionBody = z.input<typeof restoreVersionBodySchema>;

/** Response of a restore: the new history entry, bare or under `data`. */
export const restoreVersionResponseSchema = z.union([
  historyEntrySchema,
  z.looseObject({ success: z.optional(z.boolean()), data: historyEntrySchema }),
]);

/** An unsaved rule the preview applies: a new rule (no id) or a changed saved rule (its id). */
export const queryRuleDraftSchema = z.object({
  /** The saved rule it replaces; none for a new rule. */
  id: z.optional(idSchema),
  ...queryRuleFields,
});

/** An unsaved rule the preview applies. */
export type QueryRuleDraft = z.infer<typeof queryRuleDraftSchema>;

/** The unsaved change the preview compares against the saved state. */
export const previewDraftSchema = z.object({
  /** A rule being edited. */
  rule: z.optional(queryRuleDraftSchema),
  /** The synonym list being edited, replacing the saved one. */
  synonyms: z.optional(z.array(synonymGroupSchema)),
});

/** The unsaved change the preview compares against. */
export type PreviewDraft = z.infer<typeof previewDraftSchema>;

/** Body of POST /api/v1/merchandising/preview. */
export const previewRequestSchema = z.object({
  /** The store. */
  storeId: idSchema,
  /** Its platform. */
  storeType: storeTypeSchema,
  /** The query as a shopper types it. */
  query: z.string(),
  /** How many results; the page size when absent. */
  size: z.optional(z.number()),
  /** ISO instant to preview at (schedules); now when absent. */
  at: z.optional(z.string()),
  /** An unsaved change: the results show it applied, with each result's position without it. */
  draft: z.optional(previewDraftSchema),
});

/** Body of a preview call. */
export type PreviewRequest = z.input<typeof previewRequestSchema>;

/** Body of a preview call after parsing. */
export type ParsedPreviewRequest = z.infer<typeof previewRequestSchema>;

/** A query word a result matched, and the fields it matched in. */
export const matchedTermSchema = z.object({
  /** The word as analysed (lowercase, accents and plural removed). */
  term: z.string(),
  /** Fields that hold it: title, brand, category, tags, color. */
  fields: z.array(z.string()),
});

/** Where a result sits and why. */
export const previewExplanationSchema = z.object({
  /** The words it matched. */
  matchedTerms: z.array(matchedTermSchema),
  /** The synonym that found it, when the query as typed did not rank it as high. */
  synonym: z.nullable(
    z.object({
      /** The synonym group. */
      groupId: idSchema,
      /** The words of the query that were replaced. */
      from: z.string(),
      /** What they were replaced with. */
      to: z.string(),
    }),
  ),
  /** The rule that pinned it, and the position it asked for. */
  pinnedBy: z.nullable(
    z.object({
      /** The query rule ('draft' for an unsaved one). */
      ruleId: idSchema,
      /** Position the rule asked for. */
      position: z.number(),
    }),
  ),
  /** Rules whose boost it received. */
  boostedBy: z.array(
    z.object({
      /** The rule ('draft' for an unsaved one). */
      ruleId: idSchema,
      /** A query rule or a Dynamic Re-Rank rule. */
      source: z.enum(['queryRule', 'boostingRule']),
      /** The weight its score was multiplied by. */
      weight: z.number(),
      /** A Dynamic Re-Rank rule's name, as its list shows it. */
      name: z.optional(z.string()),
    }),
  ),
  /** Query rules that buried it. */
  buriedBy: z.array(idSchema),
});

/** Where a result sits and why. */
export type PreviewExplanation = z.infer<typeof previewExplanationSchema>;

/** One result of the preview. */
export const previewResultSchema = z.looseObject({
  /** The product. */
  productId: idSchema,
  /** Its title. */
  title: z.string(),
  /** Its position, 1 for the first. */
  position: z.number(),
  /** Its relevance score after boosts and burial (0 for a pinned product the query does not match). */
  score: z.number(),
  /** Its position without the unsaved change; null when it was not on the page. */
  previousPosition: z.nullable(z.number()),
  /** Why it is where it is. */
  explanation: previewExplanationSchema,
});

/** One result of the preview. */
export type PreviewResult = z.infer<typeof previewResultSchema>;

/** A product the query finds that a rule hides. */
export const previewHiddenSchema = z.object({
  /** The product. */
  productId: idSchema,
  /** Its title. */
  title: z.string(),
  /** The query rules that hide it. */
  hiddenBy: z.array(idSchema),
});

/** What a shopper would see for a query, with the reasons. */
export const previewResponseSchema = z.looseObject({
  /** The query as typed. */
  query: z.string(),
  /** The query as rules compare it. */
  normalisedQuery: z.string(),
  /** Set when a rule redirects the query: no results are shown. */
  redirect: z.nullable(
    z.object({
      /** The address. */
      url: z.string(),
      /** The rule. */
      ruleId: idSchema,
    }),
  ),
  /** Products found (pinned ones included), before the page cut. */
  total: z.number(),
  /** The first results. */
  results: z.array(previewResultSchema),
  /** Products the query finds that rules hide (at most a page of them). */
  hidden: z.array(previewHiddenSchema),
  /** Query rules that applied (matched the query, enabled and live). */
  appliedRules: z.array(idSchema),
  /** Redirect, total and results without the unsaved change; null when there was none. */
  before: z.nullable(
    z.object({
      /** The redirect without the change. */
      redirect: z.nullable(z.object({ url: z.string(), ruleId: idSchema })),
      /** Products found without the change. */
      total: z.number(),
      /** Product ids of the first results without the change, in order. */
      productIds: z.array(idSchema),
    }),
  ),
});

/** What a shopper would see for a query. */
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

/** Response of the preview call: bare or under `data`. */
export const previewCallResponseSchema = z.union([
  previewResponseSchema,
  z.looseObject({ success: z.optional(z.boolean()), data: previewResponseSchema }),
]);
