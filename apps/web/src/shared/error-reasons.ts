import { ApiError, HandledApiError, showApiError } from './api-client';

/**
 * What went wrong in words: a refusal such as "the scale is full" or "this scale has sales
 * records" comes as a field reason under a general message, and the reason says more.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) {
    return String(error);
  }
  const reasons = error instanceof ApiError ? [...new Set(Object.values(error.fields))] : [];
  return reasons.length ? reasons.join(' · ') : error.message;
}

/** The error dialog with the field reasons in it. */
export function showErrorWithReasons(error: unknown): void {
  if (error instanceof ApiError && !(error instanceof HandledApiError)) {
    showApiError(new Error(errorText(error)));
    return;
  }
  showApiError(error);
}
