import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setLanguage } from './i18n';
import './language-toggle.css';

/** Switches ch ⇄ en and saves the choice under the language key. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <button type="button" className="language-toggle" onClick={() => setLanguage(i18n.language === 'en' ? 'ch' : 'en')}>
      <GlobalOutlined />
      {t('languageSwitch')}
    </button>
  );
}
