import { App } from 'antd';
import { useEffect } from 'react';
import { registerPresenter } from '../shared/feedback';
import { router } from './router';
import { AntdProviders } from './antd-providers';

function Bridge() {
  const { modal, message, notification } = App.useApp();
  useEffect(
    () => registerPresenter({ modal, message, notification, navigate: (path) => void router.navigate(path) }),
    [modal, message, notification],
  );
  return null;
}

/** The presenter of the pages without the providers layout (sign-in), loaded on their first dialog. */
export function PresenterHost() {
  return (
    <AntdProviders>
      <App component={false}>
        <Bridge />
      </App>
    </AntdProviders>
  );
}
