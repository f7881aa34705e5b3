import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';

/** zh-CN ⇄ English. The button names the language it switches to. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  const en = i18n.language === 'en';
  const label = en ? '中文' : 'English';
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      // The accessible name contains the visible text (WCAG 2.5.3, axe label-content-name-mismatch).
      aria-label={`${t('layout.language')}: ${label}`}
      data-testid="language-switch"
      lang={en ? 'zh-CN' : 'en'}
      onClick={() => void changeLanguage(en ? 'zh-CN' : 'en')}
    >
      {label}
    </Button>
  );
}
