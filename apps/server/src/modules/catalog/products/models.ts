import { GraphQLList, GraphQLNonNull } from 'graphql';
import type { QueryRegistry } from '../../../platform/query';
import { ManagementModel } from './management-model';
import { PackageConfigModel, PackagePriceModel, PackagesManageModel, PackagesModel, PackagesTopicModel } from './package-models';
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
    PackagesTopicModel,
    ProductModel,
    ProductPriceModel,
    TopicModel,
    ManagementModel,
  );
  // the order page's topic filter (/graphql/filter productTopic {id name}): a lookup any staff may read
  registry.addRoot({
    name: 'productTopic',
    access: 'staff',
    description: 'topics of the subject as {id, name} (order filters)',
    type: (t) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t.object('Topic')))),
    resolve: (_ctx, _args, tools) => tools.list('Topic', { size: 500, sort: '{"id":"asc"}' }),
  });
}
