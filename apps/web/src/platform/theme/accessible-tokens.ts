import type { ThemeConfig } from 'antd';

/**
 * Theme tokens that keep text at WCAG AA contrast (4.5:1 for normal text). Ant Design's defaults fall
 * short in the light theme: the primary blue #1677ff is 4.1:1 on white (links, selected menu items,
 * the active tab, primary buttons' white text) and secondary text (45% black, #8c8c8c) is 3.4:1
 * (descriptions' labels, statistics' titles, breadcrumbs, placeholders at 25%). axe-core checks this
 * in e2e/power-history.e2e.ts. The dark theme keeps antd's own palette (light text on dark passes).
 */
export const ACCESSIBLE_LIGHT: ThemeConfig['token'] = {
  colorPrimary: '#0958d9', // blue-7: 5.9:1 on white, 5.3:1 on its own light background
  colorLink: '#0958d9',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)', // #595959, 7:1
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)', // #666, 5.7:1
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)', // #737373, 4.7:1
};

export const ACCESSIBLE_DARK: ThemeConfig['token'] = { colorPrimary: '#1677ff' };
