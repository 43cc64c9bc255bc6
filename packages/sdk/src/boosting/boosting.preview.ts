import type { ProductAttributes } from '../products/products.schema';
import {
  compileMatcher,
  evaluateMatcher,
  type MatchDocument,
  matcherTest,
  RULE_FIELD_DOCUMENT_FIELDS,
} from './boosting.matcher';
import { invalidConditionValues, normaliseRuleForm } from './boosting.rules';
import type { RuleCondition, RuleConditionField, RuleForm } from './boosting.schema';

/** How many matching products the rule preview lists. */
export const RULE_PREVIEW_SAMPLE_SIZE = 5;

/**
 * A product as the search engine indexes it: the attributes call names fields as the rule form does
 * (tag, stockStatus, onSale), the matcher tests document fields (tags, instock, insale).
 */
export function productMatchDocument(product: ProductAttributes): MatchDocument {
  const doc: Record<string, unknown> = { ...product };
  for (const [formField, docField] of Object.entries(RULE_FIELD_DOCUMENT_FIELDS)) {
    if (formField === docField) continue;
    doc[docField] = product[formField as RuleConditionField];
    delete doc[formField];
  }
  return doc;
}

/**
 * The conditions of a normalised rule form that a product meets, in the form's order: an `is` condition
 * when the product has one of its values, an `isNot` condition when it has none of them.
 */
export function ruleConditionsMet(
  form: Pick<RuleForm, 'conditions'>,
  product: ProductAttributes,
): RuleCondition[] {
  const doc = productMatchDocument(product);
  return form.conditions.filter((condition) => {
    const has = evaluateMatcher(
      compileMatcher({ conditionType: 'all', conditions: [{ ...condition, operator: 'is' }] }),
      doc,
    );
    return condition.operator === 'is' ? has : !has;
  });
}

/** What a rule being edited would boost in the selected store. */
export interface RulePreview<P> {
  /** Products the rule matches. */
  readonly matched: number;
  /** Products searched. */
  readonly total: number;
  /** The first matching products, at most `RULE_PREVIEW_SAMPLE_SIZE`. */
  readonly sample: readonly P[];
  /** For each sampled product, in the same order, the conditions it meets (see `ruleConditionsMet`). */
  readonly met: readonly (readonly RuleCondition[])[];
  /** The form's conditions as saved (normalised), which `met` lists from. */
  readonly conditions: readonly RuleCondition[];
}

/**
 * Evaluates the rule form, as it would be saved, over the store's products. Null while the form has no
 * real condition yet or holds a value saving refuses: the rule could not be saved, so there is nothing to
 * preview.
 */
export function previewRule<P extends ProductAttributes>(
  form: RuleForm,
  products: readonly P[],
  sampleSize: number = RULE_PREVIEW_SAMPLE_SIZE,
): RulePreview<P> | null {
  const normalised = normaliseRuleForm(form);
  if (normalised.conditions.length === 0 || invalidConditionValues(form).length > 0) return null;
  const test = matcherTest(compileMatcher(normalised));
  if (!test.ok) return null;
  const sample: P[] = [];
  let matched = 0;
  for (const product of products) {
    if (!test.value(productMatchDocument(product))) continue;
    matched += 1;
    if (sample.length < sampleSize) sample.push(product);
  }
  const met = sample.map((product) => ruleConditionsMet(normalised, product));
  return { matched, total: products.length, sample, met, conditions: normalised.conditions };
}
