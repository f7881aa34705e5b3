import { bearer } from '../auth/staff';
import { getAuth, goToLogin, useAuthStore } from '../auth/auth-store';
import { showErrorOnce } from '../feedback/toast';
import { bodyVerdict, httpFailure, transportMessage, type Lang } from './error-catalogue';

/** Spec 00 §9: HTTP timeout 240 s; exports 300 s. */
export const HTTP_TIMEOUT_MS = 240_000;
export const EXPORT_TIMEOUT_MS = 300_000;

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Form-encoded body instead of JSON (some POSTs of the spec). */
  form?: boolean;
  timeoutMs?: number;
  /** An export or download: 300 s time-out. */
  isExport?: boolean;
  /** The caller handles failures: no toast (the 401 flow still runs). */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Resolve with the whole body (codes 2, 200, 300 and bodies without envelope come back as they are). */
  raw?: boolean;
}

export type FailureKind = 'http' | 'body' | 'timeout' | 'network' | 'noToken' | 'aborted';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status = 0,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface HttpEnvironment {
  /** Subject code of the page (the `subject` header and query parameter). */
  subject: () => number;
  lang: () => Lang;
  /** The login page may call without a token; everywhere else a request without one is refused. */
  isLoginPage: () => boolean;
}

let env: HttpEnvironment = {
  subject: () => 0,
  lang: () => 'zh',
  isLoginPage: () => typeof window !== 'undefined' && window.location.pathname.split('/')[1] === 'login',
};

export function configureHttp(next: Partial<HttpEnvironment>): void {
  env = { ...env, ...next };
}

/**
 * Spec 00 §7: the subject is appended as a query parameter to API paths, except the few user-check,
 * order-create and pay-link calls of the one-to-one service.
 */
const SUBJECT_PARAM_EXCEPTIONS = [/user-?check/i, /order\/create|createOrder/i, /pay-?link/i];

export function wantsSubjectParam(path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  return !SUBJECT_PARAM_EXCEPTIONS.some((re) => re.test(path));
}

export function buildUrl(path: string, query: Query | undefined, subject: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    // Spec 00 §7: multi-value filters are joined with commas for REST calls.
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const [base, existing] = path.split('?');
  const merged = new URLSearchParams(existing ?? '');
  params.forEach((v, k) => merged.set(k, v));
  if (wantsSubjectParam(base) && !merged.has('subject')) merged.set('subject', String(subject));
  const qs = merged.toString();
  return qs ? `${base}?${qs}` : base;
}

/** A URL with the query and the subject parameter the request layer would add (for EventSource, links). */
export function apiUrl(path: string, query?: Query): string {
  return buildUrl(path, query, env.subject());
}

let lastTouch = 0;
function touchSession(): void {
  const now = Date.now();
  if (now - lastTouch < 60_000) return;
  lastTouch = now;
  useAuthStore.getState().touch();
}

function logoutFlow(message: string): void {
  showErrorOnce(message, () => goToLogin(currentRoute()));
}

function currentRoute(): string | undefined {
  if (typeof window === 'undefined' || env.isLoginPage()) return undefined;
  return window.location.pathname + window.location.hash;
}

/** The auth headers every call carries (CONTRACT §3). */
export function authHeaders(): Record<string, string> {
  const { token, staff } = getAuth();
  const h: Record<string, string> = { subject: String(env.subject()) };
  if (token) h.Authorization = bearer(token);
  if (staff) h.operatorId = staff.id;
  return h;
}

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fail(err: ApiError, silent: boolean, logout = false): never {
  // On the login page there is no login to clear: a 401 there is just an error.
  if (logout && !env.isLoginPage()) logoutFlow(err.message);
  else if (!silent && err.kind !== 'aborted') showErrorOnce(err.message);
  throw err;
}

/** Sends a request and unwraps the envelope (CONTRACT §4); failures follow the catalogue (spec 00 §8). */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const lang = env.lang();
  const url = buildUrl(path, opts.query, env.subject());
  const { token } = getAuth();
  if (!token && !env.isLoginPage()) {
    fail(new ApiError(transportMessage('noToken', url, lang), 'noToken', 401), false, true);
  }
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(), ...opts.headers };
  // Always say which language: a browser's own Accept-Language (en-US in many) would otherwise pick the labels.
  headers['Accept-Language'] = lang === 'en' ? 'en' : 'zh-CN';
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    if (opts.form) {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.body as Record<string, unknown>)) {
        if (v !== undefined && v !== null) form.set(k, Array.isArray(v) ? v.join(',') : String(v));
      }
      body = form;
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    } else {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json;charset=UTF-8';
    }
  }
  const controller = new AbortController();
  const timeoutMs = opts.timeoutMs ?? (opts.isExport ? EXPORT_TIMEOUT_MS : HTTP_TIMEOUT_MS);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = (): void => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    const kind = timedOut ? 'timeout' : opts.signal?.aborted ? 'aborted' : 'network';
    const msg = kind === 'aborted' ? 'aborted' : transportMessage(kind, url, lang);
    return fail(new ApiError(msg, kind), Boolean(opts.silent));
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  const parsed = await parseBody(res);
  if (!res.ok) {
    const verdict = httpFailure(res.status, url, parsed, lang);
    return fail(new ApiError(verdict.message, 'http', res.status, parsed), Boolean(opts.silent), verdict.logout);
  }
  if (token) touchSession();
  const verdict = bodyVerdict(parsed, url, lang);
  if (verdict.kind === 'error') return fail(new ApiError(verdict.message, 'body', res.status, parsed), Boolean(opts.silent));
  if (opts.raw || verdict.kind === 'pass') return parsed as T;
  if (parsed && typeof parsed === 'object' && 'payload' in parsed) return (parsed as { payload: T }).payload;
  return parsed as T;
}

export const http = {
  get: <T>(path: string, query?: Query, opts: Omit<RequestOptions, 'query' | 'method'> = {}) =>
    request<T>(path, { ...opts, query, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body' | 'method'> = {}) =>
    request<T>(path, { ...opts, body: body ?? {}, method: 'POST' }),
};

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

/** A query-language call (CONTRACT §7): POST `{query}` to one of the GraphQL endpoints. */
export async function graphql<T>(
  document: string,
  opts: { endpoint?: string; silent?: boolean; signal?: AbortSignal; isExport?: boolean } = {},
): Promise<T> {
  const endpoint = opts.endpoint ?? '/graphql/v1/toss';
  const res = await request<GraphQLResponse<T>>(endpoint, {
    method: 'POST',
    body: { query: document },
    raw: true,
    silent: opts.silent,
    signal: opts.signal,
    isExport: opts.isExport,
  });
  if (res?.errors?.length) {
    return fail(new ApiError(res.errors[0].message, 'body', 200, res), Boolean(opts.silent));
  }
  return (res?.data ?? {}) as T;
}

/** A JSON string literal for a GraphQL document: the filter JSON is stringified twice (CONTRACT §7). */
export function gqlString(value: unknown): string {
  return JSON.stringify(typeof value === 'string' ? value : JSON.stringify(value));
}
