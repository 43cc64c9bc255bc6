import { ConfirmDialog, useT } from '@storesearch/react';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppShell } from '../../session/appShell.context';

/** Props of UnsavedChangesGuard. */
export interface UnsavedChangesGuardProps {
  /** True while the screen holds edits that are not saved. */
  readonly dirty: boolean;
}

/**
 * Asks before unsaved edits are dropped, with one question for every way out: an in-app navigation to another
 * page (links, menus, back; TanStack Router's blocker; a new search on the same page keeps the screen and asks
 * nothing), the header's store switch and sign-out (the shell's leave guard),
 * and closing or reloading the tab (the browser's own prompt). Stay keeps the edits; Leave goes on.
 */
export function UnsavedChangesGuard({ dirty }: UnsavedChangesGuardProps) {
  const t = useT();
  const { leaveGuard } = useAppShell();
  /** Resolves the open question: true to leave, false to stay; null while nothing is asked. */
  const pending = useRef<((leave: boolean) => void) | null>(null);
  const [asking, setAsking] = useState(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // Gone while asking (the edits went with the screen): nothing is left to keep, so whoever waits may go on.
  useEffect(
    () => () => {
      pending.current?.(true);
      pending.current = null;
    },
    [],
  );

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        // A second question while one is open (a double click) answers the first as Stay.
        pending.current?.(false);
        pending.current = resolve;
        setAsking(true);
      }),
    [],
  );

  useBlocker({
    // Blocks (true) unless the user chooses Leave.
    // A change of the address's search (a tab, a filter) stays on the page and keeps the edits: only leaving asks.
    shouldBlockFn: async ({ current, next }) =>
      dirtyRef.current && current.pathname !== next.pathname ? !(await ask()) : false,
    enableBeforeUnload: () => dirtyRef.current,
  });

  useEffect(() => {
    if (!dirty) return;
    return leaveGuard.register(ask);
  }, [dirty, leaveGuard, ask]);

  const close = (leave: boolean) => {
    const resolve = pending.current;
    pending.current = null;
    setAsking(false);
    resolve?.(leave);
  };

  return (
    <ConfirmDialog
      open={asking}
      onOpenChange={(open) => {
        // Escape or a click outside means Stay.
        if (!open) close(false);
      }}
      title={t('unsavedChangesTitle')}
      description={t('unsavedChanges')}
      cancelLabel={t('stayOnPage')}
      confirmLabel={t('leavePage')}
      color="red"
      onConfirm={() => close(true)}
    />
  );
}
