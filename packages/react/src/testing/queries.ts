/**
 * Story queries for live regions. The provider keeps empty status and alert regions for its toasts, so a story
 * finds the region that says what it expects instead of the only one. Not part of the package API.
 */
import { waitFor, type within } from 'storybook/test';

type Scope = Pick<ReturnType<typeof within>, 'getAllByRole'>;

function findRegion(scope: Scope, role: 'alert' | 'status', text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const match = scope.getAllByRole(role).find((el: HTMLElement) => el.textContent?.includes(text));
    if (!match) throw new Error(`No ${role} says "${text}"`);
    return match;
  });
}

/** The alert whose text contains `text`, waiting for it to appear. */
export function findAlert(scope: Scope, text: string): Promise<HTMLElement> {
  return findRegion(scope, 'alert', text);
}

/** The status region whose text contains `text`, waiting for it to appear. */
export function findStatus(scope: Scope, text: string): Promise<HTMLElement> {
  return findRegion(scope, 'status', text);
}
