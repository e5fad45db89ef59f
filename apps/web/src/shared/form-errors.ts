import type { FormInstance } from 'antd';
import { ApiError } from './api-client';

/** Puts the server's per-field messages under the form's fields; true when it placed any. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
export function showFieldErrors(form: FormInstance<any>, error: unknown): boolean {
  if (!(error instanceof ApiError)) {
    return false;
  }
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = Object.entries(error.fields)
    .filter(([name]) => known.has(name.split('.')[0] ?? name))
    .map(([name, message]) => ({ name: name.split('.')[0] ?? name, errors: [message] }));
  form.setFields(fields);
  return fields.length > 0;
}
