import { describe, expect, it } from 'vitest';
import { createClient } from '../client/client.request';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { DEMO_STORE_SCOPES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { listProductAttributes } from '../products/products.api';
import type { ProductAttributes } from '../products/products.schema';
import { listBoostingRules } from './boosting.api';
import { compileRule, evaluateMatcher, parseRule } from './boosting.matcher';
import { previewRule, productMatchDocument, RULE_PREVIEW_SAMPLE_SIZE } from './boosting.preview';
import { newRuleForm } from './boosting.rules';
import type { RuleForm } from './boosting.schema';

const product = (id: number, overrides: Partial<ProductAttributes> = {}): ProductAttributes => ({
  id: String(id),
  title: `Product ${id}`,
  brand: 'Nike',
  category: 'Shoes',
  tag: 'new',
  color: 'Red',
  size: 'M',
  stockStatus: 'instock',
  featured: false,
  onSale: false,
  price: 10,
  ...overrides,
});

const form = (conditions: RuleForm['conditions'], conditionType: RuleForm['conditionType'] = 'all') => ({
  ...newRuleForm(),
  name: 'Preview',
  conditionType,
  conditions,
});

describe('productMatchDocument', () => {
  it('renames the three fields whose document names differ and keeps the rest', () => {
    const doc = productMatchDocument(product(1, { tag: 'sale', stockStatus: 'outofstock', onSale: true }));
    expect(doc).toMatchObject({ tags: 'sale', instock: 'outofstock', insale: true, brand: 'Nike' });
    expect(doc).not.toHaveProperty('tag');
    expect(doc).not.toHaveProperty('stockStatus');
    expect(doc).not.toHaveProperty('onSale');
  });
});

describe('previewRule', () => {
  const products = [
    product(1),
    product(2, { brand: 'Adidas', onSale: true }),
    product(3, { tag: 'clearance', onSale: true }),
    product(4, { stockStatus: 'outofstock', featured: true }),
  ];

  it('is null while the form has no real condition (placeholders only)', () => {
    expect(previewRule(newRuleForm(), products)).toBeNull();
    expect(
      previewRule(form([{ id: 'c', field: 'brand', operator: 'is', value: ['select-value'] }]), products),
    ).toBeNull();
  });

  it('counts the matches over every product and lists them in order', () => {
    const preview = previewRule(
      form([{ id: 'c', field: 'brand', operator: 'is', value: ['Nike'] }]),
      products,
    );
    expect(preview).toMatchObject({ matched: 3, total: 4, sample: [products[0], products[2], products[3]] });
  });

  it('tests the renamed fields: tag, stockStatus, onSale and booleans given as text', () => {
    const onSaleNotClearance = form([
      { id: 'a', field: 'onSale', operator: 'is', value: ['true'] },
      { id: 'b', field: 'tag', operator: 'isNot', value: ['clearance'] },
    ]);
    expect(previewRule(onSaleNotClearance, products)?.sample.map((p) => p.id)).toEqual(['2']);
    const outOfStockFeatured = form([
      { id: 'a', field: 'stockStatus', operator: 'is', value: ['outofstock'] },
      { id: 'b', field: 'featured', operator: 'is', value: ['true'] },
    ]);
    expect(previewRule(outOfStockFeatured, products)?.matched).toBe(1);
  });

  it('caps the sample at the sample size but still counts every match', () => {
    const many = Array.from({ length: RULE_PREVIEW_SAMPLE_SIZE + 3 }, (_, i) => product(i));
    const preview = previewRule(form([{ id: 'c', field: 'brand', operator: 'is', value: ['Nike'] }]), many);
    expect(preview?.matched).toBe(RULE_PREVIEW_SAMPLE_SIZE + 3);
    expect(preview?.sample).toHaveLength(RULE_PREVIEW_SAMPLE_SIZE);
    expect(
      previewRule(form([{ id: 'c', field: 'brand', operator: 'is', value: ['Nike'] }]), many, 1)?.sample,
    ).toHaveLength(1);
  });

  it('matches nothing for a brand no product has', () => {
    const preview = previewRule(
      form([{ id: 'c', field: 'brand', operator: 'is', value: ['Puma'] }]),
      products,
    );
    expect(preview).toMatchObject({ matched: 0, total: 4, sample: [], met: [] });
  });
});

describe('the demo backend and the matcher agree', () => {
  const backend = createDemoBackend({ now: () => 0 });
  const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) });
  const store = DEMO_STORE_SCOPES.shopify;

  it('every seeded rule reads back into the form and compiles to the same matcher', async () => {
    const rules = await listBoostingRules(client, store);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      const read = parseRule(rule);
      expect(read.ok, rule.name).toBe(true);
      if (!read.ok) continue;
      const parsed = read.value;
      const body = compileRule(parsed, { storeId: Number(rule.storeId), storeType: rule.storeType });
      const products = await listProductAttributes(client, store);
      const direct = products.filter((p) => evaluateMatcher(rule.matcher, productMatchDocument(p)));
      expect(previewRule(parsed, products)?.matched, rule.name).toBe(direct.length);
      expect(parseRule({ ...body, matcher: body.matcher })).toEqual(read);
      expect(body.matcher, rule.name).toEqual(rule.matcher);
      expect(direct.length, `${rule.name} matches some demo products`).toBeGreaterThan(0);
    }
  });

  it("'brand is Nike' matches the Nike products of the store's attributes call", async () => {
    const products = await listProductAttributes(client, store);
    const nike = products.filter((p) => p.brand === 'Nike').length;
    const preview = previewRule(
      form([{ id: 'c', field: 'brand', operator: 'is', value: ['Nike'] }]),
      products,
    );
    expect(nike).toBeGreaterThan(0);
    expect(preview?.matched).toBe(nike);
    expect(preview?.total).toBe(products.length);
  });
});
