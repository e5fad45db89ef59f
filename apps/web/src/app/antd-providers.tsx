import { ConfigProvider } from 'antd';
// antd's static stylesheet (zero-runtime theme, app/theme.ts): 100 KB of gzip that comes with the
// first page drawn with antd, not with the sign-in page.
import 'antd/dist/antd.css';
// From antd's ES modules: `antd/locale/*` is its CommonJS build, a second copy of what the ES build has.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_ERROR } from '../shared/form-errors';
import { useAppTheme } from './theme';

/**
 * antd's theme and language for what is drawn with antd: the pages under the providers layout, the
 * error pages and the dialogs' presenter. The sign-in page, drawn without antd, loads none of it.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const theme = useAppTheme();
  return (
    // A form refused on submit shows its first field in error (shared/form-errors.ts).
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      theme={theme}
      form={{ scrollToFirstError: FIRST_ERROR }}
    >
      {children}
    </ConfigProvider>
  );
}
