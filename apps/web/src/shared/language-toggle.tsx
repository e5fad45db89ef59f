import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from './i18n';

/** Switches ch ⇄ en and saves the choice under the language key. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <Button type="text" icon={<GlobalOutlined />} onClick={() => setLanguage(i18n.language === 'en' ? 'ch' : 'en')}>
      {t('languageSwitch')}
    </Button>
  );
}
