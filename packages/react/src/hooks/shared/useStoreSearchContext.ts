import { useContext } from 'react';
import { StoreSearchContext, type StoreSearchContextValue } from '../../provider/StoreSearchContext';

/** The provider's shared values; throws a clear error when a component is mounted outside StoreSearchProvider. */
export function useStoreSearchContext(): StoreSearchContextValue {
  const value = useContext(StoreSearchContext);
  if (!value) throw new Error('storesearch hooks must be used inside <StoreSearchProvider>.');
  return value;
}
