import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, contextAs, launchBrowser, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { hashRoute, waitToast } from './support/shell';

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;

interface Student {
  id: string;
  user_num: string | null;
  mobile: string | null;
}

async function students(): Promise<Student[]> {
  const r = await fetch(`${base}/graphql/v1/toss`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ UserExtendsList(query: "{}", size: 200) { id user_num mobile } }' }),
  });
  const body = (await r.json()) as { data?: { UserExtendsList?: Student[] }; errors?: Array<{ message: string }> };
  expect(r.status, `GraphQL UserExtendsList answered ${r.status}: ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
  expect(body.errors ?? []).toEqual([]);
  return body.data?.UserExtendsList ?? [];
}

async function search(page: Page, selector: 'mobile' | 'id', text: string): Promise<void> {
  if ((await page.getAttribute('[data-testid="search-selector"]', 'data-selector')) !== selector) {
    await page.click('[data-testid="search-selector"]');
    await page.click(`[data-testid="search-by-${selector}"]`);
  }
  await page.fill('[data-testid="search-input"]', text);
  await page.press('[data-testid="search-input"]', 'Enter');
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('global student search', () => {
  it('input must be 4 to 11 characters; mobile is the default selector', async () => {
    const page = await (await contextAs(browser, base, admin)).newPage();
    await page.goto(`${base}/art_app/#/`);
    await waitForShell(page);
    expect(await page.getAttribute('[data-testid="search-selector"]', 'data-selector')).toBe('mobile');
    await search(page, 'mobile', '123');
    await waitToast(page, '请输入4到11个字符');
    await page.context().close();
  });

  it('one match opens details/{id}; no match says 暂无此学员', async () => {
    const all = await students();
    const target = all.find((s) => String(s.id).length >= 4 && String(s.id).length <= 11);
    expect(target, 'a demo student with an id of 4 to 11 characters').toBeDefined();
    const page = await (await contextAs(browser, base, admin)).newPage();
    await page.goto(`${base}/art_app/#/`);
    await waitForShell(page);
    await search(page, 'id', String(target!.id));
    await page.waitForFunction((id) => location.hash === `#/details/${id}`, String(target!.id));
    expect(hashRoute(page.url())).toBe(`/details/${target!.id}`);
    await page.waitForSelector(`[data-testid="workspace-tab"][data-key="/details/${target!.id}"]`);

    await search(page, 'id', '99999999999');
    await waitToast(page, '暂无此学员');
    expect(hashRoute(page.url())).toBe(`/details/${target!.id}`);
    await page.context().close();
  });
});
