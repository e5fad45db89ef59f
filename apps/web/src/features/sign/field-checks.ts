import { useState, type FormEvent } from 'react';

/** What is wrong with a field's value, in words for the person typing; undefined when nothing is. */
export type Check<T> = (value: T) => string | undefined;

/**
 * The checks of a small form drawn without antd's (the sign-in page). A field's error shows once it
 * has been left with something typed, or once the form was sent; from then on it follows the typing,
 * so a corrected field clears at once. Nothing is sent while any check fails.
 */
export function useFieldChecks<V extends Record<string, unknown>>(values: V, checks: { [K in keyof V]?: Check<V[K]> }) {
  const [shown, setShown] = useState<ReadonlySet<keyof V>>(new Set());
  const names = Object.keys(checks) as (keyof V)[];
  const errorOf = (name: keyof V) => checks[name]?.(values[name]);
  return {
    error: (name: keyof V) => (shown.has(name) ? errorOf(name) : undefined),
    /** On leaving a field: an empty one is not yet wrong, what was typed is checked. */
    left: (name: keyof V) => {
      if (values[name] !== '' && !shown.has(name)) {
        setShown(new Set([...shown, name]));
      }
    },
    submit: (send: () => void | Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      setShown(new Set(names));
      if (names.every((name) => errorOf(name) === undefined)) {
        void send();
      }
    },
  };
}
