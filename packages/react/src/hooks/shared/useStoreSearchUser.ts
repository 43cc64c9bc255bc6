import type { StoreSearchUser } from '../../provider/StoreSearchProvider';
import { useStoreSearchContext } from './useStoreSearchContext';

/** The signed-in user given to StoreSearchProvider, or null before sign-in. */
export function useStoreSearchUser(): StoreSearchUser | null {
  return useStoreSearchContext().user;
}
