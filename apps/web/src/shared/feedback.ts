import type { useAppProps } from 'antd/es/app/context';

/**
 * The dialogs and notices opened outside a page's own antd App (console spec §8): the API
 * client's error dialogs, the sign-out question, the SMS-sent notice of the sign-in forms. The app
 * renders them beside its routes (they outlive a sign-out) and loads their code on first use, so
 * that the sign-in page does not load antd's modal, message and notification code to show nothing.
 */
export type Presenter = {
  modal: useAppProps['modal'];
  message: useAppProps['message'];
  notification: useAppProps['notification'];
  navigate: (path: string) => void;
};

const presenters: Presenter[] = [];
const waiting: ((presenter: Presenter) => void)[] = [];
let onWanted: (() => void) | null = null;
let isWanted = false;

/** Registers a mounted App's presenter (the latest wins); answers the function that unregisters it. */
export function registerPresenter(presenter: Presenter): () => void {
  presenters.push(presenter);
  for (const show of waiting.splice(0)) {
    show(presenter);
  }
  return () => {
    const index = presenters.lastIndexOf(presenter);
    if (index >= 0) {
      presenters.splice(index, 1);
    }
  };
}

export function getPresenter(): Presenter | null {
  return presenters.at(-1) ?? null;
}

/**
 * Shows feedback now, or as soon as a presenter is there (asking the app to load one). Answers
 * false when nobody can show it: no presenter and no loader (a unit test rendering a page alone).
 */
export function present(show: (presenter: Presenter) => void): boolean {
  const presenter = getPresenter();
  if (presenter) {
    show(presenter);
    return true;
  }
  if (!onWanted) {
    return false;
  }
  waiting.push(show);
  onWanted();
  return true;
}

/** Has the app load its presenter now, before any feedback waits for it. */
export function wantPresenter(): void {
  if (getPresenter()) {
    return;
  }
  isWanted = true;
  onWanted?.();
}

/** The app's loader of the on-demand presenter: called whenever feedback waits for one. */
export function onPresenterWanted(listener: () => void): () => void {
  onWanted = listener;
  if (isWanted) {
    listener();
  }
  return () => {
    onWanted = null;
  };
}
