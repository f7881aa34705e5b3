import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { changeCodesPage, codesPageInput, createChangeCodes, createCodesInput, examByUidInput, examsOfStudent } from './exams';
import { cardInput, giftCardsOf, jdCardInfo, sendJdCardSms, uidInput } from './gift-cards';
import { createQrCode, createQrInput, listQrInput, qrCodesOf } from './qrcodes';
import { defineCall } from '../../../platform/http/route';
import { adminInvites, completeInput, completeShareReward, invitesInput, sharePageInput, shareRewardPage } from './userflow';
import {
  chatPageInput,
  privateChatPage,
  updateViolationStatus,
  violationPage,
  violationPageInput,
  violationStatusInput,
} from './violations';

const access = { area: 'students' } as const;
const USERFLOW = '/api/b/v1/backend/userflow';

/**
 * Share rewards, invites, violation log, private chat, exams and exam exchange codes, gift cards and
 * QR codes. Paths the spec does not give follow its style (docs/decisions/students-rest.md).
 */
export function registerUserflowRoutes(app: FastifyInstance, deps: AppDeps): void {
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

  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/violationLog/getUserViolationLog',
    access,
    scope: { uid: 'student' },
    input: violationPageInput,
    handler: (ctx, input) => violationPage(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/violationLog/updateStatus',
    access,
    scope: { id: 'violation' },
    input: violationStatusInput,
    handler: (ctx, input) => db.transaction((tx) => updateViolationStatus(tx, ctx, input)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/privateChat/getPrivateChatPage',
    access,
    scope: { uid: 'student', teacherId: 'teacher' },
    input: chatPageInput,
    handler: (ctx, input) => privateChatPage(db, ctx, input),
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/exam/examByUid',
    access,
    scope: { uid: 'student' },
    input: examByUidInput,
    handler: (ctx, input) => examsOfStudent(db, ctx, input.uid),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/exam/getExamChangeCodes',
    access,
    scope: { uid: 'student' },
    input: codesPageInput,
    handler: (ctx, input) => changeCodesPage(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/exam/createExamChangeCodes',
    access,
    input: createCodesInput,
    handler: (ctx, input) => db.transaction((tx) => createChangeCodes(tx, ctx, input)),
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/giftCard/getGiftCards',
    access,
    scope: { uid: 'student' },
    input: uidInput,
    handler: (ctx, input) => giftCardsOf(db, ctx, input.uid),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/giftCard/jdGiftCardInfo',
    access,
    scope: { id: 'giftCard' },
    input: cardInput,
    handler: (ctx, input) => jdCardInfo(db, ctx, input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/giftCard/jdGiftCardSendSms',
    access,
    scope: { id: 'giftCard' },
    input: cardInput,
    handler: (ctx, input) => db.transaction((tx) => sendJdCardSms(tx, deps.sms, ctx, input.id)),
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
