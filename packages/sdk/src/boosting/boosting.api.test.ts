import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import {
  createBoostingRule,
  deleteBoostingRule,
  listBoostingRules,
  updateBoostingRule,
} from './boosting.api';
import type { BoostingRuleBody } from './boosting.schema';

const h = useApiHarness();

const rule: BoostingRuleBody = {
  name: 'Nike first',
  type: 'attribute',
  matcher: { bool: { should: [{ term: { brand: 'Nike' } }, { terms: { color: ['Red', 'Blue'] } }] } },
  weight: 1.5,
  status: 'active',
  storeId: 11,
  storeType: 'shopify',
  shopifyStoreId: 11,
};

describe('boosting rules', () => {
  it('GET /api/v1/boosting-rules?storeId=&storeType= lists rules (bare list)', async () => {
    h.route('GET', '/api/v1/boosting-rules', [{ ...rule, id: 5 }]);
    const rules = await listBoostingRules(h.client, { storeId: 11, storeType: 'shopify' });
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/boosting-rules',
      query: { storeId: '11', storeType: 'shopify' },
    });
    expect(rules).toEqual([{ ...rule, id: '5', storeId: '11' }]);
  });

  it('also accepts rules under data', async () => {
    h.route('GET', '/api/v1/boosting-rules', {
      success: true,
      data: [{ ...rule, id: 5, status: 'inactive' }],
    });
    const rules = await listBoostingRules(h.client, { storeId: 11, storeType: 'shopify' });
    expect(rules[0]?.status).toBe('inactive');
  });

  it('POST /api/v1/boosting-rules sends the rule', async () => {
    h.route('POST', '/api/v1/boosting-rules', { success: true });
    await createBoostingRule(h.client, rule);
    h.expectRequest({ method: 'POST', path: '/api/v1/boosting-rules', body: rule });
  });

  it('PUT /api/v1/boosting-rules/{id} sends the rule', async () => {
    h.route('PUT', '/api/v1/boosting-rules/:id', { success: true });
    await updateBoostingRule(h.client, { id: 5, rule: { ...rule, status: 'inactive' } });
    h.expectRequest({
      method: 'PUT',
      path: '/api/v1/boosting-rules/5',
      body: { ...rule, status: 'inactive' },
    });
  });

  it('DELETE /api/v1/boosting-rules/{id}?storeId=&storeType= deletes', async () => {
    h.route('DELETE', '/api/v1/boosting-rules/:id', () => new Response(null, { status: 204 }));
    await deleteBoostingRule(h.client, { id: 5, storeId: 11, storeType: 'woocommerce' });
    h.expectRequest({
      method: 'DELETE',
      path: '/api/v1/boosting-rules/5',
      query: { storeId: '11', storeType: 'woocommerce' },
    });
  });

  it('a rule with an unknown status is an invalid response', async () => {
    h.route('GET', '/api/v1/boosting-rules', [{ ...rule, id: 5, status: 'paused' }]);
    await expect(listBoostingRules(h.client, { storeId: 11, storeType: 'shopify' })).rejects.toMatchObject({
      kind: 'invalidResponse',
    });
  });
});
