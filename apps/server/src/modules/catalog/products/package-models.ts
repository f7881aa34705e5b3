import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel, type FieldOptions, type RelationOptions } from '../../../platform/query';

/**
 * Packages (spec 02 §3 "Package"; what an order buys). Two models over the table:
 * - `Packages`: PackagesList / PackagesListEx / Packages, the package lookup many pages use (student
 *   pages, order filters, coupons): any staff.
 * - `PackagesManage`: PackagesPage, the /meal admin page: the `products` area.
 * Both hide soft-deleted packages (orders keep packages_name, so history does not need them).
 */

export const ON_SALE: Dictionary = { 0: { zh: '上架', en: 'On sale' }, 1: { zh: '下架', en: 'Off sale' } };

const PACKAGE_FIELDS: Record<string, FieldOptions> = {
  id: { type: 'id' },
  subject: { type: 'int', label: DICTIONARIES.subject },
  name: { type: 'string' },
  text: { type: 'string', column: 'name', description: "the name as a select's label (the original client's redeem-code form)" },
  sub_title: { type: 'string' },
  label: { type: 'string' },
  type: { type: 'int' },
  status: { type: 'int', label: ON_SALE },
  regtype: { type: 'int', label: DICTIONARIES.orderRegtype },
  sup: { type: 'string' },
  category: { type: 'int', label: DICTIONARIES.trialCourseCategory },
  course_length: { type: 'int', label: DICTIONARIES.systemCourseLength },
  cost_price: { type: 'money' },
  price: { type: 'money' },
  original: { type: 'money' },
  apple_product_id: { type: 'string' },
  effective_days: { type: 'int' },
  delivery_type: { type: 'int' },
  groupon: { type: 'int' },
  groupon_price: { type: 'money' },
  groupon_total: { type: 'int' },
  groupon_number: { type: 'int' },
  course_week: { type: 'int' },
  course_day: { type: 'int' },
  sales: { type: 'int' },
  payment: { type: 'string' },
  group_type: { type: 'int' },
  third_switch: { type: 'int' },
  third_price: { type: 'money' },
  is_period: { type: 'int' },
  area: { type: 'string' },
  payment_channel: { type: 'string' },
  system_course_version: { type: 'string' },
  sub_order_size: { type: 'int' },
  package_group: { type: 'string' },
  is_split: { type: 'int' },
  is_combine: { type: 'int' },
  topic_id: { type: 'id' },
  topic: { type: 'id', sql: 't.topic_id', description: 'the topic id (spec name); topicInfo is the topic' },
  country_codes: { type: 'string[]' },
  split_orders: { type: 'json' },
  staff_id: { type: 'id' },
  ctime: { type: 'time' },
  utime: { type: 'time' },
};

const PACKAGE_RELATIONS: Record<string, RelationOptions> = {
  products: { model: 'PackageConfig', localField: 'id', foreignField: 'package_id', many: true },
  prices: { model: 'PackagePrice', localField: 'id', foreignField: 'package_id', many: true },
  topicInfo: { model: 'Topic', localField: 'topic_id', foreignField: 'id', access: 'staff' },
};

export const PackagesModel = defineModel({
  name: 'Packages',
  description: 'package (reference lookup)',
  source: 'package',
  access: 'staff',
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  roots: ['List', 'ListEx', 'One'],
  fields: PACKAGE_FIELDS,
  relations: PACKAGE_RELATIONS,
});

export const PackagesManageModel = defineModel({
  name: 'PackagesManage',
  description: 'package management page (/meal)',
  source: 'package',
  access: { area: 'products' },
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  roots: ['Page'],
  rootNames: { Page: 'PackagesPage' },
  fields: PACKAGE_FIELDS,
  relations: PACKAGE_RELATIONS,
});

/** PackageConfigList: the products a package bundles (package_product with product and package names). */
export const PackageConfigModel = defineModel({
  name: 'PackageConfig',
  description: 'a product inside a package',
  source: `SELECT pp.package_id::text || '-' || pp.product_id::text AS id, pp.package_id, pp.product_id, pp.quantity, pp.sort,
      pk.subject, pk.name AS package_name, pr.name AS product_name, pr.type AS product_type, pr.price AS product_price,
      pr.status AS product_status
    FROM package_product pp JOIN package pk ON pk.id = pp.package_id JOIN product pr ON pr.id = pp.product_id`,
  access: 'staff',
  subjectColumn: 'subject',
  defaultSort: { package_id: 'desc', sort: 'asc' },
  roots: ['List'],
  fields: {
    id: { type: 'string', description: '<package_id>-<product_id>' },
    package_id: { type: 'id' },
    product_id: { type: 'id' },
    quantity: { type: 'int' },
    sort: { type: 'int' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    package_name: { type: 'string' },
    product_name: { type: 'string' },
    product_type: { type: 'string' },
    product_price: { type: 'money' },
    product_status: { type: 'int', label: ON_SALE },
  },
  relations: {
    product: { model: 'Product', localField: 'product_id', foreignField: 'id', access: 'staff' },
    package: { model: 'Packages', localField: 'package_id', foreignField: 'id' },
  },
});

/** Per-currency package price (reached through a package). */
export const PackagePriceModel = defineModel({
  name: 'PackagePrice',
  source: 'package_price',
  access: 'staff',
  defaultSort: { currencies_code: 'asc' },
  roots: [],
  fields: {
    id: { type: 'string', sql: "t.package_id::text || '-' || t.currencies_code" },
    package_id: { type: 'id' },
    currencies_code: { type: 'string' },
    price: { type: 'money' },
    original: { type: 'money' },
    atome_price: { type: 'money' },
    utime: { type: 'time' },
  },
});

/** PackagesTopicList: which packages (relation_id) belong to a topic (the order page's topic filter). */
export const PackagesTopicModel = defineModel({
  name: 'PackagesTopic',
  description: 'package-topic relation',
  source: 'SELECT id, id AS relation_id, topic_id, subject, deleted FROM package WHERE topic_id IS NOT NULL',
  access: 'staff',
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  defaultSort: { relation_id: 'asc' },
  roots: ['List'],
  fields: {
    id: { type: 'id' },
    relation_id: { type: 'id', description: 'the package id' },
    topic_id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
  },
});
