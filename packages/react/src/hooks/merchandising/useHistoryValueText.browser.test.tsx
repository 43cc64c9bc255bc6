import { createDemoBackend } from '@storesearch/sdk/mocks';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../testing/renderDemo';
import { useHistoryValueText } from './useHistoryValueText';

/** Shows how the history reads a stored boost of `weight`. */
function BoostValue({ weight }: { weight: number }) {
  const valueText = useHistoryValueText(() => null);
  return <output>{valueText({ weight }, 'actions.boost')}</output>;
}

function renderIn(locale: string, weight: number) {
  renderDemo(<BoostValue weight={weight} />, createDemoBackend(), locale);
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
