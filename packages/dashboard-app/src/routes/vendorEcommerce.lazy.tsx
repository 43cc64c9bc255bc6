import { useSearch } from '@tanstack/react-router';
import { EcommerceScreen } from '../screens/vendor/EcommerceScreen';

/** The E-commerce route's component, in its own chunk: store management with the `storeId` View Details opened. */
export function EcommerceRoute() {
  // Not strict: this module loads lazily, so it reads the search without importing the route (no import cycle).
  const { storeId, storeType } = useSearch({ strict: false });
  return <EcommerceScreen storeId={storeId} storeType={storeType} />;
}
