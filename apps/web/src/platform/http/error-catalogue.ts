/**
 * Spec 00 §8, the error catalogue, as pure functions (the client shows what these decide).
 *
 * Body codes: 0 is success, "2", 200 and 300 pass through to the caller, anything else is an error
 * whose text is the body's `errors` or `message`, else a server-exception text naming the API.
 * HTTP failures: 400 parameter error + URL, 401 session expired, 404 interface not found + URL,
 * 420 no permission + URL, other server exception + URL. When the server sent a person-readable
 * message (CONTRACT §4) it is more precise than the generic line, so it is shown instead — except for
 * 401 whose text is fixed.
 */
import { formatMessage } from '@console/domain';

export type Lang = 'zh' | 'en';

const TEXT = {
  zh: {
    timeout: '请求超时',
    network: '网络异常，请检查网络连接',
    noToken: '未登录或登录已过期，请重新登录',
  },
  en: {
    timeout: 'Request timed out',
    network: 'Network error, please check your connection',
    noToken: 'Not logged in or the login expired, please log in again',
  },
} as const;

export const PASS_THROUGH_CODES: ReadonlySet<string> = new Set(['2', '200', '300']);

export interface CatalogueVerdict {
  message: string;
  /** 401/403 or no token: clear the stored login and go to the login page once the toast closes. */
  logout: boolean;
}

/** The path part of a URL for messages (no origin, no query). */
export function apiName(url: string): string {
  const noOrigin = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  return noOrigin.split('?')[0];
}

function bodyMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const m = b.errors ?? b.message ?? b.msg;
  if (typeof m === 'string' && m.trim()) return m;
  if (Array.isArray(m) && m.length) {
    const first: unknown = m[0];
    if (typeof first === 'string') return first;
    if (first && typeof first === 'object' && typeof (first as { message?: unknown }).message === 'string') {
      return (first as { message: string }).message;
    }
  }
  return undefined;
}

export function httpFailure(status: number, url: string, body: unknown, lang: Lang = 'zh'): CatalogueVerdict {
  const params = { url: apiName(url) };
  const server = bodyMessage(body);
  switch (status) {
    case 401:
      return { message: formatMessage('http.401', lang), logout: true };
    case 403:
      return { message: server ?? formatMessage('http.420', lang, params), logout: true };
    case 400:
      return { message: server ?? formatMessage('http.400', lang, params), logout: false };
    case 404:
      return { message: server ?? formatMessage('http.404', lang, params), logout: false };
    case 420:
      return { message: server ?? formatMessage('http.420', lang, params), logout: false };
    default:
      return { message: server ?? formatMessage('http.other', lang, params), logout: false };
  }
}

export type BodyVerdict = { kind: 'ok' } | { kind: 'pass' } | { kind: 'error'; message: string };

/** Judges an HTTP-200 body by its `code`. Bodies without a code (plain data) are ok. */
export function bodyVerdict(body: unknown, url: string, lang: Lang = 'zh'): BodyVerdict {
  if (!body || typeof body !== 'object' || !('code' in body)) return { kind: 'ok' };
  const code = String((body as { code: unknown }).code);
  if (code === '0') {
    const status = (body as { status?: unknown }).status;
    if (status === undefined || status === 'OK') return { kind: 'ok' };
  }
  if (PASS_THROUGH_CODES.has(code)) return { kind: 'pass' };
  return { kind: 'error', message: bodyMessage(body) ?? formatMessage('body.errorCode', lang, { api: apiName(url) }) };
}

export function transportMessage(kind: 'timeout' | 'network' | 'noToken', url: string, lang: Lang = 'zh'): string {
  const t = TEXT[lang];
  if (kind === 'noToken') return t.noToken;
  return `${t[kind]}${lang === 'zh' ? '：' : ': '}${apiName(url)}`;
}
