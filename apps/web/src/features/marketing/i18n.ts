import { addTextBundle } from '../../platform/i18n/i18n';
import { en } from './i18n-en';
import { zh } from './i18n-zh';

/** The marketing pages' strings (namespace `marketing`). */
export const MARKETING_BUNDLES = { zh, en };
addTextBundle('marketing', zh, en);
