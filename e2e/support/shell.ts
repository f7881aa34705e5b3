import type { Page } from 'playwright-core';

export interface RenderedGroup {
  key: string;
  paths: string[];
}

/** The sidebar as rendered: group keys with their item paths, in order (all submenus are in the DOM). */
export async function renderedMenu(page: Page): Promise<RenderedGroup[]> {
  await page.waitForSelector('[data-testid="sidebar-menu"]');
  return page.$$eval('[data-testid="sidebar-menu"] > li', (lis) =>
    lis.map((li) => ({
      key: li.querySelector('[data-testid="menu-group"]')?.getAttribute('data-key') ?? '',
      paths: Array.from(li.querySelectorAll('[data-testid="menu-item"]')).map((e) => e.getAttribute('data-path') ?? ''),
    })),
  );
}

/** The hash route of the page ('/trial' for '/art_app/#/trial?x=1'). */
export function hashRoute(url: string): string {
  const hash = new URL(url).hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}

export function firstSegment(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean)[0] ?? '';
}

/** Text of the visible antd message toasts. */
export async function toasts(page: Page): Promise<string[]> {
  return page.$$eval('.ant-message-notice', (els) => els.map((e) => e.textContent ?? ''));
}

export async function waitToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (t) => Array.from(document.querySelectorAll('.ant-message-notice')).some((e) => (e.textContent ?? '').includes(t)),
    text,
    { timeout },
  );
}

/** A selector inside the active workspace tab (hidden tabs stay mounted, so every query needs it). */
export const pane = (sel: string): string => `[data-testid="workspace-pane"][data-active="true"] ${sel}`;

/** Confirms the open antd confirmation dialog and waits until it has gone. */
export async function confirmModal(page: Page): Promise<void> {
  const ok = '.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary >> visible=true';
  await page.waitForSelector(ok, { timeout: 10_000 });
  await page.click(ok);
  await page.waitForSelector('.ant-modal-confirm >> visible=true', { state: 'detached', timeout: 10_000 });
}
