import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel } from '../../../platform/query';
import { ON_SALE } from './package-models';

/** Products (ProductPage, /shopManger), their per-currency prices, and topics (TopicList). */

export const PRODUCT_TYPE: Dictionary = {
  ACTUAL_GOODS: { zh: '实物商品', en: 'Physical goods' },
  VIRTUAL_GOODS: { zh: '虚拟商品', en: 'Virtual goods' },
};

export const ProductModel = defineModel({
  name: 'Product',
  source: 'product',
  access: { area: 'products' },
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  roots: ['Page', 'List', 'One'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    name: { type: 'string' },
    title: { type: 'string' },
    sub_title: { type: 'string' },
    status: { type: 'int', label: ON_SALE },
    type: { type: 'string', label: PRODUCT_TYPE },
    unit: { type: 'string' },
    course_unit: { type: 'string' },
    payment: { type: 'string' },
    price: { type: 'money' },
    center_product_code: { type: 'string' },
    is_new: { type: 'int' },
    course_difficulty: { type: 'string' },
    count: { type: 'int' },
    course_week: { type: 'int' },
    course_day: { type: 'int' },
    course_level: { type: 'string' },
    is_gifts: { type: 'int' },
    pro_version: { type: 'string' },
    images: { type: 'json' },
    delivery_cycle: { type: 'int' },
    delivery_type: { type: 'int' },
    delivery_num: { type: 'int' },
    labid: { type: 'string' },
    keywords: { type: 'string' },
    country_codes: { type: 'string[]' },
    materials: { type: 'json', description: 'bound materials' },
    staff_id: { type: 'id' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: {
    prices: { model: 'ProductPrice', localField: 'id', foreignField: 'product_id', many: true },
  },
});

export const ProductPriceModel = defineModel({
  name: 'ProductPrice',
  source: 'product_price',
  access: { area: 'products' },
  defaultSort: { currencies_code: 'asc' },
  roots: [],
  fields: {
    id: { type: 'string', sql: "t.product_id::text || '-' || t.currencies_code" },
    product_id: { type: 'id' },
    currencies_code: { type: 'string' },
    currencies_price: { type: 'money' },
    achievement_price: { type: 'money' },
    utime: { type: 'time' },
  },
});

export const TopicModel = defineModel({
  name: 'Topic',
  description: 'topic product (13 = the topic product)',
  source: 'topic',
  access: { area: 'products' },
  subjectColumn: 'subject',
  roots: ['List', 'Page', 'One'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    name: { type: 'string' },
    status: { type: 'int', label: ON_SALE },
    detail: { type: 'json' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
});
