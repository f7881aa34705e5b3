/** Logistics tables: shipments (with the receipt snapshot of the address) and their remark log. */
import { csvLine, ts } from './csv';
import { orderTeacher, outTradeNo } from './emit-orders';
import { regionCodes, teamOf } from './emit-students';
import type { StudentTable } from './emit-types';
import type { ExpressStory } from './story-types';
import { placeNames } from './zh-places';

const HOUR = 3_600_000;
const WAREHOUSE: Readonly<Record<string, string>> = { 华南: '广州仓', 华东: '嘉兴仓', 华北: '天津仓' };
const SOUTH = new Set(['44', '45', '35', '53', '52', '43', '51', '50']);
const NORTH = new Set(['11', '12', '13', '14', '21', '22', '23', '37', '41', '61']);

/** When a shipment reached its current status (for the remark log). */
function statusTime(e: ExpressStory, asOf: number): number {
  return Math.min(e.signMs ?? (e.collectMs !== null ? e.collectMs + 20 * HOUR : e.ctimeMs + HOUR), asOf - 60_000);
}

export const expressTable: StudentTable = {
  table: 'express',
  columns: [
    'id',
    'subject',
    'order_id',
    'out_trade_no',
    'uid',
    'address_id',
    'team_id',
    'teacher_id',
    'term',
    'sup',
    'regtype',
    'product_type',
    'source_type',
    'express_status',
    'express_company',
    'express_nu',
    'express_total',
    'product_name',
    'product_version',
    'replenish_type',
    'replenish_reason',
    'warehouse_name',
    'delivery_type',
    'receipt_name',
    'receipt_tel',
    'tel_area_code',
    'province',
    'city',
    'area',
    'street',
    'address_detail',
    'country_name',
    'country_code',
    'zip_code',
    'remark',
    'flow_approval_id',
    'staff_id',
    'delivery_time',
    'delivery_collect_time',
    'signing_time',
    'version',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    let id = base.express;
    const a = s.address;
    const names = a ? placeNames(a.place) : null;
    const prov = a ? regionCodes(a.place)[0].slice(0, 2) : '';
    const warehouse = WAREHOUSE[SOUTH.has(prov) ? '华南' : NORTH.has(prov) ? '华北' : '华东'];
    s.orders.forEach((o, k) => {
      const orderId = base.orders + k + 1;
      const team = o.enrollment ? teamOf(world, o.enrollment) : null;
      const teacher = orderTeacher(world, s, o);
      for (const e of o.express) {
        id++;
        const known = e.status !== 0 && a !== null && names !== null;
        const staff = e.sourceType === 0 ? null : (world.demo.ops ?? null);
        const updated = Math.max(e.ctimeMs, e.signMs ?? 0, e.collectMs ?? 0, e.remark ? statusTime(e, world.asOf) : 0);
        out(
          csvLine([
            id,
            world.subjects[o.subjectIdx].content.code,
            orderId,
            outTradeNo(o, orderId),
            s.id,
            known ? base.address + 1 : null,
            team?.id ?? null,
            teacher?.id ?? null,
            team?.term.period ?? null,
            o.pkg.sup,
            o.regtype,
            e.productType,
            e.sourceType,
            e.status,
            e.nu ? e.company : null,
            e.nu,
            e.parcels,
            e.productName,
            e.productType === 1 ? `${o.pkg.sup ?? 'S1'}-2024版` : null,
            e.sourceType === 5 ? 1 : null,
            e.sourceType === 5 ? '材料缺件补发' : null,
            warehouse,
            1,
            known ? a.receiptName : null,
            known ? a.receiptTel : null,
            known ? '86' : null,
            names?.province ?? null,
            names?.city ?? null,
            names?.area ?? null,
            known ? a.street : null,
            known ? a.detail : null,
            known ? '中国' : null,
            'CN',
            known ? regionCodes(a.place)[2] : null,
            e.remark,
            e.approvalIdx === null ? null : base.flow_approval + e.approvalIdx + 1,
            staff,
            ts(e.deliveryMs),
            ts(e.collectMs),
            ts(e.signMs),
            (e.deliveryMs ? 1 : 0) + (e.collectMs ? 1 : 0) + (e.signMs ? 1 : 0) + (e.remark ? 1 : 0),
            ts(e.ctimeMs),
            ts(updated),
          ]),
        );
      }
    });
  },
};

export const expressRemarkTable: StudentTable = {
  table: 'express_remark_log',
  columns: ['id', 'subject', 'express_id', 'from_status', 'to_status', 'remark', 'staff_id', 'ctime'],
  rows(world, { s, base }, out) {
    let expressId = base.express;
    let id = base.express_remark_log;
    for (const o of s.orders) {
      for (const e of o.express) {
        expressId++;
        if (e.remark === null) continue;
        const from = e.status === 9 || (e.status === 7 && e.collectMs === null) ? 1 : 2;
        out(
          csvLine([
            ++id,
            world.subjects[o.subjectIdx].content.code,
            expressId,
            from,
            e.status,
            e.remark,
            world.demo.ops ?? null,
            ts(statusTime(e, world.asOf)),
          ]),
        );
      }
    }
  },
};
