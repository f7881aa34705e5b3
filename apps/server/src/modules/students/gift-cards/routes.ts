import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import { cardInput, giftCardsOf, jdCardInfo, sendJdCardSms, uidInput } from './gift-cards';

const access = { area: 'students' } as const;

/** The gift cards a student was given (secrets masked) and the text that sends a JD card to the student. */
export function registerGiftCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
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
}
