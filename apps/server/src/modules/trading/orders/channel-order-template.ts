import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../platform/http/route';
import { createXlsxStream } from '../../../platform/xlsx/writer';
import { SHEET_TITLES } from './import';

/** Channel staff download it from the channel page, so it keeps the short-url area's roles. */
const channelStaff = { area: 'short-url' } as const;

/** The channel-order sheet template: the columns the completed-order import reads, with one sample row. */
export function registerChannelOrderTemplateRoute(app: FastifyInstance): void {
  // ---- channel order template (the import itself is /api/b/v1/import/importCompletedOrder) ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/b/v1/download/channelOrderTemplate',
    access: channelStaff,
    reply: 'raw',
    handler: async (_ctx, { reply }) => {
      const xlsx = createXlsxStream({ header: Object.keys(SHEET_TITLES) });
      xlsx.addRow([
        '13800000000',
        '',
        'CH202601010001',
        '体验课',
        9.9,
        9.9,
        '',
        '',
        '2026-01-01 10:00:00',
        'WECHAT',
        '示例行，导入前请删除',
        '',
      ]);
      void xlsx.finish();
      const name = encodeURIComponent('渠道订单导入模板.xlsx');
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .send(xlsx.stream);
    },
  });
}
