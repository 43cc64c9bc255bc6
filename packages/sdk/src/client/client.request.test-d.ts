import { describe, expectTypeOf, it } from 'vitest';
import { listBoostingRulesEndpoint } from '../boosting/boosting.api';
import type { BoostingRule } from '../boosting/boosting.schema';
import { getBatchInitEndpoint, getStoreVendor, getStoreVendorEndpoint } from '../stores/stores.api';
import type { StoreVendor } from '../stores/stores.schema';
import { getUsageStats } from '../usage/usage.api';
import type { UsageStats } from '../usage/usage.schema';
import type { EndpointInput } from './client.endpoint';
import { createClient, request } from './client.request';

const client = createClient({ baseUrl: '', getVendorId: async () => 42 });

describe('descriptors type the generic request', () => {
  it('requires exactly the parts an endpoint declares', () => {
    expectTypeOf<EndpointInput<typeof getStoreVendorEndpoint>['params']>().toEqualTypeOf<{
      vendorId: string | number;
    }>();
    // @ts-expect-error the vendorId path parameter is required
    void request(client, getStoreVendorEndpoint, {});
    // @ts-expect-error storeType must be a known platform
    void request(client, listBoostingRulesEndpoint, { query: { storeId: 1, storeType: 'magento' } });
    void request(client, getBatchInitEndpoint, {});
  });

  it('resolves to the parsed response type', () => {
    const rules = request(client, listBoostingRulesEndpoint, { query: { storeId: 1, storeType: 'shopify' } });
    expectTypeOf(rules).resolves.toEqualTypeOf<
      BoostingRule[] | { [k: string]: unknown; success?: boolean; data: BoostingRule[] }
    >();
  });

  it('api functions return normalised shapes', () => {
    expectTypeOf(getStoreVendor(client, { vendorId: 1 })).resolves.toEqualTypeOf<StoreVendor | null>();
    expectTypeOf(getUsageStats(client, { storeId: 1 })).resolves.toEqualTypeOf<UsageStats>();
  });
});
