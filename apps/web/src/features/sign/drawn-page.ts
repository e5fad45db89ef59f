/**
 * The sign-in page arrives with its form already drawn (scripts/prerender-sign-in.ts), before the
 * app's script has run: what the visitor typed or ticked by then, and where the cursor was, carry
 * over to the form the app draws in its place.
 */

/** On the root element while it holds the drawn form; the app removes it once its form is in place. */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/**
 * On the drawn page's link to the whole stylesheet, which comes as `media="print"` so that it does
 * not hold back the first paint (the page inlines the rules of its form).
 */
export const DEFERRED_STYLES_ATTRIBUTE = 'data-deferred-styles';

/** Applies the whole stylesheet once it has arrived: before the app draws what the inlined rules may not cover. */
export async function applyDeferredStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLES_ATTRIBUTE}]`)];
  const arrived = (link: HTMLLinkElement) =>
    new Promise<void>((resolve) => {
      if (link.sheet) {
        resolve();
        return;
      }
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
  await Promise.all(links.map(arrived));
  for (const link of links) {
    link.media = 'all';
  }
}

export type TypedAhead = { username?: string; password?: string; agreed?: boolean; focusedId?: string };

let typedAhead: TypedAhead = {};

/** Reads the drawn form under `root` before the app draws over it. */
export function takeTypedAhead(root: HTMLElement): void {
  const input = (id: string) => root.querySelector<HTMLInputElement>(`input#${id}`);
  const focused = document.activeElement;
  typedAhead = {
    username: input('username')?.value || undefined,
    password: input('password')?.value || undefined,
    agreed: input('password-login_privacy_agreed')?.checked || undefined,
    focusedId: focused && focused !== root && root.contains(focused) && focused.id ? focused.id : undefined,
  };
}

export const typedAheadValues = (): TypedAhead => typedAhead;

/**
 * Once the app's form is in place: the root loses its mark (the browser tests wait for that), and a
 * later visit to the page (after signing out) starts empty.
 */
export function finishTakeOver(): void {
  typedAhead = {};
  document.getElementById('root')?.removeAttribute(DRAWN_ATTRIBUTE);
}
