/**
 * End to end: the built dashboard (packages/dashboard-app/dist, from `pnpm build`) served by the demo server,
 * in real Chromium. The app runs in demo mode, so its MSW worker answers the API inside the browser and the
 * server only serves files; this proves the production bundle, the worker script and the routing together.
 */
import { DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { describe, expect, it } from 'vitest';
import { openPage, setUpE2eWorld, signInAsDemoVendor } from './e2e.helpers';

const world = setUpE2eWorld();

describe('the built dashboard on the demo backend', () => {
  it('sends / to sign-in, and the demo vendor then sees their stores on the welcome page', async () => {
    const { context, page, errors } = await openPage(world);
    const batchInit = page.waitForResponse((response) =>
      response.url().includes('/api/v1/vendor-info/batch-init'),
    );
    await signInAsDemoVendor(world, page);
    // Demo mode answers in the browser: the worker, not the server, sent the welcome page's data.
    expect((await batchInit).fromServiceWorker()).toBe(true);

    const demoStores = world.server.backend.db.stores.filter((store) => store.vendorId === DEMO_VENDOR_ID);
    expect(demoStores.length).toBeGreaterThanOrEqual(2);

    const storesRegion = page.getByRole('region', { name: 'Your Stores' });
    for (const store of demoStores) {
      await storesRegion.getByRole('article', { name: store.title }).waitFor({ state: 'visible' });
    }
    expect(await storesRegion.getByRole('article').count()).toBe(demoStores.length);
    expect(await page.getByRole('group', { name: 'Connected Stores' }).textContent()).toContain(
      String(demoStores.length),
    );
    expect(await page.getByRole('table', { name: 'Sync History' }).getByRole('row').count()).toBeGreaterThan(
      1,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
