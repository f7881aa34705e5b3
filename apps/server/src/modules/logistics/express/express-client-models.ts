import { DICTIONARIES } from '@console/domain';
import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import { isAllowed } from '../../../platform/http/access';
import { defineModel, type QueryRegistry, type QueryTools } from '../../../platform/query';
import { EXPRESS_FIELDS, EXPRESS_RELATIONS } from './express-models';
import { ORDER_FIELDS, ORDER_RELATIONS } from '../../trading';

/**
 * The legacy logistics and class-tab roots of the original client (/graphql/logisticsList,
 * /graphql/logisticsStatistics, /graphql/express, /graphql/order, /graphql/filter isSwitch) and
 * ExpressList with its `page` argument; docs/decisions/client-compatibility.md, "Trading".
 */

const express = { area: 'express' } as const;
const QUERY_ARG = { type: GraphQLString, description: 'filter (JSON text), as for every root' };
const SORT_ARG = { type: GraphQLString, description: 'sort (JSON text)' };
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const int = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** LogisticsListPage (and LogisticsListPageNew, a custom root over the same model): shipments. */
export const LogisticsModel = defineModel({
  name: 'Logistics',
  description: 'shipments as the logistics list reads them',
  source: 'express',
  access: express,
  subjectColumn: 'subject',
  roots: ['Page'],
  rootNames: { Page: 'LogisticsListPage' },
  fields: EXPRESS_FIELDS,
  relations: EXPRESS_RELATIONS,
});

/** stuExpressPage (/graphql/express, the class tab): shipments with the student's own name, head and mobile. */
export const StuExpressModel = defineModel({
  name: 'StuExpress',
  description: "a class student's shipments",
  source: `SELECT e.*, s.head, s.nickname, s.username, s.mobile FROM express e JOIN student s ON s.id = e.uid`,
  access: express,
  subjectColumn: 'subject',
  roots: ['Page'],
  rootNames: { Page: 'stuExpressPage' },
  fields: {
    ...EXPRESS_FIELDS,
    head: { type: 'string' },
    nickname: { type: 'string' },
    username: { type: 'string' },
    mobile: { type: 'string', mask: 'mobile' },
  },
  relations: EXPRESS_RELATIONS,
});

/** approvalReissueInfo of a shipment: the reissue approval behind it, with the attachment its form carried. */
export const ExpressReissueApprovalModel = defineModel({
  name: 'ExpressReissueApproval',
  source: 'flow_approval',
  access: express,
  subjectColumn: 'subject',
  roots: [],
  fields: {
    id: { type: 'id' },
    type: { type: 'int', label: DICTIONARIES.approvalType },
    status: { type: 'int', label: DICTIONARIES.approvalStatus },
    atts_url: { type: 'string', sql: "t.payload->>'atts_url'", filter: false, description: 'attachment of the reissue form' },
    remark: { type: 'string' },
    ctime: { type: 'time' },
  },
});

/**
 * The package of a shipment's order, and nothing else of the order: what the `packages_id` filter of
 * the logistics lists reads under the express area (the Order model needs the orders area).
 */
export const ExpressOrderPackageModel = defineModel({
  name: 'ExpressOrderPackage',
  source: 'orders',
  access: express,
  subjectColumn: 'subject',
  roots: [],
  fields: { id: { type: 'id' }, subject: { type: 'int' }, packages_id: { type: 'id' } },
});

/** operator (/graphql/logisticsStatistics): the staff who handled shipments of the subject (index of migration 0250). */
export const ExpressOperatorModel = defineModel({
  name: 'ExpressOperator',
  source: `SELECT s.id, s.real_name, s.status, x.subject FROM staff s CROSS JOIN LATERAL unnest(s.subject_list) AS x(subject)
    WHERE EXISTS (SELECT 1 FROM express e WHERE e.staff_id = s.id AND e.subject = x.subject)`,
  access: express,
  subjectColumn: 'subject',
  defaultSort: { id: 'asc' },
  roots: ['List'],
  rootNames: { List: 'operator' },
  fields: { id: { type: 'id' }, realname: { type: 'string', sql: 't.real_name' }, status: { type: 'int' } },
});

/**
 * teamUserOrderPage (/graphql/order, the class page's order tab): orders with their shipment state,
 * the teacher's name and WeChat, the class and its enrollment period.
 */
export const TeamUserOrderModel = defineModel({
  name: 'TeamUserOrder',
  description: "a class student's orders (the class order tab)",
  source: 'orders',
  access: { area: 'orders' },
  subjectColumn: 'subject',
  roots: ['Page'],
  rootNames: { Page: 'teamUserOrderPage' },
  fields: {
    ...ORDER_FIELDS,
    express_status: {
      type: 'int',
      sql: '(SELECT e.express_status FROM express e WHERE e.order_id = t.id ORDER BY e.id DESC LIMIT 1)',
      filter: false,
      sort: false,
      label: DICTIONARIES.expressStatus,
    },
    express_cur_time: {
      type: 'time',
      sql: '(SELECT COALESCE(e.signing_time, e.delivery_collect_time, e.delivery_time, e.ctime) FROM express e WHERE e.order_id = t.id ORDER BY e.id DESC LIMIT 1)',
      filter: false,
      sort: false,
      description: 'time of the latest shipment event',
    },
    teacher_name: { type: 'string', sql: '(SELECT te.realname FROM teacher te WHERE te.id = t.teacher_id)', filter: false, sort: false },
    teacher_wx: {
      type: 'string',
      sql: '(SELECT w.wechat_no FROM teacher_wechat w WHERE w.teacher_id = t.teacher_id AND w.is_main = 1 AND w.deleted = 0 ORDER BY w.id LIMIT 1)',
      filter: false,
      sort: false,
    },
    management_start_date: {
      type: 'time',
      sql: '(SELECT m.class_start FROM team tm JOIN management m ON m.id = tm.term_id WHERE tm.id = t.team_id)',
      filter: false,
      sort: false,
      description: 'class start of the enrollment period',
    },
  },
  relations: ORDER_RELATIONS,
});

const EXPRESS_COUNTERS: Record<string, number> = {
  no_address: 0,
  wait_send: 1,
  has_send: 2,
  has_signed: 3,
  signed_failed: 4,
  has_return: 5,
  confirm_wait_send: 6,
  invalid: 7,
  difficult: 8,
  pause: 9,
};

async function expressCounters(tools: QueryTools, query: string | null): Promise<Record<string, number>> {
  const buckets = await tools.statistics('Express', { query, termField: 'express_status' });
  const byCode = new Map(buckets.map((b) => [b.code, b.count]));
  return Object.fromEntries(Object.entries(EXPRESS_COUNTERS).map(([name, code]) => [name, byCode.get(String(code)) ?? 0]));
}

export function registerExpressClientRoots(registry: QueryRegistry): void {
  registry.register(
    LogisticsModel,
    StuExpressModel,
    ExpressReissueApprovalModel,
    ExpressOrderPackageModel,
    ExpressOperatorModel,
    TeamUserOrderModel,
  );
  registry.addRoot({
    name: 'ExpressList',
    access: express,
    description: 'shipments as a list; with `page` (as the client sends it) the page of that size',
    args: { query: QUERY_ARG, size: { type: GraphQLInt }, sort: SORT_ARG, page: { type: GraphQLInt } },
    type: (t) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t.object('Express')))),
    resolve: async (_ctx, args, tools) => {
      const opts = { query: str(args.query), sort: str(args.sort), size: int(args.size) };
      return args.page == null ? tools.list('Express', opts) : (await tools.page('Express', { ...opts, page: int(args.page) })).content;
    },
  });
  registry.addRoot({
    name: 'LogisticsListPageNew',
    access: express,
    description: 'the newer logistics list (same rows and fields as LogisticsListPage)',
    args: { query: QUERY_ARG, page: { type: GraphQLInt }, size: { type: GraphQLInt }, sort: SORT_ARG },
    type: (t) => new GraphQLNonNull(t.page('Logistics')),
    resolve: (_ctx, args, tools) =>
      tools.page('Logistics', { query: str(args.query), sort: str(args.sort), page: int(args.page), size: int(args.size) }),
  });
  const countersType = (name: string, withPause: boolean) =>
    new GraphQLObjectType({
      name,
      fields: Object.fromEntries(
        Object.keys(EXPRESS_COUNTERS)
          .filter((k) => withPause || k !== 'pause')
          .map((k) => [k, { type: new GraphQLNonNull(GraphQLInt) }]),
      ),
    });
  for (const [name, withPause] of [
    ['logisticsStatistics', false],
    ['logisticsStatisticsNew', true],
  ] as const) {
    registry.addRoot({
      name,
      access: express,
      description: 'shipments per express_status under the filter, by the client’s counter names',
      args: { query: QUERY_ARG },
      type: () => new GraphQLNonNull(countersType(`${name}Result`, withPause)),
      resolve: (_ctx, args, tools) => expressCounters(tools, str(args.query)),
    });
  }
  registry.addRoot({
    name: 'isSwitch',
    access: 'staff',
    description: 'is_allow 1 when the caller may export the express lists (express and exports areas), else 0',
    args: { query: QUERY_ARG },
    type: () =>
      new GraphQLNonNull(new GraphQLObjectType({ name: 'IsSwitchResult', fields: { is_allow: { type: new GraphQLNonNull(GraphQLInt) } } })),
    resolve: (ctx) => ({ is_allow: isAllowed(ctx, express) && isAllowed(ctx, { area: 'exports' }) ? 1 : 0 }),
  });
}
