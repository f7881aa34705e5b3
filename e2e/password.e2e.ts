import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '@console/domain';
import { api, apiLogin, contextAs, launchBrowser, waitForShell } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { waitToast } from './support/shell';

let server: TestServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const FIELD = '[data-testid="new-password"]';
const ERROR = '[data-testid="change-password-dialog"] .ant-form-item-explain-error';

describe('change password', () => {
  it('applies the rules with the exact messages, then ends every session', async () => {
    const s = await apiLogin(base, 'reviewer');
    const other = await apiLogin(base, 'reviewer');
    const ctx = await contextAs(browser, base, s);
    const page = await ctx.newPage();
    await page.goto(`${base}/art_app/#/`);
    await waitForShell(page);
    const open = async (): Promise<void> => {
      await page.click('[data-testid="user-menu"]');
      await page.click('[data-testid="menu-change-password"]');
      await page.waitForSelector(FIELD);
    };
    await open();
    const ok = page.locator('[data-testid="change-password-dialog"] .ant-btn-primary');

    await ok.click();
    await page.waitForSelector(`${ERROR}:has-text("请输入新密码")`);
    await page.fill(FIELD, 'Ab1!');
    await page.waitForSelector(`${ERROR}:has-text("长度在8个字符以上")`);
    await page.fill(FIELD, 'abcdefgh');
    await page.waitForSelector(`${ERROR}:has-text("密码至少包含大小写字母、数字、特殊字符大于8个字符!")`);

    // Chinese characters are stripped while typing; at most 16 characters; trimmed.
    await page.fill(FIELD, '');
    await page.type(FIELD, '密码Abc');
    expect(await page.inputValue(FIELD)).toBe('Abc');
    await page.fill(FIELD, '');
    await page.type(FIELD, 'Abcdefgh12345678XYZ');
    expect(await page.inputValue(FIELD)).toBe('Abcdefgh12345678');
    await page.fill(FIELD, '  Abc  ');
    expect(await page.inputValue(FIELD)).toBe('Abc');

    // The input is cleared when the dialog closes.
    await page.click('[data-testid="change-password-dialog"] .ant-modal-close');
    await page.waitForSelector(FIELD, { state: 'hidden' });
    await open();
    expect(await page.inputValue(FIELD)).toBe('');

    await page.fill(FIELD, 'NewPass@2026');
    await page.locator('[data-testid="change-password-dialog"] .ant-btn-primary').click();
    await waitToast(page, '密码修改成功～');
    await page.waitForURL(/\/login\/#\//, { timeout: 10_000 });

    // Every session of the staff ended (this one and the other), the new password works.
    expect((await api(base, s.accessToken, 'GET', '/api/b/v1/staff/detail/info')).code).not.toBe(0);
    expect((await api(base, other.accessToken, 'GET', '/api/b/v1/staff/detail/info')).code).not.toBe(0);
    await expect(apiLogin(base, 'reviewer', DEMO_PASSWORD)).rejects.toThrow();
    const fresh = await apiLogin(base, 'reviewer', 'NewPass@2026');
    expect(fresh.staff.userName).toBe('reviewer');
    await ctx.close();
  });
});
