/**
 * Keyboard checks for dialogs, shared by the component tests and play functions: open from the trigger with the
 * keyboard, Tab and Shift+Tab wrap inside the dialog, Escape closes it, focus goes back to the trigger.
 * Not part of the package API.
 */
import { waitFor } from '@testing-library/react';

/** The part of a user-event instance these checks need: Vitest's `userEvent` and Storybook's `userEvent` both fit. */
export interface KeyboardUser {
  /** Presses keys in user-event `keyboard` syntax (`{Tab}`, `{Shift>}{Tab}{/Shift}`, `{Escape}`). */
  keyboard(keys: string): Promise<unknown>;
}

/** Tab presses allowed before a loop must be back where it started: more than any dialog here has stops. */
const MAX_TAB_STOPS = 60;

/** A readable name for an element in failure messages. */
export function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  const label =
    element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
  return `<${element.tagName.toLowerCase()}> "${label}"`;
}

/** The element that has focus, looking through shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether a focused element is a Tab stop (the dialog's own container has tabindex -1 and is not one). */
function isTabStop(element: Element | null, dialog: HTMLElement): element is HTMLElement {
  return element instanceof HTMLElement && element !== dialog && element.tabIndex >= 0;
}

/**
 * Presses `keys` until focus is back on the first stop, checking after every press that focus stayed inside
 * `dialog`. Returns the stops visited in order (the first one once).
 */
async function walk(dialog: HTMLElement, user: KeyboardUser, keys: string): Promise<HTMLElement[]> {
  const start = focused();
  if (!isTabStop(start, dialog))
    throw new Error(`Walk must start on a Tab stop, not ${describeElement(start)}`);
  const stops: HTMLElement[] = [start];
  for (let press = 0; press < MAX_TAB_STOPS; press += 1) {
    await user.keyboard(keys);
    const now = focused();
    if (!now || !dialog.contains(now)) {
      throw new Error(
        `Focus left the dialog after ${press + 1} × ${keys}: it is on ${describeElement(now)} (was in ${describeElement(dialog)})`,
      );
    }
    if (now === start) return stops;
    if (!isTabStop(now, dialog)) throw new Error(`${keys} focused a non-Tab stop ${describeElement(now)}`);
    stops.push(now);
  }
  throw new Error(`${keys} did not wrap back to ${describeElement(start)} within ${MAX_TAB_STOPS} presses`);
}

/**
 * Checks that focus is inside the open `dialog` and stays there: Tab visits every stop and wraps to the first,
 * Shift+Tab visits the same stops in reverse order and wraps too. Returns the Tab stops in order.
 */
export async function expectFocusTrapped(dialog: HTMLElement, user: KeyboardUser): Promise<HTMLElement[]> {
  // Radix moves focus in after its open animation frame.
  await waitFor(() => {
    if (!dialog.contains(focused())) {
      throw new Error(`Focus is not in the dialog on open: it is on ${describeElement(focused())}`);
    }
  });
  // With no field to focus first, Radix focuses the dialog itself; the first Tab enters its stops.
  if (!isTabStop(focused(), dialog)) await user.keyboard('{Tab}');
  const forward = await walk(dialog, user, '{Tab}');
  const backward = await walk(dialog, user, '{Shift>}{Tab}{/Shift}');
  const expected = [...forward.slice(0, 1), ...forward.slice(1).reverse()].map(describeElement);
  const actual = backward.map(describeElement);
  if (expected.join(' | ') !== actual.join(' | ')) {
    throw new Error(`Shift+Tab order ${actual.join(' → ')} is not Tab's reversed: ${expected.join(' → ')}`);
  }
  return forward;
}

/** Waits until `dialog` is gone (or hidden) and focus is on `trigger` again. */
export async function expectFocusReturned(dialog: HTMLElement, trigger: HTMLElement): Promise<void> {
  await waitFor(() => {
    if (dialog.isConnected && dialog.getAttribute('data-state') !== 'closed') {
      throw new Error('The dialog is still open');
    }
    if (focused() !== trigger) {
      throw new Error(`Focus went to ${describeElement(focused())}, not back to ${describeElement(trigger)}`);
    }
  });
}

/** The newest open dialog or alert dialog in the document (Radix portals it to the end of the body). */
export function findOpenDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
      (element) => element.getAttribute('data-state') === 'open',
    );
    const dialog = open.at(-1);
    if (!dialog) throw new Error('No dialog is open');
    return dialog;
  });
}

/** Options of expectDialogKeyboardCycle. */
export interface DialogKeyboardOptions {
  /** The key that opens the dialog from its trigger; Enter by default (buttons also open with Space). */
  openKey?: '{Enter}' | ' ';
  /** Extra checks on the open dialog before the focus walk (its title, fields). */
  inspect?: (dialog: HTMLElement) => unknown;
}

/**
 * The whole keyboard round: focus `trigger`, open the dialog with Enter (or Space), check that focus is trapped in
 * both directions, close it with Escape and check that focus is back on the trigger. Returns the dialog's Tab stops.
 */
export async function expectDialogKeyboardCycle(
  trigger: HTMLElement,
  user: KeyboardUser,
  options: DialogKeyboardOptions = {},
): Promise<HTMLElement[]> {
  trigger.focus();
  if (focused() !== trigger) throw new Error(`The trigger ${describeElement(trigger)} cannot take focus`);
  await user.keyboard(options.openKey ?? '{Enter}');
  const dialog = await findOpenDialog();
  await options.inspect?.(dialog);
  const stops = await expectFocusTrapped(dialog, user);
  await user.keyboard('{Escape}');
  await expectFocusReturned(dialog, trigger);
  return stops;
}

/** The open menu (Radix portals it to the end of the body). */
export function findOpenMenu(): Promise<HTMLElement> {
  return waitFor(() => {
    const menu = [...document.querySelectorAll<HTMLElement>('[role="menu"]')]
      .filter((element) => element.getAttribute('data-state') === 'open')
      .at(-1);
    if (!menu) throw new Error('No menu is open');
    return menu;
  });
}

/**
 * Checks a menu button from the keyboard: Enter, Space and ArrowDown each open the menu with focus on an item,
 * ArrowDown and ArrowUp move through every item, and Escape closes it with focus back on `trigger`.
 * Returns the items' names in order.
 */
export async function expectMenuKeyboard(trigger: HTMLElement, user: KeyboardUser): Promise<string[]> {
  let names: string[] = [];
  for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
    trigger.focus();
    await user.keyboard(key);
    const menu = await findOpenMenu();
    const items = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
    names = items.map((item) => item.textContent?.trim() ?? '');
    await waitFor(() => {
      if (!items.includes(focused() as HTMLElement)) {
        throw new Error(
          `${key} opened the menu without focusing an item (focus: ${describeElement(focused())})`,
        );
      }
    });
    // ArrowDown walks down to the last item and ArrowUp back to the first.
    const first = focused();
    for (const _ of items.slice(1)) await user.keyboard('{ArrowDown}');
    if (focused() !== items.at(-1)) {
      throw new Error(
        `ArrowDown did not reach ${describeElement(items.at(-1) ?? null)} (focus: ${describeElement(focused())})`,
      );
    }
    for (const _ of items.slice(1)) await user.keyboard('{ArrowUp}');
    if (focused() !== first) {
      throw new Error(
        `ArrowUp did not return to ${describeElement(first)} (focus: ${describeElement(focused())})`,
      );
    }
    await user.keyboard('{Escape}');
    await expectFocusReturned(menu, trigger);
  }
  return names;
}

/** Opens the menu of `trigger` with Enter and chooses the item named `name` with the arrow keys and Enter. */
export async function chooseMenuItem(trigger: HTMLElement, user: KeyboardUser, name: string): Promise<void> {
  trigger.focus();
  await user.keyboard('{Enter}');
  const menu = await findOpenMenu();
  const items = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
  const target = items.find((item) => item.textContent?.trim() === name);
  if (!target) throw new Error(`The menu has no item "${name}"`);
  for (let step = 0; step <= items.length && focused() !== target; step += 1)
    await user.keyboard('{ArrowDown}');
  if (focused() !== target) throw new Error(`The arrow keys never reached "${name}"`);
  await user.keyboard('{Enter}');
}
