import { createClient } from '@storesearch/sdk';
import { createDemoBackend, createDemoFetch, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreSearchProvider } from '../../provider/StoreSearchProvider';
import { demoVendorUser } from '../../testing/renderDemo';
import { useHistoryValueText } from './useHistoryValueText';

/** Shows how the history reads a stored boost of `weight`. */
function BoostValue({ weight }: { weight: number }) {
  const valueText = useHistoryValueText(() => null);
  return <output>{valueText({ weight }, 'actions.boost')}</output>;
}

function renderIn(locale: string, weight: number) {
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: createDemoFetch(createDemoBackend()),
  });
  render(
    <StoreSearchProvider client={client} user={demoVendorUser} locale={locale}>
      <BoostValue weight={weight} />
    </StoreSearchProvider>,
  );
}

describe('useHistoryValueText', () => {
  it("writes a boost's weight with the locale's decimal sign", async () => {
    renderIn('de', 1.5);
    expect((await screen.findByRole('status')).textContent).toBe('× 1,5');
  });

  it('writes it as English does in English', async () => {
    renderIn('en', 2.5);
    expect((await screen.findByRole('status')).textContent).toBe('× 2.5');
  });
});
