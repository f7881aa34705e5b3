import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** Shop journeys (issue 19): a product with CNY and USD prices, a package from it, the package in the order filters. */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
let page: Page;

const active = '[data-testid="workspace-pane"][data-active="true"]';
const stamp = Date.now().toString(36);
const productName = `E2E毛笔${stamp}`;
const packageName = `E2E国画套餐${stamp}`;

async function go(route: string): Promise<void> {
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
}
async function toast(text: string): Promise<void> {
  await page.waitForSelector(`.ant-message-notice:has-text("${text}")`, { timeout: 15_000 });
}
/** Picks an option of an antd Select (by its accessible name, nth match) by typing and Enter. */
async function pick(name: string, value: string, nth = 0): Promise<void> {
  const box = page.getByRole('combobox', { name }).nth(nth);
  await box.click();
  await box.fill(value);
  await page.waitForSelector(`.ant-select-dropdown:visible .ant-select-item-option:has-text("${value}")`);
  await box.press('Enter');
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  page = await (await contextAs(browser, base, admin)).newPage();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('shop', () => {
  it('creates a product with CNY and USD prices and sees them in the list', async () => {
    await go('/shopManger');
    await page.click(`${active} [data-testid="product-create"]`);
    await page.fill('[data-testid="product-name"]', productName);
    await page.getByRole('spinbutton', { name: '价格' }).nth(0).fill('199');
    await page.click('[data-testid="price-add"]');
    await pick('币种', 'USD', 1);
    await page.getByRole('spinbutton', { name: '价格' }).nth(1).fill('29.5');
    // an image through the file platform (signed upload), shown as a thumbnail
    const img = new PNG({ width: 8, height: 8 });
    img.data.fill(200);
    await page.setInputFiles('[data-testid="product-images"] input[type=file]', {
      name: 'brush.png',
      mimeType: 'image/png',
      buffer: PNG.sync.write(img),
    });
    await page.waitForSelector('[data-testid="product-images"] img');
    await page.click('[data-testid="product-save"]');
    await toast('已保存');
    await page.fill(`${active} input[data-filter="name"]`, productName);
    await page.click(`${active} [data-testid="list-search"]`);
    const row = `${active} [data-testid="list-shop-products"] .ant-table-row:has-text("${productName}")`;
    await page.waitForSelector(row);
    const text = await page.textContent(row);
    expect(text).toContain('CNY 199.00');
    expect(text).toContain('USD 29.50');
    const saved = await graphql<{ ProductList: { images: string[] }[] }>(
      base,
      admin.accessToken,
      `{ ProductList(query: ${lit({ name: productName })}) { images } }`,
    );
    expect(saved.ProductList[0].images).toHaveLength(1);
    expect((await fetch(new URL(saved.ProductList[0].images[0], base))).headers.get('content-type')).toBe('image/png');
    await shot(page, 'shop-products');
  });

  it('gives the product a label, then clears it: the cleared label is stored empty', async () => {
    const productId = async () =>
      (
        await graphql<{ ProductList: { id: string; labid: string | null }[] }>(
          base,
          admin.accessToken,
          `{ ProductList(query: ${lit({ name: productName })}) { id labid } }`,
        )
      ).ProductList[0];
    const row = `${active} [data-testid="list-shop-products"] .ant-table-row:has-text("${productName}")`;
    const open = async () => {
      await page.click(`${row} [data-testid="product-open"]`);
      await expect.poll(() => page.inputValue('[data-testid="product-name"]')).toBe(productName);
    };
    await open();
    await pick('商品标签', '新品');
    await page.click('[data-testid="product-save"]');
    await toast('已保存');
    await expect.poll(async () => (await productId()).labid).not.toBeNull();

    await open();
    const label = page.locator('.ant-modal [data-testid="product-label"]');
    await expect.poll(() => label.textContent()).toContain('新品');
    await label.hover();
    await label.locator('.ant-select-clear').click();
    await page.click('[data-testid="product-save"]');
    await toast('已保存');
    await expect.poll(async () => (await productId()).labid).toBeNull();
    const detail = await api<{ labid: string | null }>(
      base,
      admin.accessToken,
      'GET',
      `/api/p/v1/product/productDetail?id=${(await productId()).id}`,
    );
    expect(detail.payload.labid).toBeNull();
  });

  it('builds a package from the product and finds it in the order list package filter', async () => {
    await go('/meal');
    await page.click(`${active} [data-testid="package-create"]`);
    await page.fill('[data-testid="package-name"]', packageName);
    await pick('商品', productName);
    await page.getByRole('spinbutton', { name: '售价' }).nth(0).fill('2999');
    await page.click('[data-testid="package-save"]');
    await toast('已保存');
    await page.fill(`${active} input[data-filter="name"]`, packageName);
    await page.click(`${active} [data-testid="list-search"]`);
    const row = `${active} [data-testid="list-shop-packages"] .ant-table-row:has-text("${packageName}")`;
    await page.waitForSelector(row);
    expect(await page.textContent(row)).toContain(`${productName}×1`);
    expect(await page.textContent(row)).toContain('CNY 2999.00');
    const d = await graphql<{ PackagesList: { id: string; prices: { currencies_code: string; price: number }[] }[] }>(
      base,
      admin.accessToken,
      `{ PackagesList(query: ${lit({ name: packageName })}) { id prices { currencies_code price } } }`,
    );
    expect(d.PackagesList[0].prices).toEqual([{ currencies_code: 'CNY', price: 2999 }]);

    await go('/order');
    const filter = page.locator(`${active} [data-filter="packagesName"]`).getByRole('combobox');
    await filter.click();
    await filter.fill(packageName);
    await page.waitForSelector(`.ant-select-dropdown:visible .ant-select-item-option:has-text("${packageName}")`);
    await shot(page, 'shop-order-package-filter');
  });

  it('edits the package: a split order, the third-party price and the sale area are kept; a cleared area is cleared', async () => {
    await go('/meal');
    await page.fill(`${active} input[data-filter="name"]`, packageName);
    await page.click(`${active} [data-testid="list-search"]`);
    const row = `${active} [data-testid="list-shop-packages"] .ant-table-row:has-text("${packageName}")`;
    await page.click(`${row} [data-testid="package-open"]`);
    await page.waitForSelector('[data-testid="package-name"]');
    await expect.poll(() => page.inputValue('[data-testid="package-name"]')).toBe(packageName);
    await page.click('[data-testid="package-split-add"]');
    await page.getByRole('textbox', { name: '拆单名称' }).fill('画材');
    await pick('拆单商品', productName);
    await page.getByRole('spinbutton', { name: '金额' }).fill('300');
    await page.click('[data-testid="package-third-switch"]');
    await page.getByRole('spinbutton', { name: '第三方价格' }).fill('2599');
    await pick('售卖区域', '东南亚');
    await page.click('[data-testid="package-save"]');
    await toast('已保存');
    const d = await graphql<{ PackagesList: { id: string }[] }>(
      base,
      admin.accessToken,
      `{ PackagesList(query: ${lit({ name: packageName })}) { id } }`,
    );
    const detail = await api<{ split_orders: unknown[]; third_switch: number; third_price: number; area: string }>(
      base,
      admin.accessToken,
      'GET',
      `/api/p/v1/product/packageDetail?packagesId=${d.PackagesList[0].id}`,
    );
    expect(detail.payload).toMatchObject({ third_switch: 1, third_price: 2599, area: 'SEA' });
    expect(detail.payload.split_orders).toMatchObject([{ name: '画材', amount: 300 }]);

    // clearing the sale area in the form clears it on the package
    await page.click(`${row} [data-testid="package-open"]`);
    const area = page.locator('.ant-modal [data-testid="package-area"]');
    await expect.poll(() => area.textContent()).toContain('东南亚');
    await area.hover();
    await area.locator('.ant-select-clear').click();
    await page.click('[data-testid="package-save"]');
    await toast('已保存');
    const after = await api<{ area: string | null; third_price: number }>(
      base,
      admin.accessToken,
      'GET',
      `/api/p/v1/product/packageDetail?packagesId=${d.PackagesList[0].id}`,
    );
    expect(after.payload).toMatchObject({ area: null, third_price: 2599 });
  });

  it('a manager sees the 420 page at /shopManger and the write is refused (420)', async () => {
    const manager = await apiLogin(base, 'manager');
    const p = await (await contextAs(browser, base, manager)).newPage();
    await p.goto(`${base}/art_app/#/shopManger`);
    await waitForShell(p);
    await p.waitForSelector(`${active} [data-testid="no-permission"]`);
    const r = await fetch(`${base}/api/p/v1/product/operationProduct?subject=0`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(r.status).toBe(420);
    expect((await api(base, admin.accessToken, 'GET', '/api/p/v1/product/getAllArea?subject=0')).code).toBe(0);
  });
});
