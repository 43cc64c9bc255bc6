import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import { DEMO_STORES } from '../mocks/mocks.seed';
import { boostingRulesOf, demoRuleBody } from './boosting.mock';

const SHOPIFY = DEMO_STORES.shopify.id;

describe('the boosting domain in the demo backend', () => {
  it('boosting rules: create, toggle status, delete', async () => {
    const backend = createDemoBackend();
    const list = async () =>
      (await json(
        await call(backend, 'GET', `/api/v1/boosting-rules?storeId=${SHOPIFY}&storeType=shopify`),
      )) as unknown as {
        id: number;
        name: string;
        status: string;
        shopifyStoreId?: number;
      }[];
    const created = await call(backend, 'POST', '/api/v1/boosting-rules', {
      body: demoRuleBody('Boost Adidas'),
    });
    expect(created.status).toBe(201);
    const rule = (await list()).find((r) => r.name === 'Boost Adidas')!;
    expect(rule.shopifyStoreId).toBe(SHOPIFY);
    await call(backend, 'PUT', `/api/v1/boosting-rules/${rule.id}`, {
      body: { ...demoRuleBody('Boost Adidas'), status: 'inactive' },
    });
    expect((await list()).find((r) => r.id === rule.id)?.status).toBe('inactive');
    await call(backend, 'DELETE', `/api/v1/boosting-rules/${rule.id}?storeId=${SHOPIFY}&storeType=shopify`);
    expect((await list()).some((r) => r.id === rule.id)).toBe(false);
  });

  it("boostingRulesOf is the backend's own answer to the list, for a story that answers it alone", async () => {
    const backend = createDemoBackend();
    const listed = await json(
      await call(backend, 'GET', `/api/v1/boosting-rules?storeId=${SHOPIFY}&storeType=shopify`),
    );
    expect(boostingRulesOf(backend.db, SHOPIFY)).toEqual(listed);
    expect(listed).not.toHaveLength(0);
  });

  it('boosting rules: a blank name or a weight outside 1 to 10 is refused', async () => {
    const backend = createDemoBackend();
    for (const body of [
      demoRuleBody('  '),
      { ...demoRuleBody('x'), weight: 0.9 },
      { ...demoRuleBody('x'), weight: 10.1 },
    ]) {
      expect((await call(backend, 'POST', '/api/v1/boosting-rules', { body })).status).toBe(400);
    }
    expect(
      (await call(backend, 'POST', '/api/v1/boosting-rules', { body: { ...demoRuleBody('x'), weight: 10 } }))
        .status,
    ).toBe(201);
  });
});
