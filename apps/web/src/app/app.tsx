import { useEffect, useState, type ComponentType } from 'react';
import { RouterProvider } from 'react-router';
import { onPresenterWanted } from '../shared/feedback';
import { router } from './router';

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

/** The routes, and the dialogs' presenter once wanted. antd's providers come with the pages that use antd. */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <OnDemandPresenter />
    </>
  );
}
