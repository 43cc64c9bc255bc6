/**
 * The product-boost-table benchmark page: a store with 10,000 products from the demo backend, loaded through
 * the SDK as the API sends them (not timed), then the Manual Product Boost table rendered once from a warm
 * cache and timed to its first painted frame; rows counted before and after scrolling to the end. Publishes
 * the measurement on `window.__productsTableBench` for products-table.bench.mjs.
 */
import '@radix-ui/themes/styles.css';
import { createClient, type StoreScope } from '@storesearch/sdk';
import { createDemoBackend, createDemoFetch, DEMO_USERS, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { listStoreProducts, type Product, storeProductsQueryOptions } from '@storesearch/sdk/products';
import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { ProductBoostTable } from '../src/components/products/ProductBoostTable/ProductBoostTable';
import { StoreSearchProvider } from '../src/provider/StoreSearchProvider';

/** Products in the benchmark store (the 10,000-product boost table). */
const PRODUCTS = 10_000;

/** The demo vendor's Shopify store, whose catalogue is grown to PRODUCTS. */
const STORE_ID = 201;
const STORE: StoreScope = { storeId: STORE_ID, storeType: 'shopify' };

/** What one run measured. */
interface ProductsTableMeasurement {
  /** Products handed to the table. */
  readonly products: number;
  /** From `render()` to the first frame painted with rows, in ms. */
  readonly firstRenderMs: number;
  /** Product rows in the DOM after the first render. */
  readonly domRows: number;
  /** Product rows in the DOM after scrolling to the end. */
  readonly domRowsAfterScroll: number;
  /** True when the last product's row is in the DOM after scrolling. */
  readonly endReachable: boolean;
}

declare global {
  interface Window {
    /** The result, or the error text, once the run is over. */
    __productsTableBench?: ProductsTableMeasurement | { error: string };
  }
}

/** The store's catalogue repeated to `count` products, each with its own id and title, read back through the SDK. */
async function loadLargeCatalogue(
  count: number,
): Promise<{ client: ReturnType<typeof createClient>; products: Product[] }> {
  const backend = createDemoBackend();
  backend.db.session.userId = DEMO_USERS.vendor.id;
  const seeded = backend.db.products.get(STORE_ID) ?? [];
  if (seeded.length === 0) throw new Error(`the demo store ${STORE.storeId} has no products`);
  backend.db.products.set(
    STORE_ID,
    Array.from({ length: count }, (_, index) => {
      const product = seeded[index % seeded.length] as (typeof seeded)[number];
      return { ...product, id: STORE_ID * 100_000 + index, title: `${product.title} #${index + 1}` };
    }),
  );
  const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) });
  return { client, products: await listStoreProducts(client, STORE) };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The table's product rows (the virtualiser's spacer rows have no cells). */
function productRows(container: HTMLElement): HTMLTableRowElement[] {
  return [...container.querySelectorAll<HTMLTableRowElement>('tbody tr')].filter(
    (row) => row.cells.length > 0,
  );
}

/** Renders the table from a warm cache, times the first painted frame, scrolls to the end and counts rows. */
async function measure(container: HTMLElement): Promise<ProductsTableMeasurement> {
  const { client, products } = await loadLargeCatalogue(PRODUCTS);
  // The products are cached and fresh, as after the screen's request: the run times rendering, not loading.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(storeProductsQueryOptions(client, STORE).queryKey, products);
  const root = createRoot(container);
  const start = performance.now();
  root.render(
    <StoreSearchProvider client={client} queryClient={queryClient} locale="en" theme>
      <ProductBoostTable store={STORE} />
    </StoreSearchProvider>,
  );
  while (productRows(container).length === 0) await nextFrame();
  // The frame after the rows appear is the first one the user sees with them painted.
  await nextFrame();
  const firstRenderMs = performance.now() - start;
  const domRows = productRows(container).length;
  const scroller = container.querySelector<HTMLElement>('[data-testid="product-boost-scroller"]');
  const lastTitle = products.at(-1)?.title ?? '';
  let endReachable = false;
  for (let frame = 0; frame < 30 && !endReachable; frame += 1) {
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
    await nextFrame();
    endReachable = productRows(container).at(-1)?.cells[0]?.textContent === lastTitle;
  }
  const domRowsAfterScroll = productRows(container).length;
  root.unmount();
  return { products: products.length, firstRenderMs, domRows, domRowsAfterScroll, endReachable };
}

const container = document.getElementById('bench');
if (container) {
  measure(container)
    .then((result) => {
      window.__productsTableBench = result;
    })
    .catch((error: unknown) => {
      window.__productsTableBench = { error: error instanceof Error ? error.message : String(error) };
    });
}
