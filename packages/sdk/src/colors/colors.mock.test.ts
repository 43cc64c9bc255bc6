import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import { DEMO_STORES } from '../mocks/mocks.seed';

const SHOPIFY = DEMO_STORES.shopify.id;

describe('the colors domain in the demo backend', () => {
  it('colour mappings: hex validated and uppercased, name required, changes visible', async () => {
    const backend = createDemoBackend();
    const path = `/api/v1/color-mappings?storeId=${SHOPIFY}&storeType=shopify`;
    const bad = await call(backend, 'POST', path, { body: { colorName: 'Teal', hexValue: '#12345' } });
    expect(await json(bad)).toMatchObject({
      error: { message: 'Invalid hex color format. Please use format like #FF0000 or #F00' },
    });
    expect(
      (await call(backend, 'POST', path, { body: { colorName: 'Teal', hexValue: '#0ff' } })).status,
    ).toBe(201);
    expect(
      (await call(backend, 'POST', path, { body: { colorName: 'teal', hexValue: '#0ff' } })).status,
    ).toBe(409);
    const list = (await json(await call(backend, 'GET', path))) as unknown as {
      id: number;
      colorName: string;
      hexValue: string;
    }[];
    const teal = list.find((m) => m.colorName === 'Teal')!;
    expect(teal.hexValue).toBe('#0FF');
    const noName = await call(backend, 'PUT', `/api/v1/color-mappings/${teal.id}`, {
      body: { colorName: ' ', hexValue: '#00ffff' },
    });
    expect(noName.status).toBe(400);
    await call(backend, 'PUT', `/api/v1/color-mappings/${teal.id}`, {
      body: { colorName: 'Aqua', hexValue: '#00ffff' },
    });
    await call(backend, 'DELETE', `/api/v1/color-mappings/${list[0]!.id}`);
    const after = (await json(await call(backend, 'GET', path))) as unknown as {
      id: number;
      colorName: string;
      hexValue: string;
    }[];
    expect(after).toContainEqual({ id: teal.id, colorName: 'Aqua', hexValue: '#00FFFF' });
    expect(after.some((m) => m.id === list[0]!.id)).toBe(false);
  });
});
