import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD, type MenuAllowLists } from '@console/domain';
import { ROOT } from './server';

export const ARTIFACTS = join(ROOT, 'e2e/artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface Session {
  accessToken: string;
  staff: {
    id: string;
    roleIds: string[];
    subjectList: number[];
    realName: string;
    userName: string;
    mobile: string;
    menuAllowLists?: Partial<MenuAllowLists>;
  };
}

interface Envelope<T> {
  code: number;
  status: string;
  payload: T;
  errors?: string;
}

/** Logs in through the API (fast path for journeys that are not about the login page). */
export async function apiLogin(base: string, userName: string, password = DEMO_PASSWORD): Promise<Session> {
  const r = await fetch(`${base}/api/b/v1/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  const body = (await r.json()) as Envelope<Session>;
  if (body.code !== 0) throw new Error(`login ${userName} failed: ${body.errors}`);
  return body.payload;
}

export async function api<T>(base: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await r.json()) as Envelope<T>;
}

/** A GraphQL document as the console sends it (subject art unless given); any GraphQL error fails the journey. */
export async function graphql<T>(base: string, token: string, query: string, subject = 0): Promise<T> {
  const r = await fetch(`${base}/graphql/v1/toss`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', subject: String(subject) },
    body: JSON.stringify({ query }),
  });
  const body = (await r.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

/** A filter or sort object as the GraphQL string literal the console sends (stringified twice). */
export const lit = (v: unknown): string => JSON.stringify(JSON.stringify(v));

/** A browser context whose localStorage already holds the login (the console's `console.auth`). */
export async function contextAs(
  browser: Browser,
  base: string,
  s: Session,
  opts: { width?: number; height?: number; lang?: 'zh-CN' | 'en' } = {},
): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: opts.width ?? 1366, height: opts.height ?? 800 }, locale: 'zh-CN' });
  const auth = JSON.stringify({ token: s.accessToken, staff: s.staff, loginAt: Date.now() });
  await ctx.addInitScript(
    ([a, lang]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('console.auth', a);
        if (lang) localStorage.setItem('console.lang', JSON.stringify(lang));
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [auth, opts.lang ?? ''] as const,
  );
  return ctx;
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** The shell is up: layout rendered and the landing page (or any page) shown. */
export async function waitForShell(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="console-layout"]', { timeout: 30_000 });
  await page.waitForSelector('[data-testid="workspace-pane"][data-active="true"]', { timeout: 30_000 });
}
