import { QueryClient } from '@tanstack/query-core';
import { describe, expectTypeOf, it } from 'vitest';
import type { StoreSearchError } from '../client/client.error';
import { createClient } from '../client/client.request';
import {
  clickPositionsQueryOptions,
  insightsOverviewQueryOptions,
  noClickQueriesQueryOptions,
  noConversionQueriesQueryOptions,
  noResultQueriesQueryOptions,
  topConvertingQueriesQueryOptions,
  trendingQueriesQueryOptions,
} from './insights.queries';
import type {
  ClickPositionsReport,
  ConversionsReport,
  InsightsOverview,
  NoClicksReport,
  NoResultsReport,
  TrendingReport,
} from './insights.schema';

const client = createClient({ baseUrl: 'https://api.storesearch.io' });
const queryClient = new QueryClient();
const input = { period: { kind: 'preset', preset: 'last30Days' } } as const;

describe('insights query factories carry their data type in the key', () => {
  it('infers each report from its key', () => {
    expectTypeOf(
      queryClient.getQueryData(insightsOverviewQueryOptions(client, input).queryKey),
    ).toEqualTypeOf<InsightsOverview | undefined>();
    expectTypeOf(queryClient.getQueryData(noResultQueriesQueryOptions(client, input).queryKey)).toEqualTypeOf<
      NoResultsReport | undefined
    >();
    expectTypeOf(queryClient.getQueryData(noClickQueriesQueryOptions(client, input).queryKey)).toEqualTypeOf<
      NoClicksReport | undefined
    >();
    expectTypeOf(queryClient.getQueryData(clickPositionsQueryOptions(client, input).queryKey)).toEqualTypeOf<
      ClickPositionsReport | undefined
    >();
    expectTypeOf(
      queryClient.getQueryData(topConvertingQueriesQueryOptions(client, input).queryKey),
    ).toEqualTypeOf<ConversionsReport | undefined>();
    expectTypeOf(
      queryClient.getQueryData(noConversionQueriesQueryOptions(client, input).queryKey),
    ).toEqualTypeOf<ConversionsReport | undefined>();
    expectTypeOf(queryClient.getQueryData(trendingQueriesQueryOptions(client, input).queryKey)).toEqualTypeOf<
      TrendingReport | undefined
    >();
    expectTypeOf(
      queryClient.getQueryState(trendingQueriesQueryOptions(client, input).queryKey)?.error,
    ).toEqualTypeOf<StoreSearchError | null | undefined>();
  });

  it('takes a period, not its text', () => {
    // @ts-expect-error the period is a Period, serialised by the call
    noResultQueriesQueryOptions(client, { period: 'last-30-days' });
  });
});
