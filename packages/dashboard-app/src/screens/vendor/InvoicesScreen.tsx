import { InvoiceTable, useStoreSearchUser } from '@storesearch/react';
import { ScreenPage } from '../ScreenPage';

/** Payment Invoice (spec section 2): the signed-in user's invoices with download. */
export function InvoicesScreen() {
  const user = useStoreSearchUser();
  return (
    <ScreenPage title="paymentInvoiceTitle">
      <InvoiceTable userId={user?.id} />
    </ScreenPage>
  );
}
