import { addTextBundle } from '../../platform/i18n/i18n';
import { actionsEn, actionsZh } from './i18n-actions';
import { enBase } from './i18n-en';
import { moreEn, moreZh } from './i18n-more';
import { zhBase } from './i18n-zh';

/** The trading pages' strings (a feature-local bundle, namespace `trading`), split by area over i18n-*.ts. */
const zh = { ...zhBase, ...actionsZh, ...moreZh };
const en = { ...enBase, ...actionsEn, ...moreEn };

/** The bundles, for the key test. */
export const TRADING_BUNDLES = { zh, en };

addTextBundle('trading', zh, en);

export const TRADING_NS = 'trading';
