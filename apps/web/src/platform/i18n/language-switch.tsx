import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';

/** zh-CN ⇄ English. The button names the language it switches to. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  const en = i18n.language === 'en';
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      aria-label={t('layout.language')}
      data-testid="language-switch"
      lang={en ? 'zh-CN' : 'en'}
      onClick={() => void changeLanguage(en ? 'zh-CN' : 'en')}
    >
      {en ? '中文' : 'English'}
    </Button>
  );
}
