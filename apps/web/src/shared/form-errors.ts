import type { FormInstance } from 'antd';
import { ApiError } from './api-client';

/** Puts the server's per-field messages under the form's fields; true when it placed any. */
export function showFieldErrors(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
  form: FormInstance<any>,
  error: unknown,
  /** The form field of a server field name, when they differ. */
  formFieldOf: (field: string) => string = (field) => field.split('.')[0] ?? field,
): boolean {
  if (!(error instanceof ApiError)) {
    return false;
  }
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = Object.entries(error.fields)
    .map(([name, message]) => ({ name: formFieldOf(name), errors: [message] }))
    .filter(({ name }) => known.has(name));
  form.setFields(fields);
  return fields.length > 0;
}
