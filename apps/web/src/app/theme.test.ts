import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_THEME, useAppTheme } from './theme';

/** A system setting for reduced motion that the test can change, as a user would in the OS. */
function motionPreference(reduced: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduced;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((media) => {
    expect(media).toBe('(prefers-reduced-motion: reduce)');
    return query as unknown as MediaQueryList;
  });
  return {
    change(next: boolean) {
      reduced = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('the console theme', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps antd’s motion for most people', () => {
    motionPreference(false);
    const { result } = renderHook(() => useAppTheme());
    expect(result.current).toBe(APP_THEME);
    expect(result.current.token?.motion).toBeUndefined();
  });

  it('drops the motion when the system asks for less, and follows the setting when it changes', () => {
    const preference = motionPreference(true);
    const { result } = renderHook(() => useAppTheme());
    expect(result.current.token).toEqual({ ...APP_THEME.token, motion: false });
    act(() => preference.change(false));
    expect(result.current).toBe(APP_THEME);
  });
});
