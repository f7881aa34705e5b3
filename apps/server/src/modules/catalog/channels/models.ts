import { DICTIONARIES } from '@console/domain';
import { GraphQLString } from 'graphql';
import { defineModel, type QueryRegistry } from '../../../platform/query';
import { IntroductionDownloadLogModel, IntroductionModel } from './introduction-models';
import { ChannelClassModel, ChannelModel, ENABLED } from './channel-models';
import { registerChannelStatisticsRoots } from './statistics';

/**
 * Channel lists of /channelManagement and the channel pickers (original client names):
 * - ChannelDetailStatistics (Page/List/ListEx): a channel with its class and parent class names, link,
 *   short link, QR image and visit count. Any staff may read it (the pickers of many pages use it).
 * - ChannelAll (ChannelAllList): every live channel as {id, channel_class_id, channel_outer_name}.
 * The short link and QR addresses are relative to this server (`/s/<code>`, `/s/<code>/qr.png`):
 * the console prefixes its origin; the REST getChannelById answers them absolute.
 */
const DETAIL_SOURCE = `SELECT c.id, c.subject, c.name, c.inner_name, c.code, c.status, c.remark, c.sort, c.channel_link, c.channel_level,
    c.short_code, c.staff_id, c.deleted, c.version, c.ctime, c.utime, c.channel_class_id,
    cc.name AS channel_class_name, cc.level AS channel_class_level, pc.id AS p_channel_class_id, pc.name AS p_channel_class_name,
    s.visits, st.real_name AS create_user
  FROM channel c
  LEFT JOIN channel_class cc ON cc.id = c.channel_class_id
  LEFT JOIN channel_class pc ON pc.id = cc.pid
  LEFT JOIN short_url s ON s.code = c.short_code
  LEFT JOIN staff st ON st.id = c.staff_id`;

export const ChannelDetailStatisticsModel = defineModel({
  name: 'ChannelDetailStatistics',
  description: 'channel with its class path, links and visits (/channelManagement)',
  source: DETAIL_SOURCE,
  access: 'staff',
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  defaultSort: { id: 'desc' },
  roots: ['Page', 'List', 'ListEx', 'One'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    channel_outer_name: { type: 'string', column: 'name' },
    channel_inner_name: { type: 'string', column: 'inner_name' },
    code: { type: 'string' },
    status: { type: 'int', label: ENABLED },
    remarks: { type: 'string', column: 'remark' },
    channel_sort: { type: 'int', column: 'sort' },
    channel_link: { type: 'string' },
    channel_level: { type: 'string' },
    short_code: { type: 'string' },
    channel_link_short: {
      type: 'string',
      sql: "CASE WHEN t.short_code IS NULL THEN NULL ELSE '/s/' || t.short_code END",
      filter: false,
      sort: false,
    },
    short_er_code: {
      type: 'string',
      sql: "CASE WHEN t.short_code IS NULL THEN NULL ELSE '/s/' || t.short_code || '/qr.png' END",
      filter: false,
      sort: false,
    },
    visits: { type: 'int', sql: 'COALESCE(t.visits, 0)::int', description: 'short-link visits' },
    channel_class_id: { type: 'id' },
    channel_class_name: { type: 'string' },
    channel_class_level: { type: 'int' },
    p_channel_class_id: { type: 'id' },
    p_channel_class_name: { type: 'string' },
    contract_id: { type: 'id', sql: 'NULL::bigint', filter: false, sort: false, description: 'contracts are not linked to channels here' },
    contract_name: { type: 'string', sql: 'NULL::text', filter: false, sort: false },
    create_user: { type: 'string' },
    staff_id: { type: 'id' },
    version: { type: 'int' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
    cdate: { type: 'time', column: 'ctime', description: "ctime (the original client's name)" },
    udate: { type: 'time', column: 'utime', description: "utime (the original client's name)" },
  },
  relations: {
    channelClass: { model: 'ChannelClass', localField: 'channel_class_id', foreignField: 'id' },
  },
});

export const ChannelAllModel = defineModel({
  name: 'ChannelAll',
  description: 'every live channel (pickers)',
  source: 'channel',
  access: 'staff',
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  defaultSort: { id: 'asc' },
  roots: ['List'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    channel_class_id: { type: 'id' },
    channel_outer_name: { type: 'string', column: 'name' },
    channel_inner_name: { type: 'string', column: 'inner_name' },
    status: { type: 'int', label: ENABLED },
  },
});

export function registerChannelQueries(registry: QueryRegistry): void {
  registry.register(ChannelModel, ChannelClassModel);
  registry.register(ChannelDetailStatisticsModel, ChannelAllModel, IntroductionModel, IntroductionDownloadLogModel);
  registerChannelStatisticsRoots(registry, { type: GraphQLString, description: 'parameters (JSON text)' });
}
