import type { Family } from '../../platform/family';
import { registerChannelQueries } from './channels/models';
import { registerChannelRoutes } from './channels/routes';
import { registerCatalogQueries } from './products/models';
import { registerShopRoutes } from './products/routes';

export { PRODUCT_TYPE } from './products/product-models';

/** The catalog family: products and packages, currencies, acquisition channels, short links. */
export const catalogFamily: Family = {
  name: 'catalog',
  queries(registry) {
    registerCatalogQueries(registry);
    registerChannelQueries(registry);
  },
  register(app, deps) {
    registerShopRoutes(app, deps);
    registerChannelRoutes(app, deps);
  },
};
