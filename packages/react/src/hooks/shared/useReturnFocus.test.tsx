import { en } from '@storesearch/sdk/i18n';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ConfirmDialog } from '../../components/shared/ConfirmDialog/ConfirmDialog';
import { renderDemo } from '../../testing/renderDemo';

type Change = 'remove' | 'replace' | 'disable';

/** Three rows, each with a button whose confirmed action removes the row, replaces the button or disables it. */
function Rows({ change }: { change: Change }) {
  const [rows, setRows] = useState([
    { name: 'Ada', done: false },
    { name: 'Ben', done: false },
    { name: 'Cy', done: false },
  ]);
  const [asking, setAsking] = useState<string | null>(null);
  const act = (name: string) =>
    setRows((all) =>
      change === 'remove'
        ? all.filter((row) => row.name !== name)
        : all.map((row) => (row.name === name ? { ...row, done: true } : row)),
    );
  return (
    <>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} data-testid={`row-${row.name}`}>
              <td>{row.name}</td>
              <td>
                {row.done && change === 'replace' ? (
                  <button type="button">Undo {row.name}</button>
                ) : (
                  <button type="button" disabled={row.done} onClick={() => setAsking(row.name)}>
                    Act on {row.name}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={en.banUserTitle}
        description={en.banUserTitle}
        onConfirm={() => {
          if (asking) act(asking);
          setAsking(null);
        }}
      />
    </>
  );
}

/** Opens the dialog from a row's button with the keyboard and confirms it. */
async function confirmFrom(name: string) {
  screen.getByRole('button', { name: `Act on ${name}` }).focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('button', { name: en.confirm }));
  await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
}

describe('focus after a confirmed row action', () => {
  it('goes to the row after a removed one, or before it for the last', async () => {
    renderDemo(<Rows change="remove" />);
    await confirmFrom('Ben');
    await expect.poll(() => document.activeElement?.textContent).toBe('Act on Cy');
    await confirmFrom('Cy');
    await expect.poll(() => document.activeElement?.textContent).toBe('Act on Ada');
  });

  it("goes to the row's new control when the action replaced the button", async () => {
    renderDemo(<Rows change="replace" />);
    await confirmFrom('Ada');
    await expect.poll(() => document.activeElement?.textContent).toBe('Undo Ada');
  });

  it('stays on the row when the action disabled the button', async () => {
    renderDemo(<Rows change="disable" />);
    await confirmFrom('Ben');
    await expect.poll(() => document.activeElement).toBe(screen.getByTestId('row-Ben'));
  });
});
