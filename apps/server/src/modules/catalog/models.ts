import type { QueryRegistry } from '../../platform/query';
import { ManagementModel } from './management-model';
import { PackageConfigModel, PackagePriceModel, PackagesManageModel, PackagesModel } from './package-models';
import { ProductModel, ProductPriceModel, TopicModel } from './product-models';

/**
 * Query models of the catalogue (see docs/query-language.md, "How to add a model"; root names in
 * docs/decisions/query-roots.md): packages, products, topics, enrollment periods.
 */
export function registerCatalogQueries(registry: QueryRegistry): void {
  registry.register(
    PackagesModel,
    PackagesManageModel,
    PackageConfigModel,
    PackagePriceModel,
    ProductModel,
    ProductPriceModel,
    TopicModel,
    ManagementModel,
  );
}
