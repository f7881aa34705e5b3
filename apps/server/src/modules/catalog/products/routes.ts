import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { idFieldAs, listField, optTextField, requiredText } from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import {
  countries,
  courseMaterialBox,
  courseMaterialList,
  courseMaterialParts,
  dictionaryByType,
  packageDetail,
  productDetail,
  productLabels,
  productsByTypes,
  topicDetail,
} from './catalog-reads';
import { savePackage, saveProduct } from './catalog-writes';
import { packageInput, productInput } from './inputs';

const products = { area: 'products' } as const;
const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];
const materialFilter = z.object({
  courseType: optTextField(50, 'coerce'),
  courseDifficulty: optTextField(10, 'coerce'),
  courseLevel: optTextField(20, 'coerce'),
  proVersion: optTextField(20, 'coerce'),
});

/**
 * Products and packages (/api/p/v1/, spec 02 §7). Writes are the shop's (products area: role 7);
 * the reads other pages use (package detail, products by type, countries, areas, labels, the
 * dictionary, course materials, topic detail) are open to any staff, like the package lookups.
 */
export function registerShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: 'POST',
    url: '/api/p/v1/product/operationProduct',
    access: products,
    // material product ids are checked in the use case (assertInSubjects), in the subject saved in
    scope: { id: 'product' },
    input: productInput,
    handler: async (ctx, i) => productDetail(db, ctx, await db.transaction((tx) => saveProduct(tx, ctx, i))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/p/v1/product/operationPackage',
    access: products,
    // bound products and split-order product ids are checked in the use case, in the subject saved in
    scope: { id: 'package' },
    unscoped: { apple_product_id: "the App Store's product identifier (text), not an object of ours" },
    input: packageInput,
    handler: async (ctx, i) => packageDetail(db, ctx, await db.transaction((tx) => savePackage(tx, ctx, i))),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/p/v1/product/productDetail',
    access: products,
    scope: { id: 'product' },
    input: z.object({ id: idFieldAs('coerce') }),
    handler: (ctx, i) => productDetail(db, ctx, i.id),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/p/v1/product/packageDetail',
    access: 'staff',
    scope: { packagesId: 'package' },
    input: z.object({ packagesId: idFieldAs('coerce') }),
    handler: (ctx, i) => packageDetail(db, ctx, i.packagesId),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/p/v1/product/getProductByTypes',
    access: 'staff',
    input: z.object({
      types: z.preprocess(
        (v) => (v === undefined || v === '' ? ['ACTUAL_GOODS', 'VIRTUAL_GOODS'] : v),
        listField(z.enum(['ACTUAL_GOODS', 'VIRTUAL_GOODS'], { error: '必须是 ACTUAL_GOODS 或 VIRTUAL_GOODS' }), 2),
      ),
    }),
    handler: (ctx, i) => productsByTypes(db, ctx, i.types ?? []),
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/p/v1/product/TopicDetail',
    access: 'staff',
    scope: { topicId: 'topic' },
    input: z.object({ topicId: idFieldAs('coerce') }),
    handler: (ctx, i) => topicDetail(db, ctx, i.topicId),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/p/v1/product/getCourseMaterials',
    access: 'staff',
    input: materialFilter,
    handler: (ctx, i) => courseMaterialBox(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/p/v1/product/getCourseMaterialsParts',
    access: 'staff',
    input: materialFilter,
    handler: (ctx, i) => courseMaterialParts(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/p/v1/product/getCourseMaterialsList',
    access: 'staff',
    input: materialFilter,
    handler: (ctx, i) => courseMaterialList(db, ctx, i),
  });
  defineCall(app, { method: 'GET', url: '/api/p/v1/product/getAllCountry', access: 'staff', handler: () => countries(db) });
  defineCall(app, {
    method: 'GET',
    url: '/api/p/v1/product/getAllArea',
    access: 'staff',
    handler: () => dictionaryByType(db, 'saleArea'),
  });
  defineCall(app, { method: 'GET', url: '/api/p/v1/label/findLabels', access: 'staff', handler: () => productLabels(db) });
  defineCall(app, {
    method: 'GET',
    url: '/api/s/v1/data/dictionary/byType',
    access: 'staff',
    input: z.object({ type: requiredText(50, 'coerce', '字典类型') }),
    handler: (_ctx, i) => dictionaryByType(db, i.type),
  });
}
