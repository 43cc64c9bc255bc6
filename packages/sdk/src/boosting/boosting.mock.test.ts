import { describe, expect, it } from 'vitest';
import { createClient } from '../client/client.request';
import { getSearchPreview } from '../merchandising/merchandising.api';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import { DEMO_STORE_SCOPES, DEMO_STORES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { listBoostingRules } from './boosting.api';
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

  describe('a rule name', () => {
    const rulesOf = (backend: ReturnType<typeof createDemoBackend>, storeId: number) =>
      backend.db.boostingRules.filter((r) => r.storeId === storeId);
    const refusal = async (response: Response) => ({ status: response.status, body: await json(response) });
    const taken = (name: string) => ({
      status: 400,
      body: {
        success: false,
        error: { message: `A rule named "${name}" already exists. Choose another name.` },
      },
    });

    it('another rule of the store has is refused on create, in any case and with spaces, and nothing is saved', async () => {
      const backend = createDemoBackend();
      await call(backend, 'POST', '/api/v1/boosting-rules', { body: demoRuleBody('Boost Adidas') });
      const before = rulesOf(backend, SHOPIFY).length;
      for (const name of ['Boost Adidas', 'boost ADIDAS', '  Boost Adidas  ']) {
        const answer = await call(backend, 'POST', '/api/v1/boosting-rules', { body: demoRuleBody(name) });
        expect(await refusal(answer)).toEqual(taken('Boost Adidas'));
      }
      expect(rulesOf(backend, SHOPIFY)).toHaveLength(before);
      expect(
        (await call(backend, 'POST', '/api/v1/boosting-rules', { body: demoRuleBody('Boost Adidas 2') }))
          .status,
      ).toBe(201);
    });

    it("another store's rule has is accepted", async () => {
      const backend = createDemoBackend();
      await call(backend, 'POST', '/api/v1/boosting-rules', { body: demoRuleBody('Boost Adidas') });
      const woo = {
        ...demoRuleBody('Boost Adidas'),
        ...DEMO_STORE_SCOPES.woocommerce,
        shopifyStoreId: undefined,
        woocommerceStoreId: DEMO_STORES.woocommerce.id,
      };
      const answer = await call(backend, 'POST', '/api/v1/boosting-rules', { body: woo });
      expect(answer.status, JSON.stringify(await json(answer))).toBe(201);
    });

    it('another rule of the store has is refused on replace; the rule keeps its own name or changes its case', async () => {
      const backend = createDemoBackend();
      const [first, second] = rulesOf(backend, SHOPIFY);
      if (!first || !second) throw new Error('the store has fewer than two rules');
      const replace = (name: string) =>
        call(backend, 'PUT', `/api/v1/boosting-rules/${first.id}`, { body: demoRuleBody(name) });
      expect(await refusal(await replace(` ${second.name.toUpperCase()} `))).toEqual(taken(second.name));
      expect(rulesOf(backend, SHOPIFY).find((r) => r.id === first.id)?.name).toBe(first.name);
      expect((await replace(first.name)).status).toBe(200);
      expect((await replace(first.name.toLowerCase())).status).toBe(200);
      expect(rulesOf(backend, SHOPIFY).find((r) => r.id === first.id)?.name).toBe(first.name.toLowerCase());
    });

    it('a rule that already shares its name with another (as a restored version can) can still be toggled', async () => {
      const backend = createDemoBackend();
      const [first] = rulesOf(backend, SHOPIFY);
      if (!first) throw new Error('the store has no rule');
      const twin = { ...structuredClone(first), id: backend.db.nextId++ };
      backend.db.boostingRules.push(twin);
      const [view] = boostingRulesOf(backend.db, SHOPIFY).filter((r) => r.id === twin.id);
      const answer = await call(backend, 'PUT', `/api/v1/boosting-rules/${twin.id}`, {
        body: { ...view, status: twin.status === 'active' ? 'inactive' : 'active' },
      });
      expect(answer.status, JSON.stringify(await json(answer))).toBe(200);
    });
  });

  describe('a scheduled rule', () => {
    /** Black Friday in Stockholm: from 09:00 on 1 December (08:00 UTC) until midnight. */
    const schedule = { start: '2026-12-01T09:00', end: '2026-12-02T00:00', timeZone: 'Europe/Stockholm' };
    const scheduled = { ...demoRuleBody('Black Friday Adidas'), schedule };
    const list = async (backend: ReturnType<typeof createDemoBackend>) =>
      (await json(
        await call(backend, 'GET', `/api/v1/boosting-rules?storeId=${SHOPIFY}&storeType=shopify`),
      )) as unknown as { id: number; name: string; schedule?: unknown }[];

    it('keeps its schedule, and a replace without one takes it away', async () => {
      const backend = createDemoBackend();
      expect((await call(backend, 'POST', '/api/v1/boosting-rules', { body: scheduled })).status).toBe(201);
      const rule = (await list(backend)).find((r) => r.name === 'Black Friday Adidas')!;
      expect(rule.schedule).toEqual(schedule);
      await call(backend, 'PUT', `/api/v1/boosting-rules/${rule.id}`, {
        body: demoRuleBody('Black Friday Adidas'),
      });
      expect((await list(backend)).find((r) => r.id === rule.id)).not.toHaveProperty('schedule');
    });

    it("is refused with the schedule's message when it ends before it starts or names no real time zone", async () => {
      const backend = createDemoBackend();
      for (const [wrong, message] of [
        [{ ...schedule, end: schedule.start }, 'The schedule must end after it starts.'],
        [{ ...schedule, timeZone: 'Europe/Atlantis' }, 'Unknown time zone: Europe/Atlantis.'],
      ] as const) {
        const answer = await call(backend, 'POST', '/api/v1/boosting-rules', {
          body: { ...scheduled, schedule: wrong },
        });
        expect(answer.status).toBe(400);
        expect(JSON.stringify(await json(answer))).toContain(message);
      }
      expect((await list(backend)).some((r) => r.name === 'Black Friday Adidas')).toBe(false);
    });

    it('boosts in the preview from the first minute of its window, in its time zone, and not the minute before', async () => {
      const backend = createDemoBackend();
      const client = createClient({
        baseUrl: 'http://demo.test',
        vendorId: DEMO_VENDOR_ID,
        fetch: createDemoFetch(backend),
      });
      await call(backend, 'POST', '/api/v1/boosting-rules', { body: scheduled });
      const [rule] = (await listBoostingRules(client, DEMO_STORE_SCOPES.shopify)).filter(
        (r) => r.name === 'Black Friday Adidas',
      );
      const boostedAt = async (at: string) => {
        const preview = await getSearchPreview(client, { ...DEMO_STORE_SCOPES.shopify, query: 'adidas', at });
        return preview.results.some((result) =>
          result.explanation.boostedBy.some(
            (b) => b.source === 'boostingRule' && String(b.ruleId) === String(rule?.id),
          ),
        );
      };
      expect(await boostedAt('2026-12-01T07:59:00.000Z')).toBe(false);
      expect(await boostedAt('2026-12-01T08:00:00.000Z')).toBe(true);
      expect(await boostedAt('2026-12-01T22:59:00.000Z')).toBe(true);
      expect(await boostedAt('2026-12-01T23:00:00.000Z')).toBe(false);
    });
  });
});
