import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { wantPresenter } from '../shared/feedback';
import { createQueryClient } from '../shared/query-client';
import { AntdProviders } from './antd-providers';

// One client for the whole visit, whatever routes come and go.
const queryClient = createQueryClient();

/**
 * What the pages below it share: antd's theme and language, server state (TanStack Query) and
 * antd's App (dialogs, messages, notifications). A lazy layout route: sign-in, outside it, loads none.
 */
export function ProvidersLayout() {
  // The API client's dialogs come from the app's presenter, outside the routes: they outlive a
  // sign-out. Loaded now, so that they show when the network is gone.
  useEffect(wantPresenter, []);
  return (
    <AntdProviders>
      <App>
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      </App>
    </AntdProviders>
  );
}
