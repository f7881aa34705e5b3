import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel } from '../../../platform/query';

/**
 * Acquisition channels and their classification tree (0100_catalog.sql). Channel names are a
 * reference lookup of many pages (order filters, student filters, redeem codes): any staff may read.
 * Soft-deleted channels stay readable (old orders still name them); lists pass `{"deleted": 0}`.
 */

export const ENABLED: Dictionary = { 0: { zh: '启用', en: 'Enabled' }, 1: { zh: '停用', en: 'Disabled' } };

export const ChannelModel = defineModel({
  name: 'Channel',
  source: 'channel',
  access: 'staff',
  subjectColumn: 'subject',
  roots: ['Page', 'List', 'ListEx', 'One'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    channel_class_id: { type: 'id' },
    name: { type: 'string' },
    inner_name: { type: 'string' },
    channel_outer_name: { type: 'string', sql: 't.name', description: 'the public name (the original client reads it so)' },
    code: { type: 'string' },
    status: { type: 'int', label: ENABLED },
    remark: { type: 'string' },
    channel_inner_name: { type: 'string', column: 'inner_name', description: "the original client's name of inner_name" },
    channel_link: { type: 'string', description: 'landing page the short link redirects to' },
    channel_level: { type: 'string' },
    channel_sort: { type: 'int', column: 'sort' },
    short_code: { type: 'string' },
    version: { type: 'int' },
    staff_id: { type: 'id' },
    deleted: { type: 'int' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: {
    channelClass: { model: 'ChannelClass', localField: 'channel_class_id', foreignField: 'id' },
  },
});

export const ChannelClassModel = defineModel({
  name: 'ChannelClass',
  description: 'channel classification tree (levels 1-3)',
  source: 'channel_class',
  access: 'staff',
  subjectColumn: 'subject',
  defaultSort: { level: 'asc', sort: 'asc' },
  roots: ['Page', 'List', 'One'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    pid: { type: 'id' },
    name: { type: 'string' },
    level: { type: 'int' },
    channel_class_name: { type: 'string', column: 'name', description: "the original client's name of name" },
    channel_class_parent_id: { type: 'id', sql: 'COALESCE(t.pid, 0)', description: 'pid, 0 at the top (the original client)' },
    channel_level: { type: 'int', column: 'level' },
    sort: { type: 'int' },
    status: { type: 'int', label: ENABLED },
    deleted: { type: 'int' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: {
    parent: { model: 'ChannelClass', localField: 'pid', foreignField: 'id' },
    channelClassParent: { model: 'ChannelClass', localField: 'pid', foreignField: 'id' },
    children: { model: 'ChannelClass', localField: 'id', foreignField: 'pid', many: true },
    channels: { model: 'Channel', localField: 'id', foreignField: 'channel_class_id', many: true },
  },
});
