import { UsagePanel } from '@storesearch/react';
import { useNavigate } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { AnalyticsStoreGate } from './AnalyticsStoreGate';

/** Usage (spec section 2): banners, usage cards, plan, monthly searches, manual boosting; links to My Subscription. */
export function UsageScreen() {
  const navigate = useNavigate();
  return (
    <AnalyticsStoreGate titleKey="usageTitle">
      {(store) => (
        <UsagePanel
          store={store}
          subscriptionHref={PATHS.vendorSettingsSubscription}
          onNavigate={() => void navigate({ to: PATHS.vendorSettingsSubscription })}
        />
      )}
    </AnalyticsStoreGate>
  );
}
