import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Routes with a built page. Every other menu route shows the 建设中 page of its area; an area adds its
 * page here when it is built (one line), and nothing else in the shell changes.
 */
type PageComponent = LazyExoticComponent<ComponentType>;

const VerCodePage = lazy(() => import('../../features/verification-codes/ver-code-page').then((m) => ({ default: m.VerCodePage })));

export const BUILT_PAGES: Readonly<Record<string, PageComponent>> = {
  '/getVerCode': VerCodePage,
};
