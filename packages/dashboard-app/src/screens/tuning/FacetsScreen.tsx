import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { FacetsEditor, useT } from '@storesearch/react';
import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { TuningStoreGate } from './TuningStoreGate';

/** Asks before leaving the page while the facets have unsaved edits (in-app links and closing the tab). */
function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <AlertDialog.Root open={blocker.status === 'blocked'}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t('unsavedChangesTitle')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('unsavedChanges')}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" onClick={() => blocker.reset?.()}>
              {t('stayOnPage')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t('leavePage')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** Facets (spec section 2): the field picker, the facets table, the values and colour-mappings modals. */
export function FacetsScreen() {
  const [dirty, setDirty] = useState(false);
  return (
    <TuningStoreGate titleKey="facetsTitle" failureKey="failedToFetchVendorId">
      {(store) => (
        <>
          <FacetsEditor store={store} onDirtyChange={setDirty} />
          <UnsavedChangesGuard dirty={dirty} />
        </>
      )}
    </TuningStoreGate>
  );
}
