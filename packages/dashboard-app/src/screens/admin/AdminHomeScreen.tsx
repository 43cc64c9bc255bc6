import { Flex, Heading } from '@radix-ui/themes';
import { AdminDashboard, useT } from '@storesearch/react';

/** The admin dashboard (spec section 2): tiles with trends, this month against the last, six months of revenue. */
export function AdminHomeScreen() {
  const t = useT();
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="6">
        {t('adminDashboardTitle')}
      </Heading>
      <AdminDashboard />
    </Flex>
  );
}
