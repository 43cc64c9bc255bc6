import { RealtimePanel } from '@storesearch/react';
import { AnalyticsStoreGate } from './AnalyticsStoreGate';

/** Real-time state (spec section 2): rings, hourly activity, top lists and the map, refreshed every 10 s. */
export function RealtimeScreen() {
  return (
    <AnalyticsStoreGate titleKey="realtimeStateTitle">
      {(store) => <RealtimePanel store={store} />}
    </AnalyticsStoreGate>
  );
}
