import { Button } from '@radix-ui/themes';
import { useT } from '../../hooks/shared/useT';

/** View Details on a store's card, named with the store, since every card of a list has one. */
export function ViewStoreDetailsButton({
  storeName,
  onClick,
}: {
  readonly storeName: string;
  readonly onClick: () => void;
}) {
  const t = useT();
  return (
    <Button variant="outline" aria-label={`${t('viewDetails')}: ${storeName}`} onClick={onClick}>
      {t('viewDetails')}
    </Button>
  );
}
