import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel, type FieldOptions, type RelationOptions } from '../../../platform/query';
import { EXPRESS_CLIENT_FIELDS, EXPRESS_CLIENT_RELATIONS } from './express-client-fields';
import { userRelation } from '../../students';

/**
 * Express shipments (spec 01 §3 "Express / logistics"; the /express page, /graphql/express,
 * /graphql/logisticsList, /graphql/logisticsStatistics). ExpressStatistics with termField
 * `express_status` answers the status-tab counts in one call. The receiver's phone is masked, the
 * id_code (customs identity number) is shown masked and cannot be filtered.
 */

/** source_type: 5 / 6 are CONTRACT §9 facts; 0-2 are ours (docs/data-model.md). */
const SOURCE_TYPE: Dictionary = {
  0: { zh: '订单', en: 'Order' },
  1: { zh: '审批补发', en: 'Approval reissue' },
  2: { zh: '手工创建', en: 'Manual' },
  ...DICTIONARIES.expressSourceType,
};

const maskedIdCode = `CASE WHEN t.id_code IS NULL OR length(t.id_code) <= 7 THEN CASE WHEN t.id_code IS NULL THEN NULL ELSE '****' END
  ELSE left(t.id_code, 3) || repeat('*', length(t.id_code) - 7) || right(t.id_code, 4) END`;

export const EXPRESS_FIELDS: Record<string, FieldOptions> = {
  id: { type: 'id' },
  subject: { type: 'int', label: DICTIONARIES.subject },
  order_id: { type: 'id' },
  out_trade_no: { type: 'string' },
  uid: { type: 'id' },
  user_id: { type: 'id', sql: 't.uid', description: 'alias of uid' },
  address_id: { type: 'id' },
  team_id: { type: 'id' },
  teacher_id: { type: 'id' },
  term: { type: 'int' },
  sup: { type: 'string' },
  regtype: { type: 'int', label: DICTIONARIES.orderRegtype },
  product_type: { type: 'int', label: DICTIONARIES.expressProductType },
  source_type: { type: 'int', label: SOURCE_TYPE },
  express_status: { type: 'int', label: DICTIONARIES.expressStatus },
  express_company: { type: 'string' },
  express_nu: { type: 'string' },
  express_total: { type: 'int', description: 'parcels' },
  product_name: { type: 'string' },
  product_version: { type: 'string' },
  replenish_type: { type: 'int' },
  replenish_reason: { type: 'string' },
  warehouse_name: { type: 'string' },
  delivery_type: { type: 'int' },
  receipt_name: { type: 'string' },
  receipt_tel: { type: 'string', mask: 'mobile' },
  tel_area_code: { type: 'string' },
  province: { type: 'string' },
  city: { type: 'string' },
  area: { type: 'string' },
  street: { type: 'string' },
  address_detail: { type: 'string' },
  country_name: { type: 'string' },
  country_code: { type: 'string' },
  zip_code: { type: 'string' },
  id_code: { type: 'string', sql: maskedIdCode, filter: false, sort: false, description: 'masked' },
  sn_code: { type: 'string' },
  remark: { type: 'string' },
  flow_approval_id: { type: 'id' },
  staff_id: { type: 'id' },
  delivery_time: { type: 'time', description: 'handed to the warehouse' },
  delivery_collect_time: { type: 'time', description: 'collected by the carrier (shipped)' },
  signing_time: { type: 'time' },
  ctime: { type: 'time' },
  utime: { type: 'time' },
  version: { type: 'int', description: 'bumped by every update (conflict-safe edits)' },
  ...EXPRESS_CLIENT_FIELDS,
};

export const EXPRESS_RELATIONS: Record<string, RelationOptions> = {
  ...userRelation(),
  order: { model: 'Order', localField: 'order_id', foreignField: 'id' },
  team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
  teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  logs: { model: 'ExpressRemarkLog', localField: 'id', foreignField: 'express_id', many: true },
  ...EXPRESS_CLIENT_RELATIONS,
};

/** ExpressList is a custom root (it also takes the client's `page`: express-client-models.ts). */
export const ExpressModel = defineModel({
  name: 'Express',
  source: 'express',
  access: { area: 'express' },
  subjectColumn: 'subject',
  roots: ['Page', 'ListEx', 'One', 'Count', 'Statistics'],
  fields: EXPRESS_FIELDS,
  relations: EXPRESS_RELATIONS,
});

/** Status and remark history of a shipment (`logs` of an Express row), oldest first. */
export const ExpressRemarkLogModel = defineModel({
  name: 'ExpressRemarkLog',
  source: 'express_remark_log',
  access: { area: 'express' },
  subjectColumn: 'subject',
  defaultSort: { ctime: 'asc' },
  roots: [],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    express_id: { type: 'id' },
    from_status: { type: 'int', label: DICTIONARIES.expressStatus },
    to_status: { type: 'int', label: DICTIONARIES.expressStatus },
    remark: { type: 'string' },
    staff_id: { type: 'id' },
    ctime: { type: 'time' },
  },
  relations: { staff: { model: 'Staff', localField: 'staff_id', foreignField: 'id', access: { area: 'express' } } },
});
