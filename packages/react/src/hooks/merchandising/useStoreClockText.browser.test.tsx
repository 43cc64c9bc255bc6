import { createDemoBackend } from '@storesearch/sdk/mocks';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../testing/renderDemo';
import { useMessageArea } from '../shared/useMessageArea';
import { useStoreClockText } from './useStoreClockText';

/** Shows how a store on `timeZone` reads the instant `at`. */
function StoreClock({ at, timeZone }: { at: string; timeZone: string }) {
  const clockText = useStoreClockText();
  const ready = useMessageArea('merchandising');
  return ready ? <output>{clockText(at, timeZone)}</output> : null;
}

function renderIn(locale: string, at: string, timeZone: string) {
  renderDemo(<StoreClock at={at} timeZone={timeZone} />, createDemoBackend(), locale);
}

/** Text with the narrow and ordinary no-break spaces some Intl versions write read as plain spaces. */
const plain = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, ' ');

describe('useStoreClockText', () => {
  it("reads an instant on the store's clock and names the zone", async () => {
    renderIn('en', '2026-10-14T10:00:00Z', 'America/New_York');
    expect(plain((await screen.findByRole('status')).textContent)).toBe(
      'Oct 14, 2026, 6:00 AM (America/New_York)',
    );
  });

  it('gives one instant the day of the store on either side of the date line', async () => {
    renderIn('en', '2026-03-29T23:30:00Z', 'Pacific/Auckland');
    expect(plain((await screen.findByRole('status')).textContent)).toBe(
      'Mar 30, 2026, 12:30 PM (Pacific/Auckland)',
    );
  });

  it("writes the date in the locale's words, in the locale's sentence", async () => {
    renderIn('de', '2026-03-29T23:30:00Z', 'Pacific/Honolulu');
    expect(plain((await screen.findByRole('status')).textContent)).toMatch(
      /^29\.03\.2026, 13:30 .*Pacific\/Honolulu/,
    );
  });
});
