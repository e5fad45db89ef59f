import type { FormInstance } from 'antd';
import { ApiError } from './api-client';

/**
 * Where a form that was refused takes the user: to its first field in error, in the middle of the
 * view and focused. In a long dialog (a good has twenty fields; on a phone they fill several
 * screens) the message would otherwise be out of sight above the Save button.
 */
export const FIRST_ERROR = { block: 'center', focus: true } satisfies Parameters<FormInstance['scrollToField']>[1];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
type AnyForm = FormInstance<any>;

/** Brings into view the form's first field, in the form's order, that shows an error. */
function showFirstError(form: AnyForm): void {
  const first = form.getFieldsError().find((field) => field.errors.length > 0);
  if (first) {
    form.scrollToField(first.name, FIRST_ERROR);
  }
}

/**
 * The form's values when every rule passes; otherwise null, with the first field in error shown
 * (what a submit button does by itself through the providers' `scrollToFirstError`, for forms
 * checked by code: a dialog's OK button).
 */
export async function validValues<Values>(form: FormInstance<Values>): Promise<Values | null> {
  try {
    return await form.validateFields();
  } catch {
    showFirstError(form);
    return null;
  }
}

/** Puts the server's per-field messages under the form's fields; true when it placed any. */
export function showFieldErrors(
  form: AnyForm,
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
  if (fields.length === 0) {
    return false;
  }
  showFirstError(form);
  return true;
}
