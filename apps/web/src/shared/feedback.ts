import type { useAppProps } from 'antd/es/app/context';

/**
 * The dialogs the API client opens outside React (console spec §8). The shell registers antd's
 * App instance and a navigate function once; until then dialogs fall back to the console.
 */
type Presenter = {
  modal: useAppProps['modal'];
  message: useAppProps['message'];
  navigate: (path: string) => void;
};

let presenter: Presenter | null = null;

export function registerPresenter(next: Presenter): void {
  presenter = next;
}

export function getPresenter(): Presenter | null {
  return presenter;
}
