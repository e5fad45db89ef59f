import { SUCCESS_CODE } from '@tm/contracts';

/** Wraps a service result in the success envelope `{code: 1, msg: "ok", data}`. */
export function ok<T>(data: T): { code: typeof SUCCESS_CODE; msg: string; data: T } {
  return { code: SUCCESS_CODE, msg: 'ok', data };
}
