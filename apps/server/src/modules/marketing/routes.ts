import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { defineCall } from '../student-misc/scope';
import { coinPage, coinPageInput } from './coins';
import { registerDispenseRulesJob } from './dispense-rules-job';
import { registerReferralRewardsJob } from './referral-rewards-job';
import { registerActivityRoutes } from './routes-activities';
import { registerCouponRoutes } from './routes-coupons';
import { registerRedeemRoutes } from './routes-redeem';

/** The marketing area's REST calls: coupons, redeem codes, the coin page (docs/decisions/marketing.md). */
export function registerMarketingRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCouponRoutes(app, deps);
  registerDispenseRulesJob(deps.jobs, deps.db);
  registerReferralRewardsJob(deps.jobs, deps.db);
  registerRedeemRoutes(app, deps);
  registerActivityRoutes(app, deps);
  defineCall(app, {
    method: ['POST', 'GET'],
    url: '/data/verification/v2/account/bearCoinPage/byUid',
    access: { area: 'accounts' },
    scope: { uid: 'student' },
    input: coinPageInput,
    handler: (ctx, i) => coinPage(deps.db, ctx, i.uid, i.page, i.size),
  });
}
