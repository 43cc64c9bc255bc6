/**
 * Merchandising messages in English: the source of the section's keys. The section loads with the merchandising screens
 * (`loadMessageArea('merchandising', locale)`), not with the first page; other locales define exactly these keys.
 */
export const merchandisingMessagesEn = {
  queryRuleEmptyQuery: 'Enter the search query this rule applies to.',
  queryRuleNoAction: 'Add at least one action: pin, hide, bury, boost or redirect.',
  queryRulePinPositionOutOfRange:
    'Product {productId} is pinned at position {position}; positions go from 1 to {max}.',
  queryRulePositionTaken: 'Two products are pinned at position {position}.',
  queryRuleProductPinnedTwice: 'Product {productId} is pinned more than once.',
  queryRuleBuryEmpty: 'Choose products or add a condition for the products to bury.',
  queryRuleRedirectNotHttps: 'The redirect must use a secure https:// address.',
  queryRuleRedirectInvalid: 'Enter a full web address for the redirect, such as https://example.com/returns.',
  queryRuleRedirectAlone: 'A redirect ends the search, so it cannot be combined with other actions.',
  scheduleTimeZoneInvalid: 'Unknown time zone: {timeZone}.',
  scheduleDateInvalid: 'Enter a real date and time, such as 2026-11-27T09:00 (not {value}).',
  scheduleEndsBeforeStart: 'The schedule must end after it starts.',
  synonymGroupTooFewTerms: 'A synonym group needs at least {min} different terms.',
  csvUnclosedQuote: 'Line {line}: a quoted value is never closed.',
  csvTextAfterQuote: 'Line {line}: text follows a closing quote.',
  synonymCsvHeader: 'The first line must be the header {header}.',
  synonymCsvRow:
    'Line {line}: each row needs a group, a type (multi-way or one-way), a from term for one-way groups, and a term.',
  synonymCsvMixedGroup: 'Line {line}: group {group} mixes types or from terms.',
  merchandisingNotFound: 'This rule or version no longer exists.',
  conflictPinCollision:
    'Two rules pin different products at position {position} for "{example}": {product} and {otherProduct}.',
  conflictPinnedAndHidden:
    'Product {product} is both pinned and hidden for "{example}"; a hidden product is never shown.',
  conflictSynonymLoop: 'These synonyms lead back to where they start: {terms}.',
  conflictRedirectShadows:
    'The redirect for "{query}" ends every search the rule for "{otherQuery}" applies to, so that rule never runs.',
  conflictRedirectShadowsWhileLive:
    'While it is live, the redirect for "{query}" ends every search the rule for "{otherQuery}" applies to.',
  conflictFixMovePin: 'Move product {product} to position {position}',
  conflictFixRemovePin: 'Unpin product {product}',
  conflictFixRemoveHide: 'Stop hiding product {product}',
  conflictFixDisableRule: 'Disable the rule for "{query}"',
  conflictFixMatchExactly: 'Redirect only when the query equals "{query}"',
  conflictFixMergeSynonyms: 'Make {terms} one multi-way group',
  matchKindEquals: 'Equals',
  matchKindContains: 'Contains',
  matchKindStartsWith: 'Starts with',
  synonymKindMultiWay: 'Multi-way',
  synonymKindOneWay: 'One-way',
  scheduleStateScheduled: 'Scheduled',
  scheduleStateLive: 'Live',
  scheduleStateExpired: 'Expired',
  timelineStarts: '{rule} starts',
  timelineEnds: '{rule} ends',
  previewWhyPinned: 'Pinned at position {position}',
  previewWhyMatched: 'Matches {terms}',
  previewWhySynonym: 'Found through the synonym {from} → {to}',
  previewWhyBoostedQueryRule: 'Boosted ×{weight} for this query',
  previewWhyBoostedBoostingRule: 'Boosted ×{weight} by Dynamic Re-Rank',
  previewWhyBuried: 'Buried for this query',
  previewWhyHidden: 'Hidden for this query',
  historyActionCreate: 'Created',
  historyActionUpdate: 'Changed',
  historyActionDelete: 'Deleted',
  historyActionRestore: 'Restored version {version}',
  historyValueAdded: '{field}: added {value}',
  historyValueRemoved: '{field}: removed {value}',
  historyValueChanged: '{field}: {before} → {after}',
  historyFieldMatchKind: 'Match',
  historyFieldMatchText: 'Query',
  historyFieldEnabled: 'Enabled',
  historyFieldPins: 'Pinned products',
  historyFieldHides: 'Hidden products',
  historyFieldBury: 'Buried products',
  historyFieldBoost: 'Boost',
  historyFieldRedirect: 'Redirect',
  historyFieldSchedule: 'Schedule',
  historyFieldSynonyms: 'Synonyms',
  historyFieldConditions: 'Conditions',
  historyFieldWhole: 'Everything',
} as const;

/** The keys of the merchandising section. */
export type MerchandisingMessageKey = keyof typeof merchandisingMessagesEn;

/** A complete merchandising section for one locale. */
export type MerchandisingMessages = { readonly [K in MerchandisingMessageKey]: string };
