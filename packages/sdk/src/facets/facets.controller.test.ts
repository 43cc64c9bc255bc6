import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/client.request';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { DEMO_STORE_SCOPES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { createFacetsEditorController, type FacetsEditorState } from './facets.controller';
import { FACET_FIELD_ORDER } from './facets.rules';

const store = DEMO_STORE_SCOPES.shopify;

/** A subscribed controller on a fresh demo backend; `prepare` changes the seeded world before anything loads. */
async function setup(prepare?: (backend: ReturnType<typeof createDemoBackend>) => void) {
  const backend = createDemoBackend();
  prepare?.(backend);
  const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const controller = createFacetsEditorController({ client, queryClient, store });
  controller.subscribe(() => {});
  await until(controller, (s) => s.draft !== undefined && s.fields.isSuccess);
  return { backend, controller };
}

/** Waits until the controller's state passes `check`. */
const until = (controller: { getState(): FacetsEditorState }, check: (state: FacetsEditorState) => boolean) =>
  vi.waitFor(() => expect(check(controller.getState())).toBe(true), { timeout: 5_000 });

const fieldsOf = (state: FacetsEditorState) => state.draft?.map((f) => f.field);
const saved = (backend: ReturnType<typeof createDemoBackend>) =>
  backend.db.facets.get(Number(store.storeId)) ?? [];

describe('createFacetsEditorController', () => {
  it('starts from the saved list in the fixed order, clean; any edit gives a new draft and makes it dirty', async () => {
    const { backend, controller } = await setup();
    const state = controller.getState();
    expect(fieldsOf(state)).toEqual(
      FACET_FIELD_ORDER.filter((f) => saved(backend).some((s) => s.field === f)),
    );
    expect(state.dirty).toBe(false);
    state.changeFacet('no-such-facet', { label: 'x' });
    expect(controller.getState().draft).not.toBe(state.draft);
    expect(controller.getState().dirty).toBe(true);
  });

  it('adds a field once, keeps mandatory facets on remove, and discards back to the saved list', async () => {
    const { controller } = await setup();
    const start = controller.getState();
    const { addFacet, removeFacet, changeFacet, discard } = start;
    expect(addFacet(null, 'Nothing', true)).toBe(false);
    expect(addFacet('brand', 'Brand again', true)).toBe(false);
    expect(addFacet('tags', '  ', false)).toBe(true);
    expect(controller.getState().draft?.at(-1)).toMatchObject({
      id: 'new-tags',
      field: 'tags',
      label: 'tags',
    });

    const category = start.draft?.find((f) => f.field === 'category');
    const brand = start.draft?.find((f) => f.field === 'brand');
    if (!category || !brand) throw new Error('the demo store lacks its category or brand facet');
    removeFacet(category.id);
    removeFacet(brand.id);
    changeFacet(category.id, { terms: '-3' });
    const edited = controller.getState();
    expect(fieldsOf(edited)).toContain('category');
    expect(fieldsOf(edited)).not.toContain('brand');
    expect(edited.draft?.find((f) => f.field === 'category')?.terms).toBe(0);
    expect(edited.dirty).toBe(true);

    discard();
    expect(controller.getState().draft).toEqual(start.draft);
    expect(controller.getState().dirty).toBe(false);
  });

  it('saves the whole draft, then is clean on what the server now holds', async () => {
    const { backend, controller } = await setup();
    controller.getState().addFacet('tags', 'Tags', true);
    expect(await controller.getState().save()).toBe(true);
    expect(saved(backend).map((f) => f.field)).toContain('tags');
    await until(controller, (s) => !s.dirty && fieldsOf(s)?.at(-1) === 'tags' && !s.isSaving);
    expect(controller.getState().draft?.at(-1)?.id).not.toBe('new-tags');
  });

  it('saves a label left empty or blank as its field name, and keeps the typed one in the draft until then', async () => {
    const { backend, controller } = await setup();
    const draft = controller.getState().draft ?? [];
    const brand = draft.find((f) => f.field === 'brand');
    const category = draft.find((f) => f.field === 'category');
    if (!brand || !category) throw new Error('the demo store lacks its brand or category facet');
    controller.getState().changeFacet(brand.id, { label: '' });
    controller.getState().changeFacet(category.id, { label: '   ' });
    expect(controller.getState().draft?.find((f) => f.id === brand.id)?.label).toBe('');
    expect(await controller.getState().save()).toBe(true);
    const labelOf = (field: string) => saved(backend).find((f) => f.field === field)?.label;
    expect(labelOf('brand')).toBe('brand');
    expect(labelOf('category')).toBe('category');
    await until(controller, (s) => !s.dirty && !s.isSaving);
    expect(controller.getState().draft?.find((f) => f.field === 'brand')?.label).toBe('brand');
  });

  it('keeps the draft and reports the failure when the save is refused', async () => {
    const { backend, controller } = await setup();
    controller.getState().addFacet('tags', 'Tags', true);
    backend.faults.set('saveFacets', { kind: 'serverError' }, { times: 1 });
    expect(await controller.getState().save()).toBe(false);
    await until(controller, (s) => s.saveError !== null && !s.isSaving);
    expect(controller.getState()).toMatchObject({ dirty: true });
    expect(fieldsOf(controller.getState())).toContain('tags');
    expect(saved(backend).map((f) => f.field)).not.toContain('tags');
  });

  it('puts back a mandatory facet the server lost, as an unsaved change', async () => {
    const { controller } = await setup((backend) => {
      const list = saved(backend).filter((f) => f.field !== 'price');
      backend.db.facets.set(Number(store.storeId), list);
    });
    const state = controller.getState();
    expect(state.draft?.find((f) => f.field === 'price')).toMatchObject({ id: 'new-price', terms: 0 });
    expect(state.dirty).toBe(true);
  });
});
