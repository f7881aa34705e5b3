import { ERROR_CODE, type AppError } from './errors';

export interface OkEnvelope<T> {
  code: 0;
  status: 'OK';
  payload: T;
}
export interface ErrorEnvelope {
  code: number;
  status: 'ERROR';
  errors: string;
  requestId?: string;
  /** Present on a stale-version 409 (platform/versioning). */
  conflict?: unknown;
}

export function ok<T>(payload: T): OkEnvelope<T> {
  return { code: 0, status: 'OK', payload: payload === undefined ? (null as T) : payload };
}

export function fail(err: AppError, lang: 'zh' | 'en', requestId: string): ErrorEnvelope {
  return { ...err.extra, code: ERROR_CODE[err.kind], status: 'ERROR', errors: lang === 'en' ? err.messageEn : err.message, requestId };
}

/** Spring-style page shape used by REST payloads (CONTRACT §4). `number` is the 1-based page asked for. */
export interface PageOf<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export function pageOf<T>(content: T[], totalElements: number, page: number, size: number): PageOf<T> {
  return { content, totalElements, totalPages: size > 0 ? Math.ceil(totalElements / size) : 0, number: page, size };
}
