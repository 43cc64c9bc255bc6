import { Flex, Heading } from '@radix-ui/themes';
import { SearchStatePanel, useT } from '@storesearch/react';
import { useNavigate } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';

/**
 * Search State (spec section 2): the vendor's recent searches and the top 5 chart; Boost Search opens Dynamic
 * Re-Rank with the add-rule modal pre-filled for that query (`?query=`).
 */
export function SearchStateScreen() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        {t('searchStateTitle')}
      </Heading>
      <SearchStatePanel
        onBoostSearch={(query) => void navigate({ to: PATHS.vendorBoosting, search: { query } })}
      />
    </Flex>
  );
}
