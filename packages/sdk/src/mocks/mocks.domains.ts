/**
 * Every domain's mock module, in the contract's order: the one list a new domain joins. The registry
 * (contract/endpoints.ts), the OpenAPI contract, the demo backend's handlers and the coverage tests are all
 * derived from it; a new call is declared in its domain's mock module and needs nothing here.
 */
import { adminMock } from '../admin/admin.mock';
import { analyticsMock } from '../analytics/analytics.mock';
import { boostingMock } from '../boosting/boosting.mock';
import { colorsMock } from '../colors/colors.mock';
import { facetsMock } from '../facets/facets.mock';
import { insightsMock } from '../insights/insights.mock';
import { merchandisingMock } from '../merchandising/merchandising.mock';
import { productsMock } from '../products/products.mock';
import { profileMock } from '../profile/profile.mock';
import { storesMock } from '../stores/stores.mock';
import { syncMock } from '../sync/sync.mock';
import { ubiMock } from '../ubi/ubi.mock';
import { usageMock } from '../usage/usage.mock';

/** The domains' mock modules. */
export const demoDomains = [
  storesMock,
  syncMock,
  profileMock,
  productsMock,
  boostingMock,
  colorsMock,
  facetsMock,
  merchandisingMock,
  analyticsMock,
  insightsMock,
  usageMock,
  ubiMock,
  adminMock,
] as const;
