import { AdminAnalyticsPanel } from '@storesearch/react';
import { ScreenPage } from '../ScreenPage';

/** The admin Analytics screen (spec section 2): business cards, charts, plan breakdown, year over year, metrics. */
export function AdminAnalyticsScreen() {
  return (
    <ScreenPage title="analyticsTitle">
      <AdminAnalyticsPanel />
    </ScreenPage>
  );
}
