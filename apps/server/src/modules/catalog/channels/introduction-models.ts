import { DICTIONARIES } from '@console/domain';
import { defineModel } from '../../../platform/query';

/**
 * The introductions tab of /channelManagement (area `short-url`, as the introduction calls):
 * - Introduction (Page): one introduction per department, with its file and how often it was downloaded.
 * - IntroductionDownloadLog (Page): who downloaded which department's introduction, for which channel.
 * Writes stay the REST calls (saveIntroductionByDepartmentId, downloadIntroductionChannelLog).
 */
export const IntroductionModel = defineModel({
  name: 'Introduction',
  description: "a department's channel introduction and its file (/channelManagement)",
  source: `SELECT i.*, d.name AS department_name, c.name AS channel_name, s.real_name AS staff_name,
      (SELECT count(*) FROM introduction_download_log l WHERE l.introduction_id = i.id)::int AS downloads
    FROM introduction i
    JOIN department d ON d.id = i.department_id
    LEFT JOIN channel c ON c.id = i.channel_id
    LEFT JOIN staff s ON s.id = i.staff_id`,
  access: { area: 'short-url' },
  subjectColumn: 'subject',
  defaultSort: { id: 'desc' },
  roots: ['Page'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    department_id: { type: 'id' },
    department_name: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string', filter: false, sort: false },
    file_url: { type: 'string', filter: false, sort: false },
    file_name: { type: 'string' },
    channel_id: { type: 'id' },
    channel_name: { type: 'string' },
    staff_name: { type: 'string' },
    downloads: { type: 'int', filter: false },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
});

export const IntroductionDownloadLogModel = defineModel({
  name: 'IntroductionDownloadLog',
  description: 'downloads of the department introductions (who, when, for which channel)',
  source: `SELECT l.*, d.name AS department_name, i.title, c.name AS channel_name, s.real_name AS staff_name
    FROM introduction_download_log l
    JOIN introduction i ON i.id = l.introduction_id
    JOIN department d ON d.id = l.department_id
    LEFT JOIN channel c ON c.id = l.channel_id
    LEFT JOIN staff s ON s.id = l.staff_id`,
  access: { area: 'short-url' },
  subjectColumn: 'subject',
  defaultSort: { id: 'desc' },
  roots: ['Page'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    introduction_id: { type: 'id' },
    department_id: { type: 'id' },
    department_name: { type: 'string' },
    title: { type: 'string' },
    channel_id: { type: 'id' },
    channel_name: { type: 'string' },
    staff_id: { type: 'id' },
    staff_name: { type: 'string' },
    ctime: { type: 'time' },
  },
});
