import { Flex, Heading } from '@radix-ui/themes';
import { InvoiceTable, useStoreSearchUser, useT } from '@storesearch/react';

/** Payment Invoice (spec section 2): the signed-in user's invoices with download. */
export function InvoicesScreen() {
  const t = useT();
  const user = useStoreSearchUser();
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="6">
        {t('paymentInvoiceTitle')}
      </Heading>
      <InvoiceTable userId={user?.id} />
    </Flex>
  );
}
