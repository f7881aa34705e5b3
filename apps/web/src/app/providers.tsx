import { useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ApiError, configureHttp } from '../platform/http/client';
import { currentLang, i18n, initI18n } from '../platform/i18n/i18n';
import { pageSubject } from '../platform/subject/navigation';
import { ACCESSIBLE_DARK, ACCESSIBLE_LIGHT } from '../platform/theme/accessible-tokens';
import { useThemeStore } from '../platform/theme/theme-store';
import { FeedbackBridge } from './feedback-bridge';

initI18n();
configureHttp({ subject: () => pageSubject().code, lang: currentLang });

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Errors of the catalogue were already shown; retrying 4xx only repeats them.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    },
    mutations: { retry: false },
  },
});

function ThemedApp({ children }: { children: ReactNode }) {
  const { i18n: inst } = useTranslation();
  const dark = useThemeStore((s) => s.dark);
  const compact = useThemeStore((s) => s.compact);
  const algorithm = useMemo(
    () => [dark ? theme.darkAlgorithm : theme.defaultAlgorithm, ...(compact ? [theme.compactAlgorithm] : [])],
    [dark, compact],
  );
  return (
    <ConfigProvider locale={inst.language === 'en' ? enUS : zhCN} theme={{ algorithm, token: dark ? ACCESSIBLE_DARK : ACCESSIBLE_LIGHT }}>
      <AntApp message={{ maxCount: 3 }} className={dark ? 'app-dark' : 'app-light'}>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp>{children}</ThemedApp>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
