import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { readJson, writeJson } from '../storage';
import { en } from './locales/en';
import { zhCN } from './locales/zh-cn';

export type AppLanguage = 'zh-CN' | 'en';
export const LANGUAGES: readonly AppLanguage[] = ['zh-CN', 'en'];
const KEY = 'console.lang';

export function storedLanguage(): AppLanguage {
  const v = readJson<string>(KEY, 'zh-CN');
  return v === 'en' ? 'en' : 'zh-CN';
}

function applyDayjs(lang: AppLanguage): void {
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
}

export const i18n = i18next.createInstance();

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const lng = storedLanguage();
  void i18n.use(initReactI18next).init({
    resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
    lng,
    fallbackLng: 'zh-CN',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDayjs(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18n;
}

export async function changeLanguage(lang: AppLanguage): Promise<void> {
  writeJson(KEY, lang);
  applyDayjs(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

/** The catalogue language for the request layer's messages. */
export const currentLang = (): 'zh' | 'en' => (i18n.language === 'en' ? 'en' : 'zh');

/**
 * Adds a feature's own namespace in both languages. i18next attaches addResourceBundle only when it
 * initialises, so a module that registers its texts on import (shared components load early, and in
 * unit tests nothing else initialises) initialises first.
 */
export function addTextBundle(namespace: string, zh: object, en: object): void {
  initI18n();
  i18n.addResourceBundle('zh-CN', namespace, zh, true, true);
  i18n.addResourceBundle('en', namespace, en, true, true);
}
