import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { onPresenterWanted } from '../shared/feedback';
import { router } from './router';
import { useAppTheme } from './theme';

/** Loads the dialogs' host when a page without one (sign-in) first shows feedback. */
function OnDemandPresenter() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      onPresenterWanted(() => {
        // A failed load (the network is down) is tried again with the next dialog.
        import('./presenter-host').then(
          (m) => setHost(() => m.PresenterHost),
          () => undefined,
        );
      }),
    [],
  );
  return Host ? <Host /> : null;
}

export function App() {
  const { i18n } = useTranslation();
  const theme = useAppTheme();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={theme}>
      <RouterProvider router={router} />
      <OnDemandPresenter />
    </ConfigProvider>
  );
}
