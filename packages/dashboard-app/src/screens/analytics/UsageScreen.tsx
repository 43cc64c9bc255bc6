import { PeriodActivity, UsagePanel } from '@storesearch/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { PeriodScreen } from './PeriodScreen';

/**
 * Usage (spec section 2): banners, usage cards, plan, monthly searches, manual boosting; links to My
 * Subscription. Above them, the store's searches and clicks in the address's period beside the previous one.
 */
export function UsageScreen() {
  const navigate = useNavigate();
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const search = useSearch({ from: '/vendor-area/dashboard/vendor/usage' });
  return (
    <PeriodScreen titleKey="usageTitle" path={PATHS.vendorUsage} search={search}>
      {({ store, period, timeZone }) => (
        <>
          <PeriodActivity store={store} period={period} timeZone={timeZone} />
          <UsagePanel
            store={store}
            subscriptionHref={PATHS.vendorSettingsSubscription}
            onNavigate={() => void navigate({ to: PATHS.vendorSettingsSubscription })}
          />
        </>
      )}
    </PeriodScreen>
  );
}
