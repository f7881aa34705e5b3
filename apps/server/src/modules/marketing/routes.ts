import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { defineCall } from '../../platform/http/route';
import { coinPage, coinPageInput } from './coins/coins';
import { registerDispenseRulesJob } from './coupons/dispense-rules-job';
import { registerReferralRewardsJob } from './referrals/referral-rewards-job';
import { registerActivityRoutes } from './activities/routes';
import { registerCouponRoutes } from './coupons/routes';
import { registerRedeemRoutes } from './redeem-codes/routes';

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
