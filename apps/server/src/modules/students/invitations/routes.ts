import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { createQrCode, createQrInput, listQrInput, qrCodesOf } from './qr-codes';
import { defineCall } from '../../../platform/http/route';
import { adminInvites, completeInput, completeShareReward, invitesInput, sharePageInput, shareRewardPage } from './share-rewards';

const access = { area: 'students' } as const;
const USERFLOW = '/api/b/v1/backend/userflow';

/**
 * Share rewards, who invited whom (the spec's backend/userflow calls) and a student's personal QR
 * codes (invite poster, WeChat binding, activity). Paths the spec does not give follow its style
 * (docs/decisions/students-rest.md).
 */
export function registerInvitationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${USERFLOW}/sharereward/pageList`,
    access,
    scope: { uid: 'student' },
    input: sharePageInput,
    handler: (ctx, input) => shareRewardPage(db, ctx, input),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${USERFLOW}/sharereward/complete`,
    access,
    scope: { id: 'shareReward' },
    input: completeInput,
    handler: (ctx, input) => db.transaction((tx) => completeShareReward(tx, ctx, input)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${USERFLOW}/getAdminInvites`,
    access,
    scope: { uid: 'student' },
    input: invitesInput,
    handler: (ctx, input) => adminInvites(db, ctx, input),
  });

  const publicUrl = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/qrcode/createQrCode',
    access,
    scope: { uid: 'student', channelId: 'channel' },
    input: createQrInput,
    handler: (ctx, input) => db.transaction((tx) => createQrCode(tx, ctx, publicUrl, input)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/qrcode/getQrCodes',
    access,
    scope: { uid: 'student' },
    input: listQrInput,
    handler: (ctx, input) => qrCodesOf(db, ctx, input.uid),
  });
}
