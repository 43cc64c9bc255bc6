import { createClient, isStoreSearchError } from '@storesearch/sdk';
import { createDemoBackend, createDemoFetch, DEMO_USERS } from '@storesearch/sdk/mocks';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreSearchProvider } from '../../provider/StoreSearchProvider';
import { useOrderInvoice } from './useOrderInvoice';

/** What the page did with the invoice: links clicked, object URLs made, tabs opened. */
function watchPage() {
  const clicked: { href: string; download: string; rel: string }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function capture(
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download, rel: this.rel });
  });
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return createObjectURL(blob);
  });
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  return { clicked, blobs, open };
}

/** A provider signed in as the demo admin; `answer` may replace the invoice response. */
function setup(answer?: () => Response) {
  const backend = createDemoBackend();
  backend.db.session.userId = DEMO_USERS.admin.id;
  const demoFetch = createDemoFetch(backend);
  const client = createClient({
    baseUrl: '',
    fetch: (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (answer && /\/invoice$/.test(url)) return Promise.resolve(answer());
      return demoFetch(input, init);
    },
  });
  const orderId = backend.db.admin.orders[0]?.id as string | number;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreSearchProvider client={client} theme={false}>
      {children}
    </StoreSearchProvider>
  );
  return { orderId, wrapper };
}

const HTML_PAGE = '<!doctype html><script>document.title = "owned"</script>';

describe('useOrderInvoice', () => {
  beforeEach(() => {
    document.title = 'dashboard';
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('saves the PDF as a download named after the order and opens no tab', async () => {
    const page = watchPage();
    const { orderId, wrapper } = setup();
    const { result } = renderHook(() => useOrderInvoice(), { wrapper });
    await act(() => result.current.mutateAsync({ orderId }));
    expect(result.current.data).toBe(`invoice-order-${orderId}.pdf`);
    expect(page.clicked).toEqual([
      { href: expect.stringMatching(/^blob:/), download: `invoice-order-${orderId}.pdf`, rel: 'noopener' },
    ]);
    expect(page.blobs[0]?.type).toBe('application/pdf');
    expect(await page.blobs[0]?.slice(0, 5).text()).toBe('%PDF-');
    expect(page.open).not.toHaveBeenCalled();
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it.each([
    ['an HTML page', () => new Response(HTML_PAGE, { headers: { 'Content-Type': 'text/html' } })],
    [
      'HTML labelled as a PDF',
      () => new Response(HTML_PAGE, { headers: { 'Content-Type': 'application/pdf' } }),
    ],
    [
      'a PDF without its type',
      () => new Response('%PDF-1.4\n', { headers: { 'Content-Type': 'application/octet-stream' } }),
    ],
  ])('%s is a typed failure: nothing saved, nothing opened, nothing run', async (_what, answer) => {
    const page = watchPage();
    const { orderId, wrapper } = setup(answer);
    const { result } = renderHook(() => useOrderInvoice(), { wrapper });
    act(() => result.current.mutate({ orderId }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isStoreSearchError(result.current.error, 'invalidResponse')).toBe(true);
    expect(page.clicked).toEqual([]);
    expect(page.blobs).toEqual([]);
    expect(page.open).not.toHaveBeenCalled();
    expect(document.title).toBe('dashboard');
  });
});
