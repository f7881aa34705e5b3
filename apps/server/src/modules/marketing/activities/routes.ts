import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { idField, inputOf, msField } from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import {
  deletePromotion,
  findPromotion,
  promotionInput,
  promotionOrders,
  promotionOrdersInput,
  promotionPage,
  promotionPageInput,
  savePromotion,
  updatePromotionEnd,
} from './promotions';
import { activityInput, referralActivity, reopenShare, reviewInput, reviewShare, saveReferralActivity } from '../referrals/referrals';

/** The menus give these pages to the students area's roles (packages/domain menu-pages). */
const access = { area: 'students' } as const;
const P = '/api/p/v1/promotions';
const U = '/api/b/v1/backend/userflow';

/** Referral screenshots and activity (/recommend, /recommendActivity) and marketing activities (/activityManagement). */
export function registerActivityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: ['POST', 'GET'],
    url: `${U}/complete`,
    access,
    scope: { id: 'shareReward' },
    input: reviewInput,
    handler: (ctx, i) => db.transaction((tx) => reviewShare(tx, ctx, i)),
  });
  defineCall(app, {
    method: ['POST', 'GET'],
    url: `${U}/reComplete`,
    access,
    scope: { id: 'shareReward' },
    input: inputOf({ id: idField }),
    handler: (ctx, i) => db.transaction((tx) => reopenShare(tx, ctx, i.id)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/b/v1/backend/recommendActivity/get',
    access,
    input: inputOf({}),
    handler: (ctx) => referralActivity(db, ctx),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/b/v1/backend/recommendActivity/save',
    access,
    input: activityInput,
    handler: (ctx, i) => db.transaction((tx) => saveReferralActivity(tx, ctx, i)),
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: [`${P}/getPromotionsPageList`, `${P}/getPromotionsList`],
    access,
    scope: { packagesId: 'package' },
    input: promotionPageInput,
    handler: (ctx, i) => promotionPage(db, ctx, i),
  });
  defineCall(app, {
    method: 'GET',
    url: `${P}/getPromotionsById`,
    access,
    scope: { promotionsId: 'promotion' },
    input: inputOf({ promotionsId: idField }),
    handler: (ctx, i) => findPromotion(db, ctx, i.promotionsId),
  });
  defineCall(app, {
    method: 'POST',
    url: `${P}/saveAndUpdatePromotions`,
    access,
    scope: { id: 'promotion', packageIds: 'package', channelIds: 'channel' },
    input: promotionInput,
    handler: (ctx, i) => db.transaction((tx) => savePromotion(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${P}/updatePromotionsDate`,
    access,
    scope: { id: 'promotion' },
    input: inputOf({ id: idField, endDate: msField }),
    handler: (ctx, i) => db.transaction((tx) => updatePromotionEnd(tx, ctx, i.id, i.endDate)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${P}/deletePromotionsById`,
    access,
    scope: { promotionsId: 'promotion' },
    input: inputOf({ promotionsId: idField }),
    handler: (ctx, i) => db.transaction((tx) => deletePromotion(tx, ctx, i.promotionsId)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${P}/getPromotionsOrders`,
    access,
    scope: { promotionsId: 'promotion' },
    input: promotionOrdersInput,
    handler: (ctx, i) => promotionOrders(db, ctx, i),
  });
}
