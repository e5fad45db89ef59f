import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { registerPresenter } from '../shared/feedback';
import { createQueryClient } from '../shared/query-client';
import { router } from './router';

/** Hands antd's dialog API to the API client, which opens dialogs outside React. */
function PresenterBridge() {
  const { modal, message } = AntdApp.useApp();
  useEffect(() => {
    registerPresenter({ modal, message, navigate: (path) => void router.navigate(path) });
  }, [modal, message]);
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      theme={{ token: { colorPrimary: '#004494', borderRadius: 6 } }}
    >
      <AntdApp>
        <PresenterBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
